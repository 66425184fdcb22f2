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
            let other = try TripTool.readTripDocument(file)
            try TripTool.merge(other, into: tripName.name, keeping: try MergeChoices(keep), output: output)
        }
    }

    /// Reads a `trip export` JSON file (`-` for stdin) as a trip.
    ///
    /// - Throws: ``CLIError`` for a file that cannot be read or is not UTF-8, or the trip's own
    ///   error for a document that does not read.
    static func readTripDocument(_ file: String) throws -> Trip {
        try readTripDocument(text: readTripFile(file).text)
    }

    /// Reads a trip file (`-` for stdin) as UTF-8 text: a trip's JSON or a Splitwise CSV export.
    ///
    /// What it carries is counted as it is read (`TripDocumentScanner` for JSON, the lines of a
    /// CSV), so a file past a limit of docs/Limits.md is refused before the rest is read.
    ///
    /// - Returns: The text, and whether it is JSON (its first character is `{`).
    /// - Throws: ``CLIError`` for a file that cannot be read or is not UTF-8, or the trip's
    ///   error for a count past its limit.
    static func readTripFile(_ file: String) throws -> (text: String, isJSON: Bool) {
        var scanner = TripDocumentScanner()
        var isJSON: Bool?
        var lines = 0
        let bytes = try FileSystem.read(file == "-" ? "/dev/stdin" : file, maximumSize: Import.maximumSize) { chunk in
            if isJSON == nil, let first = chunk.first(where: { !Self.leadingBytes.contains($0) }) {
                isJSON = first == UInt8(ascii: "{")
            }
            guard isJSON == false else { return try scanner.feed(chunk) }
            lines += Self.newlines(in: chunk)
            // One header line, and a last row with or without its newline.
            if lines > TripLimits.splitwiseRows + 1 {
                throw TripError.importFile(
                    "it has more than \(TripLimits.splitwiseRows) rows, the most a trip imports (docs/Limits.md)")
            }
        }
        try scanner.finish()
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CLIError.badData("\(file): not valid UTF-8 text")
        }
        return (text, isJSON == true)
    }

    /// How many newlines `chunk` has, found by `memchr` (a CSV's lines are counted as it is read).
    private static func newlines(in chunk: ArraySlice<UInt8>) -> Int {
        chunk.withUnsafeBytes { raw in
            guard var next = raw.baseAddress else { return 0 }
            let end = next + raw.count
            var count = 0
            while next < end, let found = memchr(next, 0x0A, end - next) {
                count += 1
                next = UnsafeRawPointer(found) + 1
            }
            return count
        }
    }

    /// What may come before a file's first character: white space and a byte order mark.
    private static let leadingBytes: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]

    /// Reads a `trip export` JSON document as a trip.
    static func readTripDocument(text: String) throws -> Trip {
        try Trip(json: text)
    }

    /// Merges `other` into the trip named `name` and reports it; with conflicts left, nothing is
    /// saved, each is printed on a line of its own, and ``MergeConflicts`` is thrown.
    ///
    /// With `copyOf` (the file, the name it gives its trip and that trip before `--name`, as
    /// `trip import` reads it), a trip that is not a copy of the one saved here
    /// (``Trip/isCopy(of:)``) is refused naming both; `announcement` is printed first when it is.
    static func merge(
        _ other: Trip, into name: String, keeping choices: MergeChoices, output: TripOutputOptions,
        copyOf source: (file: String, trip: String, original: Trip)? = nil, announcing announcement: String? = nil
    ) throws {
        let wording = try output.wording()
        var merge: TripMerge?
        do {
            _ = try update(name) { trip in
                if let source, !trip.isCopy(of: source.original) {
                    throw CLIError.badData(
                        "\(source.file) holds the trip '\(source.trip)', which shares no bill, payment or setting "
                            + "with the trip '\(trip.name)' saved here; import it under a name of its own "
                            + "(--name NAME), or merge a copy of '\(trip.name)'")
                }
                let done = try trip.merged(with: other, keeping: choices.choices(for: try trip.merged(with: other)))
                merge = done
                // A change with conflicts left is not saved: thrown out of the transaction.
                guard done.conflicts.isEmpty else { throw MergeConflicts(message: "") }
                trip = done.trip
            }
        } catch is MergeConflicts {}
        guard let merge else { return }
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
