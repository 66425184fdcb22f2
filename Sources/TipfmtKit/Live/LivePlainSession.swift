#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tipfmt live --plain`: the same keys, and one line on stdout per change instead of a screen,
/// for screen readers and terminals without cursor control.
///
/// Keys come from stdin: from a terminal in raw mode (restored on every way out, as in
/// ``LiveSession``), or as bytes from a pipe or file, where a line of text is just keys and
/// Enter (`printf '84.50\n%%20\n' | tipfmt live --plain`). The end of input quits. After each
/// key the line ``LivePlainText/line(for:)`` gives is printed if it differs from the last one.
struct LivePlainSession {
    /// The state, as the last key left it.
    private(set) var state: LiveState
    /// What `s` does.
    let history: LiveHistory

    /// A session starting from `state`.
    init(state: LiveState, history: LiveHistory) {
        self.state = state
        self.history = history
    }

    /// Runs until a quit key or the end of input.
    ///
    /// - Throws: ``CLIError/rejected(_:)`` when stdin cannot be read or set up.
    mutating func run() throws(CLIError) {
        let fromTerminal = isatty(STDIN_FILENO) == 1
        if fromTerminal { try LiveTerminal.enter(alternateScreen: false) }
        defer { if fromTerminal { LiveTerminal.leave() } }
        var last = ""
        func emit(_ state: LiveState) {
            let line = LivePlainText.line(for: state)
            guard line != last else { return }
            StandardStreams.printLine(line)
            StandardStreams.flush()
            last = line
        }
        emit(state)
        var decoder = LiveKeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, decoder.hasPending ? LiveSession.escapeWait : -1)
            if ready < 0 {
                guard errno == EINTR else { throw .rejected("cannot wait for keys: \(FileSystem.errnoReason())") }
                continue
            }
            var keys: [LiveKey] = []
            if ready == 0 {
                keys = decoder.flush()
            } else {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0 {
                    guard errno == EINTR || errno == EAGAIN else {
                        throw .rejected("cannot read standard input: \(FileSystem.errnoReason())")
                    }
                    continue
                }
                if count == 0 {
                    keys = decoder.flush() + [.endOfInput]
                } else {
                    keys = decoder.feed(Array(buffer[0..<count]))
                }
            }
            for key in keys {
                state.apply(key)
                switch state.takeAction() {
                case .quit: return
                case .save: state.report(history.save(state))
                case .copy: copy()
                case .suspend:
                    if fromTerminal {
                        LiveTerminal.suspend()
                        try LiveTerminal.resume()
                    }
                case nil: break
                }
                emit(state)
            }
        }
    }

    /// `y`: the receipt through OSC 52 when stdout is a terminal.
    private mutating func copy() {
        guard Terminal.stdoutIsTerminal else {
            state.report(.error("copying needs a terminal on stdout (it goes through OSC 52)"))
            return
        }
        switch LiveReceipt.text(for: state) {
        case .success(let receipt):
            StandardStreams.write(OSC52.copySequence(receipt))
            state.report(.info("copied the receipt to the clipboard (OSC 52; a terminal may refuse it)"))
        case .failure(let error):
            state.report(.error("nothing to copy: " + error.message))
        }
    }
}

/// The one line `tipfmt live --plain` prints for a state.
enum LivePlainText {
    /// The number being typed, else the last key's message, else the summary.
    ///
    ///     Bill: $84.50; Tip (18%): $15.21; Total: $99.71; Per person: 2 × $33.24, 1 × $33.23 (Tip: 3 × $5.07); rounding: none; cash: off
    static func line(for state: LiveState) -> String {
        if let entry = state.entry { return LiveScreen.prompt(for: entry.kind) + entry.text }
        switch state.message {
        case .error(let text): return "Error: " + text
        case .info(let text): return text
        case nil: return summary(of: state)
        }
    }

    /// `calc`'s summary on one line: each row's label and value joined by `: `, rows by `; `
    /// (an indented row joins the row above it), then the rounding and cash settings.
    static func summary(of state: LiveState) -> String {
        let lines: [String]
        do {
            lines = try state.summaryLines(style: Style(enabled: false))
        } catch {
            return "Cannot calculate: " + error.message
        }
        var parts: [String] = []
        for line in lines {
            let part = joinedCells(line)
            guard !part.isEmpty else { continue }
            // An indented row belongs to the row above it (the home shares, each person's tip
            // under the shares): it joins that part instead of standing as a row of its own.
            if line.hasPrefix(" "), let last = parts.popLast() {
                parts.append(part.contains(": ") ? "\(last) (\(part))" : "\(last) \(part)")
            } else {
                parts.append(part)
            }
        }
        parts.append("rounding: " + state.rounding.rawValue)
        parts.append("cash: " + (state.cash ? "on" : "off"))
        return parts.joined(separator: "; ")
    }

    /// A table row with its column padding replaced: the first gap by `: `, the others by a
    /// space; a row of one cell (the home shares under the shares) is that cell.
    static func joinedCells(_ line: String) -> String {
        let cells = line.split(separator: "  ").map { $0.trimmingBlanks }.filter { !$0.isEmpty }
        guard let first = cells.first else { return "" }
        guard cells.count > 1 else { return String(first) }
        return String(first) + ": " + cells.dropFirst().joined(separator: " ")
    }
}
