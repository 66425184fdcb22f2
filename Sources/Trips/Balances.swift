public import Money

/// One person's balance: what they paid less what they had (and received less paid back);
/// above zero they are owed money, below zero they owe it.
public typealias Balance = PersonAmount

/// Every person's balance in one currency, in the order of ``Trip/people``; they sum to zero.
public struct Balances: Hashable, Sendable {
    /// The currency.
    public let currency: Currency
    /// One balance per person of the trip, in the trip's order, zero ones included.
    public let amounts: [Balance]

    /// Creates balances from amounts in `currency`, one per person.
    ///
    /// - Throws: ``TripError/invalidShares(bill:reason:)`` when they do not sum to zero or mix currencies.
    public init(currency: Currency, amounts: [Balance]) throws(TripError) {
        var sum: Int128 = 0
        for balance in amounts {
            guard balance.amount.currency == currency else {
                throw .invalidShares(bill: "balances", reason: "\(balance.amount) is not in \(currency.code)")
            }
            sum += Int128(balance.amount.minorUnits)
        }
        guard sum == 0 else {
            throw .invalidShares(bill: "balances", reason: "they sum to \(sum) minor units, not zero")
        }
        self.currency = currency
        self.amounts = amounts
    }

    init(unchecked currency: Currency, people: [String], units: [Int64]) {
        self.currency = currency
        var amounts: [Balance] = []
        amounts.reserveCapacity(people.count)
        for position in people.indices {
            amounts.append(Balance(people[position], Money(minorUnits: units[position], currency)))
        }
        self.amounts = amounts
    }

    /// The balance of a person, or `nil` for someone not in the trip.
    public func amount(of person: String) -> Money? { amounts.first { $0.person == person }?.amount }

    /// Whether every balance is zero.
    public var isSettled: Bool { amounts.allSatisfy { $0.amount.isZero } }
}

extension Trip {
    /// Every person's balance per currency, with no conversion, currencies sorted by code.
    ///
    /// A person's balance is what they paid less their shares, plus payments they made, less
    /// payments they received. In every currency the balances sum to zero minor units.
    ///
    /// - Complexity: O(*b* × *p*) for *b* bills and payments of at most *p* people each.
    /// - Throws: ``TripError/money(_:)`` with an overflow when a balance, or a running sum on the
    ///   way to it, does not fit an `Int64` of minor units (±92 quadrillion cents).
    public func balances() throws(TripError) -> [Balances] {
        // A trip has a few currencies: a list searched in order beats hashing each bill's currency.
        var currencies: [Currency] = []
        var sums: [[Int64]] = []
        func slot(_ currency: Currency) -> Int {
            if let found = currencies.firstIndex(where: { $0.code == currency.code }) { return found }
            currencies.append(currency)
            sums.append(Array(repeating: 0, count: people.count))
            return currencies.count - 1
        }
        for (bill, positions) in zip(bills, billPositions) {
            add(bill.payers, bill.shares, at: positions, into: &sums[slot(bill.currency)])
        }
        for (payment, positions) in zip(payments, paymentPositions) {
            add(payment.amount, at: positions, into: &sums[slot(payment.amount.currency)])
        }
        var result: [Balances] = []
        for position in currencies.indices.sorted(by: { currencies[$0].code < currencies[$1].code }) {
            result.append(try balances(currencies[position], sums[position]))
        }
        return result
    }

    /// Every person's balance in one currency (all zero when nothing is in it).
    ///
    /// - Throws: As ``balances()``.
    public func balances(in currency: Currency) throws(TripError) -> Balances {
        try balances().first { $0.currency == currency }
            ?? Balances(unchecked: currency, people: people, units: Array(repeating: 0, count: people.count))
    }

    /// Every person's balance in the home currency: each bill and payment converted once with its
    /// own recorded rate.
    ///
    /// - Throws: ``TripError/noHomeCurrency``, ``TripError/missingRate(_:currency:home:)`` naming the
    ///   first bill or payment with no rate, or an overflow.
    public func homeBalances() throws(TripError) -> Balances {
        guard let home else { throw .noHomeCurrency }
        var units = Array(repeating: Int64(0), count: people.count)
        for (bill, positions) in zip(bills, billPositions) {
            guard let converted = bill.home else {
                throw .missingRate("bill \"\(bill.id)\"", currency: bill.currency, home: home)
            }
            add(converted.payers, converted.shares, at: positions, into: &units)
        }
        for (payment, positions) in zip(payments, paymentPositions) {
            guard let converted = payment.home else {
                throw .missingRate("payment \(payment)", currency: payment.amount.currency, home: home)
            }
            add(converted.converted, at: positions, into: &units)
        }
        return try balances(home, units)
    }

    /// Adds what each payer paid and takes off each share, at the bill's positions (payers first).
    private func add(
        _ payers: [TripBill.Payer], _ shares: [TripBill.Share], at positions: [Int], into units: inout [Int64]
    ) {
        for (payer, position) in zip(payers, positions) {
            Self.add(payer.amount.minorUnits, to: &units[position])
        }
        for (share, position) in zip(shares, positions[payers.count...]) {
            Self.add(0 &- share.amount.minorUnits, to: &units[position])
        }
    }

    private func add(_ amount: Money, at positions: PaymentPositions, into units: inout [Int64]) {
        Self.add(amount.minorUnits, to: &units[positions.from])
        Self.add(0 &- amount.minorUnits, to: &units[positions.to])
    }

    /// `sum += value`, or `Int64.min` once it overflows; a sum that reaches `Int64.min` itself counts
    /// as an overflow too, so the mark is unambiguous (and every balance has a negation).
    private static func add(_ value: Int64, to sum: inout Int64) {
        guard sum != .min else { return }
        let (result, overflow) = sum.addingReportingOverflow(value)
        sum = overflow || result == .min ? .min : result
    }

    private func balances(_ currency: Currency, _ units: [Int64]) throws(TripError) -> Balances {
        if let position = units.firstIndex(of: .min) {
            throw .money(.overflow("\(people[position])'s balance in \(currency.code)"))
        }
        return Balances(unchecked: currency, people: people, units: units)
    }
}
