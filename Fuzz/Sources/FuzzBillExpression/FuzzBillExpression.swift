import FuzzSupport
import Money
@_spi(Fuzzing) import TipfmtKit

/// `tipfmt calc`'s bill expressions (`23.40 + 18.75 + 2*4.50`): an error or a value, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBillExpression(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let text = FuzzInput.text(start, count) else { return 0 }
    for code in ["USD", "JPY", "KWD"] {
        guard let currency = try? Currency(code: code) else { continue }
        _ = FuzzingEntryPoints.evaluateBill(text, currency: currency)
    }
    return 0
}
