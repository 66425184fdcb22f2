#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

import BillPresentation
import TipCalc

#if canImport(SavedBills)
    import Money
    import SavedBills
#endif

/// What `s` does in `tipfmt live`: save the bill as `tipfmt calc … --save` would, when this
/// build has a history.
///
/// The history is a separate program, `tipfmt-history`, which `calc --save` hands a
/// `SavedBill` record (module `SavedBills`). When `tipfmt` is built with that module, ``process``
/// saves through the same `BillSaving.save(calc:results:options:note:)` call `calc` makes, with
/// the child's messages (`saved as bill 12`) caught so they reach the status row instead of
/// the middle of the screen; without it, `s` says the history is not available.
struct LiveHistory: Sendable {
    /// Saves the state's bill; returns what to tell the user.
    let save: @Sendable (LiveState) -> LiveState.Message

    /// The history of this build, or the "not available" answer.
    static func process(options: CalcOptions) -> LiveHistory {
        #if canImport(SavedBills)
            LiveHistory { state in
                guard case .success(let result) = state.result() else {
                    return .error(state.setup.wording.labels[.liveNothingToSave])
                }
                var saved = options
                saved.bill = [state.bill.amountText]
                saved.split = state.partySize
                saved.round = state.rounding
                saved.cash = state.cash
                let (outcome, messages) = capturingOutput { () throws(CLIError) in
                    try BillSaving.save(calc: state.plan, results: [result], options: saved, note: nil)
                }
                let last = messages.split(separator: "\n").last.map { withoutProgramPrefix(String($0)) } ?? ""
                switch outcome {
                case .success: return .info(last.isEmpty ? state.setup.wording.labels[.liveSaved] : last)
                case .failure(let error):
                    return .error(
                        error.message.isEmpty
                            ? (last.isEmpty ? state.setup.wording.labels[.liveNotSaved] : last) : error.message)
                }
            }
        #else
            LiveHistory { state in .error(state.setup.wording.labels[.liveNoHistory]) }
        #endif
    }

    /// A message without the `tipfmt: note: ` (or `tipfmt-history: error: `…) a program put before it.
    static func withoutProgramPrefix(_ line: String) -> String {
        guard line.hasPrefix("tipfmt") else { return line }
        for marker in [": note: ", ": error: "] {
            if let range = line.firstRange(of: marker) { return String(line[range.upperBound...]) }
        }
        return line
    }

    /// Runs `body` with stdout and stderr going to a temporary file (a child process inherits
    /// them), and returns its outcome and what was written.
    static func capturingOutput(_ body: () throws(CLIError) -> Void) -> (Result<Void, CLIError>, String) {
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
