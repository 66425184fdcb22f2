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
                "How problems are reported on stdout: text, or github for GitHub Actions annotations.",
                valueName: "format"))
        var format: CheckReport.TextFormat = .text

        @Option(
            help: ArgumentHelp(
                "Also write a JUnit XML report to this file (or to /dev/stdout, a FIFO, a device).",
                valueName: "path"),
            completion: .file(extensions: ["xml"]))
        var junit: String?

        @Flag(help: "Rewrite each differing row's expected column with the actual text, in place (atomically).")
        var update = false

        func validate() throws {
            if files.isEmpty {
                throw ValidationError("give at least one table to check, as in `tipfmt check formats.tsv`")
            }
        }

        func run() throws {
            let reports = files.map { CheckReport(path: $0, format: inputFormat) }
            CheckReport.writeTextLines(for: reports, format: format, displayWidth: { DisplayWidth.of($0) }) {
                StandardStreams.printLine($0)
            }
            for report in reports {
                for error in report.errors { StandardStreams.printError("tipfmt: error: \(error.description)") }
            }
            var updated: Set<String> = []
            if update {
                for report in reports where report.mismatched > 0 {
                    guard report.errors.isEmpty else {
                        StandardStreams.note("\(report.path) is malformed; not updated")
                        continue
                    }
                    guard let bytes = try report.updatedBytes() else { continue }
                    try TableUpdate.write(bytes, to: report.path)
                    updated.insert(report.path)
                    let count = report.mismatched
                    StandardStreams.note("updated \(count) row\(count == 1 ? "" : "s") in \(report.path)")
                }
            }
            if let junit {
                try ReportFile.write(CheckReport.junitDocument(for: reports), to: junit, what: "the JUnit report")
            }
            StandardStreams.printLine(CheckReport.summary(for: reports))
            let code = CheckExit.code(for: reports, updated: updated)
            if code != CheckExit.allMatch { throw CLIError.alreadyReported(code) }
        }
    }
}
