import FormatCheck
import FormatCheckTesting
import Money
import Testing

@Test func amountsLookRight() throws {
    expectFormatting(inTable: "Tests/AppTests/formats.tsv")  // one issue per wrong row, file:line in it
    expectFormatting("1234.5", currency: "EUR", locale: "de_DE", equals: "1.234,50\u{A0}€")
    // Typed: a failure names its rule and attaches expected.txt, actual.txt and diff.txt.
    expectFormatting(
        Money(minorUnits: 123_450, .eur), locale: try LocaleIdentifier("de_DE"),
        settings: FormatSettings(style: .symbol), equals: "1.234,50\u{A0}€")
    #expect(CheckReport(path: "Tests/AppTests/formats.csv").failureMessage == nil)  // without the helper
}
