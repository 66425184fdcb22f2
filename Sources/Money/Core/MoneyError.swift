#if canImport(FoundationEssentials)
    public import FoundationEssentials
#endif

/// Everything that can go wrong in the Money module, each case carrying the input at fault.
///
/// The ``description`` is a sentence a person can act on, free of any one program's words: an
/// app or a command-line tool adds its own hints (a command to list currencies, an option to
/// read localized input) by switching on the case.
///
///     do {
///         _ = try Money(parsing: "84,50", .eur)
///     } catch .invalidAmount(_, reason: .comma) {
///         // offer to read the amount the way the user's locale writes it
///     } catch {
///         print(error)
///     }
public enum MoneyError: Error, Hashable, Sendable {
    /// The code is not an ISO 4217 currency that ICU knows.
    case unknownCurrency(String)
    /// The region (a locale's region, or a region code) has no currency of its own.
    case noCurrency(region: String)
    /// Two amounts of different currencies met in one operation: the two ISO codes, in the
    /// order the operation names them.
    case currencyMismatch(String, String)
    /// The text is not a canonical decimal amount; `reason` says what is wrong with it.
    case invalidAmount(String, reason: InvalidAmountReason)
    /// The amount has more fraction digits than its currency allows and no rounding rule was given.
    case tooManyFractionDigits(String, currency: String, allowed: Int)
    /// The locale identifier is empty, malformed or names a language or region ICU does not know.
    case invalidLocale(String, reason: String)
    /// Allocation weights were empty, negative, zero or too many.
    case invalidRatios([Int], reason: String)
    /// An increment is zero, negative, or finer than the currency's minor unit.
    case invalidIncrement(String)
    /// The currency has no cash rounding rule and cash rounding was asked for.
    case noCashRounding(String)
    /// A result does not fit the exact range Money supports.
    case overflow(String)
    /// Localized text could not be read as an amount; `position` counts characters from 1 and
    /// always points at a character of the text (1 for empty text).
    case unparsable(String, position: Int, reason: String)
    /// Localized text reads as more than one amount in its locale (`1.000` in de_DE for a
    /// currency with three fraction digits: 1000 or 1.000); `readings` lists them, locale's first.
    case ambiguousAmount(String, readings: [ExactDecimal], currency: String)
    /// A currency symbol in localized text stands for several currencies and nothing settles
    /// which (`$` in fr_FR): the symbol and the ISO codes it may stand for.
    case ambiguousCurrency(String, symbol: String, candidates: [String])
    /// Localized text names one currency where another was expected: the text, the ISO code it
    /// names and the one expected.
    case unexpectedCurrency(String, named: String, expected: String)
    /// Localized text names no currency, none was expected and the locale has none of its own.
    case missingCurrency(String, locale: String)
    /// ICU reported a failure: the operation, ICU's numeric status and its name.
    case icu(operation: String, code: Int32, name: String)
}

