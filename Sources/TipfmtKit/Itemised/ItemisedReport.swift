import BillPresentation
import Money
import TipCalc

/// The human output of an itemised bill, in the locale's language and numbers: one row per
/// person and a totals row equal to the bill's totals, then the taxes, tip, rounding, debts, the
/// rate and (with `--explain`) every step.
///
/// The tip is shown as every output shows it (`ItemisedResult.shownTip`): with the cash rounding
/// the tip takes up, so `calc`, `receipt`, `live` and `history show` give one tip; a Rounding
/// column appears only when the rounding is a line of its own. Names come from the bill and pass
/// `TerminalText` before they are laid out.
struct ItemisedReport {
    let result: ItemisedResult
    let wording: BillWording
    let style: Style
    let tipGiven: Bool

    init(result: ItemisedResult, formatter: MoneyFormatter, style: Style, tipGiven: Bool) {
        self.result = result
        self.wording = BillWording(formatter: formatter)
        self.style = style
        self.tipGiven = tipGiven
    }

    private var labels: ReceiptLabels { wording.labels }

    /// One column: its header and how a person's (or the totals') amount is found.
    private struct Column {
        var header: String
        var amount: (ItemisedResult.Amounts) throws(MoneyError) -> Money
    }

    /// The columns shown: items, tip and pays always; the others when the bill has them.
    private var columns: [Column] {
        let totals = result.totals
        var columns = [Column(header: labels[.items], amount: { $0.items })]
        if !totals.discount.isZero { columns.append(Column(header: labels[.discount], amount: { $0.discount })) }
        if !totals.tax.isZero { columns.append(Column(header: labels[.tax], amount: { $0.tax })) }
        if !totals.includedTax.isZero {
            columns.append(Column(header: labels[.includedVAT], amount: { $0.includedTax }))
        }
        if !totals.service.isZero {
            columns.append(Column(header: labels[.includedService], amount: { $0.service }))
        }
        let result = self.result
        columns.append(
            Column(header: labels[.tip], amount: { (amounts) throws(MoneyError) in try result.shownTip(amounts) }))
        if result.showsRoundingApart { columns.append(Column(header: labels[.rounding], amount: { $0.rounding })) }
        columns.append(Column(header: labels[.pays], amount: { $0.pays }))
        return columns
    }

    func lines(explain: Bool) throws(MoneyError) -> [String] {
        let money = wording.money
        let columns = self.columns
        let cash = result.people.contains { $0.payment == .cash }
        let home = result.home
        var header = [labels[.personColumn]] + columns.map(\.header)
        if cash { header.append(labels[.paidBy]) }
        if let home { header.append(home.rate.to.code) }
        var table = TextTable(alignments: [.left] + Array(repeating: .right, count: columns.count) + [.left, .right])
        table.append(header) { style.bold($0) }
        for (index, person) in result.people.enumerated() {
            var cells = [TerminalText.neutralised(person.name)]
            for column in columns { cells.append(try money.format(try column.amount(person.amounts))) }
            if cash { cells.append(wording.name(person.payment)) }
            if let home { cells.append(wording.approximately(try money.format(home.shares[index]))) }
            table.append(cells)
        }
        var totals = [labels[.total]]
        for column in columns { totals.append(try money.format(try column.amount(result.totals))) }
        if cash { totals.append("") }
        if let home { totals.append(wording.approximately(try money.format(home.total))) }
        table.append(totals) { style.bold($0) }
        var lines = table.lines()
        lines.append(contentsOf: try notes().map(style.dim))
        for debt in result.debts {
            lines.append(
                labels.filled(
                    .owes,
                    [
                        "from": TerminalText.neutralised(debt.from), "to": TerminalText.neutralised(debt.to),
                        "amount": wording.isolated(try money.format(debt.amount)),
                    ]))
        }
        if let home { lines.append(style.dim(try wording.rateLine(home.rate))) }
        if explain {
            lines.append("")
            lines.append(style.bold(labels.filled(.explanationHeading, ["currency": result.bill.currency.code])))
            // The steps show the user's names by name already (TipCalc's Explainer) and keep their
            // isolates around numbers in right-to-left text.
            lines.append(contentsOf: result.explanation.map(\.text))
        }
        return lines
    }

    /// The taxes, the tip, the rounding and how the bill was split, one sentence each.
    private func notes() throws(MoneyError) -> [String] {
        let money = wording.money
        let percents = wording.percents
        var notes: [String] = []
        for tax in result.taxes where result.taxes.count > 1 || tax.included {
            var name = tax.included ? labels[.vat] : labels[.tax]
            if let rate = tax.rate { name += " " + wording.isolated(try percents.format(rate)) }
            let values: KeyValuePairs<String, String> = [
                "tax": name, "amount": wording.isolated(try money.format(tax.amount)),
                "base": wording.isolated(try money.format(tax.base)),
            ]
            notes.append(labels.filled(tax.included ? .taxInBase : .taxOnBase, values))
        }
        if let tipPercent = result.tipPercent, !tipPercent.isZero {
            var note = labels.filled(
                result.totals.service.isZero ? .tipOfBase : .tipOfBaseLessService,
                [
                    "percent": wording.isolated(try percents.format(tipPercent)),
                    "base": wording.isolated(try money.format(result.tipBase)),
                ])
            if result.effectiveTipPercent != tipPercent {
                note +=
                    "; " + labels.filled(.effectiveTip, ["percent": try percents.format(result.effectiveTipPercent)])
            }
            notes.append(note)
        } else if !tipGiven {
            notes.append(labels[.noTip])
        }
        if !result.totals.rounding.isZero || result.people.contains(where: { !$0.amounts.rounding.isZero }) {
            notes.append(result.roundingIsTip ? labels[.roundingIsTip] : labels[.roundingIsSeparate])
        }
        if result.method == .wholeBill && result.people.count > 1 {
            notes.append(labels[.sharedAlike])
        }
        return notes
    }
}
