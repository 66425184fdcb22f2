import Foundation
import Testing

/// Every example in every `--help` text runs: `tipfmt`'s, each subcommand's (found from the
/// help's own SUBCOMMANDS lists, so a new command is covered) and `tipfmt history`'s, whose help
/// comes from `tipfmt-history`.
///
/// An example is a line of the "Examples:" section that runs `tipfmt` (a trailing `\` continues it
/// on the next line). Text after a run of spaces is either a description, a sentence ending in
/// "." (`Prints X.` says the command prints X), or else exactly what the command prints, with
/// U+00A0 and U+202F written as spaces. The examples of one command run in order in one
/// ``ExampleWorkspace``, so `calc --tip 20` finds the bill of the example before it, and its
/// subcommands' examples go on in the same one (`config get locale` after `config set locale`).
@Suite struct HelpExamplesTests {
    /// One example of a help text.
    struct Example: CustomStringConvertible {
        let help: [String]
        let command: String
        /// What the command prints, when the help says.
        let shown: String?

        var description: String { "tipfmt \(help.joined(separator: " ")) --help: \(command)" }
    }

    /// Runs `tipfmt command… --help`.
    static func help(_ command: [String], cli: Tipfmt) throws -> RunResult {
        let result = try cli.run(command + ["--help"])
        #expect(result.status == 0, "tipfmt \(command.joined(separator: " ")) --help: \(result)")
        return result
    }

    /// Every command path with a help text: `[]` for `tipfmt`, `["config", "set"]`…
    static func commands(cli: Tipfmt) throws -> [[String]] {
        var found: [[String]] = []
        var pending: [[String]] = [[]]
        while let command = pending.popLast() {
            found.append(command)
            let lines = try help(command, cli: cli).lines
            guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { continue }
            for line in lines[(start + 1)...] {
                guard let match = line.wholeMatch(of: #/  ([a-z][a-z-]*)( \(default\))?  .*/#) else {
                    if line.isEmpty || line.hasPrefix("   ") { continue } else { break }
                }
                pending.insert(command + [String(match.1)], at: 0)
            }
        }
        return found
    }

    /// The examples of one help text, in order.
    static func examples(ofHelp lines: [String], command: [String]) -> [Example] {
        var examples: [Example] = []
        var inExamples = false
        var pending = ""
        for line in lines {
            if line.hasSuffix("Examples:") {
                inExamples = true
                continue
            }
            guard inExamples else { continue }
            guard line.hasPrefix("  ") else {
                inExamples = false
                continue
            }
            let text = line.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty, !MarkdownExamples.runsTipfmt(text) {
                // A description too long for the line goes on, indented, on the next.
                if line.hasPrefix("   "), let last = examples.last, let shown = last.shown {
                    examples[examples.count - 1] = Example(
                        help: last.help, command: last.command, shown: shown + " " + text)
                }
                continue
            }
            if text.hasSuffix("\\") {
                pending += text.dropLast().trimmingCharacters(in: .whitespaces) + " "
                continue
            }
            let whole = pending + text
            pending = ""
            if let gap = whole.range(of: "  ") {
                let shown = whole[gap.upperBound...].trimmingCharacters(in: .whitespaces)
                examples.append(Example(help: command, command: String(whole[..<gap.lowerBound]), shown: shown))
            } else {
                examples.append(Example(help: command, command: whole, shown: nil))
            }
        }
        return examples
    }

    /// Lines of an "Examples:" section that start at the left margin: argument-parser wraps a
    /// line longer than 80 columns there, which cuts an example or its description in two.
    static func wrappedExampleLines(ofHelp lines: [String]) -> [String] {
        var inExamples = false
        var wrapped: [String] = []
        for line in lines {
            if line.hasSuffix("Examples:") {
                inExamples = true
            } else if line.isEmpty || line.hasPrefix("USAGE:") {
                inExamples = false
            } else if inExamples, !line.hasPrefix(" ") {
                wrapped.append(line)
            }
        }
        return wrapped
    }

    /// What an example is said to print, or nil when its text describes it.
    static func printed(_ shown: String?) -> String? {
        guard let shown else { return nil }
        if shown.hasPrefix("Prints "), shown.hasSuffix(".") { return String(shown.dropFirst(7).dropLast()) }
        return shown.hasSuffix(".") ? nil : shown
    }

