import GRDB
package import Money
import SavedBills
package import Trips

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One trip as `tipfmt trip list` shows it, read without reading its bills.
package struct TripSummary: Hashable, Sendable {
    /// The trip's name.
    package let name: String
    /// Everyone in the trip, in their order.
    package let people: [String]
    /// The home currency, if set.
    package let home: Currency?
    /// How many bills the trip has.
    package let bills: Int
    /// How many payments the trip has.
    package let payments: Int
    /// When the trip was created: UTC, `2026-11-23T19:04:05Z`.
    package let createdAt: String
}

/// Which part of a trip a change reads: a change reads only what it needs, so editing one bill of
/// a large trip reads that bill.
package enum TripScope: Hashable, Sendable {
    /// Every bill and payment.
    case whole
    /// The people and home currency, no bill or payment.
    case people
    /// The bill with this id, and no other bill or payment.
    case bill(String)
    /// Every payment, and no bill.
    case payments
    /// Every bill, and no payment.
    case bills
    /// The bills with these ids (in the trip's order), and no other bill or payment.
    case billIDs([String])
}

/// What a command needs of a trip to add to it, read without its bills: its people and home
/// currency (as a trip with no bill), its currencies, an id for a new bill and how many payments it has.
package struct TripOutline: Sendable {
    /// The trip with its people and home currency, and no bill or payment.
    package let trip: Trip
    /// The currencies of its bills and payments, sorted by code.
    package let currencies: [Currency]
    /// A new random id (``TripItemID``) that no bill of the trip has or had.
    package let newBillID: String
    /// How many payments it has.
    package let payments: Int
    /// The trip's row and its revision when read: a change is saved only onto the same revision.
    let id: Int64
    let revision: Int64
}

extension HistoryDatabase {
    /// Saves a new trip.
    ///
    /// - Throws: ``HistoryError/tripExists(_:)`` when a trip of that name (whatever its ASCII
    ///   case) is already saved; nothing is written then.
    package func createTrip(_ trip: Trip) throws(HistoryError) {
        let now = UTCTimestamp.now().text
        try writing { db in
            guard try TripStore.id(named: trip.name, in: db) == nil else { throw HistoryError.tripExists(trip.name) }
            let id = try TripStore.insert(trip, createdAt: now, updatedAt: now, in: db)
            try TripStore.checkLimits(trip: id, in: db)
        }
    }

    /// Whether a trip named `name` is saved (names compare as ``Trip/nameKey(_:)`` tells them apart).
    package func tripExists(named name: String) throws(HistoryError) -> Bool {
        try reading { db in try TripStore.id(named: name, in: db) != nil }
    }

