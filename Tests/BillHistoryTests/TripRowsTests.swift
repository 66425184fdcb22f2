import Foundation
import GRDB
import Money
import TipCalc
import Testing
import Trips

@testable import BillHistory

/// A trip stored as rows comes back exactly, sums to the balances its bills give, and changes
/// made through the history (appended, or read in part and changed) give the trip the same
/// changes give in memory.
@Suite struct TripRowsTests {
    let temporary = TemporaryHistory()

    private func create() throws -> HistoryDatabase {
        try #require(try HistoryDatabase.open(at: temporary.path, creating: true))
    }

    static let people = ["Ann", "Ben", "Cy", "Dee", "Eve"]

    /// A random bill in EUR, USD or JPY among some of `people`, paid by one or two of them;
    /// `rate` converts it to EUR (a typed rate or a card statement), or `nil` for none.
    static func bill(_ id: String, _ random: inout SplitMix64, home: Bool) throws -> (TripBill, RateSource?) {
        let currencies: [Currency] = [.eur, .usd, .jpy]
        let currency = currencies[Int(random.next() % 3)]
        var sharers = people.filter { _ in random.next() % 3 != 0 }
        if sharers.isEmpty { sharers = [people[Int(random.next() % 5)]] }
        let shares = sharers.map { TripBill.Share($0, Money(minorUnits: Int64(random.next() % 9000), currency)) }
        let total = shares.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
        let payer = people[Int(random.next() % 5)]
        var payers = [TripBill.Payer(payer, paid: Money(minorUnits: total, currency))]
        if random.next() % 3 == 0, total > 1, let other = people.first(where: { $0 != payer }) {
            let part = Int64(random.next() % UInt64(total))
            payers = [
                TripBill.Payer(payer, paid: Money(minorUnits: total - part, currency), method: .cash),
                TripBill.Payer(other, paid: Money(minorUnits: part, currency)),
            ]
        }
        var bill = try TripBill(
            id: id, title: "Bill \(id)", date: CalendarDate("2026-11-2\(random.next() % 10)"), shares: shares,
            payers: payers)
        bill.title = random.next() % 4 == 0 ? "Café \(id)" : bill.title
        bill.category = ["Food", "Transport", nil][Int(random.next() % 3)]
        guard home, currency != .eur, random.next() % 4 != 0 else { return (bill, nil) }
        if random.next() % 2 == 0, total > 0 {
            return (bill, .cardStatement(Money(minorUnits: Int64(random.next() % 9000) + 1, .eur)))
        }
        return (bill, .rate(try ExactDecimal(parsing: currency == .jpy ? "0.0061" : "0.9231")))
    }

    /// A random trip of `bills` bills and a few payments, with a home currency when `home`
    /// (by default, two trips in three).
    static func trip(_ seed: UInt64, bills: Int, home withHome: Bool? = nil) throws -> Trip {
        var random = SplitMix64(seed: seed)
        let drawn = random.next() % 3 != 0
        let home = withHome ?? drawn
        var trip = try Trip(name: "Trip \(seed)", people: people, home: home ? .eur : nil)
        if random.next() % 2 == 0 { try trip.setHousehold("Smiths", members: ["Ben", "Ann"]) }
        if random.next() % 3 == 0 { try trip.setHousehold("Joneses", members: ["Dee", "Cy", "Eve"]) }
        for number in 1...bills {
            let (bill, rate) = try Self.bill(String(number), &random, home: home)
            if let rate { try trip.add(bill, rate: rate) } else { try trip.add(bill) }
            if random.next() % 5 == 0 {
                let from = people[Int(random.next() % 5)]
                let payment = try TripPayment(
                    from: from, to: people.first { $0 != from } ?? "Ann",
                    amount: Money(minorUnits: Int64(random.next() % 5000) + 1, random.next() % 2 == 0 ? .eur : .usd))
                if home, payment.amount.currency != .eur, random.next() % 2 == 0 {
                    try trip.record(payment, rate: .rate(try ExactDecimal(parsing: "0.9231")))
                } else {
                    try trip.record(payment)
                }
            }
        }
        return trip
    }

