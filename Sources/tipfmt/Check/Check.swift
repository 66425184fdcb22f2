import ArgumentParser
import FormatCheck
import TipCalc

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
                  tipfmt check formats.tsv --junit /dev/stdout
                  tipfmt check formats.tsv --update        Write the actual text into the table.
                  tipfmt check formats.tsv --format json --summary-only
                  tipfmt check formats.tsv --update --update-mode add-version --only-rule grouping-separator
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
                "Also write a JUnit XML report to this file (or to /dev/stdout, a FIFO, a device).",
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

        func validate() throws {
            if files.isEmpty {
                throw ValidationError("give at least one table to check, as in `tipfmt check formats.tsv`")
            }
            if !update && (updateMode != .replace || onlyRule != nil) {
                throw ValidationError("--update-mode and --only-rule say how to update: add --update")
            }
        }

        func run() throws {
            let reports = files.map { CheckReport(path: $0, format: inputFormat) }
            if format == .json {
                StandardStreams.write(try JSONOutput.encode(CheckReport.jsonDocument(for: reports)))
            } else {
                CheckReport.writeTextLines(
                    for: reports, format: format, summaryOnly: summaryOnly, displayWidth: { DisplayWidth.of($0) }
                ) {
                    StandardStreams.printLine($0)
                }
            }
            for report in reports {
                for error in report.errors { StandardStreams.printError("tipfmt: error: \(error.description)") }
            }
            var updated: Set<String> = []
            if update {
                let options = CheckReport.UpdateOptions(mode: updateMode, onlyRule: onlyRule)
                for report in reports where report.mismatched > 0 {
                    guard report.errors.isEmpty else {
                        StandardStreams.note("\(report.path) is malformed; not updated")
                        continue
                    }
                    guard let bytes = try report.updatedBytes(options) else { continue }
                    try TableUpdate.write(bytes, to: report.path)
                    let count = report.rowsToUpdate(options)
                    // A partial update (--only-rule) leaves rows that still differ.
                    if count == report.mismatched { updated.insert(report.path) }
                    StandardStreams.note("updated \(count) row\(count == 1 ? "" : "s") in \(report.path)")
                }
            }
            if let junit {
                try ReportFile.write(CheckReport.junitDocument(for: reports), to: junit, what: "the JUnit report")
            }
            if format != .json { StandardStreams.printLine(CheckReport.summary(for: reports)) }
            let code = CheckExit.code(for: reports, updated: updated)
            if code != CheckExit.allMatch { throw CLIError.alreadyReported(code) }
        }
    }
}
