import Money
import Testing

/// Every output shown in `Sources/Money/Money.docc`, checked: the examples are a specification.
@Suite struct DocumentationTests {
    @Test func landingPage() throws {
        let bill = try Money(parsing: "84.50", .usd)
        let tip = try bill.multiplied(byPercent: ExactDecimal(parsing: "18.5"), rounding: .toNearestOrAway)
        #expect(tip.description == "15.63 USD")  // 84.50 × 0.185 = 15.6325
        let total = try bill.adding(tip)
        #expect(total.description == "100.13 USD")
        #expect(try total.allocated(into: 3).map(\.description) == ["33.38 USD", "33.38 USD", "33.37 USD"])
        let swiss = MoneyFormatter(locale: try LocaleIdentifier("de-CH"))
        #expect(try swiss.format(Money(parsing: "1234.50", .chf)) == "CHF\u{A0}1\u{2019}234.50")
        let dollars: Money.Currency = .usd
        #expect(dollars == Currency.usd)
        #expect(try Money.LocaleIdentifier("en_US").identifier == "en_US")
    }

    @Test func formattingAndParsingArticle() throws {
        let amount = try Money(parsing: "1234.50", .eur)
        #expect(try MoneyFormatter(locale: LocaleIdentifier("fr_FR")).format(amount) == "1\u{202F}234,50\u{A0}€")
        #expect(
            try MoneyFormatter(locale: LocaleIdentifier("de_CH")).format(Money(parsing: "1234.50", .chf))
                == "CHF\u{A0}1\u{2019}234.50")
        #expect(
            try MoneyFormatter(locale: LocaleIdentifier("ja_JP")).format(Money(parsing: "1234", .jpy))
                == "\u{FFE5}1,234")
        #expect(
            try MoneyFormatter(locale: LocaleIdentifier("hi_IN")).format(
                Money(parsing: "1234567.80", Currency(code: "INR")))
                == "₹12,34,567.80")
        let cash = MoneyFormatter(locale: try LocaleIdentifier("de_CH"), usesCashRounding: true)
        #expect(try cash.format(Money(parsing: "1.03", .chf)) == "CHF\u{A0}1.05")
        let usd = MoneyFormatter(locale: try LocaleIdentifier("en_US"))
        #expect(try usd.format(ExactDecimal(parsing: "1.005"), currency: .usd) == "$1.00")
        let halfUp = MoneyFormatter(locale: try LocaleIdentifier("en_US"), rounding: .toNearestOrAway)
        #expect(try halfUp.format(ExactDecimal(parsing: "1.005"), currency: .usd) == "$1.01")
        #expect(
            try MoneyFormatter(locale: LocaleIdentifier("en_US"), style: .code).format(Money(parsing: "1234.50", .usd))
                == "USD\u{A0}1,234.50")
        #expect(
            try MoneyFormatter(locale: LocaleIdentifier("en_US"), style: .name).format(Money(parsing: "1234.50", .usd))
                == "1,234.50 US dollars")
        #expect(
            try MoneyFormatter(locale: LocaleIdentifier("en_US"), style: .accounting).format(Money(parsing: "-5", .usd))
                == "($5.00)")
        #expect(
            try MoneyFormatter(locale: LocaleIdentifier("en_US"), signDisplay: .always).format(
                Money(parsing: "5", .usd)) == "+$5.00")
        #expect(try PercentFormatter(locale: LocaleIdentifier("de_DE")).format(18) == "18\u{A0}%")
        #expect(try PercentFormatter(locale: LocaleIdentifier("tr_TR")).format(18) == "%18")
        #expect(
            try DecimalFormatter(locale: LocaleIdentifier("de_DE")).format(ExactDecimal(parsing: "1234.0812"))
                == "1.234,0812")

        #expect(try Money(parsing: "12.30", .usd).description == "12.30 USD")
        #expect(throws: MoneyError.tooManyFractionDigits("1.005", currency: "USD", allowed: 2)) {
            try Money(parsing: "1.005", .usd)
        }
        #expect(try Money(parsing: "1.005", .usd, rounding: .toNearestOrAway).description == "1.01 USD")
        func read(_ text: String) -> String {
            do {
                return try Money(parsing: text, .eur).description
            } catch .invalidAmount(_, reason: .comma) {
                return "read it as the user's locale writes it"
            } catch {
                return error.description
            }
        }
        #expect(read("84,50") == "read it as the user's locale writes it")
        #expect(read("1e3") == "invalid amount '1e3': exponents are not allowed; write all the digits")

        let parser = MoneyParser(locale: try LocaleIdentifier("de_DE"))
        #expect(try parser.parse("1.234,50 €").description == "1234.50 EUR")
        #expect(throws: MoneyError.unexpectedCurrency("1.234,50 €", named: "EUR", expected: "USD")) {
            try parser.parse("1.234,50 €", expecting: .usd)
        }
        #expect(try parser.parse("EUR 5.00").description == "5.00 EUR")
    }
}
