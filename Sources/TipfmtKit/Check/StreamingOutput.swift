import FormatCheck
import BillRequestKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A report or an updated table written as it is made, so neither is ever held whole.
///
/// Where it goes follows ``ReportFile``: the process's own streams (`/dev/stdout`, `/dev/fd/N`)
/// and anything that exists and is not a regular file (a FIFO, a device) are written straight;
/// a regular file (or a new one) is written to `NAME.tmp-PID` beside it, synced, and renamed
/// over it only when ``finish()`` is called, keeping the old file's mode. Until then readers see
/// the old file whole.
struct StreamingOutput {
    private enum Target {
        case standardOutput
        case descriptor(Int32, closes: Bool)
        case temporary(Int32, temporary: String, target: String)
    }

    private let target: Target
    private let path: String
    private let what: String
    private var buffer: [UInt8] = []
    private var failure: Int32 = 0

    /// Whether this output is the process's stdout (so its bytes interleave with printed lines).
    var isStandardOutput: Bool {
        if case .standardOutput = target { return true }
        return false
    }

    /// Opens `path` for writing.
    ///
    /// - Parameters:
    ///   - path: Where to write.
    ///   - what: How errors name it (`the JUnit report`).
    ///   - newFileMode: The mode of a new file, before the umask; an existing file keeps its own.
    /// - Throws: ``CheckError`` naming the path and the system's reason.
    init(path: String, what: String, newFileMode: mode_t) throws(CheckError) {
        self.path = path
        self.what = what
        switch ReportFile.streamDescriptor(path) {
        case 1?:
            target = .standardOutput
            return
        case let descriptor?:
            target = .descriptor(descriptor, closes: false)
            return
        case nil:
            break
        }
        var resolved = path
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let real = realpath(path, nil) {
            // Through a link, the file it names is written, and the link stays a link.
            resolved = String(cString: real)
            free(real)
        }
        if stat(resolved, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    throw CheckError(path: path, line: nil, message: "cannot write \(what): it is a directory")
                }
                // A FIFO, a terminal or a device: write to it; renaming over it would replace it.
                let descriptor = open(resolved, O_WRONLY | O_NOCTTY | O_CLOEXEC)
                guard descriptor >= 0 else {
                    throw CheckError(
                        path: path, line: nil, message: "cannot write \(what): \(FileSystem.errnoReason())")
                }
                target = .descriptor(descriptor, closes: true)
                return
            }
        } else {
            // A report goes where it was asked to, never into folders made up for it: a folder
            // that is missing is usually a typo, or a step of the job that did not run.
            let folder = resolved.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
                separator: "/")
            var folderInfo = stat()
            if !folder.isEmpty && (stat(folder, &folderInfo) != 0 || (folderInfo.st_mode & S_IFMT) != S_IFDIR) {
                throw CheckError(
                    path: path, line: nil,
                    message: "cannot write \(what): the folder '\(folder)' does not exist; create it first")
            }
        }
        let exists = stat(resolved, &info) == 0
        FileSystem.removeStaleTemporaries(of: resolved)
        let temporary = "\(resolved).tmp-\(getpid())"
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        unlink(temporary)
        let descriptor = open(temporary, flags, exists ? info.st_mode & 0o7777 : newFileMode)
        guard descriptor >= 0 else {
            throw CheckError(path: path, line: nil, message: "cannot write \(what): \(FileSystem.errnoReason())")
        }
        // Exactly the old file's mode: open's mode is narrowed by the umask.
        if exists { fchmod(descriptor, info.st_mode & 0o7777) }
        target = .temporary(descriptor, temporary: temporary, target: resolved)
    }

    /// Appends `text`.
    mutating func write(_ text: String) {
        if case .standardOutput = target {
            StandardStreams.write(text)
            return
        }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { drain() }
    }

    /// Appends `bytes`.
    mutating func write(_ bytes: [UInt8]) {
        if case .standardOutput = target {
            StandardStreams.write(String(decoding: bytes, as: UTF8.self))
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { drain() }
    }

    private mutating func drain() {
        guard !buffer.isEmpty else { return }
        switch target {
        case .standardOutput: break
        case .descriptor(let descriptor, _), .temporary(let descriptor, _, _):
            if failure == 0 { failure = FileSystem.writeAll(buffer, to: descriptor) }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is left and, for a regular file, syncs and renames it into place.
    ///
    /// - Throws: ``CheckError`` naming the path and the system's reason; the old file is then
    ///   left as it was.
    mutating func finish() throws(CheckError) {
        drain()
        switch target {
        case .standardOutput:
            return
        case .descriptor(let descriptor, let closes):
            if closes { close(descriptor) }
        case .temporary(let descriptor, let temporary, let resolved):
            if failure == 0 && fsync(descriptor) != 0 { failure = errno }
            if close(descriptor) != 0 && failure == 0 && errno != EINTR { failure = errno }
            if failure == 0 && rename(temporary, resolved) != 0 { failure = errno }
            if failure != 0 { unlink(temporary) }
        }
        if failure != 0 {
            throw CheckError(
                path: path, line: nil, message: "cannot write \(what): \(FileSystem.errnoReason(failure))")
        }
    }

    /// Gives up: a temporary file is removed and the old file left as it was.
    func abandon() {
        if case .temporary(let descriptor, let temporary, _) = target {
            close(descriptor)
            unlink(temporary)
        }
        if case .descriptor(let descriptor, true) = target { close(descriptor) }
    }
}
