public import Money
import TipCalc

/// Reads a Splitwise CSV export into a trip, so a group can move its trip over.
///
/// Splitwise writes one row per expense: `Date,Description,Category,Cost,Currency`, then one
/// column per person with their net amount for that expense (what they paid less their share),
/// and at the end one `Total balance` row per currency with each person's balance in it:
///
///     Date,Description,Category,Cost,Currency,Ann,Ben,Cy
///
///     2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00
///     2026-07-02,Payment,Payment,30.00,EUR,-30.00,30.00,0.00
///     2026-07-02,Museum,Entertainment,30.00,USD,-10.00,20.00,-10.00
///
///     2026-07-03,Total balance, , ,EUR,30.00,0.00,-30.00
///     2026-07-03,Total balance, , ,USD,-10.00,20.00,-10.00
///
/// Each expense becomes a bill of kind ``TripBill/Kind/shares``, id the row number, its Category
/// the bill's ``TripBill/category`` (none when the cell is empty): a person
/// with a negative amount owes it (their share); the rest of the cost is the share of those
/// with a positive amount, split evenly (Splitwise does not export it), and each of them paid
/// their amount plus their share. An expense's amounts must sum to zero, and the negative ones
/// must not add up to more than its cost. A `Payment` row (its Category) becomes a ``TripPayment`` from the
/// one person with a positive amount to the one with a negative amount; its Cost must be that
/// positive amount, and the negative one its negation. A row whose amounts are all zero changes
/// no balance and is left out (a payment's Cost must then be zero too).
///
/// Every row is read, in order, whatever comes before it; a `Total balance` row (its
/// Description) becomes no bill, and a file need not have one. Once every other row is read, each
/// `Total balance` row is checked: each person's balance in it must be, exactly, the sum of that
/// person's amounts in every row of the file in its currency, wherever those rows are, and zero
/// when no row is in that currency.
public enum SplitwiseImport {
    /// Reads the text of a Splitwise export.
    ///
    /// Nothing is imported from a file with a row that does not read: the error is thrown and no
    /// trip is returned.
    ///
    /// - Parameters:
    ///   - csv: The whole file.
    ///   - name: The trip's name.
    ///   - home: The trip's home currency, if any.
    /// - Throws: ``TripError/importFile(_:)`` when there is no usable header or more than
    ///   ``TripLimits/splitwiseRows`` rows, and
    ///   ``TripError/importRow(row:reason:)`` naming the first row that does not read (rows count
    ///   from 1, the header included), or else the first `Total balance` row that disagrees with
    ///   the rows of its currency, with the person, the balance it shows and the rows' sum.
    public static func trip(csv: String, name: String, home: Currency? = nil) throws(TripError) -> Trip {
        // Counted before reading: a header line, and a last row with or without its newline.
        if csv.utf8.count(where: { $0 == UInt8(ascii: "\n") }) > TripLimits.splitwiseRows + 1 {
            throw .importFile(
                "it has more than \(TripLimits.splitwiseRows) rows, the most a trip imports (docs/Limits.md)")
        }
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
        var sums = Sums()
        var totals: [Total] = []
        for record in records.dropFirst() {
            if record.fields.allSatisfy({ $0.trimmingSpaces.isEmpty }) { continue }
            do {
                if let total = try read(record, into: &trip, sums: &sums) { totals.append(total) }
            } catch .importRow(let row, let reason) {
                throw .importRow(row: row, reason: reason)
            } catch {
                throw .importRow(row: record.row, reason: error.description)
            }
        }
        // A total can only be checked once every row of its currency is read, and Splitwise
        // writes the totals last, after the rows they sum.
        for total in totals {
            try check(total, against: sums, people: trip.people)
        }
        return trip
    }

    /// A `Total balance` row, read but not yet checked.
    private struct Total {
        let row: Int
        let currency: Currency
        let balances: [Money]
    }

    /// Each person's sum of amounts, in minor units, per currency of the rows read so far.
    ///
    /// `Int128` because a sum of many `Int64` amounts may not fit a `Money`.
    private typealias Sums = [Currency: [Int128]]

