import Money
import TestSupport
import Testing
import TipCalc
import Trips

/// Above 12 people with a non-zero balance: the fast method, labelled as possibly not minimal.
@Suite struct LargeGroupSettlementTests {
    /// A trip whose EUR balances are `units` (minor units), from one bill.
    static func trip(_ units: [Int64]) throws -> Trip {
        let people = units.indices.map { "P\($0)" }
        var trip = try Trip(name: "Large", people: people)
        let shares = units.indices.filter { units[$0] < 0 }.map {
            TripBill.Share(people[$0], Money(minorUnits: -units[$0], .eur))
        }
        let payers = units.indices.filter { units[$0] > 0 }.map {
            TripBill.Payer(people[$0], paid: Money(minorUnits: units[$0], .eur))
        }
        try trip.add(TripBill(id: "1", title: "All", shares: shares, payers: payers))
        return trip
    }

    @Test func fourteenPeopleInOppositePairsSettleInSevenTransfers() throws {
        // P0 +1.00 / P7 −1.00, P1 +2.00 / P8 −2.00, …: each pair is found, 7 transfers.
        let units: [Int64] = (1...7).map { Int64($0) * 100 } + (1...7).map { -Int64($0) * 100 }
        let settlement = try Self.trip(units).settlement(in: .eur)
        #expect(settlement.optimality == .possiblyNotMinimal)
        #expect(
            settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount.amountText)" }
                == (0..<7).map {
                    "P\($0 + 7)→P\($0) \($0 + 1).00"
                })
    }

    @Test func randomLargeGroupsAreClearedInAtMostOneTransferFewerThanThePeople() throws {
        var random = SplitMix64(seed: 13)
        for _ in 0..<500 {
            var units = (0..<Int.random(in: 13...40, using: &random)).map { _ in
                Int64.random(in: 1...50, using: &random) * (Bool.random(using: &random) ? 100 : -100)
            }
            let rest = -units.reduce(0, +)
            guard rest != 0 else { continue }
            units.append(rest)
            var trip = try Self.trip(units)
            let settlement = try trip.settlement(in: .eur)
            #expect(settlement.optimality == .possiblyNotMinimal)
            #expect(settlement.transfers.count <= units.count - settlement.groups.count)
            #expect(settlement.groups.count >= 1)
            try trip.record(settlement)
            #expect(try trip.balances(in: .eur).isSettled, "\(units)")
        }
    }
}
