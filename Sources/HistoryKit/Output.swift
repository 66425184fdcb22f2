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

    /// Writes `tipfmt: error: message` to stderr, on one line.
    static func error(_ message: String) {
        flush()
        _ = writeAll(Array("tipfmt: error: \(oneLine(message))\n".utf8), to: STDERR_FILENO)
    }

    /// Writes `tipfmt: note: message` to stderr, on one line.
    static func note(_ message: String) {
        flush()
        _ = writeAll(Array("tipfmt: note: \(oneLine(message))\n".utf8), to: STDERR_FILENO)
    }

    /// The longest message printed, in characters, as `tipfmt` caps its own.
    static let maximumMessageLength = 400

    /// `text` with line breaks and other controls shown escaped (`\n`), cut to ``maximumMessageLength``.
    static func oneLine(_ text: String) -> String {
        var result = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count >= maximumMessageLength {
                result += "…"
                break
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
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
}
