package import Money
import TipCalc

/// The terminal's layout of a bill's document: what `tipfmt calc` prints for one percentage
/// (a summary) or several (a table), and what `live` and `history show` print again; and of a
/// trip's (``TripStatement``), in `TerminalRenderer+Trip.swift`, and a merge's, in
/// `TerminalRenderer+TripMerge.swift`.
///
/// It reads everything from the ``Receipt`` document (the same one the receipt renderers lay
/// out): the summary's labelled lines, the home section's amounts beside them (`≈`, or `約` in
/// Japanese), the shares counted together, the rate and the tipping custom. Nothing here
/// computes a figure; it only counts equal shares and lays out columns.
///
///     Bill                         $84.50
///     Tip (18%)                    $15.21
///     Total                        $99.71
///     Per person   2 × $33.24, 1 × $33.23
///       Tip                     3 × $5.07
package struct TerminalRenderer {
    /// The words and formatters of the documents' locale.
    package let wording: BillWording
    /// Bold headers, dim notes, the green chosen row.
    package let style: Style

    /// A renderer in `wording`'s language, styled with `style` (plain by default, as a trip's
    /// views are).
    package init(wording: BillWording, style: Style = Style(enabled: false)) {
        self.wording = wording
        self.style = style
    }

    var labels: ReceiptLabels { wording.labels }

    /// One percentage: bill, service, tax, tip and total with their home amounts beside them,
    /// each person's share and tip counted together, the units left over at home, the rate and
    /// the tipping custom.
    package func summary(_ document: Receipt) throws(MoneyError) -> [String] {
        let summary = try summaryRows(document)
        var table = TextTable(alignments: [.left, .right, .right])
        table.rows = summary.rows
        return table.lines() + summary.notes.map { style.dim($0) }
    }

    /// The summary's rows, each its cells (a label, the amount, the amount at home; an included
    /// line's label indented by two spaces, a row that continues the one above with an empty
    /// label), and the notes under them (units left over at home, the rate, the custom): what
    /// ``summary(_:)`` lays out as a table, and `live --plain` as one line.
    package func summaryRows(_ document: Receipt) throws(MoneyError) -> (rows: [[String]], notes: [String]) {
        var table = TextTable(alignments: [.left, .right, .right])
        let home = Self.homeAmounts(document)
        for line in document.section(.summary)?.lines ?? [] {
            if line.isIncluded {
                table.rows.append(["  " + line.label, line.value])
                continue
            }
            var cells = [line.label, line.value]
            if let converted = home[line.kind] {
                cells.append(wording.approximately(try wording.money.format(converted)))
            }
            table.rows.append(cells)
        }
        var leftOver: String?
        if let shares = document.section(.shares) {
            let amounts = shares.lines.filter { !$0.isIncluded }.compactMap(\.amount)
            let tips = shares.lines.filter(\.isIncluded)
            table.rows.append([labels[.perPerson], try describe(amounts, weighted: document.sharesAreWeighted)])
            if let homeShares = document.section(.homeShares), let homeTotal = home[.total] {
                let described = try describeHome(
                    amounts, homeShares.lines.compactMap(\.amount), total: homeTotal,
                    weighted: document.sharesAreWeighted)
                table.rows.append(["", wording.approximately(described.groups)])
                leftOver = described.leftOver
            }
            let tipLabel =
                tips.first?.label ?? labels[document.section(.summary)?.has(.service) == true ? .extraTip : .tip]
            table.rows.append([
                "  " + tipLabel, try describe(tips.compactMap(\.amount), weighted: document.sharesAreWeighted),
            ])
        }
        var notes: [String] = []
        if let leftOver { notes.append(leftOver) }
        if let rate = document.rate { notes.append(try wording.rateLine(rate)) }
        if let custom = document.custom { notes.append(try wording.tippingNote(custom)) }
        return (table.rows, notes)
    }

    /// Several percentages of one bill, one row each: the percentage, the tip, the total, each
    /// person's share and the total at home; the row at `highlighted` (the custom's usual tip)
    /// marked `*` and green.
    package func comparison(_ documents: [Receipt], highlighted: Int?) throws(MoneyError) -> [String] {
        guard let first = documents.first else { return [] }
        let hasService = first.section(.summary)?.has(.service) == true
        let parties = first.section(.shares) != nil
        var header = ["", labels[hasService ? .extraTip : .tip], labels[.total]]
        if parties { header.append(labels[.perPerson]) }
        if let rate = first.rate { header.append("\(labels[.total]) (\(rate.to.code))") }
        var table = TextTable(alignments: [.right, .right, .right, .right, .right])
        table.append(header) { style.bold($0) }
        for (index, document) in documents.enumerated() {
            let summary = document.section(.summary)
            let percent = try document.tipPercent.map { (value) throws(MoneyError) in
                try wording.percents.format(value)
            }
            var cells = [percent ?? "-", summary?.line(.tip)?.value ?? "", summary?.line(.total)?.value ?? ""]
            if let shares = document.section(.shares) {
                let amounts = shares.lines.filter { !$0.isIncluded }.compactMap(\.amount)
                cells.append(try describe(amounts, weighted: document.sharesAreWeighted))
            }
            if let total = Self.homeAmounts(document)[.total] {
                cells.append(wording.approximately(try wording.money.format(total)))
            }
            if index == highlighted {
                cells[0] = "* " + cells[0]
                table.append(cells) { style.green($0) }
            } else {
                table.append(cells)
            }
        }
        var lines = table.lines()
        if let rate = first.rate { lines.append(style.dim(try wording.rateLine(rate))) }
        if let custom = first.custom { lines.append(style.dim(try wording.tippingNote(custom))) }
        return lines
    }

    /// `--explain` after a table or receipt: a blank line, `title` in bold when given (the tip of
    /// one row of a table), the heading in bold, and every line of the explanation as it is (the
    /// user's names in it are shown by name already, and its numbers isolated in right-to-left
    /// text).
    package func explanation(_ explanation: Explanation, title: String? = nil) -> [String] {
        [""] + (title.map { [style.bold($0)] } ?? []) + [style.bold(explanation.heading)]
            + explanation.lines.map(\.text)
    }

    /// An itemised bill: one row per person and a totals row equal to the bill's totals (items,
    /// then discount, tax, VAT, service when the bill has them, tip, rounding when it stands apart,
    /// what each pays, how they pay when someone pays cash, the home amount), the notes dimmed,
    /// who owes whom, and the rate.
    package func people(_ document: Receipt) throws(MoneyError) -> [String] {
        guard let totals = document.totals else { return [] }
        var columns: [(header: String, amount: (Receipt.PersonRow) -> Money)] = [(labels[.items], \.items)]
        if !totals.discount.isZero { columns.append((labels[.discount], \.discount)) }
        if !totals.tax.isZero { columns.append((labels[.tax], \.tax)) }
        if !totals.includedTax.isZero { columns.append((labels[.includedVAT], \.includedTax)) }
        if !totals.service.isZero { columns.append((labels[.includedService], \.service)) }
        columns.append((labels[.tip], \.tip))
        if document.showsRoundingApart { columns.append((labels[.rounding], \.rounding)) }
        columns.append((labels[.pays], \.pays))
        let money = wording.money
        let cash = document.people.contains { $0.payment == .cash }
        var header = [labels[.personColumn]] + columns.map(\.header)
        if cash { header.append(labels[.paidBy]) }
        if let rate = document.rate { header.append(rate.to.code) }
        var table = TextTable(alignments: [.left] + Array(repeating: .right, count: columns.count) + [.left, .right])
        table.append(header) { style.bold($0) }
        for person in document.people {
            var cells = [TerminalText.neutralised(person.name)]
            for column in columns { cells.append(try money.format(column.amount(person))) }
            if cash, let payment = person.payment { cells.append(wording.name(payment)) }
            if let home = person.home { cells.append(wording.approximately(try money.format(home))) }
            table.append(cells)
        }
        var last = [totals.name]
        for column in columns { last.append(try money.format(column.amount(totals))) }
        if cash { last.append("") }
        if let home = totals.home { last.append(wording.approximately(try money.format(home))) }
        table.append(last) { style.bold($0) }
        var lines = table.lines()
        lines.append(contentsOf: document.notes.map { style.dim($0.text) })
        for debt in document.debts {
            lines.append(
                labels.filled(
                    .owes,
                    [
                        "from": TerminalText.neutralised(debt.from), "to": TerminalText.neutralised(debt.to),
                        "amount": wording.isolated(try money.format(debt.amount)),
                    ]))
        }
        if let rate = document.rate { lines.append(style.dim(try wording.rateLine(rate))) }
        return lines
    }

    /// The home section's amounts by what they are (bill, tax, tip, total).
    private static func homeAmounts(_ document: Receipt) -> [Receipt.Line.Kind: Money] {
        var amounts: [Receipt.Line.Kind: Money] = [:]
        for line in document.section(.home)?.lines ?? [] {
            if let amount = line.amount { amounts[line.kind] = amount }
        }
        return amounts
    }

    /// `3 × $33.24`, or `2 × $33.24, 1 × $33.23` when amounts differ: equal amounts counted
    /// together wherever they stand, the larger first, counts in the locale's digits; with
    /// weights, each share in order.
    private func describe(_ amounts: [Money], weighted: Bool) throws(MoneyError) -> String {
        if weighted {
            return wording.list(
                try amounts.map { (share) throws(MoneyError) in wording.isolated(try wording.money.format(share)) })
        }
        return wording.list(
            try Self.grouped(amounts).map { (group) throws(MoneyError) in
                let count = try wording.numbers.format(ExactDecimal(group.count))
                return wording.isolated(wording.counted(count, try wording.money.format(group.amount)))
            })
    }

    /// The home shares beside the shares, and the units left over.
    ///
    /// People who pay the same are shown the same home amount (the least any of them gets),
    /// counted as their shares are; the units the converted total could not split evenly are
    /// named once, on a line of their own, with whom they go to: `1 × €30.72, 2 × €30.71` and
    /// `€0.01 left over: Person 2`. With weights, each in order.
    private func describeHome(_ shares: [Money], _ homeShares: [Money], total: Money, weighted: Bool)
        throws(MoneyError) -> (groups: String, leftOver: String?)
    {
        if weighted { return (try describe(homeShares, weighted: true), nil) }
        var least: [Int64: Money] = [:]
        for (index, share) in shares.enumerated() where index < homeShares.count {
            let converted = homeShares[index]
            if least[share.minorUnits].map({ converted.minorUnits < $0.minorUnits }) ?? true {
                least[share.minorUnits] = converted
            }
        }
        var parts: [String] = []
        var shown: Int64 = 0
        for group in Self.grouped(shares) {
            guard let converted = least[group.amount.minorUnits] else { continue }
            shown += converted.minorUnits * Int64(group.count)
            let count = try wording.numbers.format(ExactDecimal(group.count))
            parts.append(wording.isolated(wording.counted(count, try wording.money.format(converted))))
        }
        let left = total.minorUnits - shown
        var leftOver: String?
        if left != 0 {
            var receivers: [String] = []
            for (index, share) in shares.enumerated() where index < homeShares.count {
                if let floor = least[share.minorUnits], homeShares[index].minorUnits > floor.minorUnits {
                    receivers.append(
                        labels.person(wording.isolated(try wording.numbers.format(ExactDecimal(index + 1)))))
                }
            }
            let amount = try wording.money.format(Money(minorUnits: left, total.currency))
            leftOver = labels.filled(
                .leftOver, ["amount": wording.isolated(amount), "name": wording.list(receivers)])
        }
        return (wording.list(parts), leftOver)
    }

    /// Equal amounts counted together, the larger amount first.
    ///
    /// `[5.92, 5.91, 5.92]` gives `[(5.92, 2), (5.91, 1)]`: the one grouping rule of every output
    /// that counts shares.
    package static func grouped(_ amounts: [Money]) -> [(amount: Money, count: Int)] {
        var counts: [Int64: Int] = [:]
        for amount in amounts { counts[amount.minorUnits, default: 0] += 1 }
        var groups: [(amount: Money, count: Int)] = []
        for amount in amounts where counts[amount.minorUnits] != nil {
            groups.append((amount, counts[amount.minorUnits] ?? 0))
            counts[amount.minorUnits] = nil
        }
        return groups.sorted { $0.amount.minorUnits > $1.amount.minorUnits }
    }
}

extension Receipt {
    /// The first section of a kind, if the document has one.
    package func section(_ kind: Section.Kind) -> Section? { sections.first { $0.kind == kind } }
}

extension Receipt.Section {
    /// The first line of a kind, if the section has one.
    package func line(_ kind: Receipt.Line.Kind) -> Receipt.Line? { lines.first { $0.kind == kind } }
    /// Whether the section has a line of a kind.
    package func has(_ kind: Receipt.Line.Kind) -> Bool { line(kind) != nil }
}