    /// Checks a `Total balance` row against the sums of the rows of its currency.
    private static func check(_ total: Total, against sums: Sums, people: [String]) throws(TripError) {
        let currency = total.currency
        guard let units = sums[currency] else {
            for (person, balance) in zip(people, total.balances) where !balance.isZero {
                throw TripError.importRow(
                    row: total.row,
                    reason: "the total balance of \(person) is \(balance), but no row is in \(currency.code)")
            }
            return
        }
        for (position, balance) in total.balances.enumerated() where Int128(balance.minorUnits) != units[position] {
            throw TripError.importRow(
                row: total.row,
                reason: "the total balance of \(people[position]) is \(balance), but the \(currency.code) rows add up "
                    + "to \(signedText(units[position], currency))")
        }
    }

    /// `units` minor units of `currency` as `-9.00 EUR`.
    private static func signedText(_ units: Int128, _ currency: Currency) -> String {
        (units < 0 ? "-" : "") + TripError.amountText(units.magnitude, currency)
    }

    /// Reads one row into the trip and adds its amounts to `sums`; the `Total balance` row is
    /// returned to be checked once every row is read.
    private static func read(
        _ record: CSVRecords.Record, into trip: inout Trip, sums: inout Sums
    ) throws(TripError) -> Total? {
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
            return Total(row: record.row, currency: currency, balances: nets)
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
        let positive = nets.indices.filter { nets[$0].minorUnits > 0 }
        let negative = nets.indices.filter { nets[$0].minorUnits < 0 }
        let isPayment = fields[2].lowercased() == "payment"
        if isPayment {
            try checkPayment(record.row, cost: cost, nets: nets, positive: positive, negative: negative, people: people)
        }
        let sum = nets.reduce(Int128(0)) { $0 + Int128($1.minorUnits) }
        guard sum == 0 else {
            throw TripError.importRow(
                row: record.row,
                reason:
                    "the people's amounts sum to \(sum < 0 ? "-" : "")\(TripError.amountText(sum.magnitude, currency)), not zero"
            )
        }
        var units = sums[currency] ?? Array(repeating: 0, count: people.count)
        for (position, net) in nets.enumerated() { units[position] += Int128(net.minorUnits) }
        sums[currency] = units
        if positive.isEmpty { return nil }
        let title = fields[1].isEmpty ? "Row \(record.row)" : fields[1]
        if isPayment {
            try trip.record(
                TripPayment(from: people[positive[0]], to: people[negative[0]], amount: nets[positive[0]], date: date))
            return nil
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
        var bill = try TripBill(id: String(record.row), title: title, date: date, shares: shares, payers: payers)
        bill.category = fields[2].isEmpty ? nil : fields[2]
        try trip.add(bill)
        return nil
    }

    /// Checks a `Payment` row: one payer whose amount is the cost and one payee whose amount is
    /// its negation, or, when every amount is zero, a zero cost.
    private static func checkPayment(
        _ row: Int, cost: Money, nets: [Money], positive: [Int], negative: [Int], people: [String]
    ) throws(TripError) {
        if positive.isEmpty && negative.isEmpty {
            guard cost.isZero else {
                throw TripError.importRow(
                    row: row, reason: "the payment's cost is \(cost), but every person's amount is zero")
            }
            return
        }
        guard positive.count == 1, negative.count == 1 else {
            throw TripError.importRow(row: row, reason: "a payment row needs one person who paid and one who received")
        }
        let payer = nets[positive[0]], payee = nets[negative[0]]
        // The cost is not negative, so its negation fits an Int64.
        guard payer.minorUnits == cost.minorUnits, payee.minorUnits == -cost.minorUnits else {
            throw TripError.importRow(
                row: row,
                reason: "the payment's cost is \(cost), but \(people[positive[0]])'s amount is \(payer) and "
                    + "\(people[negative[0]])'s is \(payee); the payer's amount must be the cost and the payee's its "
                    + "negation")
        }
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
