import Money
import Testing

@Suite struct MoneyFormatterTests {
    struct GoldenRow: Sendable, CustomStringConvertible {
        var locale: String
        var currency: String
        var amount: String
        var style: String
        var expected: String
        var description: String { "\(locale) \(currency) \(amount) \(style)" }
    }

    static let goldenRows: [GoldenRow] = GoldenTable.rows.map { fields in
        GoldenRow(
            locale: fields[0], currency: fields[1], amount: fields[2], style: fields[3],
            expected: fields.count > 4 ? fields[4] : "")
    }

    static let goldenLocales: [String] = {
        var seen: [String] = []
        for row in goldenRows where seen.last != row.locale { seen.append(row.locale) }
        return seen
    }()

    @Test(.enabled(if: GoldenTable.matchesICU, GoldenTable.skipReason))
    func goldenTableIsBigEnough() {
        #expect(Self.goldenLocales.count >= 30)
        #expect(Set(Self.goldenRows.map(\.currency)).count >= 10)
        #expect(Set(Self.goldenRows.map(\.style)) == Set(MoneyFormatter.Style.allCases.map(\.rawValue)))
        #expect(Set(Self.goldenRows.map(\.amount)).count >= 8)
        #expect(Self.goldenRows.allSatisfy { !$0.expected.isEmpty })
    }

    /// Every style of every amount and currency in a locale equals ICU's own output byte for byte.
    @Test(.enabled(if: GoldenTable.matchesICU, GoldenTable.skipReason), arguments: goldenLocales)
    func matchesICUByteForByte(_ localeID: String) throws {
        let locale = try LocaleIdentifier(localeID)
        for row in Self.goldenRows where row.locale == localeID {
            let style = try #require(MoneyFormatter.Style(rawValue: row.style))
            let money = try Money(parsing: row.amount, Currency(code: row.currency))
            expectSame(try MoneyFormatter(locale: locale, style: style).format(money), row.expected, row.description)
        }
    }

    /// Named cases, each checked against ICU 72's output for the same skeleton.
    @Test(arguments: [
        ("en_IN", "INR", "1234567.89", "\u{20B9}12,34,567.89"),
        ("hi_IN", "INR", "1234567.80", "\u{20B9}12,34,567.80"),
        ("de_CH", "CHF", "1234.50", "CHF\u{A0}1\u{2019}234.50"),
        ("fr_FR", "EUR", "1234.50", "1\u{202F}234,50\u{A0}€"),
        ("ja_JP", "JPY", "1234", "\u{FFE5}1,234"),
        ("ar_EG", "EGP", "1234.50", "\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}"),
        ("ar_EG", "EGP", "-1234.50", "\u{61C}-\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}"),
        ("en_US", "KWD", "1234.567", "KWD\u{A0}1,234.567"),
        ("en_US", "BHD", "-0.001", "-BHD\u{A0}0.001"),
    ])
    func namedCases(_ locale: String, _ code: String, _ amount: String, _ expected: String) throws {
        let formatter = MoneyFormatter(locale: try LocaleIdentifier(locale))
        expectSame(
            try formatter.format(Money(parsing: amount, Currency(code: code))), expected, "\(locale) \(code) \(amount)")
    }

    @Test(arguments: [
        (MoneyFormatter.Style.symbol, MoneyFormatter.SignDisplay.always, "-5.00", "-$5.00"),
        (.symbol, .always, "0.00", "+$0.00"), (.symbol, .always, "5.00", "+$5.00"),
        (.symbol, .never, "-5.00", "$5.00"), (.symbol, .exceptZero, "0.00", "$0.00"),
        (.symbol, .exceptZero, "5.00", "+$5.00"), (.symbol, .exceptZero, "-5.00", "-$5.00"),
        (.symbol, .auto, "-5.00", "-$5.00"), (.accounting, .auto, "-5.00", "($5.00)"),
        (.accounting, .always, "-5.00", "($5.00)"), (.accounting, .always, "5.00", "+$5.00"),
        (.accounting, .exceptZero, "0.00", "$0.00"), (.accounting, .exceptZero, "-5.00", "($5.00)"),
        (.accounting, .never, "-5.00", "$5.00"),
    ])
    func signDisplay(
        _ style: MoneyFormatter.Style, _ sign: MoneyFormatter.SignDisplay, _ amount: String, _ expected: String
    ) throws {
        let formatter = MoneyFormatter(locale: try LocaleIdentifier("en_US"), style: style, signDisplay: sign)
        expectSame(try formatter.format(Money(parsing: amount, .usd)), expected, "\(style) \(sign) \(amount)")
    }

