import BillPresentation
import ArgumentParser
import Money
import SavedBills
import TipCalc
import BillRequestKit

extension TipFmt {
    /// `tipfmt calc` (the default subcommand): tip, total and shares of a bill.
    struct Calc: ParsableCommand, FastParsable {
        static let configuration = CommandConfiguration(
            commandName: "calc",
            abstract: "Work out the tip, total and each person's share of a bill (the default subcommand).",
            discussion: """
                With one --tip, prints the bill, tip, total and shares. With several --tip, or none \
                (the presets 10, 15, 18, 20, 25 and the region's customary default), prints one row \
                per percentage. BILL may be an expression: + - * / and parentheses, evaluated \
                exactly; a result finer than the currency's minor unit is rounded half-up, with a \
                note on stderr. A bill has no sign. Without BILL, the last bill is reused, in its \
                currency and locale, if it is under ten minutes old.

                Examples:
                  tipfmt 84.50                        Table of the presets.
                  tipfmt calc 84.50 --tip 18 --split 3
                  tipfmt calc '23.40 + 18.75 + 2*4.50' --tip 20
                  tipfmt calc 120 --tax 8.875% --tip-on total \\
                      --tip 20 --round up
                  tipfmt calc 84.50 --tip 15 --weights 2,1,1 --json
                  tipfmt calc 4500 -c JPY --home EUR --rate 0.0061
                  tipfmt calc 37.45 -c CHF -l de_CH --tip 10 --cash
                  tipfmt calc --tip 20                Re-run the last bill at 20%.
                """)

        @OptionGroup var money: MoneyOptions
        @OptionGroup var options: CalcOptions
        @OptionGroup var saving: CalcSaveOptions
        @OptionGroup var dated: BillDayOptions
        @OptionGroup(title: "Itemised bills") var itemised: ItemisedOptions

        @Option(
            name: [.customShort("t"), .long], parsing: .unconditionalSingleValue,
            help: ArgumentHelp(
                "A tip percentage such as 18 or 17.5; repeat for a table. Default: the presets 10, 15, 18, 20, 25 and the region's customary tip.",
                valueName: "percent"))
        var tip: [String] = []

        @Flag(help: "Print one JSON object instead of a table.")
        var json = false

        func validate() throws {
            if let option = tip.firstOptionLikeValue {
                throw ValidationError("Missing value for '--tip <percent>' ('\(option)' is an option)")
            }
        }

        func run() throws {
            let environment = Environment.process
            let config = try ConfigFile.load(environment)
            let input = BillOptions(
                money: money, options: options, itemised: itemised, tips: tip, day: try dated.day())
            let request = try BillRequest.read(input, for: .table, config: config, environment: environment)
            for note in request.notes { StandardStreams.note(note) }
            let result = try request.compute(explaining: itemised.explain)
            // A single amount is shown at every percentage asked for; any other bill as it is.
            let results =
                request.layout == .perPerson
                ? [result] : try request.comparison(result, explaining: itemised.explain)
            try print(request, results, environment: environment)
            if request.billWasGiven, let amount = request.amount {
                LastBill.save(amount, locale: request.context.locale, environment: environment)
            }
        }

        /// What `calc` prints for `results` (a table, a summary, or its JSON, laid out as the
        /// request's layout says), what it notes on stderr, and what it saves.
        private func print(_ request: BillRequest, _ results: [ItemisedResult], environment: Environment) throws {
            let formatter = MoneyFormatter(locale: request.context.locale)
            let perPerson = request.layout == .perPerson
            if json {
                StandardStreams.write(
                    try JSONOutput.encode(
                        request.json(results: results, formatter: formatter, explaining: itemised.explain)))
            } else {
                let report = request.report(
                    results: results, formatter: formatter,
                    style: Style(enabled: Terminal.usesColour(environment)))
                try report.lines().forEach(StandardStreams.printLine)
                if itemised.explain { try report.explanation().forEach(StandardStreams.printLine) }
            }
            if !request.tipGiven {
                StandardStreams.note("no tip; give --tip 18 (or a tip: line in the bill file) for one")
            }
            guard saving.save else { return }
            if perPerson, let result = results.first {
                try BillSaving.save(
                    itemised: result, request: request, command: .calc, formatter: formatter, note: saving.note,
                    receiptFormat: .text, receiptWidth: BillPresentation.Receipt.defaultWidth)
            } else {
                try BillSaving.save(calc: request, results: results, options: options, note: saving.note)
            }
        }
    }
}
