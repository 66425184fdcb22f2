import ArgumentParser
import Money
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TipFmt {
    /// `tipfmt format`: one formatted amount per line, from arguments or streamed from stdin.
    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "format",
            abstract: "Format amounts for a locale, one per line.",
            discussion: """
                Amounts are canonical (1234.5, -42.50); negative amounts work as plain arguments. \
                An amount with more fraction digits than the currency has is rounded half-even, as \
                ICU does, unless --rounding says otherwise. With no AMOUNT, amounts are read from \
                stdin, one per line, and one line is written per input line (a blank line stays \
                blank). A bad line is reported on stderr with its line number; the run stops there \
                (exit 65) unless --keep-going is given, which writes an empty line for it, carries on \
                and exits 65 at the end.

                Examples:
                  tipfmt format 1234.5 -c CHF -l de_CH        CHF 1’234.50
                  tipfmt format -42.5 -c EUR -l de_DE         -42,50 €
                  tipfmt format 1234.5 -c USD --style name    1,234.50 US dollars
                  tipfmt format 5 -c USD --sign always        +$5.00
                  tipfmt format 1.005 -c USD --rounding half-up    $1.01
                  seq 1 100000 | tipfmt format -c JPY -l ja_JP > out.txt
                """)

        @OptionGroup var money: MoneyOptions
        @OptionGroup var format: FormatOptions

        @Flag(help: "In stdin mode, report bad lines and carry on instead of stopping at the first.")
        var keepGoing = false

        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp("Amounts to format (canonical: 1234.50, -42.5); none reads stdin.", valueName: "amount"))
        var amounts: [String] = []

        func run() throws {
            let config = try ConfigFile.load(.process)
            // `--` ends the options; argument-parser hands it to us with the amounts.
            var amounts = self.amounts
            let terminator = amounts.firstIndex(of: "--") ?? amounts.endIndex
            for amount in amounts[..<terminator] where Self.looksLikeOption(amount) {
                throw CLIError.usage("unknown option '\(amount)' (see 'tipfmt format --help')")
            }
            if terminator < amounts.endIndex { amounts.remove(at: terminator) }
            let context = try money.resolve(config: config)
            let formatter = format.settings.amountFormatter(
                locale: context.locale, currency: context.currency, inputLocale: context.inputLocale)
            if amounts.isEmpty && terminator == self.amounts.endIndex {
                try FormatStream(formatter: formatter, keepGoing: keepGoing).run()
                return
            }
            var lines: [String] = []
            for amount in amounts { lines.append(try formatter.format(amount)) }
            for line in lines { StandardStreams.printLine(line) }
        }

        /// Whether an unrecognized argument is a mistyped option rather than a negative amount.
        static func looksLikeOption(_ argument: String) -> Bool {
            guard argument.hasPrefix("-"), argument != "-" else { return false }
            let rest = argument.dropFirst()
            guard let first = rest.unicodeScalars.first else { return false }
            return !(("0"..."9").contains(first) || first == ".")
        }
    }
}

/// The stdin loop of `tipfmt format`: reads with ``LineReader``, keeps one line (at most 1 MB) in
/// memory at a time, writes through ``StandardStreams``' buffer (flushed per line only on a terminal).
struct FormatStream {
    let formatter: AmountFormatter
    let keepGoing: Bool

    func run() throws(CLIError) {
        var lineNumber = 0
        var failures = 0
        try LineReader().forEachLine { (input) throws(CLIError) in
            lineNumber += 1
            guard case .text(var bytes) = input else {
                failures += 1
                StandardStreams.printError(
                    "tipfmt: error: line \(lineNumber): the line is longer than \(LineReader.maximumLineLength >> 20) MB"
                )
                guard keepGoing else { throw .alreadyReported(65) }
                StandardStreams.printLine("")
                return
            }
            // Trim the line ending and surrounding ASCII blanks.
            while let last = bytes.last, last == 0x0A || last == 0x0D || last == 0x20 || last == 0x09 {
                bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast())
            }
            while let first = bytes.first, first == 0x20 || first == 0x09 {
                bytes = UnsafeRawBufferPointer(rebasing: bytes.dropFirst())
            }
            if bytes.isEmpty {
                StandardStreams.printLine("")
                return
            }
            let message: String
            // Canonical amounts are ASCII, which needs no validation: `String(validating:)` takes a
            // generic path that costs about a third of ICU's formatting per line (issue 6).
            let ascii = bytes.allSatisfy { $0 < 0x80 }
            let line = ascii ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
            if let text = line {
                do throws(CLIError) {
                    StandardStreams.printLine(try formatter.format(text))
                    return
                } catch {
                    message = error.message
                }
            } else {
                message = "the line is not valid UTF-8"
            }
            failures += 1
            StandardStreams.printError("tipfmt: error: line \(lineNumber): " + ErrorReporter.oneLine(message))
            guard keepGoing else { throw .alreadyReported(65) }
            StandardStreams.printLine("")
        }
        if failures > 0 {
            StandardStreams.printError(
                "tipfmt: error: \(failures) bad line\(failures == 1 ? "" : "s") of \(lineNumber)")
            throw .alreadyReported(65)
        }
    }
}