    /// The balances the triggers keep for the trip `name` (rows that are not zero), and the sums
    /// of the view `trip_balance_part`, the store's one definition of a balance: two lists that
    /// must be equal.
    static func keptAndDefined(_ path: String, trip name: String) throws -> (kept: [String], defined: [String]) {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            let trip = "(SELECT id FROM trip WHERE name = ?)"
            let kept = try Row.fetchAll(
                db,
                sql: """
                    SELECT currency, person, amount_minor AS amount, home_minor AS home FROM trip_balance
                    WHERE trip_id = \(trip) AND (amount_minor != 0 OR home_minor != 0) ORDER BY currency, person
                    """, arguments: [name])
            let defined = try Row.fetchAll(
                db,
                sql: """
                    SELECT currency, person, sum(amount_minor) AS amount, sum(home_minor) AS home
                    FROM trip_balance_part WHERE trip_id = \(trip) GROUP BY currency, person
                    HAVING amount != 0 OR home != 0 ORDER BY currency, person
                    """, arguments: [name])
            return (kept.map(\.description), defined.map(\.description))
        }
    }

    @Test func randomTripsComeBackExactlyAndTheirRowsSumToTheirBalances() throws {
        let history = try create()
        for seed in UInt64(1)...40 {
            let trip = try Self.trip(seed, bills: Int(seed % 13) + 1)
            try history.createTrip(trip)
            let stored = try history.trip(named: trip.name)
            #expect(stored == trip, "seed \(seed)")
            #expect(try stored.json() == trip.json(), "seed \(seed)")
            let (outline, ledger) = try history.tripLedger(named: trip.name)
            #expect(ledger == (try trip.ledger()), "seed \(seed)")
            #expect(try ledger.settlements() == trip.settlements(), "seed \(seed): households settle as one")
            #expect(outline.trip.households == trip.households)
            #expect(outline.trip.people == trip.people && outline.trip.bills.isEmpty)
            #expect(outline.currencies == trip.currencies, "seed \(seed)")
            #expect(outline.payments == trip.payments.count)
            let (kept, defined) = try Self.keptAndDefined(temporary.path, trip: trip.name)
            #expect(kept == defined, "seed \(seed)")
            #expect(!kept.isEmpty, "seed \(seed)")
        }
    }

    /// The home currency set in the rows (no bill read) gives the trip `withHome` gives in memory:
    /// the same bills converted at rate 1, the same waiting, the same balances, and the same
    /// refusal naming the bills and payments with a rate to the old home currency.
    @Test func aHomeSetInTheRowsIsTheHomeSetInMemory() throws {
        let history = try create()
        for seed in UInt64(1)...30 {
            var trip = try Self.trip(seed, bills: Int(seed % 11) + 1)
            try history.createTrip(trip)
            for currency in [Currency.usd, .eur, .jpy, .usd] {
                switch (
                    Result { try trip.withHome(currency) },
                    Result { try history.setTripHome(named: trip.name, to: currency) }
                ) {
                case (.success(let expected), .success(let (outline, ledger))):
                    #expect(try history.trip(named: trip.name) == expected, "seed \(seed) → \(currency)")
                    #expect(ledger == (try expected.ledger()), "seed \(seed) → \(currency)")
                    #expect(outline.trip.home == currency)
                    // The balances set from their parts are the ones the triggers keep from then on.
                    let (kept, defined) = try Self.keptAndDefined(temporary.path, trip: trip.name)
                    #expect(kept == defined, "seed \(seed) → \(currency)")
                    trip = expected
                case (.failure(let expected), .failure(let error)):
                    #expect("\(error)" == "\(HistoryError.trip(try #require(expected as? TripError)))", "seed \(seed)")
                    #expect(try history.trip(named: trip.name) == trip, "seed \(seed): nothing written")
                case (let expected, let result):
                    Issue.record("seed \(seed) → \(currency): in memory \(expected), in the rows \(result)")
                }
            }
        }
    }

    /// Ann paid 90.00 EUR for three, Ben 30.00 EUR for himself and Cy; Cy paid Ann 10.00:
    /// Ann +60.00 −10.00 = +50.00, Ben +30.00 −30.00 −15.00 = −15.00, Cy −30.00 −15.00 +10.00 = −35.00.
    @Test func balancesAreSumsOfTheRows() throws {
        let history = try create()
        let eur = { (units: Int64) in Money(minorUnits: units, .eur) }
        var trip = try Trip(name: "Sums", people: ["Ann", "Ben", "Cy"], home: .eur)
        try trip.add(
            TripBill(
                id: "1", title: "Dinner",
                shares: [.init("Ann", eur(3000)), .init("Ben", eur(3000)), .init("Cy", eur(3000))],
                payers: [.init("Ann", paid: eur(9000))]))
        try trip.add(
            TripBill(
                id: "2", title: "Taxi", shares: [.init("Ben", eur(1500)), .init("Cy", eur(1500))],
                payers: [.init("Ben", paid: eur(3000))]))
        try trip.record(TripPayment(from: "Cy", to: "Ann", amount: eur(1000)))
        try history.createTrip(trip)
        let (_, ledger) = try history.tripLedger(named: "sums")
        #expect(ledger.balances.map { $0.amounts.map(\.amount.minorUnits) } == [[5000, -1500, -3500]])
        #expect(try ledger.homeBalances().amounts.map(\.amount.minorUnits) == [5000, -1500, -3500])
        #expect(ledger.unconverted.isEmpty)
    }

    /// Bills, payments and people added, bills edited and removed and payments removed through
    /// the history, each reading only its part of the trip, give the trip the same changes give
    /// in memory.
    @Test func changesThroughTheHistoryMatchTheSameChangesInMemory() throws {
        let history = try create()
        var random = SplitMix64(seed: 32)
        var expected = try Trip(name: "Edits", people: ["Ann", "Ben", "Cy", "Dee", "Eve"], home: .eur)
        try history.createTrip(expected)
        var next = 1
        for step in 0..<120 {
            switch random.next() % 7 {
            case 0, 1:
                let (bill, rate) = try Self.bill(String(next), &random, home: true)
                next += 1
                let (outline, _) = try history.appendToTrip(named: "Edits") { outline, _ in
                    var trip = outline.trip
                    if let rate { try trip.add(bill, rate: rate) } else { try trip.add(bill) }
                    return trip
                }
                // A new id is random, and no bill of the trip has it.
                #expect(outline.newBillID.count == 8 && expected.bill(id: outline.newBillID) == nil)
                if let rate { try expected.add(bill, rate: rate) } else { try expected.add(bill) }
            case 2 where !expected.bills.isEmpty:
                let old = expected.bills[Int(random.next() % UInt64(expected.bills.count))]
                var renamed = old
                renamed.title = "Edited \(step)"
                try expected.replace(renamed)
                let changed = try history.updateTrip(named: "Edits", scope: .bill(old.id)) { trip in
                    #expect(trip.bills.map(\.id) == [old.id])
                    try trip.replace(renamed)
                }
                #expect(changed.bills == [expected.bill(id: old.id)])
            case 3 where !expected.bills.isEmpty:
                let id = expected.bills[Int(random.next() % UInt64(expected.bills.count))].id
                try expected.removeBill(id: id)
                _ = try history.updateTrip(named: "Edits", scope: .bill(id)) { trip in try trip.removeBill(id: id) }
            case 4:
                let payment = try TripPayment(
                    from: "Ann", to: "Ben", amount: Money(minorUnits: Int64(random.next() % 900) + 1, .eur))
                try expected.record(payment)
                _ = try history.appendToTrip(named: "Edits") { outline, _ in
                    var trip = outline.trip
                    try trip.record(payment)
                    return trip
                }
            case 5 where !expected.payments.isEmpty:
                let position = Int(random.next() % UInt64(expected.payments.count))
                expected.removePayment(at: position)
                _ = try history.updateTrip(named: "Edits", scope: .payments) { trip in
                    #expect(trip.bills.isEmpty)
                    trip.removePayment(at: position)
                }
            case 6:
                if expected.households.isEmpty {
                    try expected.setHousehold("Pair", members: ["Cy", "Ann"])
                    _ = try history.updateTrip(named: "Edits", scope: .people) { trip in
                        try trip.setHousehold("Pair", members: ["Cy", "Ann"])
                    }
                } else {
                    try expected.removeHousehold("pair")
                    _ = try history.updateTrip(named: "Edits", scope: .people) { trip in
                        try trip.removeHousehold("Pair")
                    }
                }
            default:
                if expected.people.count < 8 {
                    let person = "P\(step)"
                    try expected.add(person: person)
                    _ = try history.updateTrip(named: "Edits", scope: .people) { trip in try trip.add(person: person) }
                }
            }
            if step % 10 == 9 {
                let (kept, defined) = try Self.keptAndDefined(temporary.path, trip: "Edits")
                #expect(kept == defined, "step \(step)")
            }
        }
        #expect(try history.trip(named: "Edits") == expected)
        #expect(try history.tripLedger(named: "Edits").1 == expected.ledger())
    }

    /// A bill id already used is refused by an append, and nothing of the bill is written.
    @Test func anAppendedBillWithAUsedIDIsRefusedWhole() throws {
        let history = try create()
        let trip = try Self.trip(7, bills: 3)
        try history.createTrip(trip)
        var random = SplitMix64(seed: 1)
        let (bill, _) = try Self.bill("2", &random, home: false)
        #expect(throws: HistoryError.trip(.duplicateBill("2"))) {
            _ = try history.appendToTrip(named: trip.name) { outline, _ in
                var added = outline.trip
                try added.add(bill)
                return added
            }
        }
        #expect(try history.trip(named: trip.name) == trip)
    }

    /// Ann pays 2⁶² minor units for Ben twice: her balance would pass 2⁶³ − 1, which SQLite would
    /// turn into a REAL, so the second bill is refused whole and the first stays.
    @Test func aBalancePastSixtyFourBitsIsRefusedAndNothingIsWritten() throws {
        let history = try create()
        try history.createTrip(try Trip(name: "Huge", people: ["Ann", "Ben"]))
        let half = Money(minorUnits: 1 << 62, .eur)
        func add(_ id: String) throws {
            _ = try history.appendToTrip(named: "Huge") { outline, _ in
                var trip = outline.trip
                try trip.add(
                    TripBill(id: id, title: "Big", shares: [.init("Ben", half)], payers: [.init("Ann", paid: half)]))
                return trip
            }
        }
        try add("1")
        #expect(throws: HistoryError.trip(.money(.overflow("a balance of the trip")))) { try add("2") }
        let trip = try history.trip(named: "Huge")
        #expect(trip.bills.map(\.id) == ["1"])
        #expect(try history.tripLedger(named: "Huge").1 == trip.ledger())
    }

    /// Ann paid two bills of 2^62 for Ben and Ben two for Ann: every balance is even, but what
    /// each paid in EUR (2^63) does not fit 64 bits, so `trip report` could not print it. Such a
    /// trip is refused as an amount out of range, not as a database failure, and nothing is
    /// written; one bill alone is saved, and a new home currency over it converts.
    @Test func sumsPastSixtyFourBitsInOneCurrencyAreRefusedAndNothingIsWritten() throws {
        let history = try create()
        let half = Money(minorUnits: 1 << 62, .eur)
        var trip = try Trip(name: "Huge", people: ["Ann", "Ben"])
        for (number, (payer, sharer)) in [("Ann", "Ben"), ("Ben", "Ann"), ("Ann", "Ben"), ("Ben", "Ann")].enumerated() {
            try trip.add(
                TripBill(
                    id: String(number + 1), title: "Big", shares: [.init(sharer, half)],
                    payers: [.init(payer, paid: half)]))
        }
        #expect(throws: HistoryError.trip(.money(.overflow("a balance of the trip")))) {
            try history.createTrip(trip)
        }
        #expect(try history.trips().isEmpty)
        for id in ["4", "3", "2"] { try trip.removeBill(id: id) }
        try history.createTrip(trip)
        _ = try history.setTripHome(named: "Huge", to: .eur)
        #expect(try history.trip(named: "Huge") == trip.withHome(.eur))
    }

    /// Ann paid 4·10^18 cents in EUR, CHF and USD for Ben, each at rate 1 to EUR: every balance
    /// in each currency fits 64 bits, but Ben's balance at home (what every output prints) does
    /// not once the third is in. `add`, a merge and an import of it are refused as an amount out
    /// of range, nothing is written, and the trip still reads and exports.
    @Test func homeSumsPastSixtyFourBitsAreRefusedByAddMergeAndImport() throws {
        let history = try create()
        let big: Int64 = 4_000_000_000_000_000_000
        func bill(_ id: String, _ currency: Currency) throws -> TripBill {
            try TripBill(
                id: id, title: "Big", shares: [.init("Ben", Money(minorUnits: big, currency))],
                payers: [.init("Ann", paid: Money(minorUnits: big, currency))])
        }
        var trip = try Trip(name: "Huge", people: ["Ann", "Ben"], home: .eur)
        try trip.add(bill("eur", .eur))
        try trip.add(bill("chf", .chf), rate: .rate(1))
        try history.createTrip(trip)
        let refused = HistoryError.trip(.money(.overflow("a balance of the trip")))
        #expect(throws: refused) {
            _ = try history.appendToTrip(named: "Huge") { outline, _ in
                var added = outline.trip
                try added.add(try bill("usd", .usd), rate: .rate(1))
                return added
            }
        }
        var copy = trip
        try copy.add(bill("usd", .usd), rate: .rate(1))
        #expect(throws: refused) {
            _ = try history.updateTrip(named: "Huge") { saved in saved = try saved.merged(with: copy).trip }
        }
        #expect(try history.trip(named: "Huge") == trip)
        #expect(try history.tripLedger(named: "Huge").1 == trip.ledger())
        try copy.rename("Other")
        #expect(throws: refused) { try history.createTrip(copy) }
        #expect(try history.trips().map(\.name) == ["Huge"])
    }

    /// Deleting a trip takes every row of it (shares, payers, conversions, payments, balances)
    /// and none of another trip's, whose balances still sum to its bills; the triggers it sets
    /// aside for the deletion are back, and keep the balances again.
    @Test func aDeletedTripLeavesNoRowAndTheOthersAsTheyWere() throws {
        let history = try create()
        var random = SplitMix64(seed: 0xde1e7e)
        var trips: [Trip] = []
        for name in ["Gone", "Kept"] {
            var trip = try Trip(name: name, people: Self.people, home: .eur)
            for number in 0..<30 {
                let (bill, rate) = try Self.bill("\(number)", &random, home: true)
                if let rate { try trip.add(bill, rate: rate) } else { try trip.add(bill) }
            }
            try trip.record(TripPayment(from: "Ann", to: "Ben", amount: Money(minorUnits: 700, .eur)))
            try history.createTrip(trip)
            trips.append(trip)
        }
        let schema = try DatabaseQueue(path: temporary.path).read { db in
            try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
        }
        try history.deleteTrip(named: "Gone")
        #expect(try history.trips().map(\.name) == ["Kept"])
        // The triggers set aside for the deletion are back as they were.
        let after = try DatabaseQueue(path: temporary.path).read { db in
            try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")
        }
        #expect(after == schema && schema.contains { $0["name"] == "trip_bill_removed" })
        // And they still keep the balances when a bill goes.
        _ = try history.updateTrip(named: "Kept", scope: .bill("3")) { trip in try trip.removeBill(id: "3") }
        try trips[1].removeBill(id: "3")
        #expect(try history.tripLedger(named: "Kept").1 == trips[1].ledger())
        #expect(try history.tripLedger(named: "Kept").1 == trips[1].ledger())
        let queue = try DatabaseQueue(path: temporary.path)
        let orphans = try queue.read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT (SELECT count(*) FROM trip_share WHERE bill NOT IN (SELECT id FROM trip_bill))
                        + (SELECT count(*) FROM trip_payer WHERE bill NOT IN (SELECT id FROM trip_bill))
                        + (SELECT count(*) FROM trip_conversion WHERE bill IS NOT NULL AND bill NOT IN (SELECT id FROM trip_bill))
                        + (SELECT count(*) FROM trip_conversion WHERE payment IS NOT NULL
                            AND payment NOT IN (SELECT id FROM trip_payment))
                        + (SELECT count(*) FROM trip_balance WHERE trip_id NOT IN (SELECT id FROM trip))
                        + (SELECT count(*) FROM trip_bill WHERE trip_id NOT IN (SELECT id FROM trip))
                    """)
        }
        #expect(orphans == 0)
    }

    /// Money is INTEGER minor units and rates exact decimal TEXT, never REAL.
    @Test func amountsAreIntegersAndRatesText() throws {
        let history = try create()
        try history.createTrip(try Self.trip(3, bills: 12, home: true))
        let types = try history.reading { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT typeof(amount_minor) FROM trip_share
                    UNION SELECT DISTINCT typeof(total_minor) FROM trip_bill
                    UNION SELECT DISTINCT typeof(converted_minor) FROM trip_conversion
                    UNION SELECT DISTINCT typeof(amount_minor) || typeof(home_minor) FROM trip_balance
                    UNION SELECT DISTINCT typeof(numerator) || '/' || typeof(denominator) FROM trip_conversion
                    """)
        }
        #expect(Set(types) == ["integer", "integerinteger", "text/text"])
    }
}
