#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

import BillPresentation
import TipCalc
package import BillRequestKit

/// `tipfmt live --plain`: one line of input at a time and one line on stdout per change, for
/// screen readers, terminals without cursor control, pipes and files.
///
/// Input is read as lines, not keys (``LivePlainInput`` says what a line may be):
/// `printf '84.50\n%%20\np3\n' | tipfmt live --plain`. A terminal stays in its usual line mode,
/// so the line can be edited before Enter. After each line the line `LivePlainText.line(for:)`
/// gives (for the state's view) is printed if it differs from the last one. The end of input, or `q`, quits.
///
/// A line that does not read changes nothing. From a pipe or a file it ends the run with an
/// error naming the line (exit 65) and no summary, so a script never gets figures nobody typed;
/// on a terminal it is shown as `Error: …` and the user types the line again.
package struct LivePlainSession {
    /// The state, as the last line left it.
    package private(set) var state: LiveState
    /// What `s` does.
    package let history: LiveHistory

    /// A session starting from `state`.
    package init(state: LiveState, history: LiveHistory) {
        self.state = state
        self.history = history
    }

    /// Runs until a quit key or the end of input.
    ///
    /// - Throws: ``CLIError/badData(_:)`` for a line that does not read (unless stdin is a
    ///   terminal), ``CLIError/unreadable(_:)`` when stdin cannot be read.
    package mutating func run() throws(CLIError) {
        try run(lines: LineReader(limit: LivePlainInput.maximumLineLength), fromTerminal: isatty(STDIN_FILENO) == 1)
    }

    /// Runs over the lines `reader` gives; `fromTerminal` keeps going after a line that does not read.
    package mutating func run(lines reader: LineReader, fromTerminal: Bool) throws(CLIError) {
        var last = ""
        func emit(_ state: LiveState) {
            let line = LivePlainText.line(for: state.view)
            guard line != last else { return }
            StandardStreams.printLine(line)
            StandardStreams.flush()
            last = line
        }
        emit(state)
        var number = 0
        var quitting = false
        do {
            try reader.forEachLine { (line) throws(CLIError) in
                guard !quitting else { return }
                number += 1
                let outcome: Result<LivePlainInput.Outcome, LivePlainInput.Failure>
                switch line {
                case .text(let bytes):
                    outcome = LivePlainInput.read(bytes, into: state)
                case .tooLong:
                    outcome = .failure(
                        LivePlainInput.Failure(
                            message:
                                "longer than \(LivePlainInput.maximumLineLength) bytes, the longest line live --plain reads"
                        ))
                }
                switch outcome {
                case .failure(let failure):
                    let message = "line \(number): \(failure.message)"
                    guard fromTerminal else { throw .badData(message) }
                    state.report(.error(message))
                case .success(let read):
                    state = read.state
                    for (action, at) in read.actions {
                        switch action {
                        case .quit: quitting = true
                        case .save: state.report(history.save(at))
                        case .copy: copy()
                        case .suspend: break
                        }
                    }
                }
                emit(state)
                // Stop reading: the rest of the input is not ours (a terminal would wait for it).
                if quitting { throw .alreadyReported(0) }
            }
        } catch .alreadyReported(0) {
            return
        }
    }

    /// `y`: the receipt through OSC 52 when stdout is a terminal.
    private mutating func copy() {
        guard Terminal.stdoutIsTerminal else {
            state.report(.error(state.setup.wording.labels[.liveCopyNeedsTerminal]))
            return
        }
        switch LiveReceipt.text(for: state) {
        case .success(let receipt):
            StandardStreams.write(OSC52.copySequence(receipt))
            state.report(.info(state.setup.wording.labels[.liveCopied]))
        case .failure(let error):
            state.report(.error(state.setup.wording.labels.filled(.liveNothingToCopy, ["reason": error.message])))
        }
    }
}
