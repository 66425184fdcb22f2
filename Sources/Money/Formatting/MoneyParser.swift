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
        let id = locale.identifier

        // 1. Which currency the text names, if any. Lenient, so "1.234,50 €" typed with a plain
        //    space is read like the formatter's "1.234,50\u{A0}€".
        //    The probe is set to the expected (or the locale's) currency, so it knows that one's
        //    ISO code even where the locale has no name for it.
        let fallback: Currency
        if let expected { fallback = expected } else { fallback = try Currency.default(for: locale) }
        let probe = try ICUParser.shared(locale: id, style: .currency, currency: fallback.code, lenient: true)
            .currency(in: units)
        let currency: Currency
        let styles: [ICUParser.Style]
        if let found = probe.code, probe.stoppedAt == units.count {
            guard let recognised = try? Currency(code: found) else { throw .unknownCurrency(found) }
            if let expected, recognised != expected { throw .currencyMismatch(recognised.code, expected.code) }
            currency = recognised
            styles = [.currency, .accounting]
        } else {
            currency = fallback
            styles = [.decimal, .accounting]  // accounting reads "($5.00)", which the probe cannot
        }

        // 2. The number, strictly first. A lenient retry is allowed only where strict reading
        //    failed on a space, a symbol, a letter, a bidi mark or at the very end (differences in
        //    spacing and placement of the currency), never on a digit or separator: "12,50" in
        //    en_US stays an error instead of becoming 1250.
        var furthest = probe.code == nil ? 0 : probe.stoppedAt
        for style in styles {
            let strict = try ICUParser.shared(locale: id, style: style, currency: currency.code, lenient: false).parse(
                units)
            var outcome = strict
            if strict.decimal == nil || strict.stoppedAt < units.count,
                Self.allowsLenientRetry(units, at: strict.stoppedAt)
            {
                outcome = try ICUParser.shared(locale: id, style: style, currency: currency.code, lenient: true).parse(
                    units)
            }
            if let decimal = outcome.decimal, outcome.stoppedAt == units.count {
                let value = try ExactDecimal(icuDecimal: decimal, source: trimmed)
                guard value.scale <= currency.fractionDigits else {
                    throw .tooManyFractionDigits(trimmed, currency: currency.code, allowed: currency.fractionDigits)
                }
                return try Money(value, currency)
            }
            furthest = max(furthest, strict.stoppedAt, outcome.stoppedAt)
        }
        // Point at the first thing that is not a space at or after where reading stopped.
        var stop = min(furthest, units.count)
        while stop < units.count, Self.isSpace(units[stop]) { stop += 1 }
        throw .unparsable(trimmed, position: Self.characterPosition(units, stop), reason: Self.reason(units, stop))
    }

    /// Whether strict reading stopped on something lenient reading may resolve without guessing.
    ///
    /// Yes at the end, on a space, symbol, letter or bidi mark, and on a sign before a symbol
    /// (`-€1,234.56` where the classic pattern wants `€-1,234.56`); no on digits and separators.
    private static func allowsLenientRetry(_ units: [UInt16], at stop: Int) -> Bool {
        guard stop < units.count else { return true }
        guard let scalar = Unicode.Scalar(units[stop]) else { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .currencySymbol, .format, .uppercaseLetter, .lowercaseLetter, .otherLetter:
            return true
        default:
            guard "-+\u{2212}".unicodeScalars.contains(scalar), stop + 1 < units.count,
                let next = Unicode.Scalar(units[stop + 1])
            else { return false }
            return next.properties.numericType == nil && !"-+.,".unicodeScalars.contains(next)
        }
    }

    private static func isSpace(_ unit: UInt16) -> Bool {
        Unicode.Scalar(unit)?.properties.isWhitespace ?? false
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
        return stop == 0 ? "no amount could be read from its start" : "unexpected '\(next)'"
    }
}

extension ExactDecimal {
    /// Reads the decimal text ICU's parser writes: `-1234.5`, `1.2345E+3`, `0E-2`.
    fileprivate init(icuDecimal text: String, source: String) throws(MoneyError) {
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
