import Testing
@testable import TipfmtKit
@testable import LiveUI

@Suite struct LiveKeyDecoderTests {
    private func keys(_ text: String) -> [LiveKey] {
        var decoder = LiveKeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test(arguments: [
        ("\u{1B}[A", LiveKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[1;2C", .shiftRight), ("\u{1B}[1;2D", .shiftLeft), ("\u{1B}[1;5C", .shiftRight),
        ("\u{1B}[1;3D", .shiftLeft), ("\u{1B}[c", .shiftRight), ("\u{1B}[d", .shiftLeft), ("\u{1B}[1;2A", .up),
        ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)),
        ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)), ("\u{1B}[11~", .function(1)),
        ("\u{1B}[17~", .function(6)), ("\u{1B}[24~", .function(12)), ("\u{1B}[[A", .function(1)),
        ("\u{1B}[[E", .function(5)), ("\u{1B}[3~", .clear), ("\u{1B}[200~", .unknown),
        ("\u{7F}", .backspace), ("\u{08}", .backspace), ("\r", .enter), ("\n", .enter), ("\u{03}", .interrupt),
        ("\u{04}", .endOfInput), ("\u{0C}", .redraw), ("\u{15}", .clear), ("\u{1B}", .escape),
        ("\u{01}", .unknown),
    ])
    func decodesOneKey(text: String, expected: LiveKey) {
        #expect(keys(text) == [expected], "\(Array(text.utf8))")
    }

    @Test func decodesTextAndSequencesTogether() {
        #expect(
            keys("8.5\u{1B}[C%20\r\u{1B}[1;2Dq")
                == [
                    .character("8"), .character("."), .character("5"), .right, .character("%"), .character("2"),
                    .character("0"), .enter, .shiftLeft, .character("q"),
                ])
    }

    @Test func decodesUTF8Characters() {
        #expect(keys("８€٫") == [.character("８"), .character("€"), .character("٫")])
        var decoder = LiveKeyDecoder()
        #expect(decoder.feed([0xFF, UInt8(ascii: "a")]) == [.unknown, .character("a")], "a byte that starts nothing")
        #expect(decoder.feed([0xE2, 0x82, UInt8(ascii: "b")]) == [.unknown, .unknown, .character("b")])
        #expect(decoder.feed([0xE2, 0x82]) == [])
        #expect(decoder.flush() == [.unknown], "a cut UTF-8 sequence at the end is dropped")
    }

    @Test func keepsAnUnfinishedSequenceForTheNextBytes() {
        var decoder = LiveKeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPending)
        #expect(decoder.feed([UInt8(ascii: "[")]) == [])
        #expect(decoder.feed([UInt8(ascii: "1"), UInt8(ascii: ";")]) == [])
        #expect(
            decoder.feed([UInt8(ascii: "2"), UInt8(ascii: "C"), UInt8(ascii: "7")]) == [.shiftRight, .character("7")])
        #expect(!decoder.hasPending)
        #expect(decoder.feed([0xE2, 0x82]) == [])
        #expect(decoder.feed([0xAC]) == [.character("€")])
    }

    @Test func escapeAndAKeyAreTwoKeys() {
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
        #expect(keys("\u{1B}\u{1B}[C") == [.escape, .right])
        #expect(keys("\u{1B}\u{7F}") == [.escape, .backspace])
    }

    @Test func aLoneEscapeWaitsForFlush() {
        var decoder = LiveKeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush() == [])
        #expect(decoder.feed([0x1B, 0x1B, UInt8(ascii: "[")]) == [.escape])
        #expect(decoder.flush() == [.unknown])
    }

    @Test func anEndlessSequenceIsDropped() {
        var decoder = LiveKeyDecoder()
        let bytes = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 40)
        #expect(decoder.feed(bytes) == [.unknown])
        #expect(!decoder.hasPending)
        #expect(decoder.feed([UInt8(ascii: "q")]) == [.character("q")])
    }
}
