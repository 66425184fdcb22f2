public import Money
public import TipCalc

/// One bill of a trip: what it cost, each person's share, who paid it, and its home amounts.
///
/// A trip bill wraps what the calculator already computed, a `TipResult` or an
/// `ItemisedResult`: its total and each person's share are taken as they are, never recomputed.
///
///     var request = TipRequest(bill: try Money(parsing: "90.00", .eur), tip: .percent(10))
///     request.party = .even(3)
///     let result = try TipCalculator.calculate(request)
///     let bill = try TripBill(
///         id: "1", title: "Dinner", date: CalendarDate("2026-07-01"), result: result,
///         people: ["Ann", "Ben", "Cy"], payers: [.init("Ann", paid: result.total)])
///     print(bill.shares.map { "\($0.person) \($0.amount)" })
///     // Prints "["Ann 33.00 EUR", "Ben 33.00 EUR", "Cy 33.00 EUR"]"
public struct TripBill: Hashable, Sendable {
    /// The bill's id, unique in its trip.
    public let id: String
    /// What the bill was for.
    public var title: String
    /// The day of the bill, if known.
    public var date: CalendarDate?
    /// What kind of spending it was (`Food`, `Transport`), if given: 1 to 100 characters without
    /// control characters, trimmed when the bill joins a trip, which refuses any other.
    public var category: String? = nil
    /// What kind of calculation the amounts come from.
    public let kind: Kind
    /// What was paid in all, in the bill's currency.
    public let total: Money
    /// Each person's share, in the order given; they sum exactly to ``total``.
    public let shares: [Share]
    /// Who paid, in the order given; the amounts sum exactly to ``total``.
    public let payers: [Payer]
    /// The bill in the trip's home currency, once a rate is recorded.
    public private(set) var home: Home?
    /// The revisions this bill replaced (see ``revision``): empty for a bill never changed.
    ///
    /// A trip adds the bill's revision here each time it changes the bill, so a merge of two
    /// copies can tell the newer bill from the older one (``Trip/merged(with:keeping:)``).
    public package(set) var ancestry: Set<String> = []

    /// A digest of the bill and of its ``ancestry``: 16 letters that change with every change.
    public var revision: String { TripRevision.of(self) }

    /// The bill's currency.
    public var currency: Currency { total.currency }

