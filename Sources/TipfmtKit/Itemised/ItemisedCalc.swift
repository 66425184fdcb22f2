import Money
import TipCalc

/// `tipfmt calc --item … | --bill-file FILE`: an itemised bill's per-person table, or its JSON.
///
/// Errors travel to ``ErrorReporter`` as they are thrown (TipCalc's, Money's, the CLI's).
struct ItemisedCalc {
    let money: MoneyOptions
    let options: CalcOptions
    let itemised: ItemisedOptions
    /// The command's `--tip` values (at most one).
    let tips: [String]
    /// Whether `--json` was given: the result as docs/ItemisedBills.md describes it, through
    /// ``JSONOutput`` like every other JSON the CLI writes.
    let json: Bool

    func run() throws {
        let environment = Environment.process
        let config = try ConfigFile.load(environment)
        let context = try money.resolve(config: config, environment: environment)
        let plan = try ItemisedPlan(itemised: itemised, options: options, tips: tips, context: context, config: config)
        let result = try ItemisedCalculator.calculate(plan.bill, explaining: itemised.explain)
        if json {
            StandardStreams.write(try JSONOutput.encode(result))
            return
        }
        let report = ItemisedReport(
            result: result, formatter: MoneyFormatter(locale: plan.context.locale),
            style: Style(enabled: Terminal.usesColour(environment)), tipGiven: plan.tipGiven)
        try report.lines(explain: itemised.explain).forEach(StandardStreams.printLine)
    }
}

/// The human output of an itemised bill: one row per person and a totals row equal to the
/// bill's totals, then the taxes, tip, rounding, debts and (with --explain) every step.
struct ItemisedReport {
    let result: ItemisedResult
    let formatter: MoneyFormatter
    let style: Style
    let tipGiven: Bool

    /// The columns shown: items, tip and pays always; the others when the bill has them.
    private var columns: [(header: String, amount: KeyPath<ItemisedResult.Amounts, Money>)] {
        let totals = result.totals
        let rounded = result.people.contains { !$0.amounts.rounding.isZero }
        var columns: [(String, KeyPath<ItemisedResult.Amounts, Money>)] = [("Items", \.items)]
        if !totals.discount.isZero { columns.append(("Discount", \.discount)) }
        if !totals.tax.isZero { columns.append(("Tax", \.tax)) }
        if !totals.includedTax.isZero { columns.append(("incl. VAT", \.includedTax)) }
        if !totals.service.isZero { columns.append(("incl. service", \.service)) }
        columns.append(("Tip", \.tip))
        if rounded { columns.append(("Rounding", \.rounding)) }
        columns.append(("Pays", \.pays))
        return columns
    }

    func lines(explain: Bool) throws(MoneyError) -> [String] {
        let columns = self.columns
        let cash = result.people.contains { $0.payment == .cash }
        let home = result.home
        var header = ["Person"] + columns.map(\.header)
        if cash { header.append("By") }
        if let home { header.append(home.rate.to.code) }
        var table = TextTable(alignments: [.left] + Array(repeating: .right, count: columns.count) + [.left, .right])
        table.append(header) { style.bold($0) }
        for (index, person) in result.people.enumerated() {
            var cells = [person.name]
            for column in columns { cells.append(try formatter.format(person.amounts[keyPath: column.amount])) }
            if cash { cells.append(person.payment.rawValue) }
            if let home { cells.append("≈ " + (try formatter.format(home.shares[index]))) }
            table.append(cells)
        }
        var totals = ["Total"]
        for column in columns { totals.append(try formatter.format(result.totals[keyPath: column.amount])) }
        if cash { totals.append("") }
        if let home { totals.append("≈ " + (try formatter.format(home.total))) }
        table.append(totals) { style.bold($0) }
        var lines = table.lines()

        let percent = PercentFormatter(locale: formatter.locale)
        for tax in result.taxes where result.taxes.count > 1 || tax.included {
            let name = tax.included ? "VAT" : "Tax"
            let rate = try tax.rate.map { (rate) throws(MoneyError) in " " + (try percent.format(rate)) } ?? ""
            let how = tax.included ? "included in" : "on"
            lines.append(
                style.dim(
                    "\(name)\(rate): \(try formatter.format(tax.amount)) \(how) \(try formatter.format(tax.base))"))
        }
        if let tipPercent = result.tipPercent, !tipPercent.isZero {
            var note =
                "Tip \(try percent.format(tipPercent)) of \(try formatter.format(result.tipBase))"
                + (result.totals.service.isZero ? "" : ", less the service included")
            if result.effectiveTipPercent != tipPercent {
                note += "; effective \(try percent.format(result.effectiveTipPercent))"
            }
            lines.append(style.dim(note))
        } else if !tipGiven {
            lines.append(style.dim("No tip; give --tip 18 (or a tip: line in the bill file) for one."))
        }
        if !result.totals.rounding.isZero || result.people.contains(where: { !$0.amounts.rounding.isZero }) {
            lines.append(
                style.dim(
                    result.roundingIsTip
                        ? "Rounding is taken up by the tip." : "Cash rounding is a line of its own, not tip."))
        }
        if result.method == .wholeBill && result.people.count > 1 {
            lines.append(style.dim("Everything is shared alike, so the total is split by the same weights."))
        }
        for debt in result.debts {
            lines.append("\(debt.from) owes \(debt.to) \(try formatter.format(debt.amount))")
        }
        if let home {
            // Where the rate comes from, as calc says it: "(ECB euro reference rates, 2026-11-20)".
            lines.append(style.dim("Rate: \(home.rate)" + (home.rate.source.map { " (\($0))" } ?? "")))
        }
        if explain {
            lines.append("")
            lines.append(style.bold("How every amount was found (\(result.bill.currency.code), exact):"))
            lines.append(contentsOf: result.explanation.map(\.text))
        }
        return lines
    }
}
