extension Trip {
    /// Whether `other` is a copy of this trip (another device's, as `trip export` wrote it), so
    /// that merging it makes sense.
    ///
    /// Two copies share their past: a bill or payment id (held or removed), or a revision of their
    /// settings. A trip with no bill, payment or removal yet has no past to share: it is a copy of
    /// a trip of the same name (as ``nameKey(_:)`` tells names apart).
    ///
    ///     let rome = try Trip(name: "Rome", people: ["Ann", "Ben"])
    ///     print(rome.isCopy(of: rome), rome.isCopy(of: try Trip(name: "Oslo", people: ["Cy"])))
    ///     // Prints "true false"
    public func isCopy(of other: Trip) -> Bool {
        if !isEmptyOfItems && !other.isEmptyOfItems {
            let myBills = Set(bills.map(\.id)).union(removedBills.keys)
            if other.bills.contains(where: { myBills.contains($0.id) }) { return true }
            if other.removedBills.keys.contains(where: myBills.contains) { return true }
            let myPayments = Set(payments.map(\.id)).union(removedPayments)
            if other.payments.contains(where: { myPayments.contains($0.id) }) { return true }
            if !other.removedPayments.isDisjoint(with: myPayments) { return true }
        }
        if settingsAncestry.contains(other.settingsRevision) || other.settingsAncestry.contains(settingsRevision)
            || !settingsAncestry.isDisjoint(with: other.settingsAncestry)
        {
            return true
        }
        return (isEmptyOfItems || other.isEmptyOfItems) && Self.nameKey(name) == Self.nameKey(other.name)
    }

    /// Whether the trip has no bill or payment and removed none.
    private var isEmptyOfItems: Bool {
        bills.isEmpty && payments.isEmpty && removedBills.isEmpty && removedPayments.isEmpty
    }
}
