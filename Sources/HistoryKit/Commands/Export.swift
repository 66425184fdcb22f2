import ArgumentParser
import BillHistory
import SavedBills
import TipfmtKit

extension HistoryTool {
    /// `tipfmt history export --format csv|json [--output FILE]`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the saved bills as CSV or JSON, oldest first.",
            discussion: """
                CSV follows RFC 4180: a header row, CRLF line ends, fields quoted only when they \
                hold a comma, a quote or a line break; amounts are exact decimal strings (84.50, \
                4500) a spreadsheet reads as the right numbers. One row per bill, or with \
                --per-person one row per person. JSON is the document described in the README \
                (History): {"bills": [...], "format": "tipfmt-history", "version": 1}.
                """)

        @Option(help: ArgumentHelp("csv or json.", valueName: "format"))
        var format: ExportFormat = .csv

        @Option(help: ArgumentHelp("Write to this file instead of stdout (- is stdout).", valueName: "file"))
        var output: String?

        @Flag(help: "CSV with one row per person (their share and its bill, tax and tip parts).")
        var perPerson = false

        @OptionGroup var filter: FilterOptions

        func validate() throws {
            if perPerson && format != .csv {
                throw ValidationError("--per-person is for CSV; the JSON lists every bill's people already")
            }
        }

        func run() throws {
            let bills = Array(try HistoryTool.database(creating: false, reading: true)?.bills(filter.filter()) ?? [])
                .reversed()
            let text: String
            switch format {
            case .csv: text = perPerson ? HistoryExport.peopleCSV(Array(bills)) : HistoryExport.billsCSV(Array(bills))
            case .json: text = HistoryExport.json(Array(bills))
            }
            if let output, output != "-" {
                try FileSystem.writeOutput(Array(text.utf8), to: output)
            } else {
                StandardStreams.write(text)
            }
        }
    }

    /// An export format.
    enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
        case csv, json
    }
}
