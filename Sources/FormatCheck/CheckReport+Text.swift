import Money

extension CheckReport {
    /// How reports are written as lines of text.
    public enum TextFormat: String, Hashable, Sendable, CaseIterable {
        /// `file:line:` blocks with the expected and actual text and a caret.
        case text
        /// GitHub Actions workflow commands: `::error file=…,line=…::…`, one per problem,
        /// grouped by rule.
        case github
        /// The document of ``CheckReport/jsonDocument(for:)-([CheckReport])``; it has no lines of its own, so
        /// ``CheckReport/writeTextLines(for:format:summaryOnly:displayWidth:to:)`` writes only
        /// the summary for it.
        case json
    }

    /// The lines describing every mismatch (and, for GitHub, every malformed row or table):
    /// first what explains them, then each row unless `summaryOnly`.
    ///
    ///     /tmp/failing.tsv: table written with CLDR 48.0 (ICU 78.1), checked with CLDR 42.0 (ICU 72.1)
    ///     1 row differs, by rule:
    ///       space changed: 1 row in de_DE; e.g. /tmp/failing.tsv:7 de_DE EUR 1234.5: ' ' → <NBSP> (…)
    ///     /tmp/failing.tsv:7: de_DE EUR 1234.5: differs at character 9 (space changed)
    ///       expected: 1.234,50 €
    ///       actual:   1.234,50<NBSP>€
    ///                         ^
    ///
    /// The first lines name the versions each table was written with (when it says) and, for
    /// version-keyed rows, which CLDR version's value was used; then one line per
    /// ``DriftRule`` (``CheckSummary``). GitHub annotations come grouped by rule
    /// (`::group::space changed (1 row)` … `::endgroup::`), each titled with its rule.
    ///
    /// - Parameters:
    ///   - reports: The reports, in order.
    ///   - format: Plain text or GitHub annotations.
    ///   - summaryOnly: Whether to leave out the rows, keeping the summary.
    ///   - displayWidth: The columns a text takes, for the caret (see ``CheckComparison/lines(expected:actual:indent:displayWidth:)``).
    public static func textLines(
        for reports: [CheckReport], format: TextFormat = .text, summaryOnly: Bool = false,
        displayWidth: (String) -> Int = { $0.count }
    ) -> [String] {
        var lines: [String] = []
        writeTextLines(for: reports, format: format, summaryOnly: summaryOnly, displayWidth: displayWidth) {
            lines.append($0)
        }
        return lines
    }

    /// Hands each line of ``textLines(for:format:summaryOnly:displayWidth:)`` to `write` as it
    /// is made, so the rows of a large report are never held as text whole.
    public static func writeTextLines(
        for reports: [CheckReport], format: TextFormat = .text, summaryOnly: Bool = false,
        displayWidth: (String) -> Int = { $0.count }, to write: (String) -> Void
    ) {
        for line in headLines(for: reports) { write(line) }
        switch format {
        case .json:
            break
        case .text:
            guard !summaryOnly else { break }
            for report in reports {
                for result in report.results {
                    guard case .mismatch(let actual) = result.outcome else { continue }
                    mismatchLines(result: result, actual: actual, path: report.path, displayWidth: displayWidth)
                        .forEach(write)
                }
            }
        case .github:
            if !summaryOnly {
                for group in CheckSummary(reports: reports).groups {
                    write("::group::\(group.rule.title) (\(group.rows) row\(group.rows == 1 ? "" : "s"))")
                    for report in reports {
                        for result in report.results {
                            guard case .mismatch(let actual) = result.outcome, let drift = result.drift,
                                drift.rule == group.rule
                            else { continue }
                            write(githubAnnotation(result: result, actual: actual, drift: drift, path: report.path))
                        }
                    }
                    write("::endgroup::")
                }
            }
            for report in reports {
                for error in report.errors {
                    write(annotation(path: error.path, line: error.line, message: error.message))
                }
            }
        }
    }

    /// The lines before the rows: each table's versions note, which versions' values keyed rows
    /// used, and the per-rule summary.
    public static func headLines(for reports: [CheckReport]) -> [String] {
        headLines(
            notes: reports.map { ($0.path, $0.versionNote, $0.expectationVersionCounts, $0.versions) },
            summary: CheckSummary(reports: reports))
    }

    /// The same lines for tables checked in segments (``CheckStream``).
    public static func headLines(for totals: [CheckTotals]) -> [String] {
        var summary = CheckSummary()
        for total in totals { summary.merge(total.summary) }
        return headLines(
            notes: totals.map { ($0.path, $0.versionNote, $0.expectationVersionCounts, $0.versions) },
            summary: summary)
    }

    private static func headLines(
        notes: [(path: String, note: String?, counts: [(cldr: String, rows: Int)], versions: FormattingVersions)],
        summary: CheckSummary
    ) -> [String] {
        var lines: [String] = []
        for table in notes {
            let path = TerminalText.neutralised(table.path)
            if let note = table.note { lines.append("\(path): \(note)") }
            if !table.counts.isEmpty {
                let used = table.counts.map { "CLDR \($0.cldr)'s for \($0.rows) row\($0.rows == 1 ? "" : "s")" }
                lines.append(
                    "\(path): version-keyed rows used "
                        + "\(used.joined(separator: ", ")) (checked with CLDR \(table.versions.cldrMajor))")
            }
        }
        guard !summary.groups.isEmpty else { return lines }
        let differing = summary.groups.reduce(0) { $0 + $1.rows }
        lines.append("\(differing) row\(differing == 1 ? " differs" : "s differ"), by rule:")
        lines += summary.lines.map { "  " + $0 }
        return lines
    }

