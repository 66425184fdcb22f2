import BillPresentation
import ArgumentParser
import BillHistory
import Foundation
import Money
import TipCalc
import TipfmtKit
import Trips

extension TripTool {
    /// `tipfmt trip export NAME --format json|csv [--output FILE]`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write a trip as JSON (every amount, balance and transfer) or CSV.",
            discussion: """
                JSON is the document docs/Trips.md describes (`tipfmt trip import` reads it back); \
                CSV has one section per table: bills, per-person lines, balances and transfers.
                """)

        enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv }

        @OptionGroup var tripName: TripNameArgument

        @Option(help: ArgumentHelp("json or csv.", valueName: "format"))
        var format: Format = .json

        @Option(
            name: [.customShort("o"), .long],
            help: ArgumentHelp(
                "Write to this file (replaced whole, never half-written) instead of stdout.", valueName: "file"))
        var output: String?

        @Option(
            name: .customLong("method"),
            help: ArgumentHelp("fewest (the proven minimum up to 12 people) or largest-first.", valueName: "method"))
        var methodOption: SettlementMethodOption = .fewest

        func run() throws {
            let trip = try TripTool.trip(named: tripName.name)
            let text =
                format == .json ? try trip.json(method: methodOption.method) : try trip.csv(method: methodOption.method)
            if let output {
                try FileSystem.writeOutput(Array(text.utf8), to: output)
            } else {
                StandardStreams.write(text)
            }
        }
    }

    /// `tipfmt trip import FILE --name NAME`: a Splitwise CSV export or a tipfmt trip JSON.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Import a trip from a Splitwise CSV export or a `tipfmt trip export` JSON file.",
            discussion: """
                A Splitwise export has one row per expense and a column per person; each row \
                becomes a bill (or a payment), in its own currency. An error names the first row \
                that does not read, and nothing is saved. A trip's own CSV export is a table for \
                spreadsheets and is refused: import its JSON export.

                Examples:
                  tipfmt trip import lisbon.json --name Porto
                """)

        @Argument(help: ArgumentHelp("The file, or - for stdin.", valueName: "file"))
        var file: String

        @Option(help: ArgumentHelp("The trip's name (a JSON file names its own).", valueName: "name"))
        var name: String?

        @Option(help: ArgumentHelp("A home currency for a Splitwise import.", valueName: "code"))
        var home: String?

        @OptionGroup var output: TripOutputOptions

        /// The largest file read: a trip of 10,000 bills is far below it.
        static let maximumSize = 64 << 20

        func run() throws {
            let wording = try output.wording()
            let bytes = try FileSystem.read(file == "-" ? "/dev/stdin" : file, maximumSize: Self.maximumSize)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw CLIError.badData("\(file): not valid UTF-8 text")
            }
            var trip: Trip
            if text.unicodeScalars.first(where: { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }) == "{" {
                if home != nil {
                    throw CLIError.usage("a trip JSON file names its own home currency; leave out --home")
                }
                trip = try Trip(json: text)
                if let name { try trip.rename(name) }
            } else {
                let header = text.drop { $0 == "\u{FEFF}" }.prefix { !$0.isNewline }
                if header == Trip.csvColumns.joined(separator: ",") {
                    // The CSV is a table for spreadsheets: it has no trip's rules (who shared each
                    // item, the rounding), so a trip comes back whole only from its JSON.
                    throw CLIError.badData(
                        "\(file) is a trip's CSV table, which does not hold the whole trip; import its JSON "
                            + "export instead (`tipfmt trip export NAME --output trip.json`)")
                }
                guard let name else { throw CLIError.usage("give the trip a name with --name NAME") }
                trip = try SplitwiseImport.trip(
                    csv: text, name: name, home: try home.map { try Currency(code: $0) })
            }
            guard let database = try TripTool.database(creating: true) else { throw HistoryError.noSuchTrip(trip.name) }
            try database.createTrip(trip)
            if output.json { return StandardStreams.write(try trip.json()) }
            StandardStreams.printLine(
                try TerminalRenderer(wording: wording).confirmation(
                    .imported(bills: trip.bills.count), of: TripStatement(trip: trip)))
        }
    }
}
