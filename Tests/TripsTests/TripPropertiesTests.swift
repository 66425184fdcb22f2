import Money
import TestSupport
import Testing
import TipCalc
import Trips

/// Properties every trip keeps, over 100,000 small random trips (seeded, so a failure repeats).
///
/// Trips have 2 to 8 people, 1 to 3 bills in EUR or JPY with one or two payers, sometimes a
/// payment, and amounts in whole units so that zero-sum groups are common.
@Suite struct TripPropertiesTests {
    static let chunks = 4
    static let tripsPerChunk = 25_000
    private static let names = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
    /// 1 JPY = 0.0061 EUR.
    private static let yenRate: ExactDecimal = (try? ExactDecimal(parsing: "0.0061")) ?? 1

    /// Adds a bill, with the yen rate when it is in yen.
    private static func add(_ bill: TripBill, to trip: inout Trip) throws {
        if trip.home != nil && bill.currency == .jpy {
            try trip.add(bill, rate: .rate(yenRate))
        } else {
            try trip.add(bill)
        }
    }

    /// Records a payment, with the yen rate when it is in yen.
    private static func record(_ payment: TripPayment, in trip: inout Trip) throws {
        if trip.home != nil && payment.amount.currency == .jpy {
            try trip.record(payment, rate: .rate(yenRate))
        } else {
            try trip.record(payment)
        }
    }

    @Test(arguments: 0..<chunks)
    func balancesSumToZeroTransfersClearThemAndAreFewestWhateverTheOrder(chunk: Int) throws {
        var random = SplitMix64(seed: 0x7219_0000 + UInt64(chunk))
        for number in 0..<Self.tripsPerChunk {
            // Every eighth trip has a home currency, so its bills convert (the slow part in debug).
            let (trip, bills, payments) = try Self.randomTrip(&random, home: number % 8 == 0 ? .eur : nil)
            let context = "chunk \(chunk) trip \(number)"
            let balances = try trip.balances()
            for currency in balances {
                let sum = currency.amounts.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
                #expect(sum == 0, "\(context): \(currency.currency) balances sum to \(sum) minor units")
            }

            var settlements: [Settlement] = []
            for currency in balances { settlements.append(try Settlement(currency)) }
            var settled = trip
            for settlement in settlements {
                try settled.record(settlement)
                let units = settlement.balances.map { $0.amount.minorUnits }
                let brute = Self.bruteForceMinimum(units.filter { $0 != 0 })
                #expect(
                    settlement.transfers.count == brute,
                    "\(context): \(settlement.transfers.count) transfers for \(units), brute force finds \(brute)")
                #expect(settlement.optimality == .minimal)
            }
            #expect(try settled.balances().allSatisfy { $0.isSettled }, "\(context): settling left a balance")

            var shuffled = try Trip(name: trip.name, people: trip.people, home: trip.home)
            for bill in bills.shuffled(using: &random) {
                try Self.add(bill, to: &shuffled)
            }
            for payment in payments.shuffled(using: &random) {
                try Self.record(payment, in: &shuffled)
            }
            // A settlement is computed from the balances alone, so equal balances settle alike.
            #expect(try shuffled.balances() == balances, "\(context): bill order changed the balances")

            guard trip.home != nil else { continue }
            let home = try trip.homeBalances()
            #expect(home.amounts.reduce(Int64(0)) { $0 + $1.amount.minorUnits } == 0, "\(context): home sum")
            #expect(try shuffled.homeBalances() == home, "\(context): bill order changed the home balances")
            #expect(try shuffled.settlements() == settlements, "\(context): bill order changed the settlement")
            var settledAtHome = trip
            try settledAtHome.record(trip.homeSettlement())
            #expect(try settledAtHome.homeBalances().isSettled, "\(context): home settling left a balance")
        }
    }

    /// A random small trip, its bills and its payments (in the order added).
    static func randomTrip(_ random: inout SplitMix64, home: Currency?) throws -> (Trip, [TripBill], [TripPayment]) {
        let people = Array(names.prefix(Int.random(in: 2...8, using: &random)))
        var trip = try Trip(name: "random", people: people, home: home)
        var bills: [TripBill] = []
        var payments: [TripPayment] = []
        for number in 0..<Int.random(in: 1...3, using: &random) {
            let currency: Currency = Bool.random(using: &random) ? .eur : .jpy
            let unit: Int64 = currency == .eur ? 100 : 1
            let sharers = people.filter { _ in Bool.random(using: &random) }
            let having = sharers.isEmpty ? [people[0]] : sharers
            let shares = having.map {
                TripBill.Share($0, Money(minorUnits: Int64.random(in: 0...9, using: &random) * 10 * unit, currency))
            }
            let total = shares.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
            let first = people.randomElement(using: &random) ?? people[0]
            var payers = [TripBill.Payer(first, paid: Money(minorUnits: total, currency))]
            if let second = people.filter({ $0 != first }).randomElement(using: &random), Bool.random(using: &random) {
                let part = Int64.random(in: 0...total, using: &random)
                payers = [
                    .init(first, paid: Money(minorUnits: total - part, currency)),
                    .init(second, paid: Money(minorUnits: part, currency), method: .cash),
                ]
            }
            let bill = try TripBill(id: "b\(number)", title: "Bill \(number)", shares: shares, payers: payers)
            bills.append(bill)
            try add(bill, to: &trip)
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            let from = people[0]
            let to = people[people.count - 1]
            let amount = Bool.random(using: &random) ? Money(minorUnits: 1000, .eur) : Money(minorUnits: 500, .jpy)
            let payment = try TripPayment(from: from, to: to, amount: amount)
            payments.append(payment)
            try record(payment, in: &trip)
        }
        return (trip, bills, payments)
    }

    /// The fewest transfers by exhaustive search, independent of the engine: the first non-zero
    /// balance is settled against each later one of the other sign in turn (each transfer clears
    /// at least that first balance, and some fewest set of transfers has this form).
    static func bruteForceMinimum(_ balances: [Int64]) -> Int {
        var balances = balances
        func search(_ start: Int) -> Int {
            var first = start
            while first < balances.count && balances[first] == 0 { first += 1 }
            if first == balances.count { return 0 }
            var best = Int.max
            var tried: [Int64] = []
            for other in (first + 1)..<balances.count
            where (balances[other] > 0) != (balances[first] > 0) && balances[other] != 0 {
                // The same value at another position leaves the same balances to search.
                if tried.contains(balances[other]) { continue }
                tried.append(balances[other])
                balances[other] += balances[first]
                best = min(best, 1 + search(first + 1))
                balances[other] -= balances[first]
            }
            return best
        }
        return search(0)
    }
}
