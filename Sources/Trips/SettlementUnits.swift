import Money

/// Who settles under rules: each household as one unit (named after it, where its first member
/// is), everyone else on their own; and the rules as positions of those units.
struct SettlementUnits {
    /// Each unit's name: a person's or a household's.
    private(set) var names: [String] = []
    /// Each unit's balance in minor units.
    private(set) var balances: [Int64] = []
    /// The units that settle (`--only`), or `nil` for all.
    private(set) var settling: [Int]?
    /// The directions no transfer may take.
    private(set) var forbidden: Set<SettlementPlan.Pair> = []
    /// The rules with names as the balances spell them.
    private(set) var rules = SettlementRules()
    /// For each unit that is a household, its members' positions in the balances.
    private var members: [Int: [Int]] = [:]

    init(_ people: Balances, rules given: SettlementRules) throws(TripError) {
        var household: [String: Int] = [:]
        let keys = people.amounts.map { Trip.nameKey($0.person) }
        for (number, group) in given.households.enumerated() {
            guard !keys.contains(Trip.nameKey(group.name)) else {
                throw .invalidHousehold(
                    group.name, reason: "it is the name of a person; give the household another name")
            }
            for member in group.members {
                guard keys.contains(Trip.nameKey(member)) else {
                    throw .unknownPerson(member, in: "household \"\(group.name)\"")
                }
                guard household.updateValue(number, forKey: Trip.nameKey(member)) == nil else {
                    throw .invalidHousehold(group.name, reason: "\"\(member)\" is in two households; keep them in one")
                }
            }
        }
        var unitOfHousehold: [Int: Int] = [:]
        var sums: [Int128] = []
        for (position, balance) in people.amounts.enumerated() {
            let units = Int128(balance.amount.minorUnits)
            if let number = household[keys[position]] {
                if let unit = unitOfHousehold[number] {
                    sums[unit] += units
                    members[unit, default: []].append(position)
                    continue
                }
                unitOfHousehold[number] = names.count
                members[names.count] = [position]
                names.append(given.households[number].name)
            } else {
                names.append(balance.person)
            }
            sums.append(units)
        }
        for (unit, sum) in sums.enumerated() {
            guard let units = Int64(exactly: sum), units != .min else {
                throw .money(.overflow("\(names[unit])'s balance in \(people.currency.code)"))
            }
            balances.append(units)
        }
        rules.households = given.households.filter { group in
            unitOfHousehold.keys.contains { given.households[$0].name == group.name }
        }
        for rule in given.never {
            let from = try unit(rule.from, in: rule.description)
            let to = try unit(rule.to, in: rule.description)
            guard from != to else {
                throw .settlementRule(rule.description, reason: "\(names[from]) cannot pay themselves; name two people")
            }
            rules.never.append(.init(from: names[from], to: names[to]))
            forbidden.insert(.init(from: from, to: to))
        }
        if let only = given.only {
            let text = "--only " + only.joined(separator: ",")
            guard !only.isEmpty else { throw .settlementRule(text, reason: "name the people who settle") }
            var chosen: [Int] = []
            for name in only {
                let unit = try unit(name, in: text)
                if !chosen.contains(unit) { chosen.append(unit) }
            }
            settling = chosen.sorted()
            rules.only = settling?.map { names[$0] }
        }
    }

    /// The unit `name` names in `rule`.
    private func unit(_ name: String, in rule: String) throws(TripError) -> Int {
        let key = Trip.nameKey(name)
        if let unit = names.firstIndex(where: { Trip.nameKey($0) == key }) { return unit }
        if let household = rules.households.first(where: { $0.members.contains { Trip.nameKey($0) == key } }) {
            throw .settlementRule(
                rule, reason: "\"\(name)\" settles as household \"\(household.name)\"; name the household")
        }
        throw .unknownPerson(name, in: rule)
    }

    /// The rules that shaped a transfer from the unit at `from` to the unit at `to`.
    func rules(from: Int, to: Int) -> [Settlement.Rule] {
        var shaped: [Settlement.Rule] = []
        for unit in [from, to] where members[unit] != nil { shaped.append(.household(names[unit])) }
        for rule in rules.never where rule.from == names[from] || rule.to == names[to] {
            shaped.append(.never(from: rule.from, to: rule.to))
        }
        if rules.only != nil { shaped.append(.only) }
        return shaped
    }

    /// How each household's balance is made of its members' balances.
    func splits(_ people: Balances) -> [Settlement.HouseholdSplit] {
        members.keys.sorted().map { unit in
            Settlement.HouseholdSplit(
                name: names[unit], members: (members[unit] ?? []).map { people.amounts[$0] },
                balance: Money(minorUnits: balances[unit], people.currency))
        }
    }

    /// The one-line error for a plan the rules block, naming the rule that blocks it.
    func error(_ blocked: SettlementPlan.Blocked, _ currency: Currency) -> TripError {
        let owe = blocked.stuck.first.map { balances[$0] < 0 } ?? true
        let stuck = Set(blocked.stuck.map { names[$0] })
        let rule = rules.never.first { owe ? stuck.contains($0.from) : stuck.contains($0.to) }
        func total(_ units: [Int]) -> String {
            TripError.amountText(units.reduce(UInt128(0)) { $0 + UInt128(balances[$1].magnitude) }, currency)
        }
        let who = blocked.stuck.map { names[$0] }.joined(separator: ", ")
        let partners = blocked.partners.map { names[$0] }.joined(separator: ", ")
        var reason = "it leaves no way to settle in \(currency.code): \(who) "
        if owe {
            reason += "\(blocked.stuck.count == 1 ? "owes" : "owe") \(total(blocked.stuck)) and may pay "
            reason += partners.isEmpty ? "no one who is owed" : "only \(partners), owed \(total(blocked.partners))"
        } else {
            reason += "\(blocked.stuck.count == 1 ? "is" : "are") owed \(total(blocked.stuck)) and may be paid by "
            reason += partners.isEmpty ? "no one who owes" : "only \(partners), who owe \(total(blocked.partners))"
        }
        return .settlementRule(rule?.description ?? "--only", reason: reason + "; drop the rule")
    }
}
