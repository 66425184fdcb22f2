// SplitMix64 and the string helpers come from the shared TestSupport target, re-exported so
// every file of this target has them.
@_exported import TestSupport
import Money
import TipCalc

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A request with the common fields set in one call.
func request(
    _ bill: Money, percent: String, party: Party = .even(1), rounding: RoundingPolicy = .none,
    increment: String? = nil, cash: Bool = false
) throws -> TipRequest {
    var request = TipRequest(bill: bill, tip: .percent(try dec(percent)))
    request.party = party
    request.rounding = rounding
    request.roundingIncrement = try increment.map(dec)
    request.cash = cash
    return request
}
