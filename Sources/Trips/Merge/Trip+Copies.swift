extension Trip {
    /// Whether `other` is a copy of this trip (another device's, as `trip export` wrote it), so
    /// that merging it makes sense: it has the trip's name (as ``nameKey(_:)`` tells names apart),
    /// or it shares a past with it, a bill or payment id that both hold or removed.
    ///
    /// Settings are no shared past: two trips given the same home currency have the same
    /// settings revision without ever having met.
    ///
    ///     let rome = try Trip(name: "Rome", people: ["Ann", "Ben"])
    ///     print(rome.isCopy(of: rome), rome.isCopy(of: try Trip(name: "Oslo", people: ["Cy"])))
    ///     // Prints "true false"
    public func isCopy(of other: Trip) -> Bool {
        isCopy(of: other, holding: Set(bills.map(\.id)), otherHolding: other.bills.map(\.id))
    }

    /// ``isCopy(of:)`` for trips read without their bills (a copy too large to hold whole):
    /// `bills` are the ids of this trip's bills, `otherBills` those of `other`'s; their payments
    /// and removals are the trips' own.
    package func isCopy(of other: Trip, holding bills: Set<String>, otherHolding otherBills: some Sequence<String>)
        -> Bool
    {
        if Self.nameKey(name) == Self.nameKey(other.name) { return true }
        let myBills = bills.union(removedBills.keys)
        if otherBills.contains(where: myBills.contains) { return true }
        if other.removedBills.keys.contains(where: myBills.contains) { return true }
        let myPayments = Set(payments.map(\.id)).union(removedPayments)
        if other.payments.contains(where: { myPayments.contains($0.id) }) { return true }
        return !other.removedPayments.isDisjoint(with: myPayments)
    }
}
