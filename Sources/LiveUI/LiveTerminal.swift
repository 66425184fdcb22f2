package import BillRequestKit
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal while `tipfmt live` runs: raw mode through termios, the alternate screen, and
/// the signals that must not leave either behind.
///
/// ``enter(alternateScreen:)`` saves the terminal's settings and switches to raw input (no echo,
/// no line editing, Ctrl-C a byte rather than SIGINT; output processing is kept, so `\n` still
/// starts a line). The settings come back on every way out:
/// - ``leave()``, called by the session when it ends, normally or by an error thrown through it;
/// - an `atexit` handler, for a process that calls `exit` from deeper down (a failed write);
/// - handlers for SIGTERM, SIGINT, SIGHUP and SIGQUIT, which restore the terminal and then die
///   of the same signal, so a parent sees what killed the process;
/// - SIGTSTP (Ctrl-Z, `kill -TSTP`) restores the terminal, stops, and puts raw mode back when
///   continued; SIGCONT and SIGWINCH only wake the session (through ``wakeDescriptor``), which
///   redraws.
///
/// The handlers touch nothing but a block of memory allocated before they are installed, and
/// call only `tcsetattr`, `write`, `signal`, `raise` and `pthread_sigmask`, which are
/// async-signal-safe.
package enum LiveTerminal {
    /// What a signal handler told the session, read from ``wakeDescriptor``.
    package enum Wake: UInt8 {
        /// The window changed size (SIGWINCH).
        case resized = 0x57
        /// The process was continued after a stop (SIGCONT).
        case continued = 0x43
    }

    /// Whether standard input and standard output are both terminals.
    package static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// The read end of the pipe signal handlers write a ``Wake`` byte to.
    package static var wakeDescriptor: Int32 { shared.pointee.wakeRead }

    /// Switches the terminal on stdin to raw mode, and stdout to the alternate screen (with the
    /// cursor hidden while drawing and line wrapping off) when `alternateScreen` is set.
    ///
    /// - Throws: ``CLIError/rejected(_:)`` when stdin's settings cannot be read or changed.
    package static func enter(alternateScreen: Bool) throws(CLIError) {
        let state = shared
        guard state.pointee.running == 0 else { return }
        guard tcgetattr(STDIN_FILENO, &state.pointee.original) == 0 else {
            throw .rejected("cannot read the terminal's settings: \(FileSystem.errnoReason())")
        }
        var raw = state.pointee.original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        state.pointee.raw = raw
        state.pointee.alternate = alternateScreen ? 1 : 0
        if state.pointee.wakeRead < 0 {
            var descriptors: [Int32] = [-1, -1]
            guard pipe(&descriptors) == 0 else {
                throw .rejected("cannot create a pipe: \(FileSystem.errnoReason())")
            }
            for descriptor in descriptors {
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            }
            state.pointee.wakeRead = descriptors[0]
            state.pointee.wakeWrite = descriptors[1]
        }
        if state.pointee.exitHandlerInstalled == 0 {
            state.pointee.exitHandlerInstalled = 1
            atexit { restoreTerminal() }
        }
        installHandlers()
        try activate()
        state.pointee.running = 1
    }

    /// Puts raw mode (and the alternate screen) back after the process was continued: the SIGTSTP
    /// handler already did after its own stop, but a SIGSTOP leaves the shell free to change the
    /// terminal's settings while the process is stopped.
    package static func resume() throws(CLIError) {
        guard shared.pointee.running != 0 else { return }
        _ = signal(SIGTSTP, handleStop)
        try activate()
    }

    /// Restores the settings ``enter(alternateScreen:)`` found and leaves the alternate screen.
    package static func leave() {
        shared.pointee.running = 0
        restoreTerminal()
        for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGTSTP, SIGWINCH, SIGCONT] {
            _ = signal(number, SIG_DFL)
        }
    }

    /// Stops the process group (the shell's job) as Ctrl-Z does without raw mode, restoring the
    /// terminal first; returns once continued, with raw mode back (see the SIGTSTP handler).
    package static func suspend() {
        restoreTerminal()
        _ = kill(0, SIGTSTP)
    }

    /// The terminal's size in columns and rows; 80 × 24 when it cannot be asked.
    package static func size() -> (width: Int, height: Int) {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        return (80, 24)
    }

    /// The wake bytes waiting in ``wakeDescriptor``.
    package static func drainWakes() -> Set<Wake> {
        var wakes: Set<Wake> = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(wakeDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            for byte in buffer[0..<count] {
                if let wake = Wake(rawValue: byte) { wakes.insert(wake) }
            }
        }
        return wakes
    }

    private static func activate() throws(CLIError) {
        let state = shared
        guard tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.raw) == 0 else {
            throw .rejected("cannot put the terminal in raw mode: \(FileSystem.errnoReason())")
        }
        state.pointee.active = 1
        if state.pointee.alternate != 0 {
            // Alternate screen, no line wrapping (rows never spill), cleared.
            writeAll(enterSequence)
        }
    }

    private static func installHandlers() {
        for number in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { _ = signal(number, handleTermination) }
        _ = signal(SIGTSTP, handleStop)
        _ = signal(SIGWINCH, handleWake)
        _ = signal(SIGCONT, handleWake)
    }

    /// Everything the signal handlers read, in memory allocated once and never freed.
    fileprivate struct Shared {
        var original = termios()
        var raw = termios()
        var active: Int32 = 0
        var running: Int32 = 0
        var alternate: Int32 = 0
        var exitHandlerInstalled: Int32 = 0
        var wakeRead: Int32 = -1
        var wakeWrite: Int32 = -1
    }

    // Signal handlers and the session share this block by design; nothing else touches it, and
    // the session runs on one thread.
    fileprivate nonisolated(unsafe) static let shared: UnsafeMutablePointer<Shared> = {
        let pointer = UnsafeMutablePointer<Shared>.allocate(capacity: 1)
        pointer.initialize(to: Shared())
        return pointer
    }()

    fileprivate static let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?7l\u{1B}[H\u{1B}[2J"
    fileprivate static let leaveSequence: StaticString = "\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    fileprivate static func writeAll(_ text: StaticString) {
        var offset = 0
        while offset < text.utf8CodeUnitCount {
            let count = write(STDOUT_FILENO, text.utf8Start + offset, text.utf8CodeUnitCount - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}

/// Restores the terminal if raw mode is on; safe in a signal handler.
///
/// SIGTTOU is ignored around `tcsetattr`: when a job is stopped, its shell may already have
/// taken the terminal back, and a process in a background group that changes the terminal's
/// settings is stopped by SIGTTOU unless it ignores it, which would leave the terminal raw.
private func restoreTerminal() {
    let state = LiveTerminal.shared
    guard state.pointee.active != 0 else { return }
    state.pointee.active = 0
    if state.pointee.alternate != 0 { LiveTerminal.writeAll(LiveTerminal.leaveSequence) }
    let previous = signal(SIGTTOU, SIG_IGN)
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.original)
    _ = signal(SIGTTOU, previous)
}

/// SIGTERM, SIGINT, SIGHUP, SIGQUIT: restore the terminal, then die of the signal.
private func handleTermination(_ number: Int32) {
    restoreTerminal()
    _ = signal(number, SIG_DFL)
    _ = raise(number)
}

/// SIGTSTP: restore the terminal, stop, and once continued put raw mode (and the alternate
/// screen) back and wake the session to redraw.
///
/// The stop happens inside the handler (SIGTSTP unblocked, default action, raised again), so
/// the handler also sees the case where no stop happens at all: the kernel discards SIGTSTP in
/// an orphaned process group (a program started by `sh -c` in a tmux pane), and the terminal
/// must not be left cooked under a program that goes on running.
private func handleStop(_ number: Int32) {
    let saved = errno
    let state = LiveTerminal.shared
    let running = state.pointee.running != 0
    restoreTerminal()
    _ = signal(number, SIG_DFL)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, number)
    _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
    _ = raise(number)
    // Continued, or never stopped.
    _ = pthread_sigmask(SIG_BLOCK, &stop, nil)
    _ = signal(number, handleStop)
    if running {
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &state.pointee.raw)
        state.pointee.active = 1
        if state.pointee.alternate != 0 { LiveTerminal.writeAll(LiveTerminal.enterSequence) }
    }
    var byte = LiveTerminal.Wake.continued.rawValue
    _ = write(state.pointee.wakeWrite, &byte, 1)
    errno = saved
}

/// SIGWINCH, SIGCONT: wake the session.
private func handleWake(_ number: Int32) {
    let saved = errno
    var byte = number == SIGWINCH ? LiveTerminal.Wake.resized.rawValue : LiveTerminal.Wake.continued.rawValue
    _ = write(LiveTerminal.shared.pointee.wakeWrite, &byte, 1)
    errno = saved
}
