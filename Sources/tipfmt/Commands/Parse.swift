import ArgumentParser
import Money

extension TipFmt {
    /// `tipfmt parse`: reads a localized amount and prints its canonical value.
    struct Parse: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "parse",
            abstract: "Read an amount written the way a locale writes it.",
            discussion: """
                Prints the canonical value and currency (1234.50 EUR), or a JSON object with --json. \
                A currency symbol or code in the text decides the currency; --currency makes a \
                different one an error. The whole text must be an amount.

                Examples:
                  tipfmt parse '1.234,50 €' --locale de_DE            1234.50 EUR
                  tipfmt parse 'CHF 1’234.50' --locale de_CH          1234.50 CHF
                  tipfmt parse '12,50' --locale fr_FR --currency EUR  12.50 EUR
                  tipfmt parse '$5.00' --locale en_US --json
                """)

        @Argument(help: ArgumentHelp("The localized amount, such as '1.234,50 €'.", valueName: "text"))
        var text: String

        @Option(
            name: [.customShort("l"), .long], help: ArgumentHelp("The locale the text is written in.", valueName: "id"))
        var locale: String?

        @Option(
            name: [.customShort("c"), .long],
            help: ArgumentHelp("The currency the amount must be in.", valueName: "code"))
        var currency: String?

        @Flag(help: "Print a JSON object with amount, currency and locale.")
        var json = false

        func run() throws {
            let config = try ConfigFile.load(.process)
            let locale = try MoneyOptions.resolveLocale(explicit: locale, config: config, environment: .process)
            let expected: Currency?
            do {
                expected = try currency.map { (code) throws(MoneyError) in try Currency(code: code) }
            } catch {
                throw CLIError.rejected(ErrorReporter.message(for: error))
            }
            let money: Money
            do {
                money = try MoneyParser(locale: locale).parse(text, expecting: expected)
            } catch {
                throw CLIError.rejected(ErrorReporter.message(for: error))
            }
            if json {
                StandardStreams.printLine(
                    "{\"amount\": \(JSONText.quoted(money.amountText)), \"currency\": \(JSONText.quoted(money.currency.code)), "
                        + "\"locale\": \(JSONText.quoted(locale.identifier))}")
            } else {
                StandardStreams.printLine(money.description)
            }
        }
    }
}
