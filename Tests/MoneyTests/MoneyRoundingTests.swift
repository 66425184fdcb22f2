import Money
import Testing

@Suite struct MoneyRoundingTests {
    typealias Rule = Money.RoundingRule
    /// Column order of the expected values in the tables below.
    static let rules: [Rule] = [.toNearestOrEven, .toNearestOrAway, .ceiling, .floor, .towardZero, .awayFromZero]

    @Test func tablesCoverEveryRule() {
        #expect(Set(Self.rules) == Set(Rule.allCases))
    }

    /// USD amounts with a third digit, rounded to cents. Columns: even, away, ceiling, floor, towardZero, awayFromZero.
    @Test(arguments: [
        ("1.005", ["1.00", "1.01", "1.01", "1.00", "1.00", "1.01"]),
        ("1.015", ["1.02", "1.02", "1.02", "1.01", "1.01", "1.02"]),
        ("1.004", ["1.00", "1.00", "1.01", "1.00", "1.00", "1.01"]),
        ("1.006", ["1.01", "1.01", "1.01", "1.00", "1.00", "1.01"]),
        ("1.000", ["1.00", "1.00", "1.00", "1.00", "1.00", "1.00"]),
        ("-1.005", ["-1.00", "-1.01", "-1.00", "-1.01", "-1.00", "-1.01"]),
        ("-1.015", ["-1.02", "-1.02", "-1.01", "-1.02", "-1.01", "-1.02"]),
        ("-1.004", ["-1.00", "-1.00", "-1.00", "-1.01", "-1.00", "-1.01"]),
        ("-1.006", ["-1.01", "-1.01", "-1.00", "-1.01", "-1.00", "-1.01"]),
        ("-0.005", ["0.00", "-0.01", "0.00", "-0.01", "0.00", "-0.01"]),
        ("0.0049999", ["0.00", "0.00", "0.01", "0.00", "0.00", "0.01"]),
    ])
    func toMinorUnits(_ text: String, _ expected: [String]) throws {
        for (rule, want) in zip(Self.rules, expected) {
            let money = try Money(parsing: text, .usd, rounding: rule)
            #expect(money.amountText == want, "\(text) \(rule)")
            let decimal = try ExactDecimal(parsing: text).rounded(toFractionDigits: 2, rule)
            #expect(decimal == (try ExactDecimal(parsing: want)), "\(text) \(rule) as ExactDecimal")
        }
    }

    /// (currency, amount, increment, expected per rule).
    @Test(arguments: [
        ("USD", "1.02", "0.05", ["1.00", "1.00", "1.05", "1.00", "1.00", "1.05"]),
        ("USD", "1.03", "0.05", ["1.05", "1.05", "1.05", "1.00", "1.00", "1.05"]),
        ("USD", "-1.03", "0.05", ["-1.05", "-1.05", "-1.00", "-1.05", "-1.00", "-1.05"]),
        ("USD", "1.05", "0.05", ["1.05", "1.05", "1.05", "1.05", "1.05", "1.05"]),
        ("USD", "10.50", "1", ["10.00", "11.00", "11.00", "10.00", "10.00", "11.00"]),
        ("USD", "11.50", "1", ["12.00", "12.00", "12.00", "11.00", "11.00", "12.00"]),
        ("USD", "-10.50", "1", ["-10.00", "-11.00", "-10.00", "-11.00", "-10.00", "-11.00"]),
        ("USD", "10.49", "1", ["10.00", "10.00", "11.00", "10.00", "10.00", "11.00"]),
        ("USD", "0.25", "0.50", ["0.00", "0.50", "0.50", "0.00", "0.00", "0.50"]),
        ("JPY", "1250", "100", ["1200", "1300", "1300", "1200", "1200", "1300"]),
        ("JPY", "1350", "100", ["1400", "1400", "1400", "1300", "1300", "1400"]),
        ("JPY", "-1250", "100", ["-1200", "-1300", "-1200", "-1300", "-1200", "-1300"]),
        ("JPY", "1249", "100", ["1200", "1200", "1300", "1200", "1200", "1300"]),
        ("JPY", "1249", "1", ["1249", "1249", "1249", "1249", "1249", "1249"]),
    ])
    func toIncrements(_ code: String, _ text: String, _ increment: String, _ expected: [String]) throws {
        let currency = try Currency(code: code)
        let money = try Money(parsing: text, currency)
        let step = try ExactDecimal(parsing: increment)
        for (rule, want) in zip(Self.rules, expected) {
            let rounded = try money.rounded(rule, to: .increment(step))
            #expect(rounded.amountText == want, "\(text) \(code) to \(increment) \(rule)")
            #expect(try rounded.isMultiple(of: .increment(step)))
            #expect(try rounded.rounded(rule, to: .increment(step)) == rounded, "idempotent")
        }
    }

    /// Cash rounding by ICU's data: CHF 0.05, DKK 0.50, CZK 1, USD unchanged.
    @Test(arguments: [
        ("CHF", "1.03", "1.05"), ("CHF", "1.02", "1.00"), ("CHF", "1.07", "1.05"), ("CHF", "1.08", "1.10"),
        ("CHF", "-1.03", "-1.05"), ("DKK", "1.25", "1.00"), ("DKK", "1.75", "2.00"), ("DKK", "1.30", "1.50"),
        ("CZK", "12.50", "12.00"), ("CZK", "13.50", "14.00"), ("SEK", "12.51", "13.00"), ("CAD", "1.03", "1.05"),
        ("USD", "1.03", "1.03"), ("JPY", "7", "7"),
    ])
    func cashRoundingHalfEven(_ code: String, _ text: String, _ expected: String) throws {
        let money = try Money(parsing: text, Currency(code: code))
        #expect(try money.rounded(.toNearestOrEven, to: .cash).amountText == expected)
    }

    @Test(arguments: ["0.001", "0", "-0.05", "0.005"])
    func invalidIncrementsAreErrors(_ increment: String) throws {
        let step = try ExactDecimal(parsing: increment)
        guard
            case .invalidIncrement = moneyError({
                try Money(parsing: "1.00", .usd).rounded(.ceiling, to: .increment(step))
            })
        else {
            Issue.record("increment \(increment) should be rejected")
            return
        }
    }

    @Test func roundingPastTheEndOverflows() throws {
        let top = Money(minorUnits: .max, .usd)
        guard case .overflow = moneyError({ try top.rounded(.ceiling, to: .increment(1)) }) else {
            Issue.record("expected overflow")
            return
        }
        #expect(try top.rounded(.floor, to: .increment(1)).amountText == "92233720368547758.00")
    }

    @Test func roundingIsIdempotentOverRandomAmounts() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let money = Money(minorUnits: Int64.random(in: -1_000_000_000...1_000_000_000, using: &random), .chf)
            let rule = Money.RoundingRule.allCases.randomElement(using: &random) ?? .ceiling
            let once = try money.rounded(rule, to: .cash)
            #expect(once.minorUnits % 5 == 0)
            #expect(abs(once.minorUnits - money.minorUnits) < 5)
            #expect(try once.rounded(rule, to: .cash) == once)
        }
    }
}
