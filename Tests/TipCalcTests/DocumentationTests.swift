import Money
import Testing
import TipCalc

/// Every output shown in `Sources/TipCalc/TipCalc.docc`, checked: the examples are a specification.
@Suite struct DocumentationTests {
    @Test func landingPage() throws {
        var request = TipRequest(bill: try Money(parsing: "10.57", .usd), tip: .percent(20))
        request.rounding = .nearest
        request.party = .even(2)
        let result = try TipCalculator.calculate(request)
        #expect(
            "\(result.total) \(result.tip) \(result.effectiveTipPercent) \(result.shares)"
                == "13.00 USD 2.43 USD 22.99 [6.50 USD, 6.50 USD]")
    }

    @Test func tipsAndRounding() throws {
        var request = TipRequest(bill: try usd("84.50"), tip: .percent(18))
        let result = try TipCalculator.calculate(request)
        #expect("\(result.tip) \(result.total)" == "15.21 USD 99.71 USD")
        var service = TipRequest(bill: try money("112.50", "EUR"), tip: .percent(15))
        service.service = .percent(try dec("12.5"))
        let included = try TipCalculator.calculate(service)
        #expect(included.service.description == "12.50 EUR")  // 112.50 × 12.5 ÷ 112.5
        #expect(included.tip.description == "4.38 EUR")  // 16.88 − 12.50
        request.party = .even(3)
        #expect(
            try TipCalculator.calculate(request).shares.map(\.description) == ["33.24 USD", "33.24 USD", "33.23 USD"])
        request.rounding = .sharesUp
        let round = try TipCalculator.calculate(request)
        #expect(texts(round.shares) == ["34.00", "34.00", "34.00"])
        #expect(round.tip.description == "17.50 USD")
        #expect(round.effectiveTipPercent == (try dec("20.71")))  // 17.50 ÷ 84.50 = 20.710…%
    }

    @Test func itemisedBill() throws {
        let dollars = { (text: String) in try Money(parsing: text, .usd) }
        let starter = try dollars("10.00").allocated(into: 3)
        let own = [try dollars("30.00"), try dollars("25.50"), try dollars("20.00")]
        let subtotals = try zip(own, starter).map { try $0.adding($1) }
        #expect(texts(subtotals) == ["33.34", "28.83", "23.33"])
        var bill = Money.zero(.usd)
        for subtotal in subtotals { bill = try bill.adding(subtotal) }
        #expect(bill.description == "85.50 USD")
        var dinner = TipRequest(bill: bill, tip: .percent(18))
        dinner.tax = .rate(try ExactDecimal(parsing: "8.875"))
        dinner.party = .weights(subtotals.map { Int($0.minorUnits) })
        let split = try TipCalculator.calculate(dinner)
        #expect("\(split.total) \(split.shares)" == "108.48 USD [42.30 USD, 36.58 USD, 29.60 USD]")
        #expect(split.billShares == subtotals)
        #expect(split.tax.description == "7.59 USD" && split.tip.description == "15.39 USD")
    }
}
