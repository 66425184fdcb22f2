import FuzzSupport
import FuzzTripChecks
import Money
import Trips

/// A Splitwise CSV export as `tipfmt trip import FILE --name NAME [--home CODE]` reads it: an error
/// naming the row, or a trip whose balances sum to zero in every currency and which reads back from
/// its own JSON export unchanged, never a trap. The first byte picks the home currency: none, one
/// with no minor unit, or one with three.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSplitwiseCSV(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let (selector, text) = FuzzInput.selectorAndText(start, count) else { return 0 }
    let homes: [String?] = [nil, "EUR", "JPY", "KWD"]
    let home = homes[Int(selector) % homes.count].flatMap { try? Currency(code: $0) }
    guard let trip = try? SplitwiseImport.trip(csv: text, name: "Fuzz", home: home) else { return 0 }
    TripChecks.holds(trip, from: "the Splitwise import")
    return 0
}
