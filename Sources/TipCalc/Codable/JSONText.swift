#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The one JSON style of every tipfmt output and record, written by FoundationEssentials'
/// `JSONEncoder`.
///
/// `package`: the CLI, the receipts, the history and the trips all encode through it, so a
/// change of style is one edit. For people and files (``readable(_:)``): **sorted keys**,
/// two-space indentation, `"key" : value`, slashes unescaped, and the controls `JSONEncoder`
/// leaves raw (DEL, the C1 controls such as U+009B, which a terminal takes for an escape, and
/// U+2028/U+2029) escaped too (`\u009b`), so no control character reaches a terminal. For the
/// records one tipfmt program hands another or stores (``compact(_:)``): sorted keys, one line.
package enum JSONText {
    /// `value` as readable JSON text, ending with a newline.
    ///
    /// - Throws: `EncodingError` for a value that cannot be encoded.
    package static func readable(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return escapingRawControls(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
    }

    /// `value` as compact JSON bytes: sorted keys, no spaces or newlines.
    ///
    /// - Throws: `EncodingError` for a value that cannot be encoded.
    package static func compact(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(value))
    }

    /// JSON text with DEL, C1 controls and U+2028/U+2029 written as `\u` escapes.
    ///
    /// They can only be inside strings (JSON's own syntax is ASCII), where an escape means the
    /// same character.
    package static func escapingRawControls(_ json: String) -> String {
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

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
