/// An exact base-ten number: a significand and a count of fraction digits.
///
/// Percentages (`17.5`), exchange rates (`1.0832`), factors and unrounded intermediates are
/// `ExactDecimal`s; only a whole number of minor units is a ``Money``. Nothing here goes through
/// binary floating point, so `0.1 + 0.2` is exactly `0.3`.
///
///     let rate = try ExactDecimal(parsing: "1.0832")
///     print(rate.significand, rate.scale)
///     // Prints "10832 4"
///
/// Values are kept normalized (no trailing fraction zeros), so `1.50` and `1.5` are equal and
/// hash alike. The significand is an `Int128` other than `Int128.min` (the range is symmetric, so
/// every value has a negation) and the scale at most ``maximumScale``. Every operation is exact:
/// intermediates that outgrow `Int128` are carried wider, and only a *result* outside that range
/// throws ``MoneyError/overflow(_:)``, never a trap.
public struct ExactDecimal: Sendable, Hashable {
    /// The digits of the value as an integer: `-1250` for `-12.5` at scale 2 before normalizing.
    public let significand: Int128
    /// How many of the significand's digits are fraction digits (0 for integers).
    public let scale: Int

    /// The most fraction digits a value may have.
    public static let maximumScale = 36

    /// Zero.
    public static let zero = ExactDecimal(normalizing: 0, scale: 0)

    /// Creates the value `significand × 10^-scale`, normalized.
    ///
    ///     try ExactDecimal(significand: 1250, scale: 2)   // 12.5
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` when `scale` is negative or above ``maximumScale``,
    ///   or `significand` is `Int128.min` (which has no negation).
    public init(significand: Int128, scale: Int) throws(MoneyError) {
        guard (0...Self.maximumScale).contains(scale) else {
            throw .overflow("a scale of \(scale) fraction digits is outside 0...\(Self.maximumScale)")
        }
        guard significand != .min else { throw .overflow("\(significand) has no negation") }
        self.init(normalizing: significand, scale: scale)
    }

    /// Creates an integer value; a literal needs no initializer (`let percent: ExactDecimal = 18`).
    public init(_ value: Int) {
        self.init(normalizing: Int128(value), scale: 0)
    }

    /// A value whose significand is already normalized (no trailing zero fraction digits).
    init(uncheckedSignificand significand: Int128, scale: Int) {
        self.significand = significand
        self.scale = scale
    }

    init(normalizing significand: Int128, scale: Int) {
        var significand = significand
        var scale = scale
        while scale > 0 && significand % 10 == 0 {
            significand /= 10
            scale -= 1
        }
        self.significand = significand
        self.scale = scale
    }

    /// Reads a canonical decimal: an optional `-`, ASCII digits, and optionally `.` and more digits.
    ///
    /// `"12.34"`, `"-0.5"` and `"1200"` are canonical. Exponents, `NaN`, `inf`, hex, spaces, `+`,
    /// grouping separators, a bare `.5` or `5.` and non-ASCII digits are not: localized input
    /// goes through ``MoneyParser``.
    ///
    /// - Throws: ``MoneyError/invalidAmount(_:reason:)`` naming the first thing wrong, or
    ///   ``MoneyError/overflow(_:)`` when the value has more digits than fit.
    public init(parsing text: String) throws(MoneyError) {
        let parsed = try CanonicalDecimal(text)
        self = parsed.value
    }

    /// Reads the common canonical decimal (at most 18 digits) from UTF-8 bytes, without a
    /// `String`; `nil` for anything else, which ``init(parsing:)`` then reads or explains.
    ///
    /// For streams of amounts (`tipfmt format` over stdin), where making a `String` of each line
    /// costs as much as reading it.
    package init?(canonicalUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let parsed = CanonicalDecimal.fastPath(bytes) else { return nil }
        self = parsed.value
    }

    /// Whether the value is below zero.
    public var isNegative: Bool { significand < 0 }

    /// Whether the value is zero.
    public var isZero: Bool { significand == 0 }
}

// MARK: - Arithmetic

extension ExactDecimal {
    static let powersOfTen: [Int128] = {
        var powers: [Int128] = [1]
        for _ in 1...38 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// `10^exponent` for `0...38`.
    static func pow10(_ exponent: Int) -> Int128 { powersOfTen[exponent] }

    /// The significand of this value written at `scale` fraction digits, exactly.
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` when it does not fit an `Int128`.
    func significand(atScale target: Int) throws(MoneyError) -> Int128 {
        if target <= scale { return significand / Self.pow10(scale - target) }
        guard target - scale <= 38 else { throw .overflow("\(self) at \(target) fraction digits") }
        let (result, overflow) = significand.multipliedReportingOverflow(by: Self.pow10(target - scale))
        if overflow { throw .overflow("\(self) at \(target) fraction digits") }
        return result
    }

