import Foundation
import GRDB
import Money
import Testing
import Trips

@testable import BillHistory

/// Every migration on recorded files of the versions before it: the version 3 file of
/// `Tests/tipfmtTests/Fixtures/history-v3` (trips as JSON documents, moved into rows by SQL alone
/// in migration v6) and the version 1 file of `history-v1` become, row for row, what this build
/// writes of the same trips, with balances that are the trips' balances in memory.
@Suite struct HistoryMigrationRowsTests {
    let temporary = TemporaryHistory()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../tipfmtTests/Fixtures").standardized.path

    /// A trip's rows as text, by ids users see rather than row ids: its head, people, each
    /// bill with its shares, payers and conversion, each payment with its conversion, its
    /// balances and removals.
    static func rows(of name: String, in db: Database) throws -> [String] {
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM trip WHERE name = ?", arguments: [name]) else {
            return []
        }
        let queries = [
            "SELECT name, home_currency, settings_ancestry FROM trip WHERE id = :trip",
            "SELECT position, name FROM trip_person WHERE trip_id = :trip ORDER BY position",
            """
            SELECT bill_id, number, title, category, note, date, kind, currency, total_minor, converted, ancestry
            FROM trip_bill WHERE trip_id = :trip ORDER BY id
            """,
            """
            SELECT b.bill_id, s.position, s.person, s.amount_minor, s.home_minor FROM trip_share s
            JOIN trip_bill b ON b.id = s.bill WHERE b.trip_id = :trip ORDER BY b.id, s.position
            """,
            """
            SELECT b.bill_id, p.position, p.person, p.amount_minor, p.method, p.home_minor FROM trip_payer p
            JOIN trip_bill b ON b.id = p.bill WHERE b.trip_id = :trip ORDER BY b.id, p.position
            """,
            """
            SELECT payment_id, payer, receiver, currency, amount_minor, date, method, converted, ancestry
            FROM trip_payment WHERE trip_id = :trip ORDER BY id
            """,
            """
            SELECT b.bill_id, p.payment_id, c.currency, c.converted_minor, c.method, c.rate, c.numerator,
                c.denominator, c.rate_source, c.rate_source_date, c.rounding, c.ecb_file, c.ecb_date, c.statement_minor
            FROM trip_conversion c LEFT JOIN trip_bill b ON b.id = c.bill LEFT JOIN trip_payment p ON p.id = c.payment
            WHERE b.trip_id = :trip OR p.trip_id = :trip ORDER BY b.id, p.id
            """,
            """
            SELECT currency, person, amount_minor, home_minor FROM trip_balance WHERE trip_id = :trip
            ORDER BY currency, person
            """,
            "SELECT kind, item_id, revisions FROM trip_removed WHERE trip_id = :trip ORDER BY kind, item_id",
        ]
        var lines: [String] = []
        for query in queries {
            for row in try Row.fetchAll(db, sql: query, arguments: ["trip": id]) {
                lines.append(row.databaseValues.map(\.description).joined(separator: "|"))
            }
            lines.append("--")
        }
        return lines
    }

    @Test func aVersionThreeFileMovesIntoTheRowsThisBuildWrites() throws {
        try FileManager.default.createDirectory(atPath: temporary.folder + "/tipfmt", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/history-v3/history.sqlite", toPath: temporary.path)
        let migrated = try #require(try HistoryDatabase.open(at: temporary.path, creating: true))
        let names = try migrated.trips().map(\.name)
        #expect(names.sorted() == ["Lisbon", "Tokyo", "Zurich"])

        let fresh = TemporaryHistory()
        let written = try #require(try HistoryDatabase.open(at: fresh.path, creating: true))
        let queue = try DatabaseQueue(path: temporary.path)
        let freshQueue = try DatabaseQueue(path: fresh.path)
        for name in names {
            let trip = try migrated.trip(named: name)
            try written.createTrip(trip)
            let before = try queue.read { try Self.rows(of: name, in: $0) }
            let after = try freshQueue.read { try Self.rows(of: name, in: $0) }
            #expect(before == after, "\(name)")
            #expect(before.count > 20, "\(name)")
            // The balances the triggers summed are the trip's balances in memory.
            #expect(try migrated.tripLedger(named: name).1 == trip.ledger(), "\(name)")
        }
        // Every migration is recorded, the documents' table is gone.
        let applied = try queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied.count == 6)
        #expect(try queue.read { try !$0.tableExists("trip_document") })
    }

    @Test func aVersionOneFileGainsEveryTable() throws {
        try FileManager.default.createDirectory(atPath: temporary.folder + "/tipfmt", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/history-v1/history.sqlite", toPath: temporary.path)
        let history = try #require(try HistoryDatabase.open(at: temporary.path, creating: true))
        #expect(try history.trips().isEmpty)
        let queue = try DatabaseQueue(path: temporary.path)
        let tables = try queue.read {
            try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        for table in ["bill", "bill_itemised", "trip", "trip_balance", "trip_bill", "trip_payment", "trip_removed"] {
            #expect(tables.contains(table), "\(table)")
        }
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM grdb_migrations") } == 6)
    }
}
