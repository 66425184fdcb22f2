#if canImport(FoundationEssentials)
    public import FoundationEssentials
#endif

/// Why a receipt cannot be printed on a printer, in one sentence that says what to do.
public enum PrintingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No profile has this name.
    case unknownPrinter(String, known: [String])
    /// The line is wider than any font of the printer prints.
    case tooWide(columns: Int, printer: String, maximum: Int)
    /// A character of the receipt is in no code page of the printer, and no fold replaces it.
    ///
    /// `scalar` is the character, `name` its Unicode name, `language` the receipt's locale,
    /// `alternatives` the profiles that print the whole receipt (empty when none does), and
    /// `userText` the part of the user's text that alone holds it (`title`, `note`), `nil` when
    /// the receipt's own words have it.
    case unprintable(
        scalar: UInt32, name: String, language: String, printer: String, alternatives: [String], userText: String?)
    /// No font has a character of a line to be drawn: `font` is the face asked for with `--font`,
    /// `nil` when fontconfig was asked.
    case noFont(scalar: UInt32, name: String, font: String?)
    /// A font file cannot be read as a face.
    case unreadableFont(path: String, reason: String)
    /// An amount's currency symbol is in no code page of the printer: the receipt can be printed
    /// with the currency's ISO code instead (what `tipfmt receipt` does, with a note).
    case currencySymbol(symbol: String, currency: String, printer: String)
    /// ICU failed to convert or reorder text.
    case icu(String)

    /// The message, naming the input and what to do.
    public var description: String {
        switch self {
        case .unknownPrinter(let name, let known):
            return "unknown printer '\(name)'; use one of \(known.joined(separator: ", ")) (see `tipfmt printers`)"
        case .tooWide(let columns, let printer, let maximum):
            return "\(printer) prints at most \(maximum) columns, not \(columns); give --width \(maximum) or less"
        case .unprintable(let scalar, let name, let language, let printer, let alternatives, let userText):
            let character = Unicode.Scalar(scalar).map { " '\(String(Character($0)))'" } ?? ""
            let part = userText.map { "the \($0) of " } ?? ""
            let advice =
                if !alternatives.isEmpty {
                    "print it with --printer \(alternatives.joined(separator: ", ")) (see `tipfmt printers`)"
                } else if let userText {
                    "no printer profile prints the whole receipt in its code pages; leave it out of the \(userText), "
                        + "or leave out --raster never to draw the line"
                } else {
                    "no printer profile prints the whole receipt in its code pages; leave out --raster never to "
                        + "draw the lines it cannot print, or use --format text or html"
                }
            return
                "\(printer) cannot print\(character) (\(Self.code(scalar)) \(name)) of \(part)this \(language) receipt; \(advice)"
        case .noFont(let scalar, let name, let font):
            let character = Unicode.Scalar(scalar).map { "'\(String(Character($0)))' " } ?? ""
            if let font {
                return
                    "the font \(font) has no \(character)(\(Self.code(scalar)) \(name)); give a --font that has it, or leave --font out"
            }
            return "no installed font has \(character)(\(Self.code(scalar)) \(name)) to draw it with; install one "
                + "(scripts/setup.sh installs fonts-thai-tlwg, fonts-lohit-deva, fonts-dejavu-core, fonts-wqy-microhei) or give --font FILE"
        case .unreadableFont(let path, let reason):
            return "cannot read the font '\(path)': \(reason); give --font a TrueType or OpenType file"
        case .currencySymbol(let symbol, let currency, let printer):
            return "\(printer) has no code page with \(symbol) (\(currency)); print amounts with --style code"
        case .icu(let message):
            return "cannot prepare the receipt for the printer: \(message)"
        }
    }

    /// `U+0E3F`: a scalar as Unicode writes it, at least four hex digits.
    private static func code(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

#if canImport(FoundationEssentials)
    extension PrintingError: LocalizedError {
        /// The same text as ``description``.
        public var errorDescription: String? { description }
    }
#endif
