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
///   none stops the print with ``PrintingError/unprintable(scalar:name:language:printer:alternatives:inUserText:)``;
/// - lines are sent in visual order (ICU's bidi algorithm, the paragraph in the receipt's
///   direction), Arabic shaped to presentation forms;
/// - the receipt ends with `ESC d n` (feed past the cutter or tear bar) and, with a cutter,
///   `GS V 66 0`.
///
///     let bytes = try receipt.escpos(for: PrinterProfile.named("generic-58"))
extension Receipt {
    /// The receipt as ESC/POS bytes for `profile`, at `width` columns (the profile's default
    /// font's when `nil`).
    ///
    /// - Throws: ``PrintingError/tooWide(columns:printer:maximum:)`` when no font prints `width`;
    ///   ``PrintingError/currencySymbol(symbol:currency:printer:)`` when an amount's currency
    ///   symbol is in no page (print the receipt again with the currency's ISO code);
    ///   ``PrintingError/unprintable(scalar:name:language:printer:alternatives:inUserText:)`` for any other
    ///   character no page and no fold prints.
    public func escpos(for profile: PrinterProfile, width: Int? = nil) throws(PrintingError) -> [UInt8] {
        let columns = width ?? profile.defaultColumns
        guard let font = profile.font(forColumns: columns) else {
            throw .tooWide(columns: columns, printer: profile.id, maximum: profile.maximumColumns)
        }
        let rightToLeft = direction == .rightToLeft
        var rows: [(text: String, role: TextRow.Role)] = []
        for row in textRows(width: max(columns, Self.minimumWidth)) {
            // The printer centres the title itself (ESC a 1), so its padding is not sent.
            let text = row.role == .title ? String(row.text.drop { $0 == " " || $0 == "\u{200F}" }) : row.text
            do {
                // Every line goes through the bidi algorithm, not only those of a right-to-left
                // receipt: a Hebrew or Arabic title or note on an English receipt is laid down in
                // visual order too, and its Arabic shaped.
                rows.append((try VisualText.line(text, rightToLeft: rightToLeft), row.role))
            } catch {
                throw .icu(error.description)
            }
        }
        var encoder = try ESCPOSEncoder(profile: profile, characters: Set(rows.flatMap { Array($0.text) }))
        let encoded: [[UInt8]]
        do {
            encoded = try encoder.encode(rows.map(\.text))
        } catch {
            throw refusal(of: error.character, on: profile)
        }
        let commands = profile.commands
        var out = commands.initialise + commands.characterSet
        if let kanji = profile.kanji { out += kanji.select + commands.kanjiOff }
        out += commands.selectFont + [font.number] + commands.alignLeft
        var bold = false
        var centred = false
        for (row, bytes) in zip(rows, encoded) {
            let wantsBold: Bool
            switch row.role {
            case .title: wantsBold = true
            case .line(_, let emphasized): wantsBold = emphasized
            default: wantsBold = false
            }
            let wantsCentred = row.role == .title
            if wantsCentred != centred {
                out += wantsCentred ? commands.alignCenter : commands.alignLeft
                centred = wantsCentred
            }
            if wantsBold != bold {
                out += wantsBold ? commands.boldOn : commands.boldOff
                bold = wantsBold
            }
            out += bytes
            out.append(0x0A)
        }
        if bold { out += commands.boldOff }
        if centred { out += commands.alignLeft }
        out += commands.feedLines + [profile.feedBeforeEnd]
        if let cut = commands.cut { out += cut }
        return out
    }

    /// Why `character` stops the print: an amount's currency symbol (printable with the ISO code
    /// instead), or a character of the receipt's language, with the profiles that print it.
    private func refusal(of character: Character, on profile: PrinterProfile) -> PrintingError {
        for section in sections {
            for line in section.lines {
                guard let amount = line.amount, line.value.contains(character) else { continue }
                let isSymbol = character.unicodeScalars.allSatisfy {
                    switch $0.properties.generalCategory {
                    case .currencySymbol, .uppercaseLetter, .lowercaseLetter, .otherLetter, .otherSymbol,
                        .otherPunctuation:
                        true
                    default: false
                    }
                }
                if isSymbol {
                    return .currencySymbol(
                        symbol: String(character), currency: amount.currency.code, printer: profile.id)
                }
            }
        }
        var scalar = character.unicodeScalars.first(where: { !PrintFold.isDropped($0) }) ?? "?"
        // Shaping made an Arabic letter one of its presentation forms; the receipt has the letter.
        if let letter = PrintFold.arabicLetter(of: scalar) { scalar = letter }
        let alternatives = PrinterProfile.all.filter { other in
            guard other.id != profile.id,
                var encoder = try? ESCPOSEncoder(profile: other, characters: [character])
            else { return false }
            return encoder.canPrint(String(character))
        }
        // The title is the user's only when it is not the localized word for receipt.
        let userTitle = title == labels[.receipt] ? "" : title
        let userText = userTitle.unicodeScalars + (note?.unicodeScalars ?? "".unicodeScalars)
        let inLabels = sections.contains { section in
            (section.heading ?? "").unicodeScalars.contains(scalar)
                || section.lines.contains {
                    $0.label.unicodeScalars.contains(scalar) || $0.value.unicodeScalars.contains(scalar)
                }
        }
        return .unprintable(
            scalar: scalar.value, name: scalar.properties.name ?? scalar.properties.nameAlias ?? "unnamed",
            language: locale.identifier, printer: profile.id, alternatives: alternatives.map(\.id),
            inUserText: !inLabels && userText.contains(scalar))
    }
}
