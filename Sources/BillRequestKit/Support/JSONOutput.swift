import BillPresentation
import TipCalc

/// The one way tipfmt writes JSON: `calc --json`, `parse --json`, `currency --json`, the config
/// file and the last-bill file all go through ``encode(_:)``.
///
/// One style everywhere: FoundationEssentials' `JSONEncoder` with **sorted keys**, pretty-printed
/// with two-space indentation and `"key" : value`, slashes unescaped, and a final newline. Keys are
/// sorted rather than listed in a hand-kept order, so every object reads the same way and a new
/// field cannot be put in the wrong place. Amounts are strings (`"84.50"`), never JSON numbers.
/// The controls `JSONEncoder` leaves raw (DEL, C1, U+2028/U+2029) are escaped as well, as TipCalc's
/// receipt JSON does, so no output carries a control character to a terminal.
/// (Receipts are written by TipCalc's `Receipt.rendered(as: .json)` with the same settings; `check
/// --update` keeps a table's own escaping and does not come here.)
///
///     {
///       "amount" : "1234.50",
///       "currency" : "EUR",
///       "locale" : "de_DE"
///     }
package enum JSONOutput {
    /// `value` as JSON text in the one style, ending with a newline.
    ///
    /// - Throws: ``CLIError/output(_:)`` if the value cannot be encoded (it always can: every
    ///   value tipfmt writes is made of strings, integers, booleans, arrays and objects).
    package static func encode(_ value: some Encodable) throws(CLIError) -> String {
        do {
            return try JSONText.readable(value)
        } catch {
            throw .output("cannot encode the JSON output: \(error)")
        }
    }
}
