public import Money

/// Transfers that clear a set of balances, and why each is there.
///
/// ``Method/fewestTransfers`` finds the minimum for up to ``exactLimit`` people with a non-zero
/// balance: people whose balances sum to zero can settle among themselves in one transfer fewer
/// than they are, so the fewest transfers is *n − g*, where *g* is the largest number of disjoint
/// zero-sum groups the *n* people split into; a search over all subsets finds *g*. With more
/// people it pairs exact opposites, then settles the rest largest first, and says the result is
/// ``Optimality/possiblyNotMinimal``.
///
///     // Balances +11, −9, −2, +11, +10, −21: two groups, {+11, −9, −2} and {+11, +10, −21}.
///     // Largest first takes 5 transfers; the fewest is 6 − 2 = 4.
///
/// The output is deterministic: groups in order of their first person (in the trip's order),
/// transfers group by group, largest amounts first, ties to the person earlier in the trip.
///
/// Under ``SettlementRules`` (households settling as one, `--never`, `--only`) the fewest
/// transfers stay exact for up to ``exactLimit`` people or households with a balance (a search
/// over all subsets for the most parts the rules let settle on their own); above it the largest settles with its largest allowed partner
/// and the result says ``Optimality/possiblyNotMinimal``. With no rules the result is the plain
/// fewest transfers above.
public struct Settlement: Hashable, Sendable {
    /// The most people with a non-zero balance that ``Method/fewestTransfers`` settles provably
    /// minimally, with or without rules (a household counts as one).
    public static let exactLimit = 12

    /// How transfers are chosen.
    public enum Method: String, Hashable, Sendable, CaseIterable {
        /// The fewest transfers: exact up to ``Settlement/exactLimit`` people, fast above.
        case fewestTransfers
        /// Largest debtor pays largest creditor, repeatedly: what most apps do (the baseline).
        case largestFirst
    }

    /// Whether the transfer count is proven to be the fewest possible.
    public enum Optimality: String, Hashable, Sendable, CaseIterable {
        /// Proven: no set of transfers that clears the balances is shorter.
        case minimal
        /// Not proven (largest first, or more than ``Settlement/exactLimit`` people).
        case possiblyNotMinimal
    }

    /// One transfer: `from` pays `to` `amount`.
    public struct Transfer: Hashable, Sendable {
        /// Who pays (a debtor).
        public let from: String
        /// Who receives (a creditor).
        public let to: String
        /// How much.
        public let amount: Money
        /// Why: the group settled, and both balances just before this transfer.
        public let reason: Reason
    }

    /// Why a transfer is there, as values (for `--explain`).
    public struct Reason: Hashable, Sendable {
        /// The index in ``Settlement/groups`` of the zero-sum group this transfer settles.
        public let group: Int
        /// The payer's balance just before this transfer (below zero: they owe).
        public let fromBalance: Money
        /// The receiver's balance just before this transfer (above zero: they are owed).
        public let toBalance: Money
        /// The amount before cash rounding (equal to the transfer's amount without cash).
        public let exactAmount: Money
        /// The rules that shaped this transfer (empty without rules).
        ///
        /// A household paying or paid, a `--never` rule of its payer or receiver, `--only`.
        public let rules: [Rule]
    }

    /// A rule that shaped a transfer.
    public enum Rule: Hashable, Sendable {
        /// The payer or receiver is this household, settling as one.
        case household(String)
        /// `from` never pays `to`, and this transfer's payer is `from` or its receiver is `to`.
        case never(from: String, to: String)
        /// Only some people settle (``SettlementRules/only``).
        case only
    }

    /// How a household's balance is made of its members' balances.
    public struct HouseholdSplit: Hashable, Sendable {
        /// The household's name, which the transfers use.
        public let name: String
        /// Each member's balance, in the trip's order; they sum to the household's balance.
        public let members: [Balance]
        /// The household's balance: what it settles as one.
        public let balance: Money
    }

