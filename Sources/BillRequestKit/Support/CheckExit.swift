package import FormatCheck

/// The exit codes of `tipfmt check`.
package enum CheckExit {
    /// Every row matched.
    package static let allMatch: Int32 = 0
    /// At least one row differs.
    package static let mismatch: Int32 = 1
    /// A file is unreadable or malformed, or cannot be updated (this wins over a mismatch).
    package static let malformed: Int32 = 2

    /// The exit code for tables checked in segments; `updated` files no longer count their
    /// mismatches, and under ``DriftPolicy/warn`` only regressions count.
    package static func code(
        for totals: [CheckTotals], updated: Set<String> = [], policy: DriftPolicy = .fail
    ) -> Int32 {
        if totals.contains(where: { $0.errorCount > 0 }) { return malformed }
        if totals.contains(where: { !updated.contains($0.path) && $0.fails(under: policy) }) { return mismatch }
        return allMatch
    }
}
