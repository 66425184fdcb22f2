import Foundation
import Testing

/// A place to run documented examples as a reader would: a shell command line in a folder that
/// holds the files the examples name, with `tipfmt` and `tipfmt-history` on `PATH`, a private
/// home (config, state and history start empty) and a fixed locale and time zone.
///
/// Everything lives under the private home of its ``Tipfmt`` runner, which removes it when the
/// workspace goes away.
struct ExampleWorkspace {
    let cli: Tipfmt
    /// The current directory of every command: the examples' files are here.
    let directory: String

    init() throws {
        cli = Tipfmt(lang: "en_US.UTF-8") { home in
            [
                "PATH": home + "/bin:/usr/bin:/bin",
                "XDG_DATA_HOME": home + "/data",
                "LC_ALL": "en_US.UTF-8",
                "TZ": "UTC",
            ]
        }
        directory = cli.home + "/work"
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: cli.home + "/bin", withIntermediateDirectories: true)
        let builtProducts = (Tipfmt.binary as NSString).deletingLastPathComponent
        for tool in ["tipfmt", "tipfmt-history"] {
            try fileManager.createSymbolicLink(
                atPath: cli.home + "/bin/" + tool, withDestinationPath: builtProducts + "/" + tool)
        }
        try Self.writeFiles(into: directory)
    }

    /// Runs one command line through `/bin/sh -c`, so quoting, pipes, redirections and
    /// `NAME=value` prefixes work as in the reader's shell. Standard input is empty.
    func run(_ commandLine: String) throws -> RunResult {
        try cli.runScript(commandLine, in: directory)
    }

    /// Why an example is not run, or nil when it is.
    static func reasonToSkip(_ commandLine: String) -> String? {
        let words = commandLine.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let tool = words.firstIndex(where: { $0 == "tipfmt" || $0 == "tipfmt-history" }) else { return nil }
        let command = words.dropFirst(tool + 1).first { !$0.hasPrefix("-") }
        if command == "live", !words.contains("--plain") {
            return "`tipfmt live` draws on a terminal; LiveTerminalTests drives it in tmux"
        }
        return nil
    }

    // MARK: - The files the examples name

    /// The repository's root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Writes the files the README, docs/*.md and the help texts name: the `Examples/` tables
    /// (and `formats.tsv`, `tables/formats.csv` and an empty `build/` for `check`), a rates file
    /// dated today, a few days of the ECB history around 1 May 2026 (`eurofxref-hist.csv`), and the bills of docs/ItemisedBills.md as `dinner.bill` and `dinner.json`.
    private static func writeFiles(into directory: String) throws {
        let fileManager = FileManager.default
        for folder in ["Examples", "tables", "build"] {
            try fileManager.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        for table in try fileManager.contentsOfDirectory(atPath: packageRoot + "/Examples") {
            try fileManager.copyItem(
                atPath: packageRoot + "/Examples/" + table, toPath: directory + "/Examples/" + table)
        }
        try fileManager.copyItem(atPath: packageRoot + "/Examples/formats.tsv", toPath: directory + "/formats.tsv")
        try "locale,currency,amount,expected\nen_US,USD,5,$5.00\n".write(
            toFile: directory + "/tables/formats.csv", atomically: true, encoding: .utf8)
        try RatesFileAgeTests.ratesFile(date: RatesFileAgeTests.today()).write(
            toFile: directory + "/eurofxref-daily.xml", atomically: true, encoding: .utf8)
        try RatesByDateCommandTests.history.write(
            toFile: directory + "/eurofxref-hist.csv", atomically: true, encoding: .utf8)
        let guide = try String(contentsOfFile: packageRoot + "/docs/ItemisedBills.md", encoding: .utf8)
        let blocks = MarkdownExamples.fencedBlocks(in: guide)
        let text = try #require(
            blocks.first { $0.info == "" && $0.lines.first?.hasPrefix("# Dinner") == true },
            "docs/ItemisedBills.md has the text form's example bill (a block starting '# Dinner')")
        try (text.lines.joined(separator: "\n") + "\n").write(
            toFile: directory + "/dinner.bill", atomically: true, encoding: .utf8)
        let json = try #require(
            blocks.first { $0.info == "json" && $0.lines.contains { $0.contains("\"items\"") } },
            "docs/ItemisedBills.md has the JSON form's example bill (a json block with \"items\")")
        try (json.lines.joined(separator: "\n") + "\n").write(
            toFile: directory + "/dinner.json", atomically: true, encoding: .utf8)
    }
}
