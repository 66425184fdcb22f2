import ReceiptPrinting
import BillPresentation
import Testing

@Suite struct PrintFoldTests {
    @Test(
        arguments: [
            (0x00A0, " "), (0x202F, " "), (0x2019, "'"), (0x201C, "\""), (0x2212, "-"), (0x00D7, "x"), (0x066B, "."),
            (0x066C, ","), (0x066A, "%"),
        ] as [(UInt32, Character)])
    func foldsAreTheListedOnes(scalar: UInt32, expected: Character) throws {
        let original = try #require(Unicode.Scalar(scalar))
        let folded = try #require(PrintFold.replacement(for: original))
        #expect(Character(folded) == expected)
    }

    /// Every fold takes the columns of what it replaces, so the text receipt's columns hold.
    @Test func everyFoldKeepsTheWidth() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), let folded = PrintFold.replacement(for: scalar) else { continue }
            #expect(DisplayWidth.of(Character(scalar)) == DisplayWidth.of(Character(folded)), "U+\(value)")
        }
        #expect(PrintFold.replacement(for: "é") == nil)
    }

    @Test func arabicFormsFallBackToTheNearestFormOfTheSameLetter() {
        // BEH FINAL → ISOLATED, INITIAL, MEDIAL.
        #expect(PrintFold.arabicAlternatives(for: "\u{FE90}") == ["\u{FE8F}", "\u{FE91}", "\u{FE92}"])
        // BEH MEDIAL → INITIAL first.
        #expect(PrintFold.arabicAlternatives(for: "\u{FE92}").first == "\u{FE91}")
        #expect(PrintFold.arabicAlternatives(for: "\u{FE87}").last == "\u{FE8D}")
        #expect(PrintFold.arabicAlternatives(for: "a") == [])
    }

    @Test func bidiControlsAreDroppedAndNothingElse() {
        #expect(PrintFold.isDropped("\u{200F}") && PrintFold.isDropped("\u{2068}") && PrintFold.isDropped("\u{61C}"))
        #expect(!PrintFold.isDropped(" ") && !PrintFold.isDropped("\u{A0}"))
    }
}
