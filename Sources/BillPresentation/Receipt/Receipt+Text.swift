import TipCalc
/// Plain-text layout in fixed terminal columns.
///
/// Widths are display widths (``DisplayWidth``): a CJK character takes two columns, a
/// combining mark or a bidi control none, so columns line up in Latin, CJK and Arabic alike.
/// No line is ever wider than `width`. A label too long for its line wraps at spaces (or
/// between characters, for scripts without spaces). A value that cannot share a line with its
/// label goes on its own line, aligned to the end; one wider than the whole line is broken too:
/// the exchange rate after its ` = ` (`1 EUR =` / `162,45 JPY` at 16 columns), an amount (wider
/// than 16 columns only past 10¹² or so) at its spaces, else between characters.
///
/// An included line (the service already in the bill, ``Line/isIncluded``) is indented by two
/// columns under the line it belongs to. The title and note are printed through
/// ``printableTitle(replacement:)`` and ``printableNote(replacement:)``: no control character
/// reaches the terminal.
///
/// **Right-to-left receipts** (`ar`, `he`) keep the logical order *label, padding, amount* and:
/// - start every line with U+200F RIGHT-TO-LEFT MARK, so a terminal that picks the paragraph
///   direction from the first strong character (VTE, mlterm, Konsole) lays the line out right to
///   left: label at the right edge, amount at the left, as a printed Arabic or Hebrew receipt is;
/// - wrap each amount, and each number inside a label, in U+2068 FIRST STRONG ISOLATE …
///   U+2069 POP DIRECTIONAL ISOLATE. The isolate keeps the amount's digits, separators and
///   currency symbol together, in the order ICU wrote them, and stops the padding spaces from
///   taking a direction from either side. FSI rather than LRI: ICU's right-to-left patterns
///   start with U+200F or U+061C and are meant to be read right to left, which FSI honours and
///   LRI would undo (putting `ج.م.` on the wrong side of the number).
///
/// A terminal that always lays lines out left to right still shows each line whole and
/// readable, label first; the marks take no columns in either case.
extension Receipt {
    /// One line of the text layout and what it shows: for a renderer that prints the same lines
    /// and marks each up by its role (the ESC/POS renderer's centred title and bold totals).
    package struct TextRow: Hashable, Sendable {
        /// What a row shows.
        package enum Role: Hashable, Sendable {
            /// The title, centred with spaces before it.
            case title
            /// A rule of `=` or `-` across the width.
            case rule
            /// A section's heading, or the note's.
            case heading
            /// A labelled amount (``Line``), or one of the lines it wraps to.
            case line(Line.Kind, emphasized: Bool)
            /// A paragraph of the note.
            case note
            /// Where the suggested tip or the rate comes from.
            case source
        }

        /// The row as the text receipt prints it (right-to-left rows start with U+200F).
        package var text: String
        /// What it shows.
        package var role: Role
    }

    func textLines(width: Int) -> [String] { textRows(width: width).map(\.text) }

    /// The rows of the text receipt at `width`, each with its role.
    package func textRows(width: Int) -> [TextRow] {
        let rtl = direction == .rightToLeft
        let mark = rtl ? "\u{200F}" : ""
        var out: [TextRow] = []
        let rule = TextRow(text: String(repeating: "=", count: width), role: .rule)
        for line in wrap(printableTitle(), width: width) {
            let pad = max(0, (width - DisplayWidth.of(line)) / 2)
            out.append(TextRow(text: mark + String(repeating: " ", count: pad) + line, role: .title))
        }
        for section in sections {
            out.append(rule)
            if let heading = section.heading {
                out += wrap(heading, width: width).map { TextRow(text: mark + $0, role: .heading) }
            }
            for line in section.lines {
                if line.isEmphasized { out.append(TextRow(text: String(repeating: "-", count: width), role: .rule)) }
                let role = TextRow.Role.line(line.kind, emphasized: line.isEmphasized)
                out += layout(line, width: width, rtl: rtl).map { TextRow(text: $0, role: role) }
            }
        }
        if let paragraphs = printableNote() {
            out.append(rule)
            out.append(TextRow(text: mark + labels[.note], role: .heading))
            for paragraph in paragraphs {
                out += wrap(paragraph, width: width).map { TextRow(text: mark + $0, role: .note) }
            }
        }
        if !sources.isEmpty {
            out.append(rule)
            for source in sources {
                out += wrap(Self.printable(source.text(in: labels)), width: width).map {
                    TextRow(text: mark + $0, role: .source)
                }
            }
        }
        return out
    }

    /// One labelled amount as one or more lines of exactly `width` columns: the label (wrapped)
    /// with the value at the end of its last line, or, when the value does not fit beside it, the
    /// value on lines of its own (``valuePieces(_:width:)``), aligned to the end.
    private func layout(_ line: Line, width: Int, rtl: Bool) -> [String] {
        let mark = rtl ? "\u{200F}" : ""
        let indent = line.isIncluded ? "  " : ""
        func isolated(_ value: String) -> String { labels.isolated(value) }
        let valueWidth = DisplayWidth.of(line.value)
        let room = width - 1 - valueWidth - indent.count
        if room >= max(6, width / 4) {
            var labelLines = wrap(line.label, width: room)
            let last = labelLines.removeLast()
            let padding = String(repeating: " ", count: width - indent.count - DisplayWidth.of(last) - valueWidth)
            return labelLines.map { mark + indent + $0 } + [mark + indent + last + padding + isolated(line.value)]
        }
        let labelLines = wrap(line.label, width: width - indent.count).map { mark + indent + $0 }
        let valueLines = valuePieces(line, width: width).map { piece in
            mark + String(repeating: " ", count: max(0, width - DisplayWidth.of(piece))) + isolated(piece)
        }
        return labelLines + valueLines
    }

    /// A value in pieces of at most `width` columns: whole when it fits; otherwise the exchange
    /// rate breaks after its ` = ` and anything still too wide wraps (at spaces, else between
    /// grapheme clusters).
    func valuePieces(_ line: Line, width: Int) -> [String] {
        guard DisplayWidth.of(line.value) > width else { return [line.value] }
        var pieces: [String] = [line.value]
        if line.kind == .rate, let equals = line.value.firstRange(of: " = ") {
            pieces = [
                String(line.value[..<equals.lowerBound]) + " =", String(line.value[equals.upperBound...]),
            ]
        }
        return pieces.flatMap { DisplayWidth.of($0) > width ? wrap($0, width: width) : [$0] }
    }

    /// Splits text into lines of at most `width` columns.
    ///
    /// Breaks at spaces where it can and between grapheme clusters where a single word is too
    /// wide. Never returns an empty array.
    ///
    /// - Complexity: O(*n*) in the length of `text`: each character is measured a bounded number
    ///   of times, so a name of one 1,000,000-character word wraps as fast as many short words.
    func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            var wordWidth = DisplayWidth.of(word)
            if currentWidth > 0, currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            while wordWidth > width {
                var piece = DisplayWidth.prefix(of: word, fitting: width)
                if piece.isEmpty { piece = word.prefix(1) }
                lines.append(String(piece))
                word = word[piece.endIndex...]
                // What is left is the word less the piece (widths add up cluster by cluster);
                // measuring the rest again would make one long word quadratic.
                wordWidth -= DisplayWidth.of(piece)
            }
            current = String(word)
            currentWidth = wordWidth
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
