import Foundation
import Testing

/// Files the tool writes and reads, at their worst: links, FIFOs, unsearchable folders, parallel
/// writers, `ulimit -f`, kill -9 at random moments and at each system call of the write, and a
/// 50 MB line on stdin. Every case runs the built binary, as a user would.
@Suite struct FileSafetyTests {
    let cli = Tipfmt()

    var configFolder: String { cli.home + "/config/tipfmt" }

    // MARK: Where the bytes go

    @Test func writesThroughASymbolicLinkToItsTarget() throws {
        // A config kept in a dotfiles folder and linked into place, mode 0664.
        let dotfiles = cli.home + "/dotfiles"
        try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: configFolder, withIntermediateDirectories: true)
        try "{\"tip\": \"5\"}\n".write(toFile: dotfiles + "/tipfmt.json", atomically: false, encoding: .utf8)
        chmod(dotfiles + "/tipfmt.json", 0o664)
        try FileManager.default.createSymbolicLink(
            atPath: cli.configPath, withDestinationPath: "../../dotfiles/tipfmt.json")

        let result = try cli.run("config", "set", "currency", "chf")
        #expect(result.status == 0, "\(result)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: cli.configPath) == "../../dotfiles/tipfmt.json")
        #expect(
            try String(contentsOfFile: dotfiles + "/tipfmt.json", encoding: .utf8)
                == "{\n  \"currency\" : \"CHF\",\n  \"tip\" : \"5\"\n}\n")
        #expect(Self.mode(dotfiles + "/tipfmt.json") == 0o664, "the target keeps its own mode")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles) == ["tipfmt.json"])
    }

    @Test func keepsAConfigFilesModeAndCreatesNewOnesPrivate() throws {
        #expect(try cli.run("config", "set", "tip", "10").status == 0)
        #expect(Self.mode(cli.configPath) == 0o600, "a new config file is private")
        chmod(cli.configPath, 0o640)
        #expect(try cli.run("config", "set", "tip", "12").status == 0)
        #expect(Self.mode(cli.configPath) == 0o640, "an existing one keeps its mode")
    }

    @Test func aFIFOWhereTheConfigShouldBeIsAnErrorNotAHang() throws {
        try FileManager.default.createDirectory(atPath: configFolder, withIntermediateDirectories: true)
        #expect(mkfifo(cli.configPath, 0o600) == 0)
        let started = Date()
        let result = try cli.run("format", "5", "-l", "de_DE", "-c", "EUR")
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.status == 78, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: cannot read '\(cli.configPath)': it is a FIFO (named pipe), not a regular file\n")
    }

    @Test func anUnsearchableConfigFolderIsSaid() throws {
        // Root reads through any mode, so as root the run drops to nobody (65534) with setpriv.
        let runsAsRoot = geteuid() == 0
        if runsAsRoot {
            try #require(
                FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                "setpriv (util-linux) is needed as root")
        }
        let base = NSTemporaryDirectory() + "tipfmt-unsearchable-" + UUID().uuidString
        defer {
            chmod(base + "/config/tipfmt", 0o755)
            try? FileManager.default.removeItem(atPath: base)
        }
        try FileManager.default.createDirectory(atPath: base + "/config/tipfmt", withIntermediateDirectories: true)
        try "{\"locale\": \"de_CH\"}".write(
            toFile: base + "/config/tipfmt/config.json", atomically: false, encoding: .utf8)
        chmod(base, 0o755)
        chmod(base + "/config", 0o755)
        chmod(base + "/config/tipfmt", 0o644)  // readable, not searchable
        let prefix = runsAsRoot ? "exec /usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups" : "exec"
        let result = try cli.runShell(
            "HOME='\(base)' XDG_CONFIG_HOME='\(base)/config' \(prefix) \"$0\" format 1234.5 -c CHF")
        #expect(result.status == 78, "\(result)")
        #expect(
            result.stderr == "tipfmt: error: cannot look for '\(base)/config/tipfmt/config.json': "
                + "Permission denied (a folder on the way cannot be searched)\n")
        #expect(result.stdout.isEmpty, "the locale does not silently fall back to en_US")
    }

    // MARK: Values that do not read back

    @Test func onlySavesWhatReadsBack() throws {
        #expect(try cli.run("config", "set", "tip", "18").status == 0)
        // ICU canonicalises en-u-nua-arb to en@attribute=arb-nua, which the next run would reject.
        for id in ["en-u-nua-arb", "de_2_InpalCbs_CyrlH"] {
            let result = try cli.run("config", "set", "locale", id)
            #expect(result.status == 1, "\(result)")
            #expect(
                result.stderr == "tipfmt: error: invalid value '\(id)' for 'locale': expected a locale such as de_CH\n")
        }
        #expect(try String(contentsOfFile: cli.configPath, encoding: .utf8) == "{\n  \"tip\" : \"18\"\n}\n")
        #expect(try cli.run("format", "5", "-l", "de_DE", "-c", "EUR").stdout == "5,00\u{A0}€\n")
    }

    @Test func aValueThatDoesNotReadIsAWarningNamingTheKey() throws {
        try FileManager.default.createDirectory(atPath: configFolder, withIntermediateDirectories: true)
        try "{\"locale\": \"en@attribute=arb-nua\", \"tip\": \"10\"}".write(
            toFile: cli.configPath, atomically: false, encoding: .utf8)
        let warning =
            "tipfmt: note: \(cli.configPath): 'locale' is 'en@attribute=arb-nua', not a locale such as de_CH; "
            + "it is ignored (set it again with `tipfmt config set locale VALUE`, or `tipfmt config unset locale`)\n"
        let format = try cli.run("format", "5", "-l", "de_DE", "-c", "EUR")
        #expect(format.status == 0 && format.stdout == "5,00\u{A0}€\n", "\(format)")
        #expect(format.stderr == warning)
        // The tip still applies: 10% of 50.00 = 5.00.
        let calc = try cli.run("calc", "50", "-c", "USD", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: calc.stdoutBytes) as? [String: Any])
        #expect(calc.status == 0 && object["tip"] as? String == "5.00", "\(calc)")
        // Setting another key keeps the unreadable value as it was; unsetting it removes it.
        #expect(try cli.run("config", "set", "currency", "EUR").status == 0)
        #expect(
            try String(contentsOfFile: cli.configPath, encoding: .utf8)
                == "{\n  \"currency\" : \"EUR\",\n  \"locale\" : \"en@attribute=arb-nua\",\n  \"tip\" : \"10\"\n}\n")
        #expect(try cli.run("config", "unset", "locale").status == 0)
        let list = try cli.run("config", "list")
        #expect(list.stderr.isEmpty && list.lines == ["tip=10", "currency=EUR"], "\(list)")
    }

    // MARK: Temporaries and concurrency

    @Test func removesTemporariesThatAKilledRunLeft() throws {
        #expect(try cli.run("config", "set", "tip", "10").status == 0)
        let dead = try Self.deadProcessID()
        let stale = "config.json.tmp-\(dead)"
        let live = "config.json.tmp-\(getpid())"  // this test process is alive
        let unrelated = "notes.txt.tmp-\(dead)"
        for name in [stale, live, unrelated] {
            try "{\"tip\": \"1\"}".write(toFile: configFolder + "/" + name, atomically: false, encoding: .utf8)
        }
        #expect(try cli.run("config", "set", "tip", "11").status == 0)
        let left = try Set(FileManager.default.contentsOfDirectory(atPath: configFolder))
        #expect(left == ["config.json", live, unrelated], "only the dead run's temporary of this file is removed")
    }

    @Test func parallelWritersOfDifferentKeysAllLand() throws {
        #expect(try cli.run("config", "set", "tip", "0").status == 0)
        let currencies = ["EUR", "CHF", "JPY", "GBP"]
        var lost: [String] = []
        for pair in 1...20 {
            let tip = String(pair)
            let currency = currencies[pair % currencies.count]
            let writers = try [["config", "set", "tip", tip], ["config", "set", "currency", currency]].map(spawn)
            for writer in writers { writer.waitUntilExit() }
            #expect(writers.allSatisfy { $0.terminationStatus == 0 })
            let values = try configValues()
            if values["tip"] != tip { lost.append("pair \(pair): tip is \(values["tip"] ?? "unset")") }
            if values["currency"] != currency {
                lost.append("pair \(pair): currency is \(values["currency"] ?? "unset")")
            }
        }
        #expect(lost.isEmpty, "lost updates: \(lost)")
    }

    // MARK: Limits and kills

    /// Whether this is a `scripts/sanitize.sh thread` run: ThreadSanitizer's runtime in the child
    /// writes 512 KB to a file of its own at start-up, so it dies under `ulimit -f` (SIGBUS) and
    /// its write comes before tipfmt's first.
    static let underThreadSanitizer = ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil

    @Test(.disabled(if: underThreadSanitizer, "ThreadSanitizer's own start-up write exceeds ulimit -f"))
    func aWriteBeyondUlimitIsReportedWithItsExitCode() throws {
        #expect(try cli.run("config", "set", "tip", "10").status == 0)
        // The limit applies to tipfmt alone; its stderr goes through a pipe, which has no limit.
        let config = try cli.runShell("(ulimit -f 0; exec \"$0\" config set tip 20) 2>&1 | cat; exit 0")
        #expect(config.stdout == "tipfmt: error: cannot write '\(cli.configPath)': File too large\n", "\(config)")
        #expect(try configValues() == ["tip": "10"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: configFolder) == ["config.json"])
        let status = try cli.runShell("(ulimit -f 0; exec \"$0\" config set tip 20) 2>/dev/null; echo $?")
        #expect(status.stdout == "73\n", "\(status)")
        // stdout to a file beyond 1 block of 512 bytes: exit 74 with the reason, not 153.
        let out = cli.home + "/out.txt"
        let format = try cli.runShell(
            "seq 1 2000 | (ulimit -f 1; exec \"$0\" format -c USD > '\(out)') 2>&1 | cat; "
                + "seq 1 2000 | (ulimit -f 1; exec \"$0\" format -c USD > '\(out)') 2>/dev/null; echo $?")
        #expect(format.stdout == "tipfmt: error: cannot write to standard output: File too large\n74\n", "\(format)")
    }

    @Test func killedAtRandomMomentsTheConfigStillParses() throws {
        #expect(try cli.run("config", "set", "tip", "1").status == 0)
        var random = KillTiming(seed: 0x9_1117)
        var killed = 0
        for round in 0..<40 {
            let writer = try spawn(["config", "set", "tip", String(round % 7 + 1)])
            usleep(UInt32(random.next() % 60_000))
            if kill(writer.processIdentifier, SIGKILL) == 0 { killed += 1 }
            writer.waitUntilExit()
            let values = try configValues()
            #expect(
                values.keys.sorted() == ["tip"] && (1...7).map(String.init).contains(values["tip"] ?? ""),
                "round \(round): \(values)")
        }
        #expect(killed > 0)
        // The next run removes whatever temporaries the killed ones left.
        #expect(try cli.run("config", "set", "currency", "EUR").status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: configFolder) == ["config.json"])
        #expect(Self.mode(cli.configPath) == 0o600)
    }

    /// strace's fault injection delivers SIGKILL at one system call of the write: the fchmod and
    /// the write of the temporary, its fsync, the rename, and the folder's fsync after the rename.
    @Test(arguments: [("fchmod", 1, false), ("fsync", 1, false), ("rename", 1, false), ("fsync", 2, true)])
    func killedAtEachSystemCallOfTheWrite(_ call: String, _ when: Int, _ afterRename: Bool) throws {
        try killConfigSet(at: call, when: when, afterRename: afterRename)
    }

    @Test(.disabled(if: underThreadSanitizer, "ThreadSanitizer's own start-up write is the first write call"))
    func killedWhileWritingTheTemporary() throws {
        try killConfigSet(at: "write", when: 1, afterRename: false)
    }

    private func killConfigSet(at call: String, when: Int, afterRename: Bool) throws {
        let strace = "/usr/bin/strace"
        try #require(
            FileManager.default.isExecutableFile(atPath: strace), "strace is needed (scripts/setup.sh installs it)")
        #expect(try cli.run("config", "set", "tip", "10").status == 0)
        chmod(cli.configPath, 0o640)
        let result = try cli.runShell(
            "\(strace) -f -o /dev/null -e trace=\(call) -e inject=\(call):signal=SIGKILL:when=\(when) "
                + "\"$0\" config set tip 20 2>/dev/null; echo $?")
        #expect(result.stdout == "137\n", "killed by SIGKILL: \(result)")
        #expect(try configValues() == ["tip": afterRename ? "20" : "10"])
        #expect(Self.mode(cli.configPath) == 0o640, "the file has its own mode, before and after the rename")
        let temporaries = try FileManager.default.contentsOfDirectory(atPath: configFolder).filter {
            $0.contains(".tmp-")
        }
        #expect(temporaries.count == (afterRename ? 0 : 1), "\(temporaries)")
        for name in temporaries { #expect(Self.mode(configFolder + "/" + name) == 0o640) }
        // The next run cleans up.
        #expect(try cli.run("config", "set", "currency", "EUR").status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: configFolder) == ["config.json"])
        #expect(try configValues() == ["tip": afterRename ? "20" : "10", "currency": "EUR"])
    }

    /// The last bill is state whose loss costs nothing: written atomically but not synced (two
    /// fsyncs cost more than the rest of `calc`). The config, which the user wrote, is synced.
    @Test func theLastBillIsNotSyncedButTheConfigIs() throws {
        let strace = "/usr/bin/strace"
        try #require(
            FileManager.default.isExecutableFile(atPath: strace), "strace is needed (scripts/setup.sh installs it)")
        // LeakSanitizer cannot run under ptrace: under AddressSanitizer the traced runs skip it.
        let untraceable = "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:detect_leaks=0\" "
        let calc = try cli.runShell(
            untraceable
                + "\(strace) -f -o \"$HOME/calc.trace\" -e trace=fsync,fdatasync,rename \"$0\" calc 84.50 --tip 18 >/dev/null "
                + "&& grep -c -E '^[0-9]+ +(fsync|fdatasync)' \"$HOME/calc.trace\"; "
                + "grep -c -E '^[0-9]+ +rename' \"$HOME/calc.trace\"")
        #expect(calc.stdout == "0\n1\n", "no fsync, one rename: \(calc)")
        #expect(FileManager.default.fileExists(atPath: cli.statePath))
        let config = try cli.runShell(
            untraceable + "\(strace) -f -o \"$HOME/config.trace\" -e trace=fsync \"$0\" config set tip 20 "
                + "&& grep -c -E '^[0-9]+ +fsync' \"$HOME/config.trace\"")
        #expect(config.stdout == "2\n", "the file and its folder: \(config)")
    }

    @Test func aHugeLineOnStdinIsRefusedWithFlatMemory() throws {
        // 50 MB of digits on line 2: reported by number, and the process peaks within 32 MB of
        // a run on three short lines, far below the 100+ MB that holding the line (and a String
        // of it) would add. Relative, so it holds under AddressSanitizer's overhead too.
        let input = cli.home + "/big.txt"
        var data = Data("1\n".utf8)
        data.append(Data(repeating: UInt8(ascii: "5"), count: 50 << 20))
        data.append(Data("\n3\n".utf8))
        try data.write(to: URL(fileURLWithPath: input))
        let small = cli.home + "/small.txt"
        try Data("1\n2\n3\n".utf8).write(to: URL(fileURLWithPath: small))
        let arguments = ["format", "-c", "USD", "--keep-going"]
        let (status, peakKB, stderr) = try Self.runMeasuringMemory(
            arguments, stdin: input, environment: cli.environment)
        let (baselineStatus, baselineKB, _) = try Self.runMeasuringMemory(
            arguments, stdin: small, environment: cli.environment)
        #expect(status == 65 && baselineStatus == 0)
        #expect(stderr == "tipfmt: error: line 2: the line is longer than 1 MB\ntipfmt: error: 1 bad line of 3\n")
        #expect(peakKB - baselineKB < 32 * 1024, "peak \(peakKB) KB against \(baselineKB) KB for three short lines")
    }

    // MARK: Helpers

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return info.st_mode & 0o7777
    }

    /// The id of a process that has ended and been reaped.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    /// The config file's keys and values, as JSON.
    func configValues() throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: cli.configPath))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
    }

    /// Starts `tipfmt arguments…` with the suite's environment and returns at once.
    func spawn(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Tipfmt.binary)
        process.arguments = arguments
        process.environment = cli.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs tipfmt with stdin from a file and returns its exit status, peak resident memory in KB
    /// and stderr.
    ///
    /// The peak comes from python3's `RUSAGE_CHILDREN`: a child this test process starts itself
    /// (posix_spawn shares our memory until exec) inherits our own peak in its `ru_maxrss`.
    static func runMeasuringMemory(_ arguments: [String], stdin: String, environment: [String: String]) throws
        -> (Int32, Int, String)
    {
        let python = "/usr/bin/python3"
        try #require(FileManager.default.isExecutableFile(atPath: python), "python3 measures the peak memory")
        let script = """
            import resource, subprocess, sys
            with open(sys.argv[1], 'rb') as source:
                run = subprocess.run(sys.argv[2:], stdin=source, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            print(run.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            sys.stdout.write(run.stderr.decode())
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, stdin, Tipfmt.binary] + arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let firstLine = text.prefix { $0 != "\n" }
        let fields = firstLine.split(separator: " ").compactMap { Int($0) }
        try #require(fields.count == 2, "python3 printed: \(text)")
        return (Int32(fields[0]), fields[1], String(text.dropFirst(firstLine.count + 1)))
    }
}

/// SplitMix64, seeded: the kill moments are the same on every run.
private struct KillTiming: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
