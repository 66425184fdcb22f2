import GRDB

/// A row of the `trip_household_member` table: one member of a household, in the order given.
struct TripHouseholdMemberRow: FetchableRecord, PersistableRecord, Hashable, Sendable {
    static let databaseTableName = "trip_household_member"

    var tripId: Int64
    /// The household's position in the trip.
    var household: Int
    /// 0 for the household's first member.
    var position: Int
    /// The member's position in the trip.
    var person: Int

    init(tripId: Int64, household: Int, position: Int, person: Int) {
        self.tripId = tripId
        self.household = household
        self.position = position
        self.person = person
    }

    init(row: Row) throws {
        tripId = row["trip_id"]
        household = row["household"]
        position = row["position"]
        person = row["person"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["trip_id"] = tripId
        container["household"] = household
        container["position"] = position
        container["person"] = person
    }
}