    /// The trip named `name` (whatever its ASCII case), read whole.
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)``, or ``HistoryError/corrupt(path:reason:)`` for
    ///   a saved trip that no longer reads.
    package func trip(named name: String) throws(HistoryError) -> Trip {
        try reading { db in
            guard let id = try TripStore.id(named: name, in: db) else { throw HistoryError.noSuchTrip(name) }
            return try TripStore.restore(id: id, in: db).trip
        }
    }

    /// Reads the trip named `name` without keeping its bills, handing each to `eachBill`.
    ///
    /// Each bill comes in order, with the trip's people and home currency (a trip with no bill);
    /// the trip is returned with its payments and no bill, and its ledger. All of it is one read,
    /// so it is one state of the trip however large.
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)``, ``HistoryError/corrupt(path:reason:)``, or what
    ///   `eachBill` throws.
    package func streamTrip(named name: String, eachBill: (Trip, TripBill) throws -> Void) throws -> (Trip, TripLedger)
    {
        var read: (Trip, TripLedger)?
        try streamTrip(named: name, before: { read = ($0, $1) }, eachBill: eachBill)
        guard let read else { throw HistoryError.noSuchTrip(name) }
        return read
    }

    /// Reads the trip named `name` without keeping its bills: `before` gets the trip with its
    /// payments and no bill, and its ledger, then `eachBill` each bill in order (with the trip's
    /// people and home currency, a trip with no bill).
    ///
    /// What a bill-by-bill export needs: everything but the bills is known before the first.
    /// All of it is one read, so it is one state of the trip however large.
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)``, ``HistoryError/corrupt(path:reason:)``, or what
    ///   `before` or `eachBill` throws.
    package func streamTrip(
        named name: String, before: (Trip, TripLedger) throws -> Void, eachBill: (Trip, TripBill) throws -> Void
    ) throws {
        var failure: (any Error)?
        // The callers' errors pass through the read as they are.
        func passing<T>(_ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch {
                failure = error
                throw error
            }
        }
        do {
            try withoutActuallyEscaping(before) { before in
                try withoutActuallyEscaping(eachBill) { eachBill in
                    try reading { db in
                        guard let id = try TripStore.id(named: name, in: db) else {
                            throw HistoryError.noSuchTrip(name)
                        }
                        let head = try TripStore.restore(id: id, scope: .payments, in: db).trip
                        let ledger = try Self.tripError { try TripStore.ledger(of: head, id: id, in: db) }
                        try passing { try before(head, ledger) }
                        // The bills alone: the payments were read above.
                        _ = try TripStore.restore(id: id, scope: .bills, in: db) { trip, bill in
                            try passing { try eachBill(trip, bill) }
                        }
                    }
                }
            }
        } catch {
            throw failure ?? error
        }
    }

    /// The trip named `name` without its bills: what adding a bill or a payment needs.
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)``, or ``HistoryError/corrupt(path:reason:)``.
    package func tripOutline(named name: String) throws(HistoryError) -> TripOutline {
        try reading { db in try Self.outline(named: name, in: db) }
    }

    /// The balances of the trip named `name`, summed over its rows without reading a bill, and
    /// its outline.
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)``, ``HistoryError/trip(_:)`` for a balance that
    ///   overflows, or ``HistoryError/corrupt(path:reason:)``.
    package func tripLedger(named name: String) throws(HistoryError) -> (TripOutline, TripLedger) {
        try reading { db in
            let outline = try Self.outline(named: name, in: db)
            return (outline, try Self.tripError { try TripStore.ledger(of: outline.trip, id: outline.id, in: db) })
        }
    }

    /// Adds bills and payments to the trip named `name` without reading its other bills.
    ///
    /// `make` gets the trip's outline (and its ledger when `ledger` is true) and returns the
    /// outline's trip with the new bills and payments added; it runs outside any transaction, so
    /// it may read files. They are then saved in one write transaction, only if the trip has not
    /// changed since it was read: otherwise `make` runs again on the trip as it is then, so two
    /// adds at once each get the next id and a process killed at any moment leaves each bill
    /// wholly saved or not at all.
    ///
    /// - Returns: The outline `make` was given, and the trip it returned (its bills and
    ///   payments are the ones saved).
    /// - Throws: ``HistoryError/trip(_:)`` for a rule broken (a bill id already used),
    ///   ``HistoryError/noSuchTrip(_:)``, any error of `make` as it is, or a database error.
    package func appendToTrip(
        named name: String, ledger: Bool = false, _ make: (TripOutline, TripLedger?) throws -> Trip
    ) throws -> (TripOutline, Trip) {
        // Another process's change in between is rare; a trip that keeps changing is retried a
        // bounded number of times.
        for _ in 0..<200 {
            let (outline, sums): (TripOutline, TripLedger?)
            if ledger {
                let read = try tripLedger(named: name)
                (outline, sums) = (read.0, read.1)
            } else {
                (outline, sums) = (try tripOutline(named: name), nil)
            }
            let trip: Trip
            do {
                trip = try make(outline, sums)
            } catch let error as TripError {
                throw HistoryError.trip(error)
            }
            let saved = try writing { db in
                let revision = try Int64.fetchOne(
                    db, sql: "SELECT revision FROM trip WHERE id = ?", arguments: [outline.id])
                guard revision == outline.revision else { return false }
                for bill in trip.bills {
                    let used = try Bool.fetchOne(
                        db, sql: "SELECT 1 FROM trip_bill WHERE trip_id = ? AND bill_id = ?",
                        arguments: [outline.id, bill.id])
                    if used == true { throw HistoryError.trip(.duplicateBill(bill.id)) }
                }
                let positions = TripStore.positions(trip.people)
                for bill in trip.bills { try TripStore.insert(bill, trip: outline.id, positions: positions, in: db) }
                for payment in trip.payments {
                    try TripStore.insert(payment, trip: outline.id, positions: positions, in: db)
                }
                // A bill added with the id of a removed one takes its place (`Trip.add(_:)`).
                if trip.removedBills != outline.trip.removedBills
                    || trip.removedPayments != outline.trip.removedPayments
                {
                    try TripStore.insertRemoved(of: trip, trip: outline.id, in: db)
                }
                try TripStore.touch(trip: outline.id, in: db)
                return true
            }
            if saved { return (outline, trip) }
        }
        throw HistoryError.database(
            path: path, reason: "trip '\(name)' kept changing while this change was made; try again")
    }

    /// Reads the trip named `name` (the part `scope` names), applies `change` and saves what
    /// changed, as one change: a process killed at any moment leaves the trip as it was before or
    /// as it is after.
    ///
    /// With a `scope` other than ``TripScope/whole`` the trip `change` gets holds only that part
    /// (its people and home always): it may change what it holds and add people.
    ///
    /// `change` runs outside any transaction, so it may read files (a bill file, a rates file);
    /// what it changed is saved in one write transaction, and only onto the trip it was given:
    /// when another process changed the trip in between, `change` runs again on the trip as it
    /// is then, so no change undoes another's. Any error it throws leaves the trip as it was.
    ///
    /// - Returns: The trip as saved.
    /// - Throws: ``HistoryError/trip(_:)`` with the rule `change` broke, any other error of
    ///   `change` as it is (nothing is written for either), ``HistoryError/noSuchTrip(_:)``,
    ///   ``HistoryError/tripExists(_:)`` when the trip was renamed to another trip's name, or a
    ///   database error.
    package func updateTrip(named name: String, scope: TripScope = .whole, _ change: (inout Trip) throws -> Void)
        throws -> Trip
    {
        for _ in 0..<200 {
            let (id, revision, old) = try reading { db in
                guard let id = try TripStore.id(named: name, in: db) else { throw HistoryError.noSuchTrip(name) }
                let revision = try Int64.fetchOne(db, sql: "SELECT revision FROM trip WHERE id = ?", arguments: [id])
                return (id, revision, try TripStore.restore(id: id, scope: scope, in: db))
            }
            var trip = old.trip
            do {
                try change(&trip)
            } catch let error as TripError {
                throw HistoryError.trip(error)
            }
            let saved = try writing { db in
                let now = try Int64.fetchOne(db, sql: "SELECT revision FROM trip WHERE id = ?", arguments: [id])
                guard now == revision else { return false }
                if Trip.nameKey(trip.name) != Trip.nameKey(old.trip.name),
                    let other = try TripStore.id(named: trip.name, in: db), other != id
                {
                    throw HistoryError.tripExists(trip.name)
                }
                try TripStore.save(trip, over: old, trip: id, in: db)
                return true
            }
            if saved { return trip }
        }
        throw HistoryError.database(
            path: path, reason: "trip '\(name)' kept changing while this change was made; try again")
    }

    /// Sets or changes the home currency of the trip named `name` in its rows, as
    /// ``Trip/withHome(_:)`` does in memory.
    ///
    /// The bills and payments in `currency` convert at rate 1, the others wait for a rate.
    /// The amounts change by row updates; the bills whose home amounts change are read one at a
    /// time only for their revisions, which join their ancestry (and the settings' revision the
    /// settings' ancestry), so a merge takes the new home over an older copy.
    ///
    /// - Returns: The trip's outline and ledger as saved.
    /// - Throws: ``HistoryError/trip(_:)`` with ``TripError/rateMismatch(_:reason:)`` naming the
    ///   bills and payments with a rate to the old home currency (nothing is written then),
    ///   ``HistoryError/noSuchTrip(_:)``, or a database error.
    package func setTripHome(named name: String, to currency: Currency) throws(HistoryError) -> (
        TripOutline, TripLedger
    ) {
        try writing { db in
            guard let id = try TripStore.id(named: name, in: db) else { throw HistoryError.noSuchTrip(name) }
            let (_, trip) = try TripStore.head(id: id, in: db)
            if trip.home != currency {
                try Self.tripError { try TripStore.setHome(currency, of: trip, id: id, in: db) }
                try TripStore.touch(trip: id, in: db)
            }
            let outline = try Self.outline(named: name, in: db)
            return (outline, try Self.tripError { try TripStore.ledger(of: outline.trip, id: id, in: db) })
        }
    }

    /// Deletes the trip named `name` with all its bills and payments.
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)``.
    package func deleteTrip(named name: String) throws(HistoryError) {
        let deleted = try writing { db in
            guard let id = try TripStore.id(named: name, in: db) else { return 0 }
            // Every row of the trip goes, so no balance has to be kept right row by row: the
            // triggers that run on each deleted bill and payment (each run costs far more than the
            // row it follows: 100,000 bills took 13 s) are set aside, each table loses the trip's
            // rows in one statement, and the triggers are made again from their own SQL, all in
            // this transaction, so a process killed on the way leaves the trip and the schema as
            // they were.
            let triggers = try Row.fetchAll(
                db,
                sql: """
                    SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '% DELETE ON %'
                        AND tbl_name IN ('trip', 'trip_bill', 'trip_share', 'trip_payer', 'trip_payment',
                            'trip_conversion', 'trip_balance')
                    ORDER BY name
                    """)
            for trigger in triggers {
                let name: String = trigger["name"]
                let quoted = name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
                try db.execute(sql: "DROP TRIGGER \"\(quoted)\"")
            }
            let bills = "SELECT id FROM trip_bill WHERE trip_id = :trip"
            try db.execute(
                sql: """
                    DELETE FROM trip_balance WHERE trip_id = :trip;
                    DELETE FROM trip_share WHERE bill IN (\(bills));
                    DELETE FROM trip_payer WHERE bill IN (\(bills));
                    DELETE FROM trip_conversion WHERE bill IN (\(bills));
                    DELETE FROM trip_conversion WHERE payment IN (SELECT id FROM trip_payment WHERE trip_id = :trip);
                    DELETE FROM trip_bill WHERE trip_id = :trip;
                    DELETE FROM trip_payment WHERE trip_id = :trip;
                    """, arguments: ["trip": id])
            for trigger in triggers {
                let sql: String = trigger["sql"]
                try db.execute(sql: sql)
            }
            try db.execute(sql: "DELETE FROM trip WHERE id = ?", arguments: [id])
            return db.changesCount
        }
        guard deleted > 0 else { throw .noSuchTrip(name) }
    }

    /// Every trip, oldest first, counted by SQLite without reading a bill.
    package func trips() throws(HistoryError) -> [TripSummary] {
        let (rows, people) = try reading { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.id, t.name, t.created_at, t.home_currency AS home,
                        (SELECT count(*) FROM trip_bill b WHERE b.trip_id = t.id) AS bills,
                        (SELECT count(*) FROM trip_payment p WHERE p.trip_id = t.id) AS payments
                    FROM trip t ORDER BY t.created_at, t.id
                    """)
            var people: [Int64: [String]] = [:]
            let names = try Row.fetchCursor(db, sql: "SELECT trip_id, name FROM trip_person ORDER BY trip_id, position")
            while let row = try names.next() { people[row["trip_id"], default: []].append(row["name"]) }
            return (rows, people)
        }
        var summaries: [TripSummary] = []
        for row in rows {
            let name: String = row["name"]
            let code: String? = row["home"]
            let home = code.flatMap { try? Currency(code: $0) }
            guard (home == nil) == (code == nil) else {
                throw .corrupt(path: path, reason: "trip '\(name)' has the home currency '\(code ?? "")'")
            }
            summaries.append(
                TripSummary(
                    name: name, people: people[row["id"]] ?? [], home: home, bills: row["bills"],
                    payments: row["payments"], createdAt: row["created_at"]))
        }
        return summaries
    }

    // MARK: Rows

    /// The outline of the trip named `name`.
    private static func outline(named name: String, in db: Database) throws -> TripOutline {
        guard let id = try TripStore.id(named: name, in: db) else { throw HistoryError.noSuchTrip(name) }
        let (row, trip) = try TripStore.head(id: id, in: db)
        return TripOutline(
            trip: trip, currencies: try TripStore.currencies(trip: id, in: db),
            newBillID: try TripStore.newBillID(trip: id, in: db),
            payments: try TripStore.paymentCount(trip: id, in: db), id: id, revision: row.revision)
    }

    /// `body`, with a ``TripError`` it throws reported as the trip's rule it is.
    private static func tripError<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as TripError {
            throw HistoryError.trip(error)
        }
    }
}
