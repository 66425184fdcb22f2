public import Money

/// Who spent what: each person's shares, what they paid and what they owe, by person, category,
/// day or currency, in each currency and at home.
///
/// *Spent* is the sum of a person's shares, *paid* what they paid towards bills, and *owes* what
/// is left for them to pay: spent less paid, less the payments they made, plus those they
/// received (below zero: they get money back). Payments belong to no bill, so rows by category
/// or by day have no *owes*. Rows at home (``Row/isHome``) use each bill's own recorded rate and
/// are there only when the trip has a home currency, a bill or payment in another currency, and
/// a rate for every one. By person, the row at home also sums each person's part of the card
/// fees recorded (``Row/cardFees``).
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
        /// Their part of the card fees, in the home currency.
        ///
        /// What cards charged over the ECB's rate of the day: each bill's `CardFee.fee` (TipCalc) split in
        /// proportion to its shares, like its home amounts. Only on the rows at home by person, and only when a bill of the trip records a card fee
        /// (`nil` otherwise); below zero when cards charged less than the ECB rate.
        public let cardFees: Money?

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
        var sums = TripSpendingSums(self, by: grouping)
        for bill in bills { sums.add(bill) }
        return try sums.spending(ledger: try ledger())
    }
}
