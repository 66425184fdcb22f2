import Foundation
import Testing

/// Help texts.
@Suite struct HelpTextTests {
    let cli = Tipfmt()

    @Test func receiptHelpSaysOneTipAndTheRegionsCustom() throws {
        let help = try cli.run("receipt", "--help").stdout
        #expect(!help.contains("repeat for a table"), "\(help)")
        #expect(!help.contains("the presets"), "\(help)")
        #expect(help.contains("region's customary tip"), "\(help)")
    }

    /// No help example breaks inside a quoted argument (argument-parser wraps long lines).
    @Test(arguments: ["calc", "format", "parse", "receipt", "check", "currencies", "currency", "locales", "config"])
    func helpExamplesKeepTheirQuotesOnOneLine(subcommand: String) throws {
        let help = try cli.run([subcommand, "--help"], environment: ["COLUMNS": "80"])
        for line in help.lines where line.trimmingCharacters(in: .whitespaces).hasPrefix("tipfmt ") {
            #expect(line.filter { $0 == "'" }.count % 2 == 0, "\(subcommand): \(line)")
            #expect(line.count <= 80, "\(subcommand): \(line)")
        }
        // A quoted example inside an option's help has no space for the wrapping to break at.
        #expect(!help.lines.contains { $0.hasSuffix("'23.40 +") }, "\(help)")
    }
}