    /// This value rounded to `digits` fraction digits by `rule`.
    ///
    ///     try ExactDecimal(parsing: "2.345").rounded(toFractionDigits: 2, .toNearestOrEven)  // 2.34
    public func rounded(toFractionDigits digits: Int, _ rule: Money.RoundingRule) -> ExactDecimal {
        guard digits < scale else { return self }
        let divisor = Self.pow10(scale - max(digits, 0))
        return ExactDecimal(normalizing: rule.divide(significand, by: divisor), scale: max(digits, 0))
    }

    /// The sum of two values.
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` when the exact sum does not fit.
    public func adding(_ other: ExactDecimal) throws(MoneyError) -> ExactDecimal {
        let common = max(scale, other.scale)
        if let left = try? significand(atScale: common), let right = try? other.significand(atScale: common) {
            let (sum, overflow) = left.addingReportingOverflow(right)
            if !overflow && sum != .min { return ExactDecimal(normalizing: sum, scale: common) }
        }
        // Rescaling or the sum overflowed; the exact sum may still fit (171 + -170.000…001).
        let sum = wide(atScale: common) + other.wide(atScale: common)
        return try Self.fitting(sum, scale: common) { "\(self) + \(other)" }
    }

    /// The difference of two values.
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` when the exact difference does not fit.
    public func subtracting(_ other: ExactDecimal) throws(MoneyError) -> ExactDecimal {
        try adding(other.negated())
    }

    /// The value with its sign flipped; never fails, because the significand is never `Int128.min`.
    public func negated() -> ExactDecimal {
        ExactDecimal(uncheckedSignificand: 0 - significand, scale: scale)
    }

    /// The exact product of two values.
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` when the product needs more than 38 digits or
    ///   more than ``maximumScale`` fraction digits.
    public func multiplied(by other: ExactDecimal) throws(MoneyError) -> ExactDecimal {
        let scale = scale + other.scale
        let (product, overflow) = significand.multipliedReportingOverflow(by: other.significand)
        if !overflow && product != .min && scale <= Self.maximumScale {
            return ExactDecimal(normalizing: product, scale: scale)
        }
        // Wider: 5^50 at 36 digits × 2^50 at 10 digits is 10^50 × 10^-46 = 10000, which fits.
        return try Self.fitting(WideInteger(significand) * WideInteger(other.significand), scale: scale) {
            "\(self) × \(other)"
        }
    }

    /// The quotient rounded to `digits` fraction digits by `rule`, and whether it was exact.
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` on division by zero or when the quotient is too large.
    public func divided(
        by divisor: ExactDecimal, fractionDigits digits: Int, rounding rule: Money.RoundingRule
    ) throws(MoneyError) -> (quotient: ExactDecimal, isExact: Bool) {
        guard !divisor.isZero else { throw .overflow("division by zero") }
        guard (0...Self.maximumScale).contains(digits) else { throw .overflow("\(digits) fraction digits") }
        // self / divisor = (a·10^-s) / (b·10^-t); scaled by 10^digits: a·10^(digits - s + t) / b.
        let shift = digits - scale + divisor.scale
        if let numerator = try? significand(atScale: scale + max(shift, 0)),
            let denominator = try? divisor.significand(atScale: divisor.scale + max(-shift, 0))
        {
            // Neither is Int128.min: both are normalized significands times a power of ten.
            let negative = denominator < 0
            let quotient = rule.divide(
                negative ? 0 - numerator : numerator, by: negative ? 0 - denominator : denominator)
            return (ExactDecimal(normalizing: quotient, scale: digits), numerator % denominator == 0)
        }
        return try Self.roundedQuotient(
            wide(atScale: scale + max(shift, 0)), divisor.wide(atScale: divisor.scale + max(-shift, 0)),
            fractionDigits: digits, rounding: rule
        ) { "\(self) ÷ \(divisor)" }
    }

