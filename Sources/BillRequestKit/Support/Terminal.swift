#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the standard streams are connected to.
package enum Terminal {
    /// Whether standard output is a terminal (then output is flushed per line).
    package static let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
    /// Whether standard input is a terminal (then a missing bill may be asked for).
    package static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    /// Whether standard error is a terminal.
    package static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Whether to colour output: never when `NO_COLOR` is set and not empty (https://no-color.org);
    /// always when `CLICOLOR_FORCE` is set to anything but `0` (https://bixense.com/clicolors/);
    /// otherwise only on a terminal whose `TERM` is not `dumb`.
    package static func usesColour(_ environment: Environment) -> Bool {
        guard environment["NO_COLOR"] == nil else { return false }
        if let force = environment["CLICOLOR_FORCE"], force != "0" { return true }
        return stdoutIsTerminal && environment["TERM"] != "dumb"
    }
}
