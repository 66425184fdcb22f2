import Money

/// A JUnit XML report, as CI systems (GitHub, GitLab, Jenkins) read them: one `<testsuite>` per
/// file, one `<testcase>` per row, `<failure>` for a mismatch and `<error>` for a malformed row
/// or file. Under ``DriftPolicy/warn`` a drift row is a passing test case whose `<system-out>`
/// says what drifted, and only regressions are failures.
///
/// Everything is escaped for XML; characters XML 1.0 cannot hold at all (most controls) and the
/// invisible ones are written by name (`<NBSP>`, `<U+0007>`), so the report reads as the text
/// output does; so are bidi controls (`<U+202E>`), which would reorder what a reader of the
/// report sees (it may be written to a terminal, `--junit /dev/stdout`).
extension CheckReport {
    /// The reports as one JUnit XML document.
    public static func junitDocument(for reports: [CheckReport]) -> String {
        let tests = reports.reduce(0) { $0 + max($1.results.count, $1.tableError == nil ? 0 : 1) }
        let failures = reports.reduce(0) { $0 + $1.mismatched }
        let errors = reports.reduce(0) { $0 + $1.errors.count }
        var out = junitHead(tests: tests, failures: failures, errors: errors)
        for report in reports {
            if let fileError = report.tableError {
                out += junitTableError(path: report.path, error: fileError)
                continue
            }
            out += junitSuiteHead(
                path: report.path, tests: report.results.count, failures: report.mismatched,
                errors: report.errors.count)
            for error in report.table?.malformedRows ?? [] { out += junitMalformedRow(error, path: report.path) }
            for result in report.results { out += junitCase(result, path: report.path) }
            out += junitSuiteEnd
        }
        return out + junitEnd
    }

    /// The document's start, up to the first suite.
    package static func junitHead(tests: Int, failures: Int, errors: Int) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"tipfmt check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    }

    /// The document's end.
    package static let junitEnd = "</testsuites>\n"

    /// The end of one table's suite.
    package static let junitSuiteEnd = "  </testsuite>\n"

    /// A whole suite for a table that could not be checked.
    package static func junitTableError(path: String, error: CheckError) -> String {
        let path = xmlEscaped(path)
        var out = "  <testsuite name=\"\(path)\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
        out +=
            "    <testcase classname=\"\(path)\" name=\"\(xmlEscaped(error.line.map { "line \($0)" } ?? "file"))\">\n"
        out += "      <error message=\"\(xmlEscaped(error.message))\">\(xmlEscaped(error.description))</error>\n"
        return out + "    </testcase>\n  </testsuite>\n"
    }

    /// The start of one table's suite.
    package static func junitSuiteHead(path: String, tests: Int, failures: Int, errors: Int) -> String {
        "  <testsuite name=\"\(xmlEscaped(path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    }

    /// A test case for a record that is not a row (``CheckTable/malformedRows``).
    package static func junitMalformedRow(_ error: CheckError, path: String) -> String {
        let path = xmlEscaped(path)
        var out =
            "    <testcase classname=\"\(path)\" name=\"\(xmlEscaped(error.line.map { "line \($0)" } ?? "file"))\">\n"
        out +=
            "      <error message=\"\(xmlEscaped(error.message))\" type=\"malformed\">\(xmlEscaped(error.description))</error>\n"
        return out + "    </testcase>\n"
    }

    /// One row's test case.
    package static func junitCase(_ result: Result, path: String, policy: DriftPolicy = .fail) -> String {
        let path = xmlEscaped(path)
        let row = result.row
        let name = xmlEscaped("line \(row.line): \(row.summary)")
        switch result.outcome {
        case .match:
            return "    <testcase classname=\"\(path)\" name=\"\(name)\"/>\n"
        case .mismatch(let actual):
            let drift = result.drift ?? Drift(rules: [.other], detail: "")
            let expected = result.expected
            let message =
                "\(drift.rule.title): expected '\(CheckComparison.visible(expected))' "
                + "but got '\(CheckComparison.visible(actual))'"
            var body = CheckComparison.lines(expected: expected, actual: actual, indent: "")
            body.append("rules: \(drift.rules.map(\.title).joined(separator: ", ")); \(drift.detail)")
            if let version = result.expectationVersion { body.append("compared with the CLDR \(version) value") }
            var out = "    <testcase classname=\"\(path)\" name=\"\(name)\">\n"
            if policy.severity(of: drift) == .warning {
                out += "      <system-out>\(xmlEscaped("warning: drift, not failed (--drift warn): " + message))\n"
                out += "\(xmlEscaped(body.joined(separator: "\n")))</system-out>\n"
                return out + "    </testcase>\n"
            }
            out += "      <failure message=\"\(xmlEscaped(message))\" type=\"\(drift.rule.rawValue)\">"
            out += "\(xmlEscaped(body.joined(separator: "\n")))</failure>\n"
            return out + "    </testcase>\n"
        case .malformed(let error):
            var out = "    <testcase classname=\"\(path)\" name=\"\(name)\">\n"
            out +=
                "      <error message=\"\(xmlEscaped(error.message))\" type=\"malformed\">\(xmlEscaped(error.description))</error>\n"
            return out + "    </testcase>\n"
        }
    }

    /// Text safe in XML element content and in double- or single-quoted attributes.
    static func xmlEscaped(_ text: String) -> String {
        TextEscaping.escaped(text, xmlReferences) { scalar, out in
            let value = scalar.value
            let allowed =
                value >= 0x20 && !(0xD800...0xDFFF).contains(value) && value != 0xFFFE && value != 0xFFFF
                && !(0x7F...0x9F).contains(value) && TerminalText.name(scalar) == nil
            if allowed {
                out.unicodeScalars.append(scalar)
            } else {
                out += escapeVisible("<U+\(InvisibleCharacters.hex(value))>")
            }
        }
    }

    /// The markup references, plus `'`, line feed and tab, which attribute values would lose.
    private static let xmlReferences = TextEscaping.markup.merging(["'": "&apos;", "\n": "&#10;", "\t": "&#9;"]) { $1 }

    private static func escapeVisible(_ text: String) -> String {
        text.replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
