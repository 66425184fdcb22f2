import Money
import Testing

@Suite struct MoneyParserTests {
    @Test(arguments: [
        ("de_DE", "1.234,50", "1234.50 EUR"), ("de_DE", "1.234,50 €", "1234.50 EUR"),
        ("de_DE", "1.234,50\u{A0}€", "1234.50 EUR"), ("de_DE", "  12,5  ", "12.50 EUR"),
        ("de_CH", "CHF 1’234.50", "1234.50 CHF"), ("de_CH", "CHF\u{A0}1\u{2019}234.50", "1234.50 CHF"),
        ("de_CH", "1’234.50", "1234.50 CHF"), ("ar_EG", "١٬٢٣٤٫٥٠", "1234.50 EGP"),
        ("ar_EG", "\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}", "1234.50 EGP"), ("en_US", "$1,234.50", "1234.50 USD"),
        ("en_US", "-$5.00", "-5.00 USD"), ("en_US", "($5.00)", "-5.00 USD"), ("en_US", "1234.5", "1234.50 USD"),
        ("en_US", "€12.00", "12.00 EUR"), ("en_US", "EUR 12.00", "12.00 EUR"), ("ja_JP", "￥1,234", "1234 JPY"),
        ("fr_FR", "1\u{202F}234,50\u{A0}€", "1234.50 EUR"), ("en_IN", "₹12,34,567.89", "1234567.89 INR"),
    ])
    func readsLocalizedAmounts(_ locale: String, _ text: String, _ expected: String) throws {
        let parser = MoneyParser(locale: try LocaleIdentifier(locale))
        #expect(try parser.parse(text).description == expected, "\(locale) '\(visible(text))'")
    }

    @Test func expectedCurrencyMustMatch() throws {
        let deDE = MoneyParser(locale: try LocaleIdentifier("de_DE"))
        #expect(try deDE.parse("1.234,50 €", expecting: .eur).description == "1234.50 EUR")
        #expect(try deDE.parse("1.234,50", expecting: .usd).description == "1234.50 USD")
        #expect(moneyError { try deDE.parse("1.234,50 €", expecting: .usd) } == .currencyMismatch("EUR", "USD"))
        let enUS = MoneyParser(locale: try LocaleIdentifier("en_US"))
        #expect(moneyError { try enUS.parse("CHF 12.00", expecting: .usd) } == .currencyMismatch("CHF", "USD"))
        #expect(try enUS.parse("CHF 12.00", expecting: .chf).description == "12.00 CHF")
        #expect(try enUS.parse("12", expecting: .jpy).description == "12 JPY")
    }

    @Test(arguments: [
        ("de_DE", "abc", 1), ("de_DE", "12,50 € xyz", 9), ("de_DE", "12,50x", 6), ("en_US", "$12.00abc", 7),
        ("en_US", "", 1), ("en_US", "   ", 1), ("en_US", "12 34", 1), ("en_US", "--5", 2), ("en_US", "12,50", 1),
        ("en_US", "-12,50", 2), ("de_DE", "1,234.50 €", 6),
    ])
    func garbageSaysWhere(_ locale: String, _ text: String, _ position: Int) throws {
        let parser = MoneyParser(locale: try LocaleIdentifier(locale))
        let error = moneyError { try parser.parse(text) }
        guard case .unparsable(_, let at, _) = error else {
            Issue.record("'\(text)' gave \(String(describing: error))")
            return
        }
        #expect(at == position, "'\(text)': \(error?.description ?? "")")
    }

    @Test func tooManyDigitsForTheCurrency() throws {
        let enUS = MoneyParser(locale: try LocaleIdentifier("en_US"))
        guard case .tooManyFractionDigits = moneyError({ try enUS.parse("$1.005") }) else {
            Issue.record("$1.005 has three fraction digits")
            return
        }
    }

    /// For every locale ICU lists, and USD, EUR, JPY and KWD, what the formatter prints parses
    /// back to the same amount.
    @Test func roundTripsEveryAvailableLocale() throws {
        let currencies = [Currency.usd, .eur, .jpy, try Currency(code: "KWD")]
        let unitsToTry: [Int64] = [0, 123_456, -123_456, 123_456_789_012]
        var failures: [String] = []
        var checked = 0
        for id in LocaleIdentifier.available {
            let locale = try LocaleIdentifier(id)
            let formatter = MoneyFormatter(locale: locale)
            let parser = MoneyParser(locale: locale)
            for currency in currencies {
                for units in unitsToTry {
                    let money = Money(minorUnits: units, currency)
                    let text = try formatter.format(money)
                    checked += 1
                    do {
                        let parsed = try parser.parse(text, expecting: currency)
                        if parsed != money { failures.append("\(id) \(money): '\(visible(text))' → \(parsed)") }
                    } catch {
                        failures.append("\(id) \(money): '\(visible(text))' → \(error)")
                    }
                }
            }
        }
        #expect(checked > 10_000)
        #expect(failures.count == 0, "\(failures.count) failures:\n\(failures.prefix(40).joined(separator: "\n"))")
    }
}
