import Foundation
import TestSupport
import Testing

/// The built `tipfmt` running in a detached tmux pane of a chosen size, driven with `send-keys`
/// and read with `capture-pane`, for end-to-end tests of `tipfmt live`.
///
/// Each session has its own tmux server (a socket in a private folder, no user configuration,
/// no status bar, `set-clipboard on` so OSC 52 reaches a tmux buffer) and a private HOME. The
/// pane runs `sh -c` around the binary, which records `stty -g` before and after it and its exit
/// status, then sleeps so the screen it left can still be read.
struct TmuxSession {
    /// The tmux binary, if there is one (`scripts/setup.sh` installs it).
    static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// How long a wait for the screen (or the binary's exit) lasts before the test fails.
    static let timeout: TimeInterval = 15

    /// The private folder: socket, configuration, HOME, and the wrapper's records.
    let folder: String
    private let tmux: String

    /// Starts `tipfmt live arguments…` in a `width` × `height` pane; `@FOLDER@` in an argument
    /// stands for ``folder``, and `prefix` goes before the command (`TERM=dumb`: tmux sets the
    /// pane's own `TERM`). With `jobControl`, the pane runs an interactive shell that is given the
    /// command line, so the binary is a job the shell can stop and continue (`fg`).
    ///
    /// - Parameter environment: Added to (or, with `nil`, removed from) the pane's environment:
    ///   `PATH`, a private `HOME` and XDG folders, `LANG=C.UTF-8`, `TERM=xterm-256color` and
    ///   `NO_COLOR=1`.
    init(
        width: Int = 80, height: Int = 24, _ arguments: [String], environment overrides: [String: String?] = [:],
        home: String? = nil, redirectingOutput: Bool = false, prefix: String = "", jobControl: Bool = false
    ) throws {
        guard let tmux = Self.tmux else {
            throw TmuxError("tmux is not installed; run scripts/setup.sh (it installs tmux with apt)")
        }
        self.tmux = tmux
        folder = NSTemporaryDirectory() + "tipfmt-live-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "set -g status off\nset -g set-clipboard on\nset -g escape-time 0\n".write(
            toFile: folder + "/tmux.conf", atomically: true, encoding: .utf8)
        let home = home ?? folder + "/home"
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": home, "XDG_CONFIG_HOME": home + "/config",
            "XDG_STATE_HOME": home + "/state", "LANG": "C.UTF-8", "TERM": "xterm-256color", "NO_COLOR": "1",
        ]
        for (key, value) in overrides { environment[key] = value }
        let folder = self.folder
        let quoted = arguments.map { $0.replacingOccurrences(of: "@FOLDER@", with: folder) }.map {
            "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
        let output = redirectingOutput ? " > '\(folder)/stdout'" : ""
        let binary = jobControl ? "'\(Tipfmt.binary)'" : "\"$0\""
        let record = """
            stty -g > '\(folder)/before'; \(prefix) \(binary) live \(quoted)\(output); echo $? > '\(folder)/status.tmp'; \
            stty -g > '\(folder)/after'; mv '\(folder)/status.tmp' '\(folder)/status'
            """
        let command: [String]
        if jobControl {
            // An interactive POSIX shell (dash on Debian: job control, and unlike bash no readline
            // and no saving of a stopped job's terminal settings) runs the wrapper as one job.
            environment["PS1"] = "$ "
            environment["ENV"] = nil
            command = ["/bin/sh", "-i"]
        } else {
            command = ["/bin/sh", "-c", record + "; exec sleep 3600", Tipfmt.binary]
        }
        try Self.run(
            tmux,
            [
                "-u", "-S", folder + "/socket", "-f", folder + "/tmux.conf", "new-session", "-d", "-s", "live",
                "-x", "\(width)", "-y", "\(height)",
            ] + command, environment: environment)
        if jobControl {
            try type("clear; (" + record + ")")
            try press("Enter")
        }
    }

    /// Ends the tmux server and removes the folder.
    func stop() {
        _ = try? tmuxCommand(["kill-server"])
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Sends tmux key names (`Right`, `S-Left`, `BSpace`, `Enter`, `Escape`, `C-c`, `F1`).
    func press(_ keys: String...) throws {
        try tmuxCommand(["send-keys", "-t", "live"] + keys)
    }

    /// Sends text as typed, character by character.
    func type(_ text: String) throws {
        try tmuxCommand(["send-keys", "-t", "live", "-l", text])
    }

    /// The screen's rows, trailing blank rows dropped (`capture-pane -p`; with `escapes`, `-e`).
    func screen(escapes: Bool = false) throws -> [String] {
        var lines = try tmuxCommand(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", "live"])
            .components(separatedBy: "\n")
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A tmux format for the pane, such as `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmuxCommand(["display-message", "-p", "-t", "live", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The first tmux paste buffer (what OSC 52 set).
    func buffer() throws -> String {
        try tmuxCommand(["show-buffer"])
    }

    /// Resizes the window (and the pane) to `width` × `height`.
    func resize(width: Int, height: Int) throws {
        try tmuxCommand(["resize-window", "-t", "live", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen until it is `expected`; records an issue showing the last screen if it
    /// is not within ``timeout``.
    @discardableResult
    func waitForScreen(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let deadline = Date().addingTimeInterval(Self.timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if last == expected { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        Issue.record(
            "the screen did not become the expected one; it shows:\n\(Self.show(last))\nexpected:\n\(Self.show(expected))",
            sourceLocation: sourceLocation)
        return false
    }

    /// Polls the screen until `predicate` holds; records an issue if it does not in time.
    @discardableResult
    func waitUntil(
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ predicate: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(Self.timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if predicate(last) { return last }
            Thread.sleep(forTimeInterval: 0.02)
        }
        Issue.record(
            "timed out waiting for \(what); the screen shows:\n\(Self.show(last))", sourceLocation: sourceLocation)
        return last
    }

    /// What the wrapper recorded once the binary ended: its exit status and whether the terminal
    /// settings (`stty -g`) are what they were before it started.
    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32, sttyRestored: Bool)? {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while Date() < deadline {
            if let status = try? String(contentsOfFile: folder + "/status", encoding: .utf8) {
                let before = try String(contentsOfFile: folder + "/before", encoding: .utf8)
                let after = try String(contentsOfFile: folder + "/after", encoding: .utf8)
                let code = Int32(status.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
                return (code, !before.isEmpty && before == after)
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        Issue.record(
            "tipfmt live did not exit; the screen shows:\n\(Self.show(try screen()))", sourceLocation: sourceLocation)
        return nil
    }

    /// The pane terminal's settings now (`stty -g`), to compare with what the wrapper recorded
    /// before the binary started (``settingsBefore()``).
    func settingsNow() throws -> String {
        try Self.run("/bin/stty", ["-g", "-F", try display("#{pane_tty}")], environment: ["LANG": "C.UTF-8"])
    }

    /// The pane terminal's settings before the binary started.
    func settingsBefore() throws -> String {
        try String(contentsOfFile: folder + "/before", encoding: .utf8)
    }

    /// The process state letter of the binary from `/proc` (`S` sleeping, `T` stopped).
    func binaryState() throws -> Character? {
        guard let pid = try binaryProcessID() else { return nil }
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // "pid (comm) S …": the state follows the command name's closing parenthesis.
        guard let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].first { $0 != " " }
    }

    /// The process id of the binary (the wrapper shell's child).
    func binaryProcessID() throws -> Int32? {
        let shell = try display("#{pane_pid}")
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return children.split(separator: " ").first.flatMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
    }

    @discardableResult
    private func tmuxCommand(_ arguments: [String]) throws -> String {
        try Self.run(tmux, ["-u", "-S", folder + "/socket"] + arguments, environment: ["LANG": "C.UTF-8"])
    }

    /// Runs a tmux command and returns what it printed.
    ///
    /// Not through Foundation's `Process`: the server `new-session` starts is a daemon that would
    /// inherit the descriptor `Process` watches for its child's end (and any other descriptor a
    /// concurrent test has open), and a test would wait until the server is gone. `posix_spawn`
    /// with every descriptor above stderr closed gives tmux nothing it can keep, and it starts
    /// with the default signal handling.
    @discardableResult
    private static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws
        -> String
    {
        let outputPath = NSTemporaryDirectory() + "tipfmt-tmux-" + UUID().uuidString
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        closeDescriptorsAboveStandardError(&actions)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        // The test runner blocks and ignores signals its threads handle; tmux (which waits for its
        // panes through SIGCHLD) and the pane's programs must start with none blocked or ignored.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw TmuxError("cannot run \(executable): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let text = String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
        guard status == 0 else {
            throw TmuxError("tmux \(arguments.joined(separator: " ")) failed (status \(status)): \(text)")
        }
        return text
    }

    /// Adds glibc's `posix_spawn_file_actions_addclosefrom_np(actions, 3)` (glibc 2.34, not in
    /// Swift's Glibc module), else one close per descriptor open now.
    private static func closeDescriptorsAboveStandardError(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let handle = dlopen(nil, RTLD_NOW) {
            defer { dlclose(handle) }
            if let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np") {
                _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
                return
            }
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    private static func show(_ lines: [String]) -> String {
        lines.map { "|" + visible($0) }.joined(separator: "\n")
    }
}

/// A tmux command that failed.
struct TmuxError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
