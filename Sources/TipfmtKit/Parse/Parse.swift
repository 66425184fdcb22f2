import ArgumentParser
import Money
import BillRequestKit

extension TipFmt {
    /// `tipfmt parse`: reads a localized amount and prints its canonical value.
    struct Parse: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "parse",
            abstract: "Read an amount written the way a locale writes it.",
            discussion: """
                Prints the canonical value and currency (1234.50 EUR), or a JSON object with --json. \\
                A currency symbol or code in the text decides the currency; --currency makes a \\
                different one an error. The whole text must be an amount; negative amounts work as \\
                plain arguments.

                Examples:
                  tipfmt parse '1.234,50 €' --locale de_DE            1234.50 EUR
                  tipfmt parse '-1.234,50 €' -l de_DE                 -1234.50 EUR
                  tipfmt parse 'CHF 1’234.50' --locale de_CH          1234.50 CHF
                  tipfmt parse '12,50' --locale fr_FR --currency EUR  12.50 EUR
                  tipfmt parse '$5.00' --locale en_US --json
                """)

        /// The text, collected with whatever argument-parser does not recognise, so a negative
        /// amount (`-$5.00`, `-8 USD`) is an argument like any other; ``validate()`` checks that
        /// there is exactly one and that nothing else is an unknown option.
        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp("The localized amount, such as '1.234,50 €' or '-$5.00'.", valueName: "text"))
        var words: [String] = []

        @Option(
            name: [.customShort("l"), .long], help: ArgumentHelp("The locale the text is written in.", valueName: "id"),
            completion: Completions.locales)
        var locale: String?

        @Option(
            name: [.customShort("c"), .long],
            help: ArgumentHelp("The currency the amount must be in.", valueName: "code"),
            completion: Completions.currencies)
        var currency: String?

        @Flag(help: "Print a JSON object with amount, currency and locale.")
        var json = false

        /// The one amount given.
        private var text: String { words.first { $0 != "--" } ?? "" }

        func validate() throws {
            for argument in words.prefix(while: { $0 != "--" })
            where argument.hasPrefix("-") && !CommandLineArguments.isNegativeAmount(argument) {
                throw ValidationError("Unknown option '\(argument)'")
            }
            let texts = words.filter { $0 != "--" }
            if texts.isEmpty { throw ValidationError("Missing expected argument '<text>'") }
            if texts.count > 1 {
                throw ValidationError(
                    "give one amount, not \(texts.count); quote text with spaces, as in '1.234,50 €'")
            }
        }

        /// The `--json` object.
        struct Output: Encodable {
            var amount, currency, locale: String
        }

        func run() throws {
            let config = try ConfigFile.load(.process)
            let locale = try MoneyOptions.resolveLocale(explicit: locale, config: config, environment: .process)
            let expected = try currency.map { (code) throws(MoneyError) in try Currency(code: code) }
            let money = try MoneyParser(locale: locale).parse(text, expecting: expected)
            if json {
                StandardStreams.write(
                    try JSONOutput.encode(
                        Output(amount: money.amountText, currency: money.currency.code, locale: locale.identifier)))
            } else {
                StandardStreams.printLine(money.description)
            }
        }
    }
}
