import BillPresentation
import Money
import TipCalc
import TipfmtKit
import Trips

/// A trip as text in the output locale's words: its bills, payments, balances and transfers,
/// and why each amount is what it is.
///
/// Every word comes from the labels of the locale's language (28 languages); names, titles and
/// ids are the user's and are shown through the terminal neutraliser.
struct TripReport {
    let trip: Trip
    let wording: BillWording
    /// The balances, summed from the history's rows, or `nil` to sum `trip`'s bills.
    ///
    /// With a ledger, `trip` may be an outline (its people and home currency only); without one,
    /// it holds every bill.
    var ledger: TripLedger? = nil
    /// The rows of the bill table when `trip` does not hold the bills (read one by one), else `nil`.
    var billRows: [[String]]? = nil
    /// The spending report when `trip` does not hold the bills (summed one by one), else `nil`.
    var spending: TripSpending? = nil
    /// The `--explain` lines of the bills' conversions when `trip` does not hold the bills (each
    /// made by ``conversionLine(_:)`` as the bill was read), else `nil`.
    var billConversions: [String]? = nil

    private var labels: ReceiptLabels { wording.labels }

    /// `Bill 3 added to Lisbon: Dinner, €99.00.`, then the bill's lines.
    func confirmation(_ key: ReceiptLabels.Key, _ bill: TripBill) throws -> [String] {
        let first = labels.filled(
            key,
            [
                "id": shown(bill.id), "name": shown(trip.name), "title": shown(bill.title),
                "amount": try amount(bill.total),
            ])
        return [first] + (try billLines(bill))
    }

    /// One bill: who paid, who shared, and its home conversion.
    func billLines(_ bill: TripBill) throws -> [String] {
        var lines = [
            "  " + wording.labelled(labels[.tripPaidBy], try payers(bill)),
            "  " + wording.labelled(labels[.tripSharedBy], try shares(bill.shares)),
        ]
        if let category = bill.category {
            lines.append("  " + wording.labelled(labels[.tripCategory], shown(category)))
        }
        if let home = bill.home, home.conversion.method != .same {
            lines.append(
                "  " + (try conversion(home.conversion, what: labels.filled(.tripBillNumber, ["id": shown(bill.id)]))))
        }
        return lines
    }

    /// The whole trip: bills, payments, balances per currency and at home, and the transfers.
    func lines(explain: Bool, method: Settlement.Method, cash: Bool, rules: SettlementRules = SettlementRules()) throws
        -> [String]
    {
        var lines = [header, ""]
        lines += try billTable()
        if !trip.payments.isEmpty {
            lines += ["", labels[.tripPayments]]
            for (number, payment) in trip.payments.enumerated() {
                lines.append("  \(try wording.numbers.format(ExactDecimal(number + 1))). \(try paymentLine(payment))")
            }
        }
        lines += try settlementLines(home: nil, explain: explain, method: method, cash: cash, rules: rules)
        return lines
    }

    /// `Trip Lisbon · Ann, Ben, Cy · Home currency EUR`.
    var header: String {
        var parts = ["\(labels[.tripTrip]) \(shown(trip.name))", trip.people.map(shown).joined(separator: ", ")]
        if let home = trip.home { parts.append("\(labels[.homeCurrency]) \(home.code)") }
        return parts.joined(separator: " · ")
    }

    /// The bills as a table: id, date, title, amount, who paid; `billRows` when set, else a row
    /// per bill of `trip`.
    func billTable() throws -> [String] {
        let rows = try billRows ?? trip.bills.map(billRow)
        guard !rows.isEmpty else { return [labels[.tripNoBills]] }
        var table = TextTable(alignments: [.right, .left, .left, .right, .left])
        table.rows.reserveCapacity(rows.count + 1)
        table.rows.append([
            "#", labels[.tripDate], labels[.tripWhat], labels[.tripAmount], labels[.tripPaidBy],
        ])
        table.rows += rows
        return [labels[.tripBills]] + table.lines().map { "  " + $0 }
    }

    /// One bill's row of ``billTable()``.
    func billRow(_ bill: TripBill) throws -> [String] {
        [
            shown(bill.id), bill.date.map { "\($0)" } ?? "", shown(bill.title), try amount(bill.total),
            try payers(bill),
        ]
    }

