import BillPresentation
import ArgumentParser
import BillHistory
import SavedBills
import TipCalc
import BillRequestKit

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

        @Option(
            name: [.short, .long],
            help: ArgumentHelp(
                "The language of the headers (each bill's amounts stay as they were saved). Default: the config's, else LC_ALL/LC_MONETARY/LANG.",
                valueName: "locale"))
        var locale: String?

        func validate() throws {
            if json && locale != nil {
                throw ValidationError("--locale sets the listing's headers; --json has none (its amounts are as saved)")
            }
        }

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
            let labels = try BillWording(locale: locale, environment: .process).labels
            for line in Self.lines(bills, labels: labels) { StandardStreams.printLine(line) }
        }

        /// The widest a note is shown, in columns; longer ones end with `…`.
        static let noteWidth = 32

        /// The listing: a header in the language of `labels`, then one row per bill.
        static func lines(_ bills: [SavedBill], labels: ReceiptLabels = .english) -> [String] {
            var table = TextTable(alignments: [.right, .left, .left, .right, .right, .right])
            table.rows.append(
                [labels[.historyId], labels[.historySaved], labels[.note], labels[.bill], labels[.tip], labels[.total]])
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
