import ArgumentParser
import Money
import TipCalc

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
            if itemised.isRequested {
                let request = ItemisedRequest(money: money, options: options, itemised: itemised, tips: tip)
                return try ItemisedCalc(request: request, json: json, saving: saving).run()
            }
            let environment = Environment.process
            let config = try ConfigFile.load(environment)
            let plan = try CalcPlan.make(
                options: options, money: money, tips: tip, asksTable: true, config: config, environment: environment)
            let results = try plan.results()
            for note in plan.notes { StandardStreams.note(note) }
            let formatter = MoneyFormatter(locale: plan.context.locale)
            if json {
                StandardStreams.write(
                    try JSONOutput.encode(
                        CalcJSON(plan: plan, results: results, formatter: formatter, explaining: itemised.explain)))
            } else {
                let report = CalcReport(
                    plan: plan, results: results, formatter: formatter,
                    style: Style(enabled: Terminal.usesColour(environment)))
                try report.lines().forEach(StandardStreams.printLine)
                if itemised.explain { try report.explanation().forEach(StandardStreams.printLine) }
            }
            if plan.billWasGiven {
                LastBill.save(plan.request.bill, locale: plan.context.locale, environment: environment)
            }
            if saving.save {
                try BillSaving.save(calc: plan, results: results, options: options, note: saving.note)
            }
        }
    }
}
