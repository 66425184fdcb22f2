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

extension HistoryDatabase {
    /// Saves a new trip.
    ///
    /// - Throws: ``HistoryError/tripExists(_:)`` when a trip of that name (whatever its ASCII
    ///   case) is already saved; nothing is written then.
    package func createTrip(_ trip: Trip) throws(HistoryError) {
        let json = try Self.document(trip)
        let now = UTCTimestamp.now().text
        try writing { db in
            guard try Self.row(named: trip.name, in: db) == nil else { throw HistoryError.tripExists(trip.name) }
            try db.execute(
                sql: "INSERT INTO trip (name, created_at, updated_at, trip_json) VALUES (?, ?, ?, ?)",
                arguments: [trip.name, now, now, json])
        }
    }

    /// The trip named `name` (whatever its ASCII case).
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)``, or ``HistoryError/corrupt(path:reason:)`` for
    ///   a saved trip that no longer reads.
    package func trip(named name: String) throws(HistoryError) -> Trip {
        let json = try reading { db in try Self.row(named: name, in: db)?.json }
        guard let json else { throw .noSuchTrip(name) }
        return try restored(json, name: name)
    }

    /// Reads the trip named `name`, applies `change` and saves the result, all in one write
    /// transaction: another process's change in between waits, and a process killed at any
    /// moment leaves the trip as it was before or as it is after.
    ///
    /// `change` may do more than a trip's rules (compute a bill from what was typed, which needs the
    /// trip as it is now): any error it throws leaves the trip as it was and comes out as it is.
    ///
    /// - Returns: The trip as saved.
    /// - Throws: ``HistoryError/trip(_:)`` with the rule `change` broke, any other error of
    ///   `change` as it is (nothing is written for either), ``HistoryError/noSuchTrip(_:)``,
    ///   ``HistoryError/tripExists(_:)`` when the trip was renamed to another trip's name, or a
    ///   database error.
    package func updateTrip(named name: String, _ change: (inout Trip) throws -> Void) throws -> Trip {
        // `writing` reports what stops its transaction as a HistoryError; the change's own errors
        // are kept aside and thrown as they are once the transaction is rolled back.
        var failure: (any Error)?
        do {
            return try updateTrip(named: name, change, failure: &failure)
        } catch {
            throw failure ?? error
        }
    }

    private func updateTrip(named name: String, _ change: (inout Trip) throws -> Void, failure: inout (any Error)?)
        throws(HistoryError) -> Trip
    {
        try writing { db in
            guard let row = try Self.row(named: name, in: db) else { throw HistoryError.noSuchTrip(name) }
            var trip = try restored(row.json, name: name)
            do {
                try change(&trip)
            } catch let error as TripError {
                throw HistoryError.trip(error)
            } catch {
                failure = error
                throw error
            }
            if Trip.nameKey(trip.name) != Trip.nameKey(name), try Self.row(named: trip.name, in: db) != nil {
                throw HistoryError.tripExists(trip.name)
            }
            try db.execute(
                sql: "UPDATE trip SET name = ?, updated_at = ?, trip_json = ? WHERE id = ?",
                arguments: [trip.name, UTCTimestamp.now().text, try Self.document(trip), row.id])
            return trip
        }
    }

    /// Deletes the trip named `name` with all its bills and payments.
    ///
    /// - Throws: ``HistoryError/noSuchTrip(_:)``.
    package func deleteTrip(named name: String) throws(HistoryError) {
        let deleted = try writing { db in
            guard let row = try Self.row(named: name, in: db) else { return 0 }
            try db.execute(sql: "DELETE FROM trip WHERE id = ?", arguments: [row.id])
            return db.changesCount
        }
        guard deleted > 0 else { throw .noSuchTrip(name) }
    }

    /// Every trip, oldest first, read from the documents by SQLite without decoding the bills.
    package func trips() throws(HistoryError) -> [TripSummary] {
        let rows = try reading { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT name, created_at,
                        json_extract(trip_json, '$.homeCurrency') AS home,
                        json_extract(trip_json, '$.people') AS people,
                        json_array_length(trip_json, '$.bills') AS bills,
                        json_array_length(trip_json, '$.payments') AS payments
                    FROM trip ORDER BY created_at, id
                    """)
        }
        var summaries: [TripSummary] = []
        for row in rows {
            let name: String = row["name"]
            let peopleJSON: String = row["people"] ?? "[]"
            let people = try? JSONDecoder().decode([String].self, from: Data(peopleJSON.utf8))
            let code: String? = row["home"]
            let home = code.flatMap { try? Currency(code: $0) }
            guard let people, (home == nil) == (code == nil) else {
                throw .corrupt(path: path, reason: "trip '\(name)' does not read as a tipfmt trip")
            }
            summaries.append(
                TripSummary(
                    name: name, people: people, home: home, bills: row["bills"] ?? 0,
                    payments: row["payments"] ?? 0, createdAt: row["created_at"]))
        }
        return summaries
    }

    // MARK: Rows

    /// A trip's row: its id and its document.
    private struct TripRow {
        let id: Int64
        let json: String
    }

    /// The row of the trip named `name`, as ``Trip/nameKey(_:)`` tells names apart (letter case,
    /// invisible characters and spaces at either end ignored, canonically equivalent spellings one).
    private static func row(named name: String, in db: Database) throws -> TripRow? {
        var id = try Int64.fetchOne(db, sql: "SELECT id FROM trip WHERE name = ?", arguments: [Trip.trimmed(name)])
        if id == nil {
            // SQLite compares bytes: another spelling of the same name is found by its key, over
            // the names alone (a trip's document is read only once found).
            let key = Trip.nameKey(name)
            let names = try Row.fetchAll(db, sql: "SELECT id, name FROM trip")
            id = names.first { Trip.nameKey($0["name"]) == key }?["id"]
        }
        guard let id,
            let json = try String.fetchOne(db, sql: "SELECT trip_json FROM trip WHERE id = ?", arguments: [id])
        else { return nil }
        return TripRow(id: id, json: json)
    }

    /// The document saved for `trip`.
    private static func document(_ trip: Trip) throws(HistoryError) -> String {
        do {
            return try trip.json()
        } catch {
            throw .trip(error)
        }
    }

    /// The trip a saved document holds.
    private func restored(_ json: String, name: String) throws(HistoryError) -> Trip {
        do {
            return try Trip(json: json)
        } catch {
            throw .corrupt(path: path, reason: "trip '\(name)': \(error)")
        }
    }
}
