import Money

/// The one settlement of a trip that people act on, decided once.
///
/// In which currency, under which rules, with which transfers. Text, JSON and CSV render this value and nothing else, so they
/// show the same transfers and a command exits the same way whatever its format.
///
/// A trip with a home currency settles at home (each bill and payment at its own rate, the
/// payments recorded at home counted); in each currency on its own only when asked
/// (``Basis/perCurrency``). A trip without one settles per currency. A bill or payment with no
/// rate to the home currency makes the home answer refuse, naming it and the command that gives
/// it a rate; it never falls back to another currency.
///
///     var trip = try Trip(name: "Bern", people: ["Ann", "Ben"], home: .eur)
///     let half = Money(minorUnits: 3000, .eur)
///     try trip.add(TripBill(
///         id: "1", title: "Dinner", shares: [.init("Ann", half), .init("Ben", half)],
///         payers: [.init("Ann", paid: Money(minorUnits: 6000, .eur))]))
///     let decision = try SettlementDecision(try trip.ledger())
///     print(decision.basis, decision.settlements.map(\.currency))
///     // Prints "home [EUR]"
public struct SettlementDecision: Hashable, Sendable {
    /// Where a trip settles.
    public enum Basis: Hashable, Sendable {
        /// In the home currency, each bill and payment converted at its own rate.
        case home
        /// In each currency on its own, currencies sorted by code.
        case perCurrency
    }

    /// Where the trip settles.
    public let basis: Basis
    /// The settlements to act on: the home one alone, or one per currency.
    public let settlements: [Settlement]
    /// Whether the home settlement converted amounts from other currencies; `false` per currency
    /// and when every bill and payment is in the home currency.
    public let isConverted: Bool
    /// The `--never` and `--only` rules asked for (without the trip's households), names as the
    /// trip spells them once a settlement has read them.
    public let rules: SettlementRules

    /// Decides how `ledger`'s trip settles.
    ///
    /// - Parameters:
    ///   - ledger: The trip's balances.
    ///   - basis: Where to settle; `nil` for the trip's own answer (at home when it has a home
    ///     currency, else per currency).
    ///   - method: How the transfers are chosen.
    ///   - cash: Whether each transfer rounds to the currency's cash step.
    ///   - rules: `--never` and `--only`; the trip's households are added to them.
    /// - Throws: ``TripError/noHomeCurrency`` for ``Basis/home`` on a trip without one,
    ///   ``TripError/noRateYet(trip:_:currency:home:)`` naming the first bill or payment with no
    ///   rate to the home currency, or a rule's error.
    public init(
        _ ledger: TripLedger, basis: Basis? = nil, method: Settlement.Method = .fewestTransfers, cash: Bool = false,
        rules: SettlementRules = SettlementRules()
    ) throws(TripError) {
        let basis = basis ?? (ledger.home == nil ? .perCurrency : .home)
        self.basis = basis
        switch basis {
        case .perCurrency:
            settlements = try ledger.settlements(method: method, cash: cash, rules: rules)
            isConverted = false
        case .home:
            guard let home = ledger.home else { throw .noHomeCurrency }
            if let first = ledger.unconverted.first {
                // The ledger knows the bill or payment, not its currency: named when only one other.
                let foreign = ledger.currencies.filter { $0 != home }
                throw .noRateYet(
                    trip: ledger.name, first, currency: foreign.count == 1 ? foreign.first : nil, home: home)
            }
            settlements = [try ledger.homeSettlement(method: method, cash: cash, rules: rules)]
            isConverted = ledger.currencies.contains { $0 != home }
        }
        var spelled = settlements.first?.rules ?? rules
        spelled.households = []
        self.rules = spelled
    }

    /// The decision a trip's document or table shows when it is written whatever the answer
    /// (`trip export`, the JSON after a change): `nil` while a bill or payment waits for a rate to
    /// the home currency, which the document lists instead.
    ///
    /// - Throws: A rule's error, or an overflow.
    public static func shown(
        _ ledger: TripLedger, basis: Basis? = nil, method: Settlement.Method = .fewestTransfers, cash: Bool = false,
        rules: SettlementRules = SettlementRules()
    ) throws(TripError) -> SettlementDecision? {
        do throws(TripError) {
            return try SettlementDecision(ledger, basis: basis, method: method, cash: cash, rules: rules)
        } catch {
            if case .noRateYet = error { return nil }
            throw error
        }
    }
}
