import Foundation
import Testing

/// docs/Library.md's *Use it in your package* and the consumer package `Tests/Consumers/ReceiptApp`
/// say the same thing, line for line: the manifest, the three snippets and what they print.
///
/// `scripts/consumers.sh` builds and runs the consumer from scratch and compares its output with
/// its `expected-output.txt`; these tests tie that package to the page, so the snippet a reader
/// copies is the one that was built.
@Suite struct ReadmePackageSnippetTests {
    static let root = ExampleWorkspace.packageRoot
    static let consumer = "Tests/Consumers/ReceiptApp"

    /// The page that shows how a package depends on this one.
    static let page = "docs/Library.md"

    /// The page's section, from its heading to the next `## ` heading.
    static func section() throws -> String {
        let text = try String(contentsOfFile: root + "/" + page, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## Use it in your package"), "\(page) has the section")
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// The section's fenced blocks with `info` (`swift`, `text`), each as its text.
    static func blocks(_ info: String) throws -> [String] {
        MarkdownExamples.fencedBlocks(in: try section()).filter { $0.info == info }.map {
            $0.lines.joined(separator: "\n")
        }
    }

    static func file(_ path: String) throws -> String {
        var text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The section's first Swift block is the consumer's whole `Package.swift`.
    @Test func theManifestIsTheConsumersManifest() throws {
        let manifest = try #require(try Self.blocks("swift").first)
        #expect(manifest == (try Self.file(Self.consumer + "/Package.swift")))
        #expect(manifest.contains(".package(path: \"../tipfmt\")"))
        #expect(manifest.contains(".product(name: \"Money\", package: \"tipfmt\")"))
    }

    /// The other Swift blocks, in order and one blank line apart, are the consumer's `main.swift`.
    @Test func theSnippetsAreTheConsumersCode() throws {
        let snippets = Array(try Self.blocks("swift").dropFirst())
        #expect(snippets.count == 3, "format an amount, split a bill, print a receipt")
        #expect(snippets.joined(separator: "\n\n") == (try Self.file(Self.consumer + "/Sources/ReceiptApp/main.swift")))
        for snippet in snippets {
            let code = snippet.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("import ") }
            #expect(code.count <= 10, "a snippet of about ten lines:\n\(snippet)")
        }
    }

    /// The text blocks, in order, are what the consumer prints: its `expected-output.txt` with
    /// the `<U+A0>` escapes read back, and U+00A0 and U+202F shown as spaces.
    @Test func theShownOutputIsWhatTheConsumerPrints() throws {
        let shown = try Self.blocks("text").joined(separator: "\n")
        let expected = try Self.file(Self.consumer + "/expected-output.txt")
        #expect(shown == Self.unescaped(expected).replacing("\u{A0}", with: " ").replacing("\u{202F}", with: " "))
        #expect(expected.contains("<U+A0>"), "the expected output keeps ICU's no-break spaces")
    }

    /// Every consumer package depends on this one through the page's dependency line, so each
    /// of them builds the snippet's way (scripts/consumers.sh refuses any other).
    @Test func everyConsumerDependsOnThePackageAsTheReadmeSays() throws {
        let manifest = try #require(try Self.blocks("swift").first)
        let dependency = try #require(
            manifest.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first {
                $0.hasPrefix(".package(")
            })
        let consumers = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Tests/Consumers").filter {
            FileManager.default.fileExists(atPath: Self.root + "/Tests/Consumers/\($0)/Package.swift")
        }
        #expect(consumers.count >= 3)
        for name in consumers {
            let text = try Self.file("Tests/Consumers/\(name)/Package.swift")
            #expect(text.contains(dependency), "\(name) depends on tipfmt as \(Self.page) says: \(dependency)")
            #expect(!text.contains("../../.."), "\(name) reaches the package by the README's path")
        }
        let script = try Self.file("scripts/consumers.sh")
        #expect(script.contains("'\(dependency)'"), "scripts/consumers.sh checks for the page's line")
    }

    /// The section links the DocC catalog of every library that has one (every catalog in
    /// Sources), and scripts/docs.sh builds each one.
    @Test func thePageLinksEveryLibrarysCatalog() throws {
        let section = try Self.section()
        let docs = try Self.file("scripts/docs.sh")
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Sources").filter {
            FileManager.default.fileExists(atPath: Self.root + "/Sources/\($0)/\($0).docc")
        }
        #expect(catalogs.count >= 6, "Money, TipCalc, BillPresentation, ReceiptPrinting, Trips, FormatCheck")
        for library in catalogs {
            let page = "Sources/\(library)/\(library).docc/\(library).md"
            #expect(section.contains("(../\(page))"), "\(Self.page) links \(page)")
            #expect(FileManager.default.fileExists(atPath: Self.root + "/" + page), "\(page) exists")
            let built = docs.split(separator: "\n").first { $0.hasPrefix("for target in") }.map {
                $0.split { !$0.isLetter }.map(String.init)
            }
            #expect(built?.contains(library) == true, "scripts/docs.sh builds \(library)")
        }
    }

    /// `<U+A0>`-style escapes back to the scalars they name.
    static func unescaped(_ text: String) -> String {
        text.replacing(#/<U\+([0-9A-F]{2,6})>/#) { match in
            UInt32(match.1, radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? String(match.0)
        }
    }
}
