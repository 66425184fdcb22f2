extension SettlementPlan {
    /// A direction no transfer may take: the unit at `from` never pays the unit at `to`.
    struct Pair: Hashable {
        let from: Int
        let to: Int
    }

    /// Why a plan under rules cannot be made: the people of `stuck` cannot be settled, because
    /// the rules leave them only `partners`, whose balances are too small.
    struct Blocked: Error {
        let stuck: [Int]
        let partners: [Int]
    }

    /// The fewest transfers among `settling` (positions in `balances`) under `forbidden`.
    ///
    /// When the balances of `settling` do not sum to zero, only the side that is smaller in
    /// total is cleared (debtors when they owe less than their creditors are owed); the other
    /// side keeps the difference, owed by or to the people not settling. Money only goes from
    /// someone who owes to someone who is owed.
    ///
    /// The count is the fewest for up to ``Settlement/exactLimit`` people with a balance: the
    /// transfers of any settlement form a forest (a cycle can be emptied along itself), and each
    /// of its trees is a part whose cleared side the rules let its other side absorb (Hall's
    /// condition: every set of the cleared side owes at most what its allowed partners are owed).
    /// So the fewest is *n − p*, with *p* the most such parts the *n* people split into, found
    /// over all subsets; each part is then settled in one transfer fewer than its size.
    ///
    /// - Complexity: O(3^*n*) for *n* ≤ ``Settlement/exactLimit``; O(*n*²) per transfer above it.
    static func ruled(
        _ balances: [Int64], settling: [Int], forbidden: Set<Pair>, exact: Bool
    ) -> Result<SettlementPlan, Blocked> {
        let owing = settling.sorted().filter { balances[$0] != 0 }
        let sum = owing.reduce(Int128(0)) { $0 + Int128(balances[$1]) }
        let sides = Sides(balances: balances, clearsDebtors: sum >= 0, forbidden: forbidden)
        guard exact, owing.count <= Settlement.exactLimit else {
            var plan = SettlementPlan()
            plan.isMinimal = false
            // The greedy way first; where it gets stuck, a flow finds a way whenever there is one.
            let steps: [Step]
            if let greedy = sides.greedy(owing, group: 0) {
                steps = greedy
            } else {
                switch sides.tree(owing, group: 0) {
                case .success(let tree): steps = tree
                case .failure(let blocked): return .failure(blocked)
                }
            }
            if !steps.isEmpty {
                plan.groups = [owing]
                plan.transfers = steps
            }
            return .success(plan)
        }
        guard let parts = sides.parts(owing) else { return .failure(sides.blockedExact(owing)) }
        var plan = SettlementPlan()
        for part in parts where part.count > 1 {
            // A part the search kept can be settled: its flow always clears it.
            let steps =
                sides.greedy(part, group: plan.groups.count)
                ?? ((try? sides.tree(part, group: plan.groups.count).get()) ?? [])
            plan.groups.append(part)
            plan.transfers += steps
        }
        return .success(plan)
    }
}

/// The two sides of a settlement under rules: the side that is cleared and the side that takes
/// what it pays (or pays what it is owed), and who may settle with whom.
private struct Sides {
    let balances: [Int64]
    let clearsDebtors: Bool
    let forbidden: Set<SettlementPlan.Pair>

    /// Whether the person at `position` must end at zero.
    func isCleared(_ position: Int) -> Bool { clearsDebtors ? balances[position] < 0 : balances[position] > 0 }

    /// Whether a transfer may go between `one` and `other`, whichever of them owes.
    func allowed(_ one: Int, _ other: Int) -> Bool {
        let (debtor, creditor) = balances[one] < 0 ? (one, other) : (other, one)
        return !forbidden.contains(.init(from: debtor, to: creditor))
    }

