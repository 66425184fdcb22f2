import Money
import Testing
import TipCalc

@Suite struct TipCalculatorTests {
    @Test func splitsSeventyEightFiftyTwoAtTwentyFivePercentInTwo() throws {
        var request = TipRequest(bill: try Money(parsing: "78.52", .usd), tip: .percent(ExactDecimal(25)))
        request.party = .even(2)
        let result = try TipCalculator.calculate(request)
        // 78.52 × 0.25 = 19.63 exactly
        #expect(result.tip.description == "19.63 USD")
        // 78.52 + 19.63 = 98.15
        #expect(result.total.description == "98.15 USD")
        // 9815 cents / 2 = 4907 r 1 → 49.08, 49.07
        #expect(result.shares.map(\.description) == ["49.08 USD", "49.07 USD"])
    }
}