    /// The currency settled.
    public let currency: Currency
    /// How the transfers were chosen.
    public let method: Method
    /// Whether the count is proven minimal.
    public let optimality: Optimality
    /// Whether the amounts were rounded to the currency's cash step.
    public let isCash: Bool
    /// The balances settled, one per person, or per household for people in one (named after
    /// the household, where its first member is).
    public let balances: [Balance]
    /// The rules the transfers keep, names as the trip spells them; empty without rules.
    public let rules: SettlementRules
    /// How each household's balance is made of its members' balances; empty without households.
    public let households: [HouseholdSplit]
    /// The groups of people whose balances sum to zero, each settled among themselves in one
    /// transfer fewer than its size.
    public let groups: [[String]]
    /// The transfers, group by group.
    public let transfers: [Transfer]
    /// What is left on each person after cash rounding (only the non-zero ones); empty without cash.
    public let leftovers: [Balance]
    /// Under ``SettlementRules/only``, what those who settle still owe people outside them (below
    /// zero) or are still owed by them (above zero), before cash rounding; only the non-zero
    /// ones, and empty without `only`.
    ///
    /// Ann and Ben who both owe Cy settle nothing between them: both are here, not "even".
    public let unsettled: [Balance]

    /// Settles balances.
    ///
    /// - Parameters:
    ///   - balances: One balance per person, summing to zero.
    ///   - method: ``Method/fewestTransfers`` by default.
    ///   - cash: Rounds every transfer to the currency's cash step (half-even; a transfer that
    ///     rounds to zero is dropped) and names what each person is left with in ``leftovers``.
    /// - Throws: ``TripError/money(_:)`` only for an overflow that cannot happen with balances that
    ///   sum to zero.
    public init(_ balances: Balances, method: Method = .fewestTransfers, cash: Bool = false) throws(TripError) {
        try self.init(balances, method: method, cash: cash, rules: SettlementRules())
    }

    /// Settles balances under rules.
    ///
    /// - Parameters:
    ///   - balances: One balance per person, summing to zero.
    ///   - method: ``Method/fewestTransfers`` by default; ``Method/largestFirst`` keeps the rules too.
    ///   - cash: As in ``init(_:method:cash:)``.
    ///   - rules: Households, `--never` and `--only`; with none, the plain settlement.
    /// - Throws: ``TripError/settlementRule(_:reason:)`` for a rule that names no one of the
    ///   balances, a member of a household instead of the household, or that leaves no way to
    ///   settle (naming the rule), ``TripError/invalidHousehold(_:reason:)``, or an overflow.
    public init(_ balances: Balances, method: Method = .fewestTransfers, cash: Bool = false, rules: SettlementRules)
        throws(TripError)
    {
        let currency = balances.currency
        let units = try SettlementUnits(balances, rules: rules)
        let plan: SettlementPlan
        if units.forbidden.isEmpty && units.settling == nil {
            // Households alone keep every balance settling: the plain search over the units.
            plan =
                method == .fewestTransfers
                ? SettlementPlan.fewest(units.balances) : SettlementPlan.largestFirst(units.balances)
        } else {
            switch SettlementPlan.ruled(
                units.balances, settling: units.settling ?? Array(units.balances.indices),
                forbidden: units.forbidden, exact: method == .fewestTransfers)
            {
            case .success(let ruled): plan = ruled
            case .failure(let blocked): throw units.error(blocked, currency)
            }
        }
        let names = units.names
        func money(_ units: Int64) -> Money { Money(minorUnits: units, currency) }
        var transfers: [Transfer] = []
        var left = units.balances
        var exactLeft = units.balances
        for step in plan.transfers {
            exactLeft[step.from] += step.amount
            exactLeft[step.to] -= step.amount
            var amount = money(step.amount)
            if cash {
                amount = try withMoney { () throws(MoneyError) in try amount.rounded(.toNearestOrEven, to: .cash) }
                if amount.isZero { continue }
            }
            left[step.from] += amount.minorUnits
            left[step.to] -= amount.minorUnits
            let reason = Reason(
                group: step.group, fromBalance: money(step.fromBefore), toBalance: money(step.toBefore),
                exactAmount: money(step.amount), rules: units.rules(from: step.from, to: step.to))
            transfers.append(Transfer(from: names[step.from], to: names[step.to], amount: amount, reason: reason))
        }
        self.currency = currency
        self.method = method
        self.optimality = plan.isMinimal ? .minimal : .possiblyNotMinimal
        self.isCash = cash
        self.balances = names.indices.map { Balance(names[$0], money(units.balances[$0])) }
        self.rules = units.rules
        self.households = units.splits(balances)
        self.groups = plan.groups.map { $0.map { names[$0] } }
        self.transfers = transfers
        // What cash rounding leaves on each, beyond what the rules leave unsettled.
        self.leftovers =
            cash
            ? left.indices.filter { left[$0] != exactLeft[$0] }.map {
                Balance(names[$0], money(left[$0] - exactLeft[$0]))
            } : []
        self.unsettled =
            units.settling.map { settling in
                settling.filter { exactLeft[$0] != 0 }.map { Balance(names[$0], money(exactLeft[$0])) }
            } ?? []
    }
}

