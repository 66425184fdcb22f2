/// The user's own text (``Receipt/title`` and ``Receipt/note``) made safe to print.
///
/// A title or note comes from the command line or an app's user, so it can hold anything. The
/// renderers never pass a control character through, so a title cannot move the cursor, clear
/// the screen or change a terminal's colours:
///
/// - Line breaks (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029) separate the note's paragraphs and
///   become spaces in the title; a tab becomes a space.
/// - Every other C0 control (U+0000–U+001F), DEL (U+007F) and C1 control (U+0080–U+009F)
///   becomes U+FFFD REPLACEMENT CHARACTER in text and Markdown, so the reader sees that something
///   was there; HTML drops them (``htmlEscaped(_:)``), as HTML does not allow them.
///
///     Receipt.printable("Tisch\u{1B}[2J 4")   // "Tisch\u{FFFD}[2J 4"
///
/// JSON keeps the text as given, with every control character escaped (`\u001B`).
extension Receipt {
    /// The title on one line, with control characters replaced by `replacement`.
    func printableTitle(replacement: String = "\u{FFFD}") -> String {
        Self.printable(title, replacement: replacement, lineBreak: " ")
    }

    /// The note's paragraphs (split at any line break), with control characters replaced by
    /// `replacement`; `nil` without a note.
    func printableNote(replacement: String = "\u{FFFD}") -> [String]? {
        note.map { note in
            note.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                .map { Self.printable($0, replacement: replacement, lineBreak: " ") }
        }
    }

    /// `text` with line breaks replaced by `lineBreak`, tabs by a space and every other control
    /// character (C0, DEL, C1) by `replacement`.
    static func printable(_ text: some StringProtocol, replacement: String = "\u{FFFD}", lineBreak: String = " ")
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
                } else if isControl(scalar) {
                    out += replacement
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
