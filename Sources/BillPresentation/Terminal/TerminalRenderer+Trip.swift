package import Money
import TipCalc
import Trips

/// The terminal's layout of a trip's document (``TripStatement``): what `trip show`, `balances`,
/// `settle`, `report` and `set` print, and the confirmations of `add`, `edit`, `pay` and `remove`.
///
/// Every word comes from the labels of the locale's language; names, titles and ids are the
/// user's and go through the terminal neutraliser here, at the one place they leave for a
/// terminal. Nothing here computes a figure.
///
///     Trip Lisbon · Ann, Ben, Cy · Home currency EUR
///
///     Bills
///       #  Date        What    Amount  Paid by
///       1  2026-07-01  Dinner  €90.00  Ann
extension TerminalRenderer {
    /// What a confirmation says happened to a bill.
    package enum BillChange: Sendable {
        /// `trip add`.
        case added
        /// `trip edit`.
        case changed
    }

    /// The whole trip: the header, the bills, the payments, the balances and transfers.
    ///
    /// - Parameters:
    ///   - statement: The trip's statement, with its settlements.
    ///   - billRows: The bill table's rows when the bills were streamed (``billRow(_:)`` of each),
    ///     else `nil` for a row per bill of `statement`.
    package func trip(_ statement: TripStatement, billRows: [[String]]? = nil) throws(MoneyError) -> [String] {
        var lines = [tripHeader(statement), ""]
        var rows = billRows ?? []
        if billRows == nil {
            rows.reserveCapacity(statement.bills.count)
            for bill in statement.bills { rows.append(try billRow(bill)) }
        }
        lines += billTable(rows)
        if !statement.conversions.isEmpty {
            lines += ["", labels[.tripConversionsHeading]]
            for line in statement.conversions {
                lines.append("  " + (try conversion(line.conversion, what: subjectName(line.subject))))
            }
        }
        if !statement.payments.isEmpty {
            lines += ["", labels[.tripPayments]]
            for (number, payment) in statement.payments.enumerated() {
                lines.append("  \(try wording.numbers.format(ExactDecimal(number + 1))). \(try paymentLine(payment))")
            }
        }
        return lines + (try tripSettlement(statement))
    }

    /// `Trip Lisbon · Ann, Ben, Cy · Home currency EUR`.
    package func tripHeader(_ statement: TripStatement) -> String {
        var parts = [
            "\(labels[.tripTrip]) \(shown(statement.name))", wording.list(statement.people.map(shown)),
        ]
        if let home = statement.home { parts.append("\(labels[.homeCurrency]) \(home.code)") }
        return parts.joined(separator: " · ")
    }

    /// One bill's row of the bill table: id, date, title, amount, who paid.
    package func billRow(_ bill: TripStatement.Bill) throws(MoneyError) -> [String] {
        [shown(bill.id), bill.date.map { "\($0)" } ?? "", shown(bill.title), try amount(bill.total), try payers(bill)]
    }

    /// `Bill 3 added to Lisbon: Dinner, €99.00.`, then who paid, who shared, the category and
    /// the bill's conversion.
    package func confirmation(_ change: BillChange, trip name: String, bill: TripStatement.Bill) throws(MoneyError)
        -> [String]
    {
        var lines = [
            labels.filled(
                change == .added ? .tripBillAdded : .tripBillChanged,
                [
                    "id": shown(bill.id), "name": shown(name), "title": shown(bill.title),
                    "amount": try amount(bill.total),
                ]),
            "  " + wording.labelled(labels[.tripPaidBy], try payers(bill)),
            "  " + wording.labelled(labels[.tripSharedBy], try amounts(bill.shares)),
        ]
        if let category = bill.category {
            lines.append("  " + wording.labelled(labels[.tripCategory], shown(category)))
        }
        if let conversion = bill.conversion {
            lines.append("  " + (try self.conversion(conversion, what: billNumber(bill.id))))
        }
        return lines
    }

    /// `Ben paid Ann €29.00` (a payment of the trip) or, with `recorded`, the confirmation that
    /// it is recorded.
    package func paymentLine(_ payment: TripStatement.Entry, recorded: Bool = false) throws(MoneyError) -> String {
        labels.filled(
            recorded ? .tripPaymentRecorded : .tripPaymentLine,
            [
                "from": shown(payment.person), "to": shown(payment.counterpart ?? ""),
                "amount": try amount(payment.amount),
            ])
    }

    /// `Payments recorded: 3.`: how many transfers were recorded as payments.
    package func paymentsRecorded(_ count: Int) throws(MoneyError) -> String {
        labels.filled(.tripPaymentsRecorded, ["n": try wording.numbers.format(ExactDecimal(count))])
    }

