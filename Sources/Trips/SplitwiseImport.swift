public import Money
import TipCalc

/// Reads a Splitwise CSV export into a trip, so a group can move its trip over.
///
/// Splitwise writes one row per expense: `Date,Description,Category,Cost,Currency`, then one
/// column per person with their net amount for that expense (what they paid less their share),
/// and a last row `Total balance` with each person's balance:
///
///     Date,Description,Category,Cost,Currency,Ann,Ben,Cy
///
///     2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00
///     2026-07-02,Payment,Payment,30.00,EUR,-30.00,30.00,0.00
///
///     2026-07-03,Total balance, , ,EUR,30.00,0.00,-30.00
///
/// Each expense becomes a bill of kind ``TripBill/Kind/shares``, id the row number: a person
/// with a negative amount owes it (their share); the rest of the cost is the share of those
/// with a positive amount, split evenly (Splitwise does not export it), and each of them paid
/// their amount plus their share. A `Payment` row becomes a ``TripPayment`` from the one
/// person with a positive amount to the one with a negative amount. A row whose amounts are all
/// zero changes no balance and is left out. The `Total balance` row, when there is one, must
/// agree with the rows above it for its currency.
public enum SplitwiseImport {
    /// Reads the text of a Splitwise export.
    ///
    /// - Parameters:
    ///   - csv: The whole file.
    ///   - name: The trip's name.
    ///   - home: The trip's home currency, if any.
    /// - Throws: ``TripError/importFile(_:)`` when there is no usable header, and
    ///   ``TripError/importRow(row:reason:)`` naming the first row that does not read (rows count
    ///   from 1, the header included).
    public static func trip(csv: String, name: String, home: Currency? = nil) throws(TripError) -> Trip {
        let records = CSVRecords.read(csv)
        guard let header = records.first, header.fields.count > 5 else {
            throw .importFile("the first row must be Date,Description,Category,Cost,Currency and one column per person")
        }
        let expected = ["date", "description", "category", "cost", "currency"]
        guard header.fields.prefix(5).map({ $0.lowercased() }) == expected else {
            throw .importFile(
                "the first row starts \(header.fields.prefix(5).joined(separator: ",")), not "
                    + "Date,Description,Category,Cost,Currency")
        }
        let people = header.fields.dropFirst(5).map { $0.trimmingSpaces }
        var trip: Trip
        do {
            trip = try Trip(name: name, people: Array(people), home: home)
        } catch {
            throw .importFile("the people in the first row: \(error.description)")
        }
        for record in records.dropFirst() {
            if record.fields.allSatisfy({ $0.trimmingSpaces.isEmpty }) { continue }
            do {
                if try read(record, into: &trip) { break }
            } catch .importRow(let row, let reason) {
                throw .importRow(row: row, reason: reason)
            } catch {
                throw .importRow(row: record.row, reason: error.description)
            }
        }
        return trip
    }

