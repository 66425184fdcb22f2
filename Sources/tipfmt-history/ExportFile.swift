import BillHistory
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an export where the user's file is.
///
/// The rules are those `tipfmt`'s own writer keeps (`FileSystem.writeAtomically`), so every
/// `--output` and report file behaves alike:
///
/// - `-`, `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are that descriptor, written as it is
///   (the export command takes `-` as stdout before it gets here);
/// - a symbolic link is followed, through any number of links up to 40, and its target written;
///   the link stays a link, and a dangling link creates the file it points to;
/// - a FIFO or a device is written directly;
/// - a regular file (or a new one) gets a temporary file in its folder, synced, then renamed
///   over it with the old file's mode, so a reader never sees half an export.
enum ExportFile {
    /// Writes `bytes` to `path`.
    ///
    /// - Throws: ``HistoryError/cannotExport(path:reason:)`` naming the file and the system's reason.
    static func write(_ bytes: [UInt8], to path: String) throws(HistoryError) {
        let target: String
        switch try destination(of: path) {
        case .descriptor(let descriptor):
            if descriptor == STDOUT_FILENO { Output.flush() }
            let failure = writeAll(bytes, to: descriptor)
            if failure != 0 { throw .cannotExport(path: path, reason: reason(failure)) }
            return
        case .path(let resolved):
            target = resolved
        }
        var info = stat()
        if stat(target, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR { throw .cannotExport(path: path, reason: "it is a directory") }
            if type != S_IFREG {
                let descriptor = open(target, O_WRONLY | O_CLOEXEC)
                guard descriptor >= 0 else { throw .cannotExport(path: path, reason: reason(errno)) }
                defer { close(descriptor) }
                let failure = writeAll(bytes, to: descriptor)
                if failure != 0 { throw .cannotExport(path: path, reason: reason(failure)) }
                return
            }
            try replace(target, with: bytes, keeping: info.st_mode & 0o7777, named: path)
        } else {
            guard errno == ENOENT else { throw .cannotExport(path: path, reason: reason(errno)) }
            try replace(target, with: bytes, keeping: nil, named: path)
        }
    }

    /// Where a write to `path` goes.
    private enum Destination {
        case descriptor(Int32)
        case path(String)
    }

    /// `path` with every symbolic link in its last component followed (up to 40), or the
    /// descriptor a standard name met on the way stands for (`/dev/stdout` → `/proc/self/fd/1`).
    private static func destination(of path: String) throws(HistoryError) -> Destination {
        var current = path
        for _ in 0..<40 {
            if let descriptor = standardDescriptor(current) { return .descriptor(descriptor) }
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return .path(current) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { throw .cannotExport(path: path, reason: reason(errno)) }
            let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if link.hasPrefix("/") {
                current = link
            } else if let slash = current.lastIndex(of: "/") {
                current = String(current[...slash]) + link
            } else {
                current = link
            }
        }
        throw .cannotExport(path: path, reason: reason(ELOOP))
    }

    /// The descriptor `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` names.
    private static func standardDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.utf8.count))
            }
            return nil
        }
    }

    /// Writes a temporary file beside `target` and renames it over `target`; the new file gets
    /// `mode` when given (the old file's), else 0666 less the umask.
    private static func replace(_ target: String, with bytes: [UInt8], keeping mode: mode_t?, named path: String)
        throws(HistoryError)
    {
        let parts = target.split(separator: "/", omittingEmptySubsequences: false)
        let folder = parts.dropLast().joined(separator: "/")
        let name = parts.last.map(String.init) ?? target
        let temporary = (folder.isEmpty && !target.hasPrefix("/") ? "" : folder + "/") + ".\(name).tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .cannotExport(path: path, reason: reason(errno)) }
        var failure = writeAll(bytes, to: descriptor)
        if failure == 0, let mode, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0 && rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .cannotExport(path: path, reason: reason(failure))
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                    let count = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                #elseif canImport(Darwin)
                    let count = Darwin.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                #endif
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return 0
        }
    }

    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
