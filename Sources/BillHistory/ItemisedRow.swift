import Foundation
import GRDB
import TipCalc

/// A row of the `bill_itemised` table: an itemised bill whole, as `ItemisedResult` JSON.
struct ItemisedRow: HistoryRow, PersistableRecord {
    static let databaseTableName = "bill_itemised"

    var billId: Int64
    var resultJson: String
}

extension ItemisedRow {
    /// The row for `result`, keys sorted so the same bill is always the same text.
    init(_ result: ItemisedResult, billID: Int64) throws(HistoryError) {
        do {
            resultJson = String(decoding: try JSONText.compact(result), as: UTF8.self)
        } catch {
            throw .invalidRecord("the itemised bill cannot be encoded: \(error)")
        }
        billId = billID
    }

    /// The result the row holds; `nil` when it no longer reads (kept, never rewritten).
    var result: ItemisedResult? {
        try? JSONDecoder().decode(ItemisedResult.self, from: Data(resultJson.utf8))
    }
}
