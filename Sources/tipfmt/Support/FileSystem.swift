#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the tool needs, on POSIX calls (no Foundation on the start-up path).
enum FileSystem {
    /// The largest file the tool reads whole (config, state, rates): 16 MB.
    static let maximumFileSize = 16 << 20

    /// The reason for the current `errno`, such as "No such file or directory".
    static func errnoReason(_ code: Int32 = errno) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Reads a whole file as bytes.
    ///
    /// - Throws: ``CLIError/unreadable(_:)`` naming the file and the system's reason.
    static func read(_ path: String) throws(CLIError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable("cannot read '\(path)': \(errnoReason())") }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw .unreadable("cannot read '\(path)': it is a directory")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { LibC.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable("cannot read '\(path)': \(errnoReason())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumFileSize {
                throw .unreadable("cannot read '\(path)': it is larger than \(maximumFileSize >> 20) MB")
            }
        }
        return bytes
    }

    /// Creates a directory and its parents (mode 0700 for new ones), like `mkdir -p`.
    static func makeDirectories(_ path: String) throws(CLIError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw .cannotWrite("cannot create directory '\(prefix)': \(errnoReason())")
            }
        }
    }

    /// Replaces a file's contents atomically: writes a temporary file in the same directory,
    /// syncs it, then renames it over the target, so a reader sees the old or the new file, never
    /// half of one.
    ///
    /// A new file gets `mode` less the umask (0600: private by default).
    static func writeAtomically(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) throws(CLIError) {
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        if !directory.isEmpty { try makeDirectories(directory) }
        let temporary = "\(path).tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .cannotWrite("cannot write '\(temporary)': \(errnoReason())") }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = LibC.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .cannotWrite("cannot write '\(path)': \(errnoReason(failure))")
        }
    }
}
