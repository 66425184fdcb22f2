import Foundation
import Money
import Testing
import TipCalc
@testable import TipfmtKit
@testable import BillRequestKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct FractionTests {
    /// Int128.min has no negation: a value that large is an overflow, never a trap.
    @Test func int128MinIsAnOverflow() {
        #expect(throws: BillError.Failure.overflow) { try Fraction(Int128.min, 1) }
        #expect(throws: BillError.Failure.overflow) { try Fraction(1, Int128.min) }
        #expect(throws: BillError.Failure.overflow) {
            try BillExpression.evaluateOrFail("0-(-9223372036854775808*18446744073709551616)", currency: .usd)
        }
        #expect(throws: BillError.Failure.overflow) {
            try BillExpression.evaluateOrFail("1/(-9223372036854775808*18446744073709551616)", currency: .usd)
        }
    }

    @Test func signsAndReduction() throws {
        let f = try Fraction(-6, -4)
        #expect(f.numerator == 3 && f.denominator == 2)
        let g = try Fraction(6, -4)
        #expect(g.numerator == -3 && g.denominator == 2)
        let h = try Fraction(Int128.min + 1, Int128.min + 1)
        #expect(h.numerator == 1 && h.denominator == 1)
        #expect(throws: BillError.Failure.divisionByZero) { try Fraction(1, 0) }
    }

    @Test(arguments: ["-5", "-0", "+12", "- 3", "−7"])
    func aSignedNumberIsNotABill(text: String) {
        #expect(throws: BillError.Failure.signed) { try BillExpression.evaluateOrFail(text, currency: .usd) }
    }

    @Test(arguments: [("-5+10", "5.00"), ("-(5-10)", "5.00"), ("10 + -2", "8.00")])
    func aSignInsideAnExpressionIsArithmetic(text: String, expected: String) throws {
        #expect(try BillExpression.evaluateOrFail(text, currency: .usd).money.amountText == expected)
    }
}
