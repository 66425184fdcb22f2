import ArgumentParser
import Money
import BillRequestKit

extension TipFmt {
    /// `tipfmt format`: one formatted amount per line, from arguments or streamed from stdin.
    struct Format: ParsableCommand, FastParsable {
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
                  tipfmt format 1.005 -c USD --rounding to-nearest-or-away    $1.01
                  seq 1 100000 | tipfmt format -c JPY -l ja_JP > out.txt
                """)

        @OptionGroup var money: MoneyOptions
        @OptionGroup var format: FormatOptions

        @Flag(help: "In stdin mode, report bad lines and carry on instead of stopping at the first.")
        var keepGoing = false

        /// Sends every amount to ICU, never to the template learned from it: the same output,
        /// for measuring ICU's own path (Benchmarks/cli/cli.sh) or ruling the template out.
        @Flag(help: ArgumentHelp("Format every amount with ICU itself, never a learned template.", visibility: .hidden))
        var icuOnly = false

        /// Every argument argument-parser does not recognise: the amounts, negative ones included
        /// (`format -42.5`), and a `--` that ends the options.
        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp("Amounts to format (canonical: 1234.50, -42.5); none reads stdin.", valueName: "amount"))
        var amounts: [String] = []

        func validate() throws {
            for argument in amounts.prefix(while: { $0 != "--" })
            where argument.hasPrefix("-") && !CommandLineArguments.isNegativeAmount(argument) {
                throw ValidationError("Unknown option '\(argument)'")
            }
        }

        func run() throws {
            let config = try ConfigFile.load(.process)
            let context = try money.resolve(config: config)
            let formatter = AmountFormatter(settings: format.settings, context: context, usesTemplate: !icuOnly)
            // `--` ends the options; argument-parser hands it over with the amounts. Alone, it
            // still means "no amounts here", not "read stdin".
            guard !amounts.isEmpty else {
                try FormatStream(formatter: formatter, keepGoing: keepGoing).run()
                return
            }
            var lines: [String] = []
            for amount in amounts where amount != "--" { lines.append(try formatter.format(amount)) }
            for line in lines { StandardStreams.printLine(line) }
        }
    }
}
