package import Money

/// An exact fraction of `Int128`s, always reduced, with a positive denominator.
///
/// Both parts stay within ±`Int128.max`: a value whose magnitude would be 2¹²⁷ (which only
/// `Int128.min` can hold, and which has no negation) is an overflow, so negating and inverting
/// never trap.
package struct Fraction: Equatable {
    package private(set) var numerator: Int128
    package private(set) var denominator: Int128

    package init(_ decimal: ExactDecimal) throws(BillError.Failure) {
        var denominator: Int128 = 1
        for _ in 0..<decimal.scale {
            let (next, overflow) = denominator.multipliedReportingOverflow(by: 10)
            if overflow { throw .overflow }
            denominator = next
        }
        try self.init(decimal.significand, denominator)
    }

    package init(_ numerator: Int128, _ denominator: Int128) throws(BillError.Failure) {
        guard denominator != 0 else { throw .divisionByZero }
        let divisor = max(Self.gcd(numerator.magnitude, denominator.magnitude), 1)
        // Work on magnitudes: the quotients are at most 2^127, and only below that do they fit.
        guard let n = Int128(exactly: numerator.magnitude / divisor),
            let d = Int128(exactly: denominator.magnitude / divisor)
        else { throw .overflow }
        self.numerator = (numerator < 0) != (denominator < 0) ? 0 - n : n
        self.denominator = d
    }

    private static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    private static func checked(_ result: (partialValue: Int128, overflow: Bool)) throws(BillError.Failure)
        -> Int128
    {
        if result.overflow { throw .overflow }
        return result.partialValue
    }

    package func negated() -> Fraction {
        var copy = self
        copy.numerator = 0 - numerator
        return copy
    }

    /// Whether the value's whole part has 19 digits or more: past that, an overflow is the
    /// value's size; below it, the fraction's fineness (its denominator) is what did not fit.
    private var isLarge: Bool {
        numerator.magnitude / denominator.magnitude >= 1_000_000_000_000_000_000
    }

    /// `.overflow` when either value is large, else `.tooFine`.
    private static func failure(_ values: Fraction...) -> BillError.Failure {
        values.contains(where: \.isLarge) ? .overflow : .tooFine
    }

    package func adding(_ other: Fraction) throws(BillError.Failure) -> Fraction {
        let denominators = denominator.multipliedReportingOverflow(by: other.denominator)
        if denominators.overflow { throw Self.failure(self, other) }
        let left = numerator.multipliedReportingOverflow(by: other.denominator)
        let right = other.numerator.multipliedReportingOverflow(by: denominator)
        if left.overflow || right.overflow { throw Self.failure(self, other) }
        let sum = try Self.checked(left.partialValue.addingReportingOverflow(right.partialValue))
        return try Fraction(sum, denominators.partialValue)
    }

    package func multiplied(by other: Fraction) throws(BillError.Failure) -> Fraction {
        // Cross-reduce first to keep the numbers small.
        let a = try Fraction(numerator, other.denominator)
        let b = try Fraction(other.numerator, denominator)
        let denominators = a.denominator.multipliedReportingOverflow(by: b.denominator)
        // The value may still be an ordinary amount (1/3/3/3…): say it is the fraction, not the size.
        if denominators.overflow && !a.isLarge && !b.isLarge { throw .tooFine }
        return try Fraction(
            Self.checked(a.numerator.multipliedReportingOverflow(by: b.numerator)),
            Self.checked(denominators))
    }

    package func divided(by other: Fraction) throws(BillError.Failure) -> Fraction {
        guard other.numerator != 0 else { throw .divisionByZero }
        return try multiplied(by: Fraction(other.denominator, other.numerator))
    }

    /// The value in units of 10^-digits, rounded half away from zero, and whether that was exact.
    package func minorUnitsRoundingHalfUp(digits: Int) throws(BillError.Failure) -> (Int128, Bool) {
        var scaled = numerator
        for _ in 0..<digits {
            let next = scaled.multipliedReportingOverflow(by: 10)
            if next.overflow { throw Self.failure(self) }
            scaled = next.partialValue
        }
        let quotient = scaled / denominator
        let remainder = scaled % denominator
        if remainder == 0 { return (quotient, true) }
        let twice = remainder.magnitude * 2
        if twice >= denominator.magnitude { return (quotient + (scaled < 0 ? -1 : 1), false) }
        return (quotient, false)
    }
}
