import ArgumentParser
import FormatCheck
import Money
import TipCalc
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns any error into one `tipfmt: error: …` line on stderr and a documented exit code.
enum ErrorReporter {
    /// The longest message printed; longer ones (an echoed 100 KB argument) are cut.
    static let maximumMessageLength = 400

    /// Reports `error` and exits. Help, `--version` and completion requests print to stdout and exit 0.
    static func exit(with error: any Error) -> Never {
        let (message, code) = describe(error)
        guard let message else {
            StandardStreams.flush()
            TipFmt.exit(withError: error)
        }
        if !message.isEmpty { StandardStreams.printError("tipfmt: error: " + oneLine(message)) }
        StandardStreams.flush()
        Glibc.exit(code)
    }

    /// The message and exit code for an error; a `nil` message means argument-parser handles it
    /// (help, version, completion scripts).
    static func describe(_ error: any Error) -> (String?, Int32) {
        switch error {
        case let error as CLIError:
            return (error.message, error.exitCode)
        case let error as MoneyError:
            return (error.description, 1)
        case let error as TipCalcError:
            return (error.description, 1)
        case let error as CheckError:
            return (error.description, CheckExit.malformed)
        default:
            let code = TipFmt.exitCode(for: error)
            if code == .success { return (nil, 0) }
            var message = TipFmt.message(for: error)
            if message.isEmpty { message = String(describing: error) }
            message = joinedLines(message)
            if code == .validationFailure && !message.contains("--help") {
                message += " (see 'tipfmt help')"
            }
            return (message, code.rawValue)
        }
    }

    /// argument-parser's multi-line messages ("one of the following:\n  - a\n  - b") on one line.
    static func joinedLines(_ text: String) -> String {
        let lines = text.split(separator: "\n").map { line in
            var line = line.trimmingBlanks
            if line.hasPrefix("- ") { line = line.dropFirst(2) }
            return String(line)
        }
        guard let first = lines.first, lines.count > 1 else { return text }
        return first + " " + lines.dropFirst().joined(separator: ", ")
    }

    /// `text` on one line: newlines and other controls made visible, and cut to a sane length.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= maximumMessageLength {
                result += "…"
                break
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            count += 1
        }
        // argument-parser starts some messages with "Error: "; ours already says so.
        if result.hasPrefix("Error: ") { result.removeFirst(7) }
        return result
    }
}

/// The process arguments, checked before parsing: valid UTF-8 and not absurdly long.
enum CommandLineArguments {
    /// The longest single argument accepted.
    static let maximumLength = 4096

    /// The arguments after the program name.
    static func checked() throws(CLIError) -> [String] {
        var arguments: [String] = []
        let count = Int(CommandLine.argc)
        for index in 1..<max(count, 1) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let length = strlen(pointer)
            let bytes = UnsafeRawBufferPointer(start: pointer, count: length)
            guard length <= maximumLength else {
                throw .usage("argument \(index) is \(length) bytes long; the limit is \(maximumLength)")
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw .usage("argument \(index) is not valid UTF-8; pass text in UTF-8")
            }
            arguments.append(text)
        }
        return arguments
    }
}
