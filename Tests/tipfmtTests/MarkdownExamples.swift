import Foundation

/// The command examples of a markdown file, and what they are shown to print.
///
/// The convention, which README.md and docs/*.md follow:
///
/// - Examples are in fenced code blocks (```` ``` ````) whose info string is empty or a shell
///   (`sh`, `shell`, `console`, `bash`). Other blocks (`swift`, `json`, `text`…) are not examples.
/// - In a block with any line starting `$ `, those lines are the commands (the rest of the line
///   is the command line). Otherwise a command is a line that runs `tipfmt` or `tipfmt-history`:
///   it starts with the tool's name (after any `NAME=value` prefixes) or pipes into it
///   (`seq 1 5 | tipfmt format`).
/// - The lines after a command, up to the next command, a blank line or the fence, are what it
///   prints; in a block of `$ ` lines, blank lines before the next `$ ` line or the fence are part
///   of the output too (a report in sections), except at its end. A line ending in `(on stderr)` is printed on standard error; standard error is
///   compared only when some of it is shown (notes are left out of most examples). A one-line
///   output may instead follow the command in a comment, after `# → ` and up to two spaces or the
///   line's end (`tipfmt format 5 -c USD   # → $5.00   (a note)`).
/// - A command exits 0, unless its comment starts `# exit N` (`tipfmt check failing.tsv  # exit 1`).
/// - In what is shown, a line that is only `…` stands for any number of lines, and `…` in a line
///   for any text. U+00A0 and U+202F may be written as spaces, trailing spaces do not count, and
///   a time (`2026-11-26 01:48`, `2026-11-25T16:48:46Z`) stands for any time written the same way.
/// - Each block is one session: its commands run in order, in one private home.
enum MarkdownExamples {
    /// One fenced code block.
    struct Block {
        /// The info string after the opening fence (`swift`, `json`, or empty).
        let info: String
        /// The 1-based line number of the first line inside the block.
        let firstLine: Int
        /// The lines inside the block, without the fence's indentation.
        let lines: [String]
    }

    /// One command and what the document shows it printing.
    struct Example: CustomStringConvertible {
        let document: String
        /// The 1-based line number of the command.
        let line: Int
        let command: String
        /// The lines shown after the command; empty when the document shows none.
        let shown: [String]

        var description: String { "\(document):\(line): \(command)" }

        /// The exit status the command's comment states (`# exit 1`), else 0.
        var expectedStatus: Int32 {
            command.firstMatch(of: #/#\s*exit\s+(\d+)/#).flatMap { Int32($0.1) } ?? 0
        }

        /// The shown lines on standard output, and those on standard error.
        var shownStreams: (stdout: [String], stderr: [String]) {
            var out: [String] = []
            var err: [String] = []
            for line in shown {
                if line.hasSuffix(stderrMarker) {
                    err.append(String(line.dropLast(stderrMarker.count)))
                } else {
                    out.append(line)
                }
            }
            return (out, err)
        }
    }

    static let stderrMarker = "(on stderr)"
    private static let shellInfos: Set<String> = ["", "sh", "shell", "console", "bash"]

    /// Every fenced code block of `markdown`, in order.
    static func fencedBlocks(in markdown: String) -> [Block] {
        let lines = markdown.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            guard let fenceCharacter = rest.first, fenceCharacter == "`" || fenceCharacter == "~" else {
                index += 1
                continue
            }
            let fence = rest.prefix { $0 == fenceCharacter }
            guard fence.count >= 3 else {
                index += 1
                continue
            }
            let info = rest.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
            var content: [String] = []
            var end = index + 1
            while end < lines.count {
                let inner = lines[end].drop { $0 == " " }
                if inner.hasPrefix(fence), inner.allSatisfy({ $0 == fenceCharacter || $0 == " " }) { break }
                var text = Substring(lines[end])
                var removed = 0
                while removed < indent, text.first == " " {
                    text = text.dropFirst()
                    removed += 1
                }
                content.append(String(text))
                end += 1
            }
            blocks.append(Block(info: info, firstLine: index + 2, lines: content))
            index = end + 1
        }
        return blocks
    }

