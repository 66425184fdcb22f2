extension MoneyParser {
    /// Locales whose way of writing amounts people often type, for ``inputLocale(reading:expecting:among:)``:
    /// each writes them differently (`1,234.50`, `1.234,50`, `1'234.50`, `1 234,50`, `12,34,567.50`).
    public static let commonInputLocales: [LocaleIdentifier] = [
        "en_US", "de_DE", "de_CH", "fr_FR", "fr_CH", "it_CH", "en_GB", "en_IN", "es_ES", "it_IT", "nl_NL", "pt_BR",
        "sv_SE", "pl_PL", "ja_JP",
    ].compactMap { try? LocaleIdentifier($0) }

    /// The first of `candidates` that reads `text` with its own separators only, and what it reads.
    ///
    /// A caller that could not read a canonical amount uses it to say which input locale would
    /// read the text as written. A locale whose own currency the text names comes first, so
    /// `CHF 1'234.50` is de_CH's even though other locales group with an apostrophe too.
    ///
    ///     MoneyParser.inputLocale(reading: "CHF 1'234.50")
    ///     // (de_CH, 1234.50 CHF)
    ///
    /// - Parameters:
    ///   - text: The amount as the person wrote it.
    ///   - expected: The currency of an amount whose text names none; `nil`: the locale's own.
    ///   - candidates: The locales to try, in order of preference.
    /// - Returns: The locale and the amount, or `nil` when none of them reads the text one way.
    public static func inputLocale(
        reading text: String, expecting expected: Currency? = nil,
        among candidates: [LocaleIdentifier] = commonInputLocales
    ) -> (locale: LocaleIdentifier, money: Money)? {
        var first: (locale: LocaleIdentifier, money: Money)? = nil
        for locale in candidates {
            let parser = MoneyParser(locale: locale, foreignSeparators: .reject)
            guard let reading = try? parser.read(text, expecting: nil) else { continue }
            let own = try? Currency.default(for: locale)
            if reading.namesCurrency {
                if reading.money.currency == own { return (locale, reading.money) }
                if first == nil { first = (locale, reading.money) }
            } else if first == nil {
                let money = expected.flatMap { try? parser.parse(text, expecting: $0) } ?? reading.money
                first = (locale, money)
            }
        }
        return first
    }
}
