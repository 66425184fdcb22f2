import BillPresentation
import ArgumentParser
import FormatCheck
import TipCalc
import BillRequestKit

extension TipFmt {
    /// `tipfmt check FILE...`: a thin command over the FormatCheck library, which reads the
    /// tables, formats and compares every row, writes the reports and computes `--update`.
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check tables of expected formatting against what tipfmt prints.",
            discussion: """
                Each row has the columns locale, currency, amount (canonical), expected, and \
                optionally style (symbol when absent or empty) and flags (a comma-separated list \
                of cash, latin-digits, no-grouping, sign-always, sign-never, sign-except-zero). \
                Each row is formatted exactly as `tipfmt format` would and compared byte for byte.

                Tables are TSV (tab-separated, no quoting: every space is literal), CSV (RFC 4180 \
                quoting) or JSON (an array of objects keyed by the column names), chosen by the \
                file's extension or --input-format. In TSV and CSV, lines starting with # are \
                comments, blank lines are skipped, and a first row naming the columns is a header.

                Every difference is classified into a named rule (grouping separator, space, \
                grouping size, fraction digits, symbol text, placement, sign, direction marks, \
                numbering system, tie rounding; other only when none applies) and summarised one \
                line per rule before the rows (--summary-only leaves the rows out). The report \
                names this run's ICU and CLDR; --update records them in a TSV or CSV table's \
                first comment (# tipfmt check: written with ICU 72.1, CLDR 42.0), and a later run \
                on another version says "table written with CLDR 42.0 …, checked with CLDR 48.0".

                An expected value may hold one value per CLDR major version: \
                {cldr42}CHF 1’234.50{cldr48}CHF 1'234.50. The running version's value is used; \
                without one, any value that matches passes and the report names its version. \
                --update-mode add-version adds the running version's value beside the old one \
                instead of replacing it; --only-rule limits --update to the rows one rule explains.

                A difference no version change explains is a failure, never drift: another \
                currency's symbol, code or name in the expected text (wrong-currency), a sign \
                that makes the amount negative or positive (wrong-sign), other digits (other). \
                --update leaves a wrong currency as it is unless --accept-currency-change is given.

                An expected value may spell invisible characters as escapes (\\u00A0, \\u202F) or \
                by the names the report shows (<NBSP>, <NNBSP>, <RLM>); --update writes each row \
                in its own spelling, or the table's, and as escapes when the table shows none, \
                so a diff shows what changed.

                Tables over 256 MiB are refused unread. --update refuses a table it may not \
                write (read-only) and one with several hard links (replacing it would split them).

                Exit status: 0 when every row matches, 1 when any differs, 2 when a file is \
                unreadable or malformed (reported with file and line). Every file is checked \
                before exiting. Mismatches show invisible characters by name (<NBSP>, <NNBSP>, \
                <RLM>, <ALM>, <U+XXXX>) and a caret where expected and actual first differ.

                The same checks run from Swift tests through the FormatCheck library \
                (expectFormatting(inTable:) in FormatCheckTesting).

                Examples:
                  tipfmt check Examples/formats.tsv
                  tipfmt check tables/*.csv --format github --junit build/check.xml
                  tipfmt check formats.tsv --junit -
                  tipfmt check formats.tsv --update     Write the actual text into the table.
                  tipfmt check formats.tsv --format json --summary-only
                  tipfmt check formats.tsv --update --update-mode add-version \\
                      --only-rule grouping-separator
                """)

        @Argument(
            help: ArgumentHelp("The tables to check.", valueName: "file"),
            completion: .file(extensions: ["tsv", "tab", "csv", "json"]))
        var files: [String] = []

        @Option(
            help: ArgumentHelp(
                "The table format, instead of guessing it from each file's extension.", valueName: "format"))
        var inputFormat: CheckTableFormat?

        @Option(
            help: ArgumentHelp(
                "How problems are reported on stdout: text, github for GitHub Actions annotations, or json.",
                valueName: "format"))
        var format: CheckReport.TextFormat = .text

        @Flag(help: "Print the summary (versions, one line per rule) without each differing row.")
        var summaryOnly = false

        @Option(
            help: ArgumentHelp(
                "Also write a JUnit XML report to this file (- or /dev/stdout for stdout, a FIFO, a device).",
                valueName: "path"),
            completion: .file(extensions: ["xml"]))
        var junit: String?

        @Flag(help: "Rewrite each differing row's expected column with the actual text, in place (atomically).")
        var update = false

        @Option(
            help: ArgumentHelp(
                "With --update: replace the old value, or add-version to keep it beside the running CLDR's.",
                valueName: "mode"))
        var updateMode: CheckReport.UpdateOptions.Mode = .replace

        @Option(
            help: ArgumentHelp(
                "With --update: update only the rows this rule explains (such as grouping-separator).",
                valueName: "rule"))
        var onlyRule: DriftRule?

        @Flag(
            help: "With --update: also rewrite rows whose expected text names another currency (wrong-currency).")
        var acceptCurrencyChange = false

        func validate() throws {
            if files.isEmpty {
                throw ValidationError("give at least one table to check, as in `tipfmt check formats.tsv`")
            }
            if !update && (updateMode != .replace || onlyRule != nil || acceptCurrencyChange) {
                throw ValidationError(
                    "--update-mode, --only-rule and --accept-currency-change say how to update: add --update")
            }
        }

        /// Checks each table in segments (``CheckStream``), so memory does not grow with the
        /// tables: a first pass counts and summarises, a second writes the rows, the JUnit
        /// report and the updated tables as it goes (GitHub annotations take one pass per rule,
        /// as they are grouped by rule).
        func run() throws {
            let versions = FormattingVersions.current
            var totals: [CheckTotals] = []
            for file in files {
                var total = CheckTotals(path: file, versions: versions)
                let error = CheckStream.forEachSegment(path: file, format: inputFormat, versions: versions) {
                    total.add($0, isFirst: $1)
                }
                if let error { total.fail(error) }
                totals.append(total)
            }
            var junitOutput = try junit.map { path throws(CheckError) in
                // `-` is stdout, as for every other file tipfmt writes.
                try StreamingOutput(
                    path: path == "-" ? "/dev/stdout" : path, what: "the JUnit report",
                    newFileMode: ReportFile.newFileMode)
            }
            defer { junitOutput?.abandon() }
            if format == .json {
                try writeJSON(totals, versions: versions)
            } else {
                for line in CheckReport.headLines(for: totals) { CheckTerminal.line(line) }
            }
            // JUnit to stdout goes after the rows, not among them.
            let showsRows = format == .text && !summaryOnly
            let junitAfterRows = junitOutput?.isStandardOutput == true && showsRows
            let updated = try writeRows(
                totals, versions: versions, showsRows: showsRows, writesJUnit: junitOutput != nil && !junitAfterRows,
                junitOutput: &junitOutput, updates: update)
            if junitAfterRows {
                _ = try writeRows(
                    totals, versions: versions, showsRows: false, writesJUnit: true, junitOutput: &junitOutput,
                    updates: false)
            }
            if format == .github { writeAnnotations(totals, versions: versions) }
            for total in totals {
                for error in total.errors { CheckTerminal.error(error.description) }
                let more = total.errorCount - total.errors.count
                if more > 0 {
                    CheckTerminal.error("\(total.path): \(more) more malformed rows not shown")
                }
            }
            try junitOutput?.finish()
            junitOutput = nil
            if format != .json { CheckTerminal.line(CheckReport.summary(for: totals)) }
            let code = CheckExit.code(for: totals, updated: updated)
            if code != CheckExit.allMatch { throw CLIError.alreadyReported(code) }
        }

        /// The second pass over the tables, segment by segment.
        ///
        /// Writes each table's differing rows (when shown), its JUnit suite (when `writesJUnit`)
        /// and its updated bytes (when `updates`). Returns the tables updated whole.
        private func writeRows(
            _ totals: [CheckTotals], versions: FormattingVersions, showsRows: Bool, writesJUnit junit: Bool,
            junitOutput: inout StreamingOutput?, updates: Bool
        ) throws(CheckError) -> Set<String> {
            var options = CheckReport.UpdateOptions(
                mode: updateMode, onlyRule: onlyRule, acceptsCurrencyChange: acceptCurrencyChange)
            if junit {
                junitOutput?.write(
                    CheckReport.junitHead(
                        tests: totals.reduce(0) { $0 + max($1.rows, $1.tableError == nil ? 0 : 1) },
                        failures: totals.reduce(0) { $0 + $1.mismatched },
                        errors: totals.reduce(0) { $0 + $1.errorCount }))
            }
            var updated: Set<String> = []
            for total in totals {
                if let tableError = total.tableError {
                    if junit {
                        junitOutput?.write(CheckReport.junitTableError(path: total.path, error: tableError))
                    }
                    continue
                }
                options.spelling = total.invisibleSpelling
                // A wrong currency is grouped under its rule, the first; it stays unless accepted.
                let rows = { (rule: DriftRule) in total.summary.groups.first { $0.rule == rule }?.rows ?? 0 }
                let refused =
                    updates && !acceptCurrencyChange && (onlyRule ?? .wrongCurrency) == .wrongCurrency
                    ? rows(.wrongCurrency) : 0
                let toUpdate = (onlyRule.map(rows) ?? total.mismatched) - refused
                var updating = updates && toUpdate > 0
                if updates && total.errorCount > 0 {
                    if updating { CheckTerminal.note("\(total.path) is malformed; not updated") }
                    updating = false
                }
                let notesRefused = refused > 0 && total.errorCount == 0
                var tableOutput: StreamingOutput?
                if updating {
                    try TableUpdate.preflight(total.path)
                    tableOutput = try StreamingOutput(
                        path: total.path, what: "the updated table", newFileMode: ReportFile.newFileMode)
                }
                defer { tableOutput?.abandon() }
                if junit {
                    junitOutput?.write(
                        CheckReport.junitSuiteHead(
                            path: total.path, tests: total.rows, failures: total.mismatched, errors: total.errorCount))
                }
                guard showsRows && total.mismatched > 0 || junit || updating || notesRefused else { continue }
                var failure: CheckError?
                let error = CheckStream.forEachSegment(path: total.path, format: inputFormat, versions: versions) {
                    segment, isFirst in
                    for result in segment.results {
                        if showsRows, case .mismatch(let actual) = result.outcome {
                            CheckReport.mismatchLines(
                                result: result, actual: actual, path: total.path, displayWidth: { DisplayWidth.of($0) }
                            ).forEach { CheckTerminal.line($0) }
                        }
                        if notesRefused, let drift = result.drift, drift.rules.contains(.wrongCurrency) {
                            CheckTerminal.note(
                                "\(total.path):\(result.row.line): \(result.row.summary): wrong currency "
                                    + "(\(drift.detail)) not updated; correct the row, "
                                    + "or pass --accept-currency-change to write ICU's text")
                        }
                        if junit { junitOutput?.write(CheckReport.junitCase(result, path: total.path)) }
                    }
                    guard updating, failure == nil else { return }
                    do throws(CheckError) {
                        let bytes = try segment.updated(
                            options, writtenWith: total.writtenWith, writesVersionComment: isFirst,
                            evenIfUnchanged: true)
                        tableOutput?.write(bytes ?? [])
                    } catch {
                        failure = error
                    }
                }
                // The table changed between the passes, or a value cannot be written in it.
                if let problem = failure ?? error { throw problem }
                if junit { junitOutput?.write(CheckReport.junitSuiteEnd) }
                if updating {
                    try tableOutput?.finish()
                    tableOutput = nil
                    // A partial update (--only-rule) leaves rows that still differ.
                    if toUpdate == total.mismatched { updated.insert(total.path) }
                    CheckTerminal.note("updated \(toUpdate) row\(toUpdate == 1 ? "" : "s") in \(total.path)")
                }
            }
            if junit { junitOutput?.write(CheckReport.junitEnd) }
            return updated
        }

        /// GitHub annotations grouped by rule: one pass over the tables per rule, so no rule's
        /// rows are held; then one annotation per problem.
        private func writeAnnotations(_ totals: [CheckTotals], versions: FormattingVersions) {
            var summary = CheckSummary()
            for total in totals { summary.merge(total.summary) }
            if !summaryOnly {
                for group in summary.groups {
                    CheckTerminal.line("::group::\(group.rule.title) (\(group.rows) row\(group.rows == 1 ? "" : "s"))")
                    for total in totals where total.tableError == nil && total.mismatched > 0 {
                        _ = CheckStream.forEachSegment(path: total.path, format: inputFormat, versions: versions) {
                            segment, _ in
                            for result in segment.results {
                                guard case .mismatch(let actual) = result.outcome, let drift = result.drift,
                                    drift.rule == group.rule
                                else { continue }
                                CheckTerminal.line(
                                    CheckReport.githubAnnotation(
                                        result: result, actual: actual, drift: drift, path: total.path))
                            }
                        }
                    }
                    CheckTerminal.line("::endgroup::")
                }
            }
            for total in totals {
                for error in total.errors { CheckTerminal.line(CheckReport.githubAnnotation(error: error)) }
            }
        }

        /// JSON text with the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)
        /// written as `\u` escapes: the same strings once parsed, but a table's file name or cell
        /// can no longer reorder what a terminal shows of the document. (Control characters such as
        /// ESC are escaped by the encoder already; the marks ICU writes in amounts, U+200E, U+200F
        /// and U+061C, stay as they are.)
        static func escapingDirectionControls(_ json: String) -> String {
            var out = String.UnicodeScalarView()
            for scalar in json.unicodeScalars {
                if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
            return String(out)
        }

        /// `--format json`: the document of ``CheckReport/jsonDocument(for:)-([CheckTotals])`` in
        /// tipfmt's JSON style (keys sorted), with the rows streamed in as the tables are read
        /// again.
        private func writeJSON(_ totals: [CheckTotals], versions: FormattingVersions) throws(CLIError) {
            let document = CheckReport.jsonDocument(for: totals)
            func value(_ encodable: some Encodable, indent: String) throws(CLIError) -> String {
                var text = try JSONOutput.encode(encodable)
                if text.hasSuffix("\n") { text.removeLast() }
                return Self.escapingDirectionControls(text.replacing("\n", with: "\n" + indent))
            }
            StandardStreams.write("{\n  \"cldr\" : \(try value(document.cldr, indent: "  ")),\n")
            StandardStreams.write("  \"counts\" : \(try value(document.counts, indent: "  ")),\n")
            StandardStreams.write("  \"errors\" : \(try value(document.errors, indent: "  ")),\n")
            StandardStreams.write("  \"icu\" : \(try value(document.icu, indent: "  ")),\n")
            StandardStreams.write("  \"rows\" : [")
            var first = true
            var encodingError: CLIError?
            for total in totals where total.tableError == nil && total.mismatched > 0 {
                _ = CheckStream.forEachSegment(path: total.path, format: inputFormat, versions: versions) {
                    segment, _ in
                    for result in segment.results {
                        guard encodingError == nil, let row = CheckReport.jsonRow(result, path: total.path) else {
                            continue
                        }
                        do throws(CLIError) {
                            StandardStreams.write((first ? "\n    " : ",\n    ") + (try value(row, indent: "    ")))
                            first = false
                        } catch {
                            encodingError = error
                        }
                    }
                }
            }
            if let encodingError { throw encodingError }
            StandardStreams.write(first ? "],\n" : "\n  ],\n")
            StandardStreams.write("  \"rules\" : \(try value(document.rules, indent: "  ")),\n")
            StandardStreams.write("  \"tables\" : \(try value(document.tables, indent: "  "))\n}\n")
        }
    }
}