    /// The examples of one block, in order; none when the block is not a shell block.
    static func examples(in block: Block, document: String) -> [Example] {
        guard shellInfos.contains(block.info.lowercased()) else { return [] }
        let prompted = block.lines.contains { $0.hasPrefix("$ ") }
        var examples: [Example] = []
        var current: (line: Int, command: String, shown: [String])?
        func finish() {
            // A blank line inside a prompted command's output is output; at its end it is not.
            while current?.shown.last?.trimmingCharacters(in: .whitespaces).isEmpty == true {
                current?.shown.removeLast()
            }
            if let current {
                examples.append(
                    Example(document: document, line: current.line, command: current.command, shown: current.shown))
            }
            current = nil
        }
        for (offset, line) in block.lines.enumerated() {
            if prompted ? line.hasPrefix("$ ") : runsTipfmt(line) {
                finish()
                let command = prompted ? String(line.dropFirst(2)) : line
                current = (block.firstLine + offset, command, shownInComment(command))
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty && !prompted {
                finish()
            } else if current != nil {
                current?.shown.append(line)
            }
        }
        finish()
        return examples
    }

    /// The output a command line's comment shows: the text after `# → `, up to two spaces.
    static func shownInComment(_ command: String) -> [String] {
        guard let arrow = command.range(of: "# → ") else { return [] }
        let rest = command[arrow.upperBound...]
        let shown = rest.range(of: "  ").map { rest[..<$0.lowerBound] } ?? rest
        return [String(shown)]
    }

    /// The examples of a whole document, one list per block that has any.
    static func examples(inDocument markdown: String, named document: String) -> [[Example]] {
        fencedBlocks(in: markdown).map { examples(in: $0, document: document) }.filter { !$0.isEmpty }
    }

    /// Lines outside fenced blocks, indented as a code block, that look like a command: an
    /// example there would not be run, so the documents keep their examples fenced.
    static func indentedCommands(in markdown: String) -> [Int] {
        var inFence = false
        var found: [Int] = []
        for (offset, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            guard !inFence, line.hasPrefix("    ") else { continue }
            let text = String(trimmed)
            if text.hasPrefix("$ ") || runsTipfmt(text) { found.append(offset + 1) }
        }
        return found
    }

    /// Whether a shell command line runs `tipfmt` or `tipfmt-history` (first, after `NAME=value`
    /// prefixes, or after a pipe).
    static func runsTipfmt(_ line: String) -> Bool {
        let isTool = { (word: Substring) in word == "tipfmt" || word == "tipfmt-history" }
        for stage in line.split(separator: "|") {
            let words = stage.split(separator: " ", omittingEmptySubsequences: true)
            if let word = words.first(where: { !$0.contains("=") || $0.hasPrefix("-") }), isTool(word) {
                return true
            }
        }
        return false
    }

    // MARK: - Comparing what is shown with what is printed

    /// Whether `actual` lines are what `shown` lines show, as the convention above reads them.
    static func matches(_ actual: [String], _ shown: [String]) -> Bool {
        let actual = actual.map(normalized)
        let shown = shown.map(normalized)
        var memo: [Int: Bool] = [:]
        func match(_ a: Int, _ s: Int) -> Bool {
            let key = a * (shown.count + 1) + s
            if let known = memo[key] { return known }
            let result: Bool
            if s == shown.count {
                result = a == actual.count
            } else if shown[s] == "…" {
                result = (a...actual.count).contains { match($0, s + 1) }
            } else {
                result = a < actual.count && lineMatches(actual[a], shown[s]) && match(a + 1, s + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    /// One line against a shown line in which `…` stands for any text.
    private static func lineMatches(_ actual: String, _ shown: String) -> Bool {
        let parts = shown.components(separatedBy: "…")
        guard parts.count > 1 else { return actual == shown }
        guard let first = parts.first, let last = parts.last, actual.hasPrefix(first) else { return false }
        var rest = actual.dropFirst(first.count)
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(last)
    }

    /// A line as it is compared: no-break spaces as spaces, no trailing spaces, times as `<time>`.
    static func normalized(_ line: String) -> String {
        var text = line.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
        while text.last == " " || text.last == "\t" || text.last == "\r" { text.removeLast() }
        return text.replacing(#/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}Z?)?/#) { _ in "<time>" }
    }
}
