/// GitHub-flavoured Markdown: the title as a heading, one two-column table per section.
///
/// Every text cell is escaped, so a title or note with `|`, `*` or `<script>` stays text.
extension Receipt {
    func markdown() -> String {
        var out = "## \(Self.markdownEscaped(title))\n"
        for section in sections {
            out += "\n|\(section.heading.map { " \(Self.markdownEscaped($0)) " } ?? " ")| |\n| :-- | --: |\n"
            for line in section.lines {
                let label = Self.markdownEscaped(line.label)
                let value = Self.markdownEscaped(line.value)
                out += line.isEmphasized ? "| **\(label)** | **\(value)** |\n" : "| \(label) | \(value) |\n"
            }
        }
        if let note {
            out += "\n**\(Self.markdownEscaped(labels[.note]))**\n\n"
            out +=
                note.split(separator: "\n", omittingEmptySubsequences: true)
                .map { Self.markdownEscaped(String($0)) }
                .joined(separator: "  \n") + "\n"
        }
        return out
    }

    /// Text made literal in Markdown: punctuation Markdown gives a meaning to is backslash-escaped,
    /// `&`, `<` and `>` become entities (so no HTML gets through), newlines become spaces.
    static func markdownEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n", "\r", "\r\n": out += " "
            case "\\", "|", "*", "_", "`", "[", "]", "#", "~", "!": out += "\\\(character)"
            default: out.append(character)
            }
        }
        return out
    }
}
