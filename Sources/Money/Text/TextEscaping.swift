/// Table-driven escaping: each unit of a text that a table names is replaced by the table's
/// text, every other unit is kept (or handed to a closure that decides).
///
/// The report writers (XML, JSON, GitHub annotations) and the receipt renderers (HTML,
/// Markdown) differ only in their tables and in what they do with the units the table does not
/// name, so they share this loop.
///
///     TextEscaping.escaped("a<b", ["<": "&lt;"])
///     // "a&lt;b"
package enum TextEscaping {
    /// `text` with every character that `table` names replaced by its text.
    ///
    /// Characters are grapheme clusters, so `"\r\n"` is one unit.
    package static func escaped(_ text: String, _ table: [Character: String]) -> String {
        escaped(text, table) { character, out in out.append(character) }
    }

    /// `text` with every scalar that `table` names replaced by its text, and every other scalar
    /// appended by `other`.
    package static func escaped(
        _ text: String, _ table: [Unicode.Scalar: String],
        other: (Unicode.Scalar, inout String) -> Void = { scalar, out in out.unicodeScalars.append(scalar) }
    ) -> String {
        escaped(text.unicodeScalars, table, other: other)
    }

    /// The loop behind both: each unit of `units` is looked up in `table` once.
    ///
    /// - Complexity: O(*n*), where *n* is the number of units.
    package static func escaped<Units: Sequence>(
        _ units: Units, _ table: [Units.Element: String], other: (Units.Element, inout String) -> Void
    ) -> String where Units.Element: Hashable {
        var out = ""
        out.reserveCapacity(units.underestimatedCount)
        for unit in units {
            if let replacement = table[unit] {
                out += replacement
            } else {
                other(unit, &out)
            }
        }
        return out
    }

    /// `&`, `<`, `>` and `"` as the character references every markup language reads.
    package static let markup: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"]
}
