import Money
import Testing

@Suite struct MoneyTests {
    @Test(
        arguments: [
            ("12.34", "USD", 1234), ("-0.5", "USD", -50), ("1200", "JPY", 1200), ("0.500", "KWD", 500),
            ("1.500", "USD", 150), ("0", "CLF", 0), ("1.2345", "CLF", 12345),
            ("92233720368547758.07", "USD", Int64.max), ("-92233720368547758.08", "USD", Int64.min),
        ] as [(String, String, Int64)])
    func buildsFromCanonicalText(_ text: String, _ code: String, _ units: Int64) throws {
        let money = try Money(parsing: text, Currency(code: code))
        #expect(money.minorUnits == units)
        #expect(money.currency.code == code)
    }

    @Test(arguments: [("1.005", "USD", 2), ("12.5", "JPY", 0), ("0.0005", "KWD", 3), ("1.00001", "CLF", 4)])
    func moreFractionDigitsThanTheCurrencyIsAnError(_ text: String, _ code: String, _ allowed: Int) throws {
        let currency = try Currency(code: code)
        #expect(
            moneyError { try Money(parsing: text, currency) }
                == .tooManyFractionDigits(text, currency: code, allowed: allowed))
    }

    @Test func aRoundingRuleAllowsMoreFractionDigits() throws {
        #expect(try Money(parsing: "1.005", .usd, rounding: .toNearestOrEven).minorUnits == 100)
        #expect(try Money(parsing: "1.005", .usd, rounding: .toNearestOrAway).minorUnits == 101)
        #expect(try Money(parsing: "12.5", .jpy, rounding: .toNearestOrEven).minorUnits == 12)
        #expect(try Money(parsing: "-12.5", .jpy, rounding: .awayFromZero).minorUnits == -13)
    }

    @Test(arguments: [
        "92233720368547758.08", "-92233720368547758.09", "100000000000000000000", "99999999999999999999999999999999999",
    ])
    func overflowIsAnErrorNotATrap(_ text: String) {
        guard case .overflow = moneyError({ try Money(parsing: text, .usd) }) else {
            Issue.record("\(text) should overflow")
            return
        }
    }

    @Test(arguments: ["1e3", "NaN", "inf", "0x10", "1 000", "1,000", "+5", ".5", "5.", "١٢", ""])
    func canonicalFormOnly(_ text: String) {
        guard case .invalidAmount = moneyError({ try Money(parsing: text, .usd) }) else {
            Issue.record("'\(visible(text))' should be rejected")
            return
        }
    }

    @Test func descriptionIsCanonical() throws {
        #expect(try Money(parsing: "12.34", .usd).description == "12.34 USD")
        #expect(try Money(parsing: "12.3", .usd).description == "12.30 USD")
        #expect(try Money(parsing: "1200", .jpy).description == "1200 JPY")
        #expect(try Money(parsing: "-0.5", Currency(code: "KWD")).description == "-0.500 KWD")
        #expect(Money(minorUnits: -5, .usd).description == "-0.05 USD")
        #expect(Money.zero(.eur).description == "0.00 EUR")
        #expect(Money(minorUnits: Int64.min, .usd).description == "-92233720368547758.08 USD")
    }

    @Test func canonicalTextRoundTrips() throws {
        var random = SplitMix64(seed: 42)
        let currencies = [Currency.usd, .jpy, try Currency(code: "KWD"), try Currency(code: "CLF")]
        for _ in 0..<2_000 {
            let money = Money(
                minorUnits: Int64.random(in: .min ... .max, using: &random),
                currencies.randomElement(using: &random) ?? .usd)
            #expect(try Money(parsing: money.amountText, money.currency) == money)
            #expect(try Money(money.amount, money.currency) == money)
        }
    }
}
