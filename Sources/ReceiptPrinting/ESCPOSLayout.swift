import Money
import BillPresentation

/// Lines laid out as ESC/POS bytes.
///
/// The shared part of a receipt's and a settlement slip's printing. Each line goes in the profile's code pages (one encoder over all of them, so a page
/// carries over) or, as `raster` says, is drawn by `rasterizer` and sent as `GS v 0`.
enum ESCPOSLayout {
    /// One line to print.
    struct Row {
        /// The line as sent: visual order, Arabic shaped to presentation forms.
        var text: String
        /// The line in logical order, for drawing.
        var logical: String
        var bold: Bool
        var centred: Bool
    }

    /// The bytes of `rows`, from `ESC @` to the feed and the cut.
    ///
    /// - Parameter refusal: Why a character stops the print, given the lines as sent.
    static func bytes(
        _ rows: [Row], profile: PrinterProfile, font: PrinterProfile.Font, columns: Int, raster: RasterMode,
        rasterizer: (any LineRasterizer)?, language: String, rightToLeft: Bool, drawingSymbols: Bool,
        refusal: (Character, [String]) -> PrintingError
    ) throws(PrintingError) -> [UInt8] {
        var encoder = try ESCPOSEncoder(profile: profile, characters: Set(rows.flatMap { Array($0.text) }))
        // Which rows are drawn: all of them, or those with a character no page prints. An amount's
        // currency symbol is not a reason to draw: the receipt is printed with the ISO code instead.
        var drawn = [Bool](repeating: raster == .always, count: rows.count)
        if raster == .auto, rasterizer != nil {
            for index in rows.indices {
                guard let missing = encoder.firstUnprintable(rows[index].text) else { continue }
                if !drawingSymbols, case .currencySymbol = refusal(missing, rows.map(\.text)) {
                    throw refusal(missing, rows.map(\.text))
                }
                drawn[index] = true
            }
        }
        let encoded: [[UInt8]]
        do {
            encoded = try encoder.encode(rows.indices.filter { !drawn[$0] }.map { rows[$0].text })
        } catch {
            throw refusal(error.character, rows.map(\.text))
        }
        var images: [RasterImage] = []
        if let rasterizer, drawn.contains(true) {
            let dotsPerColumn = profile.dots / font.columns
            var lines: [RasterLine] = []
            for index in rows.indices where drawn[index] {
                let visual: String
                do {
                    // Unshaped: the rasterizer shapes (and joins Arabic) itself.
                    visual = try VisualText.line(rows[index].logical, rightToLeft: rightToLeft, shapingArabic: false)
                } catch {
                    throw .icu(error.description)
                }
                lines.append(
                    RasterLine(
                        visual: visual, columns: columns, dotsPerColumn: dotsPerColumn,
                        bold: rows[index].bold, centred: rows[index].centred,
                        language: String(language.map { $0 == "_" ? "-" : $0 })))
            }
            images = try rasterizer.draw(lines)
        }
        let commands = profile.commands
        var out = commands.initialise + commands.characterSet
        if let kanji = profile.kanji { out += kanji.select + commands.kanjiOff }
        out += commands.selectFont + [font.number] + commands.alignLeft
        var bold = false
        var centred = false
        var nextText = encoded.makeIterator()
        var nextImage = images.makeIterator()
        for (index, row) in rows.enumerated() {
            if drawn[index] {
                // The image is the whole line, centring included, and is placed from the left.
                if centred {
                    out += commands.alignLeft
                    centred = false
                }
                out += nextImage.next()?.escpos ?? []
                continue
            }
            let wantsBold = row.bold
            let wantsCentred = row.centred
            if wantsCentred != centred {
                out += wantsCentred ? commands.alignCenter : commands.alignLeft
                centred = wantsCentred
            }
            if wantsBold != bold {
                out += wantsBold ? commands.boldOn : commands.boldOff
                bold = wantsBold
            }
            out += nextText.next() ?? []
            out.append(0x0A)
        }
        if bold { out += commands.boldOff }
        if centred { out += commands.alignLeft }
        out += commands.feedLines + [profile.feedBeforeEnd]
        if let cut = commands.cut { out += cut }
        return out
    }

}