    @Test(arguments: [
        ("en_US", "USD", "$1234567.89"), ("en_IN", "INR", "\u{20B9}1234567.89"),
        ("de_CH", "CHF", "CHF\u{A0}1234567.89"),
    ])
    func groupingOff(_ locale: String, _ code: String, _ expected: String) throws {
        let formatter = MoneyFormatter(locale: try LocaleIdentifier(locale), usesGrouping: false)
        expectSame(try formatter.format(Money(parsing: "1234567.89", Currency(code: code))), expected)
    }

    @Test(arguments: [
        ("de_CH", "CHF", "1.03", "CHF\u{A0}1.05"), ("de_CH", "CHF", "1.02", "CHF\u{A0}1.00"),
        ("cs_CZ", "CZK", "12.50", "12\u{A0}Kč"), ("cs_CZ", "CZK", "13.50", "14\u{A0}Kč"),
        ("da_DK", "DKK", "1.30", "1,5\u{A0}kr."), ("en_CA", "CAD", "1.03", "$1.05"),
        ("sv_SE", "SEK", "12.50", "12\u{A0}kr"),
    ])
    func cashRounding(_ locale: String, _ code: String, _ amount: String, _ expected: String) throws {
        let money = try Money(parsing: amount, Currency(code: code))
        let locale = try LocaleIdentifier(locale)
        expectSame(try MoneyFormatter(locale: locale, usesCashRounding: true).format(money), expected)
        // Off by default: the amount is shown to the minor unit.
        #expect(try MoneyFormatter(locale: locale).format(money) != expected)
    }

    @Test func latinDigits() throws {
        let arEG = try LocaleIdentifier("ar_EG")
        let formatter = MoneyFormatter(locale: arEG, usesLatinDigits: true)
        let egp = try Currency(code: "EGP")
        expectSame(try formatter.format(Money(parsing: "1234.50", egp)), "\u{200F}1,234.50\u{A0}ج.م.\u{200F}")
        expectSame(try formatter.format(Money(parsing: "-1234.50", egp)), "\u{200F}\u{200E}-1,234.50\u{A0}ج.م.\u{200F}")
        expectSame(try formatter.format(Money(parsing: "1234.50", .usd)), "\u{200F}1,234.50\u{A0}US$")
    }

    @Test func formatsExactDecimalsWithTheRoundingRule() throws {
        let enUS = try LocaleIdentifier("en_US")
        let value = try ExactDecimal(parsing: "1.005")
        #expect(try MoneyFormatter(locale: enUS).format(value, currency: .usd) == "$1.00")
        #expect(try MoneyFormatter(locale: enUS, rounding: .toNearestOrAway).format(value, currency: .usd) == "$1.01")
    }

    @Test func pluralNames() throws {
        let enUS = try LocaleIdentifier("en_US")
        let formatter = MoneyFormatter(locale: enUS, style: .name)
        #expect(try formatter.format(Money(parsing: "1.00", .usd)) == "1.00 US dollars")
        #expect(try formatter.format(Money(parsing: "1", .jpy)) == "1 Japanese yen")
        let pl = MoneyFormatter(locale: try LocaleIdentifier("pl_PL"), style: .name)
        expectSame(try pl.format(Money(parsing: "2", .jpy)), "2 jeny japońskie")
        expectSame(try pl.format(Money(parsing: "5", .jpy)), "5 jenów japońskich")
    }

    @Test func icuVersionIsExposed() {
        #expect(Money.icuMajorVersion >= 60)
        #expect(Money.icuVersion.hasPrefix("\(Money.icuMajorVersion)."))
        #expect(!Money.cldrVersion.isEmpty)
    }
}
