import Money

/// How a table spells the invisible characters of its expected texts (U+00A0, U+202F, U+200F…),
/// so a diff of the table shows what changed.
///
/// An expected field may hold the characters themselves, or spell each as a `\u` escape or by
/// the name reports show it by; reading takes all three, in TSV, CSV and JSON alike:
///
///     de_DE	EUR	1234.5	1.234,50\u00A0€
///     de_DE	EUR	1234.5	1.234,50<NBSP>€
///
/// The names are those of the reports: `<NBSP>` (U+00A0), `<NNBSP>` (U+202F), `<RLM>` (U+200F),
/// `<LRM>` (U+200E), `<ALM>` (U+061C) and `<U+XXXX>` for any code point. An escape is `\u`
/// and four hex digits, or `\u{…}` with one to six. `tipfmt check --update` writes each row's
/// new text in the row's own spelling or, for a row that showed none, the table's
/// (``CheckTable/invisibleSpelling``): escapes when the table shows none either.
public enum InvisibleSpelling: String, Hashable, Sendable, CaseIterable {
    /// `\u00A0`: a `\u` escape with the code point in upper-case hex (in JSON, JSON's own
    /// `\u00a0`). The default for a table that shows no spelling.
    case escapes
    /// `<NBSP>`: the name a report shows.
    case names
    /// The character itself, which a diff does not show.
    case raw

    /// `text` with each invisible character spelled this way.
    ///
    ///     InvisibleSpelling.escapes.spelled("1.234,50\u{A0}€")   // "1.234,50\\u00A0€"
    public func spelled(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: Self.isInvisible) else { return text }
        switch self {
        case .raw:
            return text
        case .names:
            return InvisibleCharacters.visible(text)
        case .escapes:
            var out = ""
            for scalar in text.unicodeScalars {
                guard Self.isInvisible(scalar) else {
                    out.unicodeScalars.append(scalar)
                    continue
                }
                let hex = InvisibleCharacters.hex(scalar.value)
                out += scalar.value > 0xFFFF ? "\\u{\(hex)}" : "\\u\(hex)"
            }
            return out
        }
    }

    /// A field's text with every escape and name read, and the spelling it used first (`nil`
    /// when it shows no invisible character at all).
    ///
    ///     InvisibleSpelling.read("1.234,50<NBSP>€")   // ("1.234,50\u{A0}€", .names)
    public static func read(_ field: String) -> (text: String, spelling: InvisibleSpelling?) {
        let scalars = Array(field.unicodeScalars)
        guard scalars.contains(where: { $0 == "\\" || $0 == "<" || isInvisible($0) }) else { return (field, nil) }
        var out = String.UnicodeScalarView()
        var spelling: InvisibleSpelling?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", let (read, end) = escape(scalars, at: index) {
                out.append(read)
                spelling = spelling ?? .escapes
                index = end
            } else if scalar == "<", let (read, end) = name(scalars, at: index) {
                out.append(read)
                spelling = spelling ?? .names
                index = end
            } else {
                if isInvisible(scalar) { spelling = spelling ?? .raw }
                out.append(scalar)
                index += 1
            }
        }
        return (String(out), spelling)
    }

    /// The spelling most rows use (escapes, then names, on a tie), or escapes when no row shows one.
    public static func mostUsed(_ counts: [InvisibleSpelling: Int]) -> InvisibleSpelling {
        var best = InvisibleSpelling.escapes
        for spelling in allCases where counts[spelling, default: 0] > counts[best, default: 0] { best = spelling }
        return best
    }

    /// Whether a report names `scalar` rather than showing it (``InvisibleCharacters``): every
    /// format, space, separator or control character but U+0020.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != " " else { return false }
        switch scalar.properties.generalCategory {
        case .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .control: return true
        default: return false
        }
    }

    /// `\uXXXX` or `\u{X…}` at `start`: the scalar and the index after it.
    private static func escape(_ scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        guard start + 1 < scalars.count, scalars[start + 1] == "u" else { return nil }
        if start + 2 < scalars.count, scalars[start + 2] == "{" {
            guard let close = scalars[(start + 3)...].prefix(7).firstIndex(of: "}"), close > start + 3,
                let scalar = scalar(hex: scalars[(start + 3)..<close])
            else { return nil }
            return (scalar, close + 1)
        }
        guard start + 6 <= scalars.count, let scalar = scalar(hex: scalars[(start + 2)..<(start + 6)]) else {
            return nil
        }
        return (scalar, start + 6)
    }

    /// `<NBSP>`, `<U+202F>`… at `start`: the scalar and the index after it.
    private static func name(_ scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        guard let close = scalars[start...].prefix(10).firstIndex(of: ">") else { return nil }
        let inside = String(String.UnicodeScalarView(scalars[(start + 1)..<close]))
        let named: Unicode.Scalar? =
            switch inside {
            case "NBSP": "\u{A0}"
            case "NNBSP": "\u{202F}"
            case "RLM": "\u{200F}"
            case "LRM": "\u{200E}"
            case "ALM": "\u{061C}"
            default:
                inside.hasPrefix("U+") && (4...6).contains(inside.count - 2)
                    ? scalar(hex: inside.unicodeScalars.dropFirst(2)) : nil
            }
        return named.map { ($0, close + 1) }
    }

    private static func scalar(hex digits: some Collection<Unicode.Scalar>) -> Unicode.Scalar? {
        guard !digits.isEmpty, digits.count <= 6 else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            guard let nibble = hexDigit(digit) ?? hexLetter(digit) else { return nil }
            value = value << 4 | nibble
        }
        return Unicode.Scalar(value)
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
        ("0"..."9").contains(scalar) ? scalar.value - 0x30 : nil
    }

    private static func hexLetter(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "A"..."F": scalar.value - 0x41 + 10
        case "a"..."f": scalar.value - 0x61 + 10
        default: nil
        }
    }
}
