/// One screen of `tipfmt live`: its rows (each at most the terminal's width) and where the
/// cursor stands, if anywhere.
package struct LiveFrame: Hashable, Sendable {
    /// A cell on the screen, counted from 0.
    package struct Position: Hashable, Sendable {
        package var row: Int
        package var column: Int

        /// The cell in `row` and `column`.
        package init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// The rows, from the top; rows below them are blank.
    package var lines: [String]
    /// Where the cursor goes: after the bill, or after the number being typed.
    package var cursor: Position?

    /// A screen of `lines`, the cursor at `cursor` (hidden when `nil`).
    package init(lines: [String], cursor: Position?) {
        self.lines = lines
        self.cursor = cursor
    }
}
