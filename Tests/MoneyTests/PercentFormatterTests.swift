import Money
import Testing

@Suite struct PercentFormatterTests {
    /// Expected strings come from ICU 72's own `percent` skeleton output.
    @Test(arguments: [
        ("de", "18", "18\u{A0}%"), ("de_DE", "18", "18\u{A0}%"), ("de", "17.5", "17,5\u{A0}%"),
        ("tr", "18", "%18"), ("tr_TR", "18", "%18"), ("en", "18", "18%"), ("en_US", "17.5", "17.5%"),
        ("fr_FR", "18", "18\u{A0}%"), ("ar_EG", "18", "١٨٪\u{61C}"), ("en", "0", "0%"), ("en", "-5", "-5%"),
        ("en", "12.125", "12.125%"),
    ])
    func formatsAsICUDoes(_ locale: String, _ value: String, _ expected: String) throws {
        let formatter = PercentFormatter(locale: try LocaleIdentifier(locale))
        expectSame(try formatter.format(ExactDecimal(parsing: value)), expected, "\(locale) \(value)")
    }

    @Test func latinDigitsAndFixedDigits() throws {
        let arEG = try LocaleIdentifier("ar_EG")
        expectSame(try PercentFormatter(locale: arEG, usesLatinDigits: true).format(18), "18\u{200E}%\u{200E}")
        let en = try LocaleIdentifier("en")
        #expect(try PercentFormatter(locale: en, fractionDigits: 1).format(18) == "18.0%")
        #expect(try PercentFormatter(locale: en, fractionDigits: 0).format(ExactDecimal(parsing: "17.5")) == "18%")
        #expect(try PercentFormatter(locale: en, fractionDigits: 2).format(ExactDecimal(parsing: "17.125")) == "17.13%")
    }
}
