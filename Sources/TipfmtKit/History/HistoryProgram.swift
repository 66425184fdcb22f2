import BillRequestKit
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds and runs `tipfmt-history`: next to the running binary (through `/proc/self/exe`, so a
/// symlinked `tipfmt` still finds its own), else on `PATH`.
enum HistoryProgram {
    /// The program's file name.
    static let name = "tipfmt-history"

    /// The path of `program` (this one unless named); `nil` when it is in neither place.
    static func locate(_ environment: Environment = .process, named program: String = name) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let exe = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let slash = exe.lastIndex(of: "/") {
                let candidate = exe[..<slash] + "/" + program
                if access(candidate, X_OK) == 0 { return String(candidate) }
            }
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where folder.hasPrefix("/") {
            let candidate = folder + "/" + program
            if access(candidate, X_OK) == 0 { return String(candidate) }
        }
        return nil
    }

    /// Replaces this process with `tipfmt-history arguments…`.
    ///
    /// - Throws: ``CLIError/unreadable(_:)`` when the program cannot be found or started.
    static func exec(_ arguments: [String]) throws(CLIError) -> Never {
        guard let path = locate() else { throw .unreadable(notFound) }
        StandardStreams.flush()
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        throw .unreadable("cannot run '\(path)': \(FileSystem.errnoReason())")
    }

    /// Runs `tipfmt-history arguments…` with `input` on its stdin (its stdout and stderr are
    /// ours) and waits for it.
    ///
    /// - Returns: The program's exit status.
    /// - Throws: ``CLIError/cannotWrite(_:)`` when it cannot be started or dies from a signal.
    static func run(_ arguments: [String], input: [UInt8]) throws(CLIError) -> Int32 {
        guard let path = locate() else { throw .cannotWrite("cannot save the bill: " + notFound) }
        StandardStreams.flush()
        var pipe: [Int32] = [0, 0]
        guard LibC.pipe(&pipe) == 0 else {
            throw .cannotWrite("cannot save the bill: \(FileSystem.errnoReason())")
        }
        // Neither end may leak into the child but through the dup2 onto its stdin.
        _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[0], STDIN_FILENO)
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, nil, argv, environ)
        close(pipe[0])
        guard spawned == 0 else {
            close(pipe[1])
            throw .cannotWrite("cannot save the bill: cannot run '\(path)': \(FileSystem.errnoReason(spawned))")
        }
        // A child that exits early makes this an EPIPE (SIGPIPE is ignored); its status says why.
        input.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(pipe[1], buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += count
            }
        }
        close(pipe[1])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else {
                throw .cannotWrite("cannot save the bill: \(FileSystem.errnoReason())")
            }
        }
        let signal = status & 0x7F
        if signal != 0 {
            throw .cannotWrite(
                "cannot save the bill: \(name) was killed by signal \(signal); the bill may not be saved")
        }
        return (status >> 8) & 0xFF
    }

    private static var notFound: String {
        "\(name) was not found next to tipfmt or on PATH; install it in the same folder as tipfmt"
    }
}
