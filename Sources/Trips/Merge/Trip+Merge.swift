import Money

extension Trip {
    /// This trip merged with another copy of it (another device's export).
    ///
    /// Each bill, each payment, each person's payment details (``Payee``) and the trip's settings
    /// (home currency and households) are merged on their own:
    /// - the same on both copies: kept;
    /// - on one copy only: kept, unless the other removed it (``removedBills``,
    ///   ``removedPayments``) as it was; a bill changed after the other copy removed it is a
    ///   conflict;
    /// - changed on one copy only (the other's ``TripBill/revision`` is in its
    ///   ``TripBill/ancestry``): the changed one;
    /// - changed on both, differently: a ``TripMerge/Conflict`` with both versions; the merged
    ///   trip keeps this copy's version until `choices` says which to keep.
    ///
    /// People join: everyone of both copies. A person the two copies spell otherwise (`ann`
    /// there, `Ann` here: the same ``nameKey(_:)``) is one person, spelled on both as the first
    /// spelling in the order of their bytes (`Ann`).
    ///
    /// The merge is commutative: merging A into B gives what merging B into A gives (the people,
    /// bills, payments and settings, each in the same order, and the conflicts seen from the other
    /// side), so two copies merged into each other print the same. People, bills and payments keep
    /// the order of the copy that holds all of them (of either, when both do, the first by name or
    /// id); when each copy has some the other lacks, those after the start both share come in the
    /// order of their names or ids. Merging the same copy again changes nothing.
    ///
    ///     var mine = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
    ///     var theirs = mine
    ///     try mine.add(TripBill(id: "k3f9x2ab", title: "Taxi",
    ///         shares: [.init("Ben", Money(minorUnits: 1200, .eur))], payers: [.init("Ann", paid: Money(minorUnits: 1200, .eur))]))
    ///     try theirs.add(person: "Cy")
    ///     let merge = try mine.merged(with: theirs)
    ///     print(merge.trip.people, merge.trip.bills.map(\.id), merge.conflicts.count)
    ///     // Prints "["Ann", "Ben", "Cy"] ["k3f9x2ab"] 0"
    ///
    /// - Parameters:
    ///   - other: The other copy; its name is not used (this copy's stays).
    ///   - choices: Which version to keep for a subject in conflict; the version kept then
    ///     descends from both, so merging either copy again takes it.
    /// - Returns: The merged trip, its conflicts and what changed.
    /// - Throws: ``TripError/peopleCount(_:)`` past ``maximumPeople``, or the error of a rule the
    ///   other copy breaks.
    public func merged(with other: Trip, keeping choices: [TripMerge.Subject: TripMerge.Side] = [:])
        throws(TripError) -> TripMerge
    {
        let spellings = spellings(with: other)
        return try respelled(spellings.mine).merged(
            spelledAlike: other.respelled(spellings.theirs), keeping: choices, before: self)
    }

