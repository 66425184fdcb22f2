import BillPresentation
import ArgumentParser
import BillHistory
import Foundation
import Money
import TipCalc
import BillRequestKit
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
            guard let output else {
                return try TripTool.write(tripName.name, as: format, decide: decide) { StandardStreams.write($0) }
            }
            try FileSystem.writeOutput(to: output) { sink in
                try TripTool.write(tripName.name, as: format, decide: decide) { try sink.write($0) }
            }
        }

        /// The trip's own settlement, by `--method`.
        private func decide(_ ledger: TripLedger) throws -> SettlementDecision? {
            try SettlementDecision.shown(ledger, method: methodOption.method)
        }
    }

    /// Prints the trip named `name` as its JSON document, read bill by bill (as
    /// ``write(_:as:decide:to:)``), with its own settlement (at home when it has a home currency).
    static func printJSON(_ name: String) throws {
        try printJSON(name) { try SettlementDecision.shown($0) }
    }

    /// Prints the trip named `name` as its JSON document with the settlement `decide` makes of its
    /// ledger: the command's one decision, made before a byte is written, so a refusal prints
    /// nothing.
    ///
    /// With `payCodes`, each transfer carries its payment code (`trip settle --pay-codes`), and a
    /// note on stderr says why a transfer has none.
    static func printJSON(
        _ name: String, payCodes: Bool = false, decide: (TripLedger) throws -> SettlementDecision?
    ) throws {
        try write(name, as: .json, payCodes: payCodes, decide: decide) { StandardStreams.write($0) }
    }

    /// Writes the trip named `name` as its JSON document or its CSV table, a piece at a time.
    ///
    /// The bills are read one by one from the history, the balances and transfers come from its
    /// ledger, so a trip of any size is written in the memory of one bill. The bytes are those of
    /// ``Trip/json(method:rules:basis:)`` and ``Trip/csv(method:)``.
    ///
    /// - Parameters:
    ///   - name: The trip's name.
    ///   - format: JSON or CSV.
    ///   - decide: The settlement the document or table shows, from the trip's ledger; `nil`
    ///     while a bill or payment waits for a rate to the home currency.
    ///   - emit: Writes the next piece.
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)``, what `decide` throws (before anything is
    ///   emitted), or what `emit` throws.
    static func write(
        _ name: String, as format: Export.Format = .json, payCodes: Bool = false,
        decide: (TripLedger) throws -> SettlementDecision? = { try SettlementDecision.shown($0) },
        to emit: (String) throws -> Void
    ) throws {
        guard let database = try database(creating: false) else { throw HistoryError.noSuchTrip(name) }
        switch format {
        case .json:
            var writer: TripJSONWriter?
            try database.streamTrip(
                named: name,
                before: { trip, ledger in
                    let decision = try decide(ledger)
                    var codes: [[TransferPayCode?]]?
                    if payCodes {
                        let made = TransferPayCodes(trip: trip, decision: decision)
                        made.notes.forEach(StandardStreams.note)
                        codes = made.documents
                    }
                    let made = try TripJSONWriter(trip, ledger: ledger, decision: decision, payCodes: codes)
                    try emit(made.opening)
                    writer = made
                },
                eachBill: { _, bill in
                    guard let text = writer?.text(of: bill) else { return }
                    try emit(text)
                })
            if let writer { try emit(writer.closing) }
        case .csv:
            var writer: TripCSVWriter?
            try database.streamTrip(
                named: name,
                before: { trip, ledger in
                    let made = try TripCSVWriter(trip, ledger: ledger, decision: try decide(ledger))
                    try emit(made.opening)
                    writer = made
                },
                eachBill: { _, bill in
                    guard let writer else { return }
                    try emit(writer.text(of: bill))
                })
            if let writer { try emit(writer.closing) }
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

                A JSON file of a trip that exists here (another device's copy) is merged into it, \
                as `tipfmt trip merge` does, with --keep for its conflicts.

                Examples:
                  tipfmt trip import lisbon.json --name Porto
                  tipfmt trip import lisbon.json
                """)

        @Argument(help: ArgumentHelp("The file, or - for stdin.", valueName: "file"))
        var file: String

        @Option(help: ArgumentHelp("The trip's name (a JSON file names its own).", valueName: "name"))
        var name: String?

        @Option(help: ArgumentHelp("A home currency for a Splitwise import.", valueName: "code"))
        var home: String?

        @Option(
            help: ArgumentHelp(
                "When the trip exists: which version of a conflict to keep (see `tipfmt trip merge`).",
                valueName: "side"))
        var keep: [String] = []

        @OptionGroup var output: TripOutputOptions

        func run() throws {
            let wording = try output.wording()
            let choices = try MergeChoices(keep)
            let copy: TripCopy
            switch try TripFile.read(file) {
            case .json(let read):
                if home != nil {
                    throw CLIError.usage("a trip JSON file names its own home currency; leave out --home")
                }
                copy = read
            case .csv(let text):
                if !keep.isEmpty { throw CLIError.usage("--keep is for a trip JSON file that merges into a trip") }
                let header = text.drop { $0 == "\u{FEFF}" }.prefix { !$0.isNewline }
                if header == Trip.csvColumns.joined(separator: ",") {
                    // The CSV is a table for spreadsheets: it has no trip's rules (who shared each
                    // item, the rounding), so a trip comes back whole only from its JSON.
                    throw CLIError.badData(
                        "\(file) is a trip's CSV table, which does not hold the whole trip; import its JSON "
                            + "export instead (`tipfmt trip export NAME --output trip.json`)")
                }
                guard let name else { throw CLIError.usage("give the trip a name with --name NAME") }
                let trip = try SplitwiseImport.trip(
                    csv: text, name: name, home: try home.map { try Currency(code: $0) })
                guard let database = try TripTool.database(creating: true) else {
                    throw HistoryError.noSuchTrip(trip.name)
                }
                try database.createTrip(trip)
                return try report(trip, bills: trip.bills.count, wording: wording)
            }
            // The file's trip as it names itself, before --name.
            let original = copy.head
            let renamed = try name.map(copy.renamed) ?? copy
            let named = renamed.head.name
            guard let database = try TripTool.database(creating: true) else { throw HistoryError.noSuchTrip(named) }
            if try database.tripExists(named: named) {
                // Another copy of a trip saved here: merged, never a second trip or a refusal.
                return try TripTool.merge(
                    renamed, into: named, keeping: choices, output: output,
                    copyOf: (file, original.name, original),
                    announcing: output.json ? nil : TerminalRenderer(wording: wording).tripImportMerges(into: named))
            }
            try database.createTrip(renamed)
            try report(renamed.head, bills: renamed.billIDs.count, wording: wording)
        }

        /// Prints the trip just imported: its JSON document with `--json`, else one line.
        private func report(_ trip: Trip, bills: Int, wording: BillWording) throws {
            if output.json { return try TripTool.printJSON(trip.name) }
            StandardStreams.printLine(
                try TerminalRenderer(wording: wording).confirmation(
                    .imported(bills: bills), of: TripStatement(trip: trip)))
        }
    }
}
