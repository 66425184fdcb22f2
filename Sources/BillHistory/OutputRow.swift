import BillPresentation
import GRDB
import SavedBills

/// A row of the `bill_output` table: text printed when a bill was saved.
struct OutputRow: HistoryRow, PersistableRecord {
    static let databaseTableName = "bill_output"

    /// The kinds, by the output they hold.
    static let calcKind = "calc"
    static let receiptKinds = ["text", "markdown", "json", "html"].map { "receipt." + $0 }

    var billId: Int64
    var kind: String
    var text: String

    /// The rows for a bill's outputs.
    static func rows(_ outputs: SavedBill.Outputs, billID: Int64) -> [OutputRow] {
        let receipt = outputs.receipt
        return [
            OutputRow(billId: billID, kind: calcKind, text: outputs.calc),
            OutputRow(billId: billID, kind: "receipt.text", text: receipt.text),
            OutputRow(billId: billID, kind: "receipt.markdown", text: receipt.markdown),
            OutputRow(billId: billID, kind: "receipt.json", text: receipt.json),
            OutputRow(billId: billID, kind: "receipt.html", text: receipt.html),
        ]
    }

    /// The outputs the rows of one bill hold; `nil` when one is missing.
    static func outputs(_ rows: [OutputRow], format: String, width: Int) -> SavedBill.Outputs? {
        var texts: [String: String] = [:]
        for row in rows { texts[row.kind] = row.text }
        guard let calc = texts[calcKind], let text = texts["receipt.text"], let markdown = texts["receipt.markdown"],
            let json = texts["receipt.json"], let html = texts["receipt.html"]
        else { return nil }
        return SavedBill.Outputs(
            calc: calc,
            receipt: SavedBill.ReceiptOutputs(
                format: format, width: width, text: text, markdown: markdown, json: json, html: html))
    }
}
