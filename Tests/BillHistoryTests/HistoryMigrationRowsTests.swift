import Foundation
import GRDB
import Money
import Testing
import Trips

@testable import BillHistory

/// Every migration on recorded files of each schema version before it (`Tests/tipfmtTests/Fixtures/
/// history-vN`, each written by the tipfmt of that version): version 1 and 2 files (saved bills)
/// gain every table and keep their bills; version 3 files (trips as JSON documents, moved into
/// rows by SQL alone in migration v6), version 4 (trips as rows) and version 5 (with revisions,
/// removals and merges) become, row for row, what this build writes of the same trips, with
/// balances that are the trips' balances in memory.
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

    /// The saved bills' rows: no migration after version 2 touches them.
    static func billRows(in db: Database) throws -> [String] {
        var lines: [String] = []
        for table in ["bill", "bill_person", "bill_output", "bill_itemised"] where try db.tableExists(table) {
            // Sorted as text: some of these tables have no rowid to order by.
            lines += try Row.fetchAll(db, sql: "SELECT * FROM \(table)").map {
                table + "|" + $0.databaseValues.map(\.description).joined(separator: "|")
            }.sorted()
        }
        return lines
    }

    /// Every migration this build has, by name.
    static var migrations: [String] { HistorySchema.migrator().migrations }

    /// A recorded file copied where the history is opened, and its saved bills' rows before any
    /// migration.
    func copy(_ fixture: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: temporary.folder + "/tipfmt", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/\(fixture)/history.sqlite", toPath: temporary.path)
        let queue = try DatabaseQueue(path: temporary.path)
        defer { try? queue.close() }
        return try queue.read { try Self.billRows(in: $0) }
    }

    /// Trips recorded by the tipfmt of each schema version (3: each trip a JSON document; 4: rows;
    /// 5: rows with revisions, removals and a merge; see each fixture's make-fixture.sh) become,
    /// after every later migration, row for row what this build writes of the same trips; the
    /// balances the triggers keep are the trips' balances in memory, and the saved bills' rows are
    /// as they were.
    @Test(arguments: [3, 4, 5])
    func aFileOfEachVersionBecomesTheRowsThisBuildWrites(version: Int) throws {
        let recordedBills = try copy("history-v\(version)")
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
            #expect(before == after, "v\(version) \(name)")
            #expect(before.count > 20, "v\(version) \(name)")
            // The balances the triggers summed are the trip's balances in memory.
            #expect(try migrated.tripLedger(named: name).1 == trip.ledger(), "v\(version) \(name)")
            // And the sums of their parts, as the store defines a balance (migration v7).
            let (kept, defined) = try TripRowsTests.keptAndDefined(temporary.path, trip: name)
            #expect(kept == defined && !kept.isEmpty, "v\(version) \(name)")
        }
        #expect(try queue.read { try Self.billRows(in: $0) } == recordedBills)
        #expect(recordedBills.count >= 3)
        // Every migration is recorded, the documents' table is gone.
        let applied = try queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied == Self.migrations)
        #expect(try queue.read { try !$0.tableExists("trip_document") })
    }

    /// The version 2 file (saved bills and an itemised one, no trips) keeps every bill row as it
    /// was and gains every table.
    @Test func aVersionTwoFileKeepsItsBillsAndGainsEveryTable() throws {
        let recordedBills = try copy("history-v2")
        #expect(recordedBills.contains { $0.hasPrefix("bill_itemised|") })
        let history = try #require(try HistoryDatabase.open(at: temporary.path, creating: true))
        #expect(try history.trips().isEmpty)
        let queue = try DatabaseQueue(path: temporary.path)
        #expect(try queue.read { try Self.billRows(in: $0) } == recordedBills)
        #expect(
            try queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") } == Self.migrations
        )
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
        #expect(
            try queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") } == Self.migrations
        )
    }
}