    /// `self × factor ÷ divisor` rounded once to `digits` fraction digits by `rule`, and whether it
    /// was exact; the product is never rounded nor limited on its own.
    ///
    /// A bill times a 35-digit percentage, or an amount times a 32-digit exchange rate, has a
    /// product too long for ``multiplied(by:)``, but the rounded result fits.
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` on division by zero or when the result is too large.
    package func multiplied(
        by factor: ExactDecimal, dividedBy divisor: ExactDecimal, fractionDigits digits: Int,
        rounding rule: Money.RoundingRule
    ) throws(MoneyError) -> (quotient: ExactDecimal, isExact: Bool) {
        guard !divisor.isZero else { throw .overflow("division by zero") }
        guard (0...Self.maximumScale).contains(digits) else { throw .overflow("\(digits) fraction digits") }
        if let product = try? multiplied(by: factor) {
            return try product.divided(by: divisor, fractionDigits: digits, rounding: rule)
        }
        // (a·10^-s)(b·10^-t) / (c·10^-u) at 10^-digits: a·b·10^(digits - s - t + u) / c.
        let shift = digits - scale - factor.scale + divisor.scale
        let numerator = WideInteger(significand) * WideInteger(factor.significand) * WideInteger.pow10(max(shift, 0))
        let denominator = WideInteger(divisor.significand) * WideInteger.pow10(max(-shift, 0))
        return try Self.roundedQuotient(numerator, denominator, fractionDigits: digits, rounding: rule) {
            "\(self) × \(factor) ÷ \(divisor)"
        }
    }

    // MARK: Wide fallbacks

    /// The significand at `target` fraction digits (`target >= scale`), exactly, however wide.
    private func wide(atScale target: Int) -> WideInteger {
        WideInteger(significand) * WideInteger.pow10(target - scale)
    }

    /// The value `significand × 10^-scale` normalized, if it fits.
    private static func fitting(_ significand: WideInteger, scale: Int, _ what: () -> String) throws(MoneyError)
        -> ExactDecimal
    {
        var significand = significand
        var scale = scale
        while scale > 0 && !significand.isZero {
            let (quotient, remainder) = significand.dividedByTen()
            if remainder != 0 { break }
            significand = quotient
            scale -= 1
        }
        if significand.isZero { return .zero }
        guard scale <= maximumScale else { throw .overflow("\(what()) has too many fraction digits") }
        guard let exact = significand.int128 else { throw .overflow(what()) }
        return ExactDecimal(uncheckedSignificand: exact, scale: scale)
    }

    private static func roundedQuotient(
        _ numerator: WideInteger, _ denominator: WideInteger, fractionDigits digits: Int,
        rounding rule: Money.RoundingRule, _ what: () -> String
    ) throws(MoneyError) -> (quotient: ExactDecimal, isExact: Bool) {
        let (quotient, isExact) = numerator.divided(by: denominator, rounding: rule)
        return (try fitting(quotient, scale: digits, what), isExact)
    }
}

extension ExactDecimal: Comparable {
    /// Orders values numerically; exactly one of `<`, `==` and `>` holds for any two values.
    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        if lhs.scale == rhs.scale { return lhs.significand < rhs.significand }
        // Compare whole parts, then fraction parts at a common scale. Truncating both toward zero
        // orders them: each value lies strictly within one of its whole part. The fraction parts
        // are below 10^36 in magnitude, so rescaling them cannot overflow.
        let (lhsWhole, lhsFraction) = lhs.significand.quotientAndRemainder(dividingBy: pow10(lhs.scale))
        let (rhsWhole, rhsFraction) = rhs.significand.quotientAndRemainder(dividingBy: pow10(rhs.scale))
        if lhsWhole != rhsWhole { return lhsWhole < rhsWhole }
        let common = max(lhs.scale, rhs.scale)
        return lhsFraction * pow10(common - lhs.scale) < rhsFraction * pow10(common - rhs.scale)
    }
}

// MARK: - Text

extension ExactDecimal: CustomStringConvertible {
    /// The canonical text: `-` when negative, no exponent, no trailing fraction zeros (`"12.5"`).
    public var description: String { formatted(fractionDigits: scale) }

    /// The canonical text with exactly `digits` fraction digits, padding with zeros.
    ///
    /// - Precondition: `digits >= scale`; a value with more digits is shown with all of them.
    public func formatted(fractionDigits digits: Int) -> String {
        let digits = max(digits, scale)
        var magnitude = String(significand.magnitude)
        magnitude += String(repeating: "0", count: digits - scale)
        if digits > 0 {
            if magnitude.utf8.count <= digits {
                magnitude = String(repeating: "0", count: digits - magnitude.utf8.count + 1) + magnitude
            }
            magnitude.insert(".", at: magnitude.index(magnitude.endIndex, offsetBy: -digits))
        }
        return significand < 0 ? "-" + magnitude : magnitude
    }
}

extension ExactDecimal: ExpressibleByIntegerLiteral {
    /// An integer written as a literal: `let percent: ExactDecimal = 18`, `.percent(10)`.
    ///
    /// Only integer literals: a fraction such as `17.5` would arrive through binary floating
    /// point, so it is written `try ExactDecimal(parsing: "17.5")`.
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

extension ExactDecimal: LosslessStringConvertible {
    /// Reads a canonical decimal, or returns `nil`; see ``init(parsing:)`` for the errors.
    public init?(_ description: String) {
        guard let value = try? ExactDecimal(parsing: description) else { return nil }
        self = value
    }
}

extension ExactDecimal: Codable {
    /// Decodes a JSON string holding a canonical decimal (never a JSON number, which is binary).
    ///
    /// - Throws: `DecodingError` when the value is not a string or not a canonical decimal.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try ExactDecimal(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the canonical text as a JSON string.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// The strict reader behind ``ExactDecimal/init(parsing:)``.
struct CanonicalDecimal {
    let value: ExactDecimal
    /// How many fraction digits the text had, trailing zeros included.
    let writtenScale: Int

    init(_ text: String) throws(MoneyError) {
        if let fast = Self.fastPath(text) {
            self = fast
            return
        }
        guard !text.isEmpty else { throw .invalidAmount(text, reason: .empty) }
        guard text.utf8.count <= 80 else {
            throw .invalidAmount(String(text.prefix(20)) + "…", reason: .tooLong(text.utf8.count))
        }
        var scalars = Substring(text).unicodeScalars
        let negative = scalars.first == "-"
        if negative { scalars.removeFirst() }
        var significand: Int128 = 0
        var digitCount = 0
        var scale = 0
        var seenPoint = false
        for scalar in scalars {
            switch scalar {
            case "0"..."9":
                significand = significand * 10 + Int128(scalar.value - 48)
                digitCount += 1
                if seenPoint { scale += 1 }
                if digitCount > 37 { throw .overflow("'\(text)' has more than 37 digits") }
            case "." where !seenPoint:
                guard digitCount > 0 else { throw .invalidAmount(text, reason: .noDigitBeforePoint) }
                seenPoint = true
            default:
                throw .invalidAmount(text, reason: Self.reason(rejecting: scalar))
            }
        }
        guard digitCount > 0 else { throw .invalidAmount(text, reason: .noDigits) }
        if seenPoint && scale == 0 { throw .invalidAmount(text, reason: .noDigitAfterPoint) }
        guard scale <= ExactDecimal.maximumScale else { throw .overflow("'\(text)' has too many fraction digits") }
        value = ExactDecimal(normalizing: negative ? 0 - significand : significand, scale: scale)
        writtenScale = scale
    }

    /// Reads the common case in one pass over the UTF-8 bytes with 64-bit arithmetic.
    ///
    /// Only a valid canonical decimal of at most 18 digits is read here. Anything else (including
    /// every error) returns `nil` and goes through the general reader, which explains what is wrong.
    private static func fastPath(_ text: String) -> CanonicalDecimal? {
        var text = text
        return text.withUTF8(fastPath)
    }

    /// ``fastPath(_:)`` on UTF-8 bytes.
    static func fastPath(_ bytes: UnsafeBufferPointer<UInt8>) -> CanonicalDecimal? {
        guard !bytes.isEmpty, bytes.count <= 20 else { return nil }
        var index = 0
        let negative = bytes[0] == UInt8(ascii: "-")
        if negative { index = 1 }
        var significand: Int64 = 0
        var digits = 0
        var scale = 0
        var seenPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte &- UInt8(ascii: "0") < 10 {
                significand = significand &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
                digits += 1
                if seenPoint { scale += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint, digits > 0 {
                seenPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, digits <= 18, !seenPoint || scale > 0 else { return nil }
        let writtenScale = scale
        while scale > 0 && significand % 10 == 0 {
            significand /= 10
            scale -= 1
        }
        let value = ExactDecimal(
            uncheckedSignificand: Int128(negative ? -significand : significand), scale: scale)
        return CanonicalDecimal(value: value, writtenScale: writtenScale)
    }

    private init(value: ExactDecimal, writtenScale: Int) {
        self.value = value
        self.writtenScale = writtenScale
    }

    private static func reason(rejecting scalar: Unicode.Scalar) -> MoneyError.InvalidAmountReason {
        switch scalar {
        case ",": return .comma
        case ".": return .secondDecimalPoint
        case "-": return .misplacedMinus
        case "+": return .plusSign
        case "e", "E": return .exponent
        default:
            if scalar.properties.isWhitespace { return .whitespace }
            if scalar.properties.numericType != nil { return .nonASCIIDigit(String(scalar)) }
            return .unexpected(String(scalar))
        }
    }
}
