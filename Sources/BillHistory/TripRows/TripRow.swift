import GRDB

/// A row of the `trip` table (see ``HistorySchema``): a trip's name, home currency and times;
/// its people, bills and payments are rows of their own tables.
struct TripRow: FetchableRecord, MutablePersistableRecord, Hashable, Sendable {
    static let databaseTableName = "trip"

    var id: Int64?
    /// Unique whatever its ASCII case.
    var name: String
    /// The home currency's code, if set.
    var homeCurrency: String?
    /// One more with each change to the trip.
    var revision: Int64 = 0
    /// The revisions the home currency and households replaced, sorted and separated by spaces.
    var settingsAncestry: String = ""
    /// UTC, `2026-11-23T19:04:05Z`.
    var createdAt: String
    /// UTC, changed with every change to the trip or its rows.
    var updatedAt: String

    init(id: Int64? = nil, name: String, homeCurrency: String?, createdAt: String, updatedAt: String) {
        self.id = id
        self.name = name
        self.homeCurrency = homeCurrency
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    init(row: Row) throws {
        id = row["id"]
        name = row["name"]
        homeCurrency = row["home_currency"]
        revision = row["revision"]
        settingsAncestry = row["settings_ancestry"]
        createdAt = row["created_at"]
        updatedAt = row["updated_at"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["name"] = name
        container["home_currency"] = homeCurrency
        container["revision"] = revision
        container["settings_ancestry"] = settingsAncestry
        container["created_at"] = createdAt
        container["updated_at"] = updatedAt
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