    /// `No rate is recorded for bill 2, payment 1, so there are no balances in EUR yet.`, when
    /// the statement names what waits for a rate.
    package func unconvertedLine(_ statement: TripStatement) -> String? {
        guard let unconverted = statement.unconverted else { return nil }
        let missing = unconverted.items.map { item in
            switch item {
            case .bill(let id): billNumber(id)
            case .payment(let number): labels.filled(.tripPaymentNumber, ["n": String(number)])
            }
        }
        return labels.filled(
            .tripNoRate, ["what": wording.list(missing), "currency": unconverted.currency.code])
    }

    /// The balances and transfers of each settlement, what still waits for a rate, and the
    /// explanation when the statement has one; each part after a blank line.
    package func tripSettlement(_ statement: TripStatement) throws(MoneyError) -> [String] {
        var lines: [String] = []
        for settlement in statement.settlements { lines += try section(settlement) }
        if let line = unconvertedLine(statement) {
            lines += ["", line]
            // The command that gives the first bill its rate: nothing falls back to another currency.
            if let id = statement.unconverted?.items.lazy.compactMap({ item -> String? in
                if case .bill(let id) = item { id } else { nil }
            }).first {
                let command =
                    "`tipfmt trip edit \(ShellWord.quoted(statement.name)) \(ShellWord.quoted(id)) --rate R`"
                lines.append(labels.filled(.tripRateHint, ["command": shown(command)]))
            }
        }
        if let explanation = statement.explanation { lines += try explanationLines(explanation) }
        return lines
    }

    /// Who spent, paid and owes what (`trip report`): the header, then a heading and a table per
    /// person or per currency (and at home), and what still waits for a rate.
    package func tripSpending(_ statement: TripStatement) throws(MoneyError) -> [String] {
        var lines = [tripHeader(statement)]
        guard let spending = statement.spending else { return lines + ["", labels[.tripNoBills]] }
        let grouping = spending.grouping
        for block in spending.blocks {
            let heading =
                block.person.map(shown)
                ?? labels.filled(block.isHome ? .tripHomeSpending : .tripSpending, ["currency": block.currency.code])
            let owes = grouping == .person || grouping == .currency
            // By person, a trip with card fees adds their column (filled on the home row).
            let fees = block.rows.contains { $0.cardFees != nil }
            var table = TextTable(
                alignments: owes
                    ? [.left, .right, .right, .right] + (fees ? [.right] : []) : [.left, .left, .right, .right])
            switch grouping {
            case .person:
                table.rows.append(
                    [labels[.tripCurrency], labels[.tripSpent], labels[.tripPaid], labels[.tripOwesColumn]]
                        + (fees ? [labels[.tripCardFeesColumn]] : []))
            case .currency:
                table.rows.append([
                    labels[.personColumn], labels[.tripSpent], labels[.tripPaid], labels[.tripOwesColumn],
                ])
            case .category:
                table.rows.append([labels[.tripCategory], labels[.personColumn], labels[.tripSpent], labels[.tripPaid]])
            case .day:
                table.rows.append([labels[.tripDate], labels[.personColumn], labels[.tripSpent], labels[.tripPaid]])
            }
            var previous: String??
            for row in block.rows {
                var cells = [try amount(row.spent), try amount(row.paid)]
                let owed = try row.owes.map { (owes) throws(MoneyError) in try amount(owes) } ?? ""
                switch grouping {
                case .person:
                    let currency = row.isHome ? "\(labels[.homeCurrency]) \(row.currency.code)" : row.currency.code
                    cells = [currency] + cells + [owed]
                    if fees { cells.append(try row.cardFees.map { (fee) throws(MoneyError) in try amount(fee) } ?? "") }
                case .currency:
                    cells = [shown(row.person)] + cells + [owed]
                case .category, .day:
                    // A category or day is named on its first row only.
                    let none = labels[grouping == .category ? .tripNoCategory : .tripNoDate]
                    let key = previous == .some(row.key) ? "" : row.key.map(shown) ?? none
                    previous = .some(row.key)
                    cells = [key, shown(row.person)] + cells
                }
                table.rows.append(cells)
            }
            lines += ["", heading] + table.lines().map { "  " + $0 }
        }
        if let line = unconvertedLine(statement) { lines += ["", line] }
        return lines
    }

    // MARK: - Parts

    /// The bills under their heading, or the line saying there are none.
    private func billTable(_ rows: [[String]]) -> [String] {
        guard !rows.isEmpty else { return [labels[.tripNoBills]] }
        var table = TextTable(alignments: [.right, .left, .left, .right, .left])
        table.rows.reserveCapacity(rows.count + 1)
        table.rows.append(["#", labels[.tripDate], labels[.tripWhat], labels[.tripAmount], labels[.tripPaidBy]])
        table.rows += rows
        return [labels[.tripBills]] + table.lines().map { "  " + $0 }
    }

