public import Money

extension ItemisedResult {
    /// Whether the cash rounding is shown as a line of its own; otherwise the tip takes it up and
    /// every output shows tip and rounding as one tip.
    ///
    /// One rule for the calc table, the receipt, the live screen and the history: the same bill
    /// shows the same tip everywhere.
    public var showsRoundingApart: Bool {
        !roundingIsTip && (!totals.rounding.isZero || people.contains { !$0.amounts.rounding.isZero })
    }

    /// The tip as shown for `amounts` (a person's, or the totals): the tip, with the cash rounding
    /// when the tip takes it up.
    ///
    /// - Throws: `MoneyError` only on overflow.
    public func shownTip(_ amounts: Amounts) throws(MoneyError) -> Money {
        roundingIsTip ? try amounts.tip.adding(amounts.rounding) : amounts.tip
    }
}
