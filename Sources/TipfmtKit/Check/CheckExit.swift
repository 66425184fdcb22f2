import FormatCheck

/// The exit codes of `tipfmt check`.
enum CheckExit {
    /// Every row matched.
    static let allMatch: Int32 = 0
    /// At least one row differs.
    static let mismatch: Int32 = 1
    /// A file is unreadable or malformed, or cannot be updated (this wins over a mismatch).
    static let malformed: Int32 = 2

    /// The exit code for tables checked in segments; `updated` files no longer count their
    /// mismatches.
    static func code(for totals: [CheckTotals], updated: Set<String> = []) -> Int32 {
        if totals.contains(where: { $0.errorCount > 0 }) { return malformed }
        if totals.contains(where: { $0.mismatched > 0 && !updated.contains($0.path) }) { return mismatch }
        return allMatch
    }
}
