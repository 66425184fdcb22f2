import TipCalc

/// A plain-text table whose columns line up by display width (TipCalc's `DisplayWidth`).
struct TextTable {
    /// How a column's cells are aligned.
    enum Alignment { case left, right }

    /// Column alignments; cells beyond them are left-aligned.
    var alignments: [Alignment]
    /// Rows of cells; the first may be a header.
    var rows: [[String]] = []
    /// Spaces between columns.
    var gap = 2

    /// The table as lines, trailing spaces removed.
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
                let alignRight = index < alignments.count && alignments[index] == .right
                let isLast = index == row.count - 1
                if index > 0 { line += String(repeating: " ", count: gap) }
                line += isLast && !alignRight ? cell : DisplayWidth.padded(cell, to: widths[index], leading: alignRight)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
