import Money
import TipCalc

/// How `tipfmt check` shows a mismatch: both texts with invisible characters named (by Money's
/// ``InvisibleCharacters``) and a caret under the first difference.
enum CheckInvisibles {
    /// `text` with every invisible character named (Money's ``InvisibleCharacters``).
    static func visible(_ text: some StringProtocol) -> String { InvisibleCharacters.visible(text) }

    /// `0041`, `1F600`: upper-case hex, at least four digits.
    static func hex(_ value: UInt32) -> String { InvisibleCharacters.hex(value) }

    /// Where two texts first differ, as an index into their scalars; `nil` when they are equal
    /// byte for byte.
    static func firstDifference(_ expected: String, _ actual: String) -> Int? {
        if expected.utf8.elementsEqual(actual.utf8) { return nil }
        var offset = 0
        var left = expected.unicodeScalars.makeIterator()
        var right = actual.unicodeScalars.makeIterator()
        while true {
            let a = left.next()
            let b = right.next()
            if a != b || a == nil { return offset }
            offset += 1
        }
    }

    /// The expected and actual lines and a caret under the first difference, for a terminal.
    ///
    ///       expected: 1.234,50 €
    ///       actual:   1.234,50<NBSP>€
    ///                         ^
    static func comparison(expected: String, actual: String, indent: String = "  ") -> [String] {
        let offset = firstDifference(expected, actual) ?? 0
        let prefix = String(String.UnicodeScalarView(expected.unicodeScalars.prefix(offset)))
        let column = DisplayWidth.of(visible(prefix))
        return [
            "\(indent)expected: \(visible(expected))",
            "\(indent)actual:   \(visible(actual))",
            indent + String(repeating: " ", count: 10 + column) + "^",
        ]
    }
}
