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
            /// The rows it explains first.
            public var rows: Int
            /// Their locales, each once.
            public var locales: [String]
            /// The first such row.
            public var example: Row
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
            /// Every rule's key, first the one the row is grouped under.
            public var rules: [String]
            /// What changed, for the first rule.
            public var detail: String
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
        let versions = reports.first?.versions ?? .current
        var rows: [JSONDocument.Row] = []
        var firstOfRule: [DriftRule: JSONDocument.Row] = [:]
        for report in reports {
            for result in report.results {
                guard case .mismatch(let actual) = result.outcome, let drift = result.drift else { continue }
                let row = result.row
                let entry = JSONDocument.Row(
                    path: report.path, line: row.line, locale: row.locale, currency: row.currency, amount: row.amount,
                    style: row.style, flags: row.flags, expected: result.expected, actual: actual,
                    expectedCLDR: result.expectationVersion, rules: drift.rules.map(\.rawValue), detail: drift.detail)
                if firstOfRule[drift.rule] == nil { firstOfRule[drift.rule] = entry }
                rows.append(entry)
            }
        }
        let rules = CheckSummary(reports: reports).groups.compactMap { group -> JSONDocument.Rule? in
            guard let example = firstOfRule[group.rule] else { return nil }
            return JSONDocument.Rule(
                rule: group.rule.rawValue, title: group.rule.title, rows: group.rows, locales: group.locales,
                example: example)
        }
        let errors = reports.flatMap(\.errors).map {
            JSONDocument.Problem(path: $0.path, line: $0.line, message: $0.message)
        }
        let tables = reports.map {
            JSONDocument.Table(
                path: $0.path, writtenWithICU: $0.table?.writtenWith?.icu, writtenWithCLDR: $0.table?.writtenWith?.cldr)
        }
        let counts = JSONDocument.Counts(
            rows: reports.reduce(0) { $0 + $1.results.count }, matched: reports.reduce(0) { $0 + $1.matched },
            mismatched: reports.reduce(0) { $0 + $1.mismatched }, malformed: errors.count)
        return JSONDocument(
            icu: versions.icu, cldr: versions.cldr, tables: tables, rules: rules, rows: rows, errors: errors,
            counts: counts)
    }
}