    /// Balances and transfers: per currency (`home == nil`, unless the trip's only currency is
    /// home), then in the home currency when the trip has other currencies and every one has a rate.
    ///
    /// - Parameter home: `true` for the home currency only, `false` for each currency only,
    ///   `nil` for both as they apply.
    func settlementLines(
        home: Bool?, explain: Bool, method: Settlement.Method, cash: Bool, rules: SettlementRules = SettlementRules()
    ) throws -> [String] {
        let ledger = try self.ledger ?? trip.ledger()
        var lines: [String] = []
        var settlements: [Settlement] = []
        var home = home
        // A trip settled at home (its transfers recorded in the home currency) says so first and
        // suggests nothing per currency: each currency alone would still look owed.
        if home == nil, ledger.home != nil, ledger.isConverted,
            ledger.currencies.contains(where: { $0 != ledger.home }),
            try ledger.homeSettlement(method: method, cash: cash, rules: rules).transfers.isEmpty
        {
            home = true
        }
        if home != true {
            for balances in ledger.balances {
                let settlement = try ledger.settlement(in: balances.currency, method: method, cash: cash, rules: rules)
                settlements.append(settlement)
                lines += try section(
                    settlement, heading: labels.filled(.tripBalances, ["currency": balances.currency.code]))
            }
        }
        let foreign = ledger.currencies.contains { $0 != ledger.home }
        if let currency = ledger.home, home == true || (home == nil && foreign) {
            if let missing = unconverted(ledger) {
                lines += ["", labels.filled(.tripNoRate, ["what": missing, "currency": currency.code])]
            } else {
                let settlement = try ledger.homeSettlement(method: method, cash: cash, rules: rules)
                settlements.append(settlement)
                lines += try section(settlement, heading: labels.filled(.tripHomeBalances, ["currency": currency.code]))
            }
        } else if home == true {
            throw TripError.noHomeCurrency
        }
        if explain { lines += try explanation(settlements) }
        return lines
    }

    /// The bills and payments still without a rate to the home currency, named; `nil` when none.
    var unconverted: String? {
        if let ledger { return unconverted(ledger) }
        var missing = trip.bills.filter { $0.home == nil }.map { labels.filled(.tripBillNumber, ["id": shown($0.id)]) }
        for (position, payment) in trip.payments.enumerated() where payment.home == nil {
            missing.append(labels.filled(.tripPaymentNumber, ["n": String(position + 1)]))
        }
        return missing.isEmpty ? nil : missing.joined(separator: ", ")
    }

    /// What ``unconverted`` names, from a ledger.
    private func unconverted(_ ledger: TripLedger) -> String? {
        let missing = ledger.unconverted.map { item in
            switch item {
            case .bill(let id): labels.filled(.tripBillNumber, ["id": shown(id)])
            case .payment(let number): labels.filled(.tripPaymentNumber, ["n": String(number)])
            }
        }
        return missing.isEmpty ? nil : missing.joined(separator: ", ")
    }

    /// The settlements' transfers, and what was recorded.
    func transferLines(_ settlement: Settlement) throws -> [String] {
        var lines = try settlement.transfers.map { "  " + (try sentence($0)) }
        let leftOver = settlement.leftovers.contains { !$0.amount.isZero }
        // Even only when nothing is left either: balances under a cash step are named, not hidden.
        if settlement.transfers.isEmpty && !leftOver {
            lines.append("  " + labels[.tripAllEven])
            return lines
        }
        let count = try wording.numbers.format(ExactDecimal(settlement.transfers.count))
        switch (settlement.method, settlement.optimality) {
        case _ where settlement.transfers.isEmpty: break
        case (.largestFirst, _): lines.append("  " + labels.filled(.tripLargestFirst, ["n": count]))
        case (_, .minimal): lines.append("  " + labels.filled(.tripFewest, ["n": count]))
        case (_, .possiblyNotMinimal): lines.append("  " + labels.filled(.tripMaybeNotFewest, ["n": count]))
        }
        // A currency paid in cash to the minor unit (EUR, USD) rounds nothing: no line for it.
        if settlement.isCash, settlement.currency.hasCashRounding || leftOver,
            let step = try? cashStep(settlement.currency)
        {
            lines.append("  " + labels.filled(.tripCashRounded, ["step": step]))
            for leftover in settlement.leftovers where !leftover.amount.isZero {
                lines.append(
                    "  "
                        + labels.filled(
                            .leftOver, ["amount": try amount(leftover.amount), "name": shown(leftover.person)]))
            }
        }
        return lines
    }

