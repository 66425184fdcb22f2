import Testing

@testable import Money

@Suite struct CharacterConverterTests {
    @Test func writesWhatTheSetHasAndReportsWhatItLacks() throws {
        let cp858 = try CharacterConverter(name: "ibm-858")
        #expect(try cp858.encode(["€", "ł", "A", "é"]) == [[0xD5], nil, [0x41], [0x82]])
        let shiftJIS = try CharacterConverter(name: "Shift_JIS")
        #expect(try shiftJIS.encode(["合", "\u{FFE5}", "\u{00A5}"]) == [[0x8D, 0x87], [0x81, 0x8F], nil])
    }

    /// ICU's one-way fallbacks are not used: CP437 has no U+00A4 CURRENCY SIGN, and no guess is
    /// written for it (ICU's table would map it to 0x0F, a control byte).
    @Test func neverWritesAFallbackOrASubstitute() throws {
        let cp437 = try CharacterConverter(name: "ibm-437")
        #expect(try cp437.encode(["\u{A4}", "€", "ł"]) == [nil, nil, nil])
    }

    @Test func anUnknownSetThrows() {
        #expect(throws: MoneyError.self) { try CharacterConverter(name: "no-such-code-page") }
    }
}
