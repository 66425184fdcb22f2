import ArgumentParser
import BillHistory
import SavedBills
import BillRequestKit

extension HistoryTool {
    /// `tipfmt history export --format csv|json [--output FILE]`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the saved bills as CSV or JSON, oldest first.",
            discussion: """
                CSV follows RFC 4180: a header row, CRLF line ends, fields quoted only when they \
                hold a comma, a quote or a line break; amounts are exact decimal strings (84.50, \
                4500) a spreadsheet reads as the right numbers. One row per bill, with \
                --per-person one row per person, or with --per-item one row per person's part of \
                each item of the itemised bills. JSON is the document described in docs/History.md: \
                {"bills": [...], "format": "tipfmt-history", "version": 1}.
                """)

        @Option(help: ArgumentHelp("csv or json.", valueName: "format"))
        var format: ExportFormat = .csv

        @Option(help: ArgumentHelp("Write to this file instead of stdout (- is stdout).", valueName: "file"))
        var output: String?

        @Flag(help: "CSV with one row per person (their share and its bill, tax and tip parts).")
        var perPerson = false

        @Flag(help: "CSV with one row per person's part of each item of the itemised bills.")
        var perItem = false

        @OptionGroup var filter: FilterOptions

        func validate() throws {
            if perPerson && format != .csv {
                throw ValidationError("--per-person is for CSV; the JSON lists every bill's people already")
            }
            if perItem && format != .csv {
                throw ValidationError("--per-item is for CSV; the JSON holds every itemised bill whole already")
            }
            if perItem && perPerson { throw ValidationError("give --per-person or --per-item, not both") }
        }

        func run() throws {
            let bills = Array(try HistoryTool.database(creating: false, reading: true)?.bills(filter.filter()) ?? [])
                .reversed()
            let text: String
            switch format {
            case .csv:
                text =
                    perItem
                    ? HistoryExport.itemsCSV(Array(bills))
                    : perPerson ? HistoryExport.peopleCSV(Array(bills)) : HistoryExport.billsCSV(Array(bills))
            case .json: text = try HistoryExport.json(Array(bills))
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
