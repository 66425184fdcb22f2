/// One saved bill as `tipfmt history list` shows it: its id, when it was saved, its note, and the
/// bill, tip percentage and total as they were formatted when it was saved.
package struct SavedBillLine: Sendable {
    package var id: String
    package var saved: String
    package var note: String
    package var bill: String
    package var tipPercent: String
    package var total: String

    package init(id: String, saved: String, note: String, bill: String, tipPercent: String, total: String) {
        self.id = id
        self.saved = saved
        self.note = note
        self.bill = bill
        self.tipPercent = tipPercent
        self.total = total
    }
}

extension TerminalRenderer {
    /// The widest a note is shown in the history listing, in columns; longer ones end with `…`.
    package static let historyNoteWidth = 32

    /// `history list`: a header in the language of `labels`, then one row per saved bill (each
    /// amount as it was saved, the note on one line and cut to ``historyNoteWidth`` columns).
    package static func history(_ bills: [SavedBillLine], labels: ReceiptLabels) -> [String] {
        var table = TextTable(alignments: [.right, .left, .left, .right, .right, .right])
        table.rows.append(
            [labels[.historyId], labels[.historySaved], labels[.note], labels[.bill], labels[.tip], labels[.total]])
        for bill in bills {
            table.rows.append([bill.id, bill.saved, shortNote(bill.note), bill.bill, bill.tipPercent, bill.total])
        }
        return table.lines()
    }

    /// A note on one line (line breaks and controls become spaces), cut to ``historyNoteWidth`` columns.
    package static func shortNote(_ note: String) -> String {
        var line = ""
        for scalar in note.unicodeScalars {
            line.unicodeScalars.append(scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) ? " " : scalar)
        }
        guard DisplayWidth.of(line) > historyNoteWidth else { return line }
        return String(DisplayWidth.prefix(of: line, fitting: historyNoteWidth - 1)) + "…"
    }
}
