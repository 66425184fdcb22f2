public import Money

/// What settling a trip needs, without its bills: who is in it, each balance per currency and at
/// home, and which bills and payments still have no rate to the home currency.
///
/// A trip of any size reduces to this: ``Trip/ledger()`` sums the bills in memory, and a history
/// sums its stored rows the same way (`SUM` per person and currency) without reading a bill.
/// Settling needs nothing more.
///
///     var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben"], home: .eur)
///     try trip.add(TripBill(
///         id: "1", title: "Dinner",
///         shares: [.init("Ann", Money(minorUnits: 3000, .eur)), .init("Ben", Money(minorUnits: 3000, .eur))],
///         payers: [.init("Ann", paid: Money(minorUnits: 6000, .eur))]))
///     let ledger = try trip.ledger()
///     print(try ledger.homeSettlement().transfers.map { "\($0.from) → \($0.to) \($0.amount)" })
///     // Prints "["Ben → Ann 30.00 EUR"]"
public struct TripLedger: Hashable, Sendable {
    /// A bill or a payment with no rate to the home currency yet.
    public enum Unconverted: Hashable, Sendable {
        /// The bill with this id.
        case bill(id: String)
        /// The payment at this place in ``Trip/payments``, 1 for the first.
        case payment(number: Int)
    }

    /// The trip's name.
    public let name: String
    /// Everyone in the trip, in the trip's order.
    public let people: [String]
    /// The home currency, if set.
    public let home: Currency?
    /// The households: people who settle as one (``Trip/households``).
    public let households: [Household]
    /// The currencies of the bills and payments, sorted by code.
    public let currencies: [Currency]
    /// Every person's balance per currency, currencies sorted by code (as ``Trip/balances()``).
    public let balances: [Balances]
    /// The bills and payments with no rate to ``home``, bills first, each in the trip's order;
    /// empty without a home currency.
    public let unconverted: [Unconverted]
    /// The home balances, when there is a home currency and ``unconverted`` is empty.
    private let homeAmounts: Balances?

    /// Creates a ledger from sums made elsewhere (a history's rows).
    ///
    /// - Parameters:
    ///   - name: The trip's name.
    ///   - people: Everyone, in the trip's order.
    ///   - home: The home currency, if any.
    ///   - households: The trip's households.
    ///   - balances: Per currency, each person's paid less shares plus payments made less received,
    ///     in minor units in the order of `people`.
    ///   - homeBalances: The same in the home currency, each bill and payment at its own rate;
    ///     `nil` without a home currency or while `unconverted` is not empty.
    ///   - unconverted: The bills and payments with no rate to `home`.
    /// - Throws: ``TripError/invalidShares(bill:reason:)`` when a currency's balances do not sum
    ///   to zero or do not list everyone.
    package init(
        name: String, people: [String], home: Currency?, households: [Household], balances: [(Currency, [Int64])],
        homeBalances: [Int64]?, unconverted: [Unconverted]
    ) throws(TripError) {
        self.name = name
        self.people = people
        self.home = home
        self.households = households
        var all: [Balances] = []
        for (currency, units) in balances.sorted(by: { $0.0.code < $1.0.code }) {
            all.append(try Self.checked(currency, units, people))
        }
        self.balances = all
        currencies = all.map(\.currency)
        self.unconverted = home == nil ? [] : unconverted
        if let home, let homeBalances, self.unconverted.isEmpty {
            homeAmounts = try Self.checked(home, homeBalances, people)
        } else {
            homeAmounts = nil
        }
    }

    private static func checked(_ currency: Currency, _ units: [Int64], _ people: [String]) throws(TripError)
        -> Balances
    {
        guard units.count == people.count else {
            throw .invalidShares(
                bill: "balances", reason: "\(units.count) balances in \(currency.code) for \(people.count) people")
        }
        return try Balances(
            currency: currency, amounts: zip(people, units).map { Balance($0, Money(minorUnits: $1, currency)) })
    }

