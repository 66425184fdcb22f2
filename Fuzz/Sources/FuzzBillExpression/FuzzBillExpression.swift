import FuzzSupport
import Money
@testable import TipfmtInternals

/// `tipfmt calc`'s bill expressions (`23.40 + 18.75 + 2*4.50`): an error or a value, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBillExpression(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let text = FuzzInput.text(start, count) else { return 0 }
    for code in ["USD", "JPY", "KWD"] {
        guard let currency = try? Currency(code: code) else { continue }
        _ = try? BillExpression.evaluate(text, currency: currency)
    }
    return 0
}
