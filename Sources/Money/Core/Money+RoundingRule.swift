extension Money {
    /// How a value that falls between two representable amounts is resolved.
    ///
    /// Every name says which way it goes, for negative values too: there is no `up` or `down`,
    /// which ICU and `java.math` use for *away from zero* and *toward zero* while others read them
    /// as *ceiling* and *floor*.
    ///
    ///     value   toNearestOrEven  toNearestOrAway  ceiling  floor  towardZero  awayFromZero
    ///      2.5           2                3            3       2        2            3
    ///      3.5           4                4            4       3        3            4
    ///      2.4           2                2            3       2        2            3
    ///     -2.5          -2               -3           -2      -3       -2           -3
    ///     -2.6          -3               -3           -2      -3       -2           -3
    ///
    /// ICU's names: half-even, half-up, ceiling, floor, down, up.
    public enum RoundingRule: String, Hashable, Sendable, CaseIterable, Codable {
        /// To the nearest value; a tie goes to the even neighbour (banker's rounding, ICU's default).
        case toNearestOrEven
        /// To the nearest value; a tie goes away from zero ("half-up", the schoolbook rule).
        case toNearestOrAway
        /// Toward positive infinity (ICU's *ceiling*).
        case ceiling
        /// Toward negative infinity (ICU's *floor*).
        case floor
        /// Toward zero, dropping the excess (ICU's *down*).
        case towardZero
        /// Away from zero (ICU's *up*).
        case awayFromZero
    }
}

extension Money.RoundingRule {
    /// Divides `numerator` by a positive `denominator`, rounding the quotient by this rule.
    ///
    /// - Precondition: `denominator > 0`; every caller passes a power of ten or an increment
    ///   that was checked to be positive.
    func divide(_ numerator: Int128, by denominator: Int128) -> Int128 {
        let quotient = numerator / denominator  // truncates toward zero
        let remainder = numerator % denominator  // has the numerator's sign
        if remainder == 0 { return quotient }
        let negative = numerator < 0
        let awayStep: Int128 = negative ? -1 : 1
        let twiceRemainder = remainder.magnitude * 2
        let half = twiceRemainder == denominator.magnitude
        let aboveHalf = twiceRemainder > denominator.magnitude
        switch self {
        case .towardZero:
            return quotient
        case .awayFromZero:
            return quotient + awayStep
        case .ceiling:
            return negative ? quotient : quotient + 1
        case .floor:
            return negative ? quotient - 1 : quotient
        case .toNearestOrAway:
            return (aboveHalf || half) ? quotient + awayStep : quotient
        case .toNearestOrEven:
            if aboveHalf { return quotient + awayStep }
            if half { return quotient % 2 == 0 ? quotient : quotient + awayStep }
            return quotient
        }
    }
}
