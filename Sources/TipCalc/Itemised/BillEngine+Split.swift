import Money

extension BillEngine {
    // MARK: - Whole bill

    /// Splits a bill whose every line is shared alike: ``TipCalculator``'s rules.
    ///
    /// The total (bill + tax + tip, rounded as the policy says) is allocated by the weights
    /// (in cash steps for cash), so shares of equal weights differ by at most one step; the bill
    /// and tax are allocated by the same weights, and each tip part is the rest of the share.
    func splitWholeBill(
        _ out: inout Outcome, weights full: [Int], preTip: Int64, cash: Bool, step steps: Int64?,
        explain: inout StepRecorder
    ) throws(TipCalcError) {
        let c = currency
        let everyone = full.allSatisfy { $0 > 0 }
        var positive: [Int] = everyone ? Array(full.indices) : []
        var weights: [Int] = everyone ? full : []
        for (index, weight) in full.enumerated() where !everyone && weight > 0 {
            positive.append(index)
            weights.append(weight)
        }
        var shares: [Int64]
        let total: Int64
        var rule: BillStep.WholeTotal.Rounding? = nil
        if out.net == 0 {
            total = 0
            shares = [Int64](repeating: 0, count: weights.count)
        } else {
            let unrounded = try BillArithmetic.add(preTip, out.tip, c)
            if let step = steps {
                let floor = try BillArithmetic.add(preTip, out.minimumTip, c)
                let precision: Money.Precision = cash ? .cash : .minorUnit
                let start = max(unrounded, floor)
                switch rounding {
                case .none, .nearest:
                    let nearest = try BillArithmetic.nearest(unrounded, step: step, c)
                    rule = .nearest(step: step, amount: nearest)
                    var rounded = nearest
                    if rounded < floor {
                        rounded = try BillArithmetic.up(start, step: step, c)
                        rule = .nearestBelowMinimum(
                            step: step, nearest: nearest, minimum: out.minimumTip, floor: floor, amount: rounded)
                    }
                    total = rounded
                    shares = try BillArithmetic.allocate(total, by: weights, in: precision, c)
                case .up:
                    total = try BillArithmetic.up(start, step: step, c)
                    rule = .up(step: step, minimum: out.minimumTip, amount: total)
                    shares = try BillArithmetic.allocate(total, by: weights, in: precision, c)
                case .sharesUp:
                    let exact = try BillArithmetic.allocate(start, by: weights, c)
                    shares = []
                    shares.reserveCapacity(exact.count)
                    for share in exact { shares.append(try BillArithmetic.up(share, step: step, c)) }
                    total = try BillArithmetic.sum(shares, c)
                    rule = .sharesUp(minimum: out.minimumTip, start: start, step: step, amount: total)
                }
            } else {
                total = unrounded
                shares = try BillArithmetic.allocate(total, by: weights, c)
            }
            explain.add(
                .wholeTotal(
                    .init(net: out.net, tax: out.tax, tip: out.tip, unrounded: unrounded, rounding: rule, total: total))
            )
        }
        let tipFinal = total - preTip
        out.rounding = tipFinal - out.tip
        out.roundingIsTip = true
        let parts = try splitParts(shares: shares, bill: out.net, tax: out.tax, weights: weights)
        explain.wholeShares(
            total: total, shares: shares, weights: weights, people: positive,
            cashStep: cash && out.net != 0 ? c.billCashStep : nil, bill: out.net, tax: out.tax, parts: parts)

        // The tip part of each share is the tip as asked plus the rounding; split it back into the two
        // in proportion to the parts, so a share with no rounding shows none.
        guard detail || !everyone else {
            // The single-amount path: everyone has a weight, no discounts, and the tip parts keep
            // their rounding (``Outcome/roundingParts`` and ``Outcome/discounts`` stay empty).
            out.items = parts.bill
            out.taxParts = parts.tax
            out.tipParts = parts.tip
            out.pays = shares
            return
        }
        let tipParts: [Int64]
        if out.rounding == 0 || !detail {
            tipParts = parts.tip
        } else if tipFinal > 0 {
            tipParts = try BillArithmetic.allocate(out.tip, by: BillArithmetic.keys(parts.tip), c)
        } else {
            tipParts = try BillArithmetic.allocate(out.tip, by: weights, c)
        }
        let included = try BillArithmetic.allocate(out.includedTax, by: weights, c)
        let service = try BillArithmetic.allocate(out.service, by: weights, c)
        let discounts = try BillArithmetic.allocate(
            try BillArithmetic.add(out.itemDiscounts, out.billDiscount, c), by: weights, c)
        let zeros = [Int64](repeating: 0, count: full.count)
        out.items = zeros
        out.discounts = zeros
        out.taxParts = zeros
        out.includedTaxParts = zeros
        out.serviceParts = zeros
        out.tipParts = zeros
        out.roundingParts = zeros
        out.pays = zeros
        for (j, person) in positive.enumerated() {
            out.items[person] = parts.bill[j] + discounts[j]
            out.discounts[person] = discounts[j]
            out.taxParts[person] = parts.tax[j]
            out.includedTaxParts[person] = included[j]
            out.serviceParts[person] = service[j]
            out.tipParts[person] = tipParts[j]
            out.roundingParts[person] = parts.tip[j] - tipParts[j]
            out.pays[person] = shares[j]
        }
    }

