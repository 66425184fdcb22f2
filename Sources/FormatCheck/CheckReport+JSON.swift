extension CheckReport {
    /// The machine-readable report (`tipfmt check --format json`): the versions, one entry per
    /// rule, one per differing row and one per problem, and the counts.
    ///
    /// An `Encodable` value: encode it with the JSON style of your choice (`tipfmt` sorts keys).
    ///
    ///     {
    ///       "cldr" : "42.0", "icu" : "72.1",
    ///       "rules" : [ { "rule" : "fraction-digits", "title" : "fraction digits changed", "rows" : 5,
    ///                     "locales" : [ "id_ID", … ], "example" : { … } } ],
    ///       "rows" : [ { "path" : "t.tsv", "line" : 7, "locale" : "id_ID", "currency" : "IDR",
    ///                    "amount" : "1234.56", "expected" : "Rp\u00a01.235", "actual" : "Rp\u00a01.234,56",
    ///                    "rules" : [ "fraction-digits" ], "detail" : "0 → 2" } ],
    ///       "errors" : [], "tables" : [ … ],
    ///       "counts" : { "rows" : 30, "matched" : 25, "mismatched" : 5, "malformed" : 0 }
    ///     }
    public struct JSONDocument: Encodable, Sendable {
        /// This run's ICU version.
        public var icu: String
        /// This run's CLDR version.
        public var cldr: String
        /// Each table: its path and the versions it says wrote it.
        public var tables: [Table]
        /// One entry per rule, in ``DriftRule``'s order.
        public var rules: [Rule]
        /// Every differing row, in file order.
        public var rows: [Row]
        /// Every malformed table or row.
        public var errors: [Problem]
        /// The totals.
        public var counts: Counts

        /// One table.
        public struct Table: Encodable, Sendable {
            /// The path, as given.
            public var path: String
            /// The ICU version of the header comment, if any.
            public var writtenWithICU: String?
            /// The CLDR version of the header comment, if any.
            public var writtenWithCLDR: String?
        }

        /// One rule's share.
        public struct Rule: Encodable, Sendable {
            /// The rule's key: `grouping-separator`.
            public var rule: String
            /// The rule's title: `grouping separator changed`.
            public var title: String
            /// The rows it explains, alone or with other rules.
            public var rows: Int
            /// Their locales, each once.
            public var locales: [String]
            /// The first such row.
            public var example: CheckSummary.Example
        }

        /// One differing row.
        public struct Row: Encodable, Sendable {
            /// The table.
            public var path: String
            /// The row's line.
            public var line: Int
            /// The row's columns, as written.
            public var locale: String, currency: String, amount: String, style: String, flags: String
            /// The expected text compared with, and the actual text.
            public var expected: String, actual: String
            /// The CLDR version of the expected value, for a version-keyed field.
            public var expectedCLDR: String?
            /// Every rule's key that explains the row, in ``DriftRule``'s order.
            public var rules: [String]
            /// What changed, for the first rule.
            public var detail: String
            /// `error` when the row fails the check, `warning` for drift under
            /// ``DriftPolicy/warn``.
            public var severity: DriftPolicy.Severity
        }

        /// One problem.
        public struct Problem: Encodable, Sendable {
            /// The table.
            public var path: String
            /// The line, when there is one.
            public var line: Int?
            /// What is wrong.
            public var message: String
        }

        /// The totals over every table.
        public struct Counts: Encodable, Sendable {
            /// Rows read, rows matching, rows differing, problems.
            public var rows: Int, matched: Int, mismatched: Int, malformed: Int
        }
    }

    /// The machine-readable report of `reports`.
    public static func jsonDocument(for reports: [CheckReport]) -> JSONDocument {
        var rows: [JSONDocument.Row] = []
        for report in reports {
            for result in report.results {
                if let row = jsonRow(result, path: report.path) { rows.append(row) }
            }
        }
        let errors = reports.flatMap(\.errors)
        let tables = reports.map { ($0.path, $0.table?.writtenWith) }
        let counts = JSONDocument.Counts(
            rows: reports.reduce(0) { $0 + $1.results.count }, matched: reports.reduce(0) { $0 + $1.matched },
            mismatched: reports.reduce(0) { $0 + $1.mismatched }, malformed: errors.count)
        return jsonDocument(
            versions: reports.first?.versions ?? .current, summary: CheckSummary(reports: reports), tables: tables,
            errors: errors, counts: counts, rows: rows)
    }

    /// The machine-readable report of tables checked in segments, without its rows (which a
    /// caller streams with ``jsonRow(_:path:policy:)``); `errors` holds at most
    /// ``CheckTotals/maximumErrors`` per table.
    public static func jsonDocument(for totals: [CheckTotals]) -> JSONDocument {
        var summary = CheckSummary()
        for total in totals { summary.merge(total.summary) }
        let counts = JSONDocument.Counts(
            rows: totals.reduce(0) { $0 + $1.rows }, matched: totals.reduce(0) { $0 + $1.matched },
            mismatched: totals.reduce(0) { $0 + $1.mismatched }, malformed: totals.reduce(0) { $0 + $1.errorCount })
        return jsonDocument(
            versions: totals.first?.versions ?? .current, summary: summary,
            tables: totals.map { ($0.path, $0.writtenWith) }, errors: totals.flatMap(\.errors), counts: counts,
            rows: [])
    }

    /// One differing row of the machine-readable report, its severity under `policy`; `nil` for a
    /// match or a malformed row.
    public static func jsonRow(_ result: Result, path: String, policy: DriftPolicy = .fail) -> JSONDocument.Row? {
        guard case .mismatch(let actual) = result.outcome, let drift = result.drift else { return nil }
        let row = result.row
        return JSONDocument.Row(
            path: path, line: row.line, locale: row.locale, currency: row.currency, amount: row.amount,
            style: row.style, flags: row.flags, expected: result.expected, actual: actual,
            expectedCLDR: result.expectationVersion, rules: drift.rules.map(\.rawValue), detail: drift.detail,
            severity: policy.severity(of: drift))
    }

    private static func jsonDocument(
        versions: FormattingVersions, summary: CheckSummary, tables: [(String, FormattingVersions?)],
        errors: [CheckError], counts: JSONDocument.Counts, rows: [JSONDocument.Row]
    ) -> JSONDocument {
        let rules = summary.groups.map {
            JSONDocument.Rule(
                rule: $0.rule.rawValue, title: $0.rule.title, rows: $0.rows, locales: $0.locales, example: $0.example)
        }
        return JSONDocument(
            icu: versions.icu, cldr: versions.cldr,
            tables: tables.map {
                JSONDocument.Table(path: $0.0, writtenWithICU: $0.1?.icu, writtenWithCLDR: $0.1?.cldr)
            },
            rules: rules, rows: rows,
            errors: errors.map { JSONDocument.Problem(path: $0.path, line: $0.line, message: $0.message) },
            counts: counts)
    }
}
