import GRDB

/// A row of the `trip_person` table: one person of a trip, at their place in its order.
///
/// Shares, payers and payments name a person by this `position`, so a balance is a `SUM`
/// grouped by it with no name compared.
struct TripPersonRow: FetchableRecord, PersistableRecord, Hashable, Sendable {
    static let databaseTableName = "trip_person"

    var tripId: Int64
    /// 0 for the first person.
    var position: Int
    var name: String

    init(tripId: Int64, position: Int, name: String) {
        self.tripId = tripId
        self.position = position
        self.name = name
    }

    init(row: Row) throws {
        tripId = row["trip_id"]
        position = row["position"]
        name = row["name"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["trip_id"] = tripId
        container["position"] = position
        container["name"] = name
    }
}
