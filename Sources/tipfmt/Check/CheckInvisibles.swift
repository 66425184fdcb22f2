import TipCalc

/// Shows the characters a terminal does not.
///
/// Names them: `<NBSP>` (U+00A0), `<NNBSP>` (U+202F), `<RLM>`
/// (U+200F), `<ALM>` (U+061C), and any other format, space, separator or control character by
/// its code point, `<U+200E>`. The ordinary space stays a space.
///
///     CheckInvisibles.visible("1\u{202F}234,50\u{A0}€")   // "1<NNBSP>234,50<NBSP>€"
enum CheckInvisibles {
    /// `text` with every invisible character named.
    static func visible(_ text: some StringProtocol) -> String {
        var out = ""
        for scalar in text.unicodeScalars { out += visible(scalar) }
        return out
    }

    /// One scalar, named if invisible.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x20: return " "
        case 0xA0: return "<NBSP>"
        case 0x202F: return "<NNBSP>"
        case 0x200F: return "<RLM>"
        case 0x061C: return "<ALM>"
        default: break
        }
        switch scalar.properties.generalCategory {
        case .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .control:
            return "<U+\(hex(scalar.value))>"
        default:
            return String(scalar)
        }
    }

    /// `0041`, `1F600`: upper-case hex, at least four digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

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