    /// Reads one row into the trip; `true` for the `Total balance` row, which ends the expenses.
    private static func read(_ record: CSVRecords.Record, into trip: inout Trip) throws(TripError) -> Bool {
        let fields = record.fields.map(\.trimmingSpaces)
        let people = trip.people
        guard fields.count == 5 + people.count else {
            throw TripError.importRow(
                row: record.row, reason: "\(fields.count) columns where the header has \(5 + people.count)")
        }
        let currency = try withMoney { () throws(MoneyError) in try Currency(code: fields[4]) }
        var nets: [Money] = []
        for (position, text) in fields.dropFirst(5).enumerated() {
            do {
                nets.append(try Money(parsing: text.isEmpty ? "0" : text, currency))
            } catch {
                throw TripError.importRow(row: record.row, reason: "\(people[position])'s amount: \(error.description)")
            }
        }
        if fields[1].lowercased() == "total balance" {
            let balances = try trip.balances(in: currency)
            for (balance, net) in zip(balances.amounts, nets) where balance.amount != net {
                throw TripError.importRow(
                    row: record.row,
                    reason:
                        "the total balance of \(balance.person) is \(net), but the rows above add up to \(balance.amount)"
                )
            }
            return true
        }
        guard let date = CalendarDate(fields[0]) else {
            throw TripError.importRow(row: record.row, reason: "date \"\(fields[0])\" is not YYYY-MM-DD")
        }
        let cost: Money
        do {
            cost = try Money(parsing: fields[3], currency)
        } catch {
            throw TripError.importRow(row: record.row, reason: "cost: \(error.description)")
        }
        guard !cost.isNegative else { throw TripError.importRow(row: record.row, reason: "cost \(cost) is below zero") }
        let sum = nets.reduce(Int128(0)) { $0 + Int128($1.minorUnits) }
        guard sum == 0 else {
            throw TripError.importRow(
                row: record.row,
                reason:
                    "the people's amounts sum to \(sum < 0 ? "-" : "")\(TripError.amountText(sum.magnitude, currency)), not zero"
            )
        }
        let positive = nets.indices.filter { nets[$0].minorUnits > 0 }
        let negative = nets.indices.filter { nets[$0].minorUnits < 0 }
        if positive.isEmpty { return false }
        let title = fields[1].isEmpty ? "Row \(record.row)" : fields[1]
        if fields[2].lowercased() == "payment" {
            guard positive.count == 1, negative.count == 1 else {
                throw TripError.importRow(
                    row: record.row, reason: "a payment row needs one person who paid and one who received")
            }
            try trip.record(
                TripPayment(from: people[positive[0]], to: people[negative[0]], amount: nets[positive[0]], date: date))
            return false
        }
        let owed = negative.reduce(Int64(0)) { $0 - nets[$1].minorUnits }
        guard owed <= cost.minorUnits else {
            throw TripError.importRow(
                row: record.row,
                reason: "the amounts owed add up to \(Money(minorUnits: owed, currency)), more than the cost \(cost)")
        }
        let payersShare = try withMoney { () throws(MoneyError) in
            try Money(minorUnits: cost.minorUnits - owed, currency).allocated(into: positive.count)
        }
        var shares: [TripBill.Share] = negative.map {
            TripBill.Share(people[$0], Money(minorUnits: -nets[$0].minorUnits, currency))
        }
        var payers: [TripBill.Payer] = []
        for (position, person) in positive.enumerated() {
            shares.append(TripBill.Share(people[person], payersShare[position]))
            payers.append(
                TripBill.Payer(
                    people[person],
                    paid: try withMoney { () throws(MoneyError) in
                        try nets[person].adding(payersShare[position])
                    }))
        }
        shares.sort { trip.index[$0.person] ?? 0 < trip.index[$1.person] ?? 0 }
        try trip.add(TripBill(id: String(record.row), title: title, date: date, shares: shares, payers: payers))
        return false
    }
}

/// RFC 4180 records: fields separated by commas, quoted with `"` (doubled inside), CRLF or LF.
struct CSVRecords {
    struct Record {
        /// The line the record starts on, from 1.
        let row: Int
        let fields: [String]
    }

    /// Splits the text into records; a byte order mark at the start is skipped.
    static func read(_ text: String) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var start = 1
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var iterator = scalars.makeIterator()
        var pending = iterator.next()
        while let scalar = pending {
            pending = iterator.next()
            if quoted {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.unicodeScalars.append("\"")
                        pending = iterator.next()
                    } else {
                        quoted = false
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty: quoted = true
            case ",":
                fields.append(field)
                field = ""
            case "\r" where pending == "\n": continue
            case "\n", "\r":
                fields.append(field)
                records.append(Record(row: start, fields: fields))
                fields = []
                field = ""
                line += 1
                start = line
            default: field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            records.append(Record(row: start, fields: fields))
        }
        return records
    }
}

extension String {
    /// The text without spaces at either end (Splitwise pads some cells with one).
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
