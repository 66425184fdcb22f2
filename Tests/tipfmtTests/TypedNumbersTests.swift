import Foundation
import Testing

/// Percentages, rates and steps read in `--input-locale`'s decimal separator, and a bill with a
/// lone decimal point at either end, where only one reading exists.
@Suite struct TypedNumbersTests {
    let cli = Tipfmt()

    @Test func aTipAndARateInTheInputLocalesDecimalSeparator() throws {
        let tip = try cli.run(["calc", "84.50", "--tip", "17,5", "--input-locale", "de_DE", "-l", "de_DE", "-c", "EUR"])
        // 84.50 × 17.5% = 14.7875 → 14.79; 99.29.
        #expect(
            tip.lines == [
                "Rechnung            84,50\u{A0}€", "Trinkgeld (17,5\u{A0}%)  14,79\u{A0}€",
                "Gesamt              99,29\u{A0}€",
            ],
            "\(tip)")
        let rate = try cli.run([
            "calc", "4500", "-c", "JPY", "--home", "EUR", "--rate", "0,0061", "--input-locale", "de_DE", "--tip", "10",
        ])
        #expect(rate.lines.last == "Rate: 1 JPY = 0.0061 EUR (given on the command line)", "\(rate)")
        // A grouping separator is never guessed at.
        let grouped = try cli.run(["calc", "84.50", "--tip", "1.234,5", "--input-locale", "de_DE"])
        #expect(grouped.status == 1, "\(grouped)")
        // Without --input-locale a comma is refused as before.
        #expect(try cli.run(["calc", "84.50", "--tip", "17,5"]).status == 1)
    }

    @Test(arguments: [(".99", "$0.99"), ("99.", "$99.00"), ("00099.", "$99.00"), (".5*2", "$1.00")])
    func aLonePointAtEitherEndReadsOneWay(bill: String, shown: String) throws {
        let result = try cli.run(["calc", bill, "--tip", "18"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first?.hasSuffix(shown) == true, "\(result)")
    }

    @Test func aPointAloneIsStillAnError() throws {
        let result = try cli.run(["calc", ".", "--tip", "18"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("tipfmt: error: invalid bill '.'"), "\(result)")
    }
}
