#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a table file whole, on POSIX calls (the library needs no Foundation).
///
/// Only a regular file is read: the file is opened without blocking and checked before reading,
/// so a FIFO named as a table is an error instead of a wait for a writer that never comes.
enum TableFile {
    /// Why a file could not be read: the system's reason, or what the file is instead.
    struct Failure: Error {
        var reason: String
    }

    /// The bytes of the regular file at `path`, refused unread when it is larger than
    /// `maximumSize` bytes (its size is taken from `fstat`, so a sparse file costs nothing).
    static func read(_ path: String, maximumSize: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: "cannot read: \(systemReason(errno))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(reason: "cannot read: \(systemReason(errno))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(reason: "cannot read: it is a directory")
        default: throw Failure(reason: "cannot read: it is not a regular file")
        }
        guard info.st_size <= maximumSize else {
            throw Failure(
                reason: "the table is \(Self.mebibytes(Int(info.st_size))), over the limit of "
                    + "\(Self.mebibytes(maximumSize)); split it into smaller tables")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                    Glibc.read(descriptor, buffer.baseAddress, buffer.count)
                #elseif canImport(Darwin)
                    Darwin.read(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: "cannot read: \(systemReason(errno))")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// `2048 MiB`, rounded up, so a size just over the limit never reads as the limit.
    private static func mebibytes(_ size: Int) -> String { "\((size + (1 << 20) - 1) >> 20) MiB" }

    private static func systemReason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
