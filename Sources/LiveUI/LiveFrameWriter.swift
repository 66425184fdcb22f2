package import BillPresentation

/// Turns successive `LiveFrame`s into the terminal output that draws them, redrawing only the
/// rows that changed since the last frame.
///
/// Each changed row is one cursor move (`ESC[row;1H`), an erase of the whole row (`ESC[2K`,
/// before writing, so a row that fills the last column is never cut) and its text. The cursor
/// is hidden while rows are written and shown again where the frame puts it:
///
///     var writer = LiveFrameWriter()
///     writer.output(for: LiveFrame(lines: ["Bill    8"], cursor: .init(row: 0, column: 9)))
///     // "\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[2KBill    8\u{1B}[1;10H\u{1B}[?25h"
///     writer.output(for: LiveFrame(lines: ["Bill    84"], cursor: .init(row: 0, column: 10)))
///     // "\u{1B}[?25l\u{1B}[1;1H\u{1B}[2KBill    84\u{1B}[1;11H\u{1B}[?25h"
///
/// After ``invalidate()`` (a resize, Ctrl-L, a return from suspension) the next frame clears
/// the screen and draws every row. When ``redrawsEverything`` is set every frame does, which is
/// the baseline the live benchmark measures against.
package struct LiveFrameWriter: Sendable {
    /// Draw every row of every frame (the benchmark's baseline).
    package var redrawsEverything = false
    private var previous: LiveFrame?

    /// Forgets what is on the screen: the next frame is drawn whole.
    package mutating func invalidate() {
        previous = nil
    }

    /// The output that turns the screen into `frame`; empty when nothing changed.
    package mutating func output(for frame: LiveFrame) -> String {
        let old = redrawsEverything ? nil : previous
        if let old, old == frame { return "" }
        var out = "\u{1B}[?25l"
        if old == nil { out += "\u{1B}[H\u{1B}[2J" }
        let oldLines = old?.lines ?? []
        for (row, line) in frame.lines.enumerated() {
            if row < oldLines.count {
                guard oldLines[row] != line else { continue }
            } else if line.isEmpty {
                continue  // blank already: cleared, or below the old frame's rows
            }
            out += "\u{1B}[\(row + 1);1H\u{1B}[2K" + line
        }
        for row in frame.lines.count..<max(oldLines.count, frame.lines.count) where !oldLines[row].isEmpty {
            out += "\u{1B}[\(row + 1);1H\u{1B}[2K"
        }
        if let cursor = frame.cursor {
            out += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        previous = frame
        return out
    }
}
