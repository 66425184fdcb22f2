import Money
import TipCalc
public import Trips

extension TripSpending {
    /// The columns of ``csv()``; a report with card fees (`TripSpending.Row.cardFees`) adds
    /// ``csvCardFeesColumn``.
    public static let csvColumns = ["by", "currency", "home", "key", "person", "spent", "paid", "owes"]
    /// The last column of ``csv()`` when a row has card fees: empty on the rows without.
    public static let csvCardFeesColumn = "card_fees"

    /// The report as JSON (`"format": "tipfmt-trip-report"`, version 1; docs/Trips.md).
    ///
    /// Written like every tipfmt JSON output: sorted keys, two-space indentation, amounts as
    /// canonical decimal strings next to their currency, absent values as `null`. Trips holds the
    /// report as values; this module writes it out.
    ///
    /// - Parameter trip: The trip's name.
    public func json(trip: String) -> String {
        let document = ReportDocument(
            format: "tipfmt-trip-report", version: 1, name: trip, by: grouping.rawValue,
            rows: rows.map(RowDocument.init))
        // Strings, booleans, arrays and objects only: encoding cannot fail.
        return (try? JSONText.readable(document)) ?? "{}\n"
    }

    /// The report as one CSV table, a row per element of `TripSpending.rows` under the header ``csvColumns``.
    ///
    /// As the trip's CSV export: CRLF line ends, a field quoted only when it needs it, and typed
    /// text (names, categories) that a spreadsheet would run as a formula starts with `'`.
    /// `home` is `true` or `false`; `owes` is empty by category or day.
    public func csv() -> String {
        let fees = rows.contains { $0.cardFees != nil }
        var lines = [CSVText.record(Self.csvColumns + (fees ? [Self.csvCardFeesColumn] : []))]
        for row in rows {
            var fields = [
                grouping.rawValue, row.currency.code, row.isHome ? "true" : "false", CSVText.inert(row.key ?? ""),
                CSVText.inert(row.person), row.spent.amountText, row.paid.amountText, row.owes?.amountText ?? "",
            ]
            if fees { fields.append(row.cardFees?.amountText ?? "") }
            lines.append(CSVText.record(fields))
        }
        return lines.joined()
    }
}

private struct ReportDocument: Encodable {
    let format: String
    let version: Int
    let name: String
    let by: String
    let rows: [RowDocument]
}

private struct RowDocument: Encodable {
    let currency: String
    let home: Bool
    let key: String?
    let person: String
    let spent: String
    let paid: String
    let owes: String?
    let cardFees: String?

    init(_ row: TripSpending.Row) {
        currency = row.currency.code
        home = row.isHome
        key = row.key
        person = row.person
        spent = row.spent.amountText
        paid = row.paid.amountText
        owes = row.owes?.amountText
        cardFees = row.cardFees?.amountText
    }

    enum CodingKeys: String, CodingKey { case currency, home, key, person, spent, paid, owes, cardFees }

    /// `key` and `owes` are written as `null` when absent, as every tipfmt JSON output does;
    /// `cardFees` is there only on the rows that have it (the home rows by person of a trip with
    /// card fees), so reports without fees stay as they were.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency, forKey: .currency)
        try container.encode(home, forKey: .home)
        try container.encode(key, forKey: .key)
        try container.encode(person, forKey: .person)
        try container.encode(spent, forKey: .spent)
        try container.encode(paid, forKey: .paid)
        try container.encode(owes, forKey: .owes)
        try container.encodeIfPresent(cardFees, forKey: .cardFees)
    }
}
