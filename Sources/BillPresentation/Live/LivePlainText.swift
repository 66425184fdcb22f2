/// The one line `tipfmt live --plain` prints for a ``LiveView``.
package enum LivePlainText {
    /// The number being typed, else the last key's message, else the summary.
    ///
    ///     Bill: $84.50; Tip (18%): $15.21; Total: $99.71; Per person: 2 × $33.24, 1 × $33.23 (Tip: 3 × $5.07); rounding: none; cash: off
    package static func line(for view: LiveView) -> String {
        let wording = view.wording
        let labels = wording.labels
        if let entry = view.entry { return LiveScreen.prompt(for: entry.kind, wording: wording) + entry.text }
        switch view.message {
        case .error(let text): return labels.filled(.liveError, ["message": text])
        case .info(let text): return text
        case nil: return summary(of: view)
        }
    }

    /// `calc`'s summary on one line.
    ///
    /// Each row's label and value are joined as the language joins a label and its value
    /// (`Bill: $84.50`, `小計：￥8,800`), rows by `; ` (an indented row joins the row above it),
    /// then the notes, then the rounding and cash settings. It is made from the summary's rows,
    /// never from the rendered table.
    package static func summary(of view: LiveView) -> String {
        let wording = view.wording
        let summary: (rows: [[String]], notes: [String])
        do {
            summary = try view.summaryRows()
        } catch {
            return wording.labels.filled(.liveCannotCalculate, ["message": error.message])
        }
        var parts: [String] = []
        for cells in summary.rows {
            // An included line's label is indented; no label has blanks of its own at either end.
            let label = cells.first.map { String($0.drop { $0 == " " }) } ?? ""
            let value = cells.dropFirst().filter { !$0.isEmpty }.joined(separator: " ")
            let part = label.isEmpty || value.isEmpty ? label + value : wording.labelled(label, value)
            guard !part.isEmpty else { continue }
            // An indented row belongs to the row above it (the home shares, each person's tip
            // under the shares): it joins that part instead of standing as a row of its own.
            if label.isEmpty || cells.first?.hasPrefix(" ") == true, let last = parts.popLast() {
                parts.append(label.isEmpty ? "\(last) \(part)" : "\(last) (\(part))")
            } else {
                parts.append(part)
            }
        }
        parts += summary.notes
        // The settings as the screen shows them: the labels' words for rounding and cash.
        parts.append(LiveScreen.setting(wording.labels[.rounding], wording.name(view.rounding), wording))
        parts.append(LiveScreen.setting(wording.labels[.cash], wording.name(view.cash), wording))
        return parts.joined(separator: "; ")
    }
}
