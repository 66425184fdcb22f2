import BillPresentation
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
    let plan: BillRequest
    /// The single amount's request, as the results were computed from it.
    private let request: TipRequest?
    let results: [TipResult]
    let formatter: MoneyFormatter
    let style: Style
    /// The locale's words and formatters, built once per report.
    private let wording: BillWording

    init(plan: BillRequest, results: [TipResult], formatter: MoneyFormatter, style: Style) {
        self.plan = plan
        self.request = results.first?.request
        self.results = results
        self.formatter = formatter
        self.style = style
        self.wording = BillWording(formatter: formatter)
    }

    private var labels: ReceiptLabels { wording.labels }
    private var percents: PercentFormatter { wording.percents }
    private var numbers: DecimalFormatter { wording.numbers }
    private var hasService: Bool { request?.service != nil }

    func lines() throws(MoneyError) -> [String] {
        var lines = results.count == 1 ? try summary(results[0]) : try table()
        if !plan.explicitTips, let custom = plan.custom {
            lines.append(style.dim(try wording.tippingNote(custom)))
        }
        return lines
    }

    /// `--explain`: for each result, the heading and every step with its exact values, in the
    /// locale's language (the steps of TipCalc's engine, as an itemised bill explains them).
    func explanation() throws(TipCalcError) -> [String] {
        var lines: [String] = []
        for result in results {
            lines.append("")
            if results.count > 1, let percent = result.tipPercent {
                let text: String
                do { text = try percents.format(percent) } catch { throw .money(error) }
                lines.append(style.bold(labels.tip(percent: wording.isolated(text))))
            }
            lines.append(style.bold(labels.filled(.explanationHeading, ["currency": result.bill.currency.code])))
            let steps = try TipCalculator.explanation(of: result.request, in: labels)
            lines.append(contentsOf: steps.map(\.text))
        }
        return lines
    }

    /// Bill, service, tax, tip, total, and each person's share and tip.
    private func summary(_ result: TipResult) throws(MoneyError) -> [String] {
        var table = TextTable(alignments: [.left, .right, .right])
        let home = result.home
        func row(_ label: String, _ money: Money, _ converted: Money?) throws(MoneyError) {
            var cells = [label, try formatter.format(money)]
            if let converted { cells.append(wording.approximately(try formatter.format(converted))) }
            table.rows.append(cells)
        }
        try row(labels[.bill], result.bill, home?.bill)
        if hasService {
            var label = "  " + labels[.includedService]
            if case .percent(let rate)? = request?.service { label += " " + isolated(try percents.format(rate)) }
            table.rows.append([label, try formatter.format(result.service)])
        }
        if request?.tax != nil { try row(labels[.tax], result.tax, home?.tax) }
        try row(try tipLabel(result), result.tip, home?.tip)
        try row(labels[.total], result.total, home?.total)
        var leftOver: String?
        if result.shares.count > 1 {
            table.rows.append([labels[.perPerson], try describe(result.shares)])
            if let home {
                let described = try describeHome(result.shares, home)
                table.rows.append(["", wording.approximately(described.groups)])
                leftOver = described.leftOver
            }
            table.rows.append(["  " + labels[hasService ? .extraTip : .tip], try describe(result.tipShares)])
        }
        var lines = table.lines()
        if let leftOver { lines.append(style.dim(leftOver)) }
        if let home { lines.append(try rateLine(home.rate)) }
        return lines
    }

    /// The rate line, dimmed.
    private func rateLine(_ rate: ExchangeRate) throws(MoneyError) -> String {
        style.dim(try wording.rateLine(rate))
    }

    /// "Tip (18%)" with the percentage asked for, or the effective one when rounding changed it;
    /// "Extra tip" when a service charge is included (the amount is what goes on top of it).
    private func tipLabel(_ result: TipResult) throws(MoneyError) -> String {
        if hasService { return labels[.extraTip] }
        let percent: ExactDecimal
        if let asked = result.tipPercent, request?.rounding == RoundingPolicy.none, request?.cash != true {
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
            if let home = result.home { cells.append(wording.approximately(try formatter.format(home.total))) }
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

    /// `3 × $33.24`, or `2 × $33.24, 1 × $33.23` when amounts differ: equal amounts counted
    /// together wherever they stand, the larger first, counts in the locale's digits; with
    /// weights, each share in order.
    private func describe(_ amounts: [Money]) throws(MoneyError) -> String {
        if case .weights? = request?.party {
            return try amounts.map { (share) throws(MoneyError) in isolated(try formatter.format(share)) }
                .joined(separator: ", ")
        }
        return try Self.grouped(amounts).map { (group) throws(MoneyError) in
            isolated("\(try numbers.format(ExactDecimal(group.count))) × \(try formatter.format(group.amount))")
        }
        .joined(separator: ", ")
    }

    /// The home shares beside the shares, and the units left over.
    ///
    /// People who pay the same are shown the same home amount (the least any of them gets),
    /// counted as their shares are; the units the converted total could not split evenly are
    /// named once, on a line of their own, with whom they go to: `1 × €30.72, 2 × €30.71` and
    /// `€0.01 left over: Person 2`. With weights, each in order.
    private func describeHome(_ shares: [Money], _ home: HomeAmounts) throws(MoneyError) -> (
        groups: String, leftOver: String?
    ) {
        if case .weights? = request?.party { return (try describe(home.shares), nil) }
        var least: [Int64: Money] = [:]
        for (index, share) in shares.enumerated() where index < home.shares.count {
            let converted = home.shares[index]
            if least[share.minorUnits].map({ converted.minorUnits < $0.minorUnits }) ?? true {
                least[share.minorUnits] = converted
            }
        }
        var parts: [String] = []
        var shown: Int64 = 0
        for group in Self.grouped(shares) {
            guard let converted = least[group.amount.minorUnits] else { continue }
            shown += converted.minorUnits * Int64(group.count)
            parts.append(
                isolated("\(try numbers.format(ExactDecimal(group.count))) × \(try formatter.format(converted))"))
        }
        let left = home.total.minorUnits - shown
        var leftOver: String?
        if left != 0 {
            var receivers: [String] = []
            for (index, share) in shares.enumerated() where index < home.shares.count {
                if let floor = least[share.minorUnits], home.shares[index].minorUnits > floor.minorUnits {
                    receivers.append(labels.person(isolated(try numbers.format(ExactDecimal(index + 1)))))
                }
            }
            let amount = try formatter.format(Money(minorUnits: left, home.total.currency))
            leftOver = labels.filled(
                .leftOver, ["amount": isolated(amount), "name": receivers.joined(separator: ", ")])
        }
        return (parts.joined(separator: ", "), leftOver)
    }

    /// Equal amounts counted together, the larger amount first.
    ///
    /// `[5.92, 5.91, 5.92]` gives `[(5.92, 2), (5.91, 1)]`: the one grouping rule of every output
    /// that counts shares.
    static func grouped(_ amounts: [Money]) -> [(amount: Money, count: Int)] {
        var counts: [Int64: Int] = [:]
        for amount in amounts { counts[amount.minorUnits, default: 0] += 1 }
        var groups: [(amount: Money, count: Int)] = []
        for amount in amounts where counts[amount.minorUnits] != nil {
            groups.append((amount, counts[amount.minorUnits] ?? 0))
            counts[amount.minorUnits] = nil
        }
        return groups.sorted { $0.amount.minorUnits > $1.amount.minorUnits }
    }

    private func isolated(_ text: String) -> String { wording.isolated(text) }
}
