extension Trip {
    /// How names are told apart: what shows when the name is printed, whatever its letter case.
    ///
    /// Spaces at either end and characters that print nothing (zero-width spaces and joiners, the
    /// byte order mark, tag characters, soft hyphens, bidi marks and other default-ignorable code
    /// points; no-break spaces) are left out, letter case is ignored, and Swift compares what is
    /// left by canonical equivalence, so `Café` typed precomposed or with a combining accent is
    /// one name. The key is in NFC, byte for byte, so what digests it (a bill's revision) agrees
    /// whichever way a copy typed the name. `"Ann"`, `" ann "` and `"An\u{200B}n"` have one key.
    public static func nameKey(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: name.unicodeScalars.filter { !isInvisible($0) })
        let shown = String(scalars)
        let trimmed = shown.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        return nfc(String(trimmed).lowercased())
    }

    /// `name` without spaces at either end, in NFC: how a trip keeps a name typed with them, so
    /// `Zoë` typed precomposed or with a combining accent is written alike.
    public static func trimmed(_ name: String) -> String {
        nfc(String(name.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()))
    }

    /// `text` in Unicode normalization form C.
    ///
    /// Swift compares strings by canonical equivalence but
    /// keeps their bytes, and a trip's digests and files are bytes.
    static func nfc(_ text: String) -> String {
        // ASCII is its own NFC: most names, at no cost.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        // The standard library's NFC (what Foundation's precomposedStringWithCanonicalMapping
        // calls); Trips has no Foundation.
        return String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }

    /// Whether two names are the same bytes (not only canonically equivalent, as `==` says).
    package static func sameBytes(_ left: String, _ right: String) -> Bool {
        left.utf8.elementsEqual(right.utf8)
    }

    /// Whether `scalar` prints nothing where a name is shown.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // No-break spaces: a name of them alone looks empty.
        case 0x00A0, 0x2007, 0x202F: return true
        default: return scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
