import Foundation
import Testing

/// docs/JSON.md names every key of every JSON output; each documented command prints exactly
/// those keys.
@Suite struct JSONOutputsTests {
    let cli = Tipfmt.withHistory()

    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/JSON.md")

    /// Each documented command and the keys of its table, in the document's order (a command that
    /// only sets the next one up, such as creating a trip, has no table and is left out).
    static func sections() throws -> [(command: String, keys: [String])] {
        let text = try String(contentsOf: document, encoding: .utf8)
        // A section opens with its command in a fenced block (as MarkdownExamples reads it).
        var sections: [(String, [String])] = []
        var commandsByLine: [Int: String] = [:]
        for example in MarkdownExamples.examples(inDocument: text, named: "docs/JSON.md").joined() {
            commandsByLine[example.line] = example.command
        }
        for (offset, line) in text.components(separatedBy: "\n").enumerated() {
            if let command = commandsByLine[offset + 1] {
                sections.append((command, []))
            } else if line.hasPrefix("| `"), !sections.isEmpty {
                let key = line.dropFirst(3).prefix { $0 != "`" }
                sections[sections.count - 1].1.append(String(key))
            }
        }
        return sections.filter { !$0.1.isEmpty }
    }

    @Test func everyJSONOutputHasTheDocumentedKeys() throws {
        let sections = try Self.sections()
        #expect(sections.count == 12, "\(sections.map(\.command))")
        // The history needs a bill and a trip in it.
        #expect(try cli.run(["calc", "84.50", "--tip", "18", "--save"]).status == 0)
        #expect(try cli.run(["trip", "create", "Lisbon", "--people", "Ann,Ben", "--home", "EUR"]).status == 0)
        #expect(try cli.run(["trip", "add", "Lisbon", "90", "--paid-by", "Ann"]).status == 0)
        let root = Self.document.deletingLastPathComponent().deletingLastPathComponent().path
        for (command, keys) in sections {
            let line = command.replacingOccurrences(of: "Examples/", with: root + "/Examples/")
            let result = try cli.runShell(line.replacingOccurrences(of: "tipfmt ", with: "\"$0\" ", options: .anchored))
            let object = try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any]
            #expect(object?.keys.sorted() == keys, "\(command): \(result)")
            #expect(keys == keys.sorted(), "\(command): the table lists the keys in their printed order")
        }
    }
}
