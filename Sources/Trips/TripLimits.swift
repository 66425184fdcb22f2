/// The most a trip holds, and so the most a trip file (`trip merge`, `trip import`) may carry:
/// docs/Limits.md lists them.
///
/// A trip refuses to grow past them, so its own export always reads back; a file past one is
/// refused as it is read (`TripDocumentScanner`), before it costs the time and memory of its
/// size.
public enum TripLimits {
    /// People in a trip (``Trip/maximumPeople``); also the shares, payers and households of one
    /// bill or trip, each naming a person at most once.
    public static let people = Trip.maximumPeople
    /// Bills in a trip.
    public static let bills = 250_000
    /// Payments in a trip.
    public static let payments = 250_000
    /// Shares and payers of all the bills of a trip together (100,000 bills of 20 people hold
    /// 2,100,000).
    public static let shares = 5_000_000
    /// Removed bills, and removed payments, a trip remembers (each).
    public static let removed = 250_000
    /// Revisions in one ancestry (of a bill, a payment, the settings or a removed bill).
    public static let ancestry = 10_000
    /// Rows (lines) of a Splitwise CSV export.
    public static let splitwiseRows = 250_000
    /// Bytes of one JSON string in a trip file (a name is at most 400).
    public static let stringBytes = 64 * 1024
    /// Arrays and objects inside each other in a trip file (a trip's own nests 6 deep).
    public static let depth = 32
}
