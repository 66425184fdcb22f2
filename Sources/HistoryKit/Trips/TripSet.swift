import BillPresentation
import ArgumentParser
import BillHistory
import Money
import TipCalc
import BillRequestKit
import Trips

extension TripTool {
    /// `tipfmt trip set NAME --home EUR`: a home currency set or changed after the trip began.
    struct SetHome: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Set or change a trip's home currency.",
            discussion: """
                Bills and payments already in the new home currency convert at once; the others \
                wait for a rate (`tipfmt trip edit NAME ID --rate R`). A home currency that has \
                rates recorded to it is not changed: the rates would say nothing about the new one.

                Examples:
                  tipfmt trip set Lisbon --home EUR
                """)

        @OptionGroup var tripName: TripNameArgument

        @Option(help: ArgumentHelp("The home currency, such as EUR.", valueName: "code"))
        var home: String

        @OptionGroup var output: TripOutputOptions

        func run() throws {
            let currency = try Currency(code: home)
            let wording = try output.wording()
            guard let database = try TripTool.database(creating: true) else {
                throw HistoryError.noSuchTrip(tripName.name)
            }
            // Changed in the trip's rows: no bill is read.
            let (outline, ledger) = try database.setTripHome(named: tripName.name, to: currency)
            if output.json { return try TripTool.printJSON(outline.trip.name) }
            var statement = TripStatement(trip: outline.trip)
            if !ledger.unconverted.isEmpty {
                statement.unconverted = TripStatement.Unconverted(items: ledger.unconverted, currency: currency)
            }
            let renderer = TerminalRenderer(wording: wording)
            StandardStreams.printLine(renderer.tripHeader(statement))
            if let line = renderer.unconvertedLine(statement) { StandardStreams.printLine(line) }
        }
    }
}
