import Testing

@testable import ReceiptPrinting

@Suite struct ESCPOSEncoderTests {
    static func encode(_ lines: [String], on id: String) throws -> [[UInt8]] {
        var encoder = try ESCPOSEncoder(profile: PrinterProfile.named(id), characters: Set(lines.joined()))
        return try encoder.encode(lines)
    }

    /// Pages switch within a line: € from WPC1252 (the first page with it), ł from PC852.
    @Test func switchesPagesWithinALine() throws {
        #expect(try Self.encode(["€ ł"], on: "generic-80") == [[0x1B, 0x74, 16, 0x80, 0x20, 0x1B, 0x74, 18, 0x88]])
    }

    /// The page chosen is the one that carries furthest: `é` then `ł` in one page, PC852, with no
    /// second switch; and the page carries over to the next line.
    @Test func choosesThePageThatCarriesFurthest() throws {
        #expect(try Self.encode(["é", "ł"], on: "generic-80") == [[0x1B, 0x74, 18, 0x82], [0x88]])
    }

    /// Kanji mode for the two-column characters; a page for `×`, one column wide (Shift_JIS's `×`
    /// is a full-width kanji).
    @Test func kanjiModeForWideCharactersAndAPageForNarrowOnes() throws {
        #expect(
            try Self.encode(["合 × 2"], on: "ja-kanji-80") == [
                [0x1C, 0x26, 0x8D, 0x87, 0x20, 0x1C, 0x2E, 0x1B, 0x74, 2, 0x9E, 0x20, 0x32]
            ])
    }

    @Test func foldsOnlyWhereNoPageHasTheCharacter() throws {
        // U+00A0 is in WPC1252; U+202F in no page: a space.
        #expect(
            try Self.encode(["1\u{202F}2\u{A0}€"], on: "generic-80") == [
                [0x31, 0x20, 0x32, 0x1B, 0x74, 16, 0xA0, 0x80]
            ])
    }

    @Test func aCharacterNoPageHasIsNamed() throws {
        #expect(throws: ESCPOSEncoder.Unprintable.self) { try Self.encode(["λ"], on: "generic-58") }
        let error = #expect(throws: ESCPOSEncoder.Unprintable.self) {
            try Self.encode(["ok", "ॐ"], on: "epson-tm-t88")
        }
        #expect(error?.character == "ॐ")
    }
}
