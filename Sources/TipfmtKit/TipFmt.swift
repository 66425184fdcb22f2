import BillPresentation
package import ArgumentParser
import Money
import BillRequestKit
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `tipfmt` command: tips, splits and money formatting for any locale ICU knows.
package struct TipFmt: ParsableCommand {
    package init() {}

    /// The tool's own version.
    package static let toolVersion = "0.1.0"

    package static let configuration = CommandConfiguration(
        commandName: "tipfmt",
        abstract: "Tips, bill splits and money formatting for any locale ICU knows.",
        discussion: """
            Without a subcommand, tipfmt runs `calc`. Amounts on the command line are canonical \
            (84.50, with '.' as the decimal point) unless --input-locale says how to read them.

            Examples:
              tipfmt 84.50                              Tip table for a bill of 84.50.
              tipfmt calc 84.50 --tip 18 --split 3      An 18% tip, split three ways.
              tipfmt format -42.5 -c EUR -l de_DE       Prints -42,50 €.
              tipfmt parse '1.234,50 €' -l de_DE        Prints 1234.50 EUR.
              tipfmt check formats.tsv                  Checks a table of expected output.
              tipfmt --generate-completion-script zsh   Shell completions (bash, zsh, fish).
            """,
        version:
            "tipfmt \(toolVersion) (ICU \(Money.icuVersion), CLDR \(Money.cldrVersion), currency changes as of \(Currency.changesAsOf))",
        subcommands: [
            Calc.self, Format.self, Parse.self, Receipt.self, Check.self, Currencies.self, CurrencyInfo.self,
            Locales.self, Printers.self, PayCode.self, ConfigCommand.self, History.self, Trip.self, Live.self,
        ],
        defaultSubcommand: Calc.self
    )

    /// Parses, runs, and reports any failure as one `tipfmt: error: …` line with a documented code.
    package static func main() {
        // A reader that goes away (`tipfmt format < big | head -1`) is an EPIPE on the next write,
        // handled by StandardStreams (a quiet exit 74), not a SIGPIPE death (status 141).
        signal(SIGPIPE, SIG_IGN)
        // Past `ulimit -f` a write fails with EFBIG and is reported (exit 73 for a file, 74 for
        // stdout) instead of the process dying silently with SIGXFSZ (status 153).
        signal(SIGXFSZ, SIG_IGN)
        let arguments: [String]
        do {
            arguments = try CommandLineArguments.checked()
        } catch {
            ErrorReporter.exit(with: error, command: TipFmt.self)
        }
        do {
            var command = try FastCommandLine.command(arguments) ?? parseAsRoot(arguments)
            try command.run()
        } catch {
            ErrorReporter.exit(with: mistypedSubcommand(error, in: arguments) ?? error, command: TipFmt.self)
        }
        // A failed write exits 74 inside StandardStreams.
        StandardStreams.flush()
    }

    /// The usage error for a mistyped subcommand of a command group, when that is what `error`
    /// is about.
    ///
    /// argument-parser reads `tipfmt config sett tip 18` as `config list` given three stray
    /// words, and blames `--name` in `tipfmt paycode epx --name Ann`; the mistyped word is the
    /// news. Words after `tipfmt` itself are calc's bill, which names a command it resembles
    /// itself; `history` and `trip` pass their words to `tipfmt-history`, which checks them.
    private static func mistypedSubcommand(_ error: any Error, in arguments: [String]) -> CLIError? {
        guard exitCode(for: error) == .validationFailure, let first = arguments.first,
            let group = configuration.subcommands.first(where: { $0._commandName == first }),
            let message = CommandSuggestion.unknownSubcommand(
                in: Array(arguments.dropFirst()), of: group, named: "tipfmt \(first)")
        else { return nil }
        return .usage(message)
    }
}
