import Money
import Testing

@Suite struct InvisibleCharactersTests {
    @Test(arguments: [
        ("1\u{202F}234,50\u{A0}€", "1<NNBSP>234,50<NBSP>€"),
        ("\u{200F}١٢٫٥٠\u{A0}ج.م.\u{200F}", "<RLM>١٢٫٥٠<NBSP>ج.م.<RLM>"),
        ("\u{061C}-5", "<ALM>-5"),
        ("a\u{200E}b\u{2009}c\td", "a<U+200E>b<U+2009>c<U+0009>d"),
        ("$1,234.50 plain", "$1,234.50 plain"),
    ])
    func namesEveryInvisibleCharacter(_ text: String, _ expected: String) {
        #expect(InvisibleCharacters.visible(text) == expected)
    }

    @Test func namesWhatTheFormatterWrites() throws {
        let formatter = MoneyFormatter(locale: try LocaleIdentifier("fr_FR"))
        let text = try formatter.format(Money(parsing: "-1234.50", .eur))
        #expect(InvisibleCharacters.visible(text) == "-1<NNBSP>234,50<NBSP>€")
    }

    @Test func hexHasAtLeastFourDigits() {
        #expect(InvisibleCharacters.hex(0xA0) == "00A0")
        #expect(InvisibleCharacters.hex(0x1F600) == "1F600")
    }
}
