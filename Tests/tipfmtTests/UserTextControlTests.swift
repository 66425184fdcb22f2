import Foundation
import Testing

/// Control characters in the user's text.
@Suite struct UserTextControlTests {
    let cli = Tipfmt()

    @Test func controlCharactersInTitleAndNoteAreShownByName() throws {
        let result = try cli.run([
            "receipt", "84.50", "--tip", "18", "--title", "\u{1B}[31mred", "--note", "a\u{7}b\r\nline2\u{9B}",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                // "<ESC>[31mred" is 12 columns, centred in 42 after 15 spaces.
                "               <ESC>[31mred",
                "==========================================",
                "Bill                                $84.50",
                "Tip (18%)                           $15.21",
                "------------------------------------------",
                "Total                               $99.71",
                "==========================================",
                "Note",
                "a<BEL>b",
                "line2<U+009B>",
            ], "\(result)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(result)")
    }
}
