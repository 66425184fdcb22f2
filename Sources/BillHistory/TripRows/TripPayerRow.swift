import GRDB

/// A row of the `trip_payer` table: what one person paid of a bill, and how.
struct TripPayerRow: FetchableRecord, PersistableRecord, Hashable, Sendable {
    static let databaseTableName = "trip_payer"

    /// The `trip_bill` row.
    var bill: Int64
    /// 0 for the bill's first payer.
    var position: Int
    /// The person's position in the trip.
    var person: Int
    var amountMinor: Int64
    /// `cash` or `card`.
    var method: String
    /// The part of the converted total this payer paid, when the bill has a rate.
    var homeMinor: Int64?

    init(bill: Int64, position: Int, person: Int, amountMinor: Int64, method: String, homeMinor: Int64?) {
        self.bill = bill
        self.position = position
        self.person = person
        self.amountMinor = amountMinor
        self.method = method
        self.homeMinor = homeMinor
    }

    init(row: Row) throws {
        bill = row["bill"]
        position = row["position"]
        person = row["person"]
        amountMinor = row["amount_minor"]
        method = row["method"]
        homeMinor = row["home_minor"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["bill"] = bill
        container["position"] = position
        container["person"] = person
        container["amount_minor"] = amountMinor
        container["method"] = method
        container["home_minor"] = homeMinor
    }
}