    /// The most parts `owing` splits into, each of which the rules let settle on its own; `nil`
    /// when the rules leave no way at all.
    func parts(_ owing: [Int]) -> [[Int]]? {
        let n = owing.count
        guard n > 0 else { return [] }
        let full = (1 << n) - 1
        var clearedMask = 0
        var neighbours = [Int](repeating: 0, count: n)
        for i in 0..<n where isCleared(owing[i]) {
            clearedMask |= 1 << i
            for j in 0..<n where !isCleared(owing[j]) && allowed(owing[i], owing[j]) { neighbours[i] |= 1 << j }
        }
        // need: what a set of the cleared side must move; supply: what a set of the other side
        // can take; reach: whom a set of the cleared side may settle with.
        var need = [Int128](repeating: 0, count: full + 1)
        var supply = [Int128](repeating: 0, count: full + 1)
        var reach = [Int](repeating: 0, count: full + 1)
        for mask in 1...full {
            let low = mask.trailingZeroBitCount
            let rest = mask & (mask - 1)
            let amount = Int128(balances[owing[low]]).magnitude
            let cleared = clearedMask & (1 << low) != 0
            need[mask] = need[rest] + (cleared ? Int128(amount) : 0)
            supply[mask] = supply[rest] + (cleared ? 0 : Int128(amount))
            reach[mask] = reach[rest] | (cleared ? neighbours[low] : 0)
        }
        var valid = [Bool](repeating: false, count: full + 1)
        for mask in 1...full {
            let cleared = mask & clearedMask
            if forbidden.isEmpty {
                valid[mask] = need[cleared] <= supply[mask]
                continue
            }
            var ok = true
            var subset = cleared
            while subset != 0 && ok {
                ok = need[subset] <= supply[reach[subset] & mask]
                subset = (subset - 1) & cleared
            }
            valid[mask] = ok
        }
        guard valid[full] else { return nil }
        var best = [Int8](repeating: -1, count: full + 1)
        var choice = [Int](repeating: 0, count: full + 1)
        best[0] = 0
        for mask in 1...full {
            let low = mask & -mask
            let rest = mask ^ low
            var subset = rest
            while true {
                let part = subset | low
                if valid[part], best[mask ^ part] >= 0, best[mask ^ part] + 1 > best[mask] {
                    best[mask] = best[mask ^ part] + 1
                    choice[mask] = part
                }
                if subset == 0 { break }
                subset = (subset - 1) & rest
            }
        }
        var parts: [[Int]] = []
        var mask = full
        while mask != 0 {
            let part = choice[mask]
            parts.append((0..<n).filter { part & (1 << $0) != 0 }.map { owing[$0] })
            mask ^= part
        }
        return parts.sorted { $0[0] < $1[0] }
    }

    /// The smallest set of the cleared side whose allowed partners cannot take what it must move.
    func blockedExact(_ owing: [Int]) -> SettlementPlan.Blocked {
        let cleared = owing.filter(isCleared)
        let others = owing.filter { !isCleared($0) }
        let n = cleared.count
        let sets = (1..<(1 << n)).sorted { ($0.nonzeroBitCount, $0) < ($1.nonzeroBitCount, $1) }
        for set in sets {
            let members = (0..<n).filter { set & (1 << $0) != 0 }.map { cleared[$0] }
            let partners = others.filter { other in members.contains { allowed($0, other) } }
            let need = members.reduce(UInt128(0)) { $0 + UInt128(balances[$1].magnitude) }
            let supply = partners.reduce(UInt128(0)) { $0 + UInt128(balances[$1].magnitude) }
            if need > supply { return .init(stuck: members, partners: partners) }
        }
        return .init(stuck: cleared, partners: others)
    }

    /// The largest of the cleared side settles with its largest allowed partner, repeatedly (ties
    /// to the person earlier in the trip); `nil` when that leaves someone unsettled or takes more
    /// transfers than a tree over `part`.
    func greedy(_ part: [Int], group: Int) -> [SettlementPlan.Step]? {
        var left = balances
        let steps = greedy(part, group: group, left: &left)
        guard part.allSatisfy({ !isCleared($0) || left[$0] == 0 }), steps.count < part.count else { return nil }
        return steps
    }

