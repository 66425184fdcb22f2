import GRDB
import SavedBills

/// A row of one of the history's tables, read and written through its `Codable` fields, whose
/// columns are the fields' names in snake case (`billId` is `bill_id`).
protocol HistoryRow: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {}

extension HistoryRow {
    /// Columns are read by their snake-case names.
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    /// Columns are written by their snake-case names.
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
}

extension HistoryRow {
    /// The minor units of `text`, an amount with `digits` fraction digits, for a column that holds
    /// amounts as integers.
    ///
    /// - Throws: ``HistoryError/invalidRecord(_:)`` for text that is not such an amount (a bill
    ///   that passed `SavedBill.validate` has none).
    static func minor(_ text: String, _ digits: Int) throws(HistoryError) -> Int64 {
        guard let value = MinorUnitText.minorUnits(text, fractionDigits: digits) else {
            throw .invalidRecord("'\(text.prefix(40))' is not an amount with \(digits) fraction digits")
        }
        return value
    }
}
