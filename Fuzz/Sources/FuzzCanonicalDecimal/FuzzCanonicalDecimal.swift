import FuzzSupport
import Money

/// `ExactDecimal(parsing:)` and `Money(parsing:_:)`: no trap, and whatever reads prints back as
/// the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCanonicalDecimal(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let text = FuzzInput.text(start, count) else { return 0 }
    if let value = try? ExactDecimal(parsing: text) {
        invariant((try? ExactDecimal(parsing: value.description)) == value, "'\(text)' → \(value) does not read back")
        invariant(value.negated().negated() == value, "-(-\(value))")
    }
    for code in ["USD", "JPY", "KWD", "CHF"] {
        guard let currency = try? Currency(code: code) else { continue }
        if let money = try? Money(parsing: text, currency) {
            invariant((try? Money(parsing: money.amountText, currency)) == money, "'\(text)' \(code) → \(money)")
        }
        _ = try? Money(parsing: text, currency, rounding: .toNearestOrEven)
    }
    return 0
}
