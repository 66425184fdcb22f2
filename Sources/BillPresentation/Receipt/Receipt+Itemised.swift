import Money
import TipCalc

extension Receipt {
    /// The per-person layout's sections (``BillLayout/perPerson``): the items, the summary, and one
    /// section per person; the home currency's follow, from ``homeSections(of:perPerson:numbers:showsTip:)``.
    ///
    /// - **Items**: one line each, `2 × $6.00 Beer … $12.00` (just the name for one), with the
    ///   item's discount as an included line under it.
    /// - **Summary**: the bill after item discounts, the bill discount, service and VAT contained
    ///   in the prices (included lines, VAT named as the language's receipts name it: "incl. VAT",
    ///   "inkl. MwSt.", "dont TVA"), tax added on top (one line per rate), the tip (with any
    ///   rounding the tip takes up; no line when no tip was asked for), rounding of its own, and
    ///   the total paid.
    ///
    /// A bill of one item whose line would read as the bill's (a single amount, which the engine
    /// takes as one item named as the bill) has no items section: the receipt never says the
    /// same line twice.
    /// - **One section per person** (when more than one), headed by their name: their part of each
    ///   item (or of the bill, when everything is shared alike), discount, tax, tip, rounding and
    ///   what they pay. Each section's total is that person's amount in the per-person table.
    ///
    /// The document also holds what the terminal's per-person table shows: every person's
    /// amounts and the totals (``people``, ``totals``), the sentences under them (``notes``: each
    /// tax and its base, the tip's base and effective percentage, the rounding, a split alike) and
    /// who owes whom (``debts``).
    ///
    /// Names come from the bill: control characters in them are replaced, and every renderer
    /// escapes them.
    ///
    /// - Returns: The sections, and whether the tip has lines (the home section's tip follows it).
    /// - Throws: `TipCalcError.money(_:)` only if ICU fails to format.
    static func perPersonBody(of result: ItemisedResult, numbers: BillWording, tipGiven: Bool)
        throws(TipCalcError) -> (sections: [Section], showsTip: Bool)
    {
        let labels = numbers.labels
        let bill = result.bill
        let currency = bill.currency
        func negative(_ money: Money) -> Money { Money(minorUnits: 0 - money.minorUnits, currency) }
        func percentLabel(_ label: String, _ percent: ExactDecimal?) throws(TipCalcError) -> String {
            guard let percent else { return label }
            return label + " " + numbers.isolated(try numbers.percent(percent))
        }

        var items: [Line] = []
        var itemDiscounts: Int64 = 0
        for (index, item) in result.items.enumerated() {
            var label = Self.printable(item.name)
            if item.quantity > 1 {
                let count = try numbers.number(item.quantity)
                let price = try numbers.line(.item, "", item.unitPrice).value
                label = numbers.isolated("\(count) × \(price)") + " " + label
            }
            items.append(try numbers.line(.item, label, item.amount))
            if !item.discount.isZero {
                itemDiscounts += item.discount.minorUnits
                var percent: ExactDecimal? = nil
                if index < bill.items.count, case .percent(let value) = bill.items[index].discount { percent = value }
                items.append(
                    try numbers.line(
                        .discount, try percentLabel(labels[.discount], percent), negative(item.discount), included: true
                    ))
            }
        }

        let totals = result.totals
        var summary: [Line] = []
        summary.append(
            try numbers.line(.bill, labels[.bill], Money(minorUnits: totals.items.minorUnits - itemDiscounts, currency))
        )
        let billDiscount = totals.discount.minorUnits - itemDiscounts
        if billDiscount != 0 {
            var percent: ExactDecimal? = nil
            if case .percent(let value) = bill.discount { percent = value }
            summary.append(
                try numbers.line(
                    .discount, try percentLabel(labels[.discount], percent),
                    Money(minorUnits: 0 - billDiscount, currency)))
        }
        if bill.service != nil || !totals.service.isZero {
            var percent: ExactDecimal? = nil
            if case .percent(let value) = bill.service { percent = value }
            summary.append(
                try numbers.line(
                    .service, try percentLabel(labels[.includedService], percent), totals.service, included: true))
        }
        for tax in result.taxes {
            // VAT in the prices is named as the language's receipts name it ("inkl. MwSt.", "dont TVA"),
            // as calc's table and notes name it; a tax added on top is the generic "Tax".
            let label = tax.included ? labels[.includedVAT] : labels[.tax]
            summary.append(
                try numbers.line(.tax, try percentLabel(label, tax.rate), tax.amount, included: tax.included))
        }
        let tipTaken = result.roundingIsTip ? totals.rounding.minorUnits : 0
        // A tip nobody asked for is no line at all, rather than a tip of 0.
        let showsTip = tipGiven || !totals.tip.isZero || tipTaken != 0
        let tipLabel: String
        if bill.service != nil {
            tipLabel = labels[.extraTip]
        } else {
            let percent =
                tipTaken == 0 ? (result.tipPercent ?? result.effectiveTipPercent) : result.effectiveTipPercent
            tipLabel = labels.tip(percent: numbers.isolated(try numbers.percent(percent)))
        }
        if showsTip {
            summary.append(
                try numbers.line(.tip, tipLabel, Money(minorUnits: totals.tip.minorUnits + tipTaken, currency)))
        }
        if !result.roundingIsTip && !totals.rounding.isZero {
            summary.append(try numbers.line(.rounding, labels[.rounding], totals.rounding))
        }
        summary.append(try numbers.line(.total, labels[.total], totals.pays, emphasized: true))

        // A single amount is one item named as the bill: its line would only repeat the bill's.
        let repeatsTheBill =
            items.count == 1 && summary.first.map { $0.label == items[0].label && $0.value == items[0].value } == true
        var sections = repeatsTheBill ? [] : [Section(kind: .items, heading: nil, lines: items)]
        sections.append(Section(kind: .summary, heading: nil, lines: summary))
        if result.people.count > 1 {
            for (index, person) in result.people.enumerated() {
                let amounts = person.amounts
                guard !amounts.items.isZero || !amounts.pays.isZero else { continue }
                var lines: [Line] = []
                if result.method == .perItem {
                    for item in result.items {
                        for part in item.parts where part.person == index && !part.amount.isZero {
                            lines.append(try numbers.line(.item, Self.printable(item.name), part.amount))
                        }
                    }
                } else {
                    lines.append(try numbers.line(.bill, labels[.bill], amounts.items))
                }
                if !amounts.discount.isZero {
                    lines.append(try numbers.line(.discount, labels[.discount], negative(amounts.discount)))
                }
                if !amounts.service.isZero {
                    lines.append(try numbers.line(.service, labels[.includedService], amounts.service, included: true))
                }
                if !amounts.includedTax.isZero {
                    lines.append(try numbers.line(.tax, labels[.includedVAT], amounts.includedTax, included: true))
                }
                if !amounts.tax.isZero { lines.append(try numbers.line(.tax, labels[.tax], amounts.tax)) }
                let tip = amounts.tip.minorUnits + (result.roundingIsTip ? amounts.rounding.minorUnits : 0)
                if showsTip {
                    lines.append(
                        try numbers.line(
                            .tip, bill.service != nil ? labels[.extraTip] : labels[.tip],
                            Money(minorUnits: tip, currency)))
                }
                if !result.roundingIsTip && !amounts.rounding.isZero {
                    lines.append(try numbers.line(.rounding, labels[.rounding], amounts.rounding))
                }
                lines.append(try numbers.line(.total, labels[.total], amounts.pays, emphasized: true))
                sections.append(Section(kind: .person, heading: Self.printable(person.name), lines: lines))
            }
        }
        return (sections, showsTip)
    }

