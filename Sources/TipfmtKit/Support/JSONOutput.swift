#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
enum JSONOutput {
    /// `value` as JSON text in the one style, ending with a newline.
    ///
    /// - Throws: ``CLIError/output(_:)`` if the value cannot be encoded (it always can: every
    ///   value tipfmt writes is made of strings, integers, booleans, arrays and objects).
    static func encode(_ value: some Encodable) throws(CLIError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return escapingRawControls(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
        } catch {
            throw .output("cannot encode the JSON output: \(error)")
        }
    }

    /// JSON text with DEL, C1 controls and U+2028/U+2029 as `\u` escapes (only strings hold them).
    static func escapingRawControls(_ json: String) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
            (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
        }
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard needsEscape(scalar) else {
                out.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16)
            out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(out)
    }
}
