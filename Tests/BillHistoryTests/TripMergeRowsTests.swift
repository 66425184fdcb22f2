import Foundation
import GRDB
import Money
import Testing
import Trips

@testable import BillHistory

/// What merging needs of the rows (migration v5): a version 4 file gains it in place, and a
/// trip's revisions and removals come back as they were saved.
@Suite struct TripMergeRowsTests {
    let temporary = TemporaryHistory()

    /// A trip saved by a version 4 tipfmt: its payments get their numbers as ids, its bill keeps
    /// its id and no ancestry, and its JSON reads as it did (no new key).
    @Test func aVersionFourHistoryIsMigratedInPlace() throws {
        try FileManager.default.createDirectory(atPath: temporary.folder + "/tipfmt", withIntermediateDirectories: true)
        do {
            let queue = try DatabaseQueue(path: temporary.path)
            try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA application_id = 1953067110") }
            try HistorySchema.migrator().migrate(queue, upTo: "v4: trip rows")
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO trip (id, name, home_currency, created_at, updated_at)
                            VALUES (1, 'Lisbon', NULL, '2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z');
                        INSERT INTO trip_person VALUES (1, 0, 'Ann'), (1, 1, 'Ben');
                        INSERT INTO trip_bill (id, trip_id, bill_id, number, title, kind, currency, total_minor)
                            VALUES (1, 1, '1', 1, 'Dinner', 'shares', 'EUR', 6000);
                        INSERT INTO trip_share VALUES (1, 0, 0, 3000, NULL), (1, 1, 1, 3000, NULL);
                        INSERT INTO trip_payer VALUES (1, 0, 0, 6000, 'card', NULL);
                        INSERT INTO trip_payment (trip_id, payer, receiver, currency, amount_minor, date, method)
                            VALUES (1, 1, 0, 'EUR', 1000, NULL, 'card'), (1, 1, 0, 'EUR', 2000, NULL, 'card');
                        """)
            }
        }
        let history = try #require(try HistoryDatabase.open(at: temporary.path, creating: true))
        let trip = try history.trip(named: "Lisbon")
        #expect(trip.payments.map(\.id) == ["1", "2"])
        #expect(trip.bills.map(\.id) == ["1"] && trip.bills[0].ancestry.isEmpty)
        let json = try trip.json()
        #expect(
            !json.contains("\"ancestry\"") && !json.contains("\"removed\"")
                && !json.contains("\"id\" : \"1\",\n      \"method\""))
        #expect(try Trip(json: json) == trip)
        // A new payment after them gets a random id, and the old numbers stay.
        let updated = try history.updateTrip(named: "Lisbon") { trip in
            try trip.record(TripPayment(from: "Ann", to: "Ben", amount: .init(minorUnits: 500, .eur)))
            trip.removePayment(at: 0)
        }
        #expect(updated.payments.map(\.id).prefix(1) == ["2"] && updated.payments[1].id.count == 8)
        #expect(try history.trip(named: "Lisbon") == updated)
        #expect(updated.removedPayments == ["1"])
    }

    /// Revisions, removals and the settings' ancestry come back from the rows exactly.
    @Test func revisionsAndRemovalsComeBackFromTheRows() throws {
        let history = try #require(try HistoryDatabase.open(at: temporary.path, creating: true))
        var trip = try Trip(name: "Porto", people: ["Ann", "Ben"])
        let bill = try TripBill(
            id: "dinner", title: "Dinner", shares: [.init("Ben", .init(minorUnits: 1000, .eur))],
            payers: [.init("Ann", paid: .init(minorUnits: 1000, .eur))])
        try trip.add(bill)
        try trip.add(TripBill(id: "taxi", title: "Taxi", shares: bill.shares, payers: bill.payers))
        try history.createTrip(trip)
        let saved = try history.updateTrip(named: "Porto") { trip in
            var renamed = try #require(trip.bill(id: "dinner"))
            renamed.title = "Late dinner"
            try trip.replace(renamed)
            try trip.removeBill(id: "taxi")
            try trip.setHousehold("Pair", members: ["Ann", "Ben"])
        }
        #expect(saved.bill(id: "dinner")?.ancestry == [bill.revision])
        #expect(saved.removedBills.keys.sorted() == ["taxi"])
        #expect(saved.settingsAncestry.count == 1)
        #expect(try history.trip(named: "Porto") == saved)
    }
}
