import ArgumentParser
import BillHistory
import BillPresentation
import Money
import TipCalc
import BillRequestKit
import Trips

/// `--by`: the words for ``TripSpending/Grouping`` on the command line.
enum SpendingGroupingOption: String, ExpressibleByArgument, CaseIterable {
    case person, category, day, currency

    var grouping: TripSpending.Grouping { TripSpending.Grouping(rawValue: rawValue) ?? .person }
}

extension TripTool {
    /// `tipfmt trip report NAME [--by person|category|day|currency] [--json|--csv]`.
    struct Report: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "report",
            abstract: "Who spent, paid and owes what: by person, category, day or currency.",
            discussion: """
                Spent is the sum of a person's shares, paid what they paid towards bills, and \
                owes what is left for them to pay, payments included (below zero: they get money \
                back). Each currency is reported on its own, and in the home currency (each bill \
                at its own rate) once every bill has a rate. Categories come from `trip add \
                --category` and from a Splitwise import's Category column.

                Examples:
                  tipfmt trip report Lisbon
                  tipfmt trip report Lisbon --by category
                  tipfmt trip report Lisbon --by day --csv
                """)

        @OptionGroup var tripName: TripNameArgument

        @Option(help: ArgumentHelp("person (the default), category, day or currency.", valueName: "grouping"))
        var by: SpendingGroupingOption = .person

        @Flag(help: "Write the report as CSV (a row per person and group) instead of text.")
        var csv = false

        @OptionGroup var output: TripOutputOptions

        func validate() throws {
            if csv && output.json { throw ValidationError("give --json or --csv, not both") }
        }

        func run() throws {
            let wording = try output.wording()
            guard let database = try TripTool.database(creating: false) else {
                throw HistoryError.noSuchTrip(tripName.name)
            }
            // The bills are summed one by one, never held as a trip; the owes come from the ledger.
            var sums: TripSpendingSums?
            var read: (Trip, TripLedger)?
            try database.streamTrip(
                named: tripName.name,
                before: { trip, ledger in
                    sums = TripSpendingSums(trip, by: by.grouping)
                    read = (trip, ledger)
                },
                eachBill: { _, bill in sums?.add(bill) })
            guard let sums, let (trip, ledger) = read else { throw HistoryError.noSuchTrip(tripName.name) }
            let spending = try sums.spending(ledger: ledger)
            if output.json { return StandardStreams.write(spending.json(trip: trip.name)) }
            if csv { return StandardStreams.write(spending.csv()) }
            try TerminalRenderer(wording: wording)
                .tripSpending(TripStatement.spending(trip, ledger: ledger, report: spending))
                .forEach(StandardStreams.printLine)
        }
    }
}
