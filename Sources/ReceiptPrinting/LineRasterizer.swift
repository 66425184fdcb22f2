import BillPresentation

/// One line of a receipt to be drawn: its pieces of text at the columns the text receipt gives
/// them, so a drawn label keeps its amount's column.
public struct RasterLine: Hashable, Sendable {
    /// A run of text between two gaps of the line (two spaces or more), in visual order (left to
    /// right as printed; a right-to-left run's characters are reversed, as bidi reordering leaves
    /// them).
    public struct Segment: Hashable, Sendable {
        /// The text, in visual order.
        public var text: String
        /// The column the segment starts at, counted from the left edge.
        public var column: Int
        /// How many columns the text receipt gives it.
        public var columns: Int
    }

    /// The pieces, left to right.
    public var segments: [Segment]
    /// The columns of the line (the receipt's width).
    public var columns: Int
    /// Dots a column is wide: the printer's dots over the font's columns (12 for Font A).
    public var dotsPerColumn: Int
    /// Whether the printer would print it bold (the title, the totals).
    public var bold: Bool
    /// Whether it is centred across the line (the title).
    public var centred: Bool
    /// The receipt's language, as a BCP 47 tag (`th-TH`): the shaping and the face chosen follow it.
    public var language: String

    /// The image's width: every column of the line.
    public var width: Int { columns * dotsPerColumn }

    /// `text` (one visual-order line of the text receipt) cut into its segments.
    package init(visual text: String, columns: Int, dotsPerColumn: Int, bold: Bool, centred: Bool, language: String) {
        var segments: [Segment] = []
        var column = 0
        var current = ""
        var start = 0
        var spaces = 0
        func close() {
            let trimmed = String(current.reversed().drop { $0 == " " }.reversed())
            if !trimmed.isEmpty {
                segments.append(Segment(text: trimmed, column: start, columns: DisplayWidth.of(trimmed)))
            }
            current = ""
        }
        for character in text {
            if character == " " {
                spaces += 1
                if spaces == 2 { close() }
                if !current.isEmpty { current.append(character) }
            } else {
                if current.isEmpty { start = column }
                spaces = 0
                current.append(character)
            }
            column += DisplayWidth.of(String(character))
        }
        close()
        self.segments = segments
        self.columns = columns
        self.dotsPerColumn = dotsPerColumn
        self.bold = bold
        self.centred = centred
        self.language = language
    }
}

/// Draws the lines of a receipt a printer has no characters for.
///
/// Shaping (clusters, marks, joining) and glyphs from a font. ReceiptRaster's `FontRasterizer` is the one tipfmt uses
/// (HarfBuzz and FreeType, in the programs that need them, never in `tipfmt calc`'s).
public protocol LineRasterizer: Sendable {
    /// Each line as an image ``RasterLine/width`` dots across, in order.
    ///
    /// - Throws: ``PrintingError/noFont(scalar:name:font:)`` when no face has a character.
    func draw(_ lines: [RasterLine]) throws(PrintingError) -> [RasterImage]
}
