/// Text a user gave (`--title`, `--note`) made safe to print on a terminal.
///
/// C0 controls (U+0000–U+001F), DEL and C1 controls (U+0080–U+009F) become U+FFFD, so a title
/// such as `$'\e[31mred'` prints a visible replacement character instead of sending an escape
/// sequence to the terminal. A tab becomes a space; line breaks are kept as `\n` where
/// the text may have several lines (a note) and become spaces where it may not (a title).
enum UserText {
    /// `text` with control characters replaced.
    static func sanitized(_ text: String, keepingNewlines: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A:
                if previous == "\r" { continue }  // \r\n: the \r already gave the line break
                result.unicodeScalars.append(keepingNewlines ? "\n" : " ")
            case 0x0D:
                result.unicodeScalars.append(keepingNewlines ? "\n" : " ")
            case 0x09:
                result.unicodeScalars.append(" ")
            case 0x00..<0x20, 0x7F..<0xA0:
                result.unicodeScalars.append("\u{FFFD}")
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
