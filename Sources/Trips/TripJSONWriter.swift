import TipCalc

/// A trip's JSON document (``Trip/json(method:rules:basis:)``) written a bill at a time, byte for byte
/// the same, so a trip of any size is written in the memory of one bill.
///
/// Everything but the bills comes from the trip without its bills (its people, home currency,
/// households and payments) and from its ledger (balances, what is unconverted, settlements);
/// each bill is encoded as the whole document encodes it, then indented to its place.
///
///     var writer = try TripJSONWriter(head, ledger: ledger)
///     var text = writer.opening
///     for bill in bills { text += writer.text(of: bill) }
///     text += writer.closing
///     print(text == (try trip.json()))
///     // Prints "true"
public struct TripJSONWriter: Sendable {
    /// The document up to its first bill: it ends with `"bills" : `.
    public let opening: String
    /// The document after its last bill, ending with a newline.
    public var closing: String { (hasBills ? "\n" + Self.indent + "]" : emptyBills) + rest }

    /// The document after the bills.
    private let rest: String
    /// The bills of a trip with none, as the encoder writes an empty list at its place.
    private let emptyBills: String
    /// Whether a bill was written.
    private var hasBills = false

    /// The indentation of a bill's lines in the document (inside the document's object).
    private static let indent = "  "
    /// What the bills stand in for while the rest of the document is encoded: a string no value
    /// of the document can be beside the key `"bills"`, since a string's quotes are escaped.
    private static let marker = "tipfmt bills"

    /// Prepares the document of `trip` (its name, people, home currency, households and
    /// payments; its bills are not read) with the balances and settlements of `ledger`.
    ///
    /// - Parameters:
    ///   - trip: The trip without its bills, with its payments.
    ///   - ledger: The whole trip's ledger (its balances, bills included).
    ///   - method: How the settlements are chosen.
    ///   - rules: `--never` and `--only` for the settlements; none by default.
    /// - Throws: As ``Trip/json(method:rules:basis:)``: a balance that overflows, or a rule's error.
    public init(
        _ trip: Trip, ledger: TripLedger, method: Settlement.Method = .fewestTransfers,
        rules: SettlementRules = SettlementRules()
    ) throws(TripError) {
        try self.init(
            trip, ledger: ledger, decision: try SettlementDecision.shown(ledger, method: method, rules: rules))
    }

    /// Prepares the document of `trip` with the balances of `ledger` and the settlements of
    /// `decision`, the command's one answer (`nil` while a bill or payment waits for a rate).
    ///
    /// - Parameters:
    ///   - trip: The trip without its bills, with its payments.
    ///   - ledger: The whole trip's ledger (its balances, bills included).
    ///   - decision: The settlements the document shows.
    ///   - payCodes: The payment code of each transfer, one list per settlement of `decision`
    ///     (`nil` for a receiver with no details that fit), which the transfers carry as
    ///     `payCode`; `nil` for none (the transfers then have no `payCode`).
    /// - Throws: A balance that overflows.
    public init(
        _ trip: Trip, ledger: TripLedger, decision: SettlementDecision?, payCodes: [[TransferPayCode?]]? = nil
    ) throws(TripError) {
        let document = try TripDocument(
            trip, ledger: ledger, bills: Self.marker, decision: decision, payCodes: payCodes)
        let empty = try TripDocument(
            trip, ledger: ledger, bills: [TripBillDocument](), decision: decision, payCodes: payCodes)
        // Strings, booleans, arrays and objects only: encoding cannot fail.
        let text = (try? JSONText.readable(document)) ?? "{}\n"
        let key = "\n" + Self.indent + "\"bills\" : "
        let placed = key + "\"" + Self.marker + "\""
        guard let range = text.firstRange(of: placed) else {
            (opening, rest, emptyBills) = (text, "", "")
            return
        }
        opening = String(text[..<range.lowerBound]) + key
        rest = String(text[range.upperBound...])
        let emptyText = (try? JSONText.readable(empty)) ?? ""
        let start = emptyText.firstRange(of: key).map(\.upperBound) ?? emptyText.startIndex
        // The empty list as written: what follows the key up to the text the two documents share.
        emptyBills = String(emptyText[start...].dropLast(rest.count))
    }

    /// The text of the next bill: the list's opening or a comma, then the bill as the whole
    /// document writes it.
    ///
    /// - Parameter bill: The next bill, in the trip's order.
    /// - Returns: The text to write after what was written before.
    public mutating func text(of bill: TripBill) -> String {
        let lead = hasBills ? ",\n" : "[\n"
        hasBills = true
        // One bill alone, indented to its place; blank lines (an empty list's) stay blank, as the
        // encoder writes them.
        let alone = (try? JSONText.readable(TripBillDocument(bill))) ?? "{}\n"
        var text = lead
        var first = true
        for line in alone.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
            if !first { text += "\n" }
            first = false
            if !line.isEmpty { text += Self.indent + Self.indent + line }
        }
        return text
    }
}
