import ArgumentParser
import Foundation
import BillHistory
import BillPresentation
import Money
import TipCalc
import BillRequestKit
import Trips

extension TripTool {
    /// `tipfmt trip merge NAME FILE`: another device's copy of the trip merged into this one.
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Merge another copy of a trip (its `trip export` JSON) into the trip saved here.",
            discussion: """
                Bills, payments, people and the trip's settings (home currency, households) that \
                only one copy changed come through; a bill removed on one copy and untouched on \
                the other is removed. Merging is the same whichever copy is merged into which, and \
                merging the same file again changes nothing.

                A bill (or the settings) changed on both copies in different ways is a conflict: \
                each is shown with both versions, field by field, and nothing is saved. Say which \
                version to keep with --keep mine or --keep theirs (every conflict), or --keep \
                ID=mine, --keep ID=theirs, --keep settings=theirs (one of them), and merge again.

                `tipfmt trip import FILE` merges the same way when the trip exists.

                Examples:
                  tipfmt trip merge Lisbon lisbon.json
                  tipfmt trip merge Lisbon lisbon.json --keep dinner=theirs
                """)

        @OptionGroup var tripName: TripNameArgument

        @Argument(help: ArgumentHelp("The other copy's `trip export` JSON file, or - for stdin.", valueName: "file"))
        var file: String

        @Option(
            help: ArgumentHelp(
                "Which version of a conflict to keep: mine or theirs for every one, or ID=mine, ID=theirs, "
                    + "settings=mine, settings=theirs for one; repeat for several.",
                valueName: "side"))
        var keep: [String] = []

        @OptionGroup var output: TripOutputOptions

        func validate() throws {
            _ = try MergeChoices(keep)
        }

        func run() throws {
            let other: TripCopy
            switch try TripFile.read(file) {
            case .json(let copy): other = copy
            case .csv(let text):
                // Not a JSON document: refused as the trip's reader words it.
                _ = try Trip(json: text)
                throw CLIError.badData("\(file) is not a trip's JSON document")
            }
            try TripTool.merge(other, into: tripName.name, keeping: try MergeChoices(keep), output: output)
        }
    }

    /// Merges `other` into the trip named `name` and reports it; with conflicts left, nothing is
    /// saved, each is printed on a line of its own, and ``MergeConflicts`` is thrown.
    ///
    /// The copy is merged a few bills at a time against the history
    /// (``HistoryDatabase/mergeTrip(named:with:choices:check:)``), so a trip of any size merges
    /// in the memory of those bills.
    ///
    /// With `copyOf` (the file, the name it gives its trip and that trip's head before `--name`,
    /// as `trip import` reads it), a trip that is not a copy of the one saved here
    /// (``Trip/isCopy(of:)``) is refused naming both; `announcement` is printed first when it is.
    static func merge(
        _ other: TripCopy, into name: String, keeping choices: MergeChoices, output: TripOutputOptions,
        copyOf source: (file: String, trip: String, original: Trip)? = nil, announcing announcement: String? = nil
    ) throws {
        let wording = try output.wording()
        guard let database = try database(creating: true) else { throw HistoryError.noSuchTrip(name) }
        let merge = try database.mergeTrip(named: name, with: other, choices: choices.choices(for:)) { trip, bills in
            guard let source, !trip.isCopy(of: source.original, holding: bills, otherHolding: other.billIDs) else {
                return
            }
            throw CLIError.badData(
                "\(source.file) holds the trip '\(source.trip)', which shares no bill, payment or setting "
                    + "with the trip '\(trip.name)' saved here; import it under a name of its own "
                    + "(--name NAME), or merge a copy of '\(trip.name)'")
        }
        if let announcement { StandardStreams.printLine(announcement) }
        let renderer = TerminalRenderer(wording: wording)
        if output.json {
            StandardStreams.write(try JSONText.readable(MergeDocument(merge)))
        } else {
            try renderer.tripMerge(merge).forEach(StandardStreams.printLine)
        }
        if !merge.conflicts.isEmpty { throw MergeConflicts(message: try renderer.tripMergeConflicts(merge)) }
    }
}

/// What `--keep` says: a side for every conflict, or for one subject.
struct MergeChoices {
    /// The side for every conflict, if given.
    let all: TripMerge.Side?
    /// The side for one bill or payment id, or `settings`.
    let one: [String: TripMerge.Side]

    /// Reads `mine`, `theirs`, `ID=mine`, `ID=theirs`, `settings=…`.
    ///
    /// - Throws: `ValidationError` for any other value, or two sides for one id.
    init(_ values: [String]) throws {
        var all: TripMerge.Side?
        var one: [String: TripMerge.Side] = [:]
        for value in values {
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            guard let side = parts.last.flatMap(TripMerge.Side.init(rawValue:)), !(parts.first ?? "").isEmpty else {
                throw ValidationError(
                    "--keep '\(value.prefix(40))': write mine, theirs, ID=mine or ID=theirs (settings=… for the settings)"
                )
            }
            if parts.count == 1 {
                guard all == nil || all == side else {
                    throw ValidationError("--keep mine and --keep theirs: give one")
                }
                all = side
            } else {
                guard one[parts[0]] == nil || one[parts[0]] == side else {
                    throw ValidationError("--keep \(parts[0]) is given both sides; give one")
                }
                one[parts[0]] = side
            }
        }
        self.all = all
        self.one = one
    }

    /// The side for each conflict of `merge` that these choices name.
    func choices(for merge: TripMerge) -> [TripMerge.Subject: TripMerge.Side] {
        var chosen: [TripMerge.Subject: TripMerge.Side] = [:]
        for conflict in merge.conflicts {
            let key: String
            switch conflict.subject {
            case .settings: key = "settings"
            case .bill(let id), .payment(let id): key = id
            }
            if let side = one[key] ?? all { chosen[conflict.subject] = side }
        }
        return chosen
    }
}

/// Conflicts left by a merge: nothing was saved.
///
/// Exit code 1, as for any value a trip's rule refused.
struct MergeConflicts: ReportedError {
    let message: String
    var exitCode: Int32 { 1 }
    var description: String { message }
}

/// `trip merge --json`: what changed and the conflicts (docs/Trips.md).
struct MergeDocument: Encodable {
    struct Difference: Encodable {
        let field: String
        let mine: String
        let theirs: String
    }

    struct Conflict: Encodable {
        /// `bill`, `payment` or `settings`.
        let subject: String
        /// The bill's or payment's id; `null` for the settings.
        let id: String?
        let differences: [Difference]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(subject, forKey: .subject)
            try container.encode(id, forKey: .id)
            try container.encode(differences, forKey: .differences)
        }

        enum CodingKeys: String, CodingKey { case subject, id, differences }
    }

    let trip: String
    let merged: Bool
    let changes: TripMerge.Changes
    let conflicts: [Conflict]

    init(_ merge: TripMerge) {
        trip = merge.trip.name
        merged = merge.conflicts.isEmpty
        changes = merge.changes
        conflicts = merge.conflicts.map { conflict in
            let (subject, id): (String, String?) =
                switch conflict.subject {
                case .settings: ("settings", nil)
                case .bill(let id): ("bill", id)
                case .payment(let id): ("payment", id)
                }
            return Conflict(
                subject: subject, id: id,
                differences: conflict.differences.map { Difference(field: $0.field, mine: $0.mine, theirs: $0.theirs) })
        }
    }
}
