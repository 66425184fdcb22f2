import Money
package import Trips

extension TripStatement {
    /// The statement of `trip` with the balances and transfers of its one answer (see
    /// ``settling(_:ledger:decision:explain:withBills:billConversions:)``), decided here.
    ///
    /// - Parameters:
    ///   - home: `true` for the home currency, `false` for each currency on its own, `nil` for
    ///     the trip's own answer (at home when it has a home currency).
    /// - Throws: What ``SettlementDecision/init(_:basis:method:cash:rules:)`` throws.
    package static func settling(
        _ trip: Trip, ledger: TripLedger? = nil, home: Bool?, explain: Bool, method: Settlement.Method, cash: Bool,
        rules: SettlementRules = SettlementRules(), withBills: Bool = false
    ) throws(TripError) -> TripStatement {
        let summed: TripLedger
        if let ledger { summed = ledger } else { summed = try trip.ledger() }
        let decision = try SettlementDecision(
            summed, basis: home.map { $0 ? .home : .perCurrency }, method: method, cash: cash, rules: rules)
        return try settling(trip, ledger: summed, decision: decision, explain: explain, withBills: withBills)
    }

    /// The statement of `trip` with the balances and transfers of `decision`, the command's one
    /// answer: the home settlement alone, or each currency's; with `explain`, each conversion and
    /// the reason for each transfer.
    ///
    /// - Parameters:
    ///   - trip: The trip, or its outline (people and home currency) when `ledger` is given.
    ///   - ledger: The balances summed from the history's rows; `nil` sums `trip`'s bills.
    ///   - decision: The settlements to show; `nil` while a bill or payment waits for a rate to
    ///     the home currency (`trip show` then names them instead of settling).
    ///   - explain: Whether to add the ``explanation`` (reads `trip`'s bills).
    ///   - withBills: Whether the statement holds `trip`'s bills (`trip show` of a trip read whole).
    ///   - billConversions: With `explain` and an outline read bill by bill, the bills' conversion
    ///     lines made as each was read (``Explanation/ConversionLine/init(of:)``); `nil` takes
    ///     them from `trip`'s bills.
    /// - Throws: `TripError.money` for a balance that overflows.
    package static func settling(
        _ trip: Trip, ledger: TripLedger? = nil, decision: SettlementDecision?, explain: Bool,
        withBills: Bool = false, billConversions: [Explanation.ConversionLine]? = nil
    ) throws(TripError) -> TripStatement {
        var statement = TripStatement(trip: trip, withBills: withBills)
        let summed: TripLedger
        if let ledger { summed = ledger } else { summed = try trip.ledger() }
        let settlements = decision?.settlements ?? []
        for settlement in settlements {
            statement.settlements.append(
                SettlementSection(settlement, isHome: decision?.basis == .home && decision?.isConverted == true))
        }
        if decision == nil, let currency = summed.home, !summed.unconverted.isEmpty {
            statement.unconverted = Unconverted(items: summed.unconverted, currency: currency)
        }
        if explain {
            do {
                var explanation = try Explanation(trip.explanation(of: settlements), settlements)
                // An outline has no bills, so its explanation holds the payments' lines only; the
                // bills' come first, as a whole trip lists them.
                if let billConversions { explanation.conversions = billConversions + explanation.conversions }
                statement.explanation = explanation
            } catch {
                throw .money(error)
            }
        }
        return statement
    }

    /// The statement of a trip's outline with its spending report summed elsewhere (bill by bill,
    /// as `trip report` reads a trip of any size), and what still has no rate from its ledger.
    ///
    /// - Parameters:
    ///   - outline: The trip's name, people and home currency.
    ///   - ledger: The trip's balances summed from the history's rows.
    ///   - report: Who spent, paid and owes what.
    package static func spending(_ outline: Trip, ledger: TripLedger, report: TripSpending) -> TripStatement {
        // A ledger has a currency for every currency of a bill or payment: none means nothing spent.
        guard !ledger.currencies.isEmpty else { return TripStatement(trip: outline) }
        var unconverted: Unconverted?
        if let home = ledger.home, !ledger.unconverted.isEmpty {
            unconverted = Unconverted(items: ledger.unconverted, currency: home)
        }
        return spending(outline, report: report, unconverted: unconverted)
    }

    /// The statement of `trip` with `report` laid out in blocks.
    private static func spending(_ trip: Trip, report: TripSpending, unconverted: Unconverted?) -> TripStatement {
        var statement = TripStatement(trip: trip)
        // Consecutive rows of one person (by person) or one currency (otherwise) make one block.
        var blocks: [Spending.Block] = []
        let grouping = report.grouping
        for row in report.rows {
            let person = grouping == .person ? row.person : nil
            if let last = blocks.last, last.person == person,
                person != nil || (last.currency == row.currency && last.isHome == row.isHome)
            {
                blocks[blocks.count - 1].rows.append(row)
            } else {
                blocks.append(Spending.Block(person: person, currency: row.currency, isHome: row.isHome, rows: [row]))
            }
        }
        statement.spending = Spending(grouping: grouping, blocks: blocks)
        statement.unconverted = unconverted
        return statement
    }
}

extension TripStatement.Explanation {
    /// The explanation of `settlements`, with each rule's names resolved from the settlement of
    /// its currency.
    ///
    /// - Throws: `MoneyError.overflow` only for a balance of the smallest amount a `Money` holds,
    ///   which has no negation.
    init(_ explanation: TripExplanation, _ settlements: [Settlement]) throws(MoneyError) {
        conversions = explanation.conversions.map { ConversionLine(subject: $0.subject, conversion: $0.conversion) }
        let byCurrency = Dictionary(settlements.map { ($0.currency, $0) }, uniquingKeysWith: { $1 })
        reasons = try explanation.transfers.map { (line) throws(MoneyError) in
            let transfer = line.transfer
            var rules: [Rule] = []
            if let settlement = byCurrency[line.currency] {
                rules = transfer.reason.rules.map { rule in
                    switch rule {
                    case .household(let name): .household(name)
                    case .never(let from, let to): .never(from: from, to: to)
                    case .only: .only(settlement.rules.only ?? [])
                    }
                }
            }
            return Reason(
                transfer: TripStatement.Entry(.transfer, transfer.from, transfer.amount, to: transfer.to),
                owes: try transfer.reason.fromBalance.negated(),
                owed: transfer.reason.toBalance, group: line.group.map(\.person),
                transfersInGroup: line.transfersInGroup,
                isPartial: line.group.reduce(Int128(0)) { $0 + Int128($1.amount.minorUnits) } != 0, rules: rules)
        }
    }
}

extension TripStatement.Explanation.ConversionLine {
    /// The `--explain` line of `bill`'s conversion to the home currency; `nil` for a bill with no
    /// rate, or one already in the home currency.
    package init?(of bill: TripBill) {
        guard let line = TripExplanation.ConversionLine(of: bill) else { return nil }
        self.init(subject: line.subject, conversion: line.conversion)
    }
}
