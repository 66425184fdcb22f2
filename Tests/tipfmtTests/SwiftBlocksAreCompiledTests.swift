import Foundation
import Testing

/// Every Swift block of README.md and docs/*.md is code that some build compiles: its lines, in
/// order, are in a Swift file of a test target or of a package under `Tests/Consumers`
/// (which `scripts/consumers.sh` builds with warnings as errors).
///
/// Lines are compared with their leading and trailing spaces trimmed and blank lines dropped, so a
/// block may sit indented inside a test's function, and a block's `import` lines may be anywhere
/// in the file (a file has them at its top); everything else must be as the page shows it.
@Suite struct SwiftBlocksAreCompiledTests {
    static let root = ExampleWorkspace.packageRoot

    /// The code of every Swift file under Tests/, each as its trimmed, non-blank lines.
    static let compiledFiles: [(path: String, lines: [String])] = {
        let enumerator = FileManager.default.enumerator(atPath: root + "/Tests")
        var files: [(String, [String])] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.contains("/.build") else { continue }
            guard let text = try? String(contentsOfFile: root + "/Tests/" + path, encoding: .utf8) else { continue }
            files.append(("Tests/" + path, normalized(text.components(separatedBy: "\n"))))
        }
        return files
    }()

    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A block's imports, which a Swift file has at its top, apart from its code.
    static func imports(_ lines: [String]) -> (imports: [String], code: [String]) {
        let normal = normalized(lines)
        return (normal.filter { $0.hasPrefix("import ") }, normal.filter { !$0.hasPrefix("import ") })
    }

    /// Whether `needle` occurs in `haystack` as consecutive elements.
    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    @Test(arguments: DocumentationExamplesTests.documents)
    func everySwiftBlockIsCompiled(document: String) throws {
        let text = try DocumentationExamplesTests.text(of: document)
        for block in MarkdownExamples.fencedBlocks(in: text) where block.info == "swift" {
            let (imports, code) = Self.imports(block.lines)
            let home = Self.compiledFiles.first { file in
                let compiled = Self.imports(file.lines)
                return Self.contains(compiled.code, code) && imports.allSatisfy(compiled.imports.contains)
            }
            #expect(
                home != nil,
                "\(document):\(block.firstLine): this Swift block is in no test or consumer package, so nothing compiles it"
            )
        }
    }

    /// The README's FormatCheck test is the consumer's test file, whole.
    @Test func theReadmesFormatCheckTestIsTheConsumersTest() throws {
        let readme = try DocumentationExamplesTests.text(of: "README.md")
        let block = try #require(
            MarkdownExamples.fencedBlocks(in: readme).first {
                $0.info == "swift" && $0.lines.contains("import FormatCheckTesting")
            })
        let test = try String(
            contentsOfFile: Self.root + "/Tests/Consumers/FormatCheckApp/Tests/AppTests/AmountsLookRight.swift",
            encoding: .utf8)
        #expect(block.lines.joined(separator: "\n") + "\n" == test)
    }

    /// The README's Swift program is the MoneyUIApp consumer's `main.swift`, whole, and the text
    /// block after it is what the consumer prints (its expected output, escapes read back and
    /// ICU's no-break spaces shown as spaces).
    @Test func theReadmesSwiftProgramIsTheUIConsumer() throws {
        let readme = try DocumentationExamplesTests.text(of: "README.md")
        let blocks = MarkdownExamples.fencedBlocks(in: readme)
        let index = try #require(
            blocks.firstIndex { $0.info == "swift" && $0.lines.contains("import MoneyFoundation") })
        let consumer = Self.root + "/Tests/Consumers/MoneyUIApp"
        let main = try String(contentsOfFile: consumer + "/Sources/MoneyUIApp/main.swift", encoding: .utf8)
        #expect(blocks[index].lines.joined(separator: "\n") + "\n" == main)
        let shown = try #require(blocks.dropFirst(index + 1).first)
        #expect(shown.info == "text")
        let expected = try String(contentsOfFile: consumer + "/expected-output.txt", encoding: .utf8)
        let printed = ReadmePackageSnippetTests.unescaped(expected).replacing("\u{A0}", with: " ")
            .replacing("\u{202F}", with: " ")
        #expect(shown.lines.joined(separator: "\n") + "\n" == printed)
    }

    @Test func aBlockIsFoundOnlyWhereItsLinesAreConsecutive() {
        #expect(Self.contains(["a", "b", "c"], ["b", "c"]))
        #expect(!Self.contains(["a", "b", "c"], ["a", "c"]))
        #expect(Self.normalized(["    let x = 1", "", "  print(x)  "]) == ["let x = 1", "print(x)"])
    }
}