/// The arithmetic of a settlement on minor units and positions, before names and currencies.
struct SettlementPlan {
    struct Step {
        let from: Int
        let to: Int
        let amount: Int64
        let group: Int
        let fromBefore: Int64
        let toBefore: Int64
    }

    var groups: [[Int]] = []
    var transfers: [Step] = []
    var isMinimal = true

    /// The fewest transfers (exact up to ``Settlement/exactLimit`` non-zero balances).
    static func fewest(_ balances: [Int64]) -> SettlementPlan {
        let owing = balances.indices.filter { balances[$0] != 0 }
        var plan = SettlementPlan()
        if owing.count <= Settlement.exactLimit {
            for group in zeroSumGroups(owing, balances) { plan.settle(group, balances) }
        } else {
            plan.isMinimal = false
            var rest = Set(owing)
            for pair in oppositePairs(owing, balances) {
                plan.settle(pair, balances)
                rest.subtract(pair)
            }
            if !rest.isEmpty { plan.settle(rest.sorted(), balances) }
            plan.sortGroups()
        }
        return plan
    }

    /// Largest debtor pays largest creditor until all are settled (one group, not proven minimal).
    static func largestFirst(_ balances: [Int64]) -> SettlementPlan {
        var plan = SettlementPlan()
        plan.isMinimal = false
        let owing = balances.indices.filter { balances[$0] != 0 }
        if !owing.isEmpty { plan.settle(owing, balances) }
        return plan
    }

    /// The largest number of disjoint zero-sum groups the people split into, found over all
    /// subsets: `best[mask]` is the most zero-sum groups a chain of subsets ending at `mask` passes.
    ///
    /// - Complexity: O(2^*n* × *n*) time, O(2^*n*) memory, for *n* ≤ ``Settlement/exactLimit``.
    static func zeroSumGroups(_ people: [Int], _ balances: [Int64]) -> [[Int]] {
        let n = people.count
        guard n > 0 else { return [] }
        // Three or fewer non-zero balances have no zero-sum part but the whole.
        if n <= 3 { return [people] }
        let full = (1 << n) - 1
        var sums = [Int128](repeating: 0, count: full + 1)
        var best = [Int8](repeating: 0, count: full + 1)
        for mask in 1...full {
            let low = mask.trailingZeroBitCount
            sums[mask] = sums[mask & (mask - 1)] + Int128(balances[people[low]])
            var most: Int8 = 0
            var bits = mask
            while bits != 0 {
                let bit = bits & -bits
                most = max(most, best[mask ^ bit])
                bits ^= bit
            }
            best[mask] = most + (sums[mask] == 0 ? 1 : 0)
        }
        // Walk back from everyone, dropping the earliest person that keeps the count; the zero-sum
        // subsets passed on the way nest, and their differences are the groups.
        var boundaries: [Int] = [full]
        var mask = full
        while mask != 0 {
            let here = best[mask] - (sums[mask] == 0 ? 1 : 0)
            var bits = mask
            while bits != 0 {
                let bit = bits & -bits
                if best[mask ^ bit] == here {
                    mask ^= bit
                    break
                }
                bits ^= bit
            }
            if mask != 0 && sums[mask] == 0 { boundaries.append(mask) }
        }
        boundaries.append(0)
        var groups: [[Int]] = []
        for position in 0..<(boundaries.count - 1) {
            let members = boundaries[position] & ~boundaries[position + 1]
            groups.append((0..<n).filter { members & (1 << $0) != 0 }.map { people[$0] })
        }
        return groups.sorted { $0[0] < $1[0] }
    }

