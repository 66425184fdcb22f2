import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writes to stdout and one-line messages to stderr, as `tipfmt` writes them.
///
/// A failed write to stdout ends the process with exit code 74: quietly when the reader went
/// away (`EPIPE`; SIGPIPE is ignored), with a `tipfmt: error:` line otherwise.
enum Output {
    private static let buffer = Mutex<[UInt8]>([])

    /// Writes `text` to stdout as is.
    static func write(_ text: String) {
        buffer.withLock { bytes in
            bytes.append(contentsOf: text.utf8)
            if bytes.count >= 1 << 16 { drain(&bytes) }
        }
    }

    /// Writes `text` and a newline to stdout.
    static func line(_ text: String) {
        write(text + "\n")
    }

    /// Writes `tipfmt: error: message` to stderr.
    static func error(_ message: String) {
        flush()
        _ = writeAll(Array("tipfmt: error: \(message)\n".utf8), to: STDERR_FILENO)
    }

    /// Writes `tipfmt: note: message` to stderr.
    static func note(_ message: String) {
        flush()
        _ = writeAll(Array("tipfmt: note: \(message)\n".utf8), to: STDERR_FILENO)
    }

    /// Writes what is buffered.
    static func flush() {
        buffer.withLock { drain(&$0) }
    }

    private static func drain(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let code = writeAll(bytes, to: STDOUT_FILENO)
        bytes.removeAll(keepingCapacity: true)
        guard code != 0 else { return }
        if code != EPIPE {
            let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
            _ = writeAll(Array("tipfmt: error: cannot write to standard output: \(reason)\n".utf8), to: STDERR_FILENO)
        }
        exit(74)
    }

    /// Writes every byte, retrying on interruption; returns 0 or the `errno` of the failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += count
            }
            return 0
        }
    }
}
