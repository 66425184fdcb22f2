import Money

/// Records the bill engine's steps as ``BillStep`` data while it computes, with every value
/// exact; BillPresentation words them.
///
/// Does nothing when off, so ``TipCalculator/calculate(_:)`` pays nothing for it: every method
/// returns at once, and the engine builds a step's values only behind ``on``.
struct StepRecorder {
    let on: Bool
    private(set) var steps: [BillStep] = []

    init(on: Bool) {
        self.on = on
    }

    /// Adds `step` when on.
    mutating func add(_ step: @autoclosure () -> BillStep) {
        guard on else { return }
        steps.append(step())
    }

    /// Adds the split of `amount` by `weights` when on and there is something to split.
    mutating func split(
        _ subject: BillStep.Split.Subject, amount: Int64, weights: [Int], weightsAreMoney: Bool, parts: [Int64],
        step: Int64 = 1, people: [Int]? = nil, sole: Bool = false
    ) {
        guard on,
            let split = BillStep.Split(
                subject, amount: amount, weights: weights, weightsAreMoney: weightsAreMoney, parts: parts, step: step,
                people: people, sole: sole)
        else { return }
        steps.append(.split(split))
    }

    // MARK: - Steps

    mutating func method(wholeBill: Bool, common: [Int]?, digits: Int) {
        add(.amounts(digits: digits))
        if wholeBill, let common { add(.sharedAlike(weights: common)) } else { add(.sharedDifferently) }
    }

    mutating func line(_ line: BillEngine.Line, item: Int, discount: Int64, parts: [Int64]) {
        guard on else { return }
        var own: BillStep.Item.Discount? = nil
        switch line.discount {
        case .percent(let percent): own = .percent(.init(percent, of: line.amount, amount: discount))
        case .amount: own = .amount(discount)
        case nil: break
        }
        add(
            .item(
                .init(
                    item: item, quantity: line.quantity, unitPrice: line.unitPrice, amount: line.amount, discount: own))
        )
        split(
            .item(item), amount: line.amount, weights: line.weights, weightsAreMoney: false, parts: parts,
            people: line.sharers, sole: line.sharers.count == 1)
    }

    mutating func discount(_ discount: ItemisedBill.Discount?, itemsNet: Int64, amount: Int64, net: Int64) {
        guard on else { return }
        let rule: BillStep.BillDiscount.Rule
        switch discount {
        case .percent(let percent): rule = .percent(.init(percent, of: itemsNet, amount: amount))
        case .amount: rule = .amount
        case nil: rule = .none
        }
        add(.billDiscount(.init(rule: rule, itemsNet: itemsNet, amount: amount, net: net)))
    }

    mutating func cells(_ cells: [BillEngine.Cell], discount: Int64, parts: [Int64]) {
        guard on, discount > 0 else { return }
        add(
            .discountCells(
                cells.enumerated().map { index, cell in
                    .init(rate: cell.rate, tipped: cell.tipped, net: cell.net, discount: parts[index], base: cell.base)
                }))
    }

    mutating func taxes(_ groups: [BillEngine.TaxGroup]) {
        guard on else { return }
        if groups.isEmpty { add(.noTax) }
        for group in groups {
            let quotient = group.rate.map {
                BillStep.Percentage($0, of: group.base, contained: group.included, amount: group.amount).quotient
            }
            add(
                .tax(
                    .init(
                        rate: group.rate, base: group.base, amount: group.amount, included: group.included,
                        quotient: quotient)))
        }
    }

    mutating func service(_ service: ServiceCharge?, net: Int64, amount: Int64) {
        guard on, let service else { return }
        switch service {
        case .percent(let percent): add(.service(.percent(.init(percent, of: net, contained: true, amount: amount))))
        case .amount: add(.service(.amount(amount)))
        }
    }

    mutating func tip(
        base: ItemisedBill.TipBase, baseAmount: Int64, request: Tip, wanted: Int64, service: Int64, tip: Int64,
        zeroBill: Bool
    ) {
        guard on else { return }
        var percentage: BillStep.Percentage? = nil
        if case .percent(let percent) = request { percentage = .init(percent, of: baseAmount, amount: wanted) }
        add(
            .tip(
                .init(
                    base: base, baseAmount: baseAmount, percentage: percentage, wanted: wanted, service: service,
                    tip: tip, zeroBill: zeroBill)))
    }

    mutating func wholeShares(
        total: Int64, shares: [Int64], weights: [Int], people: [Int], cashStep: Int64?, bill: Int64, tax: Int64,
        parts: (bill: [Int64], tax: [Int64], tip: [Int64], moves: [BillEngine.Move])
    ) {
        guard on else { return }
        split(
            .total(cashStep: cashStep), amount: total, weights: weights, weightsAreMoney: false, parts: shares,
            step: cashStep ?? 1, people: people)
        split(.bill, amount: bill, weights: weights, weightsAreMoney: false, parts: parts.bill, people: people)
        split(.tax, amount: tax, weights: weights, weightsAreMoney: false, parts: parts.tax, people: people)
        for move in parts.moves {
            add(.move(.init(from: people[move.from], to: people[move.to], bill: move.bill, tax: move.tax)))
        }
        add(
            .tipParts(
                people.indices.map { j in
                    .init(
                        person: people[j], share: shares[j], bill: parts.bill[j], tax: parts.tax[j], tip: parts.tip[j])
                }))
    }

    mutating func totals(_ out: BillEngine.Outcome, payer: Int?) {
        guard on else { return }
        add(.totalPaid(.init(total: out.total, net: out.net, tax: out.tax, tip: out.tip, rounding: out.rounding)))
        if let payer {
            add(.paidWhole(person: payer, amount: out.total))
            for (person, pay) in out.pays.enumerated() where person != payer && pay > 0 {
                add(.owes(from: person, to: payer, amount: pay))
            }
        }
    }

    mutating func home(_ home: HomeAmounts?, rule: Money.RoundingRule) {
        guard on, let home else { return }
        add(.home(home, rule: rule))
    }
}