    private func greedy(_ part: [Int], group: Int, left: inout [Int64]) -> [SettlementPlan.Step] {
        var steps: [SettlementPlan.Step] = []
        while true {
            var first = -1
            for person in part where isCleared(person) && left[person] != 0 {
                if first < 0 || left[person].magnitude > left[first].magnitude { first = person }
            }
            guard first >= 0 else { return steps }
            var partner = -1
            for person in part where !isCleared(person) && left[person] != 0 && allowed(first, person) {
                if partner < 0 || left[person].magnitude > left[partner].magnitude { partner = person }
            }
            guard partner >= 0 else { return steps }
            steps.append(step(first, partner, min(left[first].magnitude, left[partner].magnitude), group, &left))
        }
    }

    /// One transfer of `amount` between `one` and `other` (from whichever owes), applied to `left`.
    private func step(_ one: Int, _ other: Int, _ amount: UInt64, _ group: Int, _ left: inout [Int64])
        -> SettlementPlan.Step
    {
        let (debtor, creditor) = balances[one] < 0 ? (one, other) : (other, one)
        // The amount is at most both remaining balances, each within Int64 and not Int64.min
        // (a balance of Int64.min is refused as an overflow before any settlement).
        let units = Int64(clamping: amount)
        let step = SettlementPlan.Step(
            from: debtor, to: creditor, amount: units, group: group, fromBefore: left[debtor],
            toBefore: left[creditor])
        left[debtor] += units
        left[creditor] -= units
        return step
    }

    /// A settlement of `part` as a tree: a feasible flow along allowed pairs (augmenting paths),
    /// then every cycle of it emptied along itself, so at most one transfer fewer than the part.
    func tree(_ part: [Int], group: Int) -> Result<[SettlementPlan.Step], SettlementPlan.Blocked> {
        let cleared = part.filter(isCleared)
        let others = part.filter { !isCleared($0) }
        var flow = [[Int128]](repeating: [Int128](repeating: 0, count: others.count), count: cleared.count)
        var need = cleared.map { Int128(balances[$0]).magnitude }.map { Int128($0) }
        var room = others.map { Int128(balances[$0]).magnitude }.map { Int128($0) }
        // Augmenting paths: from a cleared person with something to move, to an allowed partner
        // with room, possibly undoing flow of another cleared person to that partner on the way.
        while let path = augmentingPath(cleared, others, need, room, flow) {
            var amount = min(need[path[0].cleared], room[path[path.count - 1].other])
            for (index, edge) in path.enumerated() where index > 0 {
                amount = min(amount, flow[edge.cleared][path[index - 1].other])
            }
            need[path[0].cleared] -= amount
            room[path[path.count - 1].other] -= amount
            for (index, edge) in path.enumerated() {
                flow[edge.cleared][edge.other] += amount
                if index > 0 { flow[edge.cleared][path[index - 1].other] -= amount }
            }
        }
        if need.contains(where: { $0 > 0 }) {
            // Whom those left owing can still reach: their allowed partners, all full (a Hall
            // set the rules leave too small).
            var stuck = Set(cleared.indices.filter { need[$0] > 0 })
            var partners = Set<Int>()
            var grew = true
            while grew {
                grew = false
                for i in stuck {
                    for j in others.indices where allowed(cleared[i], others[j]) && partners.insert(j).inserted {
                        grew = true
                        for back in cleared.indices where flow[back][j] > 0 && stuck.insert(back).inserted {}
                    }
                }
            }
            return .failure(
                .init(
                    stuck: stuck.sorted().map { cleared[$0] }, partners: partners.sorted().map { others[$0] }))
        }
        emptyCycles(&flow)
        var edges: [(Int, Int, Int128)] = []
        for i in cleared.indices {
            for j in others.indices where flow[i][j] > 0 { edges.append((cleared[i], others[j], flow[i][j])) }
        }
        edges.sort { ($1.2, $0.0, $0.1) < ($0.2, $1.0, $1.1) }
        var left = balances
        return .success(edges.map { step($0.0, $0.1, UInt64(clamping: $0.2), group, &left) })
    }

    private struct Edge {
        let cleared: Int
        let other: Int
    }

