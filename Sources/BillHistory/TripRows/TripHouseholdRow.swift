import GRDB

/// A row of the `trip_household` table: a household of a trip (people who settle as one), at its
/// place in the trip's order; its members are `trip_household_member` rows.
struct TripHouseholdRow: FetchableRecord, PersistableRecord, Hashable, Sendable {
    static let databaseTableName = "trip_household"

    var tripId: Int64
    /// 0 for the first household.
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
