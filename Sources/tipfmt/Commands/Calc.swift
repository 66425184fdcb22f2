import ArgumentParser
import Money
import TipCalc

extension TipFmt {
    /// `tipfmt calc` (the default subcommand): tip, total and shares of a bill.
    struct Calc: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "calc",
            abstract: "Work out the tip, total and each person's share of a bill (the default subcommand).",
            discussion: """
                With one --tip, prints the bill, tip, total and shares. With several --tip, or none \
                (the presets 10, 15, 18, 20, 25 and the region's customary default), prints one row \
                per percentage. BILL may be an expression: + - * / and parentheses, evaluated \
                exactly; a result finer than the currency's minor unit is rounded half-up, with a \
                note on stderr. Without BILL, the last bill is reused if it is under ten minutes old.

                Examples:
                  tipfmt 84.50                                  Table of the presets.
                  tipfmt calc 84.50 --tip 18 --split 3
                  tipfmt calc '23.40 + 18.75 + 2*4.50' --tip 20
                  tipfmt calc 120 --tax 8.875% --tip-on total --tip 20 --round up
                  tipfmt calc 84.50 --tip 15 --weights 2,1,1 --json
                  tipfmt calc 4500 -c JPY --home EUR --rate 0.0061 --tip 0
                  tipfmt calc 37.45 -c CHF -l de_CH --tip 10 --cash
                  tipfmt calc --tip 20                          Re-run the last bill at 20%.
                """)

        @OptionGroup var money: MoneyOptions
        @OptionGroup var options: CalcOptions
        @OptionGroup(title: "Itemised bills") var itemised: ItemisedOptions

        func run() throws {
            if itemised.isRequested {
                return try ItemisedCalc(money: money, options: options, itemised: itemised).run()
            }
            let environment = Environment.process
            let config = try ConfigFile.load(environment)
            let context = try money.resolve(config: config, environment: environment)
            let plan = try options.plan(context: context, config: config, environment: environment)
            let results = try plan.results()
            for note in plan.notes { StandardStreams.note(note) }
            let formatter = MoneyFormatter(locale: plan.context.locale)
            if options.json {
                try printJSON(plan: plan, results: results, formatter: formatter)
            } else {
                try CalcReport(
                    plan: plan, results: results, formatter: formatter,
                    style: Style(enabled: Terminal.usesColour(environment))
                )
                .lines().forEach(StandardStreams.printLine)
            }
            if options.bill != nil { BillMemory.save(plan.request.bill, environment: environment) }
        }

        private func printJSON(plan: CalcPlan, results: [TipResult], formatter: MoneyFormatter) throws {
            let main = results.first { $0.tipPercent == plan.mainPercent } ?? results[0]
            var object = try CalcJSON(main, locale: plan.context.locale, formatter: formatter)
            if results.count > 1 {
                object.rows = try results.map { (result) throws(MoneyError) in
                    try CalcJSON(result, locale: plan.context.locale, formatter: formatter)
                }
            }
            object.custom = plan.custom.map(CalcJSON.Custom.init)
            StandardStreams.printLine(try CalcJSON.encode(object))
        }
    }
}

/// The human output of `calc`: a summary for one percentage, a table for several.
struct CalcReport {
    let plan: CalcPlan
    let results: [TipResult]
    let formatter: MoneyFormatter
    let style: Style

    func lines() throws(MoneyError) -> [String] {
        var lines = results.count == 1 ? try summary(results[0]) : try table()
        if !plan.explicitTips, let custom = plan.custom {
            let percent = PercentFormatter(locale: plan.context.locale)
            var note = "Tipping in \(custom.region): "
            if custom.minimumPercent == custom.maximumPercent {
                note += try percent.format(custom.defaultPercent)
            } else {
                note += try
                    "\(percent.format(custom.minimumPercent))–\(percent.format(custom.maximumPercent)), usually \(percent.format(custom.defaultPercent))"
            }
            if custom.serviceUsuallyIncluded { note += "; service is usually included" }
            note += ". " + custom.note
            lines.append(style.dim(note))
        }
        return lines
    }

    private func summary(_ result: TipResult) throws(MoneyError) -> [String] {
        let percent = PercentFormatter(locale: plan.context.locale)
        var table = TextTable(alignments: [.left, .right, .right])
        let home = result.home
        func row(_ label: String, _ money: Money, _ converted: Money?) throws(MoneyError) {
            var cells = [label, try formatter.format(money)]
            if let converted { cells.append("≈ " + (try formatter.format(converted))) }
            table.rows.append(cells)
        }
        try row("Bill", result.bill, home?.bill)
        if !result.service.isZero { table.rows.append(["  incl. service", try formatter.format(result.service)]) }
        if !result.tax.isZero { try row("Tax", result.tax, home?.tax) }
        var tipLabel = "Tip"
        if let value = result.tipPercent { tipLabel += " " + (try percent.format(value)) }
        try row(tipLabel, result.tip, home?.tip)
        try row("Total", result.total, home?.total)
        if result.shares.count > 1 {
            table.rows.append([
                "Each of \(result.shares.count)", try describeShares(result.shares),
            ])
            if let home { table.rows.append(["", "≈ " + (try describeShares(home.shares))]) }
        }
        var lines = table.lines()
        if result.effectiveTipPercent != result.tipPercent {
            lines.append(style.dim("Effective tip: " + (try percent.format(result.effectiveTipPercent))))
        }
        if let home { lines.append(style.dim("Rate: \(home.rate)")) }
        return lines
    }

    private func table() throws(MoneyError) -> [String] {
        let percent = PercentFormatter(locale: plan.context.locale)
        let parties = results[0].shares.count
        var header = ["Tip", "Tip amount", "Total"]
        if parties > 1 { header.append("Each of \(parties)") }
        let homeCode = results[0].home?.rate.to.code
        if let homeCode { header.append("Total in \(homeCode)") }
        var table = TextTable(alignments: [.right, .right, .right, .right, .right])
        table.append(header) { style.bold($0) }
        for result in results {
            var cells = [
                try result.tipPercent.map { (value) throws(MoneyError) in try percent.format(value) } ?? "-",
                try formatter.format(result.tip), try formatter.format(result.total),
            ]
            if parties > 1 { cells.append(try describeShares(result.shares)) }
            if let home = result.home { cells.append("≈ " + (try formatter.format(home.total))) }
            let isMain = !plan.explicitTips && plan.custom != nil && result.tipPercent == plan.mainPercent
            cells[0] = (isMain ? "* " : "") + cells[0]
            if isMain {
                table.append(cells) { style.green($0) }
            } else {
                table.append(cells)
            }
        }
        return table.lines()
    }

    /// `3 × $33.24`, or `2 × $33.24, 1 × $33.23` when the shares differ; weights list each share.
    private func describeShares(_ shares: [Money]) throws(MoneyError) -> String {
        if case .weights = plan.request.party {
            return try shares.map { (share) throws(MoneyError) in try formatter.format(share) }.joined(separator: ", ")
        }
        var groups: [(Money, Int)] = []
        for share in shares {
            if let last = groups.last, last.0 == share {
                groups[groups.count - 1].1 += 1
            } else {
                groups.append((share, 1))
            }
        }
        return try groups.map { (group) throws(MoneyError) in "\(group.1) × " + (try formatter.format(group.0)) }
            .joined(separator: ", ")
    }
}
