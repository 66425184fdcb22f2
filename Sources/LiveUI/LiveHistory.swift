package import BillRequestKit
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `s` does in `tipfmt live`: save the bill as `tipfmt calc … --save` would, when this
/// build has a history.
///
/// The history is a separate program, `tipfmt-history`, which `calc --save` hands a
/// `SavedBill` record (module `SavedBills`). When `tipfmt` is built with that module, the `live`
/// command's `LiveHistory.process(options:)` (TipfmtKit) saves through the same
/// `BillSaving.save(calc:results:options:note:)` call `calc` makes, with the child's messages
/// (`saved as bill 12`) caught so they reach the status row instead of the middle of the screen;
/// without it, `s` says the history is not available.
package struct LiveHistory: Sendable {
    /// Saves the state's bill; returns what to tell the user.
    package let save: @Sendable (LiveState) -> LiveState.Message

    /// A history whose `s` does `save`.
    package init(save: @escaping @Sendable (LiveState) -> LiveState.Message) {
        self.save = save
    }

    /// A message without the `tipfmt: note: ` (or `tipfmt-history: error: `…) a program put before it.
    package static func withoutProgramPrefix(_ line: String) -> String {
        guard line.hasPrefix("tipfmt") else { return line }
        for marker in [": note: ", ": error: "] {
            if let range = line.firstRange(of: marker) { return String(line[range.upperBound...]) }
        }
        return line
    }

    /// Runs `body` with stdout and stderr going to a temporary file (a child process inherits
    /// them), and returns its outcome and what was written.
    package static func capturingOutput(_ body: () throws(CLIError) -> Void) -> (Result<Void, CLIError>, String) {
        var template = Array("/tmp/tipfmt-live-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else {
            return (.failure(.cannotWrite("cannot make a temporary file: \(FileSystem.errnoReason())")), "")
        }
        unlink(template)
        defer { close(file) }
        let savedOut = dup(STDOUT_FILENO)
        let savedError = dup(STDERR_FILENO)
        StandardStreams.flush()
        _ = dup2(file, STDOUT_FILENO)
        _ = dup2(file, STDERR_FILENO)
        let outcome: Result<Void, CLIError>
        do {
            try body()
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        StandardStreams.flush()
        _ = dup2(savedOut, STDOUT_FILENO)
        _ = dup2(savedError, STDERR_FILENO)
        close(savedOut)
        close(savedError)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        _ = lseek(file, 0, SEEK_SET)
        while true {
            let count = read(file, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return (outcome, String(decoding: bytes, as: UTF8.self))
    }
}
