import Money
import Testing
@testable import TipfmtKit
@testable import BillRequestKit

/// Bill expressions at the edge of `Int128`: -2^63 × 2^64 is exactly `Int128.min`, whose negation
/// and reciprocal do not fit. Each is an error, never a trap.
@Suite struct BillExpressionEdgeTests {
    static let minimumProduct = "(-9223372036854775808*18446744073709551616)"

    @Test(arguments: [
        "0-" + minimumProduct, "-" + minimumProduct, "1/" + minimumProduct, "0-(0-" + minimumProduct + ")",
        minimumProduct + "/-1", "-" + minimumProduct + "*-1", "2/" + minimumProduct + "*" + minimumProduct,
    ])
    func int128MinimumIsTooLargeNotATrap(_ text: String) {
        #expect(throws: BillError.Failure.overflow) { try BillExpression.evaluateOrFail(text, currency: .usd) }
    }

    @Test func fractionsNeverHoldInt128Minimum() throws {
        // Reduced by the gcd first: -2^127 / 2 = -2^126 fits.
        let half = try Fraction(.min, 2)
        #expect(half.numerator == -(Int128(1) << 126) && half.denominator == 1)
        #expect(half.negated().numerator == Int128(1) << 126)
        // -2^127 / -2^127 = 1, and 0 / -2^127 = 0.
        #expect(try Fraction(.min, .min) == Fraction(1, 1))
        #expect(try Fraction(0, .min) == Fraction(0, 1))
        #expect(throws: BillError.Failure.overflow) { try Fraction(.min, 1) }
        #expect(throws: BillError.Failure.overflow) { try Fraction(1, .min) }
        #expect(throws: BillError.Failure.overflow) { try Fraction(3, .min) }
        // The largest fractions still work both ways round.
        let top = try Fraction(.max, 1)
        #expect(try top.negated().adding(top) == Fraction(0, 1))
        #expect(try Fraction(1, 1).divided(by: top.negated()) == Fraction(-1, .max))
    }

    @Test func theCommandSaysTheNumbersAreTooLarge() throws {
        let cli = Tipfmt()
        for bill in ["0-" + Self.minimumProduct, "-" + Self.minimumProduct, "1/" + Self.minimumProduct] {
            let result = try cli.run(["calc", "--tip", "0", "--", bill])
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.hasSuffix("is too large; the largest amounts have 18 digits\n"), "\(result)")
            #expect(result.stdout.isEmpty)
        }
    }
}
