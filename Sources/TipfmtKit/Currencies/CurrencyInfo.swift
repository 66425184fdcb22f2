import BillPresentation
import ArgumentParser
import Money
import BillRequestKit

extension TipFmt {
    /// `tipfmt currency CODE`: one currency's metadata.
    struct CurrencyInfo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "currency",
            abstract: "Show one currency's minor units, cash rounding, symbols and localized name.",
            discussion: """
                Examples:
                  tipfmt currency CHF                  Cash increment 0.05.
                  tipfmt currency JPY --locale ja_JP   Symbol ￥, name 日本円.
                  tipfmt currency KWD --json
                """)

        @Argument(help: ArgumentHelp("The ISO 4217 code.", valueName: "code"), completion: Completions.currencies)
        var code: String

        @Option(
            name: [.customShort("l"), .long], help: ArgumentHelp("The locale for names and symbols.", valueName: "id"),
            completion: Completions.locales)
        var locale: String?

        @Flag(help: "Print a JSON object.")
        var json = false

        /// The `--json` object (counts are numbers, the cash increment an amount string), in the
        /// vocabulary of every tipfmt JSON: `fractionDigits`, as the history and receipts say it.
        struct Output: Encodable {
            var code: String
            var numericCode: Int
            var fractionDigits: Int
            var cashFractionDigits: Int
            var cashIncrement: String
            var symbol, narrowSymbol, name, locale: String
            /// What the data newer than ICU's says, when it says something; absent otherwise.
            ///
            /// For a withdrawn code: what replaced it, from when, at what fixed rate; for a code
            /// newer than ICU's data: its issuer's symbol; and the source of either.
            var replacedBy, replacedOn, fixedRate, issuerSymbol, source: String?
        }

        func run() throws {
            let config = try ConfigFile.load(.process)
            let locale = try MoneyOptions.resolveLocale(explicit: locale, config: config, environment: .process)
            let currency = try Currency(code: code)
            let facts = CurrencyFacts.fields(of: currency)
            let fact = { (key: String) in facts.first(where: { $0.0 == key })?.1 }
            let output = Output(
                code: currency.code, numericCode: Int(currency.numericCode), fractionDigits: currency.fractionDigits,
                cashFractionDigits: currency.cashFractionDigits,
                cashIncrement: currency.cashIncrement.formatted(fractionDigits: currency.fractionDigits),
                symbol: currency.name(.symbol, locale: locale),
                narrowSymbol: currency.name(.narrowSymbol, locale: locale),
                name: currency.name(.name, locale: locale), locale: locale.identifier,
                replacedBy: fact("replacedBy"), replacedOn: fact("replacedOn"), fixedRate: fact("fixedRate"),
                issuerSymbol: fact("issuerSymbol"), source: fact("source"))
            if json {
                StandardStreams.write(try JSONOutput.encode(output))
                return
            }
            var table = TextTable(alignments: [.left, .left])
            table.rows = [
                ["Code:", output.code], ["Numeric code:", String(output.numericCode)],
                ["Minor units:", String(output.fractionDigits)],
                ["Cash minor units:", String(output.cashFractionDigits)],
                ["Cash increment:", output.cashIncrement], ["Symbol:", output.symbol],
                ["Narrow symbol:", output.narrowSymbol], ["Name:", output.name], ["Locale:", output.locale],
            ]
            for (key, value) in facts { table.rows.append([(CurrencyFacts.labels[key] ?? key) + ":", value]) }
            for line in table.lines() { StandardStreams.printLine(line) }
        }
    }
}
