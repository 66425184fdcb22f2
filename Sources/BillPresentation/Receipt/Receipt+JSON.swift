#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Money
import TipCalc

/// One JSON object, written by FoundationEssentials' `JSONEncoder` in the style every tipfmt
/// JSON output shares: **sorted keys**, two-space indentation, `"key" : value`, slashes
/// unescaped.
///
///     {
///       "direction" : "ltr",
///       "language" : "en",
///       "locale" : "en_US",
///       "sections" : [
///         {
///           "kind" : "summary",
///           "lines" : [
///             {
///               "amount" : "84.50",
///               "currency" : "USD",
///               "emphasized" : false,
///               "included" : false,
///               "kind" : "bill",
///               "label" : "Bill",
///               "value" : "$84.50"
///             },
///
/// `amount` is the canonical decimal string with the currency's minor digits (never a JSON
/// number); `amount` and `currency` are absent on the exchange-rate line. `included` is `true`
/// on the service line and on each person's tip under their share: those amounts are part of the
/// line above, so they are not added again (bill + tax + tip lines with `included: false` make
/// the total). `sources` names where the suggested tip and the exchange rate come from
/// (``Receipt/Source``: `kind`, `label`, `source`, `date`), possibly none. A value the receipt
/// does not have (its note, a section's heading, a source's date) is left out, never `null`:
/// each key has one JSON type whatever the bill. The controls `JSONEncoder`
/// leaves raw (DEL, the C1 controls such as U+009B, which a terminal takes for an escape, and
/// U+2028/U+2029) are escaped too (`\u009b`), so no control character reaches a terminal.
extension Receipt {
    func json() -> String {
        // Strings, booleans, arrays and objects only: encoding cannot fail.
        (try? JSONText.readable(Document(self))) ?? "{}\n"
    }

    /// The receipt as JSON with the bill it shows under `result`, as every surface writes a bill
    /// (docs/schemas/bill-result.schema.json): what `receipt --format json` prints.
    package func json(result: BillJSONObject) -> String {
        (try? JSONText.readable(Document(self, result: result))) ?? "{}\n"
    }

    /// The receipt as JSON values.
    private struct Document: Encodable {
        let receipt: Receipt
        /// The bill the receipt shows; absent from a receipt rendered alone (a saved one).
        var result: BillJSONObject? = nil

        init(_ receipt: Receipt, result: BillJSONObject? = nil) {
            self.receipt = receipt
            self.result = result
        }

        private enum Key: String, CodingKey {
            case title, locale, language, direction, note, sections
            case kind, heading, lines
            case label, value, amount, currency, emphasized, included
            case sources, source, date, result
        }

        func encode(to encoder: any Encoder) throws {
            var object = encoder.container(keyedBy: Key.self)
            try object.encode(receipt.title, forKey: .title)
            try object.encode(receipt.locale.identifier, forKey: .locale)
            try object.encode(receipt.labels.language, forKey: .language)
            try object.encode(receipt.direction.rawValue, forKey: .direction)
            try Self.encode(receipt.note, forKey: .note, in: &object)
            try object.encodeList(receipt.sections, forKey: .sections, keyedBy: Key.self) { section, sectionObject in
                try sectionObject.encode(section.kind.rawValue, forKey: .kind)
                try Self.encode(section.heading, forKey: .heading, in: &sectionObject)
                try sectionObject.encodeList(section.lines, forKey: .lines, keyedBy: Key.self) { line, lineObject in
                    try lineObject.encode(line.kind.rawValue, forKey: .kind)
                    try lineObject.encode(line.label, forKey: .label)
                    try lineObject.encode(line.value, forKey: .value)
                    try Self.encode(line.amount?.amountText, forKey: .amount, in: &lineObject)
                    try Self.encode(line.amount?.currency.code, forKey: .currency, in: &lineObject)
                    try lineObject.encode(line.isEmphasized, forKey: .emphasized)
                    try lineObject.encode(line.isIncluded, forKey: .included)
                }
            }
            try object.encodeList(receipt.sources, forKey: .sources, keyedBy: Key.self) { source, sourceObject in
                try sourceObject.encode(source.kind.rawValue, forKey: .kind)
                try sourceObject.encode(source.label, forKey: .label)
                try sourceObject.encode(source.source, forKey: .source)
                try Self.encode(source.date, forKey: .date, in: &sourceObject)
            }
            try object.encodeIfPresent(result, forKey: .result)
        }

        /// A string, or no key at all when there is none (a key is never `null`).
        private static func encode(
            _ value: String?, forKey key: Key, in container: inout KeyedEncodingContainer<Key>
        ) throws {
            try container.encodeIfPresent(value, forKey: key)
        }
    }
}
