import Foundation
import Testing

/// Every example in a command's `--help` runs: where the help shows what it prints, it prints
/// exactly that; the others exit 0.
@Suite struct HelpExamplesTests {
    let cli = Tipfmt()

    /// The example lines of `tipfmt help <command>`: the command, and what the help says it prints
    /// (the text after a run of spaces), if anything.
    func examples(_ command: String) throws -> [(line: String, shown: String?)] {
        let help = try cli.run(["help", command])
        var inExamples = false
        var examples: [(String, String?)] = []
        for line in help.lines {
            if line.hasPrefix("Examples:") || line.hasSuffix("Examples:") {
                inExamples = true
                continue
            }
            if line.hasPrefix("USAGE:") { inExamples = false }
            guard inExamples, line.hasPrefix("  tipfmt "), !line.hasSuffix("\\") else { continue }
            let text = line.dropFirst(2)
            if let gap = text.range(of: "  ") {
                let shown = text[gap.upperBound...].trimmingCharacters(in: .whitespaces)
                examples.append((String(text[..<gap.lowerBound]), shown))
            } else {
                examples.append((String(text), nil))
            }
        }
        return examples
    }

    @Test(arguments: ["format", "parse"])
    func examplesPrintWhatTheHelpShows(command: String) throws {
        let examples = try examples(command)
        #expect(examples.count >= 4, "\(examples)")
        for (line, shown) in examples {
            let result = try cli.runShell(line.replacingOccurrences(of: "tipfmt ", with: "\"$0\" ", options: .anchored))
            #expect(result.status == 0, "\(line): \(result)")
            if let shown {
                // The help writes ordinary spaces where the output has U+00A0 or U+202F.
                let printed = result.stdout.trimmingCharacters(in: .newlines)
                    .replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
                #expect(printed == shown, "\(line): \(result)")
            }
        }
    }

    @Test(arguments: ["calc", "receipt", "currencies", "currency"])
    func examplesRun(command: String) throws {
        let examples = try examples(command)
        #expect(!examples.isEmpty)
        for (line, _) in examples where !line.contains("--tip 20 ") || line.contains("calc 84.50") {
            let result = try cli.runShell(line.replacingOccurrences(of: "tipfmt ", with: "\"$0\" ", options: .anchored))
            #expect(result.status == 0, "\(line): \(result)")
        }
    }
}
