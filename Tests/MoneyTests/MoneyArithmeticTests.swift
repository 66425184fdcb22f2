import Money
import Testing

@Suite struct MoneyArithmeticTests {
    @Test func addsAndSubtracts() throws {
        let a = try Money(parsing: "12.34", .usd)
        let b = try Money(parsing: "0.66", .usd)
        #expect(try a.adding(b).amountText == "13.00")  // 12.34 + 0.66
        #expect(try a.subtracting(b).amountText == "11.68")  // 12.34 - 0.66
        #expect(try b.subtracting(a).amountText == "-11.68")
    }

    @Test func mixingCurrenciesIsAnError() throws {
        let dollars = try Money(parsing: "1.00", .usd)
        let euros = try Money(parsing: "1.00", .eur)
        #expect(moneyError { try dollars.adding(euros) } == .currencyMismatch("USD", "EUR"))
        #expect(moneyError { try euros.subtracting(dollars) } == .currencyMismatch("EUR", "USD"))
        #expect(moneyError { try dollars.isLess(than: euros) } == .currencyMismatch("USD", "EUR"))
    }

    @Test func overflowIsAnErrorNotATrap() {
        let top = Money(minorUnits: .max, .usd)
        let bottom = Money(minorUnits: .min, .usd)
        let cent = Money(minorUnits: 1, .usd)
        guard case .overflow = moneyError({ try top.adding(cent) }) else { Issue.record("max + 1"); return }
        guard case .overflow = moneyError({ try bottom.subtracting(cent) }) else { Issue.record("min - 1"); return }
        guard case .overflow = moneyError({ try bottom.negated() }) else { Issue.record("-min"); return }
        guard case .overflow = moneyError({ try top.multiplied(by: 2, rounding: .ceiling) }) else {
            Issue.record("max × 2")
            return
        }
    }

    @Test func negates() throws {
        #expect(try Money(parsing: "12.34", .usd).negated().amountText == "-12.34")
        #expect(try Money(minorUnits: .max, .usd).negated().minorUnits == -Int64.max)
        #expect(try Money.zero(.usd).negated().minorUnits == 0)
    }

    /// Amounts of one currency compare by value; different currencies do not compare at all
    /// (the old `Comparable` put 1 USD above 100 CHF, by code).
    @Test func comparesOnlyOneCurrency() throws {
        let small = try Money(parsing: "1.00", .usd)
        let large = try Money(parsing: "1.01", .usd)
        #expect(try small.isLess(than: large))
        #expect(try !large.isLess(than: small))
        #expect(try !small.isLess(than: small))
        #expect(try Money(parsing: "-5.00", .usd).isLess(than: .zero(.usd)))
        #expect(moneyError { try small.isLess(than: Money(parsing: "100", .chf)) } == .currencyMismatch("USD", "CHF"))
    }

    @Test(arguments: [
        ("10.00", "0.333", "3.33", "3.33"), ("10.00", "1.5", "15.00", "15.00"), ("10.00", "-0.5", "-5.00", "-5.00"),
        ("0.10", "0.25", "0.02", "0.03"), ("-0.10", "0.25", "-0.02", "-0.03"), ("19.99", "3", "59.97", "59.97"),
    ])
    func multipliesByAnExactFactor(_ amount: String, _ factor: String, _ even: String, _ away: String) throws {
        let money = try Money(parsing: amount, .usd)
        let f = try ExactDecimal(parsing: factor)
        #expect(try money.multiplied(by: f, rounding: .toNearestOrEven).amountText == even)
        #expect(try money.multiplied(by: f, rounding: .toNearestOrAway).amountText == away)
    }

    /// 18.5% of 84.50 is 15.6325 exactly; each rule rounds it once.
    @Test(arguments: [
        (Money.RoundingRule.toNearestOrEven, "15.63", "-15.63"), (.toNearestOrAway, "15.63", "-15.63"),
        (.ceiling, "15.64", "-15.63"), (.floor, "15.63", "-15.64"), (.towardZero, "15.63", "-15.63"),
        (.awayFromZero, "15.64", "-15.64"),
    ])
    func percentageOfABill(_ rule: Money.RoundingRule, _ positive: String, _ negative: String) throws {
        let percent = try ExactDecimal(parsing: "18.5")
        #expect(try Money(parsing: "84.50", .usd).multiplied(byPercent: percent, rounding: rule).amountText == positive)
        #expect(
            try Money(parsing: "-84.50", .usd).multiplied(byPercent: percent, rounding: rule).amountText == negative)
    }

    @Test(arguments: [
        ("0.15", "0.02", "0.02"), ("0.25", "0.02", "0.03"), ("0.125", "0.01", "0.01"), ("100", "10.00", "10.00"),
    ])
    func percentageTies(_ percent: String, _ even: String, _ away: String) throws {
        let ten = try Money(parsing: "10.00", .usd)
        let p = try ExactDecimal(parsing: percent)
        #expect(try ten.multiplied(byPercent: p, rounding: .toNearestOrEven).amountText == even)
        #expect(try ten.multiplied(byPercent: p, rounding: .toNearestOrAway).amountText == away)
    }

    @Test func percentageInOtherCurrencies() throws {
        #expect(
            try Money(parsing: "1250", .jpy).multiplied(byPercent: 10, rounding: .toNearestOrEven).amountText == "125")
        #expect(
            try Money(parsing: "1255", .jpy).multiplied(byPercent: 10, rounding: .toNearestOrEven).amountText == "126")
        #expect(
            try Money(parsing: "10.000", Currency(code: "KWD")).multiplied(
                byPercent: ExactDecimal(parsing: "12.345"), rounding: .towardZero
            ).amountText == "1.234")
    }

    @Test func percentOfAWhole() throws {
        let tip = try Money(parsing: "15.63", .usd)
        let bill = try Money(parsing: "84.50", .usd)
        #expect(try tip.percentage(of: bill) == ExactDecimal(parsing: "18.5"))  // 15.63 / 84.50 = 0.18497… → 18.50
        #expect(
            try tip.percentage(of: bill, fractionDigits: 3, rounding: .towardZero) == ExactDecimal(parsing: "18.497"))
        #expect(moneyError { try tip.percentage(of: Money(parsing: "1", .eur)) } == .currencyMismatch("USD", "EUR"))
        #expect(moneyError { try tip.percentage(of: .zero(.usd)) } != nil)
    }
}
