/// What checking one table found: each row's outcome, or why the table could not be read.
///
///     let report = CheckReport(path: "Tests/formats.tsv")
///     print(report.matched, report.mismatched, report.errors.count)
///     // Prints "30 0 0"
public struct CheckReport: Sendable {
    /// What checking one row found.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// The actual text is the expected text, byte for byte.
        case match
        /// The actual text differs.
        case mismatch(actual: String)
        /// The row cannot be checked (unknown locale, bad amount, unknown flag…). Boxed, so an
        /// outcome takes no more room than the actual text.
        indirect case malformed(CheckError)

        /// `match`, `mismatch: <actual, invisibles named>` or `malformed: <error>`.
        public var description: String {
            switch self {
            case .match: "match"
            case .mismatch(let actual): "mismatch: \(CheckComparison.visible(actual))"
            case .malformed(let error): "malformed: \(error)"
            }
        }
    }

    /// One row and what checking it found.
    public struct Result: Hashable, Sendable {
        /// The row.
        public var row: CheckRow
        /// What checking it found.
        public var outcome: Outcome
        /// The CLDR major version of the expected value compared with, for a version-keyed
        /// field; `nil` for a plain one.
        public var expectationVersion: String?

        /// The expected text the actual text was compared with: the row's field, or the value
        /// of ``expectationVersion`` in a version-keyed field.
        public var expected: String {
            guard let expectationVersion,
                let value = (try? row.versionedExpectations())?.first(where: { $0.cldr == expectationVersion })
            else { return row.expected }
            return value.text
        }

        /// Why a mismatch differs, by ``DriftClassifier``; `nil` for a match or a malformed row.
        public var drift: Drift? {
            guard case .mismatch(let actual) = outcome else { return nil }
            return DriftClassifier.classify(
                expected: expected, actual: actual, amount: row.amount, currency: row.currency, locale: row.locale)
        }
    }

    /// Each row with its outcome, in file order: a view over the table's rows and the outcomes,
    /// which holds no copy of either.
    public struct Results: RandomAccessCollection, Sendable {
        fileprivate let rows: [CheckRow]
        fileprivate let outcomes: [Outcome]
        fileprivate let versions: [String?]

        /// The first position, 0.
        public var startIndex: Int { 0 }
        /// One past the last position: the number of rows.
        public var endIndex: Int { outcomes.count }

        /// The row at `position` with its outcome.
        public subscript(position: Int) -> Result {
            Result(
                row: rows[position], outcome: outcomes[position],
                expectationVersion: position < versions.count ? versions[position] : nil)
        }
    }

    /// The table's path, as given.
    public let path: String
    /// The parsed table, unless it could not be read or parsed.
    public let table: CheckTable?
    /// Why the table as a whole could not be checked.
    public let tableError: CheckError?
    /// What checking each row found, in the order of the table's rows.
    public let outcomes: [Outcome]
    /// For each row, the CLDR version of the expected value used when its field is version-keyed.
    private let expectationVersions: [String?]
    /// The ICU and CLDR this check ran with.
    public let versions: FormattingVersions

    /// Each row with its outcome, in file order.
    public var results: Results {
        Results(rows: table?.rows ?? [], outcomes: outcomes, versions: expectationVersions)
    }

    /// Reads, parses and checks one table file; never throws: every problem is in the report.
    ///
    /// - Parameters:
    ///   - path: The table file (only a regular file is read).
    ///   - format: The table format; `nil` takes it from the file's extension.
    public init(path: String, format: CheckTableFormat? = nil) {
        do {
            self.init(table: try CheckTable(contentsOfFile: path, format: format))
        } catch {
            self.init(path: path, tableError: error)
        }
    }

    /// Checks every row of a parsed table.
    ///
    /// - Parameters:
    ///   - table: The table.
    ///   - versions: The versions the check runs with, which pick the expected value of a
    ///     version-keyed field; this process's ICU by default (a test may name another CLDR).
    public init(table: CheckTable, versions: FormattingVersions = .current) {
        var resolver = CheckRow.Resolver()
        var outcomes: [Outcome] = []
        var expectationVersions: [String?] = []
        outcomes.reserveCapacity(table.rows.count)
        let running = versions.cldrMajor
        for row in table.rows {
            let (outcome, version) = row.check(path: table.path, resolver: &resolver, running: running)
            outcomes.append(outcome)
            if version != nil || !expectationVersions.isEmpty {
                // Kept only once a keyed row appears: a plain table pays nothing for it.
                if expectationVersions.isEmpty {
                    expectationVersions = Array(repeating: nil, count: outcomes.count - 1)
                }
                expectationVersions.append(version)
            }
        }
        self.path = table.path
        self.table = table
        self.tableError = nil
        self.outcomes = outcomes
        self.expectationVersions = expectationVersions
        self.versions = versions
    }

    /// A report for a table that could not be checked at all.
    public init(path: String, tableError: CheckError) {
        self.path = path
        self.table = nil
        self.tableError = tableError
        self.outcomes = []
        self.expectationVersions = []
        self.versions = .current
    }

    /// `table written with CLDR 48.0 (ICU 78.1), checked with CLDR 42.0 (ICU 72.1)` when the
    /// table records versions other than this check's; `nil` when it records none or the same.
    public var versionNote: String? {
        guard let written = table?.writtenWith, written != versions else { return nil }
        return "table written with CLDR \(written.cldr) (ICU \(written.icu)), "
            + "checked with CLDR \(versions.cldr) (ICU \(versions.icu))"
    }

    /// How many version-keyed rows were compared with each CLDR version's value, by version.
    public var expectationVersionCounts: [(cldr: String, rows: Int)] {
        var counts: [String: Int] = [:]
        for version in expectationVersions { if let version { counts[version, default: 0] += 1 } }
        return counts.sorted { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }.map { ($0.key, $0.value) }
    }

    /// How many rows match.
    public var matched: Int { outcomes.count(where: { $0 == .match }) }

    /// How many rows differ.
    public var mismatched: Int {
        outcomes.count(where: { if case .mismatch = $0 { true } else { false } })
    }

    /// Every problem that makes this table malformed: the table's own, or its rows' (records
    /// that are not rows, and rows that cannot be checked), in line order.
    public var errors: [CheckError] {
        if let tableError { return [tableError] }
        let unchecked = outcomes.compactMap { if case .malformed(let error) = $0 { error } else { nil } }
        guard let unread = table?.malformedRows, !unread.isEmpty else { return unchecked }
        return (unread + unchecked).sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    }

    /// Whether every row matched and nothing was malformed.
    public var passed: Bool {
        tableError == nil && table?.malformedRows.isEmpty != false && outcomes.allSatisfy { $0 == .match }
    }

    /// Every mismatch and problem as `tipfmt check` prints them, or `nil` when every row matches.
    ///
    /// A test can expect it to be `nil` and show it when it is not:
    ///
    ///     #expect(CheckReport(path: "Tests/formats.tsv").failureMessage == nil)
    public var failureMessage: String? {
        guard !passed else { return nil }
        var lines = CheckReport.textLines(for: [self], displayWidth: { $0.count })
        lines += errors.map(\.description)
        lines.append(CheckReport.summary(for: [self]))
        return lines.joined(separator: "\n")
    }
}
