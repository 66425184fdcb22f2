import GRDB

/// A row of the `trip_share` table: one person's share of a bill, in the bill's currency and,
/// once the bill has a rate, in the home currency.
struct TripShareRow: FetchableRecord, PersistableRecord, Hashable, Sendable {
    static let databaseTableName = "trip_share"

    /// The `trip_bill` row.
    var bill: Int64
    /// 0 for the bill's first share.
    var position: Int
    /// The person's position in the trip.
    var person: Int
    var amountMinor: Int64
    /// The share of the converted total, when the bill has a rate.
    var homeMinor: Int64?

    init(bill: Int64, position: Int, person: Int, amountMinor: Int64, homeMinor: Int64?) {
        self.bill = bill
        self.position = position
        self.person = person
        self.amountMinor = amountMinor
        self.homeMinor = homeMinor
    }

    init(row: Row) throws {
        bill = row["bill"]
        position = row["position"]
        person = row["person"]
        amountMinor = row["amount_minor"]
        homeMinor = row["home_minor"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["bill"] = bill
        container["position"] = position
        container["person"] = person
        container["amount_minor"] = amountMinor
        container["home_minor"] = homeMinor
    }
}
