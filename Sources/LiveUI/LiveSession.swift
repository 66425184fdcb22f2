#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

import BillPresentation
import TipCalc
package import BillRequestKit

/// The full-screen `tipfmt live`: reads keys from the terminal, applies them to a ``LiveState``,
/// and draws each change (only the rows that changed) before reading the next key.
///
/// The terminal is in raw mode on the alternate screen from ``run()``'s start to its end, and
/// restored however it ends (see ``LiveTerminal``).
package struct LiveSession {
    /// How the session behaves beyond the state.
    package struct Settings: Sendable {
        /// Whether bold, reverse and red may be used (not with `NO_COLOR`).
        package var colour: Bool
        /// Draw every row of every frame: the benchmark's baseline.
        package var redrawsEverything = false
        /// A file to write one line per drawn key to: microseconds from the key's arrival to the
        /// end of the frame's write, and the bytes written.
        package var latencyLog: String?
        /// What `s` does.
        package var history: LiveHistory

        package init(colour: Bool, redrawsEverything: Bool = false, latencyLog: String? = nil, history: LiveHistory) {
            self.colour = colour
            self.redrawsEverything = redrawsEverything
            self.latencyLog = latencyLog
            self.history = history
        }
    }

    /// The state, as the last key left it.
    package private(set) var state: LiveState
    package let settings: Settings

    /// How long a lone Escape waits for the rest of an escape sequence, in milliseconds.
    package static let escapeWait: Int32 = 25

    /// A session starting from `state`.
    package init(state: LiveState, settings: Settings) {
        self.state = state
        self.settings = settings
    }

    /// Runs until a quit key; the terminal is restored when it returns or throws.
    ///
    /// - Throws: ``CLIError/rejected(_:)`` when the terminal cannot be set up or read, and
    ///   ``CLIError/output(_:)`` when the screen cannot be written.
    package mutating func run() throws(CLIError) {
        try LiveTerminal.enter(alternateScreen: true)
        defer { LiveTerminal.leave() }
        var writer = LiveFrameWriter()
        writer.redrawsEverything = settings.redrawsEverything
        var decoder = LiveKeyDecoder()
        var size = LiveTerminal.size()
        var samples: [(nanoseconds: UInt64, bytes: Int)] = []
        defer { if let path = settings.latencyLog { Self.writeLog(samples, to: path) } }
        try draw(&writer, size: size)

        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: LiveTerminal.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, nfds_t(descriptors.count), decoder.hasPending ? Self.escapeWait : -1)
            let start = Self.now()
            if ready < 0 {
                guard errno == EINTR else { throw .rejected("cannot wait for keys: \(FileSystem.errnoReason())") }
                continue
            }
            var keys: [LiveKey] = []
            if ready == 0 { keys = decoder.flush() }
            if descriptors[1].revents != 0 {
                let wakes = LiveTerminal.drainWakes()
                if wakes.contains(.continued) { try LiveTerminal.resume() }
                size = LiveTerminal.size()
                writer.invalidate()
            }
            if descriptors[0].revents != 0 {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0 {
                    guard errno == EINTR || errno == EAGAIN else {
                        throw .rejected("cannot read the keyboard: \(FileSystem.errnoReason())")
                    }
                } else if count == 0 {
                    keys.append(.endOfInput)
                } else {
                    keys.append(contentsOf: decoder.feed(Array(buffer[0..<count])))
                }
            }
            var quitting = false
            var suspended = false
            for key in keys {
                if key == .redraw { writer.invalidate() }
                state.apply(key)
                switch state.takeAction() {
                case .quit:
                    quitting = true
                case .suspend:
                    // As the terminal would for Ctrl-Z without raw mode: the terminal restored, then
                    // SIGTSTP to the whole process group (the shell's job); once continued, raw
                    // mode is back (the SIGTSTP handler) and the screen is drawn again.
                    LiveTerminal.suspend()
                    try LiveTerminal.resume()
                    writer.invalidate()
                    size = LiveTerminal.size()
                    suspended = true
                case let action?:
                    perform(action)
                case nil:
                    break
                }
                if quitting { return }
            }
            let bytes = try draw(&writer, size: size)
            if bytes > 0 && !keys.isEmpty && !suspended { samples.append((Self.now() - start, bytes)) }
        }
    }

    /// Draws the state's frame; returns the bytes written.
    @discardableResult
    private func draw(_ writer: inout LiveFrameWriter, size: (width: Int, height: Int)) throws(CLIError) -> Int {
        let screen = LiveScreen(width: size.width, height: size.height, colour: settings.colour)
        let output = writer.output(for: screen.frame(for: state.view))
        guard !output.isEmpty else { return 0 }
        let bytes = Array(output.utf8)
        try Self.write(bytes)
        return bytes.count
    }

    private mutating func perform(_ action: LiveState.Action) {
        switch action {
        case .quit, .suspend:
            break
        case .save:
            state.report(settings.history.save(state))
        case .copy:
            switch LiveReceipt.text(for: state) {
            case .success(let receipt):
                do {
                    try Self.write(Array(OSC52.copySequence(receipt).utf8))
                    state.report(.info(state.setup.wording.labels[.liveCopied]))
                } catch {
                    state.report(.error(error.message))
                }
            case .failure(let error):
                state.report(.error(state.setup.wording.labels.filled(.liveNothingToCopy, ["reason": error.message])))
            }
        }
    }

    /// Writes all of `bytes` to stdout.
    package static func write(_ bytes: [UInt8]) throws(CLIError) {
        let failure = FileSystem.writeAll(bytes, to: STDOUT_FILENO)
        if failure != 0 { throw .output("cannot write to the terminal: \(FileSystem.errnoReason(failure))") }
    }

    /// Monotonic time in nanoseconds.
    package static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private static func writeLog(_ samples: [(nanoseconds: UInt64, bytes: Int)], to path: String) {
        let text = samples.map { "\($0.nanoseconds / 1000) \($0.bytes)\n" }.joined()
        try? FileSystem.writeAtomically(Array(text.utf8), to: path)
    }
}