    /// Every person's row of the per-person table, in the bill's order.
    static func personRows(of result: ItemisedResult) throws(TipCalcError) -> [PersonRow] {
        var people: [PersonRow] = []
        for (index, person) in result.people.enumerated() {
            let home = result.home.flatMap { $0.shares.indices.contains(index) ? $0.shares[index] : nil }
            people.append(try row(person.name, person.payment, person.amounts, home: home, of: result))
        }
        return people
    }

    /// One row of the per-person table: `amounts` with the tip as shown.
    static func row(
        _ name: String, _ payment: ItemisedBill.PaymentMethod?, _ amounts: ItemisedResult.Amounts, home: Money?,
        of result: ItemisedResult
    ) throws(TipCalcError) -> PersonRow {
        let tip: Money
        do { tip = try result.shownTip(amounts) } catch { throw .money(error) }
        return PersonRow(
            name: name, payment: payment, items: amounts.items, discount: amounts.discount, tax: amounts.tax,
            includedTax: amounts.includedTax, service: amounts.service, tip: tip, rounding: amounts.rounding,
            pays: amounts.pays, home: home)
    }

    /// The taxes, the tip, the rounding and how the bill was split, one sentence each.
    static func notes(of result: ItemisedResult, numbers: BillWording, labels: ReceiptLabels, tipGiven: Bool)
        throws(TipCalcError) -> [Note]
    {
        func isolated(_ text: String) -> String { numbers.isolated(text) }
        func amount(_ money: Money) throws(TipCalcError) -> String {
            isolated(try numbers.line(.bill, "", money).value)
        }
        var notes: [Note] = []
        for tax in result.taxes where result.taxes.count > 1 || tax.included {
            var name = tax.included ? labels[.vat] : labels[.tax]
            if let rate = tax.rate { name += " " + isolated(try numbers.percent(rate)) }
            let values: KeyValuePairs<String, String> = [
                "tax": name, "amount": try amount(tax.amount), "base": try amount(tax.base),
            ]
            notes.append(Note(kind: .tax, text: labels.filled(tax.included ? .taxInBase : .taxOnBase, values)))
        }
        if let tipPercent = result.tipPercent, !tipPercent.isZero {
            var text = labels.filled(
                result.totals.service.isZero ? .tipOfBase : .tipOfBaseLessService,
                ["percent": isolated(try numbers.percent(tipPercent)), "base": try amount(result.tipBase)])
            if result.effectiveTipPercent != tipPercent {
                text +=
                    "; " + labels.filled(.effectiveTip, ["percent": try numbers.percent(result.effectiveTipPercent)])
            }
            notes.append(Note(kind: .tip, text: text))
        } else if !tipGiven {
            notes.append(Note(kind: .tip, text: labels[.noTip]))
        }
        if !result.totals.rounding.isZero || result.people.contains(where: { !$0.amounts.rounding.isZero }) {
            notes.append(
                Note(kind: .rounding, text: result.roundingIsTip ? labels[.roundingIsTip] : labels[.roundingIsSeparate])
            )
        }
        if result.method == .wholeBill && result.people.count > 1 {
            notes.append(Note(kind: .split, text: labels[.sharedAlike]))
        }
        return notes
    }
}
