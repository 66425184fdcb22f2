import Money
import TipCalc

/// GitHub-flavoured Markdown: the title as a heading, one two-column table per section.
///
/// Every text cell is escaped, so a title or note with `|`, `*` or `<script>` stays text, and
/// control characters in the title or note show as U+FFFD (``printable(_:replacement:lineBreak:)``).
/// The total is bold; an included line (the service already in the bill) is in italics:
///
///     | Bill | $100.00 |
///     | *incl. service 12.5%* | *$11.11* |
///     | Extra tip | $3.89 |
///     | **Total** | **$103.89** |
extension Receipt {
    func markdown() -> String {
        var out = "## \(Self.markdownEscaped(printableTitle()))\n"
        for section in sections {
            out += "\n|\(section.heading.map { " \(Self.markdownEscaped($0)) " } ?? " ")| |\n| :-- | --: |\n"
            for line in section.lines {
                let label = Self.markdownEscaped(line.label)
                let value = Self.markdownEscaped(line.value)
                if line.isEmphasized {
                    out += "| **\(label)** | **\(value)** |\n"
                } else if line.isIncluded {
                    out += "| *\(label)* | *\(value)* |\n"
                } else {
                    out += "| \(label) | \(value) |\n"
                }
            }
        }
        if let paragraphs = printableNote() {
            out += "\n**\(Self.markdownEscaped(labels[.note]))**\n\n"
            out += paragraphs.filter { !$0.isEmpty }.map(Self.markdownEscaped).joined(separator: "  \n") + "\n"
        }
        if !sources.isEmpty {
            out +=
                "\n"
                + sources.map { Self.markdownEscaped(Self.printable($0.text(in: labels))) }.joined(separator: "  \n")
                + "\n"
        }
        return out
    }

    /// Text made literal in Markdown: punctuation Markdown gives a meaning to is backslash-escaped,
    /// `&`, `<` and `>` become entities (so no HTML gets through), newlines become spaces.
    static func markdownEscaped(_ text: String) -> String {
        TextEscaping.escaped(text, markdownEscapes)
    }

    /// `&`, `<`, `>` as references, each line break (`"\r\n"` is one character) as a space, and
    /// the punctuation Markdown reads backslash-escaped.
    private static let markdownEscapes: [Character: String] = {
        var table: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\n": " ", "\r": " ", "\r\n": " "]
        for mark in "\\|*_`[]#~!" { table[mark] = "\\\(mark)" }
        return table
    }()
}
