import Money
public import BillPresentation
import TipCalc

/// A receipt as the bytes an ESC/POS thermal printer prints it.
///
/// The lines are the text receipt's at the same width (`Receipt.rendered(as:width:)` with
/// `.text`), so what is printed is what `tipfmt receipt --format text --width N` shows: the same
/// labels, amounts and columns. The printer's own commands, all from the profile, mark them up:
///
/// - `ESC @` and `ESC R 0` start the receipt, then `ESC M n` chooses the font that prints the
///   width (Font A for its columns, Font B for more), and kanji mode is set up and left off;
/// - the title is centred by the printer (`ESC a 1`) and bold, the total lines bold (`ESC E 1`);
/// - each character is sent in a code page the profile has (`ESC t n`, switched within a line
///   when needed) or in kanji mode (`FS &` … `FS .`), or folded (``PrintFold``); a character with
///   none stops the print with ``PrintingError/unprintable(scalar:name:language:printer:alternatives:userText:)``;
/// - lines are sent in visual order (ICU's bidi algorithm, the paragraph in the receipt's
///   direction), Arabic shaped to presentation forms;
/// - the receipt ends with `ESC d n` (feed past the cutter or tear bar) and, with a cutter,
///   `GS V 66 0`.
///
///     let bytes = try receipt.escpos(for: PrinterProfile.named("generic-58"))
extension Receipt {
    /// The receipt as ESC/POS bytes for `profile`, at `width` columns (the profile's default
    /// font's when `nil`), drawing lines as `raster` says with `rasterizer` (none without one).
    ///
    /// With `drawingSymbols`, a line whose only unprintable character is an amount's currency
    /// symbol is drawn rather than refused: for a receipt that cannot be built again with the ISO
    /// code (a saved one).
    ///
    /// - Throws: ``PrintingError/tooWide(columns:printer:maximum:)`` when no font prints `width`;
    ///   ``PrintingError/currencySymbol(symbol:currency:printer:)`` when an amount's currency
    ///   symbol is in no page (print the receipt again with the currency's ISO code);
    ///   ``PrintingError/unprintable(scalar:name:language:printer:alternatives:userText:)`` for any other
    ///   character no page and no fold prints.
    public func escpos(
        for profile: PrinterProfile, width: Int? = nil, raster: RasterMode = .never,
        rasterizer: (any LineRasterizer)? = nil, drawingSymbols: Bool = false
    ) throws(PrintingError) -> [UInt8] {
        let columns = width ?? profile.defaultColumns
        guard let font = profile.font(forColumns: columns) else {
            throw .tooWide(columns: columns, printer: profile.id, maximum: profile.maximumColumns)
        }
        let rightToLeft = direction == .rightToLeft
        var rows: [(text: String, logical: String, role: TextRow.Role)] = []
        for row in textRows(width: max(columns, Self.minimumWidth)) {
            // The printer centres the title itself (ESC a 1), so its padding is not sent.
            let text = row.role == .title ? String(row.text.drop { $0 == " " || $0 == "\u{200F}" }) : row.text
            do {
                // Every line goes through the bidi algorithm, not only those of a right-to-left
                // receipt: a Hebrew or Arabic title or note on an English receipt is laid down in
                // visual order too, and its Arabic shaped.
                rows.append((try VisualText.line(text, rightToLeft: rightToLeft), text, row.role))
            } catch {
                throw .icu(error.description)
            }
        }
        let printed = rows.map {
            ESCPOSLayout.Row(
                text: $0.text, logical: $0.logical, bold: Self.isBold($0.role), centred: $0.role == .title)
        }
        return try ESCPOSLayout.bytes(
            printed, profile: profile, font: font, columns: columns, raster: raster, rasterizer: rasterizer,
            language: locale.identifier, rightToLeft: rightToLeft, drawingSymbols: drawingSymbols
        ) { character, texts in refusal(of: character, on: profile, texts: texts) }
    }

    /// Whether the printer prints a row of this role bold: the title and the emphasized lines.
    private static func isBold(_ role: TextRow.Role) -> Bool {
        switch role {
        case .title: true
        case .line(_, let emphasized): emphasized
        default: false
        }
    }

    /// Why `character` stops the print: an amount's currency symbol (printable with the ISO code
    /// instead), or a character of the receipt, with the profiles that print the whole receipt
    /// (`texts`, its lines as sent) and whether only the title or the note holds it.
    private func refusal(of character: Character, on profile: PrinterProfile, texts: [String]) -> PrintingError {
        let symbols = currencySymbolCharacters()
        for section in sections {
            for line in section.lines {
                guard let amount = line.amount, line.value.contains(character), symbols.contains(character) else {
                    continue
                }
                return .currencySymbol(symbol: String(character), currency: amount.currency.code, printer: profile.id)
            }
        }
        var scalar = character.unicodeScalars.first(where: { !PrintFold.isDropped($0) }) ?? "?"
        // Shaping made an Arabic letter one of its presentation forms; the receipt has the letter.
        if let letter = PrintFold.arabicLetter(of: scalar) { scalar = letter }
        // A profile is worth naming only if it prints all of the receipt, its currency symbols
        // aside (printed with the ISO code where no page has them).
        let wanted = texts.map { String($0.filter { !symbols.contains($0) }) }
        let characters = Set(wanted.flatMap { Array($0) })
        let alternatives = PrinterProfile.all.filter { other in
            guard other.id != profile.id,
                var encoder = try? ESCPOSEncoder(profile: other, characters: characters)
            else { return false }
            return wanted.allSatisfy { encoder.canPrint($0) }
        }
        // The title is the user's only when it is not the localized word for receipt.
        let userTitle = title == labels[.receipt] ? "" : title
        let inLabels = sections.contains { section in
            (section.heading ?? "").unicodeScalars.contains(scalar)
                || section.lines.contains {
                    $0.label.unicodeScalars.contains(scalar) || $0.value.unicodeScalars.contains(scalar)
                }
        }
        let inTitle = userTitle.unicodeScalars.contains(scalar)
        let inNote = note?.unicodeScalars.contains(scalar) ?? false
        let userText: String? =
            inLabels ? nil : inTitle && inNote ? "title and note" : inTitle ? "title" : inNote ? "note" : nil
        return .unprintable(
            scalar: scalar.value, name: scalar.properties.name ?? scalar.properties.nameAlias ?? "unnamed",
            language: locale.identifier, printer: profile.id, alternatives: alternatives.map(\.id),
            userText: userText)
    }

    /// The characters of the amounts' currency symbols (`₽`, `zł`, `€`): printed with the
    /// currency's ISO code where no page has them, so never a reason to draw a line or to name
    /// another printer.
    private func currencySymbolCharacters() -> Set<Character> {
        var out: Set<Character> = []
        for section in sections {
            for line in section.lines where line.amount != nil {
                for character in line.value {
                    let isSymbol = character.unicodeScalars.allSatisfy {
                        switch $0.properties.generalCategory {
                        case .currencySymbol, .uppercaseLetter, .lowercaseLetter, .otherLetter, .otherSymbol,
                            .otherPunctuation:
                            true
                        default: false
                        }
                    }
                    if isSymbol && !character.isASCII { out.insert(character) }
                }
            }
        }
        return out
    }
}