    /// Who spent, paid and owes what (`trip report`), grouped as `grouping` says: a heading per
    /// person or per currency (and at home), then a table.
    func spendingLines(by grouping: TripSpending.Grouping) throws -> [String] {
        var lines = [header]
        // A ledger has a currency for every currency of a bill or payment.
        let isEmpty = ledger.map { $0.currencies.isEmpty } ?? (trip.bills.isEmpty && trip.payments.isEmpty)
        guard !isEmpty else { return lines + ["", labels[.tripNoBills]] }
        let report = try spending ?? trip.spending(by: grouping)
        // Consecutive rows of one person (by person) or one currency (otherwise) make one table.
        var blocks: [(heading: String, rows: [TripSpending.Row])] = []
        for row in report.rows {
            let heading =
                grouping == .person
                ? shown(row.person)
                : labels.filled(row.isHome ? .tripHomeSpending : .tripSpending, ["currency": row.currency.code])
            if blocks.last?.heading == heading {
                blocks[blocks.count - 1].rows.append(row)
            } else {
                blocks.append((heading, [row]))
            }
        }
        for block in blocks {
            let owes = grouping == .person || grouping == .currency
            var table = TextTable(alignments: owes ? [.left, .right, .right, .right] : [.left, .left, .right, .right])
            switch grouping {
            case .person:
                table.rows.append([
                    labels[.tripCurrency], labels[.tripSpent], labels[.tripPaid], labels[.tripOwesColumn],
                ])
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
                switch grouping {
                case .person:
                    let currency = row.isHome ? "\(labels[.homeCurrency]) \(row.currency.code)" : row.currency.code
                    cells = [currency] + cells + [try row.owes.map(amount) ?? ""]
                case .currency:
                    cells = [shown(row.person)] + cells + [try row.owes.map(amount) ?? ""]
                case .category, .day:
                    // A category or day is named on its first row only.
                    let none = labels[grouping == .category ? .tripNoCategory : .tripNoDate]
                    let key = previous == .some(row.key) ? "" : row.key.map(shown) ?? none
                    previous = .some(row.key)
                    cells = [key, shown(row.person)] + cells
                }
                table.rows.append(cells)
            }
            lines += ["", block.heading] + table.lines().map { "  " + $0 }
        }
        if let currency = trip.home, let missing = unconverted {
            lines += ["", labels.filled(.tripNoRate, ["what": missing, "currency": currency.code])]
        }
        return lines
    }

    /// `Ben paid Ann €29.00`.
    func paymentLine(_ payment: TripPayment) throws -> String {
        labels.filled(
            .tripPaymentLine,
            ["from": shown(payment.from), "to": shown(payment.to), "amount": try amount(payment.amount)])
    }

    // MARK: - Parts

    private func section(_ settlement: Settlement, heading: String) throws -> [String] {
        var table = TextTable(alignments: [.left, .left])
        for balance in settlement.balances {
            table.rows.append([shown(balance.person), try balanceWords(balance.amount)])
        }
        // How each household's balance is made: what its members settle inside it.
        var splits: [String] = []
        for household in settlement.households {
            let members = try household.members.map { "\(shown($0.person)) \(try balanceWords($0.amount))" }
            splits.append(
                "  "
                    + labels.filled(
                        .tripHouseholdSplit,
                        ["name": shown(household.name), "members": members.joined(separator: ", ")]))
        }
        return ["", heading] + table.lines().map { "  " + $0 } + splits
            + ["", labels.filled(.tripSettleUp, ["currency": settlement.currency.code])]
            + (try transferLines(settlement))
    }

    /// `owes €20.00`, `gets back €10.00` or `even`.
    private func balanceWords(_ value: Money) throws -> String {
        value.isZero
            ? labels[.tripEven]
            : value.isNegative
                ? labels.filled(.tripOwesAmount, ["amount": try amount(try value.negated())])
                : labels.filled(.tripGetsBack, ["amount": try amount(value)])
    }

    /// `Ben never pays Dee directly`, `household Smiths settles as one`, `only Ann, Ben settle`.
    private func ruleWords(_ rule: Settlement.Rule, _ settlement: Settlement) -> String {
        switch rule {
        case .household(let name): labels.filled(.tripRuleHousehold, ["name": shown(name)])
        case .never(let from, let to): labels.filled(.tripRuleNever, ["from": shown(from), "to": shown(to)])
        case .only:
            labels.filled(.tripRuleOnly, ["names": (settlement.rules.only ?? []).map(shown).joined(separator: ", ")])
        }
    }

