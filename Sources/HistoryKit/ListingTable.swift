import TipCalc

/// A plain-text table whose columns line up by display width (TipCalc's `DisplayWidth`), two
/// spaces apart, with no trailing spaces.
struct ListingTable {
    /// How a column's cells are aligned.
    enum Alignment { case left, right }

    /// Column alignments.
    var alignments: [Alignment]
    /// Rows of cells; the first is the header.
    var rows: [[String]] = []

    /// The table as lines.
    func lines() -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                let width = DisplayWidth.of(cell)
                if index < widths.count { widths[index] = max(widths[index], width) } else { widths.append(width) }
            }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                if index > 0 { line += "  " }
                let padding = String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cell)))
                let right = index < alignments.count && alignments[index] == .right
                line += right ? padding + cell : cell + padding
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
