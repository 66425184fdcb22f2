import ArgumentParser

/// How `tipfmt check` reports on stdout.
enum CheckOutputFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// `file:line:` blocks with the expected and actual text and a caret.
    case text
    /// GitHub Actions workflow commands: `::error file=…,line=…::…`, one per problem.
    case github
}

/// Writes check reports as text or GitHub annotations.
enum CheckReportWriter {
    /// The lines for stdout describing every mismatch (and, for GitHub, every malformed row).
    static func lines(for reports: [CheckFileReport], format: CheckOutputFormat) -> [String] {
        var out: [String] = []
        for report in reports {
            for (row, outcome) in report.results {
                guard case .mismatch(let actual) = outcome else { continue }
                switch format {
                case .text:
                    let offset = (CheckInvisibles.firstDifference(row.expected, actual) ?? 0) + 1
                    out.append("\(report.path):\(row.line): \(row.summary): differs at character \(offset)")
                    out += CheckInvisibles.comparison(expected: row.expected, actual: actual)
                case .github:
                    let message =
                        "\(row.summary): expected '\(CheckInvisibles.visible(row.expected))' but got '\(CheckInvisibles.visible(actual))'"
                    out.append(annotation(path: report.path, line: row.line, message: message))
                }
            }
            if format == .github {
                for error in report.errors {
                    out.append(annotation(path: error.path, line: error.line, message: error.message))
                }
            }
        }
        return out
    }

    /// The closing summary: `checked 22 rows in 2 files: 21 match, 1 differs, 0 malformed`.
    static func summary(for reports: [CheckFileReport]) -> String {
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
