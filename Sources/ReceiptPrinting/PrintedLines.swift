import Money
import BillPresentation

/// Lines of text that are not a receipt (a trip's settlement slip) as ESC/POS bytes: each in the
/// profile's code pages, or drawn as `raster` says; the first line centred and bold as a title.
///
///     let bytes = try PrintedLines(["Lisbon", "Ann pays Bo €12.30"], language: "en_US")
///         .escpos(for: PrinterProfile.named("generic-58"), raster: .auto, rasterizer: nil)
public struct PrintedLines: Hashable, Sendable {
    /// The lines, in logical order.
    public var lines: [String]
    /// The locale of the words (`pt_PT`): drawn lines are shaped for it.
    public var language: String
    /// Whether the lines are written right to left.
    public var rightToLeft: Bool

    /// Lines in `language`, right to left when `rightToLeft`.
    public init(_ lines: [String], language: String, rightToLeft: Bool = false) {
        self.lines = lines
        self.language = language
        self.rightToLeft = rightToLeft
    }

    /// The lines as ESC/POS bytes for `profile`, in the narrowest font that holds the widest.
    ///
    /// - Parameters:
    ///   - profile: The printer.
    ///   - raster: Which lines are drawn.
    ///   - rasterizer: Draws them; `nil` draws none.
    ///   - blocks: Bytes printed after the lines, each after a blank line, before the feed and
    ///     the cut: a settlement slip's payment codes (`PaymentCode.escposBlock(for:)`).
    /// - Throws: ``PrintingError/tooWide(columns:printer:maximum:)`` when a line is wider than
    ///   every font prints; ``PrintingError/unprintable(scalar:name:language:printer:alternatives:userText:)``
    ///   for a character no page has on a line not drawn.
    public func escpos(
        for profile: PrinterProfile, raster: RasterMode, rasterizer: (any LineRasterizer)?, blocks: [[UInt8]] = []
    ) throws(PrintingError) -> [UInt8] {
        var bytes = try lineBytes(for: profile, raster: raster, rasterizer: rasterizer)
        let end = profile.commands.feedLines + [profile.feedBeforeEnd] + (profile.commands.cut ?? [])
        // Every print of the layout ends with the feed and the cut: the blocks go before them.
        guard !blocks.isEmpty, bytes.count >= end.count, Array(bytes.suffix(end.count)) == end else { return bytes }
        bytes.removeLast(end.count)
        for block in blocks { bytes += [0x0A] + block }
        return bytes + end
    }

    private func lineBytes(for profile: PrinterProfile, raster: RasterMode, rasterizer: (any LineRasterizer)?)
        throws(PrintingError) -> [UInt8]
    {
        let widest = max(lines.map { DisplayWidth.of($0) }.max() ?? 0, profile.defaultColumns)
        guard let font = profile.font(forColumns: widest) else {
            throw .tooWide(columns: widest, printer: profile.id, maximum: profile.maximumColumns)
        }
        var rows: [ESCPOSLayout.Row] = []
        for (index, line) in lines.enumerated() {
            do {
                rows.append(
                    ESCPOSLayout.Row(
                        text: try VisualText.line(line, rightToLeft: rightToLeft), logical: line, bold: index == 0,
                        centred: index == 0))
            } catch {
                throw .icu(error.description)
            }
        }
        return try ESCPOSLayout.bytes(
            rows, profile: profile, font: font, columns: font.columns, raster: raster, rasterizer: rasterizer,
            language: language, rightToLeft: rightToLeft, drawingSymbols: true
        ) { character, texts in
            let scalar = character.unicodeScalars.first ?? "?"
            let characters = Set(texts.flatMap { Array($0) })
            let alternatives = PrinterProfile.all.filter { other in
                guard other.id != profile.id, var encoder = try? ESCPOSEncoder(profile: other, characters: characters)
                else { return false }
                return texts.allSatisfy { encoder.canPrint($0) }
            }
            return .unprintable(
                scalar: scalar.value, name: scalar.properties.name ?? "unnamed", language: language,
                printer: profile.id, alternatives: alternatives.map(\.id), userText: nil)
        }
    }
}
