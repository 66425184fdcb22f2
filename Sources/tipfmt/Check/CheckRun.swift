/// What checking one row found.
enum CheckOutcome: Sendable {
    /// The actual text is the expected text, byte for byte.
    case match
    /// The actual text differs.
    case mismatch(actual: String)
    /// The row cannot be checked (unknown locale, bad amount, unknown flag…).
    case malformed(CheckFileError)
}

/// One file's results.
struct CheckFileReport: Sendable {
    /// The file as named on the command line.
    var path: String
    /// The parsed table, unless the file could not be read or parsed.
    var table: CheckTable?
    /// Why the file as a whole could not be checked.
    var fileError: CheckFileError?
    /// Each row with its outcome, in file order.
    var results: [(row: CheckRow, outcome: CheckOutcome)] = []

    var matched: Int { results.filter { if case .match = $0.outcome { true } else { false } }.count }
    var mismatched: Int { results.filter { if case .mismatch = $0.outcome { true } else { false } }.count }
    /// Every problem that makes this file malformed: the file's own, or its rows'.
    var errors: [CheckFileError] {
        if let fileError { return [fileError] }
        return results.compactMap { if case .malformed(let error) = $0.outcome { error } else { nil } }
    }

    /// Reads, parses and checks one file; never throws, every problem is in the report.
    static func check(path: String, format: CheckInputFormat?) -> CheckFileReport {
        let table: CheckTable
        do {
            table = try CheckTable.load(path: path, format: format)
        } catch {
            return CheckFileReport(path: path, fileError: error)
        }
        var report = CheckFileReport(path: path, table: table)
        for row in table.rows {
            do {
                let actual = try row.actual(path: path)
                let outcome: CheckOutcome =
                    actual.utf8.elementsEqual(row.expected.utf8) ? .match : .mismatch(actual: actual)
                report.results.append((row, outcome))
            } catch {
                report.results.append((row, .malformed(error)))
            }
        }
        return report
    }
}

/// The exit codes of `tipfmt check`.
enum CheckExit {
    /// Every row matched.
    static let allMatch: Int32 = 0
    /// At least one row differs.
    static let mismatch: Int32 = 1
    /// A file is unreadable or malformed (this wins over a mismatch).
    static let malformed: Int32 = 2

    /// The exit code for a set of reports; `updated` files no longer count their mismatches.
    static func code(for reports: [CheckFileReport], updated: Set<String> = []) -> Int32 {
        if reports.contains(where: { !$0.errors.isEmpty }) { return malformed }
        if reports.contains(where: { $0.mismatched > 0 && !updated.contains($0.path) }) { return mismatch }
        return allMatch
    }
}