    /// One currency's balances, how each household's is made, and the transfers.
    private func section(_ settlement: TripStatement.SettlementSection) throws(MoneyError) -> [String] {
        let heading = labels.filled(
            settlement.isHome ? .tripHomeBalances : .tripBalances, ["currency": settlement.currency.code])
        var table = TextTable(alignments: [.left, .left])
        for balance in settlement.balances {
            table.rows.append([shown(balance.person), try balanceWords(balance.amount)])
        }
        var splits: [String] = []
        for household in settlement.households {
            var members: [String] = []
            for member in household.members {
                members.append("\(shown(member.person)) \(try balanceWords(member.amount))")
            }
            splits.append(
                "  "
                    + labels.filled(
                        .tripHouseholdSplit,
                        ["name": shown(household.name), "members": wording.list(members)]
                    ))
        }
        return ["", heading] + table.lines().map { "  " + $0 } + splits
            + ["", labels.filled(.tripSettleUp, ["currency": settlement.currency.code])]
            + (try transferLines(settlement))
    }

    /// The transfers, how they were chosen, and the cash rounding with what it left over.
    private func transferLines(_ settlement: TripStatement.SettlementSection) throws(MoneyError) -> [String] {
        var lines: [String] = []
        for transfer in settlement.transfers { lines.append("  " + (try sentence(transfer))) }
        // Under --only, what the people settling still owe or are owed outside them is said,
        // never hidden behind "even".
        var outside: [String] = []
        for entry in settlement.unsettled {
            outside.append("\(shown(entry.person)) \(try balanceWords(entry.amount))")
        }
        let outsideLine =
            outside.isEmpty
            ? nil
            : "  "
                + labels.filled(
                    .tripOutsideOnly,
                    ["names": wording.list((settlement.only ?? []).map(shown)), "list": wording.list(outside)])
        // Even only when nothing is left either: balances under a cash step are named, not hidden.
        if settlement.transfers.isEmpty && settlement.leftovers.isEmpty {
            lines.append(outsideLine ?? "  " + labels[.tripAllEven])
            return lines
        }
        let count = try wording.numbers.format(ExactDecimal(settlement.transfers.count))
        switch (settlement.method, settlement.optimality) {
        case _ where settlement.transfers.isEmpty: break
        case (.largestFirst, _): lines.append("  " + labels.filled(.tripLargestFirst, ["n": count]))
        case (_, .minimal): lines.append("  " + labels.filled(.tripFewest, ["n": count]))
        case (_, .possiblyNotMinimal): lines.append("  " + labels.filled(.tripMaybeNotFewest, ["n": count]))
        }
        if let cashStep = settlement.cashStep, let step = try? amount(cashStep) {
            lines.append("  " + labels.filled(.tripCashRounded, ["step": step]))
            for leftover in settlement.leftovers {
                // A leftover is a balance the rounding kept: below zero the person still owes it.
                let owes = leftover.amount.isNegative
                lines.append(
                    "  "
                        + labels.filled(
                            owes ? .tripStillOwes : .tripStillGetsBack,
                            [
                                "amount": try amount(owes ? try leftover.amount.negated() : leftover.amount),
                                "name": shown(leftover.person),
                            ]))
            }
        }
        if let outsideLine { lines.append(outsideLine) }
        return lines
    }

    /// `owes €20.00`, `gets back €10.00` or `even`.
    private func balanceWords(_ value: Money) throws(MoneyError) -> String {
        value.isZero
            ? labels[.tripEven]
            : value.isNegative
                ? labels.filled(.tripOwesAmount, ["amount": try amount(try value.negated())])
                : labels.filled(.tripGetsBack, ["amount": try amount(value)])
    }

    /// Each conversion with its rate, then each transfer with the balances and group behind it.
    private func explanationLines(_ explanation: TripStatement.Explanation) throws(MoneyError) -> [String] {
        guard !explanation.conversions.isEmpty || !explanation.reasons.isEmpty else { return [] }
        var lines = ["", labels[.tripExplainHeading]]
        for line in explanation.conversions {
            lines.append("  " + (try conversion(line.conversion, what: subjectName(line.subject))))
        }
        for reason in explanation.reasons {
            var rules = ""
            if !reason.rules.isEmpty {
                let words = wording.list(reason.rules.map(ruleWords))
                rules = " " + labels.filled(.tripRules, ["rules": words])
            }
            let because = labels.filled(
                // Under --only a group's balances need not sum to zero: the rest stays owed.
                reason.isPartial ? .tripReasonPartial : .tripReason,
                [
                    "from": shown(reason.transfer.person), "owes": try amount(reason.owes),
                    "to": shown(reason.transfer.counterpart ?? ""), "owed": try amount(reason.owed),
                    "names": wording.list(reason.group.map(shown)),
                    "count": try wording.numbers.format(ExactDecimal(reason.transfersInGroup)),
                ])
            lines.append("  " + (try sentence(reason.transfer)) + ": " + because + rules)
        }
        return lines
    }

