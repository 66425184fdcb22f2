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
                StandardStreams.write(try HistoryExport.json(bills))
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

        /// The listing, laid out by BillPresentation's terminal renderer: a header in the language
        /// of `labels`, then one row per bill, each value as it was saved.
        static func lines(_ bills: [SavedBill], labels: ReceiptLabels = .english) -> [String] {
            TerminalRenderer.history(
                bills.map { bill in
                    SavedBillLine(
                        id: bill.id.map(String.init) ?? "",
                        saved: UTCTimestamp(bill.savedAt)?.localText ?? bill.savedAt,
                        note: bill.note ?? "", bill: bill.formatted.bill, tipPercent: bill.formatted.tipPercent,
                        total: bill.formatted.total)
                }, labels: labels)
        }
    }
}
