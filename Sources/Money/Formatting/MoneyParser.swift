/// Reads amounts written the way a locale writes them: `1.234,50 €` in de_DE, `CHF 1’234.50`
/// in de_CH, `١٬٢٣٤٫٥٠ ج.م.‏` in ar_EG.
///
///     let parser = try MoneyParser(locale: LocaleIdentifier("de_DE"))
///     try parser.parse("1.234,50 €")
///     // 1234.50 EUR
///
/// The whole text must be an amount (surrounding white space aside): trailing junk is an error
/// that says where reading stopped. A currency symbol or code in the text decides the currency;
/// without one, the expected currency is used, else the locale's own.
public struct MoneyParser: Sendable, Hashable {
    /// The locale whose conventions the text follows.
    public let locale: LocaleIdentifier

    /// Creates a parser for a locale.
    public init(locale: LocaleIdentifier) {
        self.locale = locale
    }

    /// Reads a localized amount.
    ///
    /// - Parameters:
    ///   - text: The amount as a person or a formatter wrote it.
    ///   - expected: The currency the amount must be in; a different symbol or code in the text
    ///     is an error. `nil` accepts any currency and falls back to the locale's.
    /// - Throws: ``MoneyError/unparsable(_:position:reason:)`` naming where the text went wrong,
    ///   ``MoneyError/currencyMismatch(_:_:)``, or
    ///   ``MoneyError/tooManyFractionDigits(_:currency:allowed:)``.
    public func parse(_ text: String, expecting expected: Currency? = nil) throws(MoneyError) -> Money {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else { throw .unparsable(text, position: 1, reason: "there is no amount") }
        guard trimmed.utf8.count <= 200 else {
            throw .unparsable(String(trimmed.prefix(20)) + "…", position: 201, reason: "the text is too long")
        }
        let units = Array(trimmed.utf16)
        let fallback: Currency
        if let expected { fallback = expected } else { fallback = try Currency.default(for: locale) }

        let currencyParser = try ICUParser.currencyParser(locale: locale.identifier, currency: fallback.code)
        let withCurrency = currencyParser.parse(units, wantCurrency: true)
        var outcome = withCurrency
        var currency = fallback
        if let found = withCurrency.currency, Int(withCurrency.stoppedAt) == units.count {
            guard let recognised = try? Currency(code: found) else { throw .unknownCurrency(found) }
            if let expected, recognised != expected { throw .currencyMismatch(recognised.code, expected.code) }
            currency = recognised
        } else {
            let plain = try ICUParser.decimalParser(locale: locale.identifier).parse(units, wantCurrency: false)
            if plain.decimal != nil, Int(plain.stoppedAt) == units.count {
                outcome = plain
            } else if withCurrency.decimal == nil || Int(withCurrency.stoppedAt) < units.count {
                outcome = Int(plain.stoppedAt) > Int(withCurrency.stoppedAt) ? plain : withCurrency
            }
        }
        let stop = Int(outcome.stoppedAt)
        guard let decimalText = outcome.decimal, stop == units.count else {
            throw .unparsable(trimmed, position: Self.characterPosition(units, stop) , reason: Self.reason(units, stop))
        }
        let value = try ExactDecimal(icuDecimal: decimalText, source: trimmed)
        guard value.scale <= currency.minorUnits else {
            throw .tooManyFractionDigits(trimmed, currency: currency.code, allowed: currency.minorUnits)
        }
        return try Money(value, currency)
    }

    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    private static func characterPosition(_ units: [UInt16], _ stop: Int) -> Int {
        String(decoding: units.prefix(stop), as: UTF16.self).count + 1
    }

    private static func reason(_ units: [UInt16], _ stop: Int) -> String {
        guard stop < units.count else { return "the amount is incomplete" }
        let rest = String(decoding: units[stop...], as: UTF16.self)
        guard let next = rest.first else { return "the amount is incomplete" }
        return stop == 0 ? "no number starts with '\(next)'" : "unexpected '\(next)'"
    }
}

extension ExactDecimal {
    /// Reads the decimal text ICU's parser writes: `-1234.5`, `1.2345E+3`, `0E-2`.
    init(icuDecimal text: String, source: String) throws(MoneyError) {
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "E" || $0 == "e" }) {
            mantissa = text[..<e]
            guard let parsed = Int(text[text.index(after: e)...]) else {
                throw .unparsable(source, position: 1, reason: "ICU returned '\(text)'")
            }
            exponent = parsed
        }
        var value = try ExactDecimal(parsing: String(mantissa))
        if exponent > 0 {
            value = try value.multiplied(by: ExactDecimal(significand: ExactDecimal.pow10(min(exponent, 38)), scale: 0))
        } else if exponent < 0 {
            value = try value.multiplied(by: ExactDecimal(significand: 1, scale: -exponent))
        }
        self = value
    }
}
