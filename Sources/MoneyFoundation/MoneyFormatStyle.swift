public import Foundation
public import Money

/// Formats ``Money/Money`` as Foundation's format styles do, with Money's own formatter: the text
/// is ``MoneyFormatter``'s, byte for byte, for the style's locale.
///
///     let price = try Money(parsing: "1234.50", .chf)
///     price.formatted(.money(locale: Locale(identifier: "de_CH")))
///     // "CHF 1’234.50" ("CHF\u{A0}1\u{2019}234.50")
///
/// Formatting does not throw: the style is a value made without failing, as SwiftUI's `Text`
/// and `formatted(_:)` expect. A `Locale` Money's ICU has no data for is read as its language
/// (`de_XX` as `de`), and failing that as English; ``LocaleIdentifier/init(_:)-(Locale)`` is the
/// throwing check when a caller must know. It is also a ``ParseableFormatStyle``: its
/// ``parseStrategy`` reads the text back with ``MoneyParser``, expecting ``currency`` when set.
public struct MoneyFormatStyle: ParseableFormatStyle, Sendable {
    /// The locale whose conventions are used.
    public var locale: Locale
    /// The currency text is expected in when parsing (`nil`: the one it names, else the
    /// locale's); formatting uses each amount's own.
    public var currency: Currency?
    /// How the currency is shown.
    public var style: MoneyFormatter.Style
    /// When a sign is shown.
    public var signDisplay: MoneyFormatter.SignDisplay
    /// Whether digits are grouped.
    public var usesGrouping: Bool
    /// Whether amounts are rounded to the currency's cash increment (CHF 0.05).
    public var usesCashRounding: Bool
    /// Whether Latin digits replace the locale's own.
    public var usesLatinDigits: Bool

    /// A style for `locale`; every other setting has ``MoneyFormatter``'s default.
    public init(
        locale: Locale, currency: Currency? = nil, style: MoneyFormatter.Style = .symbol,
        signDisplay: MoneyFormatter.SignDisplay = .auto, usesGrouping: Bool = true, usesCashRounding: Bool = false,
        usesLatinDigits: Bool = false
    ) {
        self.locale = locale
        self.currency = currency
        self.style = style
        self.signDisplay = signDisplay
        self.usesGrouping = usesGrouping
        self.usesCashRounding = usesCashRounding
        self.usesLatinDigits = usesLatinDigits
    }

    /// The Money locale the style formats with: ``locale`` when ICU has data for it, else its
    /// language, else English.
    public var localeIdentifier: LocaleIdentifier? {
        if let exact = try? LocaleIdentifier(locale) { return exact }
        let language = locale.identifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" }
        return (try? LocaleIdentifier(String(language))) ?? (try? LocaleIdentifier("en"))
    }

    /// The formatter this style formats with.
    public var formatter: MoneyFormatter? {
        localeIdentifier.map {
            MoneyFormatter(
                locale: $0, style: style, signDisplay: signDisplay, usesGrouping: usesGrouping,
                usesCashRounding: usesCashRounding, usesLatinDigits: usesLatinDigits)
        }
    }

    /// The amount as ``MoneyFormatter`` writes it.
    ///
    /// Only a failure of ICU itself (it cannot open a formatter: memory) gives the amount's
    /// canonical text instead, `1234.50 CHF`; nothing about the amount or the style can.
    public func format(_ value: Money) -> String {
        guard let formatter, let text = try? formatter.format(value) else { return value.description }
        return text
    }

    /// The same style for another locale (as SwiftUI's environment sets it).
    public func locale(_ locale: Locale) -> MoneyFormatStyle {
        var copy = self
        copy.locale = locale
        return copy
    }

    /// Reads text written in this style's locale back into an amount (``MoneyParser``).
    public var parseStrategy: MoneyParseStrategy {
        MoneyParseStrategy(locale: locale, currency: currency)
    }
}

extension MoneyFormatStyle: Codable {
    private enum CodingKeys: String, CodingKey {
        case locale, currency, style, signDisplay, usesGrouping, usesCashRounding, usesLatinDigits
    }

    /// Decodes a style; an unknown style or sign display is an error.
    ///
    /// - Throws: `DecodingError` for a missing key or a value that is not one of the cases.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        let styleName = try values.decode(String.self, forKey: .style)
        let signName = try values.decode(String.self, forKey: .signDisplay)
        guard let style = MoneyFormatter.Style(rawValue: styleName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .style, in: values, debugDescription: "no style \(styleName)")
        }
        guard let sign = MoneyFormatter.SignDisplay(rawValue: signName) else {
            throw DecodingError.dataCorruptedError(
                forKey: .signDisplay, in: values, debugDescription: "no sign display \(signName)")
        }
        self.init(
            locale: try values.decode(Locale.self, forKey: .locale),
            currency: try values.decodeIfPresent(Currency.self, forKey: .currency), style: style,
            signDisplay: sign, usesGrouping: try values.decode(Bool.self, forKey: .usesGrouping),
            usesCashRounding: try values.decode(Bool.self, forKey: .usesCashRounding),
            usesLatinDigits: try values.decode(Bool.self, forKey: .usesLatinDigits))
    }

    /// Encodes the style, its enums by their raw names.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(locale, forKey: .locale)
        try values.encodeIfPresent(currency, forKey: .currency)
        try values.encode(style.rawValue, forKey: .style)
        try values.encode(signDisplay.rawValue, forKey: .signDisplay)
        try values.encode(usesGrouping, forKey: .usesGrouping)
        try values.encode(usesCashRounding, forKey: .usesCashRounding)
        try values.encode(usesLatinDigits, forKey: .usesLatinDigits)
    }
}

extension FormatStyle where Self == MoneyFormatStyle {
    /// Money as `locale` writes it: `amount.formatted(.money(locale: Locale(identifier: "de_CH")))`.
    ///
    /// - Parameters:
    ///   - locale: The locale whose conventions are used.
    ///   - currency: The currency parsed text is expected in; formatting uses the amount's own.
    ///   - style: How the currency is shown; the locale's symbol by default.
    ///   - signDisplay: When a sign is shown.
    ///   - usesCashRounding: Whether amounts are rounded to the currency's cash increment.
    public static func money(
        locale: Locale, currency: Currency? = nil, style: MoneyFormatter.Style = .symbol,
        signDisplay: MoneyFormatter.SignDisplay = .auto, usesCashRounding: Bool = false
    ) -> MoneyFormatStyle {
        MoneyFormatStyle(
            locale: locale, currency: currency, style: style, signDisplay: signDisplay,
            usesCashRounding: usesCashRounding)
    }
}
