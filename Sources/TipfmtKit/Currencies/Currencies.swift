import BillPresentation
import ArgumentParser
import Money
import BillRequestKit

extension TipFmt {
    /// `tipfmt currencies`: the currencies in use, with their digits and cash rounding.
    struct Currencies: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "currencies",
            abstract: "List the currencies in use, with minor units, cash rounding, symbol and name.",
            discussion: """
                One line per current, legal-tender currency, sorted by code: ICU's list, corrected \
                by the currency changes newer than ICU's data (XCG and ZWG in; HRK, SLL, VEF and \
                other withdrawn codes out). Names and symbols are those of --locale (default: \
                LC_ALL, LC_MONETARY, LANG).

                Examples:
                  tipfmt currencies
                  tipfmt currencies --locale ja_JP
                  tipfmt currencies --codes       Codes only, one per line.
                  tipfmt currencies --all         Withdrawn codes too, with what replaced them.
                """)

        @Option(
            name: [.customShort("l"), .long], help: ArgumentHelp("The locale for names and symbols.", valueName: "id"),
            completion: Completions.locales)
        var locale: String?

        @Flag(help: "Print only the codes.")
        var codes = false

        @Flag(help: "Include withdrawn currencies, marked with what replaced them and from when.")
        var all = false

        func run() throws {
            let config = try ConfigFile.load(.process)
            let locale = try MoneyOptions.resolveLocale(explicit: locale, config: config, environment: .process)
            let today = CalendarDate.today
            let listed = Currency.all(on: today, includingWithdrawn: all)
            if codes {
                for currency in listed { StandardStreams.printLine(currency.code) }
                return
            }
            var table = TextTable(alignments: [.left, .right, .right, .left, .left, .left, .left])
            table.rows.append(["Code", "Digits", "Cash", "Symbol", "Narrow", "Name"] + (all ? ["Withdrawn"] : []))
            for currency in listed {
                table.rows.append(
                    [
                        currency.code, String(currency.fractionDigits),
                        currency.hasCashRounding ? currency.cashIncrement.description : "-",
                        currency.name(.symbol, locale: locale), currency.name(.narrowSymbol, locale: locale),
                        currency.name(.name, locale: locale),
                    ] + (all ? [CurrencyFacts.withdrawal(of: currency, on: today) ?? ""] : []))
            }
            for line in table.lines() { StandardStreams.printLine(line) }
        }
    }
}