extension MoneyError: CustomStringConvertible {
    /// A one-line message naming the bad input and what to do about it.
    public var description: String {
        switch self {
        case .unknownCurrency(let code):
            return "unknown currency '\(code)'; use an ISO 4217 code such as USD or EUR"
        case .noCurrency(let region):
            return "region '\(region)' has no currency of its own; name the currency"
        case .currencyMismatch(let a, let b):
            return "cannot combine amounts in \(a) and \(b); convert one of them first"
        case .invalidAmount(let text, let reason):
            return "invalid amount '\(text)': \(reason)"
        case .tooManyFractionDigits(let text, let currency, let allowed):
            return "amount '\(text)' has more than \(allowed) fraction digit\(allowed == 1 ? "" : "s"), "
                + "the most \(currency) allows; round it or give a rounding rule"
        case .invalidLocale(let id, let reason):
            return "unknown locale '\(id)': \(reason)"
        case .invalidRatios(let ratios, let reason):
            return "cannot split by \(ratios.map(String.init).joined(separator: ",")): \(reason)"
        case .invalidIncrement(let reason):
            return "invalid rounding increment: \(reason)"
        case .noCashRounding(let code):
            return "\(code) has no cash rounding rule"
        case .overflow(let what):
            return "amount out of range: \(what)"
        case .unparsable(let text, let position, let reason):
            guard !text.isEmpty else { return "cannot read an amount from empty text" }
            return "cannot read '\(text)' as an amount: \(reason) at character \(position)"
        case .ambiguousAmount(let text, let readings, let currency):
            let digits = (try? Currency(code: currency).fractionDigits) ?? 0
            let listed = readings.map { "\($0.formatted(fractionDigits: digits)) \(currency)" }
                .joined(separator: " or ")
            return "'\(text)' is ambiguous: it could mean \(listed); "
                + "write the amount without grouping separators, with the locale's decimal separator"
        case .ambiguousCurrency(let text, let symbol, let candidates):
            let listed = candidates.prefix(8).joined(separator: ", ")
            let more = candidates.count > 8 ? " and \(candidates.count - 8) more" : ""
            return "'\(symbol)' in '\(text)' stands for several currencies (\(listed)\(more)); "
                + "write the ISO code of the one meant instead"
        case .unexpectedCurrency(let text, let named, let expected):
            return "the text '\(text)' names \(named) but \(expected) was expected"
        case .missingCurrency(let text, let locale):
            return "'\(text)' names no currency and \(locale) has none of its own; add an ISO code such as USD"
        case .icu(let operation, let code, let name):
            return "ICU failed in \(operation): \(name) (\(code))"
        }
    }
}

extension MoneyError {
    /// What is wrong with text that is not a canonical decimal (``MoneyError/invalidAmount(_:reason:)``).
    ///
    /// Its ``description`` is the second half of the error's sentence: "a comma is not allowed;
    /// write 1234.50 with '.' as the decimal point".
    public enum InvalidAmountReason: Hashable, Sendable, CustomStringConvertible {
        /// The text is empty.
        case empty
        /// The text is longer than any amount (the byte count).
        case tooLong(Int)
        /// The text has no digits at all (`"-"`).
        case noDigits
        /// A decimal point with no digit before it (`".5"`).
        case noDigitBeforePoint
        /// A decimal point with no digit after it (`"5."`).
        case noDigitAfterPoint
        /// A comma, as a decimal point or a grouping separator: localized text needs a parser.
        case comma
        /// A second decimal point (`"1.2.3"`).
        case secondDecimalPoint
        /// A minus sign anywhere but first (`"5-"`).
        case misplacedMinus
        /// A plus sign (`"+5"`).
        case plusSign
        /// An exponent (`"1e3"`).
        case exponent
        /// A space or other whitespace.
        case whitespace
        /// A digit that is not ASCII 0-9 (`"٣"`), quoted.
        case nonASCIIDigit(String)
        /// Any other character, quoted.
        case unexpected(String)

        /// The reason as the end of a sentence.
        public var description: String {
            switch self {
            case .empty: "it is empty"
            case .tooLong(let bytes): "it is \(bytes) bytes long"
            case .noDigits: "it has no digits"
            case .noDigitBeforePoint: "write a digit before the decimal point, as in 0.5"
            case .noDigitAfterPoint: "write digits after the decimal point, or leave the point out"
            case .comma: "a comma is not allowed; write 1234.50 with '.' as the decimal point"
            case .secondDecimalPoint: "it has a second decimal point"
            case .misplacedMinus: "a '-' may only lead the number"
            case .plusSign: "a '+' sign is not allowed; write the number alone"
            case .exponent: "exponents are not allowed; write all the digits"
            case .whitespace: "it contains a space"
            case .nonASCIIDigit(let digit): "only ASCII digits 0-9 are allowed, not '\(digit)'"
            case .unexpected(let character): "unexpected '\(character)'; use digits, an optional leading '-' and '.'"
            }
        }
    }
}

#if canImport(FoundationEssentials)
    extension MoneyError: LocalizedError {
        /// The same text as ``description``.
        public var errorDescription: String? { description }
    }
#endif
