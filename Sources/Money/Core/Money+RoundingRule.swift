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
        let twiceRemainder = remainder.magnitude * 2
        let half: Int = twiceRemainder < denominator.magnitude ? -1 : (twiceRemainder == denominator.magnitude ? 0 : 1)
        guard roundsAwayFromZero(negative: negative, comparedToHalf: half, quotientIsOdd: quotient % 2 != 0) else {
            return quotient
        }
        // The remainder is not zero, so the denominator is at least 2 and the quotient at most
        // half of Int128.max in magnitude: one more step cannot overflow.
        return negative ? quotient - 1 : quotient + 1
    }

    /// Whether an inexact quotient, truncated toward zero, moves one step away from zero.
    ///
    /// - Parameters:
    ///   - negative: Whether the exact quotient is below zero.
    ///   - comparedToHalf: -1, 0 or 1 as the dropped fraction is below, at or above one half.
    ///   - quotientIsOdd: Whether the truncated quotient is odd (for ``toNearestOrEven``).
    func roundsAwayFromZero(negative: Bool, comparedToHalf: Int, quotientIsOdd: Bool) -> Bool {
        switch self {
        case .towardZero: return false
        case .awayFromZero: return true
        case .ceiling: return !negative
        case .floor: return negative
        case .toNearestOrAway: return comparedToHalf >= 0
        case .toNearestOrEven: return comparedToHalf > 0 || (comparedToHalf == 0 && quotientIsOdd)
        }
    }
}
