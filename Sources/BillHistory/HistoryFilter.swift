package import SavedBills

/// Which saved bills a listing or an export takes.
package struct HistoryFilter: Hashable, Sendable {
    /// At most this many, newest first; `nil` for all.
    package var limit: Int?
    /// Only bills saved at or after this moment.
    package var since: UTCTimestamp?
    /// Only bills in this currency (`JPY`).
    package var currency: String?

    /// A filter; the defaults take every bill.
    package init(limit: Int? = nil, since: UTCTimestamp? = nil, currency: String? = nil) {
        self.limit = limit
        self.since = since
        self.currency = currency
    }
}