    /// The `--explain` line of a bill's conversion, `nil` for a bill with no rate.
    func conversionLine(_ bill: TripBill) throws -> String? {
        guard let home = bill.home, home.conversion.method != .same else { return nil }
        return "  " + (try conversion(home.conversion, what: labels.filled(.tripBillNumber, ["id": shown(bill.id)])))
    }

    private func explanation(_ settlements: [Settlement]) throws -> [String] {
        let explanation = trip.explanation(of: settlements)
        // The bills' lines first (made as they were read when `trip` does not hold them), then
        // the payments'.
        var conversions = billConversions ?? []
        for line in explanation.conversions {
            let what =
                switch line.subject {
                case .bill(let id): labels.filled(.tripBillNumber, ["id": shown(id)])
                case .payment(let index): labels.filled(.tripPaymentNumber, ["n": String(index + 1)])
                }
            conversions.append("  " + (try conversion(line.conversion, what: what)))
        }
        guard !conversions.isEmpty || !explanation.transfers.isEmpty else { return [] }
        var lines = ["", labels[.tripExplainHeading]] + conversions
        let byCurrency = Dictionary(settlements.map { ($0.currency, $0) }, uniquingKeysWith: { $1 })
        /// `; rules: Ben never pays Dee directly`, for a transfer the rules shaped.
        func rules(_ line: TripExplanation.TransferLine) -> String {
            guard let settlement = byCurrency[line.currency], !line.transfer.reason.rules.isEmpty else { return "" }
            let words = line.transfer.reason.rules.map { ruleWords($0, settlement) }.joined(separator: ", ")
            return " " + labels.filled(.tripRules, ["rules": words])
        }
        for line in explanation.transfers {
            let reason = line.transfer.reason
            lines.append(
                "  " + (try sentence(line.transfer)) + ": "
                    + labels.filled(
                        // Under --only a group's balances need not sum to zero: the rest stays owed.
                        line.group.reduce(Int128(0)) { $0 + Int128($1.amount.minorUnits) } == 0
                            ? .tripReason : .tripReasonPartial,
                        [
                            "from": shown(line.transfer.from), "owes": try amount(try reason.fromBalance.negated()),
                            "to": shown(line.transfer.to), "owed": try amount(reason.toBalance),
                            "names": line.group.map { shown($0.person) }.joined(separator: ", "),
                            "count": try wording.numbers.format(ExactDecimal(line.transfersInGroup)),
                        ])
                    + rules(line))
        }
        return lines
    }

    /// `bill 2: ¥4,950 × 0.0061555556 = €30.47 (card statement €30.47)`.
    private func conversion(_ conversion: Conversion, what: String) throws -> String {
        let source: String
        switch conversion.method {
        case .same, .typed: source = labels[.tripRateTyped]
        case .ecb(let file, let date): source = labels.filled(.rateSourceECB, ["date": date]) + "; " + shown(file)
        case .cardStatement(let statement):
            source = labels.filled(.tripRateStatement, ["amount": try amount(statement)])
        }
        return labels.filled(
            .tripConversion,
            [
                "what": what, "amount": try amount(conversion.original),
                "rate": wording.isolated(try wording.numbers.format(conversion.rate.rate)),
                "converted": try amount(conversion.converted), "source": source,
            ])
    }

    private func payers(_ bill: TripBill) throws -> String {
        let cash = labels[.cash]
        if bill.payers.count == 1, let payer = bill.payers.first {
            return shown(payer.person) + (payer.method == .cash ? " (\(cash))" : "")
        }
        return try bill.payers.map {
            "\(shown($0.person)) \(try amount($0.amount))" + ($0.method == .cash ? " (\(cash))" : "")
        }.joined(separator: ", ")
    }

    private func shares(_ shares: [TripBill.Share]) throws -> String {
        try shares.map { "\(shown($0.person)) \(try amount($0.amount))" }.joined(separator: ", ")
    }

    private func amount(_ money: Money) throws -> String { wording.isolated(try wording.money.format(money)) }

    /// `Ben pays Ann €29.00`: the sentence Trips writes for an app, with the names made safe for
    /// a terminal.
    private func sentence(_ transfer: Settlement.Transfer) throws -> String {
        try transfer.sentence(wording.money, name: shown)
    }

    private func cashStep(_ currency: Currency) throws -> String {
        try amount(Money(minorUnits: currency.cashIncrementMinorUnits, currency))
    }

    private func shown(_ text: String) -> String { TerminalText.neutralised(text) }
}
