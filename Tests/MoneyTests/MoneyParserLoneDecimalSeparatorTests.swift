import Money
import Testing

/// A decimal separator with digits on one side only (`.99`, `99.`) can only be the decimal
/// separator, so the parser reads it where the locale uses it that way.
@Suite struct MoneyParserLoneDecimalSeparatorTests {
    @Test(arguments: [
        ("en_US", "$.99", "0.99 USD"),
        ("en_US", ".99", "0.99 USD"),
        ("en_US", "99.", "99.00 USD"),
        ("en_US", "$00099.", "99.00 USD"),
        ("en_US", "1,234.", "1234.00 USD"),
        ("en_US", "-.5", "-0.50 USD"),
        ("de_DE", ",5 €", "0.50 EUR"),
        ("de_DE", "12, €", "12.00 EUR"),
        ("de_CH", "CHF 1'234.", "1234.00 CHF"),
    ])
    func readsALoneDecimalSeparator(_ locale: String, _ text: String, _ expected: String) throws {
        let parser = MoneyParser(locale: try LocaleIdentifier(locale))
        #expect(try parser.parse(text).description == expected)
    }

    @Test(arguments: [
        // A second '.' cannot be a decimal separator too.
        (
            "en_US", "1.5.",
            "cannot read '1.5.' as an amount: '.' occurs more than once, so it cannot be the decimal separator at character 2"
        ),
        // `5.-` is how Swiss prices write 5 francs: never read as minus five.
        ("en_US", "5.-", "cannot read '5.-' as an amount: the number ends with '.' at character 2"),
        // '.' groups digits in de_DE; alone before digits it is no decimal separator of the locale's.
        (
            "de_DE", ".99 €",
            "cannot read '.99 €' as an amount: the number starts with '.'; write a digit first, as in 0'.'5 at character 1"
        ),
        (
            "en_US", ".1,234",
            "cannot read '.1,234' as an amount: ',' cannot follow the decimal separator '.' at character 3"
        ),
    ])
    func refusesWhatReadsNoOrTwoWays(_ locale: String, _ text: String, _ message: String) throws {
        let parser = MoneyParser(locale: try LocaleIdentifier(locale))
        #expect {
            try parser.parse(text)
        } throws: { error in
            (error as? MoneyError)?.description == message
        }
    }
}
