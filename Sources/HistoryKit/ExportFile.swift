import BillHistory
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an export where the user's file is.
///
/// Through a symlink the target is written; a FIFO, a device or `/dev/stdout` is written
/// directly; a regular file (or a new one) gets a temporary file in its folder, synced, then
/// renamed over it with the old file's mode, so a reader never sees half an export.
enum ExportFile {
    /// Writes `bytes` to `path`.
    ///
    /// - Throws: ``HistoryError/cannotExport(path:reason:)`` naming the file and the system's reason.
    static func write(_ bytes: [UInt8], to path: String) throws(HistoryError) {
        var info = stat()
        if stat(path, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR { throw .cannotExport(path: path, reason: "it is a directory") }
            if type != S_IFREG {
                let descriptor = open(path, O_WRONLY | O_CLOEXEC)
                guard descriptor >= 0 else { throw .cannotExport(path: path, reason: reason(errno)) }
                defer { close(descriptor) }
                let failure = writeAll(bytes, to: descriptor)
                if failure != 0 { throw .cannotExport(path: path, reason: reason(failure)) }
                return
            }
            guard let resolved = realpath(path, nil) else { throw .cannotExport(path: path, reason: reason(errno)) }
            let target = String(cString: resolved)
            free(resolved)
            try replace(target, with: bytes, keeping: info.st_mode & 0o7777, named: path)
        } else {
            guard errno == ENOENT else { throw .cannotExport(path: path, reason: reason(errno)) }
            try replace(path, with: bytes, keeping: nil, named: path)
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
