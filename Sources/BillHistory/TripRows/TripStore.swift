import GRDB
import Money
import SavedBills
import TipCalc
import Trips

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A trip as rows: written bill by bill, read back whole or summed by SQLite, inside a
/// transaction the caller holds.
///
/// A row that does not read back throws ``TripRowError``, which the history reports as a
/// damaged file naming the trip.
enum TripStore {
    // MARK: Finding

    /// The id of the trip named `name`, as ``Trip/nameKey(_:)`` tells names apart (letter case,
    /// invisible characters and spaces at either end ignored, canonically equivalent spellings one).
    static func id(named name: String, in db: Database) throws -> Int64? {
        if let id = try Int64.fetchOne(db, sql: "SELECT id FROM trip WHERE name = ?", arguments: [Trip.trimmed(name)]) {
            return id
        }
        // SQLite compares bytes: another spelling of the same name is found by its key, over the
        // names alone.
        let key = Trip.nameKey(name)
        return try Row.fetchAll(db, sql: "SELECT id, name FROM trip").first { Trip.nameKey($0["name"]) == key }?["id"]
    }

    /// The trip's row and a trip with its people and home currency and no bill.
    static func head(id: Int64, in db: Database) throws -> (TripRow, Trip) {
        guard let row = try TripRow.fetchOne(db, key: id) else { throw TripRowError("trip \(id) has no row") }
        let people = try String.fetchAll(
            db, sql: "SELECT name FROM trip_person WHERE trip_id = ? ORDER BY position", arguments: [id])
        let households = try Row.fetchAll(
            db,
            sql: """
                SELECT h.position, h.name, m.person FROM trip_household h
                JOIN trip_household_member m ON m.trip_id = h.trip_id AND m.household = h.position
                WHERE h.trip_id = ? ORDER BY h.position, m.position
                """, arguments: [id])
        do {
            var trip = try Trip(name: row.name, people: people, home: try row.homeCurrency.map(Currency.init(code:)))
            var start = households.startIndex
            while start < households.endIndex {
                let position: Int = households[start]["position"]
                let end = households[start...].firstIndex { $0["position"] != position } ?? households.endIndex
                let members = try households[start..<end].map { (member: Row) -> String in
                    let person: Int = member["person"]
                    guard people.indices.contains(person) else {
                        throw TripRowError("a household names person \(person)")
                    }
                    return people[person]
                }
                try trip.setHousehold(households[start]["name"], members: members)
                start = end
            }
            // Set after the households, whose setting above counts as a change.
            trip.settingsAncestry = revisions(row.settingsAncestry)
            trip.payees = try payees(trip: id, people: people, in: db)
            let removed = try Row.fetchAll(
                db, sql: "SELECT kind, item_id, revisions FROM trip_removed WHERE trip_id = ? ORDER BY kind, item_id",
                arguments: [id])
            for removal in removed {
                if removal["kind"] == "bill" {
                    trip.removedBills[removal["item_id"]] = revisions(removal["revisions"])
                } else {
                    trip.removedPayments.insert(removal["item_id"])
                }
            }
            return (row, trip)
        } catch let error as TripRowError {
            throw TripRowError("trip '\(row.name)': \(error)")
        } catch {
            throw TripRowError("trip '\(row.name)' does not read: \(error)")
        }
    }

    /// The currencies of the trip's bills and payments, sorted by code.
    ///
    /// Each currency is found by one step of an index (the next code after the last), so a trip
    /// of any size takes as long as one with a bill in each currency.
    static func currencies(trip id: Int64, in db: Database) throws -> [Currency] {
        var codes = Set<String>()
        for table in ["trip_bill", "trip_payment"] {
            codes.formUnion(
                try String.fetchAll(
                    db,
                    sql: """
                        WITH RECURSIVE code(value) AS (
                            SELECT min(currency) FROM \(table) WHERE trip_id = ?1
                            UNION ALL
                            SELECT (SELECT min(currency) FROM \(table) WHERE trip_id = ?1 AND currency > value)
                            FROM code WHERE value IS NOT NULL)
                        SELECT value FROM code WHERE value IS NOT NULL
                        """, arguments: [id]))
        }
        return try codes.sorted().map { code in
            do { return try Currency(code: code) } catch { throw TripRowError("has the currency '\(code)': \(error)") }
        }
    }

