import FuzzSupport
import FuzzTripChecks
import Money
import Trips

/// A trip's JSON export as `tipfmt trip import` reads it (docs/Trips.md): an error naming the field,
/// or a trip whose balances sum to zero in every currency and which reads back from its own export
/// unchanged, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTripJSON(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let text = FuzzInput.text(start, count), let trip = try? Trip(json: text) else { return 0 }
    TripChecks.holds(trip, from: "the JSON import")
    return 0
}
