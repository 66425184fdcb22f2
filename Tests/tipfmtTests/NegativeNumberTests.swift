import Foundation
import Testing

/// Negative numbers reach the real checks.
@Suite struct NegativeNumberTests {
    let cli = Tipfmt()

    @Test func negativeNumbersAfterOptionsAndAsBill() throws {
        let tip = try cli.run("calc", "84.50", "--tip", "-5")
        #expect(tip.status == 1, "\(tip)")
        #expect(
            tip.stderr == "tipfmt: error: tip percentage -5 is outside 0...100; give a percentage such as 18 or 17.5\n")
        let bill = try cli.run("calc", "-5")
        #expect(bill.status == 1, "\(bill)")
        #expect(
            bill.stderr
                == "tipfmt: error: the bill '-5' has a sign; give the amount as printed, without a sign (refunds are not tips)\n"
        )
        // `format` keeps reading negative amounts itself.
        let format = try cli.run("format", "-42.5", "-c", "EUR", "-l", "de_DE")
        #expect(format.stdout == "-42,50\u{A0}€\n", "\(format)")
        // A negative expression with a positive result is a bill like any other.
        let expression = try cli.run("calc", "-5+10", "--tip", "10")
        #expect(expression.lines.first == "Bill       $5.00", "\(expression)")
    }
}
