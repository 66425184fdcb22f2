import Money
import Testing

@Suite struct SmokeTests {
    @Test func formatsSwissFrancsWithApostrophe() throws {
        let formatter = MoneyFormatter(locale: try LocaleIdentifier("de_CH"))
        #expect(try formatter.format(Money(parsing: "1234.50", .chf)) == "CHF\u{A0}1\u{2019}234.50")
    }
}
