public import Foundation
public import Money

/// Reads amounts as a locale writes them, as Foundation's parse strategies do, with
/// ``MoneyParser``: `CHF 1’234.50` in de_CH, `1.234,50 €` in de_DE.
///
///     try MoneyFormatStyle(locale: Locale(identifier: "de_CH"), currency: .chf).parseStrategy
///         .parse("CHF 1’234.50")
///     // 1234.50 CHF
public struct MoneyParseStrategy: ParseStrategy, Codable, Hashable, Sendable {
    /// The locale the text is written in.
    public var locale: Locale
    /// The currency the text must be in (`nil`: the one it names, else the locale's).
    public var currency: Currency?

    /// A strategy for text in `locale`, in `currency` when given.
    public init(locale: Locale, currency: Currency? = nil) {
        self.locale = locale
        self.currency = currency
    }

    /// The amount `value` writes.
    ///
    /// - Throws: ``MoneyError/invalidLocale(_:reason:)`` when Money's ICU has no data for the
    ///   locale (parsing never guesses another), or ``MoneyParser``'s error saying where the text
    ///   went wrong.
    public func parse(_ value: String) throws -> Money {
        try MoneyParser(locale: LocaleIdentifier(locale)).parse(value, expecting: currency)
    }
}
