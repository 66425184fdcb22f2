package import Money

/// Lays a ``LiveView`` (the settings, the figures and the status row of `tipfmt live`) out on a
/// terminal of a given size: what each row shows and where the cursor goes.
///
/// Writing the frames to the terminal, and reading the keys, are LiveUI's.
///
/// At 80 columns, with 84.50 USD, 18% and three people:
///
///     tipfmt live  en_US  USD
///
///     Bill    84.50
///     Tip     18%     [##################----------------------]
///              g 10%   h 15%  [j 18%]  k 20%   l 25%
///     Party   3    Rounding: none    Cash: off
///
///     Bill                       $84.50
///     Tip 18%                    $15.21
///     Total                      $99.71
///     Each of 3  2 × $33.24, 1 × $33.23
///     (blank rows, down to the last five)
///     (the last key's message, or the number being typed)
///
///     0-9 . Backspace: bill   Left/Right: tip 1%   Shift+Left/Right or < >: 5%
///     g h j k l or F1-F5: presets   Up/Down: party   %: type tip   p: type party
///     r: rounding   c: cash   s: save   y: copy receipt   q or Esc: quit
///
/// The figures are `calc`'s summary lines, unchanged. The slider has one cell per percentage
/// point at 80 columns (fewer, down to 10, when narrower) and the chosen preset is in brackets,
/// so nothing depends on colour; with colour, the title and keys are bold and the chosen preset
/// reversed. Lines wider than the terminal wrap at spaces. The status row and the keys sit at
/// the bottom of the terminal; on one too short for every row, the blank rows go first (from
/// the bottom), then key rows.
package struct LiveScreen: Sendable {
    /// Columns.
    package let width: Int
    /// Rows.
    package let height: Int
    /// Whether bold, reverse video and red may be used.
    package let colour: Bool

    /// The narrowest terminal laid out on purpose; narrower ones get the same lines, cut.
    package static let minimumWidth = 40
    /// The narrowest label column.
    ///
    /// `Party` and three spaces; a language whose words for the bill, the tip or the party are
    /// longer widens it to the longest and two spaces.
    package static let labelWidth = 8

    /// The label column for `labels`.
    package static func labelWidth(_ labels: ReceiptLabels) -> Int {
        max(labelWidth, [labels[.bill], labels[.tip], labels[.party]].map(DisplayWidth.of).max().map { $0 + 2 } ?? 0)
    }

    /// The slider's range: it shows 0–40%, and the arrow keys stop at its ends.
    package static let sliderRange = ExactDecimal(0)...ExactDecimal(40)

    /// Creates a layout for a terminal of `width` × `height`.
    package init(width: Int, height: Int, colour: Bool) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.colour = colour
    }

    /// The screen for `view`.
    ///
    /// The settings and figures are drawn from the top, the status row and the keys from the
    /// bottom, so a figure row that comes or goes (an effective tip) moves nothing else.
    package func frame(for view: LiveView) -> LiveFrame {
        let layoutWidth = max(width, Self.minimumWidth)
        let wording = view.wording
        let labels = wording.labels
        let labelWidth = Self.labelWidth(labels)
        func label(_ text: String) -> String {
            text + String(repeating: " ", count: max(labelWidth - DisplayWidth.of(text), 1))
        }

        var top: [[Span]] = []
        top.append([Span("tipfmt live", .bold), Span("  \(view.locale.identifier)  \(view.currencyCode)")])
        let titleSpacer = top.count
        top.append([])
        var billRow = top.count
        top.append([Span(label(labels[.bill])), Span(view.billText)])
        top.append(tipRow(view, width: layoutWidth, label: label(labels[.tip]), labelWidth: labelWidth))
        top.append(contentsOf: presetRows(view, width: layoutWidth, labelWidth: labelWidth))
        top.append(
            contentsOf: Self.pack(
                [
                    [Span(label(labels[.party]) + "\(view.partySize)")],
                    [Span(Self.setting(labels[.rounding], wording.name(view.rounding), wording))],
                    [Span(Self.setting(labels[.cash], wording.name(view.cash), wording))],
                ], width: layoutWidth, gap: 4, indent: labelWidth))
        let partySpacer = top.count
        top.append([])
        do {
            for line in try view.summaryLines() {
                top.append(contentsOf: Self.fit(line, width: layoutWidth).map { [Span($0)] })
            }
        } catch {
            let lines = Self.wrap(
                labels.filled(.liveCannotCalculate, ["message": error.message]), width: layoutWidth, indent: 2)
            top.append(contentsOf: lines.map { [Span($0, .error)] })
        }

        var status: [[Span]] = [[]]
        var entryColumn: Int?
        if let entry = view.entry {
            let prompt = Self.prompt(for: entry.kind, wording: wording) + entry.text
            let lines = Self.wrap(prompt, width: layoutWidth, indent: 0, keepingTrailingSpace: true)
            status = lines.map { [Span($0)] }
            entryColumn = DisplayWidth.of(lines.last ?? "")
        } else if case .error(let text) = view.message {
            status = Self.wrap(labels.filled(.liveError, ["message": text]), width: layoutWidth, indent: 2).map {
                [Span($0, .error)]
            }
        } else if case .info(let text) = view.message {
            status = Self.wrap(text, width: layoutWidth, indent: 2).map { [Span($0)] }
        }
        let allKeys = Self.keys(separator: view.decimalSeparator, wording: wording).map {
            [Span($0.keys, .bold), Span(": " + $0.action)]
        }
        var keys = Self.pack(allKeys, width: layoutWidth, gap: 3, indent: 0)

        // Too short for everything: the blank rows go first (from the bottom), then key rows.
        var gap = 1
        var keysSpacer = 1
        func needed() -> Int { top.count + gap + status.count + keysSpacer + keys.count }
        if needed() > height { keysSpacer = 0 }
        if needed() > height { gap = 0 }
        for index in [partySpacer, titleSpacer] where needed() > height {
            top.remove(at: index)
            if index < billRow { billRow -= 1 }
        }
        while needed() > height && !keys.isEmpty { keys.removeLast() }
        gap += max(0, height - needed())

        let rows = top + Array(repeating: [], count: gap) + status + Array(repeating: [], count: keysSpacer) + keys
        let shown = rows.prefix(height).map { render(clipped($0)) }
        var cursor = LiveFrame.Position(row: billRow, column: labelWidth + DisplayWidth.of(view.billText))
        if let entryColumn { cursor = LiveFrame.Position(row: top.count + gap + status.count - 1, column: entryColumn) }
        let visible = cursor.row < shown.count && cursor.column < width
        return LiveFrame(lines: Array(shown), cursor: visible ? cursor : nil)
    }

    /// `Tip     18%     [####------]`: the percentage, then the slider when there is room.
    private func tipRow(_ view: LiveView, width: Int, label: String, labelWidth: Int) -> [Span] {
        let percent = Self.percentText(view.tipPercent, locale: view.locale)
        let column = max(8, DisplayWidth.of(percent) + 2)
        var row = [Span(label + percent + String(repeating: " ", count: column - DisplayWidth.of(percent)))]
        let cells = min(40, width - labelWidth - column - 2)
        if cells >= 10 {
            let filled = Self.filledCells(view.tipPercent, cells: cells)
            row.append(
                Span("[" + String(repeating: "#", count: filled) + String(repeating: "-", count: cells - filled) + "]"))
        }
        return row
    }

    /// ` g 10%   h 15%  [j 18%]  k 20%   l 25% `: brackets around the preset the tip equals.
    private func presetRows(_ view: LiveView, width: Int, labelWidth: Int) -> [[Span]] {
        let items = view.presets.map { preset -> [Span] in
            let text = "\(preset.key) " + Self.percentText(preset.percent, locale: view.locale)
            return preset.percent == view.tipPercent ? [Span("[" + text + "]", .reverse)] : [Span(" " + text + " ")]
        }
        return Self.pack(items, width: width, gap: 1, indent: labelWidth, firstIndent: labelWidth)
    }

    /// How many of `cells` slider cells a tip fills: `percent × cells / 40`, half-up, at most all.
    package static func filledCells(_ percent: ExactDecimal, cells: Int) -> Int {
        guard percent > .zero else { return 0 }
        guard percent < sliderRange.upperBound else { return cells }
        var divisor: Int128 = 40
        for _ in 0..<percent.scale { divisor *= 10 }
        let numerator = percent.significand * Int128(cells)
        return Int((numerator * 2 + divisor) / (divisor * 2))
    }

    /// A percentage as the locale writes it (`18 %` in de_DE).
    package static func percentText(_ percent: ExactDecimal, locale: LocaleIdentifier) -> String {
        (try? PercentFormatter(locale: locale).format(percent)) ?? "\(percent)%"
    }

    /// What the status row says while a number is typed, ending in a space before the number.
    package static func prompt(for kind: LiveView.Entry.Kind, wording: BillWording) -> String {
        func range(_ low: Int, _ high: Int) -> String {
            let money = wording.money
            let numbers = DecimalFormatter(
                locale: money.locale, usesGrouping: false, usesLatinDigits: money.usesLatinDigits)
            let text = [low, high].map { (try? numbers.format(ExactDecimal($0))) ?? String($0) }
            return wording.isolated(text.joined(separator: "-"))
        }
        return switch kind {
        case .tipPercent: wording.labels.filled(.liveTipPrompt, ["range": range(0, 100)]) + " "
        case .partySize: wording.labels.filled(.livePartyPrompt, ["range": range(1, 1000)]) + " "
        }
    }

    /// The keys, as listed at the bottom of the screen: the keys by their symbols (arrows, ⌫),
    /// what they do in the locale's language.
    package static func keys(separator: Character, wording: BillWording) -> [(keys: String, action: String)] {
        let labels = wording.labels
        func or(_ a: String, _ b: String) -> String { labels.filled(.liveOr, ["a": a, "b": b]) }
        let one = wording.isolated(percentText(1, locale: wording.money.locale))
        let five = wording.isolated(percentText(5, locale: wording.money.locale))
        return [
            ("0-9 " + (separator == "." ? "." : "\(separator) .") + " ⌫", labels[.liveKeyBill]),
            ("←/→", labels.filled(.liveKeyTip, ["percent": one])), (or("⇧←/→", "< >"), five),
            (or("g h j k l", "F1-F5"), labels[.liveKeyPresets]), ("↑/↓", labels[.liveKeyParty]),
            ("%", labels[.liveKeyTypeTip]), ("p", labels[.liveKeyTypeParty]), ("r", labels[.liveKeyRounding]),
            ("c", labels[.liveKeyCash]), ("s", labels[.liveKeySave]), ("y", labels[.liveKeyCopy]),
            (or("q", "Esc"), labels[.liveKeyQuit]),
        ]
    }

    /// `Rounding: nearest`, `Cash: off`: a setting as the screen and `--plain` show it, its name
    /// (a word from the labels) capitalised.
    package static func setting(_ name: String, _ value: String, _ wording: BillWording) -> String {
        wording.labelled(capitalised(name), value)
    }

    /// `cash` → `Cash`: a word from the labels at the start of a setting.
    private static func capitalised(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    // MARK: - Text

    /// A run of text in one style.
    package struct Span: Hashable, Sendable {
        /// How a span looks on a colour terminal; the text alone must say everything.
        package enum Emphasis: Hashable, Sendable { case plain, bold, reverse, error }

        package var text: String
        package var emphasis: Emphasis

        package init(_ text: String, _ emphasis: Emphasis = .plain) {
            self.text = text
            self.emphasis = emphasis
        }
    }

    /// Items side by side, `gap` columns apart, wrapping onto rows indented by `indent`.
    package static func pack(_ items: [[Span]], width: Int, gap: Int, indent: Int, firstIndent: Int = 0) -> [[Span]] {
        var rows: [[Span]] = []
        var row: [Span] = firstIndent > 0 ? [Span(String(repeating: " ", count: firstIndent))] : []
        var used = firstIndent
        var rowHasItem = false
        for item in items {
            let itemWidth = item.reduce(0) { $0 + DisplayWidth.of($1.text) }
            if rowHasItem && used + gap + itemWidth > width {
                rows.append(row)
                row = indent > 0 ? [Span(String(repeating: " ", count: indent))] : []
                used = indent
                rowHasItem = false
            }
            if rowHasItem {
                row.append(Span(String(repeating: " ", count: gap)))
                used += gap
            }
            row.append(contentsOf: item)
            used += itemWidth
            rowHasItem = true
        }
        if rowHasItem { rows.append(row) }
        return rows
    }

    /// A `calc` line as is when it fits, else wrapped at spaces (its column padding collapsed),
    /// keeping its indent.
    package static func fit(_ line: String, width: Int) -> [String] {
        guard DisplayWidth.of(line) > width else { return [line] }
        // A sub-row (each person's tip under the shares) keeps its own indent when it wraps, so
        // it still reads as part of the row above; its continuation rows go two columns further.
        let indent = min(line.prefix { $0 == " " }.count, max(width - 10, 0))
        let padding = String(repeating: " ", count: indent)
        // A count and its amount (`2 × $5.63`) stay on one row: they are one word for the wrap.
        var words: [String] = []
        var pieces = line.dropFirst(indent).split(separator: " ").makeIterator()
        while let piece = pieces.next() {
            if piece == "×", let count = words.popLast(), let amount = pieces.next() {
                words.append("\(count) × \(amount)")
            } else {
                words.append(String(piece))
            }
        }
        return wrap(words: words, width: width - indent, indent: 2).map { padding + $0 }
    }

    /// Text wrapped at spaces into rows of at most `width` columns, continuation rows indented;
    /// a word wider than a row is cut.
    package static func wrap(_ text: String, width: Int, indent: Int, keepingTrailingSpace: Bool = false) -> [String] {
        var words = text.split(separator: " ").map(String.init)
        if keepingTrailingSpace && text.hasSuffix(" "), !words.isEmpty { words[words.count - 1] += " " }
        return wrap(words: words, width: width, indent: indent)
    }

    /// Words (which may hold spaces of their own) put into rows of at most `width` columns, one
    /// space apart, continuation rows indented; a word wider than a row is cut.
    package static func wrap(words: [String], width: Int, indent: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        var used = 0
        var rowStart = 0
        let padding = String(repeating: " ", count: indent)
        func newRow() {
            rows.append(row)
            row = padding
            used = indent
            rowStart = indent
        }
        for word in words {
            let wordWidth = DisplayWidth.of(word)
            if used > rowStart {
                if used + 1 + wordWidth <= width {
                    row += " " + word
                    used += 1 + wordWidth
                    continue
                }
                newRow()
            }
            if used + wordWidth <= width {
                row += word
                used += wordWidth
                continue
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if used + characterWidth > width && used > rowStart { newRow() }
                row.append(character)
                used += characterWidth
            }
        }
        rows.append(row)
        return rows
    }

    /// The spans cut to ``width`` columns.
    private func clipped(_ spans: [Span]) -> [Span] {
        var result: [Span] = []
        var used = 0
        for span in spans {
            let spanWidth = DisplayWidth.of(span.text)
            if used + spanWidth <= width {
                result.append(span)
                used += spanWidth
                continue
            }
            var text = ""
            for character in span.text {
                let characterWidth = DisplayWidth.of(character)
                if used + characterWidth > width { break }
                text.append(character)
                used += characterWidth
            }
            result.append(Span(text, span.emphasis))
            break
        }
        return result
    }

    /// The spans as terminal text: styled with SGR escapes when ``colour`` allows, trailing
    /// spaces dropped.
    private func render(_ spans: [Span]) -> String {
        var line = ""
        for span in spans {
            guard colour, span.emphasis != .plain, !span.text.isEmpty else {
                line += span.text
                continue
            }
            let code =
                switch span.emphasis {
                case .plain: ""
                case .bold: "1"
                case .reverse: "7"
                case .error: "1;31"
                }
            line += "\u{1B}[\(code)m" + span.text + "\u{1B}[0m"
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
