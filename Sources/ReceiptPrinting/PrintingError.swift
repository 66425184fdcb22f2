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
    /// `alternatives` the profiles that can print it (empty when none can), and `inUserText`
    /// whether it comes from the title or the note rather than the receipt's own words.
    case unprintable(
        scalar: UInt32, name: String, language: String, printer: String, alternatives: [String], inUserText: Bool)
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
        case .unprintable(let scalar, let name, let language, let printer, let alternatives, let inUserText):
            let hex = String(scalar, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            let character = Unicode.Scalar(scalar).map { " '\(String(Character($0)))'" } ?? ""
            let advice =
                if !alternatives.isEmpty {
                    "print it with --printer \(alternatives.prefix(3).joined(separator: ", ")) (see `tipfmt printers`)"
                } else if inUserText {
                    "no printer profile has a code page for it; leave it out of the title or note"
                } else {
                    "no printer profile has a code page for it, so \(language) receipts cannot be printed; "
                        + "use --format text or html"
                }
            return "\(printer) cannot print\(character) (\(code) \(name)) of this \(language) receipt; \(advice)"
        case .currencySymbol(let symbol, let currency, let printer):
            return "\(printer) has no code page with \(symbol) (\(currency)); print amounts with --style code"
        case .icu(let message):
            return "cannot prepare the receipt for the printer: \(message)"
        }
    }
}

#if canImport(FoundationEssentials)
    extension PrintingError: LocalizedError {
        /// The same text as ``description``.
        public var errorDescription: String? { description }
    }
#endif
