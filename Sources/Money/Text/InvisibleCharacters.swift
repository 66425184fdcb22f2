/// Names the characters a terminal does not show, so formatted money can be compared by eye.
///
/// `package`: shared by `tipfmt check` and the test targets, not public API.
///
/// Locale output is full of characters that look like a space or like nothing at all: ICU writes
/// U+00A0 between `1.234,50` and `€` in de_DE, U+202F as fr_FR's group separator and U+200F
/// around Arabic amounts. ``visible(_:)`` spells them out: `<NBSP>` (U+00A0), `<NNBSP>`
/// (U+202F), `<RLM>` (U+200F), `<ALM>` (U+061C), and any other format, space, separator or
/// control character by its code point, `<U+200E>`. The ordinary space stays a space.
///
///     InvisibleCharacters.visible("1\u{202F}234,50\u{A0}€")
///     // "1<NNBSP>234,50<NBSP>€"
package enum InvisibleCharacters {
    /// `text` with every invisible character named.
    package static func visible(_ text: some StringProtocol) -> String {
        var out = ""
        for scalar in text.unicodeScalars { out += visible(scalar) }
        return out
    }

    /// One scalar, named if invisible, otherwise as it is.
    package static func visible(_ scalar: Unicode.Scalar) -> String {
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

    /// A code point in upper-case hex with at least four digits: `00A0`, `1F600`.
    package static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