    /// ``merged(with:keeping:)`` of two copies that spell every person alike; `original` is this
    /// copy as it was before, which ``TripMerge/changes`` count from.
    private func merged(
        spelledAlike other: Trip, keeping choices: [TripMerge.Subject: TripMerge.Side], before original: Trip
    ) throws(TripError) -> TripMerge {
        var conflicts: [TripMerge.Conflict] = []
        var changes = TripMerge.Changes()

        // Settings first: the home currency decides how each bill converts.
        var home = self.home
        var households = self.households
        var settingsAncestry = self.settingsAncestry
        switch Self.decide(
            settingsRevision, self.settingsAncestry, other.settingsRevision, other.settingsAncestry,
            choice: choices[.settings])
        {
        case .same, .mine: break
        case .theirs:
            (home, households, settingsAncestry) = (other.home, other.households, other.settingsAncestry)
        case .resolved(let side):
            if side == .theirs { (home, households) = (other.home, other.households) }
            settingsAncestry = self.settingsAncestry.union(other.settingsAncestry)
                .union([settingsRevision, other.settingsRevision])
        case .conflict where home == other.home && households == other.households:
            // The same settings reached on both copies: nothing to choose, both pasts kept.
            settingsAncestry = self.settingsAncestry.union(other.settingsAncestry)
                .union([settingsRevision, other.settingsRevision])
        case .conflict:
            conflicts.append(
                TripMerge.Conflict(
                    subject: .settings, mine: .settings(home: self.home, households: self.households),
                    theirs: .settings(home: other.home, households: other.households)))
        }

        // Each person's payment details on their own, as a bill: two people's details changed on
        // two copies are no conflict.
        var payees: [String: Payee] = [:]
        var payeeConflicts: (mine: [String: Payee], theirs: [String: Payee]) = ([:], [:])
        for person in Set(self.payees.keys).union(other.payees.keys) {
            switch (self.payees[person], other.payees[person]) {
            case (let mine?, let theirs?):
                let newer = Self.pick(mine, theirs, choice: nil)
                if !newer.conflicted {
                    payees[person] = newer.kept
                    break
                }
                if mine.details == theirs.details {
                    // The same details reached on both copies: nothing to choose, both pasts kept.
                    var same = mine
                    same.ancestry = mine.ancestry.union(theirs.ancestry).union([mine.revision, theirs.revision])
                    payees[person] = same
                    break
                }
                let pick = Self.pick(mine, theirs, choice: choices[.settings])
                payees[person] = pick.kept
                if pick.conflicted {
                    payeeConflicts.mine[person] = mine
                    payeeConflicts.theirs[person] = theirs
                }
            case (let only?, nil), (nil, let only?): payees[person] = only
            case (nil, nil): break
            }
        }
        if !payeeConflicts.mine.isEmpty {
            conflicts.append(
                TripMerge.Conflict(
                    subject: .settings, mine: .payees(payeeConflicts.mine), theirs: .payees(payeeConflicts.theirs)))
        }

        let people = Self.mergedOrder(self.people, other.people)
        var merged = try Trip(name: name, people: people, home: home)
        changes.people = people.count - self.people.count
        merged.households = households
        merged.settingsAncestry = settingsAncestry
        merged.payees = payees
        changes.settings = merged.settingsRevision != settingsRevision || payees != self.payees

        // Bills: each decided on its own, then added in an order both copies agree on.
        var removedBills = self.removedBills.merging(other.removedBills) { $0.union($1) }
        var keptBills: [String: TripBill] = [:]
        for id in Set(bills.map(\.id) + other.bills.map(\.id)) {
            let mine = bill(id: id)
            let theirs = other.bill(id: id)
            var kept: TripBill?
            switch (mine, theirs) {
            case (let mine?, let theirs?):
                let pick = Self.pick(mine, theirs, choice: choices[.bill(id)])
                kept = pick.kept
                if pick.conflicted {
                    conflicts.append(.init(subject: .bill(id), mine: .bill(mine), theirs: .bill(theirs)))
                }
            case (let only?, nil), (nil, let only?):
                let side: TripMerge.Side = mine != nil ? .mine : .theirs
                let removedThere = (side == .mine ? other : self).removedBills[id]
                guard let removedThere else {
                    kept = only
                    break
                }
                // Removed as it was there: removed. Kept over the removal (a conflict resolved, or a
                // bill added again with its id): kept. Changed since: a conflict.
                if removedThere.contains(only.revision) { break }
                let removal = TripRevision.ofRemoval(removedThere)
                if only.ancestry.contains(removal) {
                    kept = only
                    break
                }
                switch choices[.bill(id)] {
                case side?:
                    kept = only
                    kept?.ancestry.formUnion(removedThere.union([removal, only.revision]))
                case .some:
                    removedBills[id, default: []].formUnion(only.ancestry.union([only.revision]))
                case nil:
                    if side == .mine { kept = only }
                    let version = TripMerge.Version.bill(only)
                    conflicts.append(
                        .init(
                            subject: .bill(id), mine: side == .mine ? version : .removed,
                            theirs: side == .mine ? .removed : version))
                }
            case (nil, nil): break
            }
            if let kept { keptBills[id] = kept }
        }
        let billOrder = Self.mergedOrder(
            bills.map(\.id).filter { keptBills[$0] != nil }, other.bills.map(\.id).filter { keptBills[$0] != nil })
        for id in billOrder {
            guard let kept = keptBills[id] else { continue }
            removedBills[id] = nil
            try merged.add(try kept.adapted(to: merged.home))
            switch original.bill(id: id) {
            case nil: changes.billsAdded += 1
            case let before? where before != merged.bills[merged.bills.count - 1]: changes.billsChanged += 1
            default: break
            }
        }
        for id in removedBills.keys where merged.bill(id: id) != nil { removedBills[id] = nil }
        changes.billsRemoved = bills.count - bills.filter { merged.bill(id: $0.id) != nil }.count
        merged.removedBills = removedBills

        // Payments never change: the same id is the same payment (one home amount may be
        // missing), or one kept over the other by an earlier merge's choice, or a conflict.
        var removedPayments = self.removedPayments.union(other.removedPayments)
        let myPayments = Dictionary(payments.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let theirPayments = Dictionary(other.payments.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var keptPayments: [String: TripPayment] = [:]
        for id in Set(myPayments.keys).union(theirPayments.keys) {
            var kept: TripPayment?
            switch (myPayments[id], theirPayments[id]) {
            case (let mine?, let theirs?):
                if let same = Self.samePayment(mine, theirs, home: merged.home) {
                    kept = same
                    break
                }
                let pick = Self.pick(mine, theirs, choice: choices[.payment(id)])
                kept = pick.kept
                if pick.conflicted {
                    conflicts.append(.init(subject: .payment(id), mine: .payment(mine), theirs: .payment(theirs)))
                }
            case (let only?, nil), (nil, let only?):
                if !removedPayments.contains(id) { kept = only }
            case (nil, nil): break
            }
            if let kept { keptPayments[id] = kept }
        }
        let originalPayments = Dictionary(
            original.payments.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let paymentOrder = Self.mergedOrder(
            payments.map(\.id).filter { keptPayments[$0] != nil },
            other.payments.map(\.id).filter { keptPayments[$0] != nil })
        for id in paymentOrder {
            guard let kept = keptPayments[id] else { continue }
            removedPayments.remove(id)
            try merged.record(kept.withoutHome(unlessIn: merged.home))
            switch originalPayments[id] {
            case nil: changes.paymentsAdded += 1
            case let before? where before != merged.payments.last: changes.paymentsChanged += 1
            default: break
            }
        }
        let mergedPayments = Set(merged.payments.map(\.id))
        changes.paymentsRemoved = payments.count - payments.filter { mergedPayments.contains($0.id) }.count
        merged.removedPayments = removedPayments

        // Sorted by subject; the settings' two conflicts (home and households, then payees) keep
        // their order.
        let sorted = conflicts.enumerated().sorted { ($0.element.subject, $0.offset) < ($1.element.subject, $1.offset) }
        return TripMerge(trip: merged, conflicts: sorted.map(\.element), changes: changes)
    }

    /// The order of what two copies hold, the same whichever copy is which: the order of the copy
    /// that holds everything (the first of the two orders when both do), else the start both
    /// share and then the rest in order.
    ///
    /// Each list holds each element once.
    package static func mergedOrder<Element: Comparable & Hashable>(_ mine: [Element], _ theirs: [Element]) -> [Element]
    {
        if mine == theirs { return mine }
        let (left, right) = (Set(mine), Set(theirs))
        switch (right.isSubset(of: left), left.isSubset(of: right)) {
        case (true, true): return mine.lexicographicallyPrecedes(theirs) ? mine : theirs
        case (true, false): return mine
        case (false, true): return theirs
        case (false, false):
            let shared = zip(mine, theirs).prefix { $0 == $1 }.map(\.0)
            return shared + left.union(right).subtracting(shared).sorted()
        }
    }

    /// How one subject merges.
    private enum Decision {
        case same, mine, theirs, conflict
        /// A conflict that `choices` resolved in favour of one side.
        case resolved(TripMerge.Side)
    }

    /// Which of two versions of one bill or payment to keep: the newer, or the one `choice` names
    /// (which then descends from both), or this copy's in a conflict.
    private static func pick<Version: Versioned>(_ mine: Version, _ theirs: Version, choice: TripMerge.Side?) -> (
        kept: Version, conflicted: Bool
    ) {
        switch decide(mine.revision, mine.ancestry, theirs.revision, theirs.ancestry, choice: choice) {
        case .same, .mine: return (mine, false)
        case .theirs: return (theirs, false)
        case .resolved(let side):
            var kept = side == .mine ? mine : theirs
            kept.ancestry = mine.ancestry.union(theirs.ancestry).union([mine.revision, theirs.revision])
            return (kept, false)
        case .conflict: return (mine, true)
        }
    }

    /// Which of two revisions to keep: the same, the one whose ancestry holds the other, or
    /// neither (a conflict, unless `choice` names a side).
    private static func decide(
        _ mine: String, _ mineAncestry: Set<String>, _ theirs: String, _ theirsAncestry: Set<String>,
        choice: TripMerge.Side?
    ) -> Decision {
        if mine == theirs { return .same }
        switch (mineAncestry.contains(theirs), theirsAncestry.contains(mine)) {
        case (true, false): return .mine
        case (false, true): return .theirs
        default: return choice.map(Decision.resolved) ?? .conflict
        }
    }

    /// The one payment `mine` and `theirs` are, with the home amount one of them has to `home`
    /// and the ancestry of both, or `nil` when they differ.
    private static func samePayment(_ mine: TripPayment, _ theirs: TripPayment, home: Currency?) -> TripPayment? {
        guard mine.isSamePayment(as: theirs) else { return nil }
        let useful = [mine, theirs].filter { $0.home != nil && $0.home?.converted.currency == home }
        if useful.count == 2, useful[0].home != useful[1].home { return nil }
        var same = useful.first ?? mine.withoutHome()
        same.ancestry = mine.ancestry.union(theirs.ancestry)
        return same
    }
}

/// A bill or a payment: what a merge keeps one version of, by revision and ancestry.
protocol Versioned {
    var revision: String { get }
    var ancestry: Set<String> { get set }
}

extension TripBill: Versioned {}
extension TripPayment: Versioned {}
extension Payee: Versioned {}

extension TripBill {
    /// This bill as a trip whose home currency is `home` holds it (see ``Trip/withHome(_:)``):
    /// without home amounts in another currency, converted when in `home`, and descending from
    /// this bill when that changed it.
    func adapted(to home: Currency?) throws(TripError) -> TripBill {
        guard let home else { return succeeded(by: withoutHome()) }
        if self.home?.total.currency == home { return self }
        let bare = withoutHome()
        return succeeded(by: bare.currency == home ? try bare.converted(to: home, by: nil) : bare)
    }
}

extension TripPayment {
    /// This payment without its home amount unless it is in `home`.
    func withoutHome(unlessIn home: Currency?) -> TripPayment {
        self.home?.converted.currency == home ? self : withoutHome()
    }
}
