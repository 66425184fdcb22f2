extension Sequence where Element == Money {
    /// The sum of every amount, all in `currency`: zero in it for an empty sequence.
    ///
    ///     let items = [try Money(parsing: "24.50", .chf), try Money(parsing: "32.90", .chf)]
    ///     try items.sum(in: .chf)   // 57.40 CHF
    ///
    /// The currency is named because an empty sequence has none of its own, and so that an
    /// amount in another currency is an error, never added.
    ///
    /// - Parameter currency: The currency of every amount, and of the sum.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` for an amount in another currency,
    ///   ``MoneyError/overflow(_:)`` when the sum passes `Int64`'s minor units.
    public func sum(in currency: Currency) throws(MoneyError) -> Money {
        var total = Money(minorUnits: 0, currency)
        for amount in self { total = try total.adding(amount) }
        return total
    }
}
