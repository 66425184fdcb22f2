import Money
import Testing

@Suite struct LocaleIdentifierTests {
    @Test(
        arguments: [
            ("de_CH", "de_CH", "de", nil, "CH"), ("de-CH", "de_CH", "de", nil, "CH"),
            ("zh_CN", "zh_CN", "zh", nil, "CN"),
            ("zh_TW", "zh_TW", "zh", nil, "TW"), ("sr_Latn_RS", "sr_Latn_RS", "sr", "Latn", "RS"),
            ("sr-Latn-RS", "sr_Latn_RS", "sr", "Latn", "RS"), ("en", "en", "en", nil, nil),
            ("ar_EG", "ar_EG", "ar", nil, "EG"),
            ("zh-Hant-TW", "zh_Hant_TW", "zh", "Hant", "TW"), ("es_419", "es_419", "es", nil, "419"),
        ] as [(String, String, String, String?, String?)])
    func acceptsICUAndBCP47Ids(
        _ input: String, _ identifier: String, _ language: String, _ script: String?, _ region: String?
    ) throws {
        let locale = try LocaleIdentifier(input)
        #expect(locale.identifier == identifier)
        #expect(locale.language == language)
        #expect(locale.script == script)
        #expect(locale.region == region)
        #expect(locale.description == identifier)
    }

    /// Each rejected id with a part its reason must contain.
    @Test(arguments: [
        ("", "empty"), ("xx", "'xx' is not a language"), ("de_XX", "'XX' is not a region"), ("root", "no language"),
        ("garbage!!", "characters"), ("en US", "characters"), ("de-", "BCP-47"), ("-de", "BCP-47"),
        ("12345", "language"), ("de_CH\u{0}", "characters"), ("ü", "characters"), ("_CH", "no language"),
    ])
    func rejectsWithAReason(_ input: String, _ reasonPart: String) {
        let error = moneyError { try LocaleIdentifier(input) }
        guard case .invalidLocale(_, let reason) = error else {
            Issue.record("'\(visible(input))' gave \(String(describing: error))")
            return
        }
        #expect(reason.contains(reasonPart), "reason for '\(visible(input))': \(reason)")
        #expect(error?.description.contains("unknown locale") == true)
    }

    /// Deprecated language codes that ICU still reaches through its alias data, as older Android
    /// and Java report them: each formats like the language it stands for.
    @Test(arguments: [
        ("iw_IL", "ILS", "\u{200F}1,234.50\u{A0}\u{200F}\u{20AA}"), ("in_ID", "IDR", "Rp\u{A0}1.234,50"),
        ("tl_PH", "PHP", "\u{20B1}1,234.50"),
    ])
    func acceptsDeprecatedCodesThatICUAliases(_ id: String, _ code: String, _ expected: String) throws {
        let locale = try LocaleIdentifier(id)
        #expect(locale.identifier == id)
        let formatted = try MoneyFormatter(locale: locale).format(Money(parsing: "1234.50", Currency(code: code)))
        #expect(formatted == expected, "\(visible(formatted)) != \(visible(expected))")
    }

    @Test func everyAvailableLocaleIsValid() throws {
        let available = LocaleIdentifier.available
        #expect(available.count > 500)
        for id in available {
            #expect(throws: Never.self, "\(id)") { try LocaleIdentifier(id) }
        }
    }

    @Test func likelyRegion() throws {
        #expect(try LocaleIdentifier("de").likelyRegion == "DE")
        #expect(try LocaleIdentifier("de_AT").likelyRegion == "AT")
        #expect(try LocaleIdentifier("zh_Hant").likelyRegion == "TW")
    }
}
