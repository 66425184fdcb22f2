import FormatCheck
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a report (`check --junit PATH`) goes, as ``StreamingOutput`` writes it.
///
/// - `/dev/stdout` (also `/dev/fd/1`, `/proc/self/fd/1`) goes through ``StandardStreams``, in
///   order with the rest of stdout; `/dev/stderr` and the like go to that descriptor.
/// - Anything else that exists and is not a regular file (a FIFO, a terminal, a device) is
///   opened and written straight, never replaced.
/// - A regular file (or a new one) is replaced atomically: temporary file, then rename. A new
///   report is created with mode 0644 less the umask, as reports usually are.
enum ReportFile {
    /// The mode a new report file is created with, before the umask.
    static let newFileMode: mode_t = 0o644

    /// The descriptor a path names when it is one of the process's own streams.
    ///
    /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`: writing there must use the
    /// descriptor itself, as opening the path anew would start at offset 0 of a redirected file.
    static func streamDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }
}

/// Whether a table may be updated in place, atomically (``StreamingOutput``), keeping its mode.
///
/// A table the user may not write (read-only, mode 0444) is refused rather than replaced: the
/// rename would succeed in a writable folder and silently undo the protection. A table with
/// several hard links is refused too: replacing it by rename would split the links (the other
/// names would keep the old text), and writing it in place could leave it half written if the
/// process stopped; updating a copy, or unlinking the other names first, is the user's choice.
enum TableUpdate {
    /// Throws why the table at `path` must not be updated, if it must not.
    ///
    /// - Throws: ``CheckError`` naming the table and the reason.
    static func preflight(_ path: String) throws(CheckError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        // The mode bits as well as access(2): root may write anything, but a table made
        // read-only was made so on purpose.
        if (info.st_mode & 0o222) == 0 || access(path, W_OK) != 0 {
            throw CheckError(
                path: path, line: nil,
                message: "cannot update a read-only table (mode \(String(info.st_mode & 0o7777, radix: 8))); "
                    + "make it writable (chmod u+w) to update it")
        }
        if info.st_nlink > 1 {
            throw CheckError(
                path: path, line: nil,
                message: "cannot update a table with \(info.st_nlink) hard links: replacing it would split them; "
                    + "update a copy, or remove the other links first")
        }
    }
}
