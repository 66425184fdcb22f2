#if canImport(FoundationEssentials)
    public import FoundationEssentials
#endif

/// Everything that can go wrong in the Money module, each case carrying the input at fault.
///
/// The ``description`` is a sentence a person can act on; command-line tools print it as is.
public enum MoneyError: Error, Hashable, Sendable {
    /// The code is not an ISO 4217 currency that ICU knows.
    case unknownCurrency(String)
    /// Two amounts of different currencies met in one operation.
    case currencyMismatch(String, String)
    /// The text is not a canonical decimal amount; `reason` says what is wrong with it.
    case invalidAmount(String, reason: String)
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
            return "unknown currency '\(code)'; use an ISO 4217 code such as USD or EUR (try `tipfmt currencies`)"
        case .currencyMismatch(let a, let b):
            return "cannot combine amounts in \(a) and \(b); convert one of them first"
        case .invalidAmount(let text, let reason):
            return "invalid amount '\(text)': \(reason)"
        case .tooManyFractionDigits(let text, let currency, let allowed):
            return "amount '\(text)' has more than \(allowed) fraction digit\(allowed == 1 ? "" : "s"), "
                + "the most \(currency) allows; round it or give a rounding mode"
        case .invalidLocale(let id, let reason):
            return "unknown locale '\(id)': \(reason) (try `tipfmt locales`)"
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
            let digits = (try? Currency(code: currency).minorUnits) ?? 0
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

#if canImport(FoundationEssentials)
    extension MoneyError: LocalizedError {
        /// The same text as ``description``.
        public var errorDescription: String? { description }
    }
#endif
