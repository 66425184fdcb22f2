public import Money

/// How an amount is shown: every `MoneyFormatter` setting but the locale, as plain values.
///
/// A check table's style and flags columns become one of these (``CheckRow/settings(path:)``), and
/// `tipfmt format` builds one from its options, so a row is formatted exactly as
/// `tipfmt format AMOUNT --locale L --currency C --style S …` prints it.
///
///     var settings = FormatSettings()
///     settings.usesCashRounding = true
///     let text = try settings.format("1.03", currency: .chf, locale: LocaleIdentifier("de_CH"))
///     // "CHF\u{A0}1.05"
public struct FormatSettings: Hashable, Sendable {
    /// How the currency is shown; symbol by default.
    public var style: MoneyFormatter.Style = .symbol
    /// Whether amounts round to the currency's cash increment (0.05 CHF); off by default.
    public var usesCashRounding = false
    /// When a sign is shown; only for negative amounts by default.
    public var signDisplay: MoneyFormatter.SignDisplay = .auto
    /// Whether digits are grouped (1,234 rather than 1234); on by default.
    public var usesGrouping = true
    /// Whether Latin digits replace the locale's own; off by default.
    public var usesLatinDigits = false
    /// How digits beyond the currency's are rounded; **half-even, as ICU does**, by default.
    public var rounding: Money.RoundingRule = .toNearestOrEven

    /// Settings with the given values; each defaults to symbol style, no cash rounding, sign
    /// only when negative, grouping on, the locale's own digits, half-even rounding.
    ///
    ///     FormatSettings(style: .accounting, signDisplay: .always)
    public init(
        style: MoneyFormatter.Style = .symbol, usesCashRounding: Bool = false,
        signDisplay: MoneyFormatter.SignDisplay = .auto, usesGrouping: Bool = true, usesLatinDigits: Bool = false,
        rounding: Money.RoundingRule = .toNearestOrEven
    ) {
        self.style = style
        self.usesCashRounding = usesCashRounding
        self.signDisplay = signDisplay
        self.usesGrouping = usesGrouping
        self.usesLatinDigits = usesLatinDigits
        self.rounding = rounding
    }

    /// The formatter these settings describe for `locale`.
    public func formatter(locale: LocaleIdentifier) -> MoneyFormatter {
        MoneyFormatter(
            locale: locale, style: style, signDisplay: signDisplay, usesGrouping: usesGrouping,
            usesCashRounding: usesCashRounding, usesLatinDigits: usesLatinDigits, rounding: rounding)
    }

    /// Formats one canonical amount (`1234.5`, `-42.50`): what `tipfmt format` prints for it.
    ///
    /// An amount with more fraction digits than the currency has is rounded by ``rounding``.
    ///
    /// - Parameters:
    ///   - amount: Canonical decimal text: an optional `-`, digits, and `.` as the decimal point.
    ///   - currency: The amount's currency.
    ///   - locale: The locale whose conventions are used.
    /// - Throws: `MoneyError` when `amount` is not canonical decimal text (or ICU fails).
    public func format(_ amount: String, currency: Currency, locale: LocaleIdentifier) throws(MoneyError) -> String {
        try Self.format(amount, currency: currency, with: formatter(locale: locale))
    }

    /// Formats one canonical amount with a formatter made by ``formatter(locale:)``: the one
    /// function `tipfmt format` and every check run each amount through.
    ///
    /// - Throws: `MoneyError` when `amount` is not canonical decimal text (or ICU fails).
    public static func format(_ amount: some StringProtocol, currency: Currency, with formatter: MoneyFormatter)
        throws(MoneyError) -> String
    {
        try formatter.format(ExactDecimal(parsing: String(amount)), currency: currency)
    }
}
