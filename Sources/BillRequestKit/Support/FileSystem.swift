#if canImport(Glibc)
    package import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the tool needs, as small wrappers over POSIX calls (no Foundation on
/// the start-up path).
///
/// Files are written where the user's file is: through a symbolic link to its target; straight
/// into anything that is not a regular file (`/dev/stdout`, a FIFO, a device); and for a regular
/// file through a temporary file in the same folder that is synced and renamed over it, so a
/// reader, or a process killed at any moment, sees the old file or the new one, never half of
/// one. The temporary file, `NAME.tmp-PID`, has the target's mode from the start; one left by a
/// killed process is removed by the next write.
///
/// swift-system 1.8.1 would give typed descriptors and errors, but has no `fsync`, `rename`,
/// `unlink`, `flock`, `readdir` nor `kill`, so it would only have added a second way to call the
/// same C library.
package enum FileSystem {
    /// The largest file the tool reads whole (config, state, rates, tables): 16 MB.
    package static let maximumFileSize = 16 << 20

    /// The reason for the current `errno`, such as "No such file or directory".
    package static func errnoReason(_ code: Int32 = errno) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Whether something exists at `path` (false also when it cannot be looked for).
    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether something exists at `path`: `false` only when it is missing.
    ///
    /// - Throws: ``CLIError/unreadable(_:)`` when it cannot be looked for, as when a folder on the
    ///   way cannot be searched: that is said, not taken for a missing file.
    package static func isPresent(_ path: String) throws(CLIError) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return true }
        let code = errno
        if code == ENOENT || code == ENOTDIR { return false }
        let hint = code == EACCES ? " (a folder on the way cannot be searched)" : ""
        throw .unreadable("cannot look for '\(path)': \(errnoReason(code))\(hint)")
    }

    /// Reads a whole file as bytes.
    ///
    /// The file is opened without blocking and checked before anything is read, so a FIFO where
    /// a config file should be cannot hang the tool.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - regularOnly: Refuse anything but a regular file (config and state files). Otherwise a
    ///     FIFO or device is read too (`--rates <(curl …)`), but never a directory.
    ///   - maximumSize: The most bytes read: a regular file's size is checked before reading, a
    ///     stream's while reading.
    /// - Throws: ``CLIError/unreadable(_:)`` naming the file and the reason.
    package static func read(_ path: String, regularOnly: Bool = false, maximumSize: Int = maximumFileSize)
        throws(CLIError)
        -> [UInt8]
    {
        do {
            return try read(path, regularOnly: regularOnly, maximumSize: maximumSize, eachChunk: { _ in })
        } catch let error as CLIError {
            throw error
        } catch {
            // The chunks are not looked at: the errors are the file's.
            throw .unreadable("cannot read '\(path)': \(error)")
        }
    }

    /// Reads a whole file as bytes, handing each chunk to `eachChunk` as it comes, which may
    /// refuse the file (its error is thrown as it is) before the rest is read.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - regularOnly: Refuse anything but a regular file.
    ///   - maximumSize: The most bytes read.
    ///   - eachChunk: Looks at the bytes just read.
    /// - Throws: ``CLIError/unreadable(_:)`` naming the file and the reason, or what `eachChunk` throws.
    package static func read(
        _ path: String, regularOnly: Bool = false, maximumSize: Int,
        eachChunk: (ArraySlice<UInt8>) throws -> Void
    ) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachChunk(of: path, regularOnly: regularOnly, maximumSize: maximumSize) { chunk in
            try eachChunk(chunk)
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }

    /// The working directory, or `nil` when it cannot be had (removed, unreadable).
    package static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Reads a file a chunk at a time without keeping it, for files read as a stream (an ECB
    /// rates history): `body` gets each chunk of up to 64 KB in order, and what it throws stops
    /// the reading.
    ///
    /// - Throws: ``CLIError/unreadable(_:)`` as ``read(_:regularOnly:maximumSize:)`` does, or what
    ///   `body` throws.
    package static func forEachChunk(
        of path: String, regularOnly: Bool = false, maximumSize: Int = maximumFileSize,
        _ body: (ArraySlice<UInt8>) throws -> Void
    ) throws {
        let limit = "it is larger than \(maximumSize >> 20) MB, the most tipfmt reads"
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CLIError.unreadable("cannot read '\(path)': \(errnoReason())") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw CLIError.unreadable("cannot read '\(path)': \(errnoReason())")
        }
        let kind = Kind(info.st_mode)
        if kind == .directory { throw CLIError.unreadable("cannot read '\(path)': it is a directory") }
        if regularOnly && kind != .regular {
            throw CLIError.unreadable("cannot read '\(path)': it is \(kind.phrase), not a regular file")
        }
        if kind == .regular && Int(info.st_size) > maximumSize {
            throw CLIError.unreadable("cannot read '\(path)': \(limit)")
        }
        if kind != .regular {
            // A FIFO or device is read as a stream: wait for its writer from here on.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        var total = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { LibC.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError.unreadable("cannot read '\(path)': \(errnoReason())")
            }
            if count == 0 { break }
            total += count
            if total > maximumSize { throw CLIError.unreadable("cannot read '\(path)': \(limit)") }
            try body(chunk[0..<count])
        }
    }

    /// Creates a directory and its parents (mode 0700 for new ones), like `mkdir -p`.
    package static func makeDirectories(_ path: String) throws(CLIError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/"
            prefix += String(component)  // String + Substring would run an unspecialized `+`
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw .cannotWrite("cannot create directory '\(prefix)': \(errnoReason())")
            }
        }
    }

    /// Writes a file a person asked for (an export, a report) as ``writeAtomically(_:to:newFileMode:durability:)``
    /// does: `-` and `/dev/stdout` are stdout, links are followed, FIFOs and devices written
    /// directly, a regular file replaced whole.
    ///
    /// As `tipfmt check --update` treats a table, an existing file the user may not write (mode
    /// 0444) is refused rather than replaced (the rename would succeed in a writable folder and
    /// undo the protection), and so is one with several hard links (replacing it would leave the
    /// other names with the old contents).
    ///
    /// - Throws: ``CLIError/cannotWrite(_:)`` naming the file and the reason.
    package static func writeOutput(_ bytes: [UInt8], to path: String) throws(CLIError) {
        try checkReplaceable(path)
        try writeAtomically(bytes, to: path == "-" ? "/dev/stdout" : path)
    }

    /// Writes a file a person asked for as ``writeOutput(_:to:)`` does, its contents made a piece
    /// at a time by `produce`, so a large export needs the memory of one piece.
    ///
    /// The pieces go to a temporary file beside a regular file, which replaces it only once
    /// `produce` returns: an error of `produce` leaves the file as it was, and no temporary.
    ///
    /// - Parameters:
    ///   - path: The file, `-` for stdout.
    ///   - produce: Writes the contents to the sink it is given.
    /// - Throws: ``CLIError/cannotWrite(_:)`` naming the file and the reason, or what `produce` throws.
    package static func writeOutput(to path: String, _ produce: (inout OutputSink) throws -> Void) throws {
        try checkReplaceable(path)
        try writeAtomically(to: path == "-" ? "/dev/stdout" : path, produce)
    }

    /// Refuses to replace a read-only file or one with several hard links, and to write into a
    /// folder that does not exist (see ``writeOutput(_:to:)``): a file a person asked for goes
    /// where they said, never into folders made up for it, as a missing folder is usually a typo.
    private static func checkReplaceable(_ path: String) throws(CLIError) {
        if path != "-" && !path.hasPrefix("/dev/") && !path.hasPrefix("/proc/self/fd/") {
            let folder = directory(of: path)
            var folderInfo = stat()
            if !folder.isEmpty && (stat(folder, &folderInfo) != 0 || Kind(folderInfo.st_mode) != .directory) {
                throw .cannotWrite("cannot write '\(path)': the folder '\(folder)' does not exist; create it first")
            }
            var info = stat()
            if stat(path, &info) == 0 && Kind(info.st_mode) == .regular {
                // The mode bits as well as access(2): root may write anything, but a file made
                // read-only was made so on purpose.
                if (info.st_mode & 0o222) == 0 || access(path, W_OK) != 0 {
                    throw .cannotWrite(
                        "cannot replace '\(path)': it is read-only (mode \(String(info.st_mode & 0o7777, radix: 8))); "
                            + "make it writable (chmod u+w), or write another file")
                }
                if info.st_nlink > 1 {
                    throw .cannotWrite(
                        "cannot replace '\(path)': it has \(info.st_nlink) hard links, and replacing it would split "
                            + "them; write another file, or remove the other links first")
                }
            }
        }
    }

    /// Writes a file where the user's file is, replacing its contents.
    ///
    /// - `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are written to that descriptor, at its
    ///   current position (so `--junit /dev/stdout > report.xml` appends to the redirection).
    /// - A symbolic link is followed (through any number of links, up to 40) and its target
    ///   written; the link stays a link.
    /// - Anything that is not a regular file (a FIFO, a device) is opened and written straight.
    /// - A regular file, or a new one, is written to `NAME.tmp-PID` beside it, synced, and
    ///   renamed over it. The temporary file has the target's mode from the start (a new file:
    ///   `newFileMode` less the umask). Temporaries a killed process left for the same target
    ///   are removed first.
    ///
    /// A write beyond `ulimit -f` (SIGXFSZ is ignored at start-up) fails with "File too large".
    ///
    /// - Parameters:
    ///   - bytes: The whole new contents.
    ///   - path: The file; its missing parent folders are created (mode 0700).
    ///   - newFileMode: The permissions of a file that does not exist yet, before the umask:
    ///     0644 for reports, 0600 for private config and state.
    ///   - durability: Whether the new contents are synced to disk before the call returns.
    /// - Throws: ``CLIError/cannotWrite(_:)`` naming the file and the system's reason; the
    ///   target is then unchanged and no temporary file is left.
    package static func writeAtomically(
        _ bytes: [UInt8], to path: String, newFileMode: mode_t = 0o644, durability: Durability = .synced
    ) throws(CLIError) {
        do {
            try writeAtomically(to: path, newFileMode: newFileMode, durability: durability) { try $0.write(bytes) }
        } catch let error as CLIError {
            throw error
        } catch {
            // Only the sink throws here, and it throws `CLIError`.
            throw .cannotWrite("cannot write '\(path)': \(error)")
        }
    }

    /// Writes a file as ``writeAtomically(_:to:newFileMode:durability:)`` does, its contents made a
    /// piece at a time by `produce`; an error of `produce` leaves a replaced file as it was.
    ///
    /// - Throws: ``CLIError/cannotWrite(_:)``, or what `produce` throws.
    package static func writeAtomically(
        to path: String, newFileMode: mode_t = 0o644, durability: Durability = .synced,
        _ produce: (inout OutputSink) throws -> Void
    ) throws {
        let parent = directory(of: path)
        if !parent.isEmpty { try makeDirectories(parent) }
        let target: String
        switch try resolvingLinks(path) {
        case .descriptor(let descriptor):
            if descriptor == STDOUT_FILENO { StandardStreams.flush() }
            var sink = OutputSink(descriptor: descriptor, name: path)
            try produce(&sink)
            try sink.flush()
            return
        case .path(let resolved):
            target = resolved
        }
        var info = stat()
        let existing = stat(target, &info) == 0
        if existing && Kind(info.st_mode) == .directory {
            throw CLIError.cannotWrite("cannot write '\(path)': it is a directory")
        }
        if existing && Kind(info.st_mode) != .regular {
            try writeStraight(to: target, named: path, produce)
            return
        }
        removeStaleTemporaries(of: target)
        try replace(
            target, mode: existing ? info.st_mode & 0o7777 : nil, newFileMode: newFileMode,
            owner: existing ? (info.st_uid, info.st_gid) : nil, durability: durability, named: path, produce)
    }

    /// Whether a replaced file is synced to disk.
    package enum Durability {
        /// The file and its folder are synced (`fsync`) before the call returns: the new contents
        /// survive a power cut. For what the user wrote or asked for (config, reports).
        case synced
        /// Readers see the old contents or the new, never a mix (the rename is atomic), but the
        /// kernel writes the bytes when it likes: after a power cut the file may be the old one or
        /// empty. For state whose loss costs nothing (the last bill), where two `fsync`s cost
        /// more than the rest of the command (start-up time).
        case atomicOnly
    }

    /// Runs `body` holding an exclusive lock that every tipfmt writer of the file at `path` takes:
    /// a `flock` on the folder that holds the file (after following links), which is never
    /// replaced, unlike the file itself, and needs no lock file of its own.
    ///
    /// Read-modify-write updates (`tipfmt config set`) run under it, so two at once both land.
    /// The lock goes with the process, however it ends. A folder that cannot be opened is
    /// written without the lock (the write itself is still atomic).
    ///
    /// - Throws: What `body` throws, or ``CLIError/cannotWrite(_:)`` when the folder cannot be created.
    package static func withExclusiveLock<Result>(
        forWriting path: String, _ body: () throws(CLIError) -> Result
    ) throws(CLIError) -> Result {
        let parent = directory(of: path)
        if !parent.isEmpty { try makeDirectories(parent) }
        var folder = parent
        if case .path(let target) = try? resolvingLinks(path) { folder = directory(of: target) }
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        return try body()
    }

    // MARK: - Writing

    /// `0`, `1` or `2` for the names bash also treats as descriptors: `/dev/stdin`, `/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N`.
    private static func standardDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return STDIN_FILENO
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.utf8.count))
            }
            return nil
        }
    }

    /// Where a write to `path` goes once every symbolic link in its last component is followed
    /// (up to 40): a descriptor for the names of ``standardDescriptor(_:)`` met on the way (as
    /// `/dev/stdout` → `/proc/self/fd/1`), else a path; a dangling link gives the path it points
    /// to, which the write then creates.
    private static func resolvingLinks(_ path: String) throws(CLIError) -> Destination {
        var current = path
        for _ in 0..<40 {
            if let descriptor = standardDescriptor(current) { return .descriptor(descriptor) }
            var info = stat()
            guard lstat(current, &info) == 0, Kind(info.st_mode) == .symbolicLink else { return .path(current) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { throw .cannotWrite("cannot follow the link '\(current)': \(errnoReason())") }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                current = target
            } else {
                let folder = directory(of: current)
                current = folder.isEmpty ? target : folder + "/" + target
            }
        }
        throw .cannotWrite("cannot write '\(path)': \(errnoReason(ELOOP))")
    }

    private enum Destination {
        case descriptor(Int32)
        case path(String)
    }

    /// Writes into an existing FIFO or device as it is: no temporary, no rename, no truncation.
    private static func writeStraight(
        to target: String, named path: String, _ produce: (inout OutputSink) throws -> Void
    )
        throws
    {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CLIError.cannotWrite("cannot write '\(path)': \(errnoReason())") }
        try fill(descriptor, named: path, produce)
        if close(descriptor) != 0 && errno != EINTR {
            throw CLIError.cannotWrite("cannot write '\(path)': \(errnoReason())")
        }
    }

    /// Writes what `produce` makes to `descriptor`; on an error the descriptor is closed and the
    /// error thrown as it is.
    private static func fill(_ descriptor: Int32, named path: String, _ produce: (inout OutputSink) throws -> Void)
        throws
    {
        var sink = OutputSink(descriptor: descriptor, name: path)
        do {
            try produce(&sink)
            try sink.flush()
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Writes `target.tmp-PID`, syncs it (when `durability` says so), renames it over `target`
    /// and syncs the folder.
    private static func replace(
        _ target: String, mode: mode_t?, newFileMode: mode_t, owner: (uid_t, gid_t)?, durability: Durability,
        named path: String, _ produce: (inout OutputSink) throws -> Void
    ) throws {
        let temporary = "\(target).tmp-\(getpid())"
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var descriptor = open(temporary, flags, mode ?? newFileMode)
        if descriptor < 0 && errno == EEXIST {
            // Left by an earlier process that had our process id: it is not running.
            unlink(temporary)
            descriptor = open(temporary, flags, mode ?? newFileMode)
        }
        guard descriptor >= 0 else { throw CLIError.cannotWrite("cannot write '\(path)': \(errnoReason())") }
        var failure: Int32 = 0
        if let mode {
            // Exactly the target's mode (open's mode is narrowed by the umask), and its owner
            // when we may set it (as root); a plain user keeps their own.
            if fchmod(descriptor, mode) != 0 { failure = errno }
            if let owner, owner != (geteuid(), getegid()) { _ = fchown(descriptor, owner.0, owner.1) }
        }
        if failure == 0 {
            do {
                try fill(descriptor, named: path, produce)
            } catch {
                // Nothing replaced: the target keeps its old contents.
                unlink(temporary)
                throw error
            }
        }
        if failure == 0 && durability == .synced && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 && errno != EINTR { failure = errno }
        if failure == 0 && rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw CLIError.cannotWrite("cannot write '\(path)': \(errnoReason(failure))")
        }
        if durability == .synced { syncFolder(of: target) }
    }

    /// Makes a rename durable: the folder's entry is on disk, not only the file's bytes.
    private static func syncFolder(of path: String) {
        let folder = directory(of: path)
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Removes `target.tmp-PID` files that a killed tipfmt left: ours (same owner), regular, and
    /// named after a process that no longer exists.
    package static func removeStaleTemporaries(of target: String) {
        let folder = directory(of: target)
        let prefix = String(target.split(separator: "/", omittingEmptySubsequences: false).last ?? "") + ".tmp-"
        guard let stream = opendir(folder.isEmpty ? "." : folder) else { return }
        defer { closedir(stream) }
        var stale: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.utf8.count)), pid > 0,
                pid != getpid()
            else { continue }
            // kill(pid, 0) fails with ESRCH only when no such process exists.
            if kill(pid, 0) != 0 && errno == ESRCH { stale.append(name) }
        }
        for name in stale {
            let path = folder.isEmpty ? name : folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, Kind(info.st_mode) == .regular, info.st_uid == geteuid() else { continue }
            unlink(path)
        }
    }

    /// Writes every byte, retrying on interruption; returns 0 or the `errno` of the failure.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = LibC.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return 0
        }
    }

    /// Everything before the last `/` (`""` for a bare name, `"/"`-less root parts kept as is).
    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// What kind of file a mode describes, for checks and messages.
    package enum Kind: Equatable {
        case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, other

        package init(_ mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regular
            case S_IFDIR: self = .directory
            case S_IFLNK: self = .symbolicLink
            case S_IFIFO: self = .fifo
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            case S_IFSOCK: self = .socket
            default: self = .other
            }
        }

        /// "a FIFO", "a directory"… for messages.
        package var phrase: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a directory"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO (named pipe)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .other: "a special file"
            }
        }
    }
}
