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
        if Self.nameKey(name) == Self.nameKey(other.name) { return true }
        let myBills = Set(bills.map(\.id)).union(removedBills.keys)
        if other.bills.contains(where: { myBills.contains($0.id) }) { return true }
        if other.removedBills.keys.contains(where: myBills.contains) { return true }
        let myPayments = Set(payments.map(\.id)).union(removedPayments)
        if other.payments.contains(where: { myPayments.contains($0.id) }) { return true }
        return !other.removedPayments.isDisjoint(with: myPayments)
    }
}
