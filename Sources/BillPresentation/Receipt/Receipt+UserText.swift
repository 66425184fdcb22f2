import Money
import TipCalc

/// The user's own text (``Receipt/title`` and ``Receipt/note``) made safe to print.
///
/// A title or note comes from the command line or an app's user, so it can hold anything. The
/// renderers never pass a control character through, so a title cannot move the cursor, clear
/// the screen or change a terminal's colours:
///
/// - Line breaks (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029) separate the note's paragraphs and
///   become spaces in the title; a tab becomes a space.
/// - Every other C0 control, DEL, C1 control, bidi embedding, override or isolate is shown by
///   name in text and Markdown (`<ESC>`, `<U+202E>`: Money's `TerminalText`, the neutraliser every
///   output for a person uses), so the reader sees what was there; HTML drops them
///   (``htmlEscaped(_:)``), as HTML does not allow the controls.
///
///     Receipt.printable("Tisch\u{1B}[2J 4")   // "Tisch<ESC>[2J 4"
///
/// JSON keeps the text as given, with every control character escaped (`\u001B`).
extension Receipt {
    /// The title on one line, with steering characters shown by name, or replaced by
    /// `replacement` when one is given.
    func printableTitle(replacement: String? = nil) -> String {
        Self.printable(title, replacement: replacement, lineBreak: " ")
    }

    /// The note's paragraphs (split at any line break), with steering characters shown by name,
    /// or replaced by `replacement` when one is given; `nil` without a note.
    func printableNote(replacement: String? = nil) -> [String]? {
        note.map { note in
            note.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                .map { Self.printable($0, replacement: replacement, lineBreak: " ") }
        }
    }

    /// `text` with line breaks replaced by `lineBreak`, tabs by a space and every other steering
    /// character shown by name (`TerminalText`), or replaced by `replacement` when one is given.
    static func printable(_ text: some StringProtocol, replacement: String? = nil, lineBreak: String = " ")
        -> String
    {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline {
                out += lineBreak
                continue
            }
            for scalar in character.unicodeScalars {
                if scalar == "\t" {
                    out += " "
                } else if let name = TerminalText.name(scalar) {
                    out += replacement ?? name
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control (general category Cc).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