    /// The ids the examples show or delete bills by: the history is given bills up to the
    /// highest before they run (less those the examples save first), so `history show 12` finds one.
    static func billsToSave(before examples: [Example]) -> Int {
        let ids = examples.compactMap { example in
            example.command.firstMatch(of: #/history (?:show|delete) (\d+)/#).flatMap { Int($0.1) }
        }
        guard let highest = ids.max() else { return 0 }
        let firstUse = examples.firstIndex { $0.command.firstMatch(of: #/history (?:show|delete) /#) != nil }
        let savedFirst = examples.prefix(firstUse ?? 0).filter { $0.command.contains("--save") }.count
        return max(0, highest - savedFirst)
    }

    @Test func everyHelpExampleRunsAndPrintsWhatItShows() throws {
        let cli = Tipfmt()
        let commands = try Self.commands(cli: cli)
        var count = 0
        var workspaces: [String: ExampleWorkspace] = [:]
        for command in commands {
            let help = try Self.help(command, cli: cli).lines
            let wrapped = Self.wrappedExampleLines(ofHelp: help)
            #expect(wrapped.isEmpty, "tipfmt \(command.joined(separator: " ")) --help: examples wrap: \(wrapped)")
            let examples = Self.examples(ofHelp: help, command: command)
            let workspace = try workspaces[command.first ?? ""] ?? ExampleWorkspace()
            workspaces[command.first ?? ""] = workspace
            for _ in 0..<Self.billsToSave(before: examples) {
                #expect(try workspace.run("tipfmt calc 10 --tip 10 --save").status == 0)
            }
            for example in examples where ExampleWorkspace.reasonToSkip(example.command) == nil {
                count += 1
                let result = try workspace.run(example.command)
                #expect(result.status == 0, "\(example)\n\(result)")
                if let printed = Self.printed(example.shown) {
                    let output = MarkdownExamples.normalized(result.stdout.trimmingCharacters(in: .newlines))
                    #expect(output == printed, "\(example)\n\(result)")
                }
            }
        }
        #expect(count >= 40, "only \(count) help examples ran")
    }

    /// The help covers every command, `tipfmt history`'s subcommands included.
    @Test func theHelpTextsOfEveryCommandAreFound() throws {
        let commands = try Self.commands(cli: Tipfmt()).map { $0.joined(separator: " ") }
        for command in ["", "calc", "format", "parse", "receipt", "check", "config set", "live", "history show"] {
            #expect(commands.contains(command), "\(commands)")
        }
    }

    /// `tipfmt-history --help` is the help of `tipfmt history`, examples and all.
    @Test func theHistoryToolHasTheSameExamples() throws {
        let cli = Tipfmt()
        let viaTipfmt = Self.examples(ofHelp: try Self.help(["history"], cli: cli).lines, command: ["history"])
        let historyBinary = (Tipfmt.binary as NSString).deletingLastPathComponent + "/tipfmt-history"
        let direct = try cli.runScript("'\(historyBinary)' --help", in: cli.home)
        #expect(direct.status == 0, "\(direct)")
        let ownExamples = Self.examples(ofHelp: direct.lines, command: ["history"])
        #expect(!viaTipfmt.isEmpty)
        #expect(ownExamples.map(\.command) == viaTipfmt.map(\.command))
    }

    @Test func continuedLinesAndShownTextAreRead() {
        let help = [
            "Examples:",
            "  tipfmt format 5 -c USD        $5.00",
            "  tipfmt calc 120 --tax 8.875% \\",
            "      --tip 20 --round up",
            "  seq 1 3 | tipfmt format -c JPY > out.txt",
            "  tipfmt 84.50                  Table of the presets.",
            "  tipfmt check f.tsv --update   Write the actual text into the",
            "                                table.",
            "",
            "USAGE: tipfmt",
            "  tipfmt not an example",
        ]
        let examples = Self.examples(ofHelp: help, command: ["x"])
        #expect(
            examples.map(\.command) == [
                "tipfmt format 5 -c USD", "tipfmt calc 120 --tax 8.875% --tip 20 --round up",
                "seq 1 3 | tipfmt format -c JPY > out.txt", "tipfmt 84.50", "tipfmt check f.tsv --update",
            ])
        #expect(examples.map { Self.printed($0.shown) } == ["$5.00", nil, nil, nil, nil])
        #expect(examples.last?.shown == "Write the actual text into the table.")
        #expect(Self.printed("Prints -42,50 €.") == "-42,50 €")
        let wrapped = ["Examples:", "  tipfmt check --only-rule", "grouping", ""]
        #expect(Self.wrappedExampleLines(ofHelp: wrapped) == ["grouping"])
    }
}