    /// The bill, tax and tip part of each share; every tip part is zero or more.
    func splitParts(
        shares: [Int64], bill: Int64, tax: Int64, weights: [Int]
    ) throws(TipCalcError) -> (bill: [Int64], tax: [Int64], tip: [Int64], moves: [Move]) {
        var billUnits = try BillArithmetic.allocate(bill, by: weights, currency)
        var taxUnits = try BillArithmetic.allocate(tax, by: weights, currency)
        // shares[i] >= 0 and bill, tax parts <= their totals, so none of these overflow.
        var tipUnits = shares.indices.map { shares[$0] - billUnits[$0] - taxUnits[$0] }
        var moves: [Move] = []
        // Cash steps can leave a share below its bill + tax part; move bill (then tax) units from
        // that person to one whose tip part has room. The tips sum to tip >= 0, so room exists.
        var donor = 0
        for index in tipUnits.indices where tipUnits[index] < 0 {
            while tipUnits[index] < 0 {
                while donor < tipUnits.count && tipUnits[donor] <= 0 { donor += 1 }
                guard donor < tipUnits.count else { break }
                var amount = min(-tipUnits[index], tipUnits[donor])
                let fromBill = min(amount, billUnits[index])
                billUnits[index] -= fromBill
                billUnits[donor] += fromBill
                amount -= fromBill
                taxUnits[index] -= amount
                taxUnits[donor] += amount
                let moved = fromBill + amount
                tipUnits[index] += moved
                tipUnits[donor] -= moved
                moves.append(Move(from: index, to: donor, bill: fromBill, tax: amount))
            }
        }
        return (billUnits, taxUnits, tipUnits, moves)
    }

    /// Bill or tax units moved from one share's parts to another's so no tip part is negative.
    struct Move {
        var from: Int
        var to: Int
        var bill: Int64
        var tax: Int64
    }

    /// `amount` split in proportion to `keys` (amounts of money), the split recorded as `subject`
    /// when `explain` is on.
    private func allocated(
        _ amount: Int64, by keys: [Int], _ subject: BillStep.Split.Subject, explain: inout StepRecorder
    ) throws(TipCalcError) -> [Int64] {
        let parts = try BillArithmetic.allocate(amount, by: keys, currency)
        explain.split(subject, amount: amount, weights: keys, weightsAreMoney: true, parts: parts)
        return parts
    }

    // MARK: - Per item

