import ArgumentParser
import ReceiptPrinting
import BillPresentation
import BillRequestKit

extension TipFmt {
    /// `tipfmt printers`: the ESC/POS printer profiles `receipt --format escpos` prints for.
    struct Printers: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "printers",
            abstract: "List the thermal printer profiles of `receipt --format escpos`.",
            discussion: """
                Without a name, one profile per line: its name for --printer, its widths in \
                columns (one per font), its kanji mode and what it is. With a name, that profile's \
                code pages (the ESC t numbers it is sent), kanji mode, commands and source. \
                docs/Printing.md says which languages each prints.

                Examples:
                  tipfmt printers
                  tipfmt printers epson-tm-t88
                """)

        @Argument(help: ArgumentHelp("A profile to describe in full.", valueName: "printer"))
        var printer: String?

        func run() throws {
            guard let printer else {
                let rows = PrinterProfile.all.map { profile in
                    [
                        profile.id, profile.fonts.map { String($0.columns) }.joined(separator: ", "),
                        profile.kanji?.encoding ?? "-", profile.name,
                    ]
                }
                let header = ["PRINTER", "COLUMNS", "KANJI", "NAME"]
                let widths = (0..<header.count).map { column in
                    ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
                }
                for row in [header] + rows {
                    let cells = row.enumerated().map { index, cell in
                        index == row.count - 1 ? cell : DisplayWidth.padded(cell, to: widths[index])
                    }
                    StandardStreams.printLine(cells.joined(separator: "  "))
                }
                return
            }
            let profile = try PrinterProfile.named(printer)
            StandardStreams.printLine(
                "\(profile.id): \(profile.name) (\(profile.vendor), \(profile.paperMillimetres) mm)")
            StandardStreams.printLine(
                "Fonts: "
                    + profile.fonts.map { "\($0.name) \($0.columns) columns (ESC M \($0.number))" }
                    .joined(separator: ", "))
            StandardStreams.printLine("Code pages (ESC t n):")
            let nameWidth = (profile.codePages.map(\.name.count).max() ?? 0) + 2
            for page in profile.codePages {
                let number = DisplayWidth.padded(String(page.number), to: 4)
                StandardStreams.printLine("  \(number)\(DisplayWidth.padded(page.name, to: nameWidth))\(page.script)")
            }
            if let kanji = profile.kanji {
                StandardStreams.printLine(
                    "Kanji mode (FS &, FS .): \(kanji.encoding), \(kanji.script), two columns a character")
            }
            StandardStreams.printLine(
                "Ends with: feed \(profile.feedBeforeEnd) lines"
                    + (profile.commands.cut == nil ? ", no cutter" : ", cut (GS V 66 0)"))
            StandardStreams.printLine(profile.notes)
            if let source = PrinterProfile.sources.first(where: { $0.name == profile.source }) {
                StandardStreams.printLine(
                    "Source: \(profile.basedOn); \(source.title), \(source.url) (\(source.license))")
            }
        }
    }
}
