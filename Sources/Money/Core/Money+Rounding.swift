extension Money {
    /// The step an amount is rounded or allocated to.
    public enum Precision: Hashable, Sendable {
        /// The currency's minor unit (0.01 USD, 1 JPY, 0.001 KWD).
        case minorUnit
        /// The currency's cash increment from ICU's data (0.05 CHF, 1 CZK); the minor unit where
        /// cash is not rounded differently.
        case cash
        /// Any positive multiple of the minor unit: 0.05, 0.50, 1, 100.
        case increment(ExactDecimal)
    }

    /// The step of `precision` in this currency's minor units.
    ///
    /// - Throws: ``MoneyError/invalidIncrement(_:)`` when the increment is not positive or is finer
    ///   than the minor unit (0.001 in USD).
    public func minorUnits(of precision: Precision) throws(MoneyError) -> Int64 {
        switch precision {
        case .minorUnit:
            return 1
        case .cash:
            return currency.cashIncrementMinorUnits
        case .increment(let step):
            guard step > .zero else { throw .invalidIncrement("\(step) is not above zero") }
            guard step.scale <= currency.fractionDigits else {
                throw .invalidIncrement("\(step) is finer than the \(currency.code) minor unit")
            }
            let units = try step.significand(atScale: currency.fractionDigits)
            guard let exact = Int64(exactly: units) else { throw .invalidIncrement("\(step) is too large") }
            return exact
        }
    }

    /// The amount rounded to a multiple of `precision` by `rule`.
    ///
    ///     try Money(parsing: "1.03", .chf).rounded(.toNearestOrEven, to: .cash)      // 1.05 CHF
    ///     try Money(parsing: "10.57", .usd).rounded(.ceiling, to: .increment(1))  // 11.00 USD
    ///
    /// - Throws: ``MoneyError/invalidIncrement(_:)`` or ``MoneyError/overflow(_:)``.
    public func rounded(_ rule: RoundingRule, to precision: Precision = .minorUnit) throws(MoneyError) -> Money {
        let step = try minorUnits(of: precision)
        guard step > 1 else { return self }
        let steps = rule.divide(Int128(minorUnits), by: Int128(step))
        return try Money(checkedMinorUnits: steps * Int128(step), currency, source: self.amount)
    }

    /// Whether the amount is a whole multiple of `precision`.
    ///
    ///     try Money(parsing: "1.05", .chf).isMultiple(of: .cash)   // true
    ///
    /// - Throws: ``MoneyError/invalidIncrement(_:)`` for an increment that is not positive or is
    ///   finer than the minor unit.
    public func isMultiple(of precision: Precision) throws(MoneyError) -> Bool {
        minorUnits % (try minorUnits(of: precision)) == 0
    }
}
