import GRDB
import Money
import SavedBills
package import Trips

extension HistoryDatabase {
    /// How many bills a merge reads and merges at once, at most: the memory of a merge is that
    /// of this many bills of each copy (or ``mergeBatchBytes`` of them), whatever the trips' size.
    package static let mergeBatch = 500
    /// How many bytes of bills a merge reads and merges at once, about (a bill's size in the
    /// file, or an estimate of it from its rows): a batch stops at the bill that reaches it, so
    /// large bills (long ancestries, many people) come fewer at a time.
    package static let mergeBatchBytes = 512 << 10

    /// Saves another copy of a trip as a new trip, a bill at a time: the rows are those
    /// ``createTrip(_:)`` writes of the copy read whole.
    ///
    /// - Throws: ``HistoryError/tripExists(_:)`` when a trip of that name is saved, what reading a
    ///   bill throws, ``HistoryError/trip(_:)`` for a rule broken; nothing is written then.
    package func createTrip(_ copy: TripCopy) throws {
        let now = UTCTimestamp.now().text
        var failure: (any Error)?
        do {
            try writing { db in
                guard try TripStore.id(named: copy.head.name, in: db) == nil else {
                    throw HistoryError.tripExists(copy.head.name)
                }
                let id = try TripStore.insert(copy.head, createdAt: now, updatedAt: now, in: db)
                let positions = TripStore.positions(copy.head.people)
                for position in copy.billIDs.indices {
                    let bill: TripBill
                    do {
                        bill = try copy.bill(at: position)
                    } catch {
                        failure = error
                        throw error
                    }
                    try TripStore.insert(bill, trip: id, positions: positions, in: db)
                }
                try TripStore.checkLimits(trip: id, in: db)
            }
        } catch {
            throw failure ?? error
        }
    }

    /// Merges another copy of a trip into the trip named `name` as ``Trip/merged(with:keeping:)``
    /// merges two trips, and saves the result as ``updateTrip(named:scope:_:)`` would save it,
    /// without holding either trip whole.
    ///
    /// Each bill merges on its own (its versions on both copies, the settings and what each copy
    /// removed decide it), so the bills are merged ``mergeBatch`` at a time: first to find the
    /// conflicts, what changed and which bills stay, then again, in the merged order, to write
    /// them. The people, settings and payments are merged once, from the trips without bills.
    /// All of it is one write transaction.
    ///
    /// - Parameters:
    ///   - name: The trip saved here.
    ///   - copy: The other copy.
    ///   - choices: The side to keep of each conflict of a merge (`--keep`).
    ///   - check: Looks at the trip saved here (without its bills) and the ids of its bills
    ///     before anything is merged, and may refuse the merge.
    ///   - batch: How many bills are merged at once.
    /// - Returns: The merge: its trip holds the merged trip's name, people, settings and
    ///   payments, and no bill. With conflicts, nothing was saved.
    /// - Throws: ``HistoryError/noSuchTrip(_:)``, the `TripError` of a rule the merged trip
    ///   breaks, what `check` or reading a bill of `copy` throws, or a database error (a sum
    ///   past 64 bits: ``HistoryError/trip(_:)``); nothing is written then.
    package func mergeTrip(
        named name: String, with copy: TripCopy,
        choices: @escaping (TripMerge) -> [TripMerge.Subject: TripMerge.Side],
        check: (Trip, Set<String>) throws -> Void = { _, _ in }, batch: Int = mergeBatch
    ) throws -> TripMerge {
        var failure: (any Error)?
        do {
            return try writing { db in
                guard let id = try TripStore.id(named: name, in: db) else { throw HistoryError.noSuchTrip(name) }
                var merger = try CopyMerger(trip: id, copy: copy, choices: choices, batch: max(batch, 1), in: db)
                do {
                    try check(merger.mine.trip, Set(merger.myOrder))
                    return try merger.merge()
                } catch let error as HistoryError {
                    throw error
                } catch let error as DatabaseError {
                    throw error
                } catch let error as TripRowError {
                    throw error
                } catch {
                    // A rule of a trip, or the copy's file: as they are.
                    failure = error
                    throw error
                }
            }
        } catch {
            throw failure ?? error
        }
    }
}

