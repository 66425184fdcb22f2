extension Money {
    /// The sum of two amounts of the same currency.
    ///
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` or ``MoneyError/overflow(_:)``.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        try requireSameCurrency(other)
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        if overflow { throw .overflow("\(self) + \(other)") }
        return Money(minorUnits: sum, currency)
    }

    /// The difference of two amounts of the same currency.
    ///
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` or ``MoneyError/overflow(_:)``.
    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        try requireSameCurrency(other)
        let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        if overflow { throw .overflow("\(self) - \(other)") }
        return Money(minorUnits: difference, currency)
    }

    /// The amount with its sign flipped.
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` for the one amount whose negation does not fit.
    public func negated() throws(MoneyError) -> Money {
        guard minorUnits != .min else { throw .overflow("-(\(self))") }
        return Money(minorUnits: -minorUnits, currency)
    }

    /// The amount multiplied by an exact factor, rounded once to the minor unit by `rule`.
    ///
    ///     try Money(parsing: "10.00", .usd).multiplied(by: ExactDecimal(parsing: "0.333"), rounding: .toNearestOrAway)
    ///     // 3.33 USD
    public func multiplied(by factor: ExactDecimal, rounding rule: RoundingRule) throws(MoneyError) -> Money {
        // Rounded from the exact product, which may have more digits than an ExactDecimal holds.
        let product = try amount.multiplied(
            by: factor, dividedBy: ExactDecimal(1), fractionDigits: currency.minorUnits, rounding: rule)
        return try Money(product.quotient, currency)
    }

    /// `percent`% of the amount, rounded once to the minor unit by `rule`.
    ///
    ///     try Money(parsing: "84.50", .usd).percentage(ExactDecimal(parsing: "18.5"), rounding: .toNearestOrAway)
    ///     // 15.63 USD (84.50 × 0.185 = 15.6325)
    public func percentage(_ percent: ExactDecimal, rounding rule: RoundingRule) throws(MoneyError) -> Money {
        // percent / 100 is exact: the same significand with two more fraction digits.
        let numerator = Int128(minorUnits).multipliedReportingOverflow(by: percent.significand)
        let scale = percent.scale + 2
        if !numerator.overflow {
            let units = rule.divide(numerator.partialValue, by: ExactDecimal.pow10(scale))
            return try Money(checkedMinorUnits: units, currency, source: self.amount)
        }
        // A 35-digit percentage of a large bill: the product outgrows Int128, the tip does not.
        let tip = try amount.multiplied(
            by: percent, dividedBy: ExactDecimal(100), fractionDigits: currency.minorUnits, rounding: rule)
        return try Money(tip.quotient, currency)
    }

    /// What percentage `self` is of `whole`, rounded to `digits` fraction digits by `rule`.
    ///
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)``, or ``MoneyError/overflow(_:)`` when `whole` is zero.
    public func percent(
        of whole: Money, fractionDigits digits: Int = 2, rounding rule: RoundingRule = .toNearestOrAway
    ) throws(MoneyError) -> ExactDecimal {
        try requireSameCurrency(whole)
        let part = try amount.multiplied(by: ExactDecimal(100))
        return try part.divided(by: whole.amount, fractionDigits: digits, rounding: rule).quotient
    }

    /// Converts to another currency at an exact rate (1 unit of `self.currency` = `rate` units of
    /// `target`), rounding once to the target's minor unit by `rule`.
    public func converted(to target: Currency, rate: ExactDecimal, rounding rule: RoundingRule) throws(MoneyError)
        -> Money
    {
        let converted = try amount.multiplied(
            by: rate, dividedBy: ExactDecimal(1), fractionDigits: target.minorUnits, rounding: rule)
        return try Money(converted.quotient, target)
    }

    func requireSameCurrency(_ other: Money) throws(MoneyError) {
        guard currency == other.currency else { throw .currencyMismatch(currency.code, other.currency.code) }
    }

    /// The sum of two amounts of the same currency; `try a + b`.
    public static func + (lhs: Money, rhs: Money) throws(MoneyError) -> Money { try lhs.adding(rhs) }

    /// The difference of two amounts of the same currency; `try a - b`.
    public static func - (lhs: Money, rhs: Money) throws(MoneyError) -> Money { try lhs.subtracting(rhs) }

    /// The negated amount; `try -a`.
    public static prefix func - (operand: Money) throws(MoneyError) -> Money { try operand.negated() }
}
