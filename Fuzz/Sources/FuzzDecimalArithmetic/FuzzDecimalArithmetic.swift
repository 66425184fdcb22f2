import FuzzSupport
import Money

/// Two canonical decimals, one per line, through every operation: no trap; comparison is a
/// total order; sums and products agree with their inverses whenever they are computed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecimalArithmetic(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let text = FuzzInput.text(start, count) else { return 0 }
    let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
    guard lines.count >= 2, let x = try? ExactDecimal(parsing: String(lines[0])),
        let y = try? ExactDecimal(parsing: String(lines[1]))
    else { return 0 }
    let digits = lines.count > 2 ? (Int(lines[2].prefix(2)) ?? 2) % 37 : 2
    invariant([x < y, x == y, y < x].filter { $0 }.count == 1, "order of \(x) and \(y)")
    invariant(max(x, y) == (x < y ? y : x), "max(\(x), \(y))")
    if let sum = try? x.adding(y), let back = try? sum.subtracting(y) {
        invariant(back == x, "(\(x) + \(y)) - \(y) = \(back)")
    }
    if let difference = try? x.subtracting(y) {
        invariant((difference < .zero) == (x < y), "sign of \(x) - \(y)")
    }
    if let product = try? x.multiplied(by: y), !y.isZero {
        let quotient = try? product.divided(by: y, fractionDigits: x.scale, rounding: .towardZero)
        invariant(quotient?.quotient == x && quotient?.isExact == true, "(\(x) × \(y)) ÷ \(y)")
    }
    for rule in Money.RoundingRule.allCases {
        _ = try? x.divided(by: y, fractionDigits: digits, rounding: rule)
        _ = x.rounded(toFractionDigits: digits, rule)
        if let currency = try? Currency(code: "USD") {
            let money = Money(minorUnits: Int64(truncatingIfNeeded: y.significand), currency)
            _ = try? money.multiplied(byPercent: x, rounding: rule)
            _ = try? money.multiplied(by: x, rounding: rule)
        }
    }
    return 0
}
