public import Money

/// Who spent what: each person's shares, what they paid and what they owe, by person, category,
/// day or currency, in each currency and at home.
///
/// *Spent* is the sum of a person's shares, *paid* what they paid towards bills, and *owes* what
/// is left for them to pay: spent less paid, less the payments they made, plus those they
/// received (below zero: they get money back). Payments belong to no bill, so rows by category
/// or by day have no *owes*. Rows at home (``Row/isHome``) use each bill's own recorded rate and
/// are there only when the trip has a home currency, a bill or payment in another currency, and
/// a rate for every one.
///
///     let report = try trip.spending(by: .category)
///     for row in report.rows { print(row.key ?? "-", row.person, row.spent, row.paid) }
///     // Prints "Food Ann 30.00 EUR 90.00 EUR" …
public struct TripSpending: Hashable, Sendable {
    /// What the rows are grouped by.
    public enum Grouping: String, Hashable, Sendable, CaseIterable {
        /// Each person, then each currency (home last).
        case person
        /// Each currency (home last), then each category (in the order bills first use them;
        /// bills without one last), then each person.
        case category
        /// Each currency (home last), then each day (earliest first; bills without one last),
        /// then each person.
        case day
        /// Each currency (home last), then each person.
        case currency
    }

    /// One person's figures in one currency, and in one category or day when grouped so.
    public struct Row: Hashable, Sendable {
        /// The category or the day (`2026-07-01`) when grouped by them; `nil` for a bill without
        /// one, and for rows by person or currency.
        public let key: String?
        /// Who.
        public let person: String
        /// The sum of their shares.
        public let spent: Money
        /// What they paid towards bills.
        public let paid: Money
        /// What is left for them to pay (below zero: they get money back); `nil` by category or day.
        public let owes: Money?
        /// Whether the amounts are in the home currency, each bill converted at its own rate.
        public let isHome: Bool

        /// The currency of the amounts.
        public var currency: Currency { spent.currency }
    }

    /// What the rows are grouped by.
    public let grouping: Grouping
    /// The rows, in the order of ``grouping``; rows by category or day leave out a person with
    /// nothing spent or paid there.
    public let rows: [Row]
}

extension Trip {
    /// Who spent, paid and owes what, grouped by `grouping`.
    ///
    /// - Throws: ``TripError/money(_:)`` when a sum overflows.
    public func spending(by grouping: TripSpending.Grouping) throws(TripError) -> TripSpending {
        var blocks: [(currency: Currency, isHome: Bool, rows: [TripSpending.Row])] = []
        for currency in currencies {
            blocks.append((currency, false, try spendingRows(grouping, currency: currency, home: false)))
        }
        let converted = bills.allSatisfy { $0.home != nil } && payments.allSatisfy { $0.home != nil }
        // At home only when another currency is there to convert: else the rows would repeat.
        if let home, converted, currencies.contains(where: { $0 != home }) {
            blocks.append((home, true, try spendingRows(grouping, currency: home, home: true)))
        }
        guard grouping == .person else { return TripSpending(grouping: grouping, rows: blocks.flatMap(\.rows)) }
        var rows: [TripSpending.Row] = []
        for person in people {
            for block in blocks { rows += block.rows.filter { $0.person == person } }
        }
        return TripSpending(grouping: grouping, rows: rows)
    }

    /// The rows of one currency (or of home), grouped as asked.
    private func spendingRows(_ grouping: TripSpending.Grouping, currency: Currency, home isHome: Bool)
        throws(TripError) -> [TripSpending.Row]
    {
        // Sums per key and person, in minor units; Int128 so that no sum of Int64 amounts overflows.
        var keys: [String?] = []
        var spent: [String?: [Int128]] = [:]
        var paid: [String?: [Int128]] = [:]
        func key(_ bill: TripBill) -> String? {
            switch grouping {
            case .category: bill.category
            case .day: bill.date?.description
            case .person, .currency: nil
            }
        }
        if grouping == .person || grouping == .currency {
            // One row per person, whether or not they had a bill in this currency.
            keys = [nil]
            spent[nil] = Array(repeating: 0, count: people.count)
            paid[nil] = Array(repeating: 0, count: people.count)
        }
        for (bill, positions) in zip(bills, billPositions) {
            let shares: [TripBill.Share]
            let payers: [TripBill.Payer]
            if isHome {
                guard let converted = bill.home else { continue }
                (shares, payers) = (converted.shares, converted.payers)
            } else {
                guard bill.currency == currency else { continue }
                (shares, payers) = (bill.shares, bill.payers)
            }
            let key = key(bill)
            if spent[key] == nil {
                keys.append(key)
                spent[key] = Array(repeating: 0, count: people.count)
                paid[key] = Array(repeating: 0, count: people.count)
            }
            for (payer, position) in zip(payers, positions) { paid[key]?[position] += Int128(payer.amount.minorUnits) }
            for (share, position) in zip(shares, positions[payers.count...]) {
                spent[key]?[position] += Int128(share.amount.minorUnits)
            }
        }
        if grouping == .day {
            keys.sort { ($0 ?? "9999-99-99~") < ($1 ?? "9999-99-99~") }
        } else if grouping == .category, let none = keys.firstIndex(where: { $0 == nil }) {
            keys.append(keys.remove(at: none))
        }
        let balances = try isHome ? homeBalances() : balances(in: currency)
        var rows: [TripSpending.Row] = []
        for key in keys {
            let spentHere = spent[key] ?? Array(repeating: 0, count: people.count)
            let paidHere = paid[key] ?? Array(repeating: 0, count: people.count)
            for (position, person) in people.enumerated() {
                let hasOwes = grouping == .person || grouping == .currency
                if !hasOwes && spentHere[position] == 0 && paidHere[position] == 0 { continue }
                let owes = hasOwes ? try money(-Int128(balances.amounts[position].amount.minorUnits), currency) : nil
                rows.append(
                    TripSpending.Row(
                        key: key, person: person, spent: try money(spentHere[position], currency),
                        paid: try money(paidHere[position], currency), owes: owes, isHome: isHome))
            }
        }
        return rows
    }

    private func money(_ units: Int128, _ currency: Currency) throws(TripError) -> Money {
        guard let units = Int64(exactly: units) else { throw .money(.overflow("a sum in \(currency.code)")) }
        return Money(minorUnits: units, currency)
    }
}