    /// Every person's balance in one currency (all zero when nothing is in it).
    public func balances(in currency: Currency) -> Balances {
        balances.first { $0.currency == currency }
            ?? Balances(unchecked: currency, people: people, units: Array(repeating: 0, count: people.count))
    }

    /// Every person's balance in the home currency.
    ///
    /// - Throws: ``TripError/noHomeCurrency``, or ``TripError/missingRate(_:currency:home:)`` naming the
    ///   first bill or payment with no rate.
    public func homeBalances() throws(TripError) -> Balances {
        guard let home else { throw .noHomeCurrency }
        guard let homeAmounts else {
            let what: String
            switch unconverted.first {
            case .bill(let id)?: what = "bill \"\(id)\""
            case .payment(let number)?: what = "payment \(number)"
            case nil: what = "the trip"
            }
            throw .missingRate(what, currency: currencies.first { $0 != home } ?? home, home: home)
        }
        return homeAmounts
    }

    /// Whether every bill and payment has its home amounts (also true without a home currency).
    public var isConverted: Bool { unconverted.isEmpty }

    /// The transfers that clear the balances in one currency, the households settling as one (as
    /// ``Trip/settlement(in:method:cash:rules:)``).
    ///
    /// - Parameters:
    ///   - currency: The currency whose balances are settled.
    ///   - method: How the transfers are chosen; the fewest by default.
    ///   - cash: Whether the transfers are rounded to the currency's cash step.
    ///   - rules: `--never` and `--only`; the trip's ``households`` are added to them.
    /// - Throws: The rule errors of ``Settlement/init(_:method:cash:rules:)``.
    public func settlement(
        in currency: Currency, method: Settlement.Method = .fewestTransfers, cash: Bool = false,
        rules: SettlementRules = SettlementRules()
    ) throws(TripError) -> Settlement {
        try Settlement(balances(in: currency), method: method, cash: cash, rules: withHouseholds(rules))
    }

    /// The transfers that clear the balances, one settlement per currency, currencies sorted by code.
    ///
    /// - Throws: As ``settlement(in:method:cash:rules:)``.
    public func settlements(
        method: Settlement.Method = .fewestTransfers, cash: Bool = false, rules: SettlementRules = SettlementRules()
    ) throws(TripError) -> [Settlement] {
        var result: [Settlement] = []
        let rules = withHouseholds(rules)
        for one in balances { result.append(try Settlement(one, method: method, cash: cash, rules: rules)) }
        return result
    }

    /// The transfers that clear the balances in the home currency.
    ///
    /// - Throws: As ``homeBalances()``, and the rule errors of ``Settlement/init(_:method:cash:rules:)``.
    public func homeSettlement(
        method: Settlement.Method = .fewestTransfers, cash: Bool = false, rules: SettlementRules = SettlementRules()
    ) throws(TripError) -> Settlement {
        try Settlement(homeBalances(), method: method, cash: cash, rules: withHouseholds(rules))
    }

    /// `rules` with the trip's households.
    private func withHouseholds(_ rules: SettlementRules) -> SettlementRules {
        var rules = rules
        rules.households = households
        return rules
    }
}

extension Trip {
    /// The trip's balances and what is still unconverted, summed once over every bill and payment.
    ///
    /// - Throws: ``TripError/money(_:)`` when a balance overflows (as ``balances()``).
    public func ledger() throws(TripError) -> TripLedger {
        var unconverted = bills.filter { $0.home == nil }.map { TripLedger.Unconverted.bill(id: $0.id) }
        for (position, payment) in payments.enumerated() where payment.home == nil {
            unconverted.append(.payment(number: position + 1))
        }
        let perCurrency = try balances().map { ($0.currency, $0.amounts.map(\.amount.minorUnits)) }
        let home = home != nil && unconverted.isEmpty ? try homeBalances().amounts.map(\.amount.minorUnits) : nil
        return try TripLedger(
            name: name, people: people, home: self.home, households: households, balances: perCurrency,
            homeBalances: home, unconverted: unconverted)
    }
}
