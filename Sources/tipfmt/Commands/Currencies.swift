import ArgumentParser
import Money

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
            name: [.customShort("l"), .long], help: ArgumentHelp("The locale for names and symbols.", valueName: "id"))
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

        @Argument(help: ArgumentHelp("The ISO 4217 code.", valueName: "code"))
        var code: String

        @Option(
            name: [.customShort("l"), .long], help: ArgumentHelp("The locale for names and symbols.", valueName: "id"))
        var locale: String?

        @Flag(help: "Print a JSON object.")
        var json = false

        func run() throws {
            let config = try ConfigFile.load(.process)
            let locale = try MoneyOptions.resolveLocale(explicit: locale, config: config, environment: .process)
            let currency: Currency
            do { currency = try Currency(code: code) } catch {
                throw CLIError.rejected(ErrorReporter.message(for: error))
            }
            var fields: [(String, String)] = [
                ("code", currency.code),
                ("numericCode", String(currency.numericCode)),
                ("minorUnits", String(currency.fractionDigits)),
                ("cashMinorUnits", String(currency.cashFractionDigits)),
                ("cashIncrement", currency.cashIncrement.formatted(fractionDigits: currency.fractionDigits)),
                ("symbol", currency.name(.symbol, locale: locale)),
                ("narrowSymbol", currency.name(.narrowSymbol, locale: locale)),
                ("name", currency.name(.name, locale: locale)),
                ("locale", locale.identifier),
            ]
            fields += CurrencyFacts.fields(of: currency)
            if json {
                let body = fields.sorted { $0.0 < $1.0 }.map { "  \(JSONText.quoted($0.0)): \(JSONText.quoted($0.1))" }
                StandardStreams.printLine("{\n" + body.joined(separator: ",\n") + "\n}")
                return
            }
            var table = TextTable(alignments: [.left, .left])
            let labels = [
                "code": "Code", "numericCode": "Numeric code", "minorUnits": "Minor units",
                "cashMinorUnits": "Cash minor units", "cashIncrement": "Cash increment", "symbol": "Symbol",
                "narrowSymbol": "Narrow symbol", "name": "Name", "locale": "Locale",
            ]
            for (key, value) in fields {
                table.rows.append([(labels[key] ?? CurrencyFacts.labels[key] ?? key) + ":", value])
            }
            for line in table.lines() { StandardStreams.printLine(line) }
        }
    }

    /// `tipfmt locales`: the locales ICU has data for.
    struct Locales: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "locales",
            abstract: "List the locales ICU has data for.",
            discussion: """
                One ICU id per line. Aliases such as zh_TW are accepted by --locale though not listed.

                Examples:
                  tipfmt locales
                  tipfmt locales | grep '^de'
                """)

        func run() throws {
            for id in LocaleIdentifier.available { StandardStreams.printLine(id) }
        }
    }
}