    /// A shortest path source → cleared → other (→ cleared → other …) → sink in the residual
    /// graph, as the forward edges taken; a backward step undoes flow of the next cleared person.
    private func augmentingPath(
        _ cleared: [Int], _ others: [Int], _ need: [Int128], _ room: [Int128], _ flow: [[Int128]]
    ) -> [Edge]? {
        var cameFrom = [Edge?](repeating: nil, count: others.count)
        var seenOther = [Bool](repeating: false, count: others.count)
        var seenCleared = [Bool](repeating: false, count: cleared.count)
        var backOf = [Int?](repeating: nil, count: cleared.count)
        var queue = cleared.indices.filter { need[$0] > 0 }
        for i in queue { seenCleared[i] = true }
        var reached: Int?
        var head = 0
        while head < queue.count, reached == nil {
            let i = queue[head]
            head += 1
            for j in others.indices where !seenOther[j] && allowed(cleared[i], others[j]) {
                seenOther[j] = true
                cameFrom[j] = Edge(cleared: i, other: j)
                if room[j] > 0 {
                    reached = j
                    break
                }
                for back in cleared.indices where !seenCleared[back] && flow[back][j] > 0 {
                    seenCleared[back] = true
                    queue.append(back)
                    backOf[back] = j
                }
            }
        }
        guard var j = reached else { return nil }
        var path: [Edge] = []
        while let edge = cameFrom[j] {
            path.append(edge)
            guard let previous = backOf[edge.cleared] else { break }
            j = previous
        }
        return path.reversed()
    }

    /// Empties every cycle of the flow's support along itself, until the support is a forest.
    private func emptyCycles(_ flow: inout [[Int128]]) {
        while let cycle = Self.cycle(flow) {
            // Edges alternate: even ones gain, odd ones lose; each person's total stays.
            var amount = Int128.max
            for (index, edge) in cycle.enumerated() where index % 2 == 1 {
                amount = min(amount, flow[edge.cleared][edge.other])
            }
            for (index, edge) in cycle.enumerated() {
                flow[edge.cleared][edge.other] += index % 2 == 0 ? amount : -amount
            }
        }
    }

    /// A cycle of the flow's support, as its edges in order around it.
    private static func cycle(_ flow: [[Int128]]) -> [Edge]? {
        let clearedCount = flow.count
        let otherCount = flow.first?.count ?? 0
        // Nodes: cleared people 0..<c, then the others c..<c+o.
        var parent = [Int](repeating: -2, count: clearedCount + otherCount)
        func neighbours(_ node: Int) -> [Int] {
            node < clearedCount
                ? (0..<otherCount).filter { flow[node][$0] > 0 }.map { $0 + clearedCount }
                : (0..<clearedCount).filter { flow[$0][node - clearedCount] > 0 }
        }
        func edge(_ a: Int, _ b: Int) -> Edge {
            a < clearedCount ? Edge(cleared: a, other: b - clearedCount) : Edge(cleared: b, other: a - clearedCount)
        }
        for root in parent.indices where parent[root] == -2 {
            parent[root] = -1
            var stack = [root]
            var depth = [Int](repeating: 0, count: parent.count)
            while let node = stack.popLast() {
                for next in neighbours(node) where next != parent[node] {
                    if parent[next] == -2 {
                        parent[next] = node
                        depth[next] = depth[node] + 1
                        stack.append(next)
                        continue
                    }
                    // A visited node that is not the parent closes a cycle: walk both up to
                    // where they meet.
                    var a = node
                    var b = next
                    var up: [Int] = [a]
                    var down: [Int] = [b]
                    while a != b {
                        if depth[a] >= depth[b] {
                            a = parent[a]
                            up.append(a)
                        } else {
                            b = parent[b]
                            down.append(b)
                        }
                    }
                    let nodes = up + down.dropLast().reversed()
                    var edges: [Edge] = []
                    for index in nodes.indices {
                        edges.append(edge(nodes[index], nodes[(index + 1) % nodes.count]))
                    }
                    return edges
                }
            }
        }
        return nil
    }
}
