public import Money

/// One person's balance: above zero they are owed money, below zero they owe it.
public struct Balance: Hashable, Sendable {
    /// Who.
    public let person: String
    /// What they paid less what they had (and received less paid back): above zero, they are owed.
    public let amount: Money

    /// Creates a balance.
    public init(_ person: String, _ amount: Money) {
        self.person = person
        self.amount = amount
    }
}

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
        amounts = zip(people, units).map { Balance($0, Money(minorUnits: $1, currency)) }
    }

    /// The balance of a person, or `nil` for someone not in the trip.
    public func amount(of person: String) -> Money? { amounts.first { $0.person == person }?.amount }

    /// Whether every balance is zero.
    public var isSettled: Bool { amounts.allSatisfy(\.amount.isZero) }
}

extension Trip {
    /// Every person's balance per currency, with no conversion, currencies sorted by code.
    ///
    /// A person's balance is what they paid less their shares, plus payments they made, less
    /// payments they received. In every currency the balances sum to zero minor units.
    ///
    /// - Complexity: O(*b* × *p*) for *b* bills and payments of at most *p* people each.
    /// - Throws: ``TripError/money(_:)`` with an overflow when a balance does not fit.
    public func balances() throws(TripError) -> [Balances] {
        var sums: [Currency: [Int128]] = [:]
        let empty = Array(repeating: Int128(0), count: people.count)
        for bill in bills {
            add(bill.payers, bill.shares, into: &sums[bill.currency, default: empty])
        }
        for payment in payments {
            add(payment, payment.amount, into: &sums[payment.amount.currency, default: empty])
        }
        var result: [Balances] = []
        for currency in sums.keys.sorted() {
            result.append(try balances(currency, sums[currency] ?? empty))
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
        var units = Array(repeating: Int128(0), count: people.count)
        for bill in bills {
            guard let converted = bill.home else {
                throw .missingRate("bill \"\(bill.id)\"", currency: bill.currency, home: home)
            }
            add(converted.payers, converted.shares, into: &units)
        }
        for payment in payments {
            guard let converted = payment.home else {
                throw .missingRate("payment \(payment)", currency: payment.amount.currency, home: home)
            }
            add(payment, converted.converted, into: &units)
        }
        return try balances(home, units)
    }

    private func add(_ payers: [TripBill.Payer], _ shares: [TripBill.Share], into units: inout [Int128]) {
        // Every name was checked against the trip when the bill was added.
        for payer in payers {
            if let position = index[payer.person] { units[position] += Int128(payer.amount.minorUnits) }
        }
        for share in shares {
            if let position = index[share.person] { units[position] -= Int128(share.amount.minorUnits) }
        }
    }

    private func add(_ payment: TripPayment, _ amount: Money, into units: inout [Int128]) {
        if let from = index[payment.from] { units[from] += Int128(amount.minorUnits) }
        if let to = index[payment.to] { units[to] -= Int128(amount.minorUnits) }
    }

    private func balances(_ currency: Currency, _ units: [Int128]) throws(TripError) -> Balances {
        var exact: [Int64] = []
        exact.reserveCapacity(units.count)
        for (position, value) in units.enumerated() {
            guard let fits = Int64(exactly: value) else {
                throw .money(.overflow("\(people[position])'s balance in \(currency.code)"))
            }
            exact.append(fits)
        }
        return Balances(unchecked: currency, people: people, units: exact)
    }
}
