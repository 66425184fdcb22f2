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
///     bill dinner: title "Dinner" here, "Late dinner" there; total €60.00 here, €66.00 there
extension TerminalRenderer {
    /// What `merge` changed in one line, or each of its conflicts on a line of its own.
    package func tripMerge(_ merge: TripMerge) throws(MoneyError) -> [String] {
        let name = TerminalText.neutralised(merge.trip.name)
        guard merge.conflicts.isEmpty else {
            var lines: [String] = []
            for conflict in merge.conflicts { lines.append(try tripMergeConflict(conflict)) }
            return lines
        }
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

    /// `bill dinner: title "Dinner" here, "Late dinner" there`: one conflict of a merge, each
    /// field named and each value worded in the locale's language, amounts as the locale writes
    /// them.
    private func tripMergeConflict(_ conflict: TripMerge.Conflict) throws(MoneyError) -> String {
        let what: String
        switch conflict.subject {
        case .settings: what = labels[.tripMergeSettings]
        case .bill(let id): what = labels.filled(.tripBillNumber, ["id": TerminalText.neutralised(id)])
        case .payment(let id): what = labels.filled(.tripPaymentNumber, ["n": TerminalText.neutralised(id)])
        }
        var differences: [String] = []
        for difference in conflict.differences {
            differences.append(
                labels.filled(
                    .tripMergeDifference,
                    [
                        "field": fieldName(difference), "mine": try mergeValue(difference.mineValue),
                        "theirs": try mergeValue(difference.theirsValue),
                    ]))
        }
        return labels.filled(.tripMergeConflict, ["what": what, "differences": differences.joined(separator: "; ")])
    }

    /// The name of a conflict's field in the locale's language; a field this build does not know
    /// (none today) as it is.
    private func fieldName(_ difference: TripMerge.Difference) -> String {
        // `payee Ann iban`: a person's payment detail, named by the option of `trip payee`.
        let words = difference.field.split(separator: " ", omittingEmptySubsequences: false)
        if words.count >= 3, words[0] == "payee", let detail = words.last {
            let person = words.dropFirst().dropLast().joined(separator: " ")
            return labels.filled(.tripFieldPayee, ["name": TerminalText.neutralised(person), "detail": String(detail)])
        }
        let key: ReceiptLabels.Key? =
            switch difference.field {
            case "kind": .tripFieldKind
            case "title": .tripFieldTitle
            case "date": .tripFieldDate
            case "category": .tripFieldCategory
            case "total": .tripFieldTotal
            case "shares": .tripFieldShares
            case "payers": .tripFieldPayers
            // `home` is the trip's home currency among the settings, a conversion elsewhere.
            case "home":
                if case .currency = difference.mineValue {
                    .tripFieldHomeCurrency
                } else if case .currency = difference.theirsValue {
                    .tripFieldHomeCurrency
                } else if case .conversion = difference.mineValue {
                    .tripFieldHomeAmount
                } else if case .conversion = difference.theirsValue {
                    .tripFieldHomeAmount
                } else {
                    .tripFieldHomeCurrency
                }
            case "from": .tripFieldFrom
            case "to": .tripFieldTo
            case "amount": .tripFieldAmount
            case "method": .tripFieldMethod
            case "households": .tripFieldHouseholds
            case "removed": .tripFieldRemoved
            case "ancestry": .tripFieldAncestry
            default: nil
            }
        return key.map { labels[$0] } ?? TerminalText.neutralised(difference.field)
    }

    /// One side's value of a conflict: amounts formatted for the locale, words from its labels,
    /// text typed by people quoted and made safe for a terminal.
    private func mergeValue(_ value: TripMerge.Value) throws(MoneyError) -> String {
        let shown = { (text: String) in TerminalText.neutralised(text) }
        let money = { (amount: Money) throws(MoneyError) in self.wording.isolated(try self.wording.money.format(amount))
        }
        switch value {
        case .none: return labels[.tripValueNone]
        case .text(let text): return labels.filled(.tripQuoted, ["text": shown(text)])
        case .kind(let kind):
            return switch kind {
            case .single: labels[.tripKindSingle]
            case .itemised: labels[.tripKindItemised]
            case .shares: labels[.tripKindShares]
            }
        case .date(let date): return date.description
        case .money(let amount): return try money(amount)
        case .shares(let shares):
            var parts: [String] = []
            for share in shares { parts.append("\(shown(share.person)) \(try money(share.amount))") }
            return wording.list(parts)
        case .payers(let payers):
            var parts: [String] = []
            for payer in payers {
                parts.append("\(shown(payer.person)) \(try money(payer.amount)) (\(method(payer.method)))")
            }
            return wording.list(parts)
        case .method(let paid): return method(paid)
        case .conversion(let conversion):
            guard conversion.method != .same else { return labels[.tripValueSameCurrency] }
            return labels.filled(
                .tripValueConversion,
                [
                    "amount": try money(conversion.converted),
                    "rate": wording.isolated(try wording.numbers.format(conversion.rate.rate)),
                ])
        case .currency(let currency): return currency.code
        case .households(let households):
            return households.map { household in
                wording.labelled(shown(household.name), wording.list(household.members.map(shown)))
            }.joined(separator: "; ")
        case .removed(let removed): return labels[removed ? .tripValueYes : .tripValueNo]
        case .ancestry(let revision, let replaced):
            return labels.filled(
                .tripValueAncestry,
                [
                    "revision": shown(revision),
                    "versions": labels.counted(
                        .tripValueVersionCount, replaced, number: try wording.numbers.format(ExactDecimal(replaced)),
                        locale: wording.money.locale),
                ])
        }
    }

    /// `cash` or `card` in the locale's words.
    private func method(_ method: ItemisedBill.PaymentMethod) -> String {
        labels[method == .cash ? .cash : .card]
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
