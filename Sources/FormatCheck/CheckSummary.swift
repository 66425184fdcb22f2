import Money

/// Every mismatch of a set of reports grouped by each ``DriftRule`` that explains it.
///
/// One line per rule with its row count, the locales it touched and one example, so a CLDR update
/// reads as a few named changes instead of hundreds of rows. A row two rules explain (its space and its
/// grouping separator changed) counts under both, so the counts may add up to more rows than
/// differ.
///
///     let summary = CheckSummary(reports: [CheckReport(path: "Tests/formats.tsv")])
///     summary.lines.forEach { print($0) }
///     // Prints "grouping separator changed: 2 rows in de_CH, de_LI; e.g. Tests/formats.tsv:5
///     //         de_CH CHF 1234.5: ' → ’ (CHF<NBSP>1'234.50 → CHF<NBSP>1’234.50)"
public struct CheckSummary: Hashable, Sendable {
    /// One rule's share of the mismatches.
    public struct RuleGroup: Hashable, Sendable {
        /// The rule.
        public var rule: DriftRule
        /// How many rows it explains (alone or with other rules).
        public var rows: Int
        /// The locales of those rows, in the order first seen, each once.
        public var locales: [String]
        /// The first such row: where it is, what it is, and what changed.
        public var example: Example
    }

    /// One mismatch, as a summary line shows it.
    public struct Example: Hashable, Sendable, Encodable {
        /// The table's path.
        public var path: String
        /// The row's line.
        public var line: Int
        /// `de_CH CHF 1234.5`.
        public var row: String
        /// The expected text compared with.
        public var expected: String
        /// The actual text.
        public var actual: String
        /// The rule's note of what changed: `’ → '`.
        public var detail: String
    }

    /// The groups, in ``DriftRule``'s order; empty when nothing differs.
    public var groups: [RuleGroup] { DriftRule.allCases.compactMap { byRule[$0] } }

    private var byRule: [DriftRule: RuleGroup] = [:]

    /// The locales a summary line names before it says how many more there are.
    public static let localesShown = 8

    /// An empty summary, to ``add(_:)`` reports to.
    public init() {}

    /// Groups the mismatches of `reports`.
    ///
    /// - Complexity: O(*n*) in the number of rows, plus the locales named per rule.
    public init(reports: [CheckReport]) {
        for report in reports { add(report) }
    }

    /// Adds the mismatches of `report` (a table, or one segment of one).
    public mutating func add(_ report: CheckReport) {
        for result in report.results {
            guard case .mismatch(let actual) = result.outcome, let drift = result.drift else { continue }
            let locale = result.row.locale
            for rule in drift.rules {
                if var group = byRule[rule] {
                    group.rows += 1
                    if !group.locales.contains(locale) { group.locales.append(locale) }
                    byRule[rule] = group
                } else {
                    // The detail says what changed for the first rule; another rule's example
                    // shows the texts with its own title.
                    let example = Example(
                        path: report.path, line: result.row.line, row: result.row.summary, expected: result.expected,
                        actual: actual, detail: rule == drift.rule ? drift.detail : "")
                    byRule[rule] = RuleGroup(rule: rule, rows: 1, locales: [locale], example: example)
                }
            }
        }
    }

    /// Adds another summary's groups (a later table's), keeping this one's examples.
    public mutating func merge(_ other: CheckSummary) {
        for (rule, group) in other.byRule {
            guard var mine = byRule[rule] else {
                byRule[rule] = group
                continue
            }
            mine.rows += group.rows
            for locale in group.locales where !mine.locales.contains(locale) { mine.locales.append(locale) }
            byRule[rule] = mine
        }
    }

    /// One line per rule:
    /// `space changed: 1 row in fr_CA; e.g. t.tsv:9 fr_CA CAD 1234.5: <NNBSP> → <NBSP> (…)`.
    public var lines: [String] {
        groups.map { group in
            var locales = group.locales.prefix(Self.localesShown).joined(separator: ", ")
            if group.locales.count > Self.localesShown {
                locales += " and \(group.locales.count - Self.localesShown) more"
            }
            let example = group.example
            let detail = example.detail.isEmpty ? "" : " \(example.detail)"
            return "\(group.rule.title): \(group.rows) row\(group.rows == 1 ? "" : "s") in \(locales); "
                + "e.g. \(TerminalText.neutralised(example.path)):\(example.line) \(example.row):\(detail) "
                + "(\(CheckComparison.visible(example.expected)) → \(CheckComparison.visible(example.actual)))"
        }
    }
}
