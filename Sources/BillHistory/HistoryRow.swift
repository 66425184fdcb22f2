import GRDB

/// A row of one of the history's tables, read and written through its `Codable` fields, whose
/// columns are the fields' names in snake case (`billId` is `bill_id`).
protocol HistoryRow: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {}

extension HistoryRow {
    /// Columns are read by their snake-case names.
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    /// Columns are written by their snake-case names.
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
}
