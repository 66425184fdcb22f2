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
                --update writes only drift: a row one of those rules names is left byte for byte \
                as it is, with a note, unless --accept names the rule (--accept wrong-sign,other; \
                --accept-currency-change is --accept wrong-currency). --drift warn lets drift \
                pass as warnings (::warning in GitHub format, not a JUnit failure, "severity" \
                "warning" in JSON) while regressions still fail.

                An expected value may spell invisible characters as escapes (\\u00A0, \\u202F) or \
                by the names the report shows (<NBSP>, <NNBSP>, <RLM>); --update writes each row \
                in its own spelling, or the table's, and as escapes when the table shows none, \
                so a diff shows what changed.

                Tables over 256 MiB are refused unread. --update refuses a table it may not \
                write (read-only) and one with several hard links (replacing it would split them).

                - reads the table from stdin (--input-format, else the format its first line \
                shows). A malformed row is reported with its file and line and the other rows \
                are still checked. A table with no rows is an error unless --allow-empty.

                Exit status: 0 when every row matches (or, with --drift warn, when every row \
                that differs is drift), 1 when a row differs, 2 when a file is unreadable, \
                malformed (reported with file and line) or has no rows. Every file is checked \
                before exiting. Mismatches show invisible characters by name (<NBSP>, <NNBSP>, \
                <RLM>, <ALM>, <U+XXXX>) and a caret where expected and actual first differ.

                The same checks run from Swift tests through the FormatCheck library \
                (expectFormatting(inTable:) in FormatCheckTesting).

                Examples:
                  tipfmt check Examples/formats.tsv
                  tipfmt check tables/*.csv --format github --junit build/check.xml
                  tipfmt check formats.tsv --junit -    Only the XML on stdout.
                  tipfmt check formats.tsv --update     Write drift into the table.
                  tipfmt check formats.tsv --update --accept wrong-sign
                  tipfmt check tables/*.csv --drift warn --format github
                  cat tables/formats.csv | tipfmt check -    The table on stdin.
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

        @Option(
            help: ArgumentHelp(
                "With --update: also rewrite the rows of these rules that are not drift (wrong-currency, wrong-sign, other).",
                valueName: "rule[,rule]"))
        var accept: [String] = []

        @Flag(help: "With --update: also rewrite wrong-currency rows (the same as --accept wrong-currency).")
        var acceptCurrencyChange = false

        @Option(
            help: ArgumentHelp(
                "Whether drift fails the check (fail, the default) or only warns (warn); regressions always fail.",
                valueName: "warn|fail"))
        var drift: DriftPolicy = .fail

        @Flag(help: "Pass a table with no rows (only a header, comments or blank lines) instead of failing it.")
        var allowEmpty = false

        /// The rules `--accept` and `--accept-currency-change` name.
        var acceptedRules: Set<DriftRule> {
            var rules = Set(
                accept.flatMap { $0.split(separator: ",") }.compactMap { DriftRule(rawValue: String($0)) })
            if acceptCurrencyChange { rules.insert(.wrongCurrency) }
            return rules
        }

        /// Whether `--junit` writes to stdout, which then carries the XML alone.
        var junitIsStandardOutput: Bool {
            guard let junit else { return false }
            return junit == "-" || ReportFile.streamDescriptor(junit) == 1
        }

        func validate() throws {
            if files.isEmpty {
                throw ValidationError("give at least one table to check, as in `tipfmt check formats.tsv`")
            }
            if !update && (updateMode != .replace || onlyRule != nil || acceptCurrencyChange || !accept.isEmpty) {
                throw ValidationError(
                    "--update-mode, --only-rule, --accept and --accept-currency-change say how to update: add --update")
            }
            let notDrift = DriftRule.allCases.filter { !$0.isDrift }.map(\.rawValue).joined(separator: ", ")
            for name in accept.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
                guard let rule = DriftRule(rawValue: String(name)) else {
                    throw ValidationError("--accept takes rule names (\(notDrift)); '\(name)' is none")
                }
                guard !rule.isDrift else {
                    throw ValidationError(
                        "--accept takes the rules that are not drift (\(notDrift)); "
                            + "\(rule.rawValue) is drift, which --update always writes")
                }
            }
            if files.count(where: { $0 == "-" }) > 1 {
                throw ValidationError("stdin (-) can be read once: give - once")
            }
            if update && files.contains("-") {
                throw ValidationError("cannot update a table read from stdin (-): give the table's file to update it")
            }
            if junitIsStandardOutput && format != .text {
                throw ValidationError(
                    "--junit - and --format \(format.rawValue) would both write to stdout: write the JUnit report to a file"
                )
            }
        }

        /// Checks each table in segments (``CheckStream``), so memory does not grow with the
        /// tables: a first pass counts and summarises, a second writes the rows, the JUnit
        /// report and the updated tables as it goes (GitHub annotations take one pass per rule,
        /// as they are grouped by rule).
        func run() throws {
            let versions = FormattingVersions.current
            let options = CheckReport.UpdateOptions(mode: updateMode, onlyRule: onlyRule, accepted: acceptedRules)
            var standardInput: StandardInputTable?
            defer { standardInput?.remove() }
            var tables: [Table] = []
            for file in files {
                guard file == "-" else {
                    tables.append(Table(path: file, source: file, format: inputFormat))
                    continue
                }
                do throws(CheckError) {
                    let table = try StandardInputTable(format: inputFormat)
                    standardInput = table
                    tables.append(Table(path: StandardInputTable.name, source: table.path, format: table.format))
                } catch {
                    tables.append(Table(path: StandardInputTable.name, source: "", format: nil, failure: error))
                }
            }
            var totals: [CheckTotals] = []
            for index in tables.indices {
                let table = tables[index]
                var total = CheckTotals(path: table.path, versions: versions)
                if let failure = table.failure {
                    total.fail(failure)
                    totals.append(total)
                    continue
                }
                var toUpdate = 0
                var refused = 0
                let error = table.forEachSegment(versions: versions) { segment, isFirst in
                    total.add(segment, isFirst: isFirst)
                    toUpdate += segment.rowsToUpdate(options)
                    refused += segment.results.count { result in
                        guard let drift = result.drift else { return false }
                        return !options.refusedRules(drift).isEmpty
                    }
                }
                if let error {
                    total.fail(error)
                } else if total.rows == 0 && total.errorCount == 0 && !allowEmpty {
                    // A gate whose rows were all commented out would otherwise pass silently.
                    total.fail(
                        CheckError(
                            path: table.path, line: nil,
                            message: "no rows to check (only a header, comments or blank lines); "
                                + "add rows, or pass --allow-empty"))
                }
                tables[index].toUpdate = toUpdate
                tables[index].refused = refused
                totals.append(total)
            }
            let toStandardError = junitIsStandardOutput
            var junitOutput = try junit.map { path throws(CheckError) in
                // `-` is stdout, as for every other file tipfmt writes.
                try StreamingOutput(
                    path: path == "-" ? "/dev/stdout" : path, what: "the JUnit report",
                    newFileMode: ReportFile.newFileMode)
            }
            defer { junitOutput?.abandon() }
            if format == .json {
                try writeJSON(totals, tables: tables, versions: versions)
            } else {
                for line in CheckReport.headLines(for: totals) {
                    CheckTerminal.line(line, toStandardError: toStandardError)
                }
            }
            let updated = try writeRows(
                totals, tables: tables, versions: versions, showsRows: format == .text && !summaryOnly,
                junitOutput: &junitOutput, options: options)
            if format == .github { writeAnnotations(totals, tables: tables, versions: versions) }
            for total in totals {
                for error in total.errors { CheckTerminal.error(error.description) }
                let more = total.errorCount - total.errors.count
                if more > 0 {
                    CheckTerminal.error("\(total.path): \(more) more malformed rows not shown")
                }
            }
            try junitOutput?.finish()
            junitOutput = nil
            if format != .json {
                CheckTerminal.line(CheckReport.summary(for: totals), toStandardError: toStandardError)
            }
            let drifted = totals.reduce(0) { $0 + $1.mismatched - $1.regressions }
            if drift == .warn && drifted > 0 {
                CheckTerminal.note(
                    "\(drifted) row\(drifted == 1 ? "" : "s") differ\(drifted == 1 ? "s" : "") by drift alone: "
                        + "warnings, not failures (--drift warn)")
            }
            let code = CheckExit.code(for: totals, updated: updated, policy: drift)
            if code != CheckExit.allMatch { throw CLIError.alreadyReported(code) }
        }

        /// One table to check: how reports name it, the file read, and what the first pass found
        /// for `--update`.
        struct Table {
            /// How reports name it: the path given, or `<stdin>`.
            var path: String
            /// The file read: the path, or the temporary file holding stdin.
            var source: String
            /// The format given or sniffed; `nil` takes it from the path's extension.
            var format: CheckTableFormat?
            /// Why it cannot be read at all (stdin that could not be kept).
            var failure: CheckError?
            /// The rows `--update` rewrites.
            var toUpdate = 0
            /// The differing rows `--update` leaves as they are, for rules `--accept` does not name.
            var refused = 0

            /// Reads the table in segments (``CheckStream``).
            func forEachSegment(
                versions: FormattingVersions, _ body: (_ segment: CheckReport, _ isFirst: Bool) -> Void
            ) -> CheckError? {
                CheckStream.forEachSegment(path: path, reading: source, format: format, versions: versions, body)
            }
        }

        /// The second pass over the tables, segment by segment.
        ///
        /// Writes each table's differing rows (when shown), its JUnit suite (when there is a
        /// JUnit report) and its updated bytes (with `--update`), and a note for each row
        /// `--update` leaves for a rule that is not drift. Returns the tables updated whole.
        private func writeRows(
            _ totals: [CheckTotals], tables: [Table], versions: FormattingVersions, showsRows: Bool,
            junitOutput: inout StreamingOutput?, options: CheckReport.UpdateOptions
        ) throws(CheckError) -> Set<String> {
            var options = options
            let junit = junitOutput != nil
            let toStandardError = junitIsStandardOutput
            func failures(_ total: CheckTotals) -> Int { drift == .warn ? total.regressions : total.mismatched }
            if junit {
                junitOutput?.write(
                    CheckReport.junitHead(
                        tests: totals.reduce(0) { $0 + max($1.rows + $1.unreadRows, $1.tableError == nil ? 0 : 1) },
                        failures: totals.reduce(0) { $0 + failures($1) },
                        errors: totals.reduce(0) { $0 + $1.errorCount }))
            }
            var updated: Set<String> = []
            for (total, table) in zip(totals, tables) {
                if let tableError = total.tableError {
                    if junit {
                        junitOutput?.write(CheckReport.junitTableError(path: total.path, error: tableError))
                    }
                    continue
                }
                options.spelling = total.invisibleSpelling
                var updating = update && table.toUpdate > 0
                if update && total.errorCount > 0 {
                    if updating { CheckTerminal.note("\(total.path) is malformed; not updated") }
                    updating = false
                }
                let notesRefused = update && table.refused > 0 && total.errorCount == 0
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
                            path: total.path, tests: total.rows + total.unreadRows, failures: failures(total),
                            errors: total.errorCount))
                }
                guard showsRows && total.mismatched > 0 || junit || updating || notesRefused else { continue }
                var failure: CheckError?
                let error = table.forEachSegment(versions: versions) { segment, isFirst in
                    if junit {
                        for error in segment.table?.malformedRows ?? [] {
                            junitOutput?.write(CheckReport.junitMalformedRow(error, path: total.path))
                        }
                    }
                    for result in segment.results {
                        if showsRows, case .mismatch(let actual) = result.outcome {
                            CheckReport.mismatchLines(
                                result: result, actual: actual, path: total.path, displayWidth: { DisplayWidth.of($0) }
                            ).forEach { CheckTerminal.line($0, toStandardError: toStandardError) }
                        }
                        if notesRefused, let drift = result.drift {
                            let refused = options.refusedRules(drift)
                            if !refused.isEmpty {
                                let names = refused.map(\.rawValue).joined(separator: ",")
                                CheckTerminal.note(
                                    "\(total.path):\(result.row.line): \(result.row.summary): "
                                        + "\(refused.map(\.rawValue).joined(separator: ", ")) (\(drift.detail)) "
                                        + "not updated; correct the row, or pass --accept \(names) to write ICU's text")
                            }
                        }
                        if junit { junitOutput?.write(CheckReport.junitCase(result, path: total.path, policy: drift)) }
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
                    // A partial update (--only-rule, rows not accepted) leaves rows that still differ.
                    if table.toUpdate == total.mismatched { updated.insert(total.path) }
                    let count = table.toUpdate
                    CheckTerminal.note("updated \(count) row\(count == 1 ? "" : "s") in \(total.path)")
                }
            }
            if junit { junitOutput?.write(CheckReport.junitEnd) }
            return updated
        }

        /// GitHub annotations grouped by the rule that explains each row first.
        ///
        /// One pass over the tables per rule, so no rule's rows are held; then one annotation per
        /// problem. Under `--drift warn`, drift rows are `::warning` and regressions `::error`.
        private func writeAnnotations(_ totals: [CheckTotals], tables: [Table], versions: FormattingVersions) {
            var firstRuleRows: [DriftRule: Int] = [:]
            for total in totals { firstRuleRows.merge(total.firstRuleRows, uniquingKeysWith: +) }
            if !summaryOnly {
                for rule in DriftRule.allCases {
                    guard let rows = firstRuleRows[rule], rows > 0 else { continue }
                    CheckTerminal.line("::group::\(rule.title) (\(rows) row\(rows == 1 ? "" : "s"))")
                    for (total, table) in zip(totals, tables) where total.tableError == nil && total.mismatched > 0 {
                        _ = table.forEachSegment(versions: versions) { segment, _ in
                            for result in segment.results {
                                guard case .mismatch(let actual) = result.outcome, let drift = result.drift,
                                    drift.rule == rule
                                else { continue }
                                CheckTerminal.line(
                                    CheckReport.githubAnnotation(
                                        result: result, actual: actual, drift: drift, path: total.path,
                                        policy: self.drift))
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
        /// again; `--summary-only` leaves the rows out (an empty array), as in the text report.
        private func writeJSON(
            _ totals: [CheckTotals], tables: [Table], versions: FormattingVersions
        ) throws(CLIError) {
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
            for (total, table) in zip(totals, tables)
            where !summaryOnly && total.tableError == nil && total.mismatched > 0 {
                _ = table.forEachSegment(versions: versions) { segment, _ in
                    for result in segment.results {
                        guard encodingError == nil,
                            let row = CheckReport.jsonRow(result, path: total.path, policy: drift)
                        else { continue }
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
