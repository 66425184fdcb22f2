#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks a table file in segments of about a mebibyte, so memory does not grow with the
/// table: each segment (whole rows only) is parsed and checked as its own ``CheckReport``, with
/// the table's line numbers, and handed over before the next is read.
///
///     var totals = CheckTotals(path: "big.tsv", versions: .current)
///     let error = CheckStream.forEachSegment(path: "big.tsv") { segment, isFirst in totals.add(segment) }
///
/// TSV and CSV tables are cut between records (a CSV record may span lines inside quotes). A
/// JSON table is one segment: it is read whole (up to ``CheckTable/maximumSize``).
public enum CheckStream {
    /// The size a segment grows to before it is cut at the next record's end: 1 MiB.
    public static let segmentSize = 1 << 20

    /// Reads `path` and calls `body` with each segment's report, in file order; the first has
    /// `isFirst` set (only it holds the header row and the versions comment).
    ///
    /// - Parameters:
    ///   - path: The table file (only a regular file is read).
    ///   - format: The table format; `nil` takes it from the file's extension.
    ///   - versions: The versions the check runs with.
    ///   - segmentSize: Where segments are cut; ``segmentSize`` unless a test wants smaller ones.
    ///   - body: Called with each segment's report.
    /// - Returns: Why the table cannot be checked (unreadable, too large, a broken structure, naming
    ///   its line), or `nil`. Segments before a broken one have been handed to `body`.
    public static func forEachSegment(
        path: String, format: CheckTableFormat? = nil, versions: FormattingVersions = .current,
        segmentSize: Int = segmentSize, _ body: (_ segment: CheckReport, _ isFirst: Bool) -> Void
    ) -> CheckError? {
        forEachSegment(
            path: path, reading: path, format: format, versions: versions, segmentSize: segmentSize, body)
    }

    /// As ``forEachSegment(path:format:versions:segmentSize:_:)``, reading the file at `source`
    /// and naming it `path` in every report and error: a table read from stdin is kept in a
    /// temporary file and named `<stdin>`.
    package static func forEachSegment(
        path: String, reading source: String, format: CheckTableFormat?, versions: FormattingVersions,
        segmentSize: Int = segmentSize, _ body: (_ segment: CheckReport, _ isFirst: Bool) -> Void
    ) -> CheckError? {
        guard let format = format ?? CheckTableFormat(path: path) else { return CheckTable.unknownFormat(path) }
        let descriptor: Int32
        do {
            (descriptor, _) = try TableFile.open(source, maximumSize: CheckTable.maximumSize)
        } catch {
            return CheckError(path: path, line: nil, message: error.reason)
        }
        defer { close(descriptor) }
        var pending: [UInt8] = []
        var atEnd = false
        var firstLine = 1
        var isFirst = true
        var scanner = RecordScanner(format: format)
        while !atEnd || !pending.isEmpty {
            // Fill until a segment's worth ends at a record boundary, or the file ends.
            while !atEnd && (format == .json || scanner.cut == 0) {
                let chunk: [UInt8]
                do {
                    chunk = try TableFile.read(descriptor, upTo: 1 << 16)
                } catch {
                    return CheckError(path: path, line: nil, message: error.reason)
                }
                if chunk.isEmpty {
                    atEnd = true
                } else {
                    pending += chunk
                    scanner.scan(pending, cuttingAfter: segmentSize)
                }
            }
            let cut = scanner.cut == 0 ? pending.count : scanner.cut
            let segment = Array(pending[..<cut])
            pending.removeFirst(cut)
            scanner = RecordScanner(format: format)
            scanner.scan(pending, cuttingAfter: segmentSize)
            let table: CheckTable
            do {
                table = try CheckTable(segment: segment, path: path, format: format, firstLine: firstLine)
            } catch {
                return error
            }
            body(CheckReport(table: table, versions: versions), isFirst)
            isFirst = false
            firstLine += segment.count(where: { $0 == 0x0A })
        }
        return nil
    }
}

/// Finds where records end in a TSV or CSV table's bytes: after a line feed that is not inside
/// a quoted CSV field (a comment line's quotes do not count).
private struct RecordScanner {
    let format: CheckTableFormat
    /// How far the bytes have been scanned.
    private var scanned = 0
    /// Where to cut: just after the first line feed that ends a record at or past the segment
    /// size (0 until there is one).
    private(set) var cut = 0
    private var inQuotes = false
    private var atRecordStart = true
    private var inComment = false

    init(format: CheckTableFormat) { self.format = format }

