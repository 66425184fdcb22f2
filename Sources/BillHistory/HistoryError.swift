import Money
package import Trips

/// Why the history could not be opened, read or written, with a message a person can act on.
///
/// Every case that concerns the database file names it; none of them ever leads to the file
/// being replaced or rewritten.
package enum HistoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not a tipfmt history: another program's SQLite database, or not SQLite at all.
    case notAHistory(path: String, reason: String)
    /// The file is a tipfmt history whose pages are damaged.
    case corrupt(path: String, reason: String)
    /// A newer tipfmt wrote the file (a schema version or migration this one does not know).
    case newerVersion(path: String, found: String)
    /// The file or its folder cannot be created, opened or written (a read-only folder, a full disk).
    case cannotWrite(path: String, reason: String)
    /// No saved bill has this id.
    case noSuchBill(Int64)
    /// A record given to save is malformed.
    case invalidRecord(String)
    /// No trip has this name.
    case noSuchTrip(String)
    /// A trip with this name (whatever its ASCII case) is already in the history.
    case tripExists(String)
    /// A change to a trip broke one of its rules (nothing is written).
    case trip(TripError)
    /// Any other SQLite failure.
    case database(path: String, reason: String)

    package var description: String {
        switch self {
        case .notAHistory(let path, let reason):
            "'\(path)' is not a tipfmt history database (\(reason)); tipfmt leaves it as it is: move it away, "
                + "or set XDG_DATA_HOME to use another folder"
        case .corrupt(let path, let reason):
            "the history database '\(path)' is damaged (\(reason)); tipfmt leaves it as it is: "
                + "restore it from a backup or move it away to start a new history"
        case .newerVersion(let path, let found):
            "the history database '\(path)' was written by a newer tipfmt (\(found)); tipfmt leaves it as it is: "
                + "use that newer tipfmt"
        case .cannotWrite(let path, let reason):
            "cannot write the history '\(path)': \(reason)"
        case .noSuchBill(let id):
            "no saved bill has id \(id); `tipfmt history` lists them"
        case .invalidRecord(let reason):
            "cannot save the bill: \(reason)"
        case .noSuchTrip(let name):
            "there is no trip named '\(name)'; `tipfmt trip list` lists them"
        case .tripExists(let name):
            "a trip named '\(name)' already exists; choose another name, or delete it first "
                + "(`tipfmt trip delete \(ShellWord.quoted(name)) --yes`)"
        case .trip(let error):
            error.description
        case .database(let path, let reason):
            "the history database '\(path)' failed: \(reason)"
        }
    }

    /// The process exit code, from the codes tipfmt documents: 1 for a value rejected, 65 for a
    /// file whose contents tipfmt refuses, 73 for one it cannot write.
    package var exitCode: Int32 {
        switch self {
        case .noSuchBill, .noSuchTrip, .tripExists, .trip: 1
        case .notAHistory, .corrupt, .newerVersion, .invalidRecord: 65
        case .cannotWrite, .database: 73
        }
    }
}
