import Money
import Synchronization
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writes to the standard streams on file descriptors 1 and 2: the tool's one boundary
/// to the terminal.
///
/// Lines for a person (``printLine(_:)``, ``printError(_:)``, ``note(_:)``) pass Money's
/// `TerminalText` on the way out: the tool's own colours stay, and any other control character
/// is shown by name (`<ESC>`), so no name, note or file name can steer the terminal even if it
/// skipped the neutraliser where it entered a layout. JSON, CSV, HTML and rendered receipts go
/// through ``write(_:)`` with their own escaping.
///
/// No stdio globals, no Foundation. Standard output is flushed when the buffer fills, per line when it is a terminal,
/// before anything goes to stderr, and before the process exits, so nothing written is lost.
///
/// A failed write to stdout ends the process with exit code 74 at once (a stream of millions of
/// lines does not go on working for nobody): quietly when the reader went away (`EPIPE`, as in
/// `tipfmt format < big.txt | head -1`; SIGPIPE is ignored at start-up), with one
/// `tipfmt: error: cannot write to standard output: …` line otherwise (a full disk).
package enum StandardStreams {
    /// The exit code for a failed write to stdout (`EX_IOERR`).
    package static let outputFailureCode: Int32 = 74

    private struct State {
        var bytes: [UInt8] = []
        var failure: Int32 = 0
    }

    private static let state = Mutex(State())
    private static let bufferSize = 1 << 16

    /// Writes `text` and a newline to stdout.
    package static func printLine(_ text: String) {
        let text = TerminalText.neutralisedKeepingStyle(text)
        state.withLock { state in
            state.bytes.append(contentsOf: text.utf8)
            state.bytes.append(0x0A)
            if Terminal.stdoutIsTerminal || state.bytes.count >= bufferSize { drain(&state) }
        }
    }

    /// Writes a caller's buffer of whole lines to stdout now, after anything buffered here.
    package static func write(lines bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(lines: $0) }
    }

    /// Writes whole lines to stdout (a batch's buffer, without a copy of its own).
    package static func write(lines bytes: UnsafeBufferPointer<UInt8>) {
        state.withLock { state in
            state.bytes.append(contentsOf: bytes)
            drain(&state)
        }
    }

    /// Writes `text` to stdout as is.
    package static func write(_ text: String) {
        state.withLock { state in
            state.bytes.append(contentsOf: text.utf8)
            if state.bytes.count >= bufferSize { drain(&state) }
        }
    }

    /// Writes one line to stderr, flushing stdout first so the two stay in order.
    package static func printError(_ text: String) {
        flush()
        var line = Array(TerminalText.neutralisedKeepingStyle(text).utf8)
        line.append(0x0A)
        _ = FileSystem.writeAll(line, to: STDERR_FILENO)
    }

    /// Writes `tipfmt: note: …` to stderr.
    package static func note(_ text: String) {
        printError("tipfmt: note: " + ErrorReporter.oneLine(text))
    }

    /// Flushes stdout; `false` when a write failed (a full disk, a closed descriptor).
    @discardableResult
    package static func flush() -> Bool {
        state.withLock { state in
            drain(&state)
            return state.failure == 0
        }
    }

    private static func drain(_ state: inout State) {
        guard !state.bytes.isEmpty else { return }
        let code = FileSystem.writeAll(state.bytes, to: STDOUT_FILENO)
        state.bytes.removeAll(keepingCapacity: true)
        guard code != 0 else { return }
        if state.failure == 0 { state.failure = code }
        if code != EPIPE {
            // Straight to stderr: printError would flush stdout again, under this lock.
            let message = "tipfmt: error: cannot write to standard output: \(FileSystem.errnoReason(code))\n"
            _ = FileSystem.writeAll(Array(message.utf8), to: STDERR_FILENO)
        }
        LibC.exit(outputFailureCode)
    }
}
