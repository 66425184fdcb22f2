import BillPresentation
import Money
import TestSupport
import Testing
import TipCalc
import Trips

/// Merging two copies of a trip, each changed on its own: random histories of edits (seeded, so
/// a failure repeats) and hand-made cases.
@Suite struct TripMergeTests {
    // MARK: Random histories

    /// A trip, its two copies after random edits, and what the merge of each into the other gives.
    struct History {
        let base: Trip
        var mine: Trip
        var theirs: Trip
        /// The bills each side edited or removed by hand (not through a new home currency).
        var editedMine: Set<String> = []
        var editedTheirs: Set<String> = []
    }

    /// What a bill holds, without its home amounts and revisions.
    static func content(_ bill: TripBill?) -> String? {
        bill.map { "\($0.title) \($0.date as Any) \($0.category as Any) \($0.total) \($0.shares) \($0.payers)" }
    }

    @Test(arguments: 0..<4)
    func mergesAreCommutativeIdempotentAndKeepEveryOneSidedEdit(chunk: Int) throws {
        var random = SplitMix64(seed: 0x6d65_7267_0000 + UInt64(chunk))
        var resolvedPayments = 0
        for number in 0..<250 {
            let history = try Self.history(&random)
            let context = "chunk \(chunk) history \(number)"
            let (mine, theirs, base) = (history.mine, history.theirs, history.base)
            let ab = try mine.merged(with: theirs)
            let ba = try theirs.merged(with: mine)

            // The same conflicts, each seen from its side.
            #expect(Set(ab.conflicts) == Set(ba.conflicts.map(\.mirrored)), "\(context)")
            // The same trip apart from the order and what is in conflict; with the settings in
            // conflict each side keeps its own home currency, which the bills' home amounts follow.
            let subjects = Set(ab.conflicts.map(\.subject))
            if !subjects.contains(.settings) {
                #expect(Canonical(ab.trip, without: subjects) == Canonical(ba.trip, without: subjects), "\(context)")
            }
            // Without conflicts (a merge is saved only then) the two copies are one trip, in one
            // order, and print the same: `trip show`, `trip settle` and `trip export`.
            if ab.conflicts.isEmpty {
                #expect(ab.trip == ba.trip, "\(context)")
                #expect(try Self.printed(ab.trip) == Self.printed(ba.trip), "\(context)")
            }

            // Idempotent: merging the same copy again changes nothing.
            let again = try ab.trip.merged(with: theirs)
            #expect(again.trip == ab.trip, "\(context)")
            // The same conflicts; this copy's side of each as the first merge left it (in the home
            // currency it took).
            #expect(again.conflicts.map(\.subject) == ab.conflicts.map(\.subject), "\(context)")
            #expect(again.conflicts.map(\.theirs) == ab.conflicts.map(\.theirs), "\(context)")
            #expect(again.changes.isEmpty, "\(context): \(again.changes)")
            // A copy merged with itself is itself.
            let itself = try mine.merged(with: mine)
            #expect(itself.trip == mine && itself.conflicts.isEmpty && itself.changes.isEmpty, "\(context)")

            // Each bill: what only one side changed comes through (a removal too); edits on both
            // sides are a conflict, and the bill stays as this copy has it.
            let ids = Set(base.bills.map(\.id) + mine.bills.map(\.id) + theirs.bills.map(\.id))
            for id in ids {
                let before = base.bill(id: id)?.revision
                let (left, right) = (mine.bill(id: id), theirs.bill(id: id))
                let merged = ab.trip.bill(id: id)
                let conflict = subjects.contains(.bill(id))
                if left?.revision == before {
                    #expect(!conflict, "\(context): bill \(id) changed on one side only")
                    #expect(Self.content(merged) == Self.content(right), "\(context): bill \(id) comes from their side")
                } else if right?.revision == before {
                    #expect(!conflict, "\(context): bill \(id) changed on one side only")
                    #expect(Self.content(merged) == Self.content(left), "\(context): bill \(id) comes from my side")
                }
                if history.editedMine.contains(id) && history.editedTheirs.contains(id)
                    && Self.content(left) != Self.content(right)
                {
                    #expect(conflict, "\(context): bill \(id) changed differently on both sides")
                }
                if conflict { #expect(Self.content(merged) == Self.content(left), "\(context): bill \(id) is kept") }
            }
            // Everyone of both copies.
            #expect(Set(ab.trip.people) == Set(mine.people + theirs.people), "\(context)")
            // Every payment of either copy that the other did not remove.
            let payments = Set(ab.trip.payments.map(\.id))
            for payment in mine.payments + theirs.payments {
                let removed = mine.removedPayments.contains(payment.id) || theirs.removedPayments.contains(payment.id)
                #expect(payments.contains(payment.id) != removed, "\(context): payment \(payment.id)")
            }

            // Keeping a side of each conflict (drawn at random) resolves it, and both copies then
            // merge without one: the choice holds whichever copy merges which.
            if !ab.conflicts.isEmpty {
                let choices = Dictionary(
                    uniqueKeysWithValues: ab.conflicts.map {
                        ($0.subject, random.next() % 2 == 0 ? TripMerge.Side.theirs : .mine)
                    })
                let resolved = try mine.merged(with: theirs, keeping: choices)
                #expect(resolved.conflicts.isEmpty, "\(context)")
                resolvedPayments += choices.keys.filter { if case .payment = $0 { true } else { false } }.count
                for (copy, side) in [(mine, "mine"), (theirs, "theirs")] {
                    let after = try resolved.trip.merged(with: copy)
                    #expect(
                        after.conflicts.isEmpty,
                        "\(context) \(side): \(after.conflicts.map { "\($0.subject) \($0.differences)" })")
                    #expect(after.trip == resolved.trip && after.changes.isEmpty, "\(context) \(side)")
                    let taken = try copy.merged(with: resolved.trip)
                    #expect(taken.conflicts.isEmpty, "\(context) \(side)")
                    // The copy takes every choice: what it holds of each subject is the resolved one.
                    for conflict in ab.conflicts {
                        switch conflict.subject {
                        case .bill(let id):
                            #expect(Self.content(taken.trip.bill(id: id)) == Self.content(resolved.trip.bill(id: id)))
                        case .payment(let id):
                            #expect(
                                taken.trip.payments.first { $0.id == id }
                                    == resolved.trip.payments.first { $0.id == id },
                                "\(context) \(side): payment \(id)")
                        case .settings:
                            #expect(taken.trip.home == resolved.trip.home, "\(context) \(side)")
                        }
                    }
                }
            }
        }
        // The histories reach payments with one id and two contents.
        #expect(resolvedPayments > 0, "chunk \(chunk)")
    }

    /// What `trip show`, `trip settle` and `trip export` print of `trip` (in en_US).
    static func printed(_ trip: Trip) throws -> [String] {
        let renderer = TerminalRenderer(
            wording: BillWording(formatter: MoneyFormatter(locale: try LocaleIdentifier("en_US"))))
        var printed: [String] = []
        let statement: TripStatement
        do {
            statement = try TripStatement.settling(
                trip, home: nil, explain: false, method: .fewestTransfers, cash: false, withBills: true)
        } catch {
            // A bill without a rate: the home answer refuses (the same refusal on both copies),
            // and each currency still settles on its own.
            printed.append("\(error)")
            statement = try TripStatement.settling(
                trip, home: false, explain: false, method: .fewestTransfers, cash: false, withBills: true)
        }
        return try printed + renderer.trip(statement) + renderer.tripSettlement(statement) + [trip.json(), trip.csv()]
    }

    /// A trip as a set: what a merge must agree on whichever side it is merged into.
    struct Canonical: Equatable {
        let people: Set<String>
        let home: Currency?
        let households: [Household]
        let settingsAncestry: Set<String>
        let bills: [String: TripBill]
        let payments: [String: TripPayment]
        let removedBills: [String: Set<String>]
        let removedPayments: Set<String>

        init(_ trip: Trip, without subjects: Set<TripMerge.Subject>) {
            people = Set(trip.people)
            home = trip.home
            households = trip.households.sorted { $0.name < $1.name }
            settingsAncestry = trip.settingsAncestry
            bills = Dictionary(
                uniqueKeysWithValues: trip.bills.filter { !subjects.contains(.bill($0.id)) }.map { ($0.id, $0) })
            payments = Dictionary(
                uniqueKeysWithValues: trip.payments.filter { !subjects.contains(.payment($0.id)) }.map { ($0.id, $0) })
            removedBills = trip.removedBills.filter { !subjects.contains(.bill($0.key)) }
            removedPayments = trip.removedPayments.filter { !subjects.contains(.payment($0)) }
        }
    }

    /// A random trip and two copies of it, each after 0 to 7 random edits.
    static func history(_ random: inout SplitMix64) throws -> History {
        var base = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"], home: random.next() % 2 == 0 ? .eur : nil)
        for _ in 0..<(random.next() % 4) { try base.add(bill(in: base, &random, title: "Base")) }
        for _ in 0..<(random.next() % 2) { try base.record(payment(in: base, &random)) }
        var history = History(base: base, mine: base, theirs: base)
        for step in 0..<(random.next() % 8) {
            if let id = try edit(&history.mine, &random, tag: "Mine \(step)") { history.editedMine.insert(id) }
        }
        for step in 0..<(random.next() % 8) {
            if let id = try edit(&history.theirs, &random, tag: "Theirs \(step)") { history.editedTheirs.insert(id) }
        }
        // Now and then both copies number a payment alike (as before payments had ids).
        if random.next() % 8 == 0 {
            try history.mine.record(payment(in: history.mine, &random, id: "9"))
            try history.theirs.record(payment(in: history.theirs, &random, id: "9"))
        }
        return history
    }

    /// One random edit of `trip`; `tag` makes every title and name of one copy its own.
    ///
    /// - Returns: The id of the bill edited or removed, if one was.
    @discardableResult
    static func edit(_ trip: inout Trip, _ random: inout SplitMix64, tag: String) throws -> String? {
        switch random.next() % 9 {
        case 0, 1: try trip.add(bill(in: trip, &random, title: tag))
        case 2 where !trip.bills.isEmpty:
            var bill = trip.bills[Int(random.next() % UInt64(trip.bills.count))]
            bill.title = tag
            try trip.replace(bill)
            return bill.id
        case 3 where !trip.bills.isEmpty:
            let old = trip.bills[Int(random.next() % UInt64(trip.bills.count))]
            try trip.replace(bill(in: trip, &random, title: tag, id: old.id))
            return old.id
        case 4 where !trip.bills.isEmpty:
            let id = trip.bills[Int(random.next() % UInt64(trip.bills.count))].id
            try trip.removeBill(id: id)
            return id
        case 5 where random.next() % 2 == 0:
            // A payment numbered as before payments had ids: the other copy may give the number
            // to another payment, a conflict of one id with two contents.
            let id = String(random.next() % 2 + 1)
            guard !trip.payments.contains(where: { $0.id == id }) else { break }
            try trip.record(payment(in: trip, &random, id: id))
        case 5: try trip.record(payment(in: trip, &random))
        case 6 where !trip.payments.isEmpty: trip.removePayment(at: Int(random.next() % UInt64(trip.payments.count)))
        case 7: try trip.add(person: tag)
        case 8:
            if random.next() % 2 == 0 {
                trip = try trip.withHome(trip.home == .eur ? .chf : .eur)
            } else if trip.households.isEmpty {
                try trip.setHousehold("Home \(tag)", members: Array(trip.people.prefix(2)))
            } else {
                try trip.removeHousehold(trip.households[0].name)
            }
        default: break
        }
        return nil
    }

    /// A random bill in EUR (sometimes CHF) shared by some of the trip's people, paid by one.
    static func bill(in trip: Trip, _ random: inout SplitMix64, title: String, id: String? = nil) throws -> TripBill {
        let currency: Currency = random.next() % 4 == 0 ? .chf : .eur
        let sharers = trip.people.filter { _ in random.next() % 3 != 0 }
        let people = sharers.isEmpty ? [trip.people[0]] : sharers
        let shares = people.map { TripBill.Share($0, Money(minorUnits: Int64(random.next() % 3000) + 1, currency)) }
        let total = shares.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
        let payer = trip.people[Int(random.next() % UInt64(trip.people.count))]
        return try TripBill(
            id: id ?? TripItemID.random(using: &random), title: title, shares: shares,
            payers: [.init(payer, paid: Money(minorUnits: total, currency))])
    }

    /// A random payment in EUR between two of the trip's people, with a random id unless given.
    static func payment(in trip: Trip, _ random: inout SplitMix64, id: String? = nil) throws -> TripPayment {
        let from = Int(random.next() % UInt64(trip.people.count))
        let to = (from + 1 + Int(random.next() % UInt64(trip.people.count - 1))) % trip.people.count
        return try TripPayment(
            from: trip.people[from], to: trip.people[to],
            amount: Money(minorUnits: Int64(random.next() % 5000) + 1, .eur),
            id: id ?? TripItemID.random(using: &random))
    }

    // MARK: Cases by hand

    static func dinner(_ id: String = "dinner", title: String = "Dinner", cents: Int64 = 9000) throws -> TripBill {
        try TripBill(
            id: id, title: title,
            shares: [
                .init("Ann", Money(minorUnits: cents / 2, .eur)), .init("Ben", Money(minorUnits: cents / 2, .eur)),
            ],
            payers: [.init("Ann", paid: Money(minorUnits: cents, .eur))])
    }

    /// A document may carry home amounts on a trip without a home currency (a copy edited by
    /// hand, its `homeCurrency` key lost, as a fuzzer found): the trip keeps none, for a payment
    /// as for a bill, so what it reads merges with itself unchanged.
    @Test func homeAmountsOnATripWithoutAHomeAreDroppedAndTheTripMergesWithItself() throws {
        var trip = try Trip(name: "Porto", people: ["Ann", "Ben"], home: .eur)
        try trip.add(
            TripBill(
                id: "dinner", title: "Dinner",
                shares: [.init("Ann", Money(minorUnits: 2000, .eur)), .init("Ben", Money(minorUnits: 2000, .eur))],
                payers: [.init("Ann", paid: Money(minorUnits: 4000, .eur))]))
        try trip.record(TripPayment(from: "Ben", to: "Ann", amount: Money(minorUnits: 1000, .eur), id: "p1"))
        let text = try trip.json()
        #expect(text.contains("\"homeCurrency\" : \"EUR\","))
        let homeless = try Trip(json: text.replacing("\"homeCurrency\" : \"EUR\",", with: ""))
        #expect(homeless.home == nil)
        #expect(homeless.bills.map(\.home) == [nil])
        #expect(homeless.payments.map(\.home) == [nil])
        let itself = try homeless.merged(with: homeless)
        #expect(itself.trip == homeless)
        #expect(itself.conflicts.isEmpty)
    }

    @Test func aBillEditedOnBothSidesIsAConflictWithBothVersionsFieldByField() throws {
        var base = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
        try base.add(Self.dinner())
        var mine = base
        var theirs = base
        try mine.replace(Self.dinner(title: "Dinner and wine"))
        try theirs.replace(Self.dinner(cents: 9600))
        let merge = try mine.merged(with: theirs)
        #expect(merge.conflicts.map(\.subject) == [.bill("dinner")])
        #expect(
            merge.conflicts[0].differences == [
                .init(field: "title", mine: "Dinner and wine", theirs: "Dinner"),
                .init(field: "total", mine: "90.00 EUR", theirs: "96.00 EUR"),
                .init(field: "shares", mine: "Ann 45.00, Ben 45.00", theirs: "Ann 48.00, Ben 48.00"),
                .init(field: "payers", mine: "Ann 90.00 card", theirs: "Ann 96.00 card"),
            ])
        #expect(merge.trip == mine, "nothing in conflict is picked")
        // Keeping theirs gives their bill, which both copies then take.
        let kept = try mine.merged(with: theirs, keeping: [.bill("dinner"): .theirs])
        #expect(kept.trip.bill(id: "dinner")?.title == "Dinner")
        #expect(kept.trip.bill(id: "dinner")?.total == Money(minorUnits: 9600, .eur))
        #expect(try theirs.merged(with: kept.trip).trip.bill(id: "dinner") == kept.trip.bill(id: "dinner"))
    }

    @Test func aPaymentWithOneIDAndTwoContentsIsAConflictAndTheSideKeptHolds() throws {
        // Two copies that numbered their payments before payments had ids: each has a payment 1.
        let base = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"])
        var mine = base
        var theirs = base
        try mine.record(TripPayment(from: "Ben", to: "Ann", amount: Money(minorUnits: 3000, .eur), id: "1"))
        try theirs.record(TripPayment(from: "Cy", to: "Ann", amount: Money(minorUnits: 1250, .eur), id: "1"))
        let merge = try mine.merged(with: theirs)
        #expect(merge.conflicts.map(\.subject) == [.payment("1")])
        #expect(merge.trip == mine, "nothing in conflict is picked")

        for side in [TripMerge.Side.mine, .theirs] {
            let kept = try mine.merged(with: theirs, keeping: [.payment("1"): side])
            let payment = try #require(kept.trip.payments.first)
            #expect(payment.from == (side == .mine ? "Ben" : "Cy"), "\(side)")
            #expect(payment.ancestry == [mine.payments[0].revision, theirs.payments[0].revision], "\(side)")
            // The kept payment's ancestry changed, which is what makes the choice hold.
            #expect(kept.changes.paymentsChanged == 1, "\(side)")
            // Merging either copy again keeps it, with nothing to resolve and nothing changed.
            for copy in [mine, theirs] {
                let again = try kept.trip.merged(with: copy)
                #expect(again.conflicts.isEmpty && again.changes.isEmpty && again.trip == kept.trip, "\(side)")
                // And each copy takes it.
                let taken = try copy.merged(with: kept.trip)
                #expect(taken.conflicts.isEmpty && taken.trip.payments == kept.trip.payments, "\(side)")
            }
            // The choice travels in the trip's JSON.
            #expect(try Trip(json: kept.trip.json()) == kept.trip)
        }
    }

    @Test func aPersonSpelledOtherwiseOnTheOtherCopyIsOnePersonSpelledAlikeOnBoth() throws {
        // Two phones created the trip each on its own: one typed "ann", the other "Ann".
        var mine = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
        var theirs = try Trip(name: "Lisbon", people: ["ann", "Ben", "Cy"])
        try mine.add(Self.dinner())
        try theirs.add(
            TripBill(
                id: "taxi", title: "Taxi",
                shares: [.init("ann", Money(minorUnits: 600, .eur)), .init("Cy", Money(minorUnits: 600, .eur))],
                payers: [.init("ann", paid: Money(minorUnits: 1200, .eur))]))
        try theirs.record(TripPayment(from: "Ben", to: "ann", amount: Money(minorUnits: 500, .eur), id: "p1"))
        try theirs.setHousehold("Flat", members: ["ann", "Cy"])

        let merge = try mine.merged(with: theirs)
        #expect(merge.conflicts.isEmpty)
        #expect(merge.trip.people == ["Ann", "Ben", "Cy"])
        let taxi = try #require(merge.trip.bill(id: "taxi"))
        #expect(taxi.shares.map(\.person) == ["Ann", "Cy"] && taxi.payers.map(\.person) == ["Ann"])
        #expect(taxi.revision == theirs.bill(id: "taxi")?.revision, "a respelled bill is the same revision")
        #expect(merge.trip.payments.map(\.to) == ["Ann"])
        // Merging again changes nothing, and their copy takes the same spelling ("Ann" comes
        // before "ann" byte by byte), so both copies are one trip.
        let again = try merge.trip.merged(with: theirs)
        #expect(again.conflicts.isEmpty && again.changes.isEmpty && again.trip == merge.trip)
        let taken = try theirs.merged(with: mine)
        #expect(taken.conflicts.isEmpty && taken.trip.people == ["Ann", "Ben", "Cy"])
        #expect(taken.trip.bill(id: "dinner")?.shares.map(\.person) == ["Ann", "Ben"])
        #expect(taken.trip == merge.trip)
        #expect(try Self.printed(taken.trip) == Self.printed(merge.trip))
        #expect(try taken.trip.merged(with: merge.trip).changes.isEmpty)
    }

    @Test func twoCopiesThatEachAddedSomeoneAgreeOnThePeoplesOrderAndTheTransfers() throws {
        // The issue's case: each copy adds a person and a bill; merged into each other, both
        // suggest the same transfers.
        var base = try Trip(name: "Lisbon", people: ["Ann", "Ben"], home: .eur)
        try base.add(Self.dinner())
        var mine = base
        var theirs = base
        try mine.add(person: "Zed")
        try mine.add(
            TripBill(
                id: "zzzzzzzz", title: "Taxi", shares: [.init("Zed", Money(minorUnits: 1000, .eur))],
                payers: [.init("Ben", paid: Money(minorUnits: 1000, .eur))]))
        try theirs.add(person: "Cy")
        try theirs.add(
            TripBill(
                id: "aaaaaaaa", title: "Museum", shares: [.init("Cy", Money(minorUnits: 2400, .eur))],
                payers: [.init("Ann", paid: Money(minorUnits: 2400, .eur))]))
        let ab = try mine.merged(with: theirs).trip
        let ba = try theirs.merged(with: mine).trip
        #expect(ab.people == ["Ann", "Ben", "Cy", "Zed"] && ba.people == ab.people)
        #expect(ab.bills.map(\.id) == ["dinner", "aaaaaaaa", "zzzzzzzz"] && ba.bills.map(\.id) == ab.bills.map(\.id))
        #expect(try Self.printed(ab) == Self.printed(ba))
    }

    @Test func aNameInNFCOnOneCopyAndNFDOnTheOtherIsOnePersonAndAnIdenticalCopyMerges() throws {
        let composed = "Zo\u{EB}"
        let decomposed = "Zoe\u{308}"
        var mine = try Trip(name: "Lisbon", people: ["Ann", composed])
        try mine.add(
            TripBill(
                id: "b0", title: "Tea", shares: [.init(composed, Money(minorUnits: 400, .eur))],
                payers: [.init("Ann", paid: Money(minorUnits: 400, .eur))]))
        try mine.record(TripPayment(from: composed, to: "Ann", amount: Money(minorUnits: 400, .eur), id: "p1"))
        // The same trip as a file that spells Zoë decomposed everywhere.
        let text = try mine.json().replacing(composed, with: decomposed)
        #expect(text.utf8.count > (try mine.json()).utf8.count)
        let theirs = try Trip(json: text)
        #expect(theirs.people[1].utf8.elementsEqual(composed.utf8), "a trip keeps names in NFC")
        #expect(theirs.bill(id: "b0")?.shares[0].person.utf8.elementsEqual(composed.utf8) == true)
        for (left, right) in [(mine, theirs), (theirs, mine)] {
            let merge = try left.merged(with: right)
            #expect(merge.conflicts.isEmpty && merge.changes.isEmpty && merge.trip == mine)
        }
        // A bill naming her decomposed on a trip that has her composed is written composed.
        var trip = mine
        try trip.add(
            TripBill(
                id: "b1", title: "Cake", shares: [.init(decomposed, Money(minorUnits: 300, .eur))],
                payers: [.init(decomposed, paid: Money(minorUnits: 300, .eur))]))
        #expect(trip.bill(id: "b1")?.payers[0].person.utf8.elementsEqual(composed.utf8) == true)
    }

    @Test func aConflictOfKindOrAncestryAloneNamesWhatDiffers() throws {
        let base = try Self.dinner("b0")
        // The same amounts as a single bill split (another kind of bill).
        let shares = try TripBill(
            id: "b0", title: "Dinner", date: nil, kind: .single, total: Money(minorUnits: 9000, .eur),
            shares: base.shares, payers: base.payers)
        var mine = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
        var theirs = mine
        try mine.add(base)
        try theirs.add(shares)
        let kind = try mine.merged(with: theirs)
        #expect(kind.conflicts.map(\.differences) == [[.init(field: "kind", mine: "shares", theirs: "single")]])

        // Edited away and back on one copy: the same content with another past.
        var edited = mine
        var changed = base
        changed.title = "Supper"
        try edited.replace(changed)
        try edited.replace(base)
        var other = mine
        changed.title = "Lunch"
        try other.replace(changed)
        try other.replace(base)
        let ancestry = try edited.merged(with: other)
        let differences = try #require(ancestry.conflicts.first).differences
        #expect(differences.map(\.field) == ["ancestry"])
        #expect(differences[0].mine.hasSuffix(", after 2") && differences[0].theirs.hasSuffix(", after 2"))
        #expect(differences[0].mine != differences[0].theirs)
    }

    @Test(arguments: [
        "Ann", "ANN", " ann ", "Ann Marie", "An\u{200B}n", "Zoë", "Zoe\u{308}", "ÅSA", "\u{FEFF}Bo", "a~b",
    ])
    func aBillsRevisionIsTheRevisionOfItsPeoplesKeys(name: String) throws {
        func bill(_ person: String) throws -> TripBill {
            try TripBill(
                id: "x", title: "Lunch", shares: [.init(person, Money(minorUnits: 700, .eur))],
                payers: [.init(person, paid: Money(minorUnits: 700, .eur))])
        }
        let key = Trip.nameKey(name)
        #expect(try bill(name).revision == bill(key).revision, "\(key)")
        #expect(try bill(name).revision != bill(key + "x").revision)
    }

    @Test func aBillRemovedOnOneSideAndUntouchedOnTheOtherIsRemoved() throws {
        var base = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
        try base.add(Self.dinner())
        var mine = base
        try mine.removeBill(id: "dinner")
        let merge = try base.merged(with: mine)
        #expect(merge.trip.bills.isEmpty && merge.conflicts.isEmpty)
        var removed = TripMerge.Changes()
        removed.billsRemoved = 1
        #expect(merge.changes == removed)
        // Changed on the other side, it is a conflict: removed there, changed here.
        var changed = base
        try changed.replace(Self.dinner(title: "Late dinner"))
        let conflict = try changed.merged(with: mine)
        #expect(conflict.conflicts.map(\.subject) == [.bill("dinner")])
        #expect(conflict.conflicts[0].differences == [.init(field: "removed", mine: "no", theirs: "yes")])
    }

    @Test func aTripExportedBeforeRevisionsMergesByContent() throws {
        // The same bill, read from an export that has no revisions, is the same revision.
        var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
        try trip.add(Self.dinner("1"))
        try trip.record(TripPayment(from: "Ben", to: "Ann", amount: Money(minorUnits: 4500, .eur), id: "1"))
        let copy = try Trip(json: trip.json())
        #expect(copy == trip)
        #expect(try trip.merged(with: copy).changes.isEmpty)
        // The same id with other content and no common past is a conflict.
        var other = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
        try other.add(Self.dinner("1", title: "Lunch"))
        #expect(try trip.merged(with: other).conflicts.map(\.subject) == [.bill("1")])
    }

    @Test func revisionsChangeWithEveryEditAndAnUndoneEditIsANewRevision() throws {
        var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
        try trip.add(Self.dinner())
        let first = try #require(trip.bill(id: "dinner"))
        try trip.replace(Self.dinner(title: "Lunch"))
        try trip.replace(Self.dinner())
        let undone = try #require(trip.bill(id: "dinner"))
        #expect(undone.revision != first.revision)
        #expect(undone.ancestry.contains(first.revision) && undone.ancestry.count == 2)
        #expect(first.revision.count == 16)
        // Replacing a bill by itself changes nothing.
        try trip.replace(undone)
        #expect(trip.bill(id: "dinner") == undone)
    }

    @Test func randomIDsAreEightLettersOfTheAlphabet() {
        var random = SplitMix64(seed: 7)
        var seen = Set<String>()
        for _ in 0..<10_000 {
            let id = TripItemID.random(using: &random)
            #expect(id.count == 8 && id.allSatisfy(TripItemID.alphabet.contains))
            seen.insert(id)
        }
        #expect(seen.count == 10_000)
        #expect(!TripItemID.alphabet.contains("i") && !TripItemID.alphabet.contains("o"))
        var seeded = SplitMix64(seed: 8)
        let taken = TripItemID.random(using: &seeded)
        seeded = SplitMix64(seed: 8)
        let other = TripItemID.random(avoiding: { $0 == taken }, using: &seeded)
        #expect(other != taken && other.count == 8)
    }
}
