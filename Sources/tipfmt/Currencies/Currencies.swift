import ArgumentParser
import Money

extension TipFmt {
    /// `tipfmt currencies`: the current currencies ICU knows, with their digits and cash rounding.
    struct Currencies: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "currencies",
            abstract: "List the currencies ICU knows, with minor units, cash rounding, symbol and name.",
            discussion: """
                One line per current, legal-tender currency, sorted by code. Names and symbols are \
                those of --locale (default: LC_ALL, LC_MONETARY, LANG).

                Examples:
                  tipfmt currencies
                  tipfmt currencies --locale ja_JP
                  tipfmt currencies --codes       Codes only, one per line.
                """)

        @Option(
            name: [.customShort("l"), .long], help: ArgumentHelp("The locale for names and symbols.", valueName: "id"),
            completion: Completions.locales)
        var locale: String?

        @Flag(help: "Print only the codes.")
        var codes = false

        func run() throws {
            let config = try ConfigFile.load(.process)
            let locale = try MoneyOptions.resolveLocale(explicit: locale, config: config, environment: .process)
            if codes {
                for currency in Currency.all { StandardStreams.printLine(currency.code) }
                return
            }
            var table = TextTable(alignments: [.left, .right, .right, .left, .left, .left])
            table.rows.append(["Code", "Digits", "Cash", "Symbol", "Narrow", "Name"])
            for currency in Currency.all {
                table.rows.append([
                    currency.code, String(currency.minorUnits),
                    currency.hasCashRounding ? currency.cashIncrement.description : "-",
                    currency.name(.symbol, locale: locale), currency.name(.narrowSymbol, locale: locale),
                    currency.name(.name, locale: locale),
                ])
            }
            for line in table.lines() { StandardStreams.printLine(line) }
        }
    }
}
