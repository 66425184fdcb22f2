/// A plain-text table whose columns line up by display width (``DisplayWidth``).
///
/// Cells are plain text; a row's style (bold, colour) is applied to each cell after the widths
/// and padding are worked out, so ANSI escapes never count as columns.
package struct TextTable {
    /// How a column's cells are aligned.
    package enum Alignment { case left, right }

    /// Column alignments; cells beyond them are left-aligned.
    package var alignments: [Alignment]
    /// Rows of plain-text cells; the first may be a header.
    package var rows: [[String]] = []
    /// The style of a row, by row index: applied to each cell's text, not to its padding.
    package var rowStyles: [Int: (String) -> String] = [:]
    /// Spaces between columns.
    package var gap = 2

    /// Adds a row of plain-text cells, styled with `style` when it is given.
    package mutating func append(_ cells: [String], style: ((String) -> String)? = nil) {
        if let style { rowStyles[rows.count] = style }
        rows.append(cells)
    }

    /// The table as lines, trailing spaces removed.
    package func lines() -> [String] {
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                let width = DisplayWidth.of(cell)
                if index < widths.count { widths[index] = max(widths[index], width) } else { widths.append(width) }
            }
        }
        return rows.enumerated().map { rowIndex, row in
            let style = rowStyles[rowIndex]
            // The last non-empty cell ends the line: no padding after it.
            let lastFilled = row.lastIndex { !$0.isEmpty } ?? -1
            var line = ""
            for (index, cell) in row.enumerated() where index <= lastFilled {
                let alignRight = index < alignments.count && alignments[index] == .right
                let isLast = index == lastFilled
                if index > 0 { line += String(repeating: " ", count: gap) }
                let padding = String(repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cell)))
                let text = cell.isEmpty ? "" : (style?(cell) ?? cell)
                if alignRight {
                    line += padding + text
                } else {
                    line += isLast ? text : text + padding
                }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}

extension TextTable {
    /// An empty table with these column alignments.
    package init(alignments: [Alignment]) {
        self.alignments = alignments
    }
}
