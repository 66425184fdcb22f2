// SplitMix64, visible(_:) and expectSame come from the shared TestSupport target, re-exported so
// every file of this target has them.
@_exported import TestSupport
import Foundation
import Testing

/// What one run of the `tipfmt` binary produced.
struct RunResult: CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String
    let stdoutBytes: Data

    /// stdout split into lines, without the final empty one.
    var lines: [String] {
        var lines = stdout.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    var description: String {
        "exit \(status)\n--- stdout\n\(visible(stdout))--- stderr\n\(visible(stderr))"
    }
}

/// Runs the built `tipfmt` binary with a controlled environment: a private temporary HOME and
/// XDG directories, an explicit LANG, no LC_* unless given, NO_COLOR set.
///
/// The private HOME is removed with everything in it when the value goes away (a suite's
/// instance ends with its test), so a run leaves no temporary folders behind.
final class Tipfmt: Sendable {
    /// The binary next to the test bundle in the build products directory.
    static let binary: String = {
        let fileManager = FileManager.default
        var candidates: [String] = []
        if let exe = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var directory = (exe as NSString).deletingLastPathComponent
            candidates.append(directory + "/tipfmt")
            // On macOS the bundle is a directory: .../debug/tipfmtPackageTests.xctest/Contents/MacOS.
            for _ in 0..<4 {
                directory = (directory as NSString).deletingLastPathComponent
                candidates.append(directory + "/tipfmt")
            }
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        candidates.append(packageRoot + "/.build/debug/tipfmt")
        return candidates.first { fileManager.isExecutableFile(atPath: $0) } ?? candidates[candidates.count - 1]
    }()

    /// The private home directory of this instance.
    let home: String
    /// The environment every run gets (merged with per-run overrides).
    let environment: [String: String]

    /// - Parameters:
    ///   - lang: `LANG` for every run.
    ///   - extraEnvironment: More variables for every run, given this instance's private home.
    init(lang: String = "en_US.UTF-8", extraEnvironment: (_ home: String) -> [String: String] = { _ in [:] }) {
        home = NSTemporaryDirectory() + "tipfmt-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        var environment = [
            "PATH": "/usr/bin:/bin",
            "HOME": home,
            "XDG_CONFIG_HOME": home + "/config",
            "XDG_STATE_HOME": home + "/state",
            "LANG": lang,
            "NO_COLOR": "1",
        ]
        // Sanitizer runs (scripts/sanitize.sh): the child gets the same options and suppressions.
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS", "SWIFT_BACKTRACE"] {
            if let value = ProcessInfo.processInfo.environment[name] { environment[name] = value }
        }
        environment.merge(extraEnvironment(home)) { _, extra in extra }
        self.environment = environment
    }

    deinit {
        try? FileManager.default.removeItem(atPath: home)
    }

    var configPath: String { home + "/config/tipfmt/config.json" }
    var statePath: String { home + "/state/tipfmt/last-bill.json" }

    /// Runs `tipfmt arguments…`, feeding `stdin`, with `overrides` added to (or, for `nil`,
    /// removed from) the environment.
    @discardableResult
    func run(_ arguments: [String], stdin: Data? = nil, environment overrides: [String: String?] = [:]) throws
        -> RunResult
    {
        try Self.execute(Self.binary, arguments, stdin: stdin, environment: merged(overrides), directory: home)
    }

    /// Runs `tipfmt` through `/bin/sh -c script` (for arguments Process cannot pass, such as invalid UTF-8);
    /// the script refers to the binary as "$0".
    func runShell(_ script: String) throws -> RunResult {
        try Self.execute("/bin/sh", ["-c", script, Self.binary], stdin: nil, environment: environment, directory: home)
    }

    /// Runs `/bin/sh -c script` in `directory` with this instance's environment (a documented
    /// command line as a reader types it; the environment's `PATH` says which `tipfmt` it finds).
    func runScript(_ script: String, in directory: String) throws -> RunResult {
        try Self.execute("/bin/sh", ["-c", script], stdin: nil, environment: environment, directory: directory)
    }

    func run(_ arguments: String..., stdin: String? = nil) throws -> RunResult {
        try run(arguments, stdin: stdin.map { Data($0.utf8) })
    }

    private func merged(_ overrides: [String: String?]) -> [String: String] {
        var result = environment
        for (key, value) in overrides { result[key] = value }
        return result
    }

    private static func execute(
        _ executable: String, _ arguments: [String], stdin: Data?, environment: [String: String], directory: String
    ) throws -> RunResult {
        let id = UUID().uuidString
        let outPath = NSTemporaryDirectory() + "tipfmt-out-" + id
        let errPath = NSTemporaryDirectory() + "tipfmt-err-" + id
        let inPath = NSTemporaryDirectory() + "tipfmt-in-" + id
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        _ = FileManager.default.createFile(atPath: inPath, contents: stdin ?? Data())
        defer {
            for path in [outPath, errPath, inPath] { try? FileManager.default.removeItem(atPath: path) }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        try input.close()
        let outData = FileManager.default.contents(atPath: outPath) ?? Data()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return RunResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            stdoutBytes: outData)
    }
}

/// How a run whose stdout reader went away ended.
struct ClosedPipeResult: CustomStringConvertible {
    let status: Int32
    let exitedNormally: Bool
    let firstLine: String
    let stderr: String

    var description: String {
        "\(exitedNormally ? "exit" : "signal") \(status), first line \(visible(firstLine))\n--- stderr\n\(visible(stderr))"
    }
}

extension Tipfmt {
    /// Runs `tipfmt arguments…` with stdin from `stdin` and stdout to a pipe, reads one line from
    /// the pipe and closes it (as `| head -1` does), then waits for the process to end.
    func runClosingStdoutAfterOneLine(_ arguments: [String], stdin: Data) throws -> ClosedPipeResult {
        let id = UUID().uuidString
        let errPath = NSTemporaryDirectory() + "tipfmt-err-" + id
        let inPath = NSTemporaryDirectory() + "tipfmt-in-" + id
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        _ = FileManager.default.createFile(atPath: inPath, contents: stdin)
        defer {
            for path in [errPath, inPath] { try? FileManager.default.removeItem(atPath: path) }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: home)
        let pipe = Pipe()
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
        process.standardOutput = pipe
        process.standardError = err
        process.standardInput = input
        try process.run()
        // Only the child may hold the write end, or the pipe never reports a gone reader.
        try? pipe.fileHandleForWriting.close()
        var received = Data()
        while !received.contains(0x0A) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        try pipe.fileHandleForReading.close()
        process.waitUntilExit()
        try err.close()
        try input.close()
        let firstLine = String(decoding: received.prefix { $0 != 0x0A }, as: UTF8.self)
        return ClosedPipeResult(
            status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
            firstLine: firstLine,
            stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
    }
}

/// The harness cleans up after itself: a run used to leave its private HOME behind (about 190
/// folders in /tmp per run of the suite).
@Suite struct TipfmtHarnessTests {
    @Test func thePrivateHomeIsRemovedWithTheRunner() throws {
        var home = ""
        do {
            let cli = Tipfmt()
            home = cli.home
            #expect(try cli.run("calc", "10", "--tip", "10").status == 0)
            #expect(FileManager.default.fileExists(atPath: cli.statePath), "the run wrote its state there")
        }
        #expect(!FileManager.default.fileExists(atPath: home))
    }
}