    /// `Ben never pays Dee directly`, `household Smiths settles as one`, `only Ann, Ben settle`.
    private func ruleWords(_ rule: TripStatement.Explanation.Rule) -> String {
        switch rule {
        case .household(let name): labels.filled(.tripRuleHousehold, ["name": shown(name)])
        case .never(let from, let to): labels.filled(.tripRuleNever, ["from": shown(from), "to": shown(to)])
        case .only(let names): labels.filled(.tripRuleOnly, ["names": wording.list(names.map(shown))])
        }
    }

    /// `bill 2: ¥4,950 × 0.0061555556 = €30.47 (card statement €30.47)`.
    private func conversion(_ conversion: Conversion, what: String) throws(MoneyError) -> String {
        var source: String
        switch conversion.method {
        case .same, .typed: source = labels[.tripRateTyped]
        case .ecb(let file, let date): source = labels.filled(.rateSourceECB, ["date": date]) + "; " + shown(file)
        case .cardStatement(let statement):
            source = labels.filled(.tripRateStatement, ["amount": try amount(statement)])
            if let fee = conversion.cardFee { source += "; " + (try cardFee(fee)) }
        }
        return labels.filled(
            .tripConversion,
            [
                "what": what, "amount": try amount(conversion.original),
                "rate": wording.isolated(try wording.numbers.format(conversion.rate.rate)),
                "converted": try amount(conversion.converted), "source": source,
            ])
    }

    /// `bill 2` or `payment 1`: what a conversion line converted.
    private func subjectName(_ subject: TripExplanation.Subject) -> String {
        switch subject {
        case .bill(let id): billNumber(id)
        case .payment(let index): labels.filled(.tripPaymentNumber, ["n": String(index + 1)])
        }
    }

    /// `card 1.73% over the ECB rate; ECB euro reference rates, 2026-05-04`: the percent to two
    /// fraction digits, then the day of the fixing when the rate names it.
    private func cardFee(_ fee: CardFee) throws(MoneyError) -> String {
        let percents = PercentFormatter(
            locale: wording.percents.locale, fractionDigits: CardFee.fractionDigits,
            usesLatinDigits: wording.percents.usesLatinDigits)
        let under = fee.percent.isNegative
        let percent = wording.isolated(try percents.format(under ? fee.percent.negated() : fee.percent))
        let words = labels.filled(under ? .tripCardFeeUnder : .tripCardFeeOver, ["percent": percent])
        guard let date = fee.date else { return words }
        return words + "; " + labels.filled(.rateSourceECB, ["date": date])
    }

    /// `Ann`, `Ann (cash)`, or each payer with their amount when several paid.
    private func payers(_ bill: TripStatement.Bill) throws(MoneyError) -> String {
        let cash = labels[.cash]
        if bill.payers.count == 1, let payer = bill.payers.first {
            return shown(payer.person) + (payer.role == .paidCash ? " (\(cash))" : "")
        }
        var parts: [String] = []
        for payer in bill.payers {
            parts.append(
                "\(shown(payer.person)) \(try amount(payer.amount))" + (payer.role == .paidCash ? " (\(cash))" : ""))
        }
        return wording.list(parts)
    }

    /// `Ann €30.00, Ben €30.00`.
    private func amounts(_ entries: [TripStatement.Entry]) throws(MoneyError) -> String {
        var parts: [String] = []
        for entry in entries { parts.append("\(shown(entry.person)) \(try amount(entry.amount))") }
        return wording.list(parts)
    }

    /// `bill 2`.
    private func billNumber(_ id: String) -> String { labels.filled(.tripBillNumber, ["id": shown(id)]) }

    /// `Ben pays Ann €29.00`, the names made safe for a terminal.
    private func sentence(_ transfer: TripStatement.Entry) throws(MoneyError) -> String {
        try wording.transfer(
            from: shown(transfer.person), to: shown(transfer.counterpart ?? ""), amount: transfer.amount)
    }

    private func amount(_ money: Money) throws(MoneyError) -> String {
        wording.isolated(try wording.money.format(money))
    }

    private func shown(_ text: String) -> String { TerminalText.neutralised(text) }
}
