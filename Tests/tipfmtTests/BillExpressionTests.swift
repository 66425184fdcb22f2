import Foundation
import Money
import Testing
import TipCalc
@testable import TipfmtKit
@testable import BillRequestKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct BillExpressionTests {
    @Test(arguments: [
        ("84.50", "84.50", false), ("23.40 + 18.75 + 2*4.50", "51.15", false), ("(1 + 2) * 3", "9.00", false),
        ("10 - 2 - 3", "5.00", false), ("100/3", "33.33", true), ("200/3", "66.67", true), ("100/3*3", "100.00", false),
        ("-(5 - 10)", "5.00", false), ("1/8", "0.13", true), ("2 * 3 + 4", "10.00", false),
        ("2 + 3 * 4", "14.00", false),
    ])
    func evaluates(text: String, expected: String, rounded: Bool) throws {
        let result = try BillExpression.evaluate(text, currency: .usd)
        #expect(result.money.amountText == expected)
        #expect(result.rounded == rounded)
    }

    @Test func yenHasNoMinorUnits() throws {
        #expect(try BillExpression.evaluate("1000/3", currency: .jpy).money.amountText == "333")
    }
}
