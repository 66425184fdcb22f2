import Foundation
import Testing

/// Every command example in README.md and docs/*.md runs, and prints what the document shows.
///
/// The examples are read from the documents when the tests run (the convention is in
/// ``MarkdownExamples``), so a new example is checked without a new test. Each code block runs in
/// its own ``ExampleWorkspace``, its commands in document order.
@Suite struct DocumentationExamplesTests {
    /// README.md and every markdown file in docs/, relative to the repository's root.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: ExampleWorkspace.packageRoot + "/docs")) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static func text(of document: String) throws -> String {
        try String(contentsOfFile: ExampleWorkspace.packageRoot + "/" + document, encoding: .utf8)
    }

    @Test(arguments: documents)
    func examplesRunAndPrintWhatIsShown(document: String) throws {
        for block in MarkdownExamples.examples(inDocument: try Self.text(of: document), named: document) {
            let workspace = try ExampleWorkspace()
            for example in block where ExampleWorkspace.reasonToSkip(example.command) == nil {
                try Self.check(example, in: workspace)
            }
        }
    }

    static func check(_ example: MarkdownExamples.Example, in workspace: ExampleWorkspace) throws {
        let result = try workspace.run(example.command)
        #expect(result.status == example.expectedStatus, "\(example)\n\(result)")
        guard !example.shown.isEmpty else { return }
        let (stdout, stderr) = example.shownStreams
        #expect(
            MarkdownExamples.matches(Self.lines(result.stdout), stdout),
            "\(example) printed other lines than the document shows.\n--- shown\n\(stdout.joined(separator: "\n"))\n\(result)"
        )
        if !stderr.isEmpty {
            #expect(
                MarkdownExamples.matches(Self.lines(result.stderr), stderr),
                "\(example) wrote other lines on stderr than the document shows.\n\(result)")
        }
    }

    /// The lines of an output, ended by LF or CRLF (CSV ends its records with CRLF).
    static func lines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The README and the pages it links have examples to run: a change to the convention that
    /// found none would otherwise pass silently.
    @Test func theReadmeAndTheReferenceHaveExamples() throws {
        let readme = MarkdownExamples.examples(inDocument: try Self.text(of: "README.md"), named: "README.md").joined()
        #expect(readme.filter { !$0.shown.isEmpty }.count >= 5, "\(readme.map(\.description).joined(separator: "\n"))")
        let commands = MarkdownExamples.examples(
            inDocument: try Self.text(of: "docs/Commands.md"), named: "docs/Commands.md"
        )
        .joined()
        #expect(commands.count >= 20, "\(commands.map(\.description).joined(separator: "\n"))")
    }

    /// A command in an indented code block would never run: examples are kept in fenced blocks.
    @Test(arguments: documents)
    func noExampleIsInAnIndentedBlock(document: String) throws {
        let lines = MarkdownExamples.indentedCommands(in: try Self.text(of: document))
        #expect(lines.isEmpty, "\(document): indented commands at lines \(lines); put them in a fenced block")
    }
}

/// The reading of ``MarkdownExamples`` on small documents.
@Suite struct MarkdownExamplesTests {
    @Test func promptedBlocksTakeTheLinesAfterACommandAsItsOutput() {
        let markdown = """
            Text.

            ```
            $ tipfmt format 5 -c USD
            $5.00
            $ TZ=Asia/Tokyo tipfmt history
            tipfmt 0.1.0
            tipfmt: note: saved            (on stderr)

            $ tipfmt locales
            ```

            ```swift
            tipfmt format 1
            ```
            """
        let blocks = MarkdownExamples.examples(inDocument: markdown, named: "x.md")
        #expect(blocks.count == 1)
        let examples = blocks.joined().map { "\($0.line) \($0.command) \($0.shown)" }
        #expect(
            examples == [
                "4 tipfmt format 5 -c USD [\"$5.00\"]",
                "6 TZ=Asia/Tokyo tipfmt history [\"tipfmt 0.1.0\", \"tipfmt: note: saved            (on stderr)\"]",
                "10 tipfmt locales []",
            ])
        #expect(blocks[0][1].shownStreams.stderr == ["tipfmt: note: saved            "])
    }

    @Test func aCommentAfterAnArrowShowsTheOutput() {
        #expect(MarkdownExamples.shownInComment("tipfmt format 5 -c USD   # → $5.00   (a note)") == ["$5.00"])
        #expect(
            MarkdownExamples.shownInComment("tipfmt --version   # → tipfmt 0.1.0 (ICU 72.1)") == [
                "tipfmt 0.1.0 (ICU 72.1)"
            ])
        #expect(MarkdownExamples.shownInComment("tipfmt locales   # every locale") == [])
    }

    @Test func aCommentStatesAnExitStatusOtherThanZero() {
        let example = { (command: String) in
            MarkdownExamples.Example(document: "x.md", line: 1, command: command, shown: [])
        }
        #expect(example("tipfmt check failing.tsv   # exit 1: rows differ").expectedStatus == 1)
        #expect(example("tipfmt check formats.tsv").expectedStatus == 0)
        #expect(example("tipfmt locales   # every locale").expectedStatus == 0)
    }

    @Test func unpromptedBlocksTakeEveryLineThatRunsTipfmt() {
        let markdown = """
            ```sh
            tipfmt 84.50            # a comment
            seq 1 3 | tipfmt format -c CHF
            ./scripts/tipfmt 1
            ```
            """
        let examples = MarkdownExamples.examples(inDocument: markdown, named: "x.md").joined().map(\.command)
        #expect(examples == ["tipfmt 84.50            # a comment", "seq 1 3 | tipfmt format -c CHF"])
    }

    @Test func indentedFencesAndCommandsAreFound() {
        let markdown = "- A list item:\n\n  ```\n  $ tipfmt locales\n  en\n  ```\n\n      tipfmt calc 1\n"
        let examples = MarkdownExamples.examples(inDocument: markdown, named: "x.md").joined()
        #expect(examples.map(\.command) == ["tipfmt locales"])
        #expect(examples.first?.shown == ["en"])
        #expect(MarkdownExamples.indentedCommands(in: markdown) == [8])
    }

    @Test func anEllipsisStandsForLinesOrText() {
        #expect(MarkdownExamples.matches(["a", "b", "c"], ["a", "…"]))
        #expect(MarkdownExamples.matches(["a"], ["a", "…"]))
        #expect(MarkdownExamples.matches(["a", "b", "c", "d"], ["a", "…", "d"]))
        #expect(!MarkdownExamples.matches(["a", "b"], ["a"]))
        #expect(MarkdownExamples.matches(["id,note,locale,x"], ["id,note,…"]))
        #expect(MarkdownExamples.matches(["\"note\" : \"Tip 15%\","], ["\"note\" : \"…\","]))
        #expect(!MarkdownExamples.matches(["id,note"], ["id,x…"]))
    }

    @Test func spacesAndTimesAreComparedByShape() {
        #expect(MarkdownExamples.matches(["CHF\u{A0}84.50  "], ["CHF 84.50"]))
        #expect(MarkdownExamples.matches([" 3  2026-11-27 02:40  Zermatt"], [" 3  2026-11-26 01:48  Zermatt"]))
        #expect(MarkdownExamples.matches(["1,2026-11-27T02:40:01Z,x"], ["1,2026-11-25T16:48:46Z,x"]))
        #expect(!MarkdownExamples.matches([" 3  2026-11-27 02:40 Zermatt"], [" 3  2026-11-26 01:48  Zermatt"]))
    }
}
