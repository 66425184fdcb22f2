import GRDB

/// A row of the `trip_bill` table: one bill of a trip without its shares, payers and conversion.
///
/// The row's `id` orders the bills (an edit updates the row in place, so a bill keeps its place);
/// the bill's own id, the one users type, is `billId`.
struct TripBillRow: FetchableRecord, MutablePersistableRecord, Hashable, Sendable {
    static let databaseTableName = "trip_bill"

    var id: Int64?
    var tripId: Int64
    /// The bill's id in its trip (`3`, `dinner`).
    var billId: String
    /// `billId` as a whole number when it reads as one (bills numbered before ids were random).
    var number: Int64?
    var title: String
    /// What kind of spending it was, if said.
    var category: String?
    /// A note on the bill, if any.
    var note: String?
    /// `YYYY-MM-DD`, if known.
    var date: String?
    /// `single`, `itemised` or `shares`.
    var kind: String
    var currency: String
    var totalMinor: Int64
    /// Whether a conversion to the home currency is recorded (a `trip_conversion` row).
    var converted: Bool
    /// The revisions the bill replaced, sorted and separated by spaces (`''` for none).
    var ancestry: String = ""

    init(row: Row) throws {
        id = row["id"]
        tripId = row["trip_id"]
        billId = row["bill_id"]
        number = row["number"]
        title = row["title"]
        category = row["category"]
        note = row["note"]
        date = row["date"]
        kind = row["kind"]
        currency = row["currency"]
        totalMinor = row["total_minor"]
        converted = row["converted"]
        ancestry = row["ancestry"]
    }

    init(
        id: Int64? = nil, tripId: Int64, billId: String, title: String, category: String?, note: String?,
        date: String?, kind: String, currency: String, totalMinor: Int64, converted: Bool
    ) {
        self.id = id
        self.tripId = tripId
        self.billId = billId
        // As `Int(id)` reads ids, so `007` counts as 7.
        number = Int(billId).map(Int64.init)
        self.title = title
        self.category = category
        self.note = note
        self.date = date
        self.kind = kind
        self.currency = currency
        self.totalMinor = totalMinor
        self.converted = converted
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["trip_id"] = tripId
        container["bill_id"] = billId
        container["number"] = number
        container["title"] = title
        container["category"] = category
        container["note"] = note
        container["date"] = date
        container["kind"] = kind
        container["currency"] = currency
        container["total_minor"] = totalMinor
        container["converted"] = converted
        container["ancestry"] = ancestry
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
