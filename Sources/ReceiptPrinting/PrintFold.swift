/// The replacements the ESC/POS renderer makes for a character no code page of the printer has,
/// every one the width of what it replaces, so columns stay where the text receipt has them.
///
/// A fold applies only where the printer has no page with the character itself: a receipt printed
/// on a page with U+00A0 keeps it. docs/Printing.md lists these folds; nothing else is replaced,
/// and a character with no page and no fold stops the print (``PrintingError/unprintable(scalar:name:language:printer:alternatives:userText:)``).
///
/// | Character | Printed as |
/// | --- | --- |
/// | U+00A0 NO-BREAK SPACE, U+202F NARROW NO-BREAK SPACE, U+2007 FIGURE SPACE, U+2009 THIN SPACE | space |
/// | U+2018, U+2019 (single quotation marks, the Swiss group separator), U+02BC | `'` |
/// | U+201C, U+201D (double quotation marks) | `"` |
/// | U+2010 HYPHEN, U+2011, U+2013 EN DASH, U+2014 EM DASH, U+2212 MINUS SIGN | `-` |
/// | U+00D7 MULTIPLICATION SIGN | `x` |
/// | U+066A ARABIC PERCENT SIGN | `%` |
/// | U+066B ARABIC DECIMAL SEPARATOR | `.` |
/// | U+066C ARABIC THOUSANDS SEPARATOR | `,` |
/// | an Arabic presentation form the page lacks | another form of the same letter it has (final → isolated, medial → initial: PC864 draws them so) |
/// | U+FE87, U+FE88 ALEF WITH HAMZA BELOW, U+FEF9, U+FEFA LAM WITH ALEF WITH HAMZA BELOW (isolated, final), which PC864 lacks | U+FE8D, U+FE8E ALEF, U+FEFB, U+FEFC LAM WITH ALEF: the hamza is left out, as much printed Arabic does |
/// | a format character of no width (U+200E, U+200F, U+061C, U+2066–U+2069, U+200B–U+200D, U+FEFF) | nothing |
public enum PrintFold {
    /// The character a fold prints instead of `scalar`, if it has one: the table above, less the
    /// Arabic forms and the format characters (``isDropped(_:)``).
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00A0, 0x202F, 0x2007, 0x2009: " "
        case 0x2018, 0x2019, 0x02BC: "'"
        case 0x201C, 0x201D: "\""
        case 0x2010, 0x2011, 0x2013, 0x2014, 0x2212: "-"
        case 0x00D7: "x"
        case 0x066A: "%"
        case 0x066B: "."
        case 0x066C: ","
        default: nil
        }
    }

    /// Whether `scalar` is a format character of no width, which a printer has no use for: bidi
    /// marks, isolates and embeddings (the line is already in visual order), zero-width spaces and
    /// joiners, the byte order mark.
    public static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x061C, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// The other presentation forms of the same Arabic letter (or lam-alef ligature) as `scalar`,
    /// nearest in shape first, then (for alef with hamza below) plain alef; empty for anything else.
    ///
    ///     PrintFold.arabicAlternatives(for: "\u{FE90}")   // BEH FINAL → [U+FE8F BEH ISOLATED, U+FE91, U+FE92]
    public static func arabicAlternatives(for scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        guard (0xFE70...0xFEFC).contains(scalar.value), let form = ArabicForm(scalar) else { return [] }
        let order: [String] =
            switch form.kind {
            case "FINAL": ["ISOLATED", "INITIAL", "MEDIAL"]
            case "MEDIAL": ["INITIAL", "FINAL", "ISOLATED"]
            case "INITIAL": ["MEDIAL", "ISOLATED", "FINAL"]
            default: ["FINAL", "INITIAL", "MEDIAL"]
            }
        // The forms of one letter sit within four code points of each other.
        let nearby = (scalar.value.saturatingSubtraction(3)...min(0xFEFC, scalar.value + 3)).compactMap {
            Unicode.Scalar($0).flatMap(ArabicForm.init)
        }
        let forms = order.compactMap { kind in nearby.first { $0.letter == form.letter && $0.kind == kind }?.scalar }
        switch scalar.value {
        case 0xFE87: return forms + ["\u{FE8D}"]
        case 0xFE88: return forms + ["\u{FE8E}"]
        case 0xFEF9: return forms + ["\u{FEFB}"]
        case 0xFEFA: return forms + ["\u{FEFC}"]
        default: return forms
        }
    }
}

extension PrintFold {
    /// The Arabic letter a presentation form shows (`ARABIC LETTER LAM ISOLATED FORM` → U+0644
    /// ARABIC LETTER LAM; a lam-alef ligature → lam), for naming what a receipt holds; `nil` for
    /// anything else.
    static func arabicLetter(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard (0xFB50...0xFEFC).contains(scalar.value), let form = ArabicForm(scalar) else { return nil }
        let letter = form.letter.hasPrefix("ARABIC LIGATURE LAM WITH") ? "ARABIC LETTER LAM" : String(form.letter)
        return (UInt32(0x0600)...0x06FF).lazy.compactMap(Unicode.Scalar.init).first { $0.properties.name == letter }
    }
}

/// An Arabic presentation form read from its Unicode name: `ARABIC LETTER BEH FINAL FORM` is the
/// letter `ARABIC LETTER BEH` in the `FINAL` form.
private struct ArabicForm {
    let scalar: Unicode.Scalar
    let letter: Substring
    let kind: Substring

    init?(_ scalar: Unicode.Scalar) {
        guard let name = scalar.properties.name, name.hasSuffix(" FORM") else { return nil }
        let words = name.dropLast(" FORM".count)
        guard let space = words.lastIndex(of: " ") else { return nil }
        self.scalar = scalar
        letter = words[..<space]
        kind = words[words.index(after: space)...]
    }
}

extension UInt32 {
    fileprivate func saturatingSubtraction(_ other: UInt32) -> UInt32 { self > other ? self - other : 0 }
}
