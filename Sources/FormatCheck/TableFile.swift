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
        let (descriptor, size) = try open(path, maximumSize: maximumSize)
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        while true {
            let chunk = try read(descriptor, upTo: 1 << 16)
            if chunk.isEmpty { return bytes }
            bytes += chunk
        }
    }

    /// Opens the regular file at `path` for reading and returns its descriptor (the caller
    /// closes it) and size, refusing a file over `maximumSize` bytes before reading any of it.
    static func open(_ path: String, maximumSize: Int) throws(Failure) -> (Int32, Int) {
        #if canImport(Glibc)
            let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        #elseif canImport(Darwin)
            let descriptor = Darwin.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        #endif
        guard descriptor >= 0 else { throw Failure(reason: "cannot read: \(systemReason(errno))") }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(reason: "cannot read: \(systemReason(code))")
        }
        let failure: String? =
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                info.st_size <= maximumSize
                    ? nil
                    : "the table is \(Self.mebibytes(Int(info.st_size))), over the limit of "
                        + "\(Self.mebibytes(maximumSize)); split it into smaller tables"
            case S_IFDIR: "cannot read: it is a directory"
            default: "cannot read: it is not a regular file"
            }
        if let failure {
            close(descriptor)
            throw Failure(reason: failure)
        }
        return (descriptor, Int(info.st_size))
    }

    /// Up to `count` more bytes of `descriptor`; empty at the end of the file.
    static func read(_ descriptor: Int32, upTo count: Int) throws(Failure) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: count)
        while true {
            let read = chunk.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                    Glibc.read(descriptor, buffer.baseAddress, buffer.count)
                #elseif canImport(Darwin)
                    Darwin.read(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: "cannot read: \(systemReason(errno))")
            }
            chunk.removeSubrange(read...)
            return chunk
        }
    }

    /// `2048 MiB`, rounded up, so a size just over the limit never reads as the limit.
    private static func mebibytes(_ size: Int) -> String { "\((size + (1 << 20) - 1) >> 20) MiB" }

    private static func systemReason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
