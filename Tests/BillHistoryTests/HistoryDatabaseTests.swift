import Foundation
import GRDB
import Money
import SavedBills
import TipCalc
import Testing

@testable import BillHistory

@Suite struct HistoryDatabaseTests {
    let temporary = TemporaryHistory()

    private func create() throws -> HistoryDatabase {
        try #require(try HistoryDatabase.open(at: temporary.path, creating: true))
    }

    @Test func aNewHistoryIsMarkedMigratedAndInWALMode() throws {
        let history = try create()
        let (applicationID, version, mode, migrations, tables) = try history.reading { db in
            (
                try Int32.fetchOne(db, sql: "PRAGMA application_id"), try Int.fetchOne(db, sql: "PRAGMA user_version"),
                try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            )
        }
        #expect(applicationID == 0x7469_7066, "the bytes 'tipf'")
        #expect(version == 0, "the migrator keeps the version, not PRAGMA user_version")
        #expect(mode == "wal")
        #expect(
            migrations == [
                "v1: bill, bill_person, bill_output", "v2: bill_itemised", "v3: trip", "v4: trip rows",
                "v5: trip merge", "v6: payment ancestry", "v7: trip balance defined once",
                "v8: payees",
                "v9: card fee",
            ])
        #expect(
            tables == [
                "bill", "bill_itemised", "bill_output", "bill_person", "grdb_migrations", "sqlite_sequence", "trip",
                "trip_balance", "trip_bill", "trip_conversion", "trip_household", "trip_household_member",
                "trip_payee", "trip_payer", "trip_payment", "trip_person", "trip_removed", "trip_share",
            ])
        let mode700 = try FileManager.default.attributesOfItem(atPath: temporary.folder + "/tipfmt")[.posixPermissions]
        #expect(mode700 as? Int == 0o700)
    }

    @Test(arguments: [
        "PRAGMA application_id = 1953067110",
        // GRDB's migrator creates its table before the first migration's transaction.
        """
        PRAGMA application_id = 1953067110;
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)
        """,
    ])
    func aCreationCutShortIsFinishedNextTime(state: String) throws {
        try FileManager.default.createDirectory(atPath: temporary.folder + "/tipfmt", withIntermediateDirectories: true)
        try DatabaseQueue(path: temporary.path).writeWithoutTransaction { db in try db.execute(sql: state) }
        let history = try create()
        #expect(try history.save(try savedBill("10.00", "USD")) == 1)
        #expect(
            try history.reading { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }.count
                == 9)
    }

    @Test func aMissingHistoryIsNotCreatedWhenOnlyReading() throws {
        #expect(try HistoryDatabase.open(at: temporary.path, creating: false) == nil)
        #expect(!FileManager.default.fileExists(atPath: temporary.folder + "/tipfmt"))
    }

    @Test func savedBillsComeBackExactlyNewestFirst() throws {
        let history = try create()
        // 84.50 × 18% = 15.21; 99.71 = 33.24 + 33.24 + 33.23.
        let dinner = try savedBill("84.50", "USD", percent: "18", party: .even(3), note: "Dinner, \"late\"")
        // 4500 × 10% = 450; 4950 JPY × 0.0061 = 30.195 → 30.20 EUR (half-even), split 4500 : 450.
        let kyoto = try savedBill(
            "4500", "JPY", locale: "ja_JP", percent: "10", home: ("EUR", "0.0061"), note: "Dinner in Kyoto",
            at: "2026-11-24T11:00:00Z")
        // 120 + 8.875% tax (10.65) + 20% tip (24.00) = 154.65, weights 2:1:1.
        let taxed = try savedBill(
            "120", "EUR", locale: "de_DE", percent: "20", party: .weights([2, 1, 1]),
            tax: .rate(ExactDecimal(parsing: "8.875")),
            at: "2026-11-25T08:30:00Z")
        #expect(kyoto.result.home?.total == "30.20")
        #expect(taxed.result.total == "154.65")
        #expect(taxed.people.map(\.share) == ["77.33", "38.66", "38.66"])
        let ids = [try history.save(dinner), try history.save(kyoto), try history.save(taxed)]
        #expect(ids == [1, 2, 3])

        var expected = [taxed, kyoto, dinner]
        for index in expected.indices {
            expected[index].id = Int64(3 - index)
            expected[index].outputs = nil
        }
        #expect(try history.bills() == expected)
        var shown = try history.bill(2)
        #expect(shown.outputs == kyoto.outputs)
        shown.outputs = nil
        #expect(shown == expected[1])
    }

    @Test func amountsAreIntegerMinorUnitsAndRatesExactText() throws {
        let history = try create()
        _ = try history.save(try savedBill("4500", "JPY", locale: "ja_JP", percent: "12.5", home: ("EUR", "0.0061")))
        let row = try #require(
            try history.reading { db in
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT typeof(bill_minor), bill_minor, typeof(total_minor), total_minor, typeof(tip_percent),
                               tip_percent, typeof(home_rate), home_rate, typeof(home_total_minor), home_total_minor
                        FROM bill
                        """)
            })
        // 4500 × 12.5% = 562.5 → 563 (half-up); 5063 × 0.0061 = 30.8843 → 30.88 EUR = 3088 cents.
        #expect(row[0] as String == "integer")
        #expect(row[1] as Int64 == 4500)
        #expect(row[3] as Int64 == 5063)
        #expect(row[4] as String == "text")
        #expect(row[5] as String == "12.5")
        #expect(row[6] as String == "text")
        #expect(row[7] as String == "0.0061")
        #expect(row[8] as String == "integer")
        #expect(row[9] as Int64 == 3088)
        let reals = try history.reading { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT count(*) FROM pragma_table_info('bill') WHERE type = 'REAL'
                    UNION ALL SELECT count(*) FROM pragma_table_info('bill_person') WHERE type = 'REAL'
                    """)
        }
        #expect(reals == 0)
    }

    @Test func inconsistentBillsAreRefusedAndNothingIsWritten() throws {
        let history = try create()
        var bill = try savedBill("84.50", "USD", party: .even(3))
        bill.result.total = "99.70"
        #expect(throws: HistoryError.invalidRecord("result.total 99.70 is not bill + tax + tip")) {
            try history.save(bill)
        }
        bill = try savedBill("84.50", "USD", party: .even(3))
        bill.people[2].share = "33.24"
        bill.people[2].tip = "5.08"
        #expect(throws: HistoryError.invalidRecord("the people's shares do not add up to the bill, tax, tip and total"))
        {
            try history.save(bill)
        }
        bill = try savedBill("84.50", "USD", party: .even(3))
        bill.people.removeLast()
        #expect(throws: HistoryError.invalidRecord("2 people for a party of 3")) { try history.save(bill) }
        bill = try savedBill("84.50", "USD")
        bill.result.tip = "15.2"
        #expect(throws: HistoryError.invalidRecord("result.tip '15.2' is not an amount with 2 fraction digits")) {
            try history.save(bill)
        }
        #expect(try history.bills().isEmpty)
        #expect(try history.reading { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM bill_person") } == 0)
    }

    @Test func idsGrowAndAreNeverReused() throws {
        let history = try create()
        let bill = try savedBill("10.00", "USD")
        #expect(try history.save(bill) == 1)
        #expect(try history.save(bill) == 2)
        try history.delete(2)
        #expect(throws: HistoryError.noSuchBill(2)) { try history.delete(2) }
        #expect(try history.save(bill) == 3)
        #expect(try history.clear() == 2)
        #expect(try history.save(bill) == 4)
        #expect(try history.bills().map(\.id) == [4])
        let people = try history.reading { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM bill_person") }
        let outputs = try history.reading { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM bill_output") }
        #expect(people == 1, "deleting a bill deletes its people")
        #expect(outputs == 5, "and its outputs")
    }

    @Test func filtersBySinceCurrencyAndLimit() throws {
        let history = try create()
        _ = try history.save(try savedBill("10.00", "USD", at: "2026-11-01T10:00:00Z"))
        _ = try history.save(try savedBill("1000", "JPY", locale: "ja_JP", at: "2026-11-02T10:00:00Z"))
        _ = try history.save(try savedBill("20.00", "USD", at: "2026-11-03T10:00:00Z"))
        _ = try history.save(try savedBill("2000", "JPY", locale: "ja_JP", at: "2026-11-04T10:00:00Z"))
        func ids(_ filter: HistoryFilter) throws -> [Int64?] { try history.bills(filter).map(\.id) }
        #expect(try ids(HistoryFilter()) == [4, 3, 2, 1])
        #expect(try ids(HistoryFilter(limit: 2)) == [4, 3])
        #expect(try ids(HistoryFilter(currency: "JPY")) == [4, 2])
        #expect(try ids(HistoryFilter(since: UTCTimestamp("2026-11-02T10:00:00Z"))) == [4, 3, 2])
        #expect(try ids(HistoryFilter(since: UTCTimestamp("2026-11-02T10:00:01Z"), currency: "USD")) == [3])
        #expect(try ids(HistoryFilter(limit: 1, currency: "USD")) == [3])
    }

    // MARK: - Files tipfmt leaves alone

    /// Sets up the history file with `prepare`, then checks that opening it throws `expected`
    /// and changes no byte of it.
    private func expectRefused(
        _ expected: (String) -> HistoryError, prepare: (String) throws -> Void
    ) throws {
        try FileManager.default.createDirectory(atPath: temporary.folder + "/tipfmt", withIntermediateDirectories: true)
        try prepare(temporary.path)
        let before = temporary.bytes(temporary.path)
        #expect(before[0] != nil)
        #expect(throws: expected(temporary.path)) { try HistoryDatabase.open(at: temporary.path, creating: true) }
        #expect(throws: expected(temporary.path)) { try HistoryDatabase.open(at: temporary.path, creating: false) }
        #expect(temporary.bytes(temporary.path) == before, "the file is left as it was")
    }

    @Test func aNewerSchemaVersionIsRefusedAndLeftUntouched() throws {
        try expectRefused({ .newerVersion(path: $0, found: "schema version 4; this tipfmt knows up to 3") }) { path in
            _ = try HistoryDatabase.open(at: path, creating: true)?.save(try savedBill("10.00", "USD"))
            try DatabaseQueue(path: path).write { db in try db.execute(sql: "PRAGMA user_version = 4") }
        }
    }

    @Test func anUnknownMigrationIsRefusedAndLeftUntouched() throws {
        try expectRefused({ .newerVersion(path: $0, found: "migration 'v4: split names' unknown here") }) { path in
            _ = try HistoryDatabase.open(at: path, creating: true)
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v4: split names')")
            }
        }
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftUntouched() throws {
        try expectRefused({
            .notAHistory(path: $0, reason: "it is an SQLite database with 1 schema object of its own")
        }) { path in
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')")
            }
        }
        try FileManager.default.removeItem(atPath: temporary.path)
        try expectRefused({
            .notAHistory(path: $0, reason: "it is an SQLite database of another application, id 42")
        }) { path in
            try DatabaseQueue(path: path).write { db in try db.execute(sql: "PRAGMA application_id = 42") }
        }
    }

    @Test func aFileThatIsNotSQLiteIsRefusedAndLeftUntouched() throws {
        try expectRefused({ .notAHistory(path: $0, reason: "it is not an SQLite database") }) { path in
            try Data(String(repeating: "Groceries, 12.50\n", count: 300).utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    @Test func aFolderInPlaceOfTheFileIsRefused() throws {
        try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: true)
        #expect(throws: HistoryError.notAHistory(path: temporary.path, reason: "it is not a regular file")) {
            try HistoryDatabase.open(at: temporary.path, creating: true)
        }
    }

    @Test func aDamagedHistoryIsReportedAndLeftUntouched() throws {
        do {
            let history = try create()
            for index in 0..<40 { _ = try history.save(try savedBill("\(index + 10).00", "USD", party: .even(4))) }
        }
        // Closed: the WAL is checkpointed into the file. Overwrite every page after the first.
        #expect(temporary.bytes(temporary.path)[1] == nil, "no WAL left after the last connection closed")
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: temporary.path))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 4096))
        try handle.close()
        let before = temporary.bytes(temporary.path)
        var reported: HistoryError?
        do {
            _ = try HistoryDatabase.open(at: temporary.path, creating: true)?.bills()
        } catch {
            reported = error
        }
        guard case .corrupt(let path, _) = reported else {
            Issue.record("expected .corrupt, got \(String(describing: reported))")
            return
        }
        #expect(path == temporary.path)
        #expect(temporary.bytes(temporary.path) == before, "the file is left as it was")
    }
}
