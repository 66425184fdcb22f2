package import Trips

/// Another copy of a trip (a `trip export` file) read a bill at a time: what `trip merge` and
/// `trip import` save or merge without holding the copy whole.
///
/// A trip of 100,000 bills of 20 people takes hundreds of MB as a `Trip` and its export as much
/// as text; the copy keeps its head and the ids of its bills, and reads each bill when it is
/// needed.
package struct TripCopy {
    /// The copy without its bills: its name, people, home currency, households, settings'
    /// ancestry, payments, and the bills and payments it removed (none it holds).
    package let head: Trip
    /// The ids of its bills, in its order, each once.
    package let billIDs: [String]
    /// How many bytes each bill takes in the file, in the order of ``billIDs`` (none for a copy
    /// held in memory): what a merge reads at once is bounded by bytes as well as by bills.
    package let billSizes: [Int]
    /// Reads the bill at a position of ``billIDs`` as the file has it.
    private let read: (Int) throws -> TripBill

    /// A copy of `head` with the bills `billIDs`, which `read` reads by position.
    ///
    /// - Parameters:
    ///   - head: The copy without its bills; its removals of bills it holds are dropped.
    ///   - billIDs: The ids of its bills, in order, each once.
    ///   - billSizes: The bytes each bill takes in the file; none for a copy in memory.
    ///   - read: Reads the bill at a position of `billIDs`.
    package init(
        head: Trip, billIDs: [String], billSizes: [Int] = [], read: @escaping (Int) throws -> TripBill
    ) {
        var head = head
        if !head.removedBills.isEmpty {
            let held = Set(billIDs)
            head.removedBills = head.removedBills.filter { !held.contains($0.key) }
        }
        self.head = head
        self.billIDs = billIDs
        self.billSizes = billSizes
        self.read = read
    }

    /// A copy of a trip held whole, read from it bill by bill (what a test merges both ways).
    ///
    /// - Throws: The error of a rule the trip's head breaks (none for a trip that holds).
    package init(_ trip: Trip) throws(TripError) {
        var head = try Trip(name: trip.name, people: trip.people, home: trip.home)
        for household in trip.households { try head.setHousehold(household.name, members: household.members) }
        for payment in trip.payments { try head.record(payment) }
        // Set last: the households and payments above change them.
        head.settingsAncestry = trip.settingsAncestry
        head.payees = trip.payees
        head.removedBills = trip.removedBills
        head.removedPayments = trip.removedPayments
        let bills = trip.bills
        self.init(head: head, billIDs: bills.map(\.id)) { bills[$0] }
    }

    /// This copy under another name (`trip import --name`).
    ///
    /// - Throws: ``TripError/invalidName(_:)`` for a name a trip cannot have.
    package func renamed(_ name: String) throws(TripError) -> TripCopy {
        var head = self.head
        try head.rename(name)
        return TripCopy(head: head, billIDs: billIDs, billSizes: billSizes, read: read)
    }

    /// The bill at `position` of ``billIDs``, checked as the trip holds it (its people the
    /// copy's, its category trimmed, its home amounts those of the copy's home currency).
    ///
    /// - Throws: What reading it throws, or the rule of the trip it breaks.
    package func bill(at position: Int) throws -> TripBill {
        // The head holds no removal of a bill it holds: adding changes nothing but the bill.
        var alone = head
        try alone.add(try read(position))
        return alone.bills[0]
    }

    /// The copy's head with the bills at `positions` added, in that order.
    func trip(with positions: some Sequence<Int>) throws -> Trip {
        var trip = head
        for position in positions { try trip.add(try read(position)) }
        return trip
    }
}