    /// Pairs of people with exactly opposite balances, earliest first.
    static func oppositePairs(_ people: [Int], _ balances: [Int64]) -> [[Int]] {
        var waiting: [Int64: [Int]] = [:]
        var pairs: [[Int]] = []
        for person in people {
            let balance = balances[person]
            // Balances summing to zero cannot include Int64.min alone; its opposite does not exist.
            let (opposite, overflow) = Int64(0).subtractingReportingOverflow(balance)
            if !overflow, var queue = waiting[opposite], !queue.isEmpty {
                pairs.append([queue.removeFirst(), person])
                waiting[opposite] = queue
            } else {
                waiting[balance, default: []].append(person)
            }
        }
        return pairs
    }

    /// Settles one zero-sum group: the largest debtor pays the largest creditor, ties to the earlier
    /// person, until all are zero; each transfer clears at least one person, so at most size − 1.
    mutating func settle(_ group: [Int], _ balances: [Int64]) {
        let number = groups.count
        groups.append(group)
        var left = group.map { balances[$0] }
        while true {
            var creditor = -1
            var debtor = -1
            for position in left.indices {
                if left[position] > 0 && (creditor < 0 || left[position] > left[creditor]) { creditor = position }
                if left[position] < 0 && (debtor < 0 || left[position] < left[debtor]) { debtor = position }
            }
            guard creditor >= 0, debtor >= 0 else { return }
            // 0 - left[debtor] fits: a debtor's balance in a group summing to zero is above Int64.min
            // whenever a creditor exists to take it, and min() keeps the transfer within both.
            let owed = left[debtor] == .min ? Int64.max : -left[debtor]
            let amount = min(left[creditor], owed)
            transfers.append(
                Step(
                    from: group[debtor], to: group[creditor], amount: amount, group: number,
                    fromBefore: left[debtor], toBefore: left[creditor]))
            left[creditor] -= amount
            left[debtor] += amount
        }
    }

    /// Orders groups by their first person and renumbers the transfers' groups to match.
    mutating func sortGroups() {
        let order = groups.indices.sorted { groups[$0].min() ?? 0 < groups[$1].min() ?? 0 }
        var renumber = [Int](repeating: 0, count: groups.count)
        for (new, old) in order.enumerated() { renumber[old] = new }
        groups = order.map { groups[$0] }
        transfers = transfers.enumerated()
            .sorted { (renumber[$0.element.group], $0.offset) < (renumber[$1.element.group], $1.offset) }
            .map {
                Step(
                    from: $0.element.from, to: $0.element.to, amount: $0.element.amount,
                    group: renumber[$0.element.group], fromBefore: $0.element.fromBefore, toBefore: $0.element.toBefore)
            }
    }
}

extension Trip {
    /// The transfers that clear the balances in one currency, the trip's households settling as one.
    ///
    /// - Parameters:
    ///   - currency: The currency settled.
    ///   - method: How the transfers are chosen.
    ///   - cash: Rounds each transfer to the currency's cash step.
    ///   - rules: `--never` and `--only`; the trip's ``households`` are added to them.
    /// - Throws: As ``balances()``, and the rule errors of ``Settlement/init(_:method:cash:rules:)``.
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
        for balances in try balances() {
            result.append(try Settlement(balances, method: method, cash: cash, rules: rules))
        }
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
