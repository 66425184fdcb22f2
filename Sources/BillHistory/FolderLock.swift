#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on the history's folder, held while one process creates or migrates
/// the database, so two processes starting on a new file never both run the migrations.
///
/// The lock is on the folder, not on the database file: closing any descriptor of the database
/// file would drop the POSIX locks SQLite holds on it. The kernel releases the lock when the
/// process dies, so a killed process never leaves it behind.
enum FolderLock {
    /// Runs `body` holding the lock on `folder`; `path` names the database in errors.
    static func holding<T>(_ folder: String, path: String, _ body: () throws(HistoryError) -> T) throws(HistoryError)
        -> T
    {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .cannotWrite(path: path, reason: "cannot open its folder: \(HistoryDatabase.reason(errno))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .cannotWrite(path: path, reason: "cannot lock its folder: \(HistoryDatabase.reason(errno))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
