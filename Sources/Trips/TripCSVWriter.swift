import Money

/// A trip's CSV table (``Trip/csv(method:)``) written a bill at a time, byte for byte the same,
/// so a trip of any size is written in the memory of one bill.
///
/// The payments come from the trip without its bills, the balances and transfers from its ledger.
///
///     let writer = try TripCSVWriter(head, ledger: ledger)
///     var text = writer.opening
///     for bill in bills { text += writer.text(of: bill) }
///     text += writer.closing
///     print(text == (try trip.csv()))
///     // Prints "true"
public struct TripCSVWriter: Sendable {
    /// The header record.
    public var opening: String { CSVText.record(Trip.csvColumns) }
    /// The records after the bills: payments, balances and transfers.
    public let closing: String

    /// Prepares the table's records after the bills: the payments of `trip`, the balances and
    /// transfers of `ledger`.
    ///
    /// - Parameters:
    ///   - trip: The trip without its bills, with its payments.
    ///   - ledger: The whole trip's ledger (its balances, bills included).
    ///   - method: How the transfers are chosen.
    /// - Throws: As ``Trip/csv(method:)``: a balance that overflows.
    public init(_ trip: Trip, ledger: TripLedger, method: Settlement.Method = .fewestTransfers) throws(TripError) {
        try self.init(trip, ledger: ledger, decision: try SettlementDecision.shown(ledger, method: method))
    }

    /// Prepares the table's records after the bills: the payments of `trip`, the balances of
    /// `ledger` and the transfers of `decision`, the command's one answer (none while a bill or
    /// payment waits for a rate).
    ///
    /// - Throws: A balance that overflows.
    public init(_ trip: Trip, ledger: TripLedger, decision: SettlementDecision?) throws(TripError) {
        closing = try Trip.csvRecords(payments: trip.payments, ledger: ledger, decision: decision)
    }

    /// The records of one bill: the bill, its shares and its payers.
    ///
    /// - Parameter bill: The next bill, in the trip's order.
    /// - Returns: The text to write after what was written before.
    public func text(of bill: TripBill) -> String {
        Trip.csvRecords(of: bill)
    }
}