    /// A new random bill id (``TripItemID``) that no bill of the trip has or had: not a next
    /// number, which another copy of the trip would give to another bill.
    static func newBillID(trip id: Int64, in db: Database) throws -> String {
        var random = SystemRandomNumberGenerator()
        while true {
            let candidate = TripItemID.random(using: &random)
            let used = try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM trip_bill WHERE trip_id = ?1 AND bill_id = ?2)
                        OR EXISTS (SELECT 1 FROM trip_removed WHERE trip_id = ?1 AND kind = 'bill' AND item_id = ?2)
                    """, arguments: [id, candidate])
            if used != true { return candidate }
        }
    }

    /// How many payments the trip has.
    static func paymentCount(trip id: Int64, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM trip_payment WHERE trip_id = ?", arguments: [id]) ?? 0
    }

    // MARK: Writing

    /// Saves `trip` whole as new rows: its row, people, bills and payments.
    ///
    /// - Returns: The trip's row id.
    @discardableResult
    static func insert(_ trip: Trip, id: Int64? = nil, createdAt: String, updatedAt: String, in db: Database) throws
        -> Int64
    {
        var row = TripRow(
            id: id, name: trip.name, homeCurrency: trip.home?.code, createdAt: createdAt, updatedAt: updatedAt)
        row.settingsAncestry = text(trip.settingsAncestry)
        try row.insert(db)
        guard let tripID = row.id else { throw TripRowError("the new trip has no id") }
        try insertPeople(trip.people, from: 0, trip: tripID, in: db)
        let positions = positions(trip.people)
        try insertHouseholds(trip.households, trip: tripID, positions: positions, in: db)
        try insertPayees(trip.payees, trip: tripID, positions: positions, in: db)
        for bill in trip.bills { try insert(bill, trip: tripID, positions: positions, in: db) }
        for payment in trip.payments { try insert(payment, trip: tripID, positions: positions, in: db) }
        try insertRemoved(of: trip, trip: tripID, in: db)
        return tripID
    }

    /// Saves the bills and payments the trip removed (after removing any it had).
    static func insertRemoved(of trip: Trip, trip id: Int64, in db: Database) throws {
        try db.execute(sql: "DELETE FROM trip_removed WHERE trip_id = ?", arguments: [id])
        for (bill, revisions) in trip.removedBills {
            try db.execute(
                sql: "INSERT INTO trip_removed (trip_id, kind, item_id, revisions) VALUES (?, 'bill', ?, ?)",
                arguments: [id, bill, text(revisions)])
        }
        for payment in trip.removedPayments {
            try db.execute(
                sql: "INSERT INTO trip_removed (trip_id, kind, item_id) VALUES (?, 'payment', ?)",
                arguments: [id, payment])
        }
    }

    /// Revisions as a column holds them: sorted, separated by spaces.
    static func text(_ revisions: Set<String>) -> String { revisions.sorted().joined(separator: " ") }

    /// The revisions of a column.
    static func revisions(_ text: String) -> Set<String> {
        Set(text.split(separator: " ").map(String.init))
    }

    /// Saves `people` at positions `from`, `from + 1`, ….
    static func insertPeople(_ people: some Collection<String>, from first: Int, trip id: Int64, in db: Database) throws
    {
        for (offset, person) in people.enumerated() {
            try TripPersonRow(tripId: id, position: first + offset, name: person).insert(db)
        }
    }

    /// Saves the trip's households (after removing any it had).
    static func insertHouseholds(
        _ households: [Household], trip id: Int64, positions: [String: Int], in db: Database
    ) throws {
        try db.execute(sql: "DELETE FROM trip_household WHERE trip_id = ?", arguments: [id])
        for (place, household) in households.enumerated() {
            try TripHouseholdRow(tripId: id, position: place, name: household.name).insert(db)
            for (order, member) in household.members.enumerated() {
                guard let person = positions[member] else {
                    throw TripRowError("household '\(household.name)' names '\(member)'")
                }
                try TripHouseholdMemberRow(tripId: id, household: place, position: order, person: person).insert(db)
            }
        }
    }

    /// The columns of `trip_payee` that hold a detail, in the order of ``Payee/fields``.
    private static let payeeColumns = [
        "name", "iban", "bic", "street", "building", "postcode", "town", "country", "upi", "pix", "city",
    ]

    /// Saves how each person of the trip is paid back (after removing what it had).
    static func insertPayees(_ payees: [String: Payee], trip id: Int64, positions: [String: Int], in db: Database)
        throws
    {
        try db.execute(sql: "DELETE FROM trip_payee WHERE trip_id = ?", arguments: [id])
        let columns = payeeColumns.joined(separator: ", ")
        let marks = Array(repeating: "?", count: payeeColumns.count).joined(separator: ", ")
        for (person, payee) in payees {
            guard let position = positions[person] else { throw TripRowError("payment details name '\(person)'") }
            var arguments: StatementArguments = [id, position]
            for field in payee.fields { arguments += [field.value] }
            arguments += [text(payee.ancestry)]
            try db.execute(
                sql: "INSERT INTO trip_payee (trip_id, person, \(columns), ancestry) VALUES (?, ?, \(marks), ?)",
                arguments: arguments)
        }
    }

    /// How each person of the trip `id` is paid back, by name.
    static func payees(trip id: Int64, people: [String], in db: Database) throws -> [String: Payee] {
        var payees: [String: Payee] = [:]
        let rows = try Row.fetchAll(
            db,
            sql: "SELECT person, \(payeeColumns.joined(separator: ", ")), ancestry FROM trip_payee WHERE trip_id = ?",
            arguments: [id])
        for row in rows {
            let position: Int = row["person"]
            guard people.indices.contains(position) else {
                throw TripRowError("payment details name person \(position)")
            }
            var payee = Payee(
                name: row["name"], iban: row["iban"], bic: row["bic"], street: row["street"], building: row["building"],
                postcode: row["postcode"], town: row["town"], country: row["country"], upi: row["upi"], pix: row["pix"],
                city: row["city"])
            payee.ancestry = revisions(row["ancestry"])
            payees[people[position]] = payee
        }
        return payees
    }

    /// Where each person is in `people`.
    static func positions(_ people: [String]) -> [String: Int] {
        Dictionary(people.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Saves a bill of the trip `id` (checked by the trip: its people are the trip's) as new rows,
    /// or over the rows of `row`, which keeps its place.
    ///
    /// - Returns: The bill's row id.
    @discardableResult
    static func insert(
        _ bill: TripBill, trip id: Int64, positions: [String: Int], replacing row: Int64? = nil, in db: Database
    ) throws -> Int64 {
        var billRow = TripBillRow(
            id: row, tripId: id, billId: bill.id, title: bill.title, category: bill.category, note: nil,
            date: bill.date?.description, kind: bill.kind.rawValue, currency: bill.currency.code,
            totalMinor: bill.total.minorUnits, converted: bill.home != nil)
        billRow.ancestry = text(bill.ancestry)
        if let row {
            // Removed and written again under the same row id, which keeps its place; the
            // triggers take its old amounts off the balances and add the new ones.
            try db.execute(sql: "DELETE FROM trip_bill WHERE id = ?", arguments: [row])
        }
        try billRow.insert(db)
        guard let billID = billRow.id else { throw TripRowError("bill '\(bill.id)' has no row id") }
        func position(_ person: String) throws -> Int {
            guard let position = positions[person] else { throw TripRowError("bill '\(bill.id)' names '\(person)'") }
            return position
        }
        for (index, share) in bill.shares.enumerated() {
            try TripShareRow(
                bill: billID, position: index, person: try position(share.person),
                amountMinor: share.amount.minorUnits, homeMinor: bill.home?.shares[index].amount.minorUnits
            ).insert(db)
        }
        for (index, payer) in bill.payers.enumerated() {
            try TripPayerRow(
                bill: billID, position: index, person: try position(payer.person),
                amountMinor: payer.amount.minorUnits, method: payer.method.rawValue,
                homeMinor: bill.home?.payers[index].amount.minorUnits
            ).insert(db)
        }
        if let home = bill.home { try TripConversionRow(home.conversion, bill: billID, payment: nil).insert(db) }
        return billID
    }

    /// Saves a payment of the trip `id` as new rows, after its others.
    static func insert(_ payment: TripPayment, trip id: Int64, positions: [String: Int], in db: Database) throws {
        guard let from = positions[payment.from], let to = positions[payment.to] else {
            throw TripRowError("payment \(payment) names someone not in the trip")
        }
        var row = TripPaymentRow(
            tripId: id, paymentId: payment.id, payer: from, receiver: to, currency: payment.amount.currency.code,
            amountMinor: payment.amount.minorUnits, date: payment.date?.description, method: payment.method.rawValue,
            converted: payment.home != nil)
        row.ancestry = text(payment.ancestry)
        try row.insert(db)
        if let home = payment.home { try TripConversionRow(home, bill: nil, payment: row.id).insert(db) }
    }

    /// Marks the trip changed: one more revision, and the time; refuses a change whose sums no
    /// longer fit or that passes a limit (``checkLimits(trip:in:)``).
    static func touch(trip id: Int64, in db: Database) throws {
        try checkLimits(trip: id, in: db)
        try db.execute(
            sql: "UPDATE trip SET revision = revision + 1, updated_at = ? WHERE id = ?",
            arguments: [UTCTimestamp.now().text, id])
    }

    /// Writes what changed from `old` (as ``restore(id:in:)`` read it) to `new`: the trip's row,
    /// people who joined, bills added, changed or removed, and the payments from the first that
    /// differs.
    static func save(_ new: Trip, over old: Restored, trip id: Int64, in db: Database) throws {
        if new.name != old.trip.name || new.home != old.trip.home || new.settingsAncestry != old.trip.settingsAncestry {
            try db.execute(
                sql: "UPDATE trip SET name = ?, home_currency = ?, settings_ancestry = ? WHERE id = ?",
                arguments: [new.name, new.home?.code, text(new.settingsAncestry), id])
        }
        if !new.people.elementsEqual(old.trip.people, by: Trip.sameBytes) {
            guard new.people.starts(with: old.trip.people, by: Trip.sameBytes) else {
                // A merge respelled or reordered people (both copies take one spelling and one
                // order): every row naming a person by position is written again.
                return try rewrite(new, trip: id, in: db)
            }
            try insertPeople(new.people.dropFirst(old.trip.people.count), from: old.trip.people.count, trip: id, in: db)
        }
        let positions = positions(new.people)
        if new.households != old.trip.households {
            try insertHouseholds(new.households, trip: id, positions: positions, in: db)
        }
        if new.payees != old.trip.payees { try insertPayees(new.payees, trip: id, positions: positions, in: db) }
        // The row ids order the bills: those from where the order changed (a merge puts both
        // copies' bills in one order) are written again after the others.
        let newIDs = Set(new.bills.map(\.id))
        let oldOrder = old.trip.bills.lazy.map(\.id).filter { newIDs.contains($0) }
        let unmoved = zip(oldOrder, new.bills).prefix { $0 == $1.id }.count
        var kept = Set<String>()
        for (position, bill) in new.bills.enumerated() {
            if let row = old.billRows[bill.id], position < unmoved {
                kept.insert(bill.id)
                if old.trip.bill(id: bill.id) != bill {
                    try insert(bill, trip: id, positions: positions, replacing: row, in: db)
                }
            }
        }
        for (billID, row) in old.billRows where !kept.contains(billID) {
            try db.execute(sql: "DELETE FROM trip_bill WHERE id = ?", arguments: [row])
        }
        for bill in new.bills.dropFirst(unmoved) { try insert(bill, trip: id, positions: positions, in: db) }
        var same = 0
        while same < min(new.payments.count, old.trip.payments.count), new.payments[same] == old.trip.payments[same] {
            same += 1
        }
        for row in old.paymentRows.dropFirst(same) {
            try db.execute(sql: "DELETE FROM trip_payment WHERE id = ?", arguments: [row])
        }
        for payment in new.payments.dropFirst(same) { try insert(payment, trip: id, positions: positions, in: db) }
        if new.removedBills != old.trip.removedBills || new.removedPayments != old.trip.removedPayments {
            try insertRemoved(of: new, trip: id, in: db)
        }
        try touch(trip: id, in: db)
    }

    /// Writes `trip` again whole over the rows of the trip `id`, which keeps its id, name, times
    /// and revision count.
    static func rewrite(_ trip: Trip, trip id: Int64, in db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM trip_payment WHERE trip_id = :trip;
                DELETE FROM trip_bill WHERE trip_id = :trip;
                DELETE FROM trip_balance WHERE trip_id = :trip;
                DELETE FROM trip_household WHERE trip_id = :trip;
                DELETE FROM trip_payee WHERE trip_id = :trip;
                DELETE FROM trip_person WHERE trip_id = :trip;
                UPDATE trip SET name = :name, home_currency = :home, settings_ancestry = :ancestry WHERE id = :trip;
                """,
            arguments: [
                "trip": id, "name": trip.name, "home": trip.home?.code, "ancestry": text(trip.settingsAncestry),
            ])
        try insertPeople(trip.people, from: 0, trip: id, in: db)
        let positions = positions(trip.people)
        try insertHouseholds(trip.households, trip: id, positions: positions, in: db)
        try insertPayees(trip.payees, trip: id, positions: positions, in: db)
        for bill in trip.bills { try insert(bill, trip: id, positions: positions, in: db) }
        for payment in trip.payments { try insert(payment, trip: id, positions: positions, in: db) }
        try insertRemoved(of: trip, trip: id, in: db)
        try touch(trip: id, in: db)
    }

    /// Sets the home currency of the trip `id` (whose head is `trip`) to `currency` in its rows,
    /// as ``Trip/withHome(_:)`` sets it in memory: every home amount goes, then the bills and
    /// payments already in `currency` convert at rate 1 and the others wait, by row updates; the
    /// settings' and the changed bills' lineage is recorded as `withHome` records it.
    ///
    /// - Throws: ``TripError/rateMismatch(_:reason:)`` (as `withHome`) naming the bills and
    ///   payments with a rate to the old home currency; nothing is written then.
    static func setHome(_ currency: Currency, of trip: Trip, id: Int64, in db: Database) throws {
        if trip.home == currency { return }
        if let old = trip.home {
            let bills = try String.fetchAll(
                db, sql: "SELECT bill_id FROM trip_bill WHERE trip_id = ? AND converted AND currency != ? ORDER BY id",
                arguments: [id, old.code])
            let payments = try Int.fetchAll(
                db,
                sql: """
                    SELECT (SELECT count(*) FROM trip_payment q WHERE q.trip_id = p.trip_id AND q.id <= p.id)
                    FROM trip_payment p WHERE p.trip_id = ? AND p.converted AND p.currency != ? ORDER BY p.id
                    """, arguments: [id, old.code])
            try Trip.checkHomeChange(
                trip: trip.name, from: old, to: currency, ratedBills: bills, ratedPayments: payments)
        }
        try recordHomeLineage(currency, of: trip, id: id, in: db)
        let code = currency.code
        // What a conversion at rate 1 records (its converted amount is each bill's own).
        let same = TripConversionRow(
            try Conversion(Money(minorUnits: 0, currency), to: currency, by: nil), bill: nil, payment: nil)
        let bills = "SELECT id FROM trip_bill WHERE trip_id = :trip"
        try db.execute(
            sql: """
                UPDATE trip SET home_currency = :home WHERE id = :trip;
                DELETE FROM trip_conversion WHERE bill IN (\(bills))
                    OR payment IN (SELECT id FROM trip_payment WHERE trip_id = :trip);
                UPDATE trip_share SET home_minor = NULL WHERE bill IN (\(bills)) AND home_minor IS NOT NULL;
                UPDATE trip_payer SET home_minor = NULL WHERE bill IN (\(bills)) AND home_minor IS NOT NULL;
                UPDATE trip_bill SET converted = 0 WHERE trip_id = :trip AND converted;
                UPDATE trip_payment SET converted = 0 WHERE trip_id = :trip AND converted;
                """, arguments: ["trip": id, "home": code])
        // The bills and payments in the new home currency, at rate 1: a share's home amount is the
        // share. The balances are then summed again from their parts.
        let inHome = "SELECT id FROM trip_bill WHERE trip_id = :trip AND currency = :home"
        try db.execute(
            sql: """
                INSERT INTO trip_conversion (bill, currency, converted_minor, method, rate, numerator, denominator,
                    rate_source, rate_source_date, rounding)
                SELECT id, :home, total_minor, :method, :rate, :numerator, :denominator, :source, :sourceDate, :rounding
                FROM trip_bill WHERE trip_id = :trip AND currency = :home;
                UPDATE trip_share SET home_minor = amount_minor WHERE bill IN (\(inHome));
                UPDATE trip_payer SET home_minor = amount_minor WHERE bill IN (\(inHome));
                UPDATE trip_bill SET converted = 1 WHERE trip_id = :trip AND currency = :home;
                INSERT INTO trip_conversion (payment, currency, converted_minor, method, rate, numerator, denominator,
                    rate_source, rate_source_date, rounding)
                SELECT id, :home, amount_minor, :method, :rate, :numerator, :denominator, :source, :sourceDate, :rounding
                FROM trip_payment WHERE trip_id = :trip AND currency = :home;
                UPDATE trip_payment SET converted = 1 WHERE trip_id = :trip AND currency = :home;
                """,
            arguments: [
                "trip": id, "home": code, "method": same.method, "rate": same.rate, "numerator": same.numerator,
                "denominator": same.denominator, "source": same.rateSource, "sourceDate": same.rateSourceDate,
                "rounding": same.rounding,
            ])
        try sumBalances(trip: id, in: db)
    }

    /// Sets the trip's `trip_balance` rows to the sums of their parts (the view
    /// `trip_balance_part`, the one definition of a balance, whose parts the triggers add and take
    /// away row by row): for a change that rewrites every home amount at once.
    static func sumBalances(trip id: Int64, in db: Database) throws {
        try db.execute(
            sql: """
                UPDATE trip_balance SET amount_minor = 0, home_minor = 0 WHERE trip_id = :trip;
                INSERT INTO trip_balance (trip_id, currency, person, amount_minor, home_minor)
                SELECT trip_id, currency, person, sum(amount_minor), sum(home_minor) FROM trip_balance_part
                WHERE trip_id = :trip GROUP BY currency, person
                ON CONFLICT DO UPDATE SET amount_minor = excluded.amount_minor, home_minor = excluded.home_minor;
                """, arguments: ["trip": id])
    }

    /// Records in the rows what ``Trip/withHome(_:)`` records of a new home for a merge: the
    /// settings' revision joins their ancestry, and each bill whose home amounts the new home
    /// changes (one converted to the old home, or one in `currency`) gains its revision.
    ///
    /// A bill's revision is a digest of all of it, so those bills are read, one at a time; only
    /// their ids and new ancestries are kept until written.
    private static func recordHomeLineage(_ currency: Currency, of trip: Trip, id: Int64, in db: Database) throws {
        try db.execute(
            sql: "UPDATE trip SET settings_ancestry = ? WHERE id = ?",
            arguments: [text(trip.settingsAncestry.union([trip.settingsRevision])), id])
        var descended: [(bill: String, ancestry: String)] = []
        _ = try restore(id: id, scope: .bills, in: db) { _, bill in
            guard bill.home != nil || bill.currency == currency else { return }
            descended.append((bill.id, text(bill.ancestry.union([bill.revision]))))
        }
        for (bill, ancestry) in descended {
            try db.execute(
                sql: "UPDATE trip_bill SET ancestry = ? WHERE trip_id = ? AND bill_id = ?",
                arguments: [ancestry, id, bill])
        }
    }

    /// Refuses a trip past ``TripLimits`` (bills, payments, removals), so its own export always
    /// reads back, or whose sums pass 64 bits: in each currency the bills' totals and the
    /// payments, and in the home currency their home amounts.
    ///
    /// Every sum a trip prints (a person's balance, what they paid or spent, in a currency or at
    /// home, however the bills are grouped) is at most one of these, so a trip that passes reads
    /// and exports whole. SQLite's `sum()` fails past 64 bits ("integer overflow"), which the
    /// history reports as an amount out of range, and the change is rolled back.
    static func checkLimits(trip id: Int64, in db: Database) throws {
        let counts = try Row.fetchOne(
            db,
            sql: """
                SELECT (SELECT count(*) FROM trip_bill WHERE trip_id = ?1),
                    (SELECT count(*) FROM trip_payment WHERE trip_id = ?1),
                    (SELECT count(*) FROM trip_removed WHERE trip_id = ?1 AND kind = 'bill'),
                    (SELECT count(*) FROM trip_removed WHERE trip_id = ?1 AND kind = 'payment')
                """, arguments: [id])
        let limits = [
            ("bills", TripLimits.bills), ("payments", TripLimits.payments), ("removed bills", TripLimits.removed),
            ("removed payments", TripLimits.removed),
        ]
        for (column, (what, limit)) in limits.enumerated() {
            let count: Int = counts?[column] ?? 0
            if count > limit { throw HistoryError.trip(.tooMany(what, limit: limit)) }
        }
        _ = try Row.fetchAll(
            db,
            sql: """
                SELECT sum(amount) FROM (
                    SELECT currency, total_minor AS amount FROM trip_bill WHERE trip_id = ?1
                    UNION ALL SELECT currency, amount_minor FROM trip_payment WHERE trip_id = ?1)
                GROUP BY currency
                """, arguments: [id])
        _ = try Row.fetchAll(
            db,
            sql: """
                SELECT sum(c.converted_minor) FROM trip_conversion c
                WHERE c.bill IN (SELECT id FROM trip_bill WHERE trip_id = ?1)
                    OR c.payment IN (SELECT id FROM trip_payment WHERE trip_id = ?1)
                """, arguments: [id])
    }

    // MARK: Reading

    /// A trip read back whole, with the rows of its bills and payments.
    struct Restored {
        var trip: Trip
        /// The `trip_bill` row of each bill, by the bill's id.
        var billRows: [String: Int64] = [:]
        /// The `trip_payment` row of each payment, in order.
        var paymentRows: [Int64] = []
    }

    /// The trip `id` whole (or the part `scope` names): every bill with its shares, payers and
    /// conversion, every payment.
    ///
    /// Each recorded conversion is done again with its own rate and rounding and must give the
    /// amounts stored, as a trip's JSON document is read.
    ///
    /// With `eachBill`, the bills are handed to it one by one (each checked against the trip as
    /// if added alone) instead of being kept in the trip, so a trip of any size is read in the
    /// memory of one bill.
    static func restore(
        id: Int64, scope: TripScope = .whole, in db: Database, eachBill: ((Trip, TripBill) throws -> Void)? = nil
    ) throws -> Restored {
        let (row, head) = try head(id: id, in: db)
        var restored = Restored(trip: head)
        let people = head.people
        var currencies: [String: Currency] = [:]
        func currency(_ code: String) throws -> Currency {
            if let known = currencies[code] { return known }
            do {
                let currency = try Currency(code: code)
                currencies[code] = currency
                return currency
            } catch {
                throw TripRowError("has the currency '\(code)': \(error)")
            }
        }
        func person(_ position: Int, _ what: @autoclosure () -> String) throws -> String {
            guard people.indices.contains(position) else { throw TripRowError("\(what()) names person \(position)") }
            return people[position]
        }
        func method(_ text: String, _ what: @autoclosure () -> String) throws -> ItemisedBill.PaymentMethod {
            guard let method = ItemisedBill.PaymentMethod(rawValue: text) else {
                throw TripRowError("\(what()) is paid by '\(text)'")
            }
            return method
        }
        func day(_ text: String?, _ what: @autoclosure () -> String) throws -> CalendarDate? {
            guard let text else { return nil }
            guard let day = CalendarDate(text) else { throw TripRowError("\(what()) has the date '\(text)'") }
            return day
        }

        // The bills and their parts are read side by side, each in bill order, so no bill's rows
        // are looked up by id.
        let filter: String
        var arguments: StatementArguments = [id]
        switch scope {
        case .whole, .bills: filter = "b.trip_id = ?"
        case .bill(let billID):
            filter = "b.trip_id = ? AND b.bill_id = ?"
            arguments += [billID]
        case .billIDs(let ids):
            // The ids as one JSON array, which SQLite reads as a table: any number in one statement.
            filter = "b.trip_id = ? AND b.bill_id IN (SELECT value FROM json_each(?))"
            let list = (try? JSONEncoder().encode(ids)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
            arguments += [list]
        case .people, .payments: filter = "b.trip_id = ? AND 0"
        }
        let bills = try TripBillRow.fetchCursor(
            db, sql: "SELECT b.* FROM trip_bill b WHERE \(filter) ORDER BY b.id", arguments: arguments)
        var shares = Peeking(
            try TripShareRow.fetchCursor(
                db,
                sql: """
                    SELECT s.* FROM trip_share s JOIN trip_bill b ON b.id = s.bill
                    WHERE \(filter) ORDER BY s.bill, s.position
                    """, arguments: arguments))
        var payers = Peeking(
            try TripPayerRow.fetchCursor(
                db,
                sql: """
                    SELECT p.* FROM trip_payer p JOIN trip_bill b ON b.id = p.bill
                    WHERE \(filter) ORDER BY p.bill, p.position
                    """, arguments: arguments))
        var conversions = Peeking(
            try TripConversionRow.fetchCursor(
                db,
                sql: """
                    SELECT c.* FROM trip_conversion c JOIN trip_bill b ON b.id = c.bill
                    WHERE \(filter) ORDER BY c.bill
                    """, arguments: arguments))
        while let billRow = try bills.next() {
            guard let rowID = billRow.id else { continue }
            let what = "bill '\(billRow.billId.prefix(40))'"
            let money = try currency(billRow.currency)
            var shareRows: [TripShareRow] = []
            while let share = try shares.next(where: { $0.bill == rowID }) { shareRows.append(share) }
            var payerRows: [TripPayerRow] = []
            while let payer = try payers.next(where: { $0.bill == rowID }) { payerRows.append(payer) }
            let conversion = try conversions.next(where: { $0.bill == rowID })
            guard let kind = TripBill.Kind(rawValue: billRow.kind) else {
                throw TripRowError("\(what) is of kind '\(billRow.kind)'")
            }
            var bill: TripBill
            do {
                bill = try TripBill(
                    id: billRow.billId, title: billRow.title, date: try day(billRow.date, what), kind: kind,
                    total: Money(minorUnits: billRow.totalMinor, money),
                    shares: try shareRows.map {
                        TripBill.Share(try person($0.person, what), Money(minorUnits: $0.amountMinor, money))
                    },
                    payers: try payerRows.map {
                        TripBill.Payer(
                            try person($0.person, what), paid: Money(minorUnits: $0.amountMinor, money),
                            method: try method($0.method, what))
                    })
                bill.category = billRow.category
                bill.ancestry = revisions(billRow.ancestry)
                if let conversion {
                    bill = try bill.converted(by: try conversion.conversion(of: bill.total))
                    guard let home = bill.home,
                        home.shares.map(\.amount.minorUnits) == shareRows.map(\.homeMinor),
                        home.payers.map(\.amount.minorUnits) == payerRows.map(\.homeMinor)
                    else {
                        throw TripRowError("\(what)'s home shares are not its converted total split by its shares")
                    }
                }
                if eachBill != nil {
                    var alone = head
                    try alone.add(bill)
                    bill = alone.bills[0]
                } else {
                    try restored.trip.add(bill)
                }
            } catch let error as TripRowError {
                throw TripRowError("trip '\(row.name)': \(error)")
            } catch {
                throw TripRowError("trip '\(row.name)': \(what) does not read: \(error)")
            }
            if let eachBill {
                try eachBill(head, bill)
            } else {
                restored.billRows[bill.id] = rowID
            }
        }

        let paymentsRead: Bool
        switch scope {
        case .whole, .payments: paymentsRead = true
        case .bill, .billIDs, .people, .bills: paymentsRead = false
        }
        let payments = try TripPaymentRow.fetchCursor(
            db, sql: "SELECT * FROM trip_payment WHERE trip_id = ? AND ? ORDER BY id", arguments: [id, paymentsRead])
        var paymentConversions = Peeking(
            try TripConversionRow.fetchCursor(
                db,
                sql: """
                    SELECT c.* FROM trip_conversion c JOIN trip_payment p ON p.id = c.payment
                    WHERE p.trip_id = ? AND ? ORDER BY c.payment
                    """, arguments: [id, paymentsRead]))
        while let paymentRow = try payments.next() {
            guard let rowID = paymentRow.id else { continue }
            let what = "payment \(restored.paymentRows.count + 1)"
            do {
                var payment = try TripPayment(
                    from: try person(paymentRow.payer, what), to: try person(paymentRow.receiver, what),
                    amount: Money(minorUnits: paymentRow.amountMinor, try currency(paymentRow.currency)),
                    date: try day(paymentRow.date, what), method: try method(paymentRow.method, what),
                    id: paymentRow.paymentId)
                payment.ancestry = revisions(paymentRow.ancestry)
                if let conversion = try paymentConversions.next(where: { $0.payment == rowID }) {
                    payment = payment.converted(by: try conversion.conversion(of: payment.amount))
                }
                try restored.trip.record(payment)
            } catch let error as TripRowError {
                throw TripRowError("trip '\(row.name)': \(what) \(error)")
            } catch {
                throw TripRowError("trip '\(row.name)': \(what) does not read: \(error)")
            }
            restored.paymentRows.append(rowID)
        }
        return restored
    }

    /// The trip's balances as its `trip_balance` rows hold them (kept by triggers as rows come and
    /// go), and what is still unconverted, with no bill read; `trip` is its head
    /// (``head(id:in:)``).
    static func ledger(of trip: Trip, id: Int64, in db: Database) throws -> TripLedger {
        let people = trip.people.count
        // A currency whose last bill and payment were removed keeps its rows, all zero.
        let codes = try currencies(trip: id, in: db)
        var sums: [String: [Int64]] = [:]
        for currency in codes { sums[currency.code] = Array(repeating: 0, count: people) }
        var home = Array(repeating: Int64(0), count: people)
        let rows = try Row.fetchCursor(
            db, sql: "SELECT currency, person, amount_minor, home_minor FROM trip_balance WHERE trip_id = ?",
            arguments: [id])
        while let row = try rows.next() {
            let currency: String = row[0]
            let person: Int = row[1]
            guard (0..<people).contains(person) else { throw TripRowError("a balance names person \(person)") }
            guard sums[currency] != nil else { continue }
            sums[currency]?[person] = row[2]
            let (total, overflow) = home[person].addingReportingOverflow(row[3])
            // `Int64.min` has no negation: it counts as an overflow, as in `Trip.balances()`.
            guard !overflow, total != .min else {
                throw TripError.money(.overflow("\(trip.people[person])'s balance in \(trip.home?.code ?? currency)"))
            }
            home[person] = total
        }
        var unconverted: [TripLedger.Unconverted] = []
        if trip.home != nil {
            unconverted += try String.fetchAll(
                db, sql: "SELECT bill_id FROM trip_bill WHERE trip_id = ? AND NOT converted ORDER BY id",
                arguments: [id]
            ).map { .bill(id: $0) }
            unconverted += try Int.fetchAll(
                db,
                sql: """
                    SELECT (SELECT count(*) FROM trip_payment q WHERE q.trip_id = p.trip_id AND q.id <= p.id)
                    FROM trip_payment p WHERE p.trip_id = ? AND NOT p.converted ORDER BY p.id
                    """, arguments: [id]
            ).map { .payment(number: $0) }
        }
        return try TripLedger(
            name: trip.name, people: trip.people, home: trip.home, households: trip.households,
            balances: codes.map { ($0, sums[$0.code] ?? []) },
            homeBalances: trip.home != nil && unconverted.isEmpty ? home : nil, unconverted: unconverted)
    }
}

/// A cursor that can look at its next element before taking it.
private struct Peeking<Base: Cursor> {
    private let base: Base
    private var peeked: Base.Element?

    init(_ base: Base) { self.base = base }

    /// The next element when it satisfies `belongs`, else `nil` (and it stays next).
    mutating func next(where belongs: (Base.Element) -> Bool) throws -> Base.Element? {
        if peeked == nil { peeked = try base.next() }
        guard let element = peeked, belongs(element) else { return nil }
        peeked = nil
        return element
    }
}
