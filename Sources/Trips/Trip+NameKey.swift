extension Trip {
    /// How names are told apart: what shows when the name is printed, whatever its letter case.
    ///
    /// Spaces at either end and characters that print nothing (zero-width spaces and joiners, the
    /// byte order mark, tag characters, soft hyphens, bidi marks and other default-ignorable code
    /// points; no-break spaces) are left out, letter case is ignored, and Swift compares what is
    /// left by canonical equivalence, so `Café` typed precomposed or with a combining accent is
    /// one name (the key compared as NFC). `"Ann"`, `" ann "` and `"An\u{200B}n"` have one key.
    public static func nameKey(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: name.unicodeScalars.filter { !isInvisible($0) })
        let shown = String(scalars)
        let trimmed = shown.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        return String(trimmed).lowercased()
    }

    /// `name` without spaces at either end: how a trip keeps a name typed with them.
    public static func trimmed(_ name: String) -> String {
        String(name.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
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
