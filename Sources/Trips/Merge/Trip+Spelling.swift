extension Trip {
    /// The spelling both copies take of each person they spell differently.
    ///
    /// Two names (`ann` there, `Ann` here) are one person when their keys, ``nameKey(_:)``, are
    /// equal; both copies take the first spelling in the order of their bytes, whichever copy is
    /// this one. Each copy's map sends its own spelling to the one taken.
    func spellings(with other: Trip) -> (mine: [String: String], theirs: [String: String]) {
        let mine = Dictionary(people.map { (Self.nameKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        var spellings: (mine: [String: String], theirs: [String: String]) = ([:], [:])
        for person in other.people {
            guard let spelled = mine[Self.nameKey(person)], !Self.sameBytes(spelled, person) else { continue }
            if spelled.utf8.lexicographicallyPrecedes(person.utf8) {
                spellings.theirs[person] = spelled
            } else {
                spellings.mine[spelled] = person
            }
        }
        return spellings
    }

    /// This trip with each person `spellings` names spelled its way.
    ///
    /// The people, households, bills and payments are respelled. Revisions do not change (they are
    /// worked out from the names' keys), so a bill respelled is the same revision and keeps its
    /// ancestry.
    func respelled(_ spellings: [String: String]) throws(TripError) -> Trip {
        if spellings.isEmpty { return self }
        let spelled = { (person: String) in spellings[person] ?? person }
        var trip = try Trip(name: name, people: people.map(spelled), home: home)
        trip.households = households.map { Household(name: $0.name, members: $0.members.map(spelled)) }
        for bill in bills { try trip.add(try bill.respelled(spelled)) }
        for payment in payments { try trip.record(try payment.respelled(spelled)) }
        // Set last, as a trip's JSON is read: adding bills above would change them.
        trip.settingsAncestry = settingsAncestry
        trip.payees = Dictionary(payees.map { (spelled($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        trip.removedBills = removedBills
        trip.removedPayments = removedPayments
        return trip
    }
}

extension TripBill {
    /// This bill with each person named as `spelled` gives, its home amounts and ancestry kept.
    func respelled(_ spelled: (String) -> String) throws(TripError) -> TripBill {
        var bill = try TripBill(
            id: id, title: title, date: date, kind: kind, total: total,
            shares: shares.map { Share(spelled($0.person), $0.amount) },
            payers: payers.map { Payer(spelled($0.person), paid: $0.amount, method: $0.method) })
        bill.category = category
        bill.ancestry = ancestry
        guard let home else { return bill }
        return try bill.converted(by: home.conversion)
    }
}

extension TripPayment {
    /// This payment with its payer and receiver named as `spelled` gives, its home amount and
    /// ancestry kept.
    func respelled(_ spelled: (String) -> String) throws(TripError) -> TripPayment {
        var payment = try TripPayment(
            from: spelled(from), to: spelled(to), amount: amount, date: date, method: method, id: id)
        payment.ancestry = ancestry
        guard let home else { return payment }
        return payment.converted(by: home)
    }
}
