import FuzzSupport
import FuzzTripChecks
import Trips

/// A merge of two exports: the input is two trip JSON documents separated by a NUL byte. Each
/// reads or fails with one line; two that read merge both ways with the same conflicts and, without
/// conflicts, the same trip in the same order, merging again changes nothing, a copy merged with itself is
/// itself, and the merged trip keeps every promise `TripChecks` holds a trip a reader accepted
/// to. Never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTripMerge(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    let halves = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
    guard halves.count == 2, let first = String(validating: halves[0], as: UTF8.self),
        let second = String(validating: halves[1], as: UTF8.self)
    else { return 0 }
    guard let mine = try? Trip(json: first) else { return 0 }
    if let itself = try? mine.merged(with: mine) {
        invariant(itself.trip == mine && itself.conflicts.isEmpty, "a copy merged with itself changed")
    }
    guard let theirs = try? Trip(json: second) else { return 0 }
    // A merge may refuse (a person spelled differently, too many people), the same both ways.
    let ab = try? mine.merged(with: theirs)
    let ba = try? theirs.merged(with: mine)
    guard let ab, let ba else { return 0 }
    TripChecks.holds(ab.trip, from: "merge")
    invariant(
        Set(ab.conflicts.map(\.subject)) == Set(ba.conflicts.map(\.subject)),
        "merging A into B and B into A give other conflicts")
    // Both sides take one spelling of each person: the conflicts are the same versions seen
    // from each side, and without conflicts the two merges are one trip (but for its name).
    invariant(
        Set(ab.conflicts) == Set(ba.conflicts.map(\.mirrored)), "merging A into B and B into A give other conflicts")
    if ab.conflicts.isEmpty {
        var renamed = ba.trip
        try? renamed.rename(ab.trip.name)
        invariant(renamed == ab.trip, "merging A into B and B into A give other trips")
    }
    invariant(
        Set(ab.trip.bills.map(\.id)) == Set(ba.trip.bills.map(\.id)) || !ab.conflicts.isEmpty,
        "merging A into B and B into A keep other bills")
    if let again = try? ab.trip.merged(with: theirs) {
        invariant(again.trip == ab.trip, "merging the same copy again changed the trip")
        invariant(
            again.conflicts.map(\.subject) == ab.conflicts.map(\.subject),
            "merging the same copy again changed the conflicts")
    }
    return 0
}
