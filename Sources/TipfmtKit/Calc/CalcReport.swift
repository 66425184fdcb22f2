import Money
import TipCalc

/// The human output of `calc`: a summary for one percentage, a table for several, in the
/// locale's language and numbers.
///
/// The words are the receipt's (TipCalc's `ReceiptLabels`, 28 languages, falling back to
/// English), so `calc -l de_DE` says *Rechnung*, *Trinkgeld (18 %)*, *Gesamt*. Every number goes
/// through the locale's formatters, counts too: `ar_EG` writes `٢ × …`, never a Latin `2 ×`.
///
///     Bill                         $84.50
///     Tip (18%)                    $15.21
///     Total                        $99.71
///     Per person   2 × $33.24, 1 × $33.23
///       Tip                     3 × $5.07
///
/// With a service charge included in the bill, the tip line is the *extra* tip on top of it and
/// says so (as the receipt does), with the service shown under the bill.
struct CalcReport {
    let plan: CalcPlan
    let results: [TipResult]
    let formatter: MoneyFormatter
    let style: Style

    private var labels: ReceiptLabels { ReceiptLabels(locale: plan.context.locale) }
    private var percents: PercentFormatter { PercentFormatter(locale: plan.context.locale) }
    private var numbers: DecimalFormatter { DecimalFormatter(locale: plan.context.locale) }
    private var hasService: Bool { plan.request.service != nil }

    func lines() throws(MoneyError) -> [String] {
        var lines = results.count == 1 ? try summary(results[0]) : try table()
        if !plan.explicitTips, let custom = plan.custom {
            // The customs' notes are English data (Resources/locales/tipping).
            var note = "Tipping in \(custom.region): "
            if custom.minimumPercent == custom.maximumPercent {
                note += try percents.format(custom.defaultPercent)
            } else {
                let range =
                    "\(try percents.format(custom.minimumPercent))–\(try percents.format(custom.maximumPercent))"
                note += "\(range), usually \(try percents.format(custom.defaultPercent))"
            }
            if custom.serviceUsuallyIncluded { note += "; service is usually included" }
            note += ". " + custom.note + " Source: \(custom.source), as of \(custom.asOf)."
            lines.append(style.dim(note))
        }
        return lines
    }

    /// Bill, service, tax, tip, total, and each person's share and tip.
    private func summary(_ result: TipResult) throws(MoneyError) -> [String] {
        var table = TextTable(alignments: [.left, .right, .right])
        let home = result.home
        func row(_ label: String, _ money: Money, _ converted: Money?) throws(MoneyError) {
            var cells = [label, try formatter.format(money)]
            if let converted { cells.append("≈ " + (try formatter.format(converted))) }
            table.rows.append(cells)
        }
        try row(labels[.bill], result.bill, home?.bill)
        if hasService {
            var label = "  " + labels[.includedService]
            if case .percent(let rate)? = plan.request.service { label += " " + isolated(try percents.format(rate)) }
            table.rows.append([label, try formatter.format(result.service)])
        }
        if plan.request.tax != nil { try row(labels[.tax], result.tax, home?.tax) }
        try row(try tipLabel(result), result.tip, home?.tip)
        try row(labels[.total], result.total, home?.total)
        if result.shares.count > 1 {
            table.rows.append([labels[.perPerson], try describe(result.shares)])
            if let home { table.rows.append(["", "≈ " + (try describe(home.shares))]) }
            table.rows.append(["  " + labels[hasService ? .extraTip : .tip], try describe(result.tipShares)])
        }
        var lines = table.lines()
        if let home { lines.append(try rateLine(home.rate)) }
        return lines
    }

    /// `Rate: 1 USD = 0.9215 EUR (given on the command line)`: the rate in the locale's digits, and
    /// where it comes from when that is known.
    private func rateLine(_ rate: ExchangeRate) throws(MoneyError) -> String {
        let text =
            "\(try numbers.format(ExactDecimal(1))) \(rate.from.code) = \(try numbers.format(rate.rate)) \(rate.to.code)"
        let source = rate.source.map { " (\($0))" } ?? ""
        return style.dim("\(labels[.rate]): \(isolated(text))\(source)")
    }

    /// "Tip (18%)" with the percentage asked for, or the effective one when rounding changed it;
    /// "Extra tip" when a service charge is included (the amount is what goes on top of it).
    private func tipLabel(_ result: TipResult) throws(MoneyError) -> String {
        if hasService { return labels[.extraTip] }
        let percent: ExactDecimal
        if let asked = result.tipPercent, plan.request.rounding == .none, !plan.request.cash {
            percent = asked
        } else {
            percent = result.effectiveTipPercent
        }
        return labels.tip(percent: isolated(try percents.format(percent)))
    }

    /// One row per percentage: the percentage, the tip, the total, each person's share, and the
    /// total in the home currency.
    private func table() throws(MoneyError) -> [String] {
        let parties = results[0].shares.count
        var header = ["", labels[hasService ? .extraTip : .tip], labels[.total]]
        if parties > 1 { header.append(labels[.perPerson]) }
        if let home = results[0].home { header.append("\(labels[.total]) (\(home.rate.to.code))") }
        var table = TextTable(alignments: [.right, .right, .right, .right, .right])
        table.append(header) { style.bold($0) }
        for result in results {
            let percent = try result.tipPercent.map { (value) throws(MoneyError) in try percents.format(value) }
            var cells = [percent ?? "-", try formatter.format(result.tip), try formatter.format(result.total)]
            if parties > 1 { cells.append(try describe(result.shares)) }
            if let home = result.home { cells.append("≈ " + (try formatter.format(home.total))) }
            let isMain = !plan.explicitTips && plan.custom != nil && result.tipPercent == plan.mainPercent
            cells[0] = (isMain ? "* " : "") + cells[0]
            if isMain {
                table.append(cells) { style.green($0) }
            } else {
                table.append(cells)
            }
        }
        var lines = table.lines()
        if let home = results[0].home { lines.append(try rateLine(home.rate)) }
        return lines
    }

    /// `3 × $33.24`, or `2 × $33.24, 1 × $33.23` when amounts differ, counts in the locale's
    /// digits; with weights, each share in order.
    private func describe(_ amounts: [Money]) throws(MoneyError) -> String {
        if case .weights = plan.request.party {
            return try amounts.map { (share) throws(MoneyError) in isolated(try formatter.format(share)) }
                .joined(separator: ", ")
        }
        var groups: [(amount: Money, count: Int)] = []
        for amount in amounts {
            if let last = groups.last, last.amount == amount {
                groups[groups.count - 1].count += 1
            } else {
                groups.append((amount, 1))
            }
        }
        return try groups.map { (group) throws(MoneyError) in
            isolated("\(try numbers.format(ExactDecimal(group.count))) × \(try formatter.format(group.amount))")
        }
        .joined(separator: ", ")
    }

    /// A number or amount placed in right-to-left text, wrapped in FIRST STRONG ISOLATE … POP
    /// DIRECTIONAL ISOLATE (as the receipt does) so it never reorders with the words around it.
    private func isolated(_ text: String) -> String {
        labels.direction == .rightToLeft ? "\u{2068}\(text)\u{2069}" : text
    }
}
