/// A signed integer of any width, for the rare intermediate of exact arithmetic that does not fit
/// an `Int128`: a 35-digit percentage times a large bill before it is divided back down, or the
/// cross-multiplied significands of two 32-digit exchange rates.
///
/// ``ExactDecimal`` computes in `Int128` first and comes here only when that overflows, so the
/// common path never allocates. The answer is then exact, and only a *result* that does not fit
/// is an overflow, never an intermediate. Magnitudes are little-endian 64-bit limbs with no
/// leading zero limb; zero has no limbs and is never negative.
struct WideInteger: Equatable {
    private(set) var isNegative: Bool
    private(set) var limbs: [UInt64]

    init(_ value: Int128) {
        self.init(negative: value < 0, magnitude: value.magnitude)
    }

    init(negative: Bool, magnitude: UInt128) {
        self.init(negative: negative, limbs: [UInt64(truncatingIfNeeded: magnitude), UInt64(magnitude >> 64)])
    }

    private init(negative: Bool, limbs: [UInt64]) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.isNegative = negative && !limbs.isEmpty
    }

    /// `10^exponent`.
    static func pow10(_ exponent: Int) -> WideInteger {
        var result = WideInteger(1)
        var remaining = exponent
        while remaining > 0 {
            let step = min(remaining, 38)
            result = result * WideInteger(ExactDecimal.pow10(step))
            remaining -= step
        }
        return result
    }

    var isZero: Bool { limbs.isEmpty }

    /// The value as an `Int128` when it fits, excluding `Int128.min` (``ExactDecimal``'s range is
    /// symmetric, so that every value has a negation).
    var int128: Int128? {
        guard limbs.count <= 2 else { return nil }
        let low = limbs.count > 0 ? UInt128(limbs[0]) : 0
        let high = limbs.count > 1 ? UInt128(limbs[1]) << 64 : 0
        let magnitude = high | low
        guard magnitude <= UInt128(Int128.max) else { return nil }
        return isNegative ? 0 - Int128(magnitude) : Int128(magnitude)
    }

    func negated() -> WideInteger { WideInteger(negative: !isNegative, limbs: limbs) }

    static func * (lhs: WideInteger, rhs: WideInteger) -> WideInteger {
        guard !lhs.isZero, !rhs.isZero else { return WideInteger(0) }
        var product = [UInt64](repeating: 0, count: lhs.limbs.count + rhs.limbs.count)
        for (i, left) in lhs.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in rhs.limbs.enumerated() {
                let (high, low) = left.multipliedFullWidth(by: right)
                let (sum1, overflow1) = product[i + j].addingReportingOverflow(low)
                let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                product[i + j] = sum2
                // high ≤ 2^64 - 2, so adding two carry bits cannot overflow.
                carry = high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0)
            }
            product[i + rhs.limbs.count] = carry
        }
        return WideInteger(negative: lhs.isNegative != rhs.isNegative, limbs: product)
    }

    static func + (lhs: WideInteger, rhs: WideInteger) -> WideInteger {
        if lhs.isNegative == rhs.isNegative {
            return WideInteger(negative: lhs.isNegative, limbs: add(lhs.limbs, rhs.limbs))
        }
        switch compare(lhs.limbs, rhs.limbs) {
        case 0: return WideInteger(0)
        case 1: return WideInteger(negative: lhs.isNegative, limbs: subtract(lhs.limbs, rhs.limbs))
        default: return WideInteger(negative: rhs.isNegative, limbs: subtract(rhs.limbs, lhs.limbs))
        }
    }

    /// The value divided by ten and the remainder's magnitude (the quotient truncates toward zero).
    func dividedByTen() -> (quotient: WideInteger, remainder: UInt64) {
        var quotient = limbs
        var remainder: UInt64 = 0
        for index in quotient.indices.reversed() {
            (quotient[index], remainder) = UInt64(10).dividingFullWidth((remainder, quotient[index]))
        }
        return (WideInteger(negative: isNegative, limbs: quotient), remainder)
    }

    /// The quotient by a non-zero `divisor`, rounded by `rule`, and whether the division was exact.
    func divided(by divisor: WideInteger, rounding rule: Money.RoundingRule) -> (WideInteger, isExact: Bool) {
        let (quotient, remainder) = Self.divide(limbs, by: divisor.limbs)
        let negative = isNegative != divisor.isNegative
        if remainder.isEmpty { return (WideInteger(negative: negative, limbs: quotient), true) }
        let twice = Self.add(remainder, remainder)
        let away = rule.roundsAwayFromZero(
            negative: negative, comparedToHalf: Self.compare(twice, divisor.limbs),
            quotientIsOdd: (quotient.first ?? 0) & 1 == 1)
        let magnitude = away ? Self.add(quotient, [1]) : quotient
        return (WideInteger(negative: negative, limbs: magnitude), false)
    }

    // MARK: - Magnitudes

    /// -1, 0 or 1 as `a` is below, equal to or above `b` (both without leading zero limbs).
    private static func compare(_ a: [UInt64], _ b: [UInt64]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for index in a.indices.reversed() where a[index] != b[index] {
            return a[index] < b[index] ? -1 : 1
        }
        return 0
    }

    private static func add(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: max(a.count, b.count) + 1)
        var carry = false
        for index in 0..<(result.count - 1) {
            let (sum1, overflow1) = (index < a.count ? a[index] : 0).addingReportingOverflow(
                index < b.count ? b[index] : 0)
            let (sum2, overflow2) = sum1.addingReportingOverflow(carry ? 1 : 0)
            result[index] = sum2
            carry = overflow1 || overflow2
        }
        result[result.count - 1] = carry ? 1 : 0
        while result.last == 0 { result.removeLast() }
        return result
    }

    /// `a - b` for `a >= b`.
    private static func subtract(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var result = a
        var borrow = false
        for index in result.indices {
            let (difference1, overflow1) = result[index].subtractingReportingOverflow(index < b.count ? b[index] : 0)
            let (difference2, overflow2) = difference1.subtractingReportingOverflow(borrow ? 1 : 0)
            result[index] = difference2
            borrow = overflow1 || overflow2
        }
        while result.last == 0 { result.removeLast() }
        return result
    }

    /// Schoolbook binary long division of magnitudes; `divisor` is not zero.
    ///
    /// The operands here have a few hundred bits at most, so shifting one bit at a time is fast
    /// enough and easy to check.
    private static func divide(_ dividend: [UInt64], by divisor: [UInt64]) -> (quotient: [UInt64], remainder: [UInt64])
    {
        if compare(dividend, divisor) < 0 { return ([], dividend) }
        var quotient = [UInt64](repeating: 0, count: dividend.count)
        var remainder: [UInt64] = []
        for bit in stride(from: dividend.count * 64 - 1, through: 0, by: -1) {
            // remainder = remainder << 1 | the dividend's next bit
            var carry = (dividend[bit / 64] >> UInt64(bit % 64)) & 1
            for index in remainder.indices {
                let next = remainder[index] >> 63
                remainder[index] = remainder[index] << 1 | carry
                carry = next
            }
            if carry != 0 { remainder.append(carry) }
            if compare(remainder, divisor) >= 0 {
                remainder = subtract(remainder, divisor)
                quotient[bit / 64] |= 1 << UInt64(bit % 64)
            }
        }
        while quotient.last == 0 { quotient.removeLast() }
        return (quotient, remainder)
    }
}
