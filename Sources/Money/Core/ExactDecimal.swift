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
/// hash alike. The significand is an `Int128` and the scale at most ``maximumScale``; every
/// operation that would leave that range throws ``MoneyError/overflow(_:)`` instead of trapping.
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
    /// - Throws: ``MoneyError/overflow(_:)`` when `scale` is negative or above ``maximumScale``.
    public init(significand: Int128, scale: Int) throws(MoneyError) {
        guard (0...Self.maximumScale).contains(scale) else {
            throw .overflow("a scale of \(scale) fraction digits is outside 0...\(Self.maximumScale)")
        }
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
    /// - Throws: ``MoneyError/overflow(_:)`` when the sum does not fit.
    public func adding(_ other: ExactDecimal) throws(MoneyError) -> ExactDecimal {
        let common = max(scale, other.scale)
        let (sum, overflow) = try significand(atScale: common)
            .addingReportingOverflow(other.significand(atScale: common))
        if overflow { throw .overflow("\(self) + \(other)") }
        return ExactDecimal(normalizing: sum, scale: common)
    }

    /// The difference of two values.
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` when the difference does not fit.
    public func subtracting(_ other: ExactDecimal) throws(MoneyError) -> ExactDecimal {
        try adding(other.negated())
    }

    /// The value with its sign flipped.
    public func negated() -> ExactDecimal {
        ExactDecimal(normalizing: 0 - significand, scale: scale)
    }

    /// The exact product of two values.
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` when the product needs more than 38 digits or
    ///   more than ``maximumScale`` fraction digits.
    public func multiplied(by other: ExactDecimal) throws(MoneyError) -> ExactDecimal {
        let (product, overflow) = significand.multipliedReportingOverflow(by: other.significand)
        if overflow { throw .overflow("\(self) × \(other)") }
        var scale = scale + other.scale
        var significand = product
        while scale > Self.maximumScale {  // only reachable with zeros to strip; otherwise too fine
            guard significand % 10 == 0 else { throw .overflow("\(self) × \(other) has too many fraction digits") }
            significand /= 10
            scale -= 1
        }
        return ExactDecimal(normalizing: significand, scale: scale)
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
        var numerator = significand
        var denominator = divisor.significand
        if shift >= 0 {
            guard shift <= 38 else { throw .overflow("\(self) ÷ \(divisor)") }
            let (scaled, overflow) = numerator.multipliedReportingOverflow(by: Self.pow10(shift))
            if overflow { throw .overflow("\(self) ÷ \(divisor)") }
            numerator = scaled
        } else {
            guard -shift <= 38 else { throw .overflow("\(self) ÷ \(divisor)") }
            let (scaled, overflow) = denominator.multipliedReportingOverflow(by: Self.pow10(-shift))
            if overflow { throw .overflow("\(self) ÷ \(divisor)") }
            denominator = scaled
        }
        if denominator < 0 {
            numerator = 0 - numerator
            denominator = 0 - denominator
        }
        let quotient = rule.divide(numerator, by: denominator)
        return (ExactDecimal(normalizing: quotient, scale: digits), numerator % denominator == 0)
    }
}

extension ExactDecimal: Comparable {
    /// Orders values numerically.
    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        let common = max(lhs.scale, rhs.scale)
        // Values normalized within 38 digits compare safely via subtraction when rescaling overflows.
        if let l = try? lhs.significand(atScale: common), let r = try? rhs.significand(atScale: common) {
            return l < r
        }
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        // Both rescalings cannot overflow for values of the same sign unless one is far larger.
        let lIntegral = lhs.significand / pow10(lhs.scale)
        let rIntegral = rhs.significand / pow10(rhs.scale)
        return lIntegral < rIntegral
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
        return text.withUTF8 { bytes -> CanonicalDecimal? in
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
