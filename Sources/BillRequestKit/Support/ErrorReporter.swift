package import ArgumentParser
import FormatCheck
package import Money
import ReceiptPrinting
import TipCalc
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns any error into one `tipfmt: error: …` line on stderr and a documented exit code.
///
/// Errors travel from where they happen (Money, TipCalc, FormatCheck, the bill reader, the
/// command line) to here untouched; this is the one place that knows how each type reads and
/// which exit code it gets, and adds the CLI's hints to library messages:
///
/// | Error | Exit code |
/// | --- | --- |
/// | ``CLIError`` | its own (64 usage, 65 data, 66 unreadable, 73 write, 74 output, 78 config) |
/// | `MoneyError`, `TipCalcError`, ``InputError``, ``BillError`` | 1 (a rates-file problem: 65) |
/// | `PrintingError` (`receipt --format escpos`) | 64 for an unknown printer or a width it cannot print, 65 for a character it cannot print |
/// | `CheckError` (tipfmt check) | 2 |
/// | a ``ReportedError`` (the history's) | its own |
/// | argument-parser's (usage, help, version) | 64, or 0 for help |
package enum ErrorReporter {
    /// The longest message printed; longer ones (an echoed 100 KB argument) are cut.
    package static let maximumMessageLength = 400

    /// Reports `error` and exits.
    ///
    /// Help, `--version` and completion requests print to stdout and exit 0.
    ///
    /// - Parameter command: The root command whose help and usage argument-parser's errors
    ///   refer to (`tipfmt`, or `tipfmt history` in `tipfmt-history`).
    package static func exit(with error: any Error, command: any ParsableCommand.Type) -> Never {
        let (message, code) = describe(error, command: command)
        guard let message else {
            StandardStreams.flush()
            command.exit(withError: error)
        }
        if !message.isEmpty { StandardStreams.printError("tipfmt: error: " + oneLine(message)) }
        StandardStreams.flush()
        LibC.exit(code)
    }

    /// Parses `arguments` as `command`, runs it, and reports any failure.
    ///
    /// A failure goes through ``exit(with:command:)``; otherwise the streams are flushed. This is
    /// the whole `main` of the history tool and of its `trip` commands.
    ///
    /// - Parameter context: The error to report for one the parsed command threw, told what the
    ///   command line said (a trip's error names the trip given).
    package static func run(
        _ command: any ParsableCommand.Type, _ arguments: [String],
        context: (any ParsableCommand, any Error) -> any Error = { $1 }
    ) {
        do {
            var parsed = try command.parseAsRoot(arguments)
            do {
                try parsed.run()
            } catch {
                throw context(parsed, error)
            }
        } catch {
            // A group whose default subcommand takes no words (`tipfmt trip` lists) reads a
            // mistyped command as stray arguments or, worse, blames the first option after it:
            // `tipfmt trip new Lisbon --people …` would say "Unknown option '--people'".
            if command.exitCode(for: error) == .validationFailure,
                let mistyped = CommandSuggestion.unknownSubcommand(
                    in: arguments, of: command, named: command.configuration.commandName ?? "tipfmt")
            {
                exit(with: CLIError.usage(mistyped), command: command)
            }
            exit(with: error, command: command)
        }
        StandardStreams.flush()
    }

    /// The message for an error, without the `tipfmt: error: ` prefix.
    package static func message(for error: any Error) -> String {
        describe(error).message ?? String(describing: error)
    }

    /// The message and exit code for an error; a `nil` message means argument-parser handles it
    /// (help, version, completion scripts).
    ///
    /// - Parameter command: The root command argument-parser's errors refer to; without one, an
    ///   error from outside a command line (a `ValidationError` from reading a bill, say).
    package static func describe(_ error: any Error, command: any ParsableCommand.Type = NoCommandLine.self) -> (
        message: String?, code: Int32
    ) {
        switch error {
        case let error as CLIError:
            return (error.message, error.exitCode)
        case let error as any ReportedError:
            return (error.description, error.exitCode)
        case let error as InputError:
            return (message(for: error), 1)
        case let error as BillError:
            return (message(for: error), 1)
        case let error as MoneyError:
            return (message(for: error), 1)
        case let error as TipCalcError:
            switch error {
            case .rates, .staleRates, .missingRate: return (error.description, 65)
            case .money(let money): return (message(for: money), 1)
            case .taxRateOutOfRange(let rate):
                // The option takes the rate with its %: say it as it is typed.
                return ("tax rate \(rate)% is outside 0...100; give a rate such as 8.875%", 1)
            default: return (error.description, 1)
            }
        case let error as PrintingError:
            switch error {
            case .unknownPrinter, .tooWide: return (error.description, 64)
            case .unprintable, .currencySymbol, .noFont: return (error.description, 65)
            case .unreadableFont: return (error.description, 66)
            case .icu: return (error.description, 1)
            }
        case let error as CheckError:
            return (error.description, CheckExit.malformed)
        default:
            let code = command.exitCode(for: error)
            if code == .success { return (nil, 0) }
            var message = command.message(for: error)
            if message.isEmpty { message = String(describing: error) }
            message = joinedLines(message)
            if let amount = amountReadAsOptions(message) {
                message =
                    "'\(amount)' reads as short options (-c, -l, -t are letters in it); give the options first, "
                    + "then -- and the amount, as in `tipfmt parse -l en_US -- '-5.00 US dollars'`"
            } else if let (option, value) = valueJoinedToShortOption(message) {
                // argument-parser would suggest another option (`-t18`: "Did you mean '--tax'?"),
                // though the one given is right: only the space is missing.
                message = "'\(option)\(value)': put a space between \(option) and its value, as in \(option) \(value)"
            }
            if code == .validationFailure && !message.contains("--help") {
                let name = command.configuration.commandName ?? "tipfmt"
                message += name == "tipfmt" ? " (see 'tipfmt help')" : " (see '\(name) --help')"
            }
            return (message, code.rawValue)
        }
    }

    /// A Money error as the CLI says it: the library's message, with the command to run where it
    /// helps (`tipfmt currencies`, `tipfmt locales`), and for too many fraction digits no mention
    /// of a rounding mode (which only `format` has, and which does not apply to what it reads).
    package static func message(for error: MoneyError) -> String {
        switch error {
        case .unknownCurrency:
            return withHint(error.description, "try `tipfmt currencies`")
        case .invalidLocale:
            return withHint(error.description, "try `tipfmt locales`")
        case .invalidAmount(_, reason: .comma) where !inputLocaleGiven:
            return withHint(error.description, "or give --input-locale")
        case .tooManyFractionDigits(let text, let code, let allowed):
            return "'\(text)' has more fraction digits than \(code)'s \(allowed)\(roundingHint(text, code, allowed))"
        default:
            return error.description
        }
    }

    /// Whether `--input-locale` is on the command line: a message never suggests an option the
    /// user already gave.
    package static var inputLocaleGiven: Bool {
        CommandLine.arguments.dropFirst().contains { $0 == "--input-locale" || $0.hasPrefix("--input-locale=") }
    }

    /// `message (hint)`, unless the message already says it.
    private static func withHint(_ message: String, _ hint: String) -> String {
        message.contains(hint) ? message : "\(message) (\(hint))"
    }

    /// `; write 84.51` for canonical text, else `; round it to 2 decimal places`.
    private static func roundingHint(_ text: String, _ code: String, _ allowed: Int) -> String {
        if let exact = try? ExactDecimal(parsing: String(Substring(text).trimmingBlanks)),
            let currency = try? Currency(code: code),
            let rounded = try? Money(exact, currency, rounding: .toNearestOrAway)
        {
            return "; write \(rounded.amountText)"
        }
        return allowed == 0 ? "; round it to a whole number" : "; round it to \(allowed) decimal places"
    }

    /// A value that could not be read, named by what it was for.
    package static func message(for error: InputError) -> String {
        let hint = error.hint.map { "; " + $0 } ?? ""
        switch error.reason {
        case .text(let reason):
            return "invalid \(error.subject) '\(clipped(error.text))': \(reason)\(hint)"
        case .money(.invalidAmount(_, let reason)):
            // Percentages are always canonical, and a given --input-locale is not suggested again.
            let percentage = error.text.hasSuffix("%") || error.subject == "--tip"
            let locale = reason == .comma && !percentage && !inputLocaleGiven ? " (or give --input-locale)" : ""
            return "invalid \(error.subject) '\(clipped(error.text))': \(reason.description)\(hint)\(locale)"
        case .money(let money):
            if case .tooManyFractionDigits(_, let code, let allowed) = money {
                // The amount as the user typed it (`84.50`), not as its value prints (`84.5`);
                // an expression's value is quoted as its value.
                let typed = (try? ExactDecimal(parsing: error.text)) != nil ? error.text : nil
                let quoted =
                    typed.map { MoneyError.tooManyFractionDigits($0, currency: code, allowed: allowed) } ?? money
                return "\(error.subject == "bill" ? "the bill" : error.subject) \(message(for: quoted))\(hint)"
            }
            return "invalid \(error.subject) '\(clipped(error.text))': \(message(for: money))\(hint)"
        }
    }

    /// A bill that could not be evaluated.
    package static func message(for error: BillError) -> String {
        let bill = "bill '\(clipped(error.text))'"
        switch error.failure {
        case .syntax(let reason): return "invalid \(bill): \(reason)"
        case .number(let reason): return message(for: InputError(subject: "bill", text: error.text, reason: reason))
        case .divisionByZero: return "invalid \(bill): division by zero"
        case .overflow: return "the \(bill) is too large; the largest amounts have 18 digits"
        case .tooFine:
            return "the \(bill) makes a fraction too fine to hold exactly (its denominator passes 38 digits); "
                + "divide fewer times"
        case .signed:
            return "the \(bill) has a sign; give the amount as printed, without a sign (refunds are not tips)"
        }
    }

    /// The first 40 characters of a quoted value.
    package static func clipped(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    /// The negative amount argument-parser took for a pack of short options (`-5.00 US dollars`
    /// holds `l`, which is `-l`): its "Unknown option '…' or: Missing value for '-l <id>' in '…'".
    private static func amountReadAsOptions(_ message: String) -> String? {
        let prefix = "Unknown option '"
        guard message.hasPrefix(prefix), message.contains("Missing value for") else { return nil }
        let rest = message.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let argument = rest[..<end]
        return CommandLineArguments.isNegativeAmount(argument) ? String(argument) : nil
    }

    /// A short option with its value joined to it (`-t18`), as the option and the value.
    ///
    /// argument-parser says "Unknown option '-t18'. … Missing value for '-t <percent>' in '-t18'".
    package static func valueJoinedToShortOption(_ message: String) -> (option: String, value: String)? {
        let prefix = "Unknown option '"
        guard message.hasPrefix(prefix) else { return nil }
        let rest = message.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let argument = rest[..<end]
        guard argument.count > 2, argument.first == "-", let letter = argument.dropFirst().first, letter.isLetter,
            message.contains("Missing value for '-\(letter) <"), message.contains("in '\(argument)'")
        else { return nil }
        return ("-\(letter)", String(argument.dropFirst(2)))
    }

    /// argument-parser's multi-line messages ("one of the following:\n  - a\n  - b") on one line.
    package static func joinedLines(_ text: String) -> String {
        let lines = text.split(separator: "\n").map { line in
            var line = line.trimmingBlanks
            if line.hasPrefix("- ") { line = line.dropFirst(2) }
            return String(line)
        }
        guard let first = lines.first, lines.count > 1 else { return text }
        return first + " " + lines.dropFirst().joined(separator: ", ")
    }

    /// `text` on one line: line breaks shown as `\n` and `\r`, every other steering character
    /// by its `TerminalText` name (`<ESC>`, `<U+202E>`), and cut to a sane length.
    package static func oneLine(_ text: String) -> String {
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
                if let name = TerminalText.name(scalar) {
                    result += name
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

/// An error of another of our libraries that carries its own message and exit code (the
/// history's), so ``ErrorReporter`` reports it without knowing its module.
package protocol ReportedError: Error, CustomStringConvertible {
    /// The process exit code for this failure.
    var exitCode: Int32 { get }
}

/// The root command for an error that comes from no command line (a `ValidationError` thrown while
/// reading a bill or a file): argument-parser words such an error the same for every root.
package struct NoCommandLine: ParsableCommand {
    package init() {}
}
