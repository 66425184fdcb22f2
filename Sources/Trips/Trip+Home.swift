public import Money

extension Trip {
    /// This trip with `currency` as its home currency, set for the first time or changed.
    ///
    /// Bills and payments in `currency` convert at once; those in other currencies wait for a
    /// rate, as a bill added later would. A rate recorded to the old home currency says nothing
    /// about the new one, so changing a home currency that already has rates is refused, naming
    /// them, rather than dropping them. The households, payees, removed bills and payments stay.
    ///
    /// - Throws: ``TripError/rateMismatch(_:reason:)`` naming the bills and payments with a rate to
    ///   the old home currency.
    public func withHome(_ currency: Currency) throws(TripError) -> Trip {
        if home == currency { return self }
        try Self.checkHomeChange(
            trip: name, from: home, to: currency,
            ratedBills: bills.filter { $0.home != nil && $0.currency != home }.map(\.id),
            ratedPayments: payments.indices.filter { payments[$0].home != nil && payments[$0].amount.currency != home }
                .map { $0 + 1 })
        var trip = try Trip(name: name, people: people, home: currency)
        trip.households = households
        trip.payees = payees
        trip.removedBills = removedBills
        trip.removedPayments = removedPayments
        // The new home is a change of the settings, and of each bill whose home amounts it changed:
        // a merge then takes them over a copy that still has the old home.
        trip.settingsAncestry = settingsAncestry.union([settingsRevision])
        for bill in bills {
            try trip.add(bill.withoutHome())
            trip.descend(billAt: trip.bills.count - 1, from: bill)
        }
        for payment in payments { try trip.record(payment.withoutHome()) }
        return trip
    }

    /// Refuses to change the home currency `old` to `currency` while bills or payments have a
    /// rate to `old` (``withHome(_:)``): the rates would say nothing about the new one.
    ///
    /// - Parameters:
    ///   - trip: The trip's name, for the command the error suggests.
    ///   - old: The home currency, if any.
    ///   - currency: The new home currency.
    ///   - ratedBills: The ids of the bills converted to `old` by a rate, in the trip's order.
    ///   - ratedPayments: The numbers (from 1) of the payments converted to `old` by a rate.
    /// - Throws: ``TripError/rateMismatch(_:reason:)`` naming them.
    package static func checkHomeChange(
        trip: String, from old: Currency?, to currency: Currency, ratedBills: [String], ratedPayments: [Int]
    ) throws(TripError) {
        let rated = ratedBills.map { "bill \"\($0)\"" } + ratedPayments.map { "payment \($0)" }
        if let old, !rated.isEmpty {
            throw .rateMismatch(
                rated.joined(separator: ", "),
                reason:
                    "has a rate to \(old.code), not \(currency.code), and no command takes a recorded rate back; keep "
                    + "\(old.code) as the home currency (`tipfmt trip settle \(ShellWord.quoted(trip)) --per-currency` settles each "
                    + "currency on its own)"
            )
        }
    }
}
