import Money

/// How a check shows a mismatch: both texts with invisible characters named (by Money's
/// `InvisibleCharacters`) and a caret under the first difference.
public enum CheckComparison {
    /// `text` with every invisible character named: `1.234,50<NBSP>€`.
    public static func visible(_ text: some StringProtocol) -> String { InvisibleCharacters.visible(text) }

    /// Where two texts first differ, as an index into their Unicode scalars; `nil` when they are
    /// equal byte for byte.
    public static func firstDifference(_ expected: String, _ actual: String) -> Int? {
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

    /// The expected and actual lines and a caret under the first difference.
    ///
    ///       expected: 1.234,50 €
    ///       actual:   1.234,50<NBSP>€
    ///                         ^
    ///
    /// - Parameters:
    ///   - expected: The text the table expected.
    ///   - actual: The text formatted.
    ///   - indent: What each line starts with.
    ///   - displayWidth: The columns a text takes, which places the caret. The default counts
    ///     characters, right for Latin text; a terminal program passes a real display width
    ///     (East Asian wide characters take two columns) so the caret sits under the difference.
    public static func lines(
        expected: String, actual: String, indent: String = "  ",
        displayWidth: (String) -> Int = { $0.count }
    ) -> [String] {
        let offset = firstDifference(expected, actual) ?? 0
        let prefix = String(String.UnicodeScalarView(expected.unicodeScalars.prefix(offset)))
        let column = displayWidth(visible(prefix))
        return [
            "\(indent)expected: \(visible(expected))",
            "\(indent)actual:   \(visible(actual))",
            indent + String(repeating: " ", count: 10 + column) + "^",
        ]
    }
}
