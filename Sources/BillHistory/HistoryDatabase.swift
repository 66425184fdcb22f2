import GRDB
import Money
import Trips

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bill history: one SQLite file, opened through GRDB, checked to be ours before anything
/// is written, and brought up to date by ``HistorySchema``'s migrations.
///
///     guard let path = HistoryDatabase.defaultPath(environment) else { return }
///     let history = try HistoryDatabase.open(at: path, creating: true)
///     let id = try history.save(bill)
///
/// Safe to use from several processes at once: the file is in WAL mode, writers wait for one
/// another for up to ``busyTimeout`` seconds, and every save is one transaction, so a process
/// killed at any moment leaves each bill either wholly saved or not at all.
///
/// Opening never rewrites a file that is not a tipfmt history (not SQLite, another program's
/// database, damaged, or written by a newer tipfmt): it throws a ``HistoryError`` naming the file
/// first. The checks read only; WAL mode and migrations come after them.
package struct HistoryDatabase: Sendable {
    /// The database file.
    package let path: String
    let queue: DatabaseQueue

    /// How long a writer waits for another process's transaction, in seconds.
    package static let busyTimeout: Double = 10

    /// `$XDG_DATA_HOME/tipfmt/history.sqlite`, else `~/.local/share/tipfmt/history.sqlite`;
    /// `nil` when neither variable holds an absolute path (the XDG spec ignores relative ones).
    package static func defaultPath(_ environment: [String: String]) -> String? {
        func trimmed(_ path: String) -> String {
            var path = path
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            return path == "/" ? "" : path
        }
        if let base = environment["XDG_DATA_HOME"], base.hasPrefix("/") {
            return trimmed(base) + "/tipfmt/history.sqlite"
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return trimmed(home) + "/.local/share/tipfmt/history.sqlite"
    }

    /// Opens the history at `path`, creating it (and its folder, mode 0700) when `creating`.
    ///
    /// - Returns: `nil` when the file does not exist and `creating` is false.
    /// - Throws: ``HistoryError/cannotWrite(path:reason:)`` when the folder or file cannot be
    ///   created or written, ``HistoryError/notAHistory(path:reason:)``,
    ///   ``HistoryError/corrupt(path:reason:)`` or ``HistoryError/newerVersion(path:found:)``
    ///   for a file tipfmt leaves alone.
    package static func open(at path: String, creating: Bool) throws(HistoryError) -> HistoryDatabase? {
        var info = stat()
        if stat(path, &info) != 0 {
            guard errno == ENOENT else { throw .cannotWrite(path: path, reason: Self.reason(errno)) }
            guard creating else { return nil }
            try makeFolder(of: path)
        } else if (info.st_mode & S_IFMT) != S_IFREG {
            throw .notAHistory(path: path, reason: "it is not a regular file")
        }
        let folder = Self.folder(of: path)
        if access(folder, W_OK) != 0 {
            throw .cannotWrite(
                path: path, reason: "its folder '\(folder)' is not writable: \(Self.reason(errno))")
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.foreignKeysEnabled = true
        configuration.label = "tipfmt history"
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw Self.mapped(error, path: path)
        }
        let database = HistoryDatabase(path: path, queue: queue)
        if try database.state() != .current {
            try FolderLock.holding(folder, path: path) { () throws(HistoryError) in
                if try database.state() != .current { try database.migrate() }
            }
        }
        return database
    }

    /// Opens the history at `path` to read it, also when its folder or the file is read-only.
    ///
    /// With a writable folder and file this is ``open(at:creating:)`` without creating. Otherwise
    /// (a backup, a shared mount, another user's history) the file is opened read-only and never
    /// as a writer would: SQLite would create its `-wal` and `-shm` files there with this user as
    /// owner, and the history's owner could then no longer write it. So the file is opened as an
    /// immutable file, after the same checks; one whose WAL file still holds changes is opened
    /// read-only as it is when its `-shm` file is there to read them through.
    ///
    /// - Returns: `nil` when the file does not exist, or is still empty.
    /// - Throws: What ``open(at:creating:)`` throws, and ``HistoryError/cannotWrite(path:reason:)``
    ///   for a history that needs updating, or whose changes cannot be read without writing.
    package static func openForReading(at path: String) throws(HistoryError) -> HistoryDatabase? {
        let folder = Self.folder(of: path)
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            access(folder, W_OK) != 0 || access(path, W_OK) != 0
        else {
            return try open(at: path, creating: false)
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "tipfmt history (read-only)"
        var wal = stat()
        let walHoldsChanges = stat(path + "-wal", &wal) == 0 && wal.st_size > 0
        if walHoldsChanges && access(path + "-shm", R_OK) != 0 {
            throw .cannotWrite(
                path: path,
                reason:
                    "it holds changes not yet written into it, which cannot be read without writing beside it; "
                    + "run a tipfmt history command as its owner first")
        }
        // SQLite reads `file:` names as URIs (Debian builds it with SQLITE_USE_URI); `%`, `?` and
        // `#` in the path are escaped so they stay part of it.
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        let location = walHoldsChanges ? path : "file:\(escaped)?immutable=1"
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: location, configuration: configuration)
        } catch {
            throw Self.mapped(error, path: path)
        }
        let database = HistoryDatabase(path: path, queue: queue)
        switch try database.state() {
        case .current: return database
        case .empty: return nil
        case .older:
            throw .cannotWrite(
                path: path,
                reason: access(folder, W_OK) != 0
                    ? "it needs updating for this tipfmt and its folder '\(folder)' is not writable"
                    : "it needs updating for this tipfmt and this user cannot write it")
        }
    }

    /// Where the file stands against this build's schema.
    enum State: Equatable {
        /// Empty: no tables, no application id (a new file, or one whose creation was cut short).
        case empty
        /// Ours, with migrations still to run.
        case older
        /// Ours and up to date.
        case current
    }

    /// Reads the file's marks without writing anything.
    ///
    /// - Throws: ``HistoryError`` when the file is not ours, damaged, or newer.
    func state() throws(HistoryError) -> State {
        let migrator = HistorySchema.migrator()
        return try reading { db in
            let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
            if applicationID != HistorySchema.applicationID {
                if applicationID == 0 && tables == 0 && version == 0 { return .empty }
                let owner =
                    applicationID == 0
                    ? "an SQLite database with \(tables) schema object\(tables == 1 ? "" : "s") of its own"
                    : "an SQLite database of another application, id \(applicationID)"
                throw HistoryError.notAHistory(path: path, reason: "it is \(owner)")
            }
            // The migrator keeps the version now; a hand-set one above the last tipfmt set is not ours.
            if version > HistorySchema.lastHandSetVersion {
                throw HistoryError.newerVersion(
                    path: path,
                    found:
                        "schema version \(version); this tipfmt knows up to \(HistorySchema.lastHandSetVersion)"
                )
            }
            if try migrator.hasBeenSuperseded(db) {
                let known = Set(migrator.migrations)
                let unknown = try migrator.appliedIdentifiers(db).subtracting(known).sorted()
                throw HistoryError.newerVersion(
                    path: path,
                    found: "migration \(unknown.map { "'\($0)'" }.joined(separator: ", ")) unknown here")
            }
            return try migrator.hasCompletedMigrations(db) ? .current : .older
        }
    }

    /// Marks the file as ours, switches it to WAL and runs the pending migrations (the caller
    /// holds the folder lock).
    ///
    /// The mark comes first: GRDB's migrator creates its `grdb_migrations` table before the first
    /// migration's transaction, so a file cut short there (or read by another process at that
    /// moment) must already say it is a tipfmt history with migrations to run.
    private func migrate() throws(HistoryError) {
        do {
            try queue.writeWithoutTransaction { db in
                let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                guard mode == "wal" else {
                    throw HistoryError.cannotWrite(path: path, reason: "SQLite cannot switch it to WAL mode")
                }
                try db.execute(sql: "PRAGMA application_id = \(HistorySchema.applicationID)")
            }
            queue.writeWithoutTransaction { db in db.clearSchemaCache() }
            try HistorySchema.migrator().migrate(queue)
        } catch {
            throw Self.mapped(error, path: path)
        }
    }

    /// Runs `body` in a read transaction, mapping every failure to a ``HistoryError``.
    ///
    /// GRDB caches the schema per connection and does not see another process change it (a
    /// first save creating the tables while this one waited), so each access starts without it.
    func reading<T>(_ body: (Database) throws -> T) throws(HistoryError) -> T {
        do {
            return try queue.read { db in
                db.clearSchemaCache()
                return try body(db)
            }
        } catch {
            throw Self.mapped(error, path: path)
        }
    }

    /// Runs `body` in one IMMEDIATE write transaction (all of it is saved or none), mapping every
    /// failure to a ``HistoryError``.
    func writing<T>(_ body: (Database) throws -> T) throws(HistoryError) -> T {
        do {
            return try queue.write { db in
                db.clearSchemaCache()
                return try body(db)
            }
        } catch {
            throw Self.mapped(error, path: path)
        }
    }

    /// The ``HistoryError`` for a failure while using the file at `path`.
    static func mapped(_ error: any Error, path: String) -> HistoryError {
        if let error = error as? HistoryError { return error }
        if let error = error as? TripRowError { return .corrupt(path: path, reason: error.description) }
        guard let error = error as? DatabaseError else {
            return .database(path: path, reason: String(describing: error))
        }
        let reason = error.message ?? "SQLite error \(error.resultCode.rawValue)"
        // A trip's balance past 64 bits is refused: a trigger's check (SQLite would have made it a
        // REAL) or SQLite's sum() (the amounts a new home currency adds up).
        let balanceTypeChecked = reason.contains("typeof(amount_minor)") || reason.contains("typeof(home_minor)")
        if (error.resultCode == .SQLITE_CONSTRAINT && balanceTypeChecked) || reason == "integer overflow" {
            return .trip(.money(.overflow("a balance of the trip")))
        }
        switch error.resultCode {
        case .SQLITE_NOTADB:
            return .notAHistory(path: path, reason: "it is not an SQLite database")
        case .SQLITE_CORRUPT:
            return .corrupt(path: path, reason: reason)
        case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH, .SQLITE_FULL,
            .SQLITE_IOERR:
            return .cannotWrite(path: path, reason: reason)
        default:
            return .database(path: path, reason: reason)
        }
    }

    /// Creates the folder of `path` and its parents, new ones with mode 0700.
    private static func makeFolder(of path: String) throws(HistoryError) {
        var prefix = ""
        for component in folder(of: path).split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw .cannotWrite(
                    path: path, reason: "cannot create the folder '\(prefix)': \(reason(errno))")
            }
        }
    }

    /// The folder part of an absolute path.
    static func folder(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let folder = parts.joined(separator: "/")
        return folder.isEmpty ? "/" : folder
    }

    /// The system's words for an `errno`.
    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
