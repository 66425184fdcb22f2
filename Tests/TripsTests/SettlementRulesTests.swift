import Money
import TestSupport
import Testing
import TipCalc
import Trips

/// Settling under rules: households as one, `--never`, `--only`, and payments already made;
/// hand-worked cases, then properties over random balances with a brute-force fewest count.
@Suite struct SettlementRulesTests {
    static func balances(_ units: [Int64], _ names: [String] = ["Ann", "Ben", "Cy", "Dee", "Eve"]) throws -> Balances {
        try Balances(
            currency: .eur, amounts: units.indices.map { Balance(names[$0], Money(minorUnits: units[$0], .eur)) })
    }

    static func lines(_ settlement: Settlement) -> [String] {
        settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount.amountText)" }
    }

    @Test func noRulesIsThePlainSettlement() throws {
        let balances = try Self.balances([1100, -900, -200, 1100, 1000, -2100], ["A", "B", "C", "D", "E", "F"])
        #expect(try Settlement(balances, rules: SettlementRules()) == Settlement(balances))
    }

    /// Ann owes 20, Ben 10; Cy is owed 20, Dee 10. Plainly Ann→Cy and Ben→Dee (2). Ben never
    /// pays Dee: Ben pays Cy 10, so Ann pays Cy 10 and Dee 10 (3, the fewest: one group of four).
    @Test func neverRoutesAroundTheForbiddenPair() throws {
        let balances = try Self.balances([-2000, -1000, 2000, 1000])
        #expect(Self.lines(try Settlement(balances)) == ["Ann→Cy 20.00", "Ben→Dee 10.00"])
        let ruled = try Settlement(balances, rules: SettlementRules(never: [.init(from: "ben", to: "Dee")]))
        #expect(Self.lines(ruled) == ["Ann→Cy 10.00", "Ann→Dee 10.00", "Ben→Cy 10.00"])
        #expect(ruled.optimality == .minimal)
        #expect(ruled.rules.never == [.init(from: "Ben", to: "Dee")])
        #expect(
            ruled.transfers.map(\.reason.rules) == [
                [], [.never(from: "Ben", to: "Dee")], [.never(from: "Ben", to: "Dee")],
            ])
    }

    @Test func rulesThatLeaveNoWayAreRefusedNamingTheRule() throws {
        let balances = try Self.balances([-3000, 2000, 1000])
        #expect(
            throws: TripError.settlementRule(
                "--never Ann:Ben",
                reason: "it leaves no way to settle in EUR: Ann owes 30.00 EUR and may pay only Cy, owed 10.00 EUR; "
                    + "drop the rule")
        ) { try Settlement(balances, rules: SettlementRules(never: [.init(from: "Ann", to: "Ben")])) }
        #expect(
            throws: TripError.settlementRule("--never Ann:ann", reason: "Ann cannot pay themselves; name two people")
        ) { try Settlement(balances, rules: SettlementRules(never: [.init(from: "Ann", to: "ann")])) }
        #expect(throws: TripError.unknownPerson("Zed", in: "--only Ann,Zed")) {
            try Settlement(balances, rules: SettlementRules(only: ["Ann", "Zed"]))
        }
    }

    /// Ann owes 30 and Ben is owed 10 in the Smiths; Cy is owed 20. The Smiths owe 20 as one and
    /// pay Cy; recorded, it is paid by Ann, who owes most, and Ann owes Ben 10 inside.
    @Test func aHouseholdSettlesAsOneAndShowsItsSplit() throws {
        var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"])
        try trip.add(
            TripBill(
                id: "1", title: "Dinner",
                shares: [.init("Ann", Money(minorUnits: 3000, .eur)), .init("Cy", Money(minorUnits: 1000, .eur))],
                payers: [
                    .init("Ben", paid: Money(minorUnits: 1000, .eur)), .init("Cy", paid: Money(minorUnits: 3000, .eur)),
                ]))
        try trip.setHousehold("Smiths", members: ["Ann", "Ben"])
        let settlement = try trip.settlement(in: .eur)
        #expect(Self.lines(settlement) == ["Smiths→Cy 20.00"])
        #expect(settlement.transfers.map(\.reason.rules) == [[.household("Smiths")]])
        #expect(settlement.households.map(\.name) == ["Smiths"])
        #expect(
            settlement.households.first?.members.map { "\($0.person) \($0.amount)" } == [
                "Ann -30.00 EUR", "Ben 10.00 EUR",
            ])
        #expect(settlement.households.first?.balance == Money(minorUnits: -2000, .eur))
        #expect(settlement.balances.map(\.person) == ["Smiths", "Cy"])
        try trip.record(settlement)
        #expect(trip.payments.map(\.description) == ["Ann → Cy 20.00 EUR"])
        #expect(try trip.balances(in: .eur).amounts.map(\.amount.amountText) == ["-10.00", "10.00", "0.00"])
        #expect(try trip.settlement(in: .eur).transfers.isEmpty)
    }

    /// Ann owes 30, Ben is owed 50, Cy owes 20. Only Ann and Ben settle: Ann pays Ben 30; Ben is
    /// still owed 20, by Cy, whose balance is untouched.
    @Test func onlyTheNamedSettleAndTheOthersAreUntouched() throws {
        let balances = try Self.balances([-3000, 5000, -2000])
        let settlement = try Settlement(balances, rules: SettlementRules(only: ["Ben", "ann"]))
        #expect(Self.lines(settlement) == ["Ann→Ben 30.00"])
        #expect(settlement.rules.only == ["Ann", "Ben"])
        #expect(settlement.transfers.map(\.reason.rules) == [[.only]])
        // The other way round: Ben (owed 50) and Cy (owes 20) settle; Ben is still owed 30.
        #expect(Self.lines(try Settlement(balances, rules: SettlementRules(only: ["Ben", "Cy"]))) == ["Cy→Ben 20.00"])
    }

    /// Dinner 90.00 paid by Ann for three; Ben has already paid Ann 10.00 of his 30.00. Settling
    /// works from the balances net of that payment: Cy pays 30.00, Ben the 20.00 left.
    @Test func aPartialPaymentAlreadyRecordedCounts() throws {
        var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"])
        try trip.add(
            TripBill(
                id: "1", title: "Dinner",
                shares: ["Ann", "Ben", "Cy"].map { .init($0, Money(minorUnits: 3000, .eur)) },
                payers: [.init("Ann", paid: Money(minorUnits: 9000, .eur))]))
        try trip.record(TripPayment(from: "Ben", to: "Ann", amount: Money(minorUnits: 1000, .eur)))
        let settlement = try trip.settlement(in: .eur)
        #expect(Self.lines(settlement) == ["Cy→Ann 30.00", "Ben→Ann 20.00"])
        try trip.record(settlement)
        #expect(try trip.balances(in: .eur).isSettled)
    }

    /// Above 12 people with a balance the search under rules is not exhaustive, and says so.
    @Test func aboveTheExactLimitTheResultSaysItMayNotBeTheFewest() throws {
        let names = (0..<14).map { "P\($0)" }
        let units: [Int64] = (1...7).map { Int64($0) * 100 } + (1...7).map { -Int64($0) * 100 }
        let rules = SettlementRules(never: [.init(from: "P7", to: "P0")])
        let settlement = try Settlement(try Self.balances(units, names), rules: rules)
        #expect(settlement.optimality == .possiblyNotMinimal)
        #expect(!settlement.transfers.contains { $0.from == "P7" && $0.to == "P0" })
        #expect(settlement.transfers.count <= 13)
    }

    /// Dee paid 40.00 EUR for Ann and Ben (20.00 each); Cy paid 4,950 JPY for Ann, at 0.0061:
    /// 30.195 → 30.20 EUR. At home: Ann −50.20, Ben −20.00, Cy +30.20, Dee +40.00. Ben never pays
    /// Cy: Ann pays Cy 30.20 and Dee 20.00, Ben pays Dee 20.00 (3, the fewest: no part sums to
    /// zero). In each currency the rule changes nothing: EUR Ann and Ben pay Dee, JPY Ann pays Cy.
    @Test func rulesHoldAtHomeAndInEachCurrency() throws {
        var trip = try Trip(name: "Tokyo", people: ["Ann", "Ben", "Cy", "Dee"], home: .eur)
        try trip.add(
            TripBill(
                id: "1", title: "Taxi",
                shares: [.init("Ann", Money(minorUnits: 2000, .eur)), .init("Ben", Money(minorUnits: 2000, .eur))],
                payers: [.init("Dee", paid: Money(minorUnits: 4000, .eur))]))
        try trip.add(
            TripBill(
                id: "2", title: "Sushi", shares: [.init("Ann", Money(minorUnits: 4950, .jpy))],
                payers: [.init("Cy", paid: Money(minorUnits: 4950, .jpy))]),
            rate: .rate(try ExactDecimal(parsing: "0.0061")))
        let rules = SettlementRules(never: [.init(from: "Ben", to: "Cy")])
        let home = try trip.homeSettlement(rules: rules)
        #expect(Self.lines(home) == ["Ann→Cy 30.20", "Ann→Dee 20.00", "Ben→Dee 20.00"])
        #expect(home.optimality == .minimal)
        #expect(
            try trip.settlements(rules: rules).map(Self.lines) == [
                ["Ann→Dee 20.00", "Ben→Dee 20.00"], ["Ann→Cy 4950"],
            ]
        )
        try trip.record(home)
        #expect(try trip.homeBalances().isSettled)
    }

    // MARK: - Properties

    /// 300 random groups of 13 to 40 people under random `--never` rules: above the exact limit
    /// every rule still holds and every balance is cleared, or the set is refused (a flow along
    /// the allowed pairs finds a way whenever there is one, so a refusal means there is none:
    /// the refusal names a set of debtors whose allowed creditors are owed less than they owe).
    @Test func aboveTheExactLimitTheRulesStillHold() throws {
        var random = SplitMix64(seed: 0x5E77_1E99)
        var settled = 0
        for number in 0..<300 {
            let count = Int.random(in: 13...40, using: &random)
            let names = (0..<count).map { "P\($0)" }
            var units = (0..<(count - 1)).map { _ in Int64.random(in: -9...9, using: &random) * 100 }
            units.append(-units.reduce(0, +))
            var rules = SettlementRules()
            for _ in 0..<Int.random(in: 1...(count * 3), using: &random) {
                let from = names.randomElement(using: &random) ?? "P0"
                let to = names.randomElement(using: &random) ?? "P0"
                if from != to { rules.never.append(.init(from: from, to: to)) }
            }
            let context = "case \(number): \(units) \(rules.never.map(\.description))"
            do {
                let settlement = try Settlement(try Self.balances(units, names), rules: rules)
                #expect(settlement.optimality == .possiblyNotMinimal || units.filter { $0 != 0 }.count <= 12)
                try Self.check(settlement, rules: rules, context: context, exhaustive: false)
                settled += 1
            } catch TripError.settlementRule(let rule, let reason) {
                #expect(rule.hasPrefix("--never "), "\(context): \(rule)")
                #expect(reason.hasPrefix("it leaves no way to settle in EUR: "), "\(context): \(reason)")
            }
        }
        #expect(settled > 100, "\(settled) of 300 settled")
    }

    /// 6,000 random settlements of 2 to 12 people under random households, `--never` and
    /// `--only`: every rule holds on the result, the side that must be cleared is, nobody else
    /// moves, and the count is the brute-force fewest (or, when refused, brute force finds no way).
    @Test(arguments: 0..<3)
    func rulesHoldAndTransfersAreFewest(chunk: Int) throws {
        var random = SplitMix64(seed: 0x5E77_1E00 + UInt64(chunk))
        let names = (0..<12).map { "P\($0)" }
        var refused = 0
        var large = 0
        for number in 0..<2_000 {
            let count =
                number % 10 == 0 ? Int.random(in: 9...12, using: &random) : Int.random(in: 2...8, using: &random)
            var units = (0..<(count - 1)).map { _ in Int64.random(in: -5...5, using: &random) * 100 }
            units.append(-units.reduce(0, +))
            let balances = try Self.balances(units, names)
            var rules = SettlementRules()
            var free = Array(names.prefix(count)).shuffled(using: &random)
            if count >= 4 && Bool.random(using: &random) {
                let size = Int.random(in: 2...3, using: &random)
                rules.households = [Household(name: "H", members: Array(free.prefix(size)))]
                free.removeFirst(size)
            }
            let unitNames = (rules.households.map(\.name) + free)
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let from = unitNames.randomElement(using: &random) ?? "P0"
                let to = unitNames.randomElement(using: &random) ?? "P0"
                if from != to { rules.never.append(.init(from: from, to: to)) }
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                rules.only = unitNames.filter { _ in Bool.random(using: &random) }
                if rules.only?.isEmpty ?? false { rules.only = nil }
            }
            let context = "chunk \(chunk) case \(number): \(units) \(rules)"
            if count > 8 && !rules.never.isEmpty { large += 1 }
            do {
                let settlement = try Settlement(balances, rules: rules)
                try Self.check(settlement, rules: rules, context: context)
                // Recorded in a trip with those balances, the transfers clear every settling unit
                // (a household's members then sum to zero) and leave the others as they were.
                guard units.contains(where: { $0 != 0 }) else { continue }
                var trip = try LargeGroupSettlementTests.trip(units)
                for household in rules.households { try trip.setHousehold(household.name, members: household.members) }
                try trip.record(
                    try trip.settlement(in: .eur, rules: SettlementRules(never: rules.never, only: rules.only)))
                let before = Dictionary(uniqueKeysWithValues: Self.unitBalances(balances, rules))
                let settles = { (unit: String) in rules.only?.contains(unit) ?? true }
                let sum = before.filter { settles($0.key) }.values.reduce(0, +)
                for (unit, balance) in Self.unitBalances(try trip.balances(in: .eur), rules) {
                    let was = before[unit] ?? 0
                    if !settles(unit) {
                        #expect(balance == was, "\(context): \(unit) moved from \(was) to \(balance)")
                    } else if sum == 0 || (sum > 0 ? was < 0 : was > 0) {
                        #expect(balance == 0, "\(context): \(unit) has \(balance) after recording")
                    }
                }
            } catch TripError.settlementRule(_, _) {
                refused += 1
                #expect(rules.never.isEmpty == false, "\(context): refused without --never")
                let unitBalances = Self.unitBalances(balances, rules)
                #expect(Self.bruteForce(unitBalances, rules) == nil, "\(context): refused, but brute force settles")
            }
        }
        // The cases reach what they are meant to test: refusals, and rules on 9 to 12 people.
        #expect(refused > 20 && large > 20, "\(refused) refused, \(large) large with --never")
    }

    /// Each unit (a household or a person on their own) and its balance in minor units.
    static func unitBalances(_ balances: Balances, _ rules: SettlementRules) -> [(String, Int64)] {
        var result: [(String, Int64)] = []
        for balance in balances.amounts {
            let name = rules.households.first { $0.members.contains(balance.person) }?.name ?? balance.person
            if let at = result.firstIndex(where: { $0.0 == name }) {
                result[at].1 += balance.amount.minorUnits
            } else {
                result.append((name, balance.amount.minorUnits))
            }
        }
        return result
    }

    static func check(_ settlement: Settlement, rules: SettlementRules, context: String, exhaustive: Bool = true) throws
    {
        let members = Set(rules.households.flatMap(\.members))
        var left = Dictionary(uniqueKeysWithValues: settlement.balances.map { ($0.person, $0.amount.minorUnits) })
        let settling = Set(rules.only ?? Array(left.keys))
        for transfer in settlement.transfers {
            #expect(
                !rules.never.contains { $0.from == transfer.from && $0.to == transfer.to },
                "\(context): \(transfer.from)→\(transfer.to) under --never")
            #expect(
                !members.contains(transfer.from) && !members.contains(transfer.to),
                "\(context): a household member settles on their own")
            #expect(settling.contains(transfer.from) && settling.contains(transfer.to), "\(context): --only broken")
            #expect(
                (left[transfer.from] ?? 0) < 0 && (left[transfer.to] ?? 0) > 0,
                "\(context): money passed through someone")
            left[transfer.from, default: 0] += transfer.amount.minorUnits
            left[transfer.to, default: 0] -= transfer.amount.minorUnits
        }
        let before = Dictionary(uniqueKeysWithValues: settlement.balances.map { ($0.person, $0.amount.minorUnits) })
        let sum = settling.reduce(Int64(0)) { $0 + (before[$1] ?? 0) }
        for (unit, balance) in left {
            if !settling.contains(unit) {
                #expect(balance == before[unit], "\(context): \(unit) is not settling but moved")
            } else if sum >= 0 ? (before[unit] ?? 0) < 0 : (before[unit] ?? 0) > 0 {
                #expect(balance == 0, "\(context): \(unit) is left with \(balance)")
            } else {
                #expect(
                    (balance == 0 || balance.signum() == (before[unit] ?? 0).signum())
                        && abs(balance) <= abs(before[unit] ?? 0),
                    "\(context): \(unit) went past zero")
            }
        }
        if rules.only == nil { #expect(left.values.allSatisfy { $0 == 0 }, "\(context): not settled") }
        guard exhaustive else { return }
        let unitBalances = settlement.balances.map { ($0.person, $0.amount.minorUnits) }
        if let brute = bruteForce(unitBalances, rules) {
            #expect(
                settlement.transfers.count == brute, "\(context): \(settlement.transfers.count), brute force \(brute)")
        } else {
            Issue.record("\(context): settled, but brute force finds no way")
        }
    }

    /// The fewest transfers under the rules by exhaustive search, independent of the engine, or
    /// `nil` when there is no way.
    ///
    /// The people who do not settle are left out; an outside party takes what the settling
    /// people's balances do not sum to (it owes the creditors, or is owed by the debtors, for
    /// free). Every settlement is then a forest of transfers, and a forest is emptied leaf by
    /// leaf, each leaf's transfer being the smaller of the two balances it joins: so trying every
    /// allowed debtor→creditor transfer of that amount, from every state, finds the fewest.
    static func bruteForce(_ units: [(String, Int64)], _ rules: SettlementRules) -> Int? {
        let settling = units.filter { unit in rules.only.map { $0.contains(unit.0) } ?? true }
        var names = settling.map(\.0)
        var balances = settling.map(\.1)
        let sum = balances.reduce(0, +)
        if sum != 0 {
            names.append("outside")
            balances.append(-sum)
        }
        let outside = sum != 0 ? names.count - 1 : -1
        let forbidden = Set(rules.never.map { "\($0.from)→\($0.to)" })
        var memo: [[Int64]: Int?] = [:]
        func search(_ state: [Int64]) -> Int? {
            if state.allSatisfy({ $0 == 0 }) { return 0 }
            if let known = memo[state] { return known }
            var best: Int?
            for d in state.indices where state[d] < 0 {
                for c in state.indices where state[c] > 0 {
                    guard !forbidden.contains("\(names[d])→\(names[c])") else { continue }
                    var next = state
                    let amount = min(-state[d], state[c])
                    next[d] += amount
                    next[c] -= amount
                    if let rest = search(next) {
                        let cost = rest + (d == outside || c == outside ? 0 : 1)
                        best = min(best ?? cost, cost)
                    }
                }
            }
            memo[state] = best
            return best
        }
        return search(balances)
    }
}
