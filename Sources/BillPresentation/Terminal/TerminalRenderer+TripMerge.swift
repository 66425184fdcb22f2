package import Money
import TipCalc
package import Trips

/// What `trip merge` and `trip import` (of a trip that exists) print: what a merge changed, or
/// each conflict on a line of its own and the line that says nothing was saved.
///
/// Every word comes from the labels of the locale's language; names, titles and ids are the
/// user's and go through the terminal neutraliser here.
///
///     Merged into Lisbon: bills 2 added, 1 changed, 0 removed; payments 1 added, 0 changed, 0 removed; people 0 joined.
///     Bill dinner: title "Dinner" here, "Late dinner" there
extension TerminalRenderer {
    /// What `merge` changed in one line, or each of its conflicts on a line of its own.
    package func tripMerge(_ merge: TripMerge) throws(MoneyError) -> [String] {
        let name = TerminalText.neutralised(merge.trip.name)
        guard merge.conflicts.isEmpty else { return merge.conflicts.map(tripMergeConflict) }
        let changes = merge.changes
        if changes.isEmpty { return [labels.filled(.tripMergedNothing, ["name": name])] }
        let number = { (value: Int) throws(MoneyError) in try self.wording.numbers.format(ExactDecimal(value)) }
        return [
            labels.filled(
                .tripMerged,
                [
                    "name": name, "added": try number(changes.billsAdded), "changed": try number(changes.billsChanged),
                    "removed": try number(changes.billsRemoved), "payments": try number(changes.paymentsAdded),
                    "paymentsChanged": try number(changes.paymentsChanged),
                    "unpaid": try number(changes.paymentsRemoved), "people": try number(changes.people),
                ])
        ]
    }

    /// `Bill dinner: title "Dinner" here, "Late dinner" there`: one conflict of a merge.
    private func tripMergeConflict(_ conflict: TripMerge.Conflict) -> String {
        let what: String
        switch conflict.subject {
        case .settings: what = labels[.tripMergeSettings]
        case .bill(let id): what = labels.filled(.tripBillNumber, ["id": TerminalText.neutralised(id)])
        case .payment(let id): what = labels.filled(.tripPaymentNumber, ["n": TerminalText.neutralised(id)])
        }
        let differences = conflict.differences.map {
            // Text typed by people is quoted, so where it ends shows.
            let quoted = ["title", "category"].contains($0.field)
            let (mine, theirs) = quoted ? ("\"\($0.mine)\"", "\"\($0.theirs)\"") : ($0.mine, $0.theirs)
            return labels.filled(
                .tripMergeDifference,
                [
                    "field": $0.field, "mine": TerminalText.neutralised(mine),
                    "theirs": TerminalText.neutralised(theirs),
                ])
        }
        return labels.filled(.tripMergeConflict, ["what": what, "differences": differences.joined(separator: "; ")])
    }

    /// The one line that says a merge with conflicts saved nothing, and how to keep a side.
    package func tripMergeConflicts(_ merge: TripMerge) throws(MoneyError) -> String {
        labels.filled(
            .tripMergeConflicts,
            [
                "name": TerminalText.neutralised(merge.trip.name),
                "conflicts": labels.counted(
                    .tripMergeConflictCount, merge.conflicts.count,
                    number: try wording.numbers.format(ExactDecimal(merge.conflicts.count)),
                    locale: wording.money.locale),
            ])
    }

    /// `Trip Lisbon exists: merging the file into it.`: what `trip import` says before it merges.
    package func tripImportMerges(into name: String) -> String {
        labels.filled(.tripImportMerges, ["name": TerminalText.neutralised(name)])
    }
}
