import Money
import Testing
@testable import TipCalc

/// The engine's steps as data: recorded only when asked, with the values the documentation shows.
@Suite struct BillStepTests {
    /// Tax 10% of 90.91: 9091 × 10 / 100 = 909.1 cents → 909, as `BillStep`'s documentation shows.
    @Test func aTaxStepCarriesItsExactQuotient() throws {
        var bill = try ItemisedBill(text: "currency: USD\nSteak 85.91 @ann\nSoup 5.00 @ben")
        bill.tax = .rate(10)
        let result = try ItemisedCalculator.calculate(bill, explaining: true)
        guard case .tax(let tax) = result.explanation.first(where: { $0.kind == .tax }) else {
            Issue.record("no tax step in \(result.explanation)")
            return
        }
        #expect(tax.amount == 909 && tax.base == 9091 && tax.rate == 10 && !tax.included)
        #expect(tax.quotient == BillStep.Quotient(90910, 100))
        #expect(try ItemisedCalculator.calculate(bill).explanation.isEmpty)
    }

    /// A single amount's steps, in the order `TipCalculator.explanation(of:)`'s documentation lists:
    /// 10.00 USD at 15% for one is one item, the bill, all to Person 1; no discount, no tax; the tip
    /// 1.50; the total 11.50, split (one share, the bill and its tip part), and paid.
    @Test func aSingleAmountsStepsComeInTheEnginesOrder() throws {
        let steps = try TipCalculator.explanation(of: TipRequest(bill: try money("10.00", "USD"), tip: .percent(15)))
        #expect(
            steps.map(\.kind.rawValue) == [
                "method", "method", "item", "item", "discount", "tax", "tip", "total", "split", "split", "split",
                "total",
            ])
        #expect(steps.contains(.totalPaid(.init(total: 1150, net: 1000, tax: 0, tip: 150, rounding: 0))))
        #expect(steps.contains(.tipParts([.init(person: 0, share: 1150, bill: 1000, tax: 0, tip: 150)])))
    }
}
