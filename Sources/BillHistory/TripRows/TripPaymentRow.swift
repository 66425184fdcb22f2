import GRDB

/// A row of the `trip_payment` table: money handed from one person of a trip to another.
///
/// The row's `id` orders the payments.
struct TripPaymentRow: FetchableRecord, MutablePersistableRecord, Hashable, Sendable {
    static let databaseTableName = "trip_payment"

    var id: Int64?
    var tripId: Int64
    /// The payment's id in its trip.
    var paymentId: String
    /// The payer's position in the trip.
    var payer: Int
    /// The receiver's position in the trip.
    var receiver: Int
    var currency: String
    var amountMinor: Int64
    /// `YYYY-MM-DD`, if known.
    var date: String?
    /// `cash` or `card`.
    var method: String
    /// Whether a conversion to the home currency is recorded (a `trip_conversion` row).
    var converted: Bool
    /// The revisions of the versions a merge kept the payment over, space-separated.
    var ancestry: String = ""

    init(
        id: Int64? = nil, tripId: Int64, paymentId: String, payer: Int, receiver: Int, currency: String,
        amountMinor: Int64,
        date: String?, method: String, converted: Bool
    ) {
        self.id = id
        self.tripId = tripId
        self.paymentId = paymentId
        self.payer = payer
        self.receiver = receiver
        self.currency = currency
        self.amountMinor = amountMinor
        self.date = date
        self.method = method
        self.converted = converted
    }

    init(row: Row) throws {
        id = row["id"]
        tripId = row["trip_id"]
        paymentId = row["payment_id"]
        payer = row["payer"]
        receiver = row["receiver"]
        currency = row["currency"]
        amountMinor = row["amount_minor"]
        date = row["date"]
        method = row["method"]
        converted = row["converted"]
        ancestry = row["ancestry"]
    }

    func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["trip_id"] = tripId
        container["payment_id"] = paymentId
        container["payer"] = payer
        container["receiver"] = receiver
        container["currency"] = currency
        container["amount_minor"] = amountMinor
        container["date"] = date
        container["method"] = method
        container["converted"] = converted
        container["ancestry"] = ancestry
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
