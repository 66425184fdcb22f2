import Foundation
import Money
import Testing
import Trips

@testable import BillHistory

/// Another copy of a trip merged a few bills at a time against the history (what `trip merge`
/// and `trip import` do, so a trip of any size merges in bounded memory) gives exactly what the
/// two trips merged whole in memory give, whatever the batch: the same trip, ledger, conflicts
/// and changes; and a copy imported bill by bill is the trip saved whole.
@Suite struct TripCopyMergeTests {
    /// The side every conflict keeps, as `--keep theirs` says.
    static func theirs(_ merge: TripMerge) -> [TripMerge.Subject: TripMerge.Side] {
        Dictionary(merge.conflicts.map { ($0.subject, .theirs) }, uniquingKeysWith: { first, _ in first })
    }

    /// Changes `trip` as one device would, drawn from `random`: bills added (ids starting with
    /// `tag`), one edited, one removed, a payment, and sometimes a person (`Zoë` on one, `zoë` or
    /// `Yan` on the other), a household or a new home currency.
    static func change(_ trip: inout Trip, tag: String, _ random: inout SplitMix64) throws {
        for number in 0..<Int(random.next() % 4) {
            let (bill, rate) = try TripRowsTests.bill("\(tag)\(number)", &random, home: trip.home != nil)
            if let rate { try trip.add(bill, rate: rate) } else { try trip.add(bill) }
        }
        if !trip.bills.isEmpty, random.next() % 2 == 0 {
            var edited = trip.bills[Int(random.next() % UInt64(trip.bills.count))]
            edited.title = "Edited on \(tag)"
            try trip.replace(edited)
        }
        if !trip.bills.isEmpty, random.next() % 3 == 0 {
            try trip.removeBill(id: trip.bills[Int(random.next() % UInt64(trip.bills.count))].id)
        }
        if random.next() % 2 == 0 {
            try trip.record(TripPayment(from: "Cy", to: "Ann", amount: Money(minorUnits: 700, .eur), id: "p\(tag)"))
        }
        // One person on both, spelled otherwise, or another on each: the people's order changes.
        if random.next() % 2 == 0 { try trip.add(person: tag == "a" ? "Zoë" : random.next() % 2 == 0 ? "zoë" : "Yan") }
        if random.next() % 4 == 0 { try? trip.setHousehold("Pair \(tag)", members: ["Ann", "Eve"]) }
        if random.next() % 5 == 0, let moved = try? trip.withHome(trip.home == .usd ? .eur : .usd) { trip = moved }
    }

    @Test func aCopyMergedInBatchesIsTheCopyMergedWhole() throws {
        for seed in UInt64(1)...20 {
            var random = SplitMix64(seed: seed &* 7919)
            var mine = try TripRowsTests.trip(seed, bills: Int(seed % 9) + 3)
            var theirs = mine
            try Self.change(&mine, tag: "a", &random)
            try Self.change(&theirs, tag: "b", &random)
            let plain = try mine.merged(with: theirs)
            let chosen = try mine.merged(with: theirs, keeping: Self.theirs(plain))
            for batch in [1, 3, 500] {
                let history = try #require(try HistoryDatabase.open(at: TemporaryHistory().path, creating: true))
                try history.createTrip(mine)
                // Without a choice: the same conflicts and changes, and nothing saved with conflicts.
                let merge = try history.mergeTrip(
                    named: mine.name, with: try TripCopy(theirs), choices: { _ in [:] }, batch: batch)
                #expect(merge.conflicts == plain.conflicts, "seed \(seed), batch \(batch)")
                #expect(merge.changes == plain.changes, "seed \(seed), batch \(batch)")
                #expect(
                    try history.trip(named: mine.name) == (plain.conflicts.isEmpty ? plain.trip : mine),
                    "seed \(seed), batch \(batch)")
                guard !plain.conflicts.isEmpty else { continue }
                let kept = try history.mergeTrip(
                    named: mine.name, with: try TripCopy(theirs), choices: Self.theirs, batch: batch)
                #expect(kept.conflicts.isEmpty && kept.changes == chosen.changes, "seed \(seed), batch \(batch)")
                let stored = try history.trip(named: mine.name)
                #expect(stored == chosen.trip, "seed \(seed), batch \(batch)")
                #expect(try history.tripLedger(named: mine.name).1 == stored.ledger(), "seed \(seed), batch \(batch)")
                // Merging the same copy again changes nothing.
                let again = try history.mergeTrip(
                    named: mine.name, with: try TripCopy(theirs), choices: Self.theirs, batch: batch)
                #expect(again.changes.isEmpty && again.conflicts.isEmpty, "seed \(seed), batch \(batch)")
            }
        }
    }

    /// Every merge of the copies into each other, a bill at a time, is byte for byte the merge
    /// whole: the export and the ledger of the stored trip.
    @Test func bothWaysTheStoredTripIsTheMergedTripWithItsBalances() throws {
        for seed in UInt64(30)...45 {
            var random = SplitMix64(seed: seed)
            var mine = try TripRowsTests.trip(seed, bills: 6)
            var theirs = mine
            try Self.change(&mine, tag: "a", &random)
            try Self.change(&theirs, tag: "b", &random)
            for (into, from) in [(mine, theirs), (theirs, mine)] {
                let expected = try into.merged(with: from, keeping: Self.theirs(try into.merged(with: from))).trip
                let history = try #require(try HistoryDatabase.open(at: TemporaryHistory().path, creating: true))
                try history.createTrip(into)
                _ = try history.mergeTrip(named: into.name, with: try TripCopy(from), choices: Self.theirs, batch: 2)
                let stored = try history.trip(named: into.name)
                #expect(try stored.json() == expected.json(), "seed \(seed)")
                #expect(try history.tripLedger(named: into.name).1 == expected.ledger(), "seed \(seed)")
            }
        }
    }

    /// A copy imported a bill at a time is stored as the trip saved whole.
    @Test func aCopyImportedBillByBillIsTheTripSavedWhole() throws {
        let history = try #require(try HistoryDatabase.open(at: TemporaryHistory().path, creating: true))
        for seed in UInt64(50)...60 {
            var random = SplitMix64(seed: seed)
            var trip = try TripRowsTests.trip(seed, bills: Int(seed % 7) + 1)
            try Self.change(&trip, tag: "a", &random)
            try history.createTrip(try TripCopy(trip))
            #expect(try history.trip(named: trip.name) == trip, "seed \(seed)")
            #expect(try history.tripLedger(named: trip.name).1 == trip.ledger(), "seed \(seed)")
        }
    }
}
