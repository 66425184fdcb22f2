import FuzzSupport
import Money

/// Locale ids: no trap, and formatting in any id that is accepted works.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocaleIdentifier(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let text = FuzzInput.text(start, count), let locale = try? LocaleIdentifier(text) else { return 0 }
    // Not every canonical form reads back (en-u-nua-arb → en@attribute=arb-nua); the config file
    // checks that before saving. Reading it again must still not trap.
    _ = try? LocaleIdentifier(locale.identifier)
    if let currency = try? Currency(code: "EUR") {
        _ = try? MoneyFormatter(locale: locale).format(Money(minorUnits: -123_456, currency))
    }
    return 0
}
