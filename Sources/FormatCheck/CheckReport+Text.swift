extension CheckReport {
    /// How reports are written as lines of text.
    public enum TextFormat: String, Hashable, Sendable, CaseIterable {
        /// `file:line:` blocks with the expected and actual text and a caret.
        case text
        /// GitHub Actions workflow commands: `::error file=…,line=…::…`, one per problem.
        case github
    }

    /// The lines describing every mismatch (and, for GitHub, every malformed row or table).
    ///
    ///     /tmp/failing.tsv:7: de_DE EUR 1234.5: differs at character 9
    ///       expected: 1.234,50 €
    ///       actual:   1.234,50<NBSP>€
    ///                         ^
    ///
    /// - Parameters:
    ///   - reports: The reports, in order.
    ///   - format: Plain text or GitHub annotations.
    ///   - displayWidth: The columns a text takes, for the caret (see ``CheckComparison/lines(expected:actual:indent:displayWidth:)``).
    public static func textLines(
        for reports: [CheckReport], format: TextFormat = .text, displayWidth: (String) -> Int = { $0.count }
    ) -> [String] {
        var lines: [String] = []
        writeTextLines(for: reports, format: format, displayWidth: displayWidth) { lines.append($0) }
        return lines
    }

    /// Hands each line of ``textLines(for:format:displayWidth:)`` to `write` as it is made, so a
    /// report on a million rows is never held whole.
    public static func writeTextLines(
        for reports: [CheckReport], format: TextFormat = .text, displayWidth: (String) -> Int = { $0.count },
        to write: (String) -> Void
    ) {
        for report in reports {
            for result in report.results {
                guard case .mismatch(let actual) = result.outcome else { continue }
                let row = result.row
                switch format {
                case .text:
                    mismatchLines(row: row, actual: actual, path: report.path, displayWidth: displayWidth).forEach(
                        write)
                case .github:
                    let message =
                        "\(row.summary): expected '\(CheckComparison.visible(row.expected))' but got '\(CheckComparison.visible(actual))'"
                    write(annotation(path: report.path, line: row.line, message: message))
                }
            }
            if format == .github {
                for error in report.errors {
                    write(annotation(path: error.path, line: error.line, message: error.message))
                }
            }
        }
    }

    /// One mismatch as text: `path:line: summary: differs at character N`, then
    /// ``CheckComparison/lines(expected:actual:indent:displayWidth:)``.
    public static func mismatchLines(
        row: CheckRow, actual: String, path: String, displayWidth: (String) -> Int = { $0.count }
    ) -> [String] {
        let offset = (CheckComparison.firstDifference(row.expected, actual) ?? 0) + 1
        return ["\(path):\(row.line): \(row.summary): differs at character \(offset)"]
            + CheckComparison.lines(expected: row.expected, actual: actual, displayWidth: displayWidth)
    }

    /// The closing summary: `checked 22 rows in 2 files: 21 match, 1 differs, 0 malformed`.
    public static func summary(for reports: [CheckReport]) -> String {
        let rows = reports.reduce(0) { $0 + $1.results.count }
        let matched = reports.reduce(0) { $0 + $1.matched }
        let mismatched = reports.reduce(0) { $0 + $1.mismatched }
        let malformed = reports.reduce(0) { $0 + $1.errors.count }
        let files = reports.count
        return "checked \(rows) row\(rows == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"): "
            + "\(matched) match, \(mismatched) differ\(mismatched == 1 ? "s" : ""), \(malformed) malformed"
    }

    /// `::error file=F,line=L,title=tipfmt check::message`, escaped as GitHub's toolkit does:
    /// `%`, CR and LF in the message; those and `:` and `,` in property values.
    static func annotation(path: String, line: Int?, message: String) -> String {
        var properties = "file=\(escapeProperty(path))"
        if let line { properties += ",line=\(line)" }
        properties += ",title=tipfmt check"
        return "::error \(properties)::\(escapeData(message))"
    }

    static func escapeData(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case "\r\n": out += "%0D%0A"
            default: out.append(character)
            }
        }
        return out
    }

    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for character in escapeData(text) {
            switch character {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.append(character)
            }
        }
        return out
    }
}
