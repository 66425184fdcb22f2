import ArgumentParser
import BillHistory
import SavedBills
import TipCalc
import TipfmtKit

extension HistoryTool {
    /// `tipfmt history` / `tipfmt history list`: the saved bills, newest first.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List saved bills, newest first (the default subcommand).",
            discussion: """
                One line per bill: its id, the local date and time it was saved, the note, the \
                bill, the tip percentage and the total, each formatted as it was then.
                """)

        @OptionGroup var filter: FilterOptions

        @Flag(help: "Print the bills as the JSON document `export --format json` writes.")
        var json = false

        func run() throws {
            let selection = try filter.filter()
            let bills = try HistoryTool.database(creating: false, reading: true)?.bills(selection) ?? []
            if json {
                StandardStreams.write(HistoryExport.json(bills))
                return
            }
            guard !bills.isEmpty else {
                StandardStreams.note(
                    "no saved bills\(filter.summary); save one with `tipfmt calc 84.50 --tip 18 --save`")
                return
            }
            for line in Self.lines(bills) { StandardStreams.printLine(line) }
        }

        /// The widest a note is shown, in columns; longer ones end with `…`.
        static let noteWidth = 32

        /// The listing: a header, then one row per bill.
        static func lines(_ bills: [SavedBill]) -> [String] {
            var table = TextTable(alignments: [.right, .left, .left, .right, .right, .right])
            table.rows.append(["ID", "Saved", "Note", "Bill", "Tip", "Total"])
            for bill in bills {
                table.rows.append([
                    bill.id.map(String.init) ?? "", UTCTimestamp(bill.savedAt)?.localText ?? bill.savedAt,
                    shortNote(bill.note ?? ""), bill.formatted.bill, bill.formatted.tipPercent, bill.formatted.total,
                ])
            }
            return table.lines()
        }

        /// A note on one line (line breaks and controls become spaces), cut to ``noteWidth`` columns.
        static func shortNote(_ note: String) -> String {
            var line = ""
            for scalar in note.unicodeScalars {
                line.unicodeScalars.append(scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) ? " " : scalar)
            }
            guard DisplayWidth.of(line) > noteWidth else { return line }
            return String(DisplayWidth.prefix(of: line, fitting: noteWidth - 1)) + "…"
        }
    }
}