    mutating func scan(_ bytes: [UInt8], cuttingAfter size: Int) {
        guard format != .json else { return }
        while scanned < bytes.count && cut == 0 {
            let byte = bytes[scanned]
            scanned += 1
            if atRecordStart {
                atRecordStart = false
                inComment = format == .csv && byte == 0x23
            }
            if byte == 0x22 && format == .csv && !inComment {
                inQuotes.toggle()
            } else if byte == 0x0A && !inQuotes {
                if scanned >= size { cut = scanned }
                atRecordStart = true
                inComment = false
            }
        }
    }
}

/// What checking a table in segments found, without its rows: counts, the first problems, the
/// versions, and the per-rule summary.
public struct CheckTotals: Sendable {
    /// The table's path.
    public let path: String
    /// The versions the check ran with.
    public let versions: FormattingVersions
    /// Rows checked, rows matching, rows differing.
    public private(set) var rows = 0, matched = 0, mismatched = 0
    /// The first ``maximumErrors`` malformed rows' problems.
    public private(set) var errors: [CheckError] = []
    /// How many rows were malformed in all (``errors`` holds the first of them).
    public private(set) var errorCount = 0
    /// Why the table as a whole could not be checked; then no row counts.
    public private(set) var tableError: CheckError?
    /// The versions the table says wrote it.
    public private(set) var writtenWith: FormattingVersions?
    /// The mismatches by rule.
    public private(set) var summary = CheckSummary()
    /// The differing rows that no version change explains (``Drift/isDrift`` is `false`): the
    /// regressions, which fail a check even under ``DriftPolicy/warn``.
    public private(set) var regressions = 0
    /// How many differing rows each rule explains first (the rule a GitHub annotation groups
    /// the row under).
    public private(set) var firstRuleRows: [DriftRule: Int] = [:]
    /// The records that are not rows (``CheckTable/malformedRows``); counted in ``errorCount``
    /// but not in ``rows``.
    public private(set) var unreadRows = 0
    private var expectationVersions: [String: Int] = [:]
    private var spellingCounts: [InvisibleSpelling: Int] = [:]

    /// How the table spells invisible characters, as ``CheckTable/invisibleSpelling``.
    public var invisibleSpelling: InvisibleSpelling { InvisibleSpelling.mostUsed(spellingCounts) }

    /// How many problems are kept to show.
    public static let maximumErrors = 1_000

    /// Empty totals for the table at `path`, checked with `versions`.
    public init(path: String, versions: FormattingVersions) {
        self.path = path
        self.versions = versions
    }

    /// Adds one segment's report (the first segment's carries the table's versions comment).
    public mutating func add(_ segment: CheckReport, isFirst: Bool) {
        if isFirst { writtenWith = segment.table?.writtenWith }
        rows += segment.results.count
        matched += segment.matched
        mismatched += segment.mismatched
        for error in segment.errors {
            errorCount += 1
            if errors.count < Self.maximumErrors { errors.append(error) }
        }
        unreadRows += segment.table?.malformedRows.count ?? 0
        for result in segment.results {
            guard let drift = result.drift else { continue }
            if !drift.isDrift { regressions += 1 }
            firstRuleRows[drift.rule, default: 0] += 1
        }
        for (cldr, count) in segment.expectationVersionCounts { expectationVersions[cldr, default: 0] += count }
        for (spelling, count) in segment.table?.spellingCounts ?? [:] { spellingCounts[spelling, default: 0] += count }
        summary.add(segment)
    }

    /// Records why the table cannot be checked; its rows no longer count.
    public mutating func fail(_ error: CheckError) {
        self = CheckTotals(path: path, versions: versions)
        tableError = error
        errorCount = 1
        errors = [error]
    }

    /// Whether every row matched and nothing was malformed.
    public var passed: Bool { errorCount == 0 && mismatched == 0 }

    /// Whether the table fails a check under `policy`: a malformed row, or a differing row
    /// that `policy` does not let pass (under ``DriftPolicy/warn``, only regressions fail).
    public func fails(under policy: DriftPolicy) -> Bool {
        errorCount > 0 || (policy == .warn ? regressions : mismatched) > 0
    }

    /// As ``CheckReport/versionNote``.
    public var versionNote: String? {
        guard let written = writtenWith, written != versions else { return nil }
        return "table written with CLDR \(written.cldr) (ICU \(written.icu)), "
            + "checked with CLDR \(versions.cldr) (ICU \(versions.icu))"
    }

    /// As ``CheckReport/expectationVersionCounts``.
    public var expectationVersionCounts: [(cldr: String, rows: Int)] {
        expectationVersions.sorted { (Int($0.key) ?? 0) < (Int($1.key) ?? 0) }.map { ($0.key, $0.value) }
    }
}