    /// Where a bill's amounts come from.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A single amount through `TipCalculator` (even or weighted split).
        case single
        /// An itemised bill through `ItemisedCalculator`.
        case itemised
        /// Amounts given as they are (imported from another app, or typed as shares).
        case shares
    }

    /// One person's part of a bill.
    public typealias Share = PersonAmount

    /// One person who paid (part of) a bill, and how.
    public struct Payer: Hashable, Sendable {
        /// Who paid.
        public let person: String
        /// How much they paid.
        public let amount: Money
        /// In cash or by card.
        public let method: ItemisedBill.PaymentMethod

        /// Creates a payer.
        ///
        /// - Parameters:
        ///   - person: Who paid.
        ///   - paid: How much, in the bill's currency.
        ///   - method: Cash or card; card by default.
        public init(_ person: String, paid: Money, method: ItemisedBill.PaymentMethod = .card) {
            self.person = person
            self.amount = paid
            self.method = method
        }
    }

    /// The bill converted to the home currency, with the conversion that did it.
    ///
    /// Only the total is converted, once, with the bill's own rate; the shares and the payers'
    /// amounts are that converted total split in proportion to their amounts (largest remainder,
    /// `Money.allocated(by:)`), so each sums exactly to ``total``.
    public struct Home: Hashable, Sendable {
        /// How the total was converted.
        public let conversion: Conversion
        /// The converted total.
        public var total: Money { conversion.converted }
        /// Each share in the home currency, in the order of ``TripBill/shares``.
        public let shares: [Share]
        /// Each payer's amount in the home currency, in the order of ``TripBill/payers``.
        public let payers: [Payer]
    }

    /// Creates a bill from a single or weighted split, naming the people in the order of its shares.
    ///
    /// - Parameters:
    ///   - id: The bill's id, unique in its trip (1 to 200 characters).
    ///   - title: What it was for.
    ///   - date: The day, if known.
    ///   - result: What `TipCalculator` computed; its `TipResult.shares` become the people's shares.
    ///   - people: One name per share, in the result's order.
    ///   - payers: Who paid, summing exactly to the result's total.
    /// - Throws: ``TripError/invalidShares(bill:reason:)`` when the names do not match the shares,
    ///   ``TripError/paidDoesNotMatchTotal(bill:paid:total:)`` or ``TripError/invalidPayers(bill:reason:)``.
    public init(
        id: String, title: String, date: CalendarDate? = nil, result: TipResult, people: [String], payers: [Payer]
    ) throws(TripError) {
        guard people.count == result.shares.count else {
            throw .invalidShares(
                bill: id, reason: "\(people.count) names for \(result.shares.count) shares; give one name per share")
        }
        let shares = zip(people, result.shares).map { Share($0, $1) }
        try self.init(
            id: id, title: title, date: date, kind: .single, total: result.total, shares: shares, payers: payers)
    }

    /// Creates a bill from an itemised bill: each person of the result pays their `ItemisedResult.Amounts.pays`.
    ///
    /// - Throws: ``TripError/paidDoesNotMatchTotal(bill:paid:total:)`` or ``TripError/invalidPayers(bill:reason:)``.
    public init(id: String, title: String, date: CalendarDate? = nil, result: ItemisedResult, payers: [Payer])
        throws(TripError)
    {
        let shares = result.people.map { Share($0.name, $0.amounts.pays) }
        try self.init(
            id: id, title: title, date: date, kind: .itemised, total: result.totals.pays, shares: shares, payers: payers
        )
    }

    /// Creates a bill from shares given as they are; the total is their sum.
    ///
    /// - Throws: ``TripError/invalidShares(bill:reason:)`` for no shares, a negative share, mixed
    ///   currencies or a person named twice; the payer errors as above.
    public init(id: String, title: String, date: CalendarDate? = nil, shares: [Share], payers: [Payer])
        throws(TripError)
    {
        guard let currency = shares.first?.amount.currency else {
            throw .invalidShares(bill: id, reason: "no shares; give at least one person's share")
        }
        var sum: Int128 = 0
        for share in shares {
            guard share.amount.currency == currency else {
                throw .invalidShares(
                    bill: id, reason: "shares in \(currency.code) and \(share.amount.currency.code); use one currency")
            }
            sum += Int128(share.amount.minorUnits)
        }
        guard let units = Int64(exactly: sum) else { throw .money(.overflow("the sum of bill \"\(id)\"'s shares")) }
        try self.init(
            id: id, title: title, date: date, kind: .shares, total: Money(minorUnits: units, currency), shares: shares,
            payers: payers)
    }

    /// Creates a bill from amounts as they were computed earlier (a trip read back from storage),
    /// checking them as every other initialiser does.
    ///
    /// - Throws: ``TripError/invalidBillText(_:)``, ``TripError/invalidShares(bill:reason:)``,
    ///   ``TripError/invalidPayers(bill:reason:)`` or ``TripError/paidDoesNotMatchTotal(bill:paid:total:)``.
    package init(
        id: String, title: String, date: CalendarDate?, kind: Kind, total: Money, shares: [Share], payers: [Payer]
    ) throws(TripError) {
        try Self.checkText(id)
        try Self.checkText(title)
        self.id = id
        self.title = title
        self.date = date
        self.kind = kind
        self.total = total
        self.shares = shares
        self.payers = payers
        try check()
    }

    /// Checks shares and payers against the total.
    private func check() throws(TripError) {
        guard !total.isNegative else {
            throw .invalidShares(bill: id, reason: "the total \(total) is below zero")
        }
        var shareSum: Int128 = 0
        for share in shares {
            guard share.amount.currency == currency, !share.amount.isNegative else {
                throw .invalidShares(
                    bill: id,
                    reason: "\(share.person)'s share \(share.amount) is not a \(currency.code) amount of zero or more")
            }
            shareSum += Int128(share.amount.minorUnits)
        }
        if let twice = Self.firstRepeated(shares.map { $0.person }) {
            throw .invalidShares(bill: id, reason: "\(twice) has two shares; give one share per person")
        }
        guard shareSum == Int128(total.minorUnits) else {
            throw .invalidShares(bill: id, reason: "the shares do not sum to the total \(total)")
        }
        guard !payers.isEmpty else {
            throw .invalidPayers(bill: id, reason: "no payer; name who paid and how much")
        }
        var paid: Int128 = 0
        for payer in payers {
            guard payer.amount.currency == currency else {
                throw .invalidPayers(
                    bill: id,
                    reason: "\(payer.person) paid in \(payer.amount.currency.code), the bill is in \(currency.code)")
            }
            guard !payer.amount.isNegative else {
                throw .invalidPayers(bill: id, reason: "\(payer.person) paid \(payer.amount), below zero")
            }
            paid += Int128(payer.amount.minorUnits)
        }
        if let twice = Self.firstRepeated(payers.map { $0.person }) {
            throw .invalidPayers(bill: id, reason: "\(twice) is named twice as a payer; give one amount each")
        }
        guard paid == Int128(total.minorUnits) else {
            let clamped = Int64(clamping: paid)
            throw .paidDoesNotMatchTotal(bill: id, paid: Money(minorUnits: clamped, currency), total: total)
        }
    }

    /// The first name that appears twice, if any.
    private static func firstRepeated(_ names: [String]) -> String? {
        // A bill has a handful of names: comparing pairs is cheaper than hashing them all.
        if names.count <= 16 {
            for later in names.indices {
                for earlier in 0..<later where names[earlier] == names[later] { return names[later] }
            }
            return nil
        }
        var seen = Set<String>()
        return names.first { !seen.insert($0).inserted }
    }

    static func checkText(_ text: String) throws(TripError) {
        // Counting characters is slow; at most 200 bytes cannot be more than 200 characters.
        let bytes = text.utf8.count
        guard bytes > 0, bytes <= 800, !text.unicodeScalars.contains(where: { $0.isControl }),
            bytes <= 200 || text.count <= 200
        else {
            throw .invalidBillText(text)
        }
    }

    /// This bill with its home amounts from `rate`, converted to `home`.
    ///
    /// A bill already in `home` needs no rate (pass `nil`); any other needs one.
    ///
    /// - Parameters:
    ///   - home: The trip's home currency.
    ///   - rate: How to convert: a typed rate, an ECB file, or the card statement's amount.
    ///   - rounding: How the converted total rounds; **half-even** by default.
    /// - Throws: ``TripError/missingRate(_:currency:home:)``, ``TripError/rateMismatch(_:reason:)``
    ///   or an overflow.
    public func converted(to home: Currency, by rate: RateSource?, rounding: Money.RoundingRule = .toNearestOrEven)
        throws(TripError) -> TripBill
    {
        try converted(by: Conversion(total, to: home, by: rate, rounding: rounding, what: "bill \"\(id)\""))
    }

    /// This bill with its home amounts from `conversion`, a conversion of ``total``.
    package func converted(by conversion: Conversion) throws(TripError) -> TripBill {
        let homeShares = try conversion.split(shares.map { $0.amount })
        let homePaid = try conversion.split(payers.map { $0.amount })
        var bill = self
        bill.home = Home(
            conversion: conversion, shares: zip(shares, homeShares).map { Share($0.person, $1) },
            payers: zip(payers, homePaid).map { Payer($0.person, paid: $1, method: $0.method) })
        return bill
    }

    /// `bill`, which replaces this one, descending from it: with this bill's ancestry and, when
    /// it differs, this bill's revision.
    package func succeeded(by bill: TripBill) -> TripBill {
        var next = bill
        next.ancestry.formUnion(ancestry)
        var same = next
        same.ancestry = ancestry
        if same != self { next.ancestry.insert(revision) }
        return next
    }

    /// This bill without its home amounts.
    public func withoutHome() -> TripBill {
        var bill = self
        bill.home = nil
        return bill
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls, DEL, and the bidi overrides and isolates.
    var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }
}
