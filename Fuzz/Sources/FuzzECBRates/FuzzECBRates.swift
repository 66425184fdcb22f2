import FuzzSupport
import Money
import TipCalc

/// The ECB daily rates reader, then every cross rate and a conversion each way.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzECBRates(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let text = FuzzInput.text(start, count), let rates = try? ECBRates(xml: text, source: "fuzz.xml") else {
        return 0
    }
    _ = try? rates.checkFresh(today: "2026-11-23", maximumAgeDays: 7)
    let currencies = rates.currencies.prefix(6).compactMap { try? Currency(code: $0) }
    for from in currencies {
        for to in currencies {
            guard let rate = try? rates.rate(from: from, to: to) else { continue }
            for units: Int64 in [1, 8450, -99_999, Int64.max / 3] {
                _ = try? rate.convert(Money(minorUnits: units, from))
                _ = try? rate.inverted.convert(Money(minorUnits: units, to), rounding: .ceiling)
            }
        }
    }
    return 0
}
