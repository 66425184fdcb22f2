// The examples keep the pages' own layout (aligned comments), which swift-format would change.
// swift-format-ignore-file
import Money
import TipCalc
import Testing

/// The Swift examples of docs/Library.md and docs/ItemisedBills.md, as the pages show them
/// (``SwiftBlocksAreCompiledTests`` finds each block here), with what their comments say they
/// print checked.
@Suite struct GuideExamplesTests {
    /// docs/Library.md, *Money (library)*.
    @Test func money() throws {
        let bill = try Money(parsing: "84.50", .usd)
        let tip = try bill.multiplied(byPercent: ExactDecimal(parsing: "18.5"), rounding: .toNearestOrAway)
        let total = try bill.adding(tip)
        print(tip, total)                                   // 15.63 USD 100.13 USD
        print(try total.allocated(into: 3))                 // [33.38 USD, 33.38 USD, 33.37 USD]

        let swiss = MoneyFormatter(locale: try LocaleIdentifier("de-CH"))
        print(try swiss.format(Money(parsing: "1234.50", .chf)))   // CHF 1’234.50  ("CHF\u{A0}1\u{2019}234.50")
        let cash = MoneyFormatter(locale: try LocaleIdentifier("de_CH"), usesCashRounding: true)
        print(try cash.format(Money(parsing: "1.03", .chf)))       // CHF 1.05

        print(try MoneyParser(locale: LocaleIdentifier("de_DE")).parse("1.234,50 €"))   // 1234.50 EUR

        #expect("\(tip) \(total)" == "15.63 USD 100.13 USD")
        #expect("\(try total.allocated(into: 3))" == "[33.38 USD, 33.38 USD, 33.37 USD]")
        #expect(try swiss.format(Money(parsing: "1234.50", .chf)) == "CHF\u{A0}1\u{2019}234.50")
        #expect(try cash.format(Money(parsing: "1.03", .chf)) == "CHF\u{A0}1.05")
        #expect("\(try MoneyParser(locale: LocaleIdentifier("de_DE")).parse("1.234,50 €"))" == "1234.50 EUR")
    }

    /// docs/Library.md, *TipCalc (library)*.
    @Test func tipCalc() throws {
        var request = TipRequest(bill: try Money(parsing: "10.57", .usd), tip: .percent(20))
        request.rounding = .nearest          // .none, .nearest, .up, .sharesUp
        request.party = .even(2)             // or .weights([2, 1, 1])
        let result = try TipCalculator.calculate(request)
        print(result.total, result.tip, result.effectiveTipPercent, result.shares)
        // Prints "13.00 USD 2.43 USD 22.99 [6.50 USD, 6.50 USD]"
        #expect(
            "\(result.total) \(result.tip) \(result.effectiveTipPercent) \(result.shares)"
                == "13.00 USD 2.43 USD 22.99 [6.50 USD, 6.50 USD]")
    }

    /// docs/ItemisedBills.md, its opening example.
    @Test func itemisedBill() throws {
        var bill = try ItemisedBill(text: """
            currency: USD
            tax: 10%
            Steak 85.91 @ann
            Soup 5.00 @ben
            """)
        let result = try ItemisedCalculator.calculate(bill, explaining: true)
        print(result.people.map { "\($0.name) \($0.amounts.tax) \($0.amounts.pays)" })
        // Prints "["ann 8.59 USD 94.50 USD", "ben 0.50 USD 5.50 USD"]"
        #expect(
            "\(result.people.map { "\($0.name) \($0.amounts.tax) \($0.amounts.pays)" })"
                == #"["ann 8.59 USD 94.50 USD", "ben 0.50 USD 5.50 USD"]"#)
        bill.currency = .usd  // the page's `var`, used
    }
}
