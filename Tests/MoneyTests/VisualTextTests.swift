import Testing

@testable import Money

@Suite struct VisualTextTests {
    @Test func hebrewIsReversedWithItsNumbersKeptAndBracketsMirrored() throws {
        #expect(try VisualText.line("\u{200F}שלום 12", rightToLeft: true) == "12 םולש")
        #expect(try VisualText.line("\u{200F}טיפ (\u{2068}18%\u{2069})", rightToLeft: true) == "(18%) פיט")
    }

    @Test func arabicIsShapedToPresentationForms() throws {
        // بيت: beh initial, yeh medial, teh final, laid down right to left.
        #expect(try VisualText.line("بيت", rightToLeft: true) == "\u{FE96}\u{FEF4}\u{FE91}")
    }

    /// A lam-alef ligature frees a column; it is given back in the padding, so the amount keeps its
    /// column and no word is split.
    @Test func aLamAlefLigatureGivesItsColumnToThePadding() throws {
        let line = "الإجمالي  5"
        let visual = try VisualText.line(line, rightToLeft: true)
        #expect(visual.unicodeScalars.count == line.unicodeScalars.count)
        #expect(visual.hasPrefix("5   "))
        #expect(visual.unicodeScalars.contains("\u{FEF9}"))
    }

    @Test func leftToRightTextIsUnchangedAndAHebrewWordInItReversed() throws {
        #expect(try VisualText.line("Total  12.50 €", rightToLeft: false) == "Total  12.50 €")
        #expect(try VisualText.line("Note: תודה!", rightToLeft: false) == "Note: הדות!")
    }
}