/// One merge of a copy into the trip saved here, a batch of bills at a time (see
/// ``HistoryDatabase/mergeTrip(named:with:choices:check:)``).
private struct CopyMerger {
    let id: Int64
    let copy: TripCopy
    let choices: (TripMerge) -> [TripMerge.Subject: TripMerge.Side]
    /// How many bills are merged at once.
    let batch: Int
    let db: Database
    /// The trip saved here with its payments and no bill, and its payments' rows.
    let mine: TripStore.Restored
    /// The ids of its bills in order, the row of each, and about how many bytes it takes.
    let myOrder: [String]
    let myRows: [String: Int64]
    let mySizes: [String: Int]
    /// The copy without its bills and payments: what each batch of its bills joins.
    let theirs: Trip
    /// Where each bill of the copy is in it.
    let theirPositions: [String: Int]

    init(
        trip id: Int64, copy: TripCopy, choices: @escaping (TripMerge) -> [TripMerge.Subject: TripMerge.Side],
        batch: Int, in db: Database
    ) throws {
        self.id = id
        self.batch = batch
        self.copy = copy
        self.choices = choices
        self.db = db
        mine = try TripStore.restore(id: id, scope: .payments, in: db)
        var order: [String] = []
        var rows: [String: Int64] = [:]
        var sizes: [String: Int] = [:]
        // About what the bill takes beyond its shares (its copy in the file counts those): its
        // ancestry and title. Counting each bill's shares would read every share row.
        let cursor = try Row.fetchCursor(
            db,
            sql: """
                SELECT id, bill_id, 200 + length(ancestry) + length(title) FROM trip_bill
                WHERE trip_id = ? ORDER BY id
                """, arguments: [id])
        while let row = try cursor.next() {
            let billID: String = row[1]
            order.append(billID)
            rows[billID] = row[0]
            sizes[billID] = row[2]
        }
        myOrder = order
        myRows = rows
        mySizes = sizes
        // The payments merge once, with the settings: a batch of bills needs only the settings
        // (which decide each bill's home amounts), the people and what was removed.
        var bare = try Trip(name: copy.head.name, people: copy.head.people, home: copy.head.home)
        for household in copy.head.households { try bare.setHousehold(household.name, members: household.members) }
        bare.settingsAncestry = copy.head.settingsAncestry
        bare.removedBills = copy.head.removedBills
        theirs = bare
        theirPositions = Dictionary(copy.billIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Two trips merged with the sides `choices` takes for their conflicts.
    private func merged(_ mine: Trip, _ theirs: Trip) throws -> TripMerge {
        let first = try mine.merged(with: theirs)
        let chosen = choices(first)
        return chosen.isEmpty ? first : try mine.merged(with: theirs, keeping: chosen)
    }

    /// The merge of the bills `ids` of both copies (those each holds), as the whole trips merge
    /// them.
    private func mergedBills(_ ids: [String]) throws -> (mine: Trip, merge: TripMerge) {
        let mine = try TripStore.restore(id: id, scope: .billIDs(ids), in: db).trip
        var theirs = self.theirs
        for billID in ids {
            guard let position = theirPositions[billID] else { continue }
            try theirs.add(try copy.bill(at: position))
        }
        return (mine, try merged(mine, theirs))
    }

    /// `ids` in batches of at most ``batch`` bills, each ending at the bill that brings it to
    /// ``HistoryDatabase/mergeBatchBytes`` (the larger of a bill's two copies counts).
    private func batches(_ ids: [String]) -> [ArraySlice<String>] {
        var batches: [ArraySlice<String>] = []
        var start = ids.startIndex
        var bytes = 0
        for index in ids.indices {
            let id = ids[index]
            let theirs = theirPositions[id].flatMap { copy.billSizes.indices.contains($0) ? copy.billSizes[$0] : nil }
            bytes += max(theirs ?? 0, mySizes[id] ?? 0)
            if index + 1 - start == batch || bytes >= HistoryDatabase.mergeBatchBytes {
                batches.append(ids[start...index])
                start = index + 1
                bytes = 0
            }
        }
        if start < ids.endIndex { batches.append(ids[start...]) }
        return batches
    }

    mutating func merge() throws -> TripMerge {
        let head = try merged(mine.trip, copy.head)
        var conflicts = head.conflicts
        var changes = head.changes
        var removed = head.trip.removedBills
        var kept = Set<String>()
        var rewritten = Set<String>()
        let onlyMine = myOrder.filter { theirPositions[$0] == nil }
        for group in batches(copy.billIDs) + batches(onlyMine) {
            let ids = Array(group)
            let (before, part) = try mergedBills(ids)
            for conflict in part.conflicts {
                if case .bill = conflict.subject { conflicts.append(conflict) }
            }
            changes.billsAdded += part.changes.billsAdded
            changes.billsChanged += part.changes.billsChanged
            changes.billsRemoved += part.changes.billsRemoved
            for bill in part.trip.bills {
                kept.insert(bill.id)
                if before.bill(id: bill.id) != bill { rewritten.insert(bill.id) }
            }
            for billID in ids { removed[billID] = part.trip.removedBills[billID] }
        }
        var merged = head.trip
        merged.removedBills = removed
        let result = TripMerge(trip: merged, conflicts: conflicts.sorted { $0.subject < $1.subject }, changes: changes)
        if conflicts.isEmpty { try save(merged, kept: kept, rewritten: rewritten) }
        return result
    }

    /// Writes the merged trip (`merged`, without its bills; `kept` the ids of its bills, of which
    /// `rewritten` changed or came from the copy) over the rows of the trip, as
    /// `TripStore.save(_:over:trip:in:)` writes a trip merged whole.
    ///
    /// The trip's head rows (its row, people, households, removals) are written last: each
    /// batch of bills is read against the trip as it was.
    private func save(_ merged: Trip, kept: Set<String>, rewritten: Set<String>) throws {
        let old = mine.trip
        let keptMine = myOrder.filter(kept.contains)
        let order = Trip.mergedOrder(keptMine, copy.billIDs.filter(kept.contains))
        // People respelled or reordered: every row naming a person by position is written again.
        let respelled = !merged.people.starts(with: old.people, by: Trip.sameBytes)
        let unmoved = respelled ? 0 : zip(keptMine, order).prefix { $0 == $1 }.count
        let positions = TripStore.positions(merged.people)
        for billID in myOrder where !kept.contains(billID) {
            if let row = myRows[billID] { try db.execute(sql: "DELETE FROM trip_bill WHERE id = ?", arguments: [row]) }
        }
        for group in batches(order[..<unmoved].filter(rewritten.contains)) {
            let part = try mergedBills(Array(group)).merge.trip
            for billID in group {
                guard let bill = part.bill(id: billID) else { continue }
                try TripStore.insert(bill, trip: id, positions: positions, replacing: myRows[billID], in: db)
            }
        }
        // From where the order changed, the bills are written again in the merged order, after
        // the others (the row ids order them).
        for group in batches(Array(order[unmoved...])) {
            let part = try mergedBills(Array(group)).merge.trip
            for billID in group {
                guard let bill = part.bill(id: billID) else { continue }
                if let row = myRows[billID] {
                    try db.execute(sql: "DELETE FROM trip_bill WHERE id = ?", arguments: [row])
                }
                try TripStore.insert(bill, trip: id, positions: positions, in: db)
            }
        }
        if respelled {
            try db.execute(sql: "DELETE FROM trip_person WHERE trip_id = ?", arguments: [id])
            try TripStore.insertPeople(merged.people, from: 0, trip: id, in: db)
        } else {
            try TripStore.insertPeople(
                merged.people.dropFirst(old.people.count), from: old.people.count, trip: id, in: db)
        }
        if respelled || merged.households != old.households {
            try TripStore.insertHouseholds(merged.households, trip: id, positions: positions, in: db)
        }
        if respelled || merged.payees != old.payees {
            try TripStore.insertPayees(merged.payees, trip: id, positions: positions, in: db)
        }
        if merged.home != old.home || merged.settingsAncestry != old.settingsAncestry {
            try db.execute(
                sql: "UPDATE trip SET home_currency = ?, settings_ancestry = ? WHERE id = ?",
                arguments: [merged.home?.code, TripStore.text(merged.settingsAncestry), id])
        }
        var same = 0
        if !respelled {
            while same < min(merged.payments.count, old.payments.count), merged.payments[same] == old.payments[same] {
                same += 1
            }
        }
        for row in mine.paymentRows.dropFirst(same) {
            try db.execute(sql: "DELETE FROM trip_payment WHERE id = ?", arguments: [row])
        }
        for payment in merged.payments.dropFirst(same) {
            try TripStore.insert(payment, trip: id, positions: positions, in: db)
        }
        if respelled || merged.removedBills != old.removedBills || merged.removedPayments != old.removedPayments {
            try TripStore.insertRemoved(of: merged, trip: id, in: db)
        }
        try TripStore.touch(trip: id, in: db)
    }
}