    /// Splits a bill whose lines are shared differently: every column in proportion to what each
    /// had, then each person's amount rounded if they pay cash or a rounding policy is set.
    func splitPerItem(
        _ out: inout Outcome, netKey: [Int64], rateKeys: [ExactDecimal: [Int64]], tipKey: [Int64],
        steps: (card: Int64?, cash: Int64?), explain: inout StepRecorder
    ) throws(TipCalcError) {
        let c = currency
        let zeros = [Int64](repeating: 0, count: count)
        var items = zeros
        var itemDiscounts = zeros
        for (index, line) in lines.enumerated() {
            for (j, person) in line.sharers.enumerated() {
                items[person] += out.lineParts[index][j]
                itemDiscounts[person] += out.lineDiscountParts[index][j]
            }
        }
        let keys = BillArithmetic.keys(netKey)
        let billDiscounts = try allocated(out.billDiscount, by: keys, .discount, explain: &explain)
        var discounts = zeros
        for i in 0..<count { discounts[i] = try BillArithmetic.add(itemDiscounts[i], billDiscounts[i], c) }

        var tax = zeros
        var included = zeros
        for group in out.taxes {
            let key = group.rate.flatMap { rateKeys[$0] } ?? netKey
            let parts = try allocated(
                group.amount, by: BillArithmetic.keys(key), .taxGroup(rate: group.rate, included: group.included),
                explain: &explain)
            for i in 0..<count {
                if group.included {
                    included[i] = try BillArithmetic.add(included[i], parts[i], c)
                } else {
                    tax[i] = try BillArithmetic.add(tax[i], parts[i], c)
                }
            }
        }
        let service = try allocated(out.service, by: keys, .service, explain: &explain)
        var tipKeys = BillArithmetic.keys(tipKey)
        if !tipKeys.contains(where: { $0 > 0 }) { tipKeys = keys }
        let tips = try allocated(
            out.tip, by: tipKeys, .tip(beforeDiscounts: tipBase == .beforeDiscount), explain: &explain)

        out.roundingIsTip = !(cashRounding == .separate && rounding == .none)
        var pays = zeros
        var roundings = zeros
        for i in 0..<count {
            let net = items[i] - discounts[i]
            let exact = try BillArithmetic.sum([net, tax[i], tips[i]], c)
            let cash = methods[i] == .cash
            let step = cash ? steps.cash : steps.card
            guard out.net > 0, let step, rounding != .none || cash else {
                pays[i] = exact
                explain.add(
                    .payment(
                        .init(
                            person: i, cash: cash, items: items[i], discount: discounts[i], tax: tax[i],
                            included: included[i], tip: tips[i], exact: exact, rounding: nil)))
                continue
            }
            var pay: Int64
            var reason: BillStep.Payment.Rounding.Reason
            if cash && rounding == .none && cashRounding == .separate {
                pay = try BillArithmetic.nearest(exact, step: step, c)
                reason = .separate
            } else {
                switch rounding {
                case .none, .nearest:
                    // Rounding down takes from the tip: only while it stays at the person's minimum tip.
                    pay = try BillArithmetic.nearest(exact, step: step, c)
                    // The person's part of the service included counts toward their minimum tip.
                    let minimum = max(0, try minimumTip(of: net) - service[i])
                    reason = .nearest(minimum: minimum)
                    if pay < exact && tips[i] - (exact - pay) < minimum {
                        let down = pay
                        pay = try BillArithmetic.up(exact, step: step, c)
                        reason = .upInstead(down: down, minimum: minimum)
                    }
                case .up, .sharesUp:
                    pay = try BillArithmetic.up(exact, step: step, c)
                    reason = .up
                }
            }
            pays[i] = pay
            roundings[i] = pay - exact
            explain.add(
                .payment(
                    .init(
                        person: i, cash: cash, items: items[i], discount: discounts[i], tax: tax[i],
                        included: included[i], tip: tips[i], exact: exact,
                        rounding: .init(step: step, pay: pay, reason: reason, net: net, taken: out.roundingIsTip))))
        }
        out.items = items
        out.discounts = discounts
        out.taxParts = tax
        out.includedTaxParts = included
        out.serviceParts = service
        out.tipParts = tips
        out.roundingParts = roundings
        out.pays = pays
        out.rounding = try BillArithmetic.sum(roundings, c)
    }
}
