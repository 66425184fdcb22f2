/// Formats money for a locale exactly as ICU does, byte for byte.
///
/// Formatting goes through ICU's number skeletons; the ICU formatters behind it are opened once
/// per locale and settings and shared, so creating a `MoneyFormatter` per call is cheap, and
/// one formatter may be used from many threads at once.
///
///     let formatter = try MoneyFormatter(locale: LocaleIdentifier("de_CH"))
///     try formatter.format(Money(parsing: "1234.50", .chf))
///     // "CHF\u{A0}1\u{2019}234.50"
///
/// Output contains the locale's own spaces and marks (U+00A0, U+202F, U+200F…) as ICU writes them.
///
/// Once the ICU formatter for one locale, currency and set of settings has formatted a thousand
/// amounts, a template learned from ICU's own output (and checked against it) formats the amounts
/// it covers in about a third of ICU's time; the text does not change.
public struct MoneyFormatter: Sendable, Hashable {
    /// How the currency is shown.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// The locale's symbol: `$1,234.50`, `1.234,50 €`.
        case symbol
        /// The narrowest symbol, possibly ambiguous: `$` for USD everywhere.
        case narrow
        /// The ISO code: `USD 1,234.50`.
        case code
        /// The full, plural-aware name: `1,234.50 US dollars`.
        case name
        /// The symbol, with negative amounts in parentheses where the locale uses them: `($5.00)`.
        case accounting
    }

    /// When a sign is shown.
    public enum SignDisplay: String, Hashable, Sendable, CaseIterable {
        /// Only for negative amounts (the default).
        case auto
        /// For every amount, `+` included (and zero).
        case always
        /// Never; negative amounts show their magnitude.
        case never
        /// For every amount except zero.
        case exceptZero
    }

    /// The locale whose conventions are used.
    public var locale: LocaleIdentifier { storage.locale }
    /// How the currency is shown; ``Style/symbol`` by default.
    public var style: Style { storage.style }
    /// When a sign is shown; ``SignDisplay/auto`` by default.
    public var signDisplay: SignDisplay { storage.signDisplay }
    /// Whether digits are grouped (`1,234` rather than `1234`); on by default.
    public var usesGrouping: Bool { storage.usesGrouping }
    /// Whether amounts are rounded to the currency's cash increment (CHF 0.05); off by default.
    public var usesCashRounding: Bool { storage.usesCashRounding }
    /// Whether Latin digits replace the locale's own (`ar_EG` uses Arabic-Indic by default).
    public var usesLatinDigits: Bool { storage.usesLatinDigits }
    /// How amounts with more digits than shown are rounded; **half-even, as ICU does**, by default.
    public var rounding: Money.RoundingRule { storage.rounding }
    /// The settings and the ICU formatters this value has used, in one object (see `Storage`).
    private let storage: Storage

    /// Creates a formatter; every setting but the locale has the default named on its property.
    public init(
        locale: LocaleIdentifier,
        style: Style = .symbol,
        signDisplay: SignDisplay = .auto,
        usesGrouping: Bool = true,
        usesCashRounding: Bool = false,
        usesLatinDigits: Bool = false,
        rounding: Money.RoundingRule = .toNearestOrEven
    ) {
        storage = Storage(
            locale: locale, style: style, signDisplay: signDisplay, usesGrouping: usesGrouping,
            usesCashRounding: usesCashRounding, usesLatinDigits: usesLatinDigits, rounding: rounding)
    }

    /// Whether two formatters have the same settings (and so format alike).
    public static func == (lhs: MoneyFormatter, rhs: MoneyFormatter) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasSettings(of: rhs.storage)
    }

    /// Hashes the settings.
    public func hash(into hasher: inout Hasher) {
        storage.hashSettings(into: &hasher)
    }

    /// Formats an amount.
    ///
    /// - Throws: ``MoneyError/icu(operation:code:name:)`` only if ICU itself fails.
    public func format(_ money: Money) throws(MoneyError) -> String {
        // A reused formatter's steady state: its first currency's template, with no retain.
        let units = money.minorUnits
        let scale = money.currency.fractionDigits
        let text = storage.withFirstFormatter(money.currency) { formatter in
            formatter.templateSlot.withTemplate {
                $0.format(negative: units < 0, magnitude: units.magnitude, scale: scale)
            }
        }
        if let text { return text }
        return try formatResolving(money)
    }

    /// What ``format(_:)`` does past its first currency's template.
    ///
    /// The formatter found or opened, the template learned or ICU asked: a function of its own so
    /// that the reused formatter's path keeps a small frame.
    @inline(never)
    private func formatResolving(_ money: Money) throws(MoneyError) -> String {
        let formatter = try icuFormatter(for: money.currency)
        if let text = templateText(money, formatter) { return text }
        return try withDecimalText(significand: Int128(money.minorUnits), scale: money.currency.fractionDigits) {
            (text) throws(MoneyError) -> String in try formatter.format(decimal: text)
        }
    }

    /// Formats an exact decimal in a currency, rounding it to the currency's digits by ``rounding``.
    ///
    /// This is how ICU formats an amount with more digits than the currency has: `1.005` USD is
    /// `$1.00` under the default half-even rule.
    ///
    /// - Throws: ``MoneyError/icu(operation:code:name:)`` only if ICU itself fails.
    public func format(_ amount: ExactDecimal, currency: Currency) throws(MoneyError) -> String {
        let formatter = try icuFormatter(for: currency)
        if let text = templateText(amount, currency: currency, formatter) { return text }
        return try withDecimalText(significand: amount.significand, scale: amount.scale) {
            (text) throws(MoneyError) -> String in try formatter.format(decimal: text)
        }
    }

    func icuFormatter(for currency: Currency) throws(MoneyError) -> ICUNumberFormatter {
        if let remembered = storage.formatter(currency) { return remembered }
        let code = currency.code
        let key = ICUNumberFormatter.CurrencyKey(locale: locale.identifier, currency: code, settings: settingsBits)
        let found = try ICUNumberFormatter.cached(key, fullNames: style == .name) { skeleton(currency: code) }
        storage.remember(found, currency: currency)
        return found
    }

    /// Every setting but the locale, packed into bits: the formatter-cache key, so that finding
    /// the ICU formatter never builds a skeleton string.
    private var settingsBits: UInt32 {
        let styleBits: UInt32 =
            switch style {
            case .symbol: 0
            case .narrow: 1
            case .code: 2
            case .name: 3
            case .accounting: 4
            }
        let signBits: UInt32 =
            switch signDisplay {
            case .auto: 0
            case .always: 1
            case .never: 2
            case .exceptZero: 3
            }
        let roundingBits: UInt32 =
            switch rounding {
            case .toNearestOrEven: 0
            case .toNearestOrAway: 1
            case .ceiling: 2
            case .floor: 3
            case .towardZero: 4
            case .awayFromZero: 5
            }
        return styleBits | signBits << 3 | roundingBits << 5 | (usesGrouping ? 1 << 8 : 0)
            | (usesCashRounding ? 1 << 9 : 0) | (usesLatinDigits ? 1 << 10 : 0)
    }

    /// The ICU number skeleton for these settings.
    func skeleton(currency code: String) -> String {
        // Appended stem by stem rather than joined from an array: `joined` runs unspecialized and
        // its first call costs a one-shot process a protocol-conformance scan (start-up time).
        var skeleton = "currency/" + code
        switch style {
        case .symbol, .accounting: break
        case .narrow: skeleton += " unit-width-narrow"
        case .code: skeleton += " unit-width-iso-code"
        case .name: skeleton += " unit-width-full-name"
        }
        if let signStem { skeleton += " " + signStem }
        if !usesGrouping { skeleton += " group-off" }
        skeleton += usesCashRounding ? " precision-currency-cash" : " precision-currency-standard"
        skeleton += " " + rounding.skeletonStem
        if usesLatinDigits { skeleton += " numbering-system/latn" }
        return skeleton
    }

    private var signStem: String? {
        switch (style == .accounting, signDisplay) {
        case (false, .auto): nil
        case (false, .always): "sign-always"
        case (false, .never): "sign-never"
        case (false, .exceptZero): "sign-except-zero"
        case (true, .auto): "sign-accounting"
        case (true, .always): "sign-accounting-always"
        case (true, .never): "sign-never"
        case (true, .exceptZero): "sign-accounting-except-zero"
        }
    }
}

extension Money.RoundingRule {
    /// The ICU skeleton stem for this rule.
    var skeletonStem: String {
        switch self {
        case .toNearestOrEven: "rounding-mode-half-even"
        case .toNearestOrAway: "rounding-mode-half-up"
        case .ceiling: "rounding-mode-ceiling"
        case .floor: "rounding-mode-floor"
        case .towardZero: "rounding-mode-down"
        case .awayFromZero: "rounding-mode-up"
        }
    }
}
