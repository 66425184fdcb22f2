// SplitMix64 and the string helpers come from the shared TestSupport target, re-exported so
// every file of this target has them.
@_exported import TestSupport
import BillPresentation
import Foundation
import Money
import SavedBills
import TipCalc

/// A saved bill built the way `tipfmt calc --save` builds one: TipCalc computes, the receipt is
/// rendered, the record formats every amount for `locale`.
func savedBill(
    _ bill: String, _ code: String, locale: String = "en_US", percent: String = "18", party: Party = .even(1),
    tax: Tax? = nil, home: (code: String, rate: String)? = nil, note: String? = nil,
    at time: String = "2026-11-23T19:04:05Z"
) throws -> SavedBill {
    let currency = try Currency(code: code)
    var request = TipRequest(
        bill: try Money(parsing: bill, currency), tip: .percent(try ExactDecimal(parsing: percent)))
    request.party = party
    request.tax = tax
    if let home {
        request.home = try ExchangeRate(
            from: currency, to: try Currency(code: home.code), rate: try ExactDecimal(parsing: home.rate))
    }
    let result = try TipCalculator.calculate(request)
    let formatter = MoneyFormatter(locale: try LocaleIdentifier(locale))
    let receipt = try Receipt(result: result, formatter: formatter, note: note)
    let outputs = SavedBill.Outputs(
        calc: "Bill  \(try formatter.format(result.bill))\nTotal  \(try formatter.format(result.total))\n",
        receipt: SavedBill.ReceiptOutputs(
            format: "text", width: 42, text: receipt.rendered(as: .text), markdown: receipt.rendered(as: .markdown),
            json: receipt.rendered(as: .json), html: receipt.rendered(as: .html)))
    return try SavedBill(
        result: result, command: .calc, formatter: formatter, billInput: bill, note: note,
        savedAt: UTCTimestamp(time) ?? .now(), outputs: outputs)
}

/// A fresh folder under the temporary directory, and the history path inside it.
struct TemporaryHistory {
    let folder: String
    var path: String { folder + "/tipfmt/history.sqlite" }

    init() {
        folder = NSTemporaryDirectory() + "billhistory-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Every byte of the file at `path` (and of its `-wal`), to show a file was left untouched.
    func bytes(_ path: String) -> [Data?] {
        [FileManager.default.contents(atPath: path), FileManager.default.contents(atPath: path + "-wal")]
    }
}
