extension Money {
    /// The sum of two amounts of the same currency.
    ///
    ///     try Money(parsing: "84.50", .usd).adding(Money(parsing: "15.21", .usd))   // 99.71 USD
    ///
    /// - Parameter other: An amount in the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` or ``MoneyError/overflow(_:)``.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        try requireSameCurrency(other)
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        if overflow { throw .overflow("\(self) + \(other)") }
        return Money(minorUnits: sum, currency)
    }

    /// The difference of two amounts of the same currency.
    ///
    ///     try Money(parsing: "99.71", .usd).subtracting(Money(parsing: "84.50", .usd))   // 15.21 USD
    ///
    /// - Parameter other: An amount in the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` or ``MoneyError/overflow(_:)``.
    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        try requireSameCurrency(other)
        let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        if overflow { throw .overflow("\(self) - \(other)") }
        return Money(minorUnits: difference, currency)
    }

    /// The amount with its sign flipped.
    ///
    ///     try Money(parsing: "12.30", .usd).negated()   // -12.30 USD
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
    ///
    /// - Parameters:
    ///   - factor: Any exact decimal, negative ones included.
    ///   - rule: How the exact product is rounded to the minor unit.
    /// - Throws: ``MoneyError/overflow(_:)`` when the product does not fit.
    public func multiplied(by factor: ExactDecimal, rounding rule: RoundingRule) throws(MoneyError) -> Money {
        // Rounded from the exact product, which may have more digits than an ExactDecimal holds.
        let product = try amount.multiplied(
            by: factor, dividedBy: ExactDecimal(1), fractionDigits: currency.fractionDigits, rounding: rule)
        return try Money(product.quotient, currency)
    }

    /// `percent`% of the amount, as an amount rounded once to the minor unit by `rule`.
    ///
    ///     try Money(parsing: "84.50", .usd).multiplied(byPercent: ExactDecimal(parsing: "18.5"), rounding: .toNearestOrAway)
    ///     // 15.63 USD (84.50 × 0.185 = 15.6325)
    ///
    /// The opposite question, what percentage one amount is of another, is ``percentage(of:fractionDigits:rounding:)``.
    ///
    /// - Parameters:
    ///   - percent: The percentage: `18` for 18%.
    ///   - rule: How the exact result is rounded to the minor unit.
    /// - Throws: ``MoneyError/overflow(_:)`` when the result does not fit.
    public func multiplied(byPercent percent: ExactDecimal, rounding rule: RoundingRule) throws(MoneyError) -> Money {
        // percent / 100 is exact: the same significand with two more fraction digits.
        let numerator = Int128(minorUnits).multipliedReportingOverflow(by: percent.significand)
        let scale = percent.scale + 2
        if !numerator.overflow {
            let units = rule.divide(numerator.partialValue, by: ExactDecimal.pow10(scale))
            return try Money(checkedMinorUnits: units, currency, source: self.amount)
        }
        // A 35-digit percentage of a large bill: the product outgrows Int128, the tip does not.
        let tip = try amount.multiplied(
            by: percent, dividedBy: ExactDecimal(100), fractionDigits: currency.fractionDigits, rounding: rule)
        return try Money(tip.quotient, currency)
    }

    /// What percentage this amount is of `whole`, as a number rounded to `digits` fraction digits.
    ///
    ///     try Money(parsing: "2.43", .usd).percentage(of: Money(parsing: "10.57", .usd))
    ///     // 22.99 (2.43 ÷ 10.57 × 100 = 22.989…)
    ///
    /// The opposite operation, `percent`% of an amount, is ``multiplied(byPercent:rounding:)``.
    ///
    /// - Parameters:
    ///   - whole: The amount that is 100%, in the same currency.
    ///   - digits: Fraction digits of the result; 2 by default.
    ///   - rule: How the result is rounded; **half-up** (`.toNearestOrAway`) by default.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)``, or ``MoneyError/overflow(_:)`` when `whole` is zero.
    public func percentage(
        of whole: Money, fractionDigits digits: Int = 2, rounding rule: RoundingRule = .toNearestOrAway
    ) throws(MoneyError) -> ExactDecimal {
        try requireSameCurrency(whole)
        let part = try amount.multiplied(by: 100)
        return try part.divided(by: whole.amount, fractionDigits: digits, rounding: rule).quotient
    }

    func requireSameCurrency(_ other: Money) throws(MoneyError) {
        guard currency == other.currency else { throw .currencyMismatch(currency.code, other.currency.code) }
    }
}