    /// One GitHub annotation for a mismatch, titled with its rule.
    public static func githubAnnotation(
        result: Result, actual: String, drift: Drift, path: String, policy: DriftPolicy = .fail
    ) -> String {
        let message =
            "\(result.row.summary): expected '\(CheckComparison.visible(result.expected))' "
            + "but got '\(CheckComparison.visible(actual))' (\(drift.rule.title): \(drift.detail))"
        return annotation(
            path: path, line: result.row.line, message: message, title: "tipfmt check: \(drift.rule.title)",
            level: policy.severity(of: drift))
    }

    /// A GitHub annotation for a malformed table or row.
    public static func githubAnnotation(error: CheckError) -> String {
        annotation(path: error.path, line: error.line, message: error.message)
    }

    /// The closing summary for tables checked in segments, as ``summary(for:)-([CheckReport])``.
    public static func summary(for totals: [CheckTotals]) -> String {
        let versions = totals.first?.versions ?? .current
        let rows = totals.reduce(0) { $0 + $1.rows }
        let matched = totals.reduce(0) { $0 + $1.matched }
        let mismatched = totals.reduce(0) { $0 + $1.mismatched }
        let malformed = totals.reduce(0) { $0 + $1.errorCount }
        return summaryLine(
            rows: rows, files: totals.count, versions: versions, matched: matched, mismatched: mismatched,
            malformed: malformed)
    }

    /// One mismatch as text: `path:line: summary: differs at character N (rule)`, then
    /// ``CheckComparison/lines(expected:actual:indent:displayWidth:)``.
    public static func mismatchLines(
        result: Result, actual: String, path: String, displayWidth: (String) -> Int = { $0.count }
    ) -> [String] {
        let expected = result.expected
        let offset = (CheckComparison.firstDifference(expected, actual) ?? 0) + 1
        let rules = result.drift.map { " (\($0.rules.map(\.title).joined(separator: ", ")))" } ?? ""
        let version = result.expectationVersion.map { " against the CLDR \($0) value" } ?? ""
        return [
            "\(TerminalText.neutralised(path)):\(result.row.line): \(result.row.summary): "
                + "differs at character \(offset)\(version)\(rules)"
        ]
            + CheckComparison.lines(expected: expected, actual: actual, displayWidth: displayWidth)
    }

    /// One mismatch as text: `path:line: summary: differs at character N (rule)`, then
    /// ``CheckComparison/lines(expected:actual:indent:displayWidth:)``.
    public static func mismatchLines(
        row: CheckRow, actual: String, path: String, displayWidth: (String) -> Int = { $0.count }
    ) -> [String] {
        mismatchLines(
            result: Result(row: row, outcome: .mismatch(actual: actual), expectationVersion: nil), actual: actual,
            path: path, displayWidth: displayWidth)
    }

    /// The closing summary, naming the versions of this run:
    /// `checked 22 rows in 2 files with ICU 72.1, CLDR 42.0: 21 match, 1 differs, 0 malformed`.
    public static func summary(for reports: [CheckReport]) -> String {
        summaryLine(
            rows: reports.reduce(0) { $0 + $1.results.count }, files: reports.count,
            versions: reports.first?.versions ?? .current, matched: reports.reduce(0) { $0 + $1.matched },
            mismatched: reports.reduce(0) { $0 + $1.mismatched }, malformed: reports.reduce(0) { $0 + $1.errors.count })
    }

    private static func summaryLine(
        rows: Int, files: Int, versions: FormattingVersions, matched: Int, mismatched: Int, malformed: Int
    ) -> String {
        "checked \(rows) row\(rows == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") with \(versions): "
            + "\(matched) match, \(mismatched) differ\(mismatched == 1 ? "s" : ""), \(malformed) malformed"
    }

    /// `::error file=F,line=L,title=tipfmt check::message`, escaped as GitHub's toolkit does.
    ///
    /// `%`, CR and LF are escaped in the message; those and `:` and `,` in property values. The
    /// path and the message show control and bidi characters by name (`<ESC>`, `<U+202E>`), as
    /// the log is read on a terminal or a web page that would obey them.
    static func annotation(
        path: String, line: Int?, message: String, title: String = "tipfmt check",
        level: DriftPolicy.Severity = .error
    ) -> String {
        let path = TerminalText.neutralised(path)
        let message = TerminalText.neutralised(message)
        var properties = "file=\(escapeProperty(path))"
        if let line { properties += ",line=\(line)" }
        properties += ",title=\(escapeProperty(title))"
        return "::\(level.rawValue) \(properties)::\(escapeData(message))"
    }

    static func escapeData(_ text: String) -> String {
        TextEscaping.escaped(text, dataEscapes)
    }

    static func escapeProperty(_ text: String) -> String {
        TextEscaping.escaped(text, propertyEscapes)
    }

    /// What a workflow command's message escapes: `%`, carriage return and line feed.
    private static let dataEscapes: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A"]
    /// What a workflow command's property escapes: the message's, plus `:` and `,`.
    private static let propertyEscapes = dataEscapes.merging([":": "%3A", ",": "%2C"]) { $1 }
}
