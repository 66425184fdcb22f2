import Foundation
import Testing

/// README.md is a front page: short, with the two quick-start commands, the counts of what the
/// package offers as they are, and a link to every page of the reference in docs/.
@Suite struct ReadmeFrontPageTests {
    static let root = ExampleWorkspace.packageRoot

    static func file(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    @Test func theReadmeIsAboutAPageOrTwo() throws {
        let lines = try Self.file("README.md").components(separatedBy: "\n")
        #expect(lines.count <= 250, "README.md has \(lines.count) lines; reference material belongs in docs/")
    }

    /// The quick start is two commands, one that runs tipfmt and one that runs the tests, and
    /// each script does its own set-up (scripts/setup.sh) before it builds.
    @Test func theQuickStartIsTwoCommandsThatSetThemselvesUp() throws {
        let readme = try Self.file("README.md")
        let block = try #require(MarkdownExamples.fencedBlocks(in: readme).first { $0.info == "sh" })
        let commands = block.lines.map { $0.split(separator: "#").first.map(String.init) ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(commands.count == 2, "\(commands)")
        #expect(commands.first?.hasPrefix("./scripts/tipfmt ") == true)
        #expect(commands.last == "./scripts/test")
        for script in ["scripts/tipfmt", "scripts/test"] {
            let text = try Self.file(script)
            let setUp = try #require(text.range(of: "bash scripts/setup.sh"), "\(script) runs scripts/setup.sh")
            let build = try #require(text.range(of: "swift build") ?? text.range(of: "build-release"))
            #expect(setUp.lowerBound < build.lowerBound, "\(script) sets the machine up before it builds")
            #expect(FileManager.default.isExecutableFile(atPath: Self.root + "/" + script), "\(script) is executable")
        }
    }

    /// The README names every library product of Package.swift, with their count in words, and
    /// every DocC catalog in Sources.
    @Test func theReadmeCountsTheProductsAndCatalogsThereAre() throws {
        let readme = try Self.file("README.md")
        let manifest = try Self.file("Package.swift")
        // TipfmtKit is a product for the fuzz targets only, with no stable API.
        let products = manifest.matches(of: #/\.library\(name: "(\w+)"/#).map { String($0.1) }.filter {
            $0 != "TipfmtKit"
        }
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Sources").filter {
            FileManager.default.fileExists(atPath: Self.root + "/Sources/\($0)/\($0).docc")
        }
        let words = [5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"]
        let productCount = try #require(words[products.count])
        let catalogCount = try #require(words[catalogs.count])
        #expect(readme.contains("\(productCount) library products"), "README.md says there are \(productCount)")
        #expect(readme.contains("\(catalogCount) DocC catalogs"), "README.md says there are \(catalogCount)")
        for name in products + catalogs {
            #expect(readme.contains("`\(name)`"), "README.md names \(name)")
        }
    }

    /// Every page of docs/ is one link away from the README, and every link to one resolves.
    @Test func theReadmeLinksEveryPageInDocs() throws {
        let readme = try Self.file("README.md")
        for page in DocumentationExamplesTests.documents where page.hasPrefix("docs/") {
            #expect(readme.contains("](\(page))"), "README.md links \(page)")
        }
        for link in readme.matches(of: #/\]\(((?:docs|Sources)/[^)#]+)(?:#[^)]*)?\)/#) {
            #expect(
                FileManager.default.fileExists(atPath: Self.root + "/" + link.1),
                "README.md links \(link.1), which exists")
        }
    }

    /// macOS set-up names Homebrew's keg-only ICU and the PKG_CONFIG_PATH it needs, with the
    /// packages Package.swift's CICU target asks Homebrew for.
    @Test func theMacOSSetUpSetsPkgConfigPath() throws {
        let setup = try Self.file("docs/Setup.md")
        #expect(setup.contains(#"export PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig"#))
        #expect(setup.contains("keg-only"))
        let manifest = try Self.file("Package.swift")
        let brew = try #require(manifest.firstMatch(of: #/\.brew\(\["([^"]+)"\]\)/#))
        #expect(setup.contains("brew install \(brew.1) pkg-config"))
        #expect(try Self.file("README.md").contains("PKG_CONFIG_PATH"))
    }
}
