import Foundation
import Money
import Testing

@testable import TipfmtKit
@testable import BillRequestKit

/// Errors name the real cause: a fraction too fine (not an amount too large), a weight too large
/// (not "not a whole number"), a decimal separator written twice (not a grouping separator).
@Suite struct MessagesNameTheCauseTests {
    @Test func dividingByThreeTooOftenIsAFractionTooFineNotATooLargeAmount() throws {
        // 3^80 ≈ 1.5 × 10^38 fits an Int128, 3^81 does not.
        let fits = "1" + String(repeating: "/3", count: 80)
        #expect(try BillExpression.evaluateOrFail(fits, currency: .usd).money.minorUnits == 0)
        for count in [81, 499] {
            let text = "1" + String(repeating: "/3", count: count)
            #expect(throws: BillError.Failure.tooFine) { try BillExpression.evaluateOrFail(text, currency: .usd) }
        }
        // A large value stays "too large": 10^20 × 10^20.
        #expect(throws: BillError.Failure.overflow) {
            try BillExpression.evaluateOrFail("100000000000000000000*100000000000000000000", currency: .usd)
        }
        let text = "1" + String(repeating: "/3", count: 499)
        let result = try Tipfmt().run(["calc", "--tip", "0", "--", text])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: the bill '\(text.prefix(40))…' makes a fraction too fine to hold exactly "
                + "(its denominator passes 38 digits); divide fewer times\n")
    }

    @Test func aHugeWeightIsTooLargeNotNotAWholeNumber() throws {
        let result = try Tipfmt().run(["calc", "84.50", "--weights", "99999999999999999999,1", "-l", "en_US"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: invalid --weights '99999999999999999999,1': '99999999999999999999' is too large "
                + "for a weight (the largest is 9223372036854775807); give weights such as 2,1,1\n")
        let word = try Tipfmt().run(["calc", "84.50", "--weights", "two,1", "-l", "en_US"])
        #expect(word.stderr.contains("'two' is not a whole number"), "\(word)")
    }

    @Test func parseNamesTheDecimalSeparatorWrittenTwice() throws {
        let result = try Tipfmt().run(["parse", "-l", "en_US", "--", "$1.2.3"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: cannot read '$1.2.3' as an amount: '.' is the decimal separator and occurs "
                + "more than once (1,234,567.89 in en_US) at character 5\n")
    }
}
