import Money

/// A JUnit XML report, as CI systems (GitHub, GitLab, Jenkins) read them: one `<testsuite>` per
/// file, one `<testcase>` per row, `<failure>` for a mismatch and `<error>` for a malformed row
/// or file.
///
/// Everything is escaped for XML; characters XML 1.0 cannot hold at all (most controls) and the
/// invisible ones are written by name (`<NBSP>`, `<U+0007>`), so the report reads as the text
/// output does.
extension CheckReport {
    /// The reports as one JUnit XML document.
    public static func junitDocument(for reports: [CheckReport]) -> String {
        let tests = reports.reduce(0) { $0 + max($1.results.count, $1.tableError == nil ? 0 : 1) }
        let failures = reports.reduce(0) { $0 + $1.mismatched }
        let errors = reports.reduce(0) { $0 + $1.errors.count }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"tipfmt check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for report in reports {
            let path = xmlEscaped(report.path)
            if let fileError = report.tableError {
                out += "  <testsuite name=\"\(path)\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
                out +=
                    "    <testcase classname=\"\(path)\" name=\"\(xmlEscaped(fileError.line.map { "line \($0)" } ?? "file"))\">\n"
                out +=
                    "      <error message=\"\(xmlEscaped(fileError.message))\">\(xmlEscaped(fileError.description))</error>\n"
                out += "    </testcase>\n  </testsuite>\n"
                continue
            }
            out += "  <testsuite name=\"\(path)\" tests=\"\(report.results.count)\" failures=\"\(report.mismatched)\""
            out += " errors=\"\(report.errors.count)\">\n"
            for result in report.results {
                let row = result.row
                let name = xmlEscaped("line \(row.line): \(row.summary)")
                switch result.outcome {
                case .match:
                    out += "    <testcase classname=\"\(path)\" name=\"\(name)\"/>\n"
                case .mismatch(let actual):
                    let drift = result.drift ?? Drift(rules: [.other], detail: "")
                    let expected = result.expected
                    let message =
                        "\(drift.rule.title): expected '\(CheckComparison.visible(expected))' "
                        + "but got '\(CheckComparison.visible(actual))'"
                    var body = CheckComparison.lines(expected: expected, actual: actual, indent: "")
                    body.append("rules: \(drift.rules.map(\.title).joined(separator: ", ")); \(drift.detail)")
                    if let version = result.expectationVersion {
                        body.append("compared with the CLDR \(version) value")
                    }
                    out += "    <testcase classname=\"\(path)\" name=\"\(name)\">\n"
                    out += "      <failure message=\"\(xmlEscaped(message))\" type=\"\(drift.rule.rawValue)\">"
                    out += "\(xmlEscaped(body.joined(separator: "\n")))</failure>\n"
                    out += "    </testcase>\n"
                case .malformed(let error):
                    out += "    <testcase classname=\"\(path)\" name=\"\(name)\">\n"
                    out +=
                        "      <error message=\"\(xmlEscaped(error.message))\" type=\"malformed\">\(xmlEscaped(error.description))</error>\n"
                    out += "    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// Text safe in XML element content and in double- or single-quoted attributes.
    static func xmlEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default:
                let value = scalar.value
                let allowed =
                    value >= 0x20 && !(0xD800...0xDFFF).contains(value) && value != 0xFFFE && value != 0xFFFF
                    && !(0x7F...0x9F).contains(value)
                if allowed {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += escapeVisible("<U+\(InvisibleCharacters.hex(value))>")
                }
            }
        }
        return out
    }

    private static func escapeVisible(_ text: String) -> String {
        text.replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
