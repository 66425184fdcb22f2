import Money

/// Text a user gave (`--title`, `--note`) made safe to print on a terminal.
///
/// Line breaks (LF, CR, CR LF) are kept as `\n` where the text may have several lines (a note)
/// and become spaces where it may not (a title); everything else goes through Money's
/// `TerminalText`, the one neutraliser: `$'\e[31mred'` prints as `<ESC>[31mred`, a tab as a space.
package enum UserText {
    /// `text` with steering characters shown by name.
    package static func sanitized(_ text: String, keepingNewlines: Bool) -> String {
        var lines: [Substring] = []
        var rest = Substring(text)
        while let end = rest.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            lines.append(rest[..<end])
            rest = rest[rest.index(after: end)...]
        }
        lines.append(rest)
        return lines.map { TerminalText.neutralised($0) }.joined(separator: keepingNewlines ? "\n" : " ")
    }
}
