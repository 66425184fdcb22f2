import Money

/// Writes the bill engine's steps as sentences with every value exact, so a person can redo each
/// number by hand: amounts in the bill's currency without its code, exact quotients before
/// rounding (`…` marks a quotient cut after six more digits), and every remainder unit with who
/// took it and why.
///
/// Does nothing when off, so ``TipCalculator`` pays nothing for it.
struct Explainer {
    let currency: Currency
    let names: [String]
    let on: Bool
    /// Which person a tie goes to, as the explanation says it: the rule the engine applied.
    var earlier = "earlier among the people declared"
    private(set) var steps: [ItemisedResult.Step] = []

    init(currency: Currency, names: [String], on: Bool) {
        self.currency = currency
        self.names = names
        self.on = on
    }

    typealias Kind = ItemisedResult.Step.Kind

    private mutating func add(_ kind: Kind, _ text: String) {
        steps.append(ItemisedResult.Step(kind: kind, text: text))
    }

    // MARK: - Numbers

    /// An amount in minor units as canonical text: `9.09`, `1200`, `0.500`.
    func text(_ units: Int64) -> String { Money(minorUnits: units, currency).amountText }

    func name(_ person: Int) -> String { person < names.count ? names[person] : "person \(person + 1)" }

    /// `n / d` minor units in major units, exact or cut after six more digits with `…`.
    func exact(_ n: Int128, _ d: Int128) -> String {
        let extra = 6
        let scale = BillArithmetic.pow10(extra)
        let whole = n / d
        let scaled = (n % d) * scale
        var digits = whole * scale + scaled / d
        var fractionDigits = currency.billDigits + extra
        let inexact = scaled % d != 0
        if !inexact {
            while fractionDigits > currency.billDigits && digits % 10 == 0 {
                digits /= 10
                fractionDigits -= 1
            }
        }
        return Self.fixed(digits, fractionDigits) + (inexact ? "…" : "")
    }

    /// A remainder `r / d` of one unit as a decimal with four digits: `0.9945`.
    func fraction(_ r: Int128, _ d: Int128) -> String {
        let digits = r * 10_000 / d
        return Self.fixed(digits, 4) + (r * 10_000 % d != 0 ? "…" : "")
    }

    static func fixed(_ value: Int128, _ fractionDigits: Int) -> String {
        var text = String(value.magnitude)
        guard fractionDigits > 0 else { return value < 0 ? "-" + text : text }
        if text.count <= fractionDigits {
            text = String(repeating: "0", count: fractionDigits - text.count + 1) + text
        }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionDigits))
        return value < 0 ? "-" + text : text
    }

    func percentText(_ percent: ExactDecimal) -> String { "\(percent)%" }

    // MARK: - Steps

    mutating func method(wholeBill: Bool, common: [Int]?) {
        guard on else { return }
        add(.method, "All amounts in \(currency.code), \(currency.billDigits) fraction digits.")
        if wholeBill, let common {
            let weights = common.enumerated().filter { $0.element > 0 }.map { "\(name($0.offset)) \($0.element)" }
            add(
                .method,
                "Every item is shared the same way (\(weights.joined(separator: ", "))), and they pay the same way: "
                    + "the total is split by these weights first, so equal weights pay within one step of each "
                    + "other, then bill and tax by the same weights; each tip part is the rest of the share.")
        } else {
            add(
                .method,
                "Items are shared differently: each item is split among those who had it; discount, tax, service "
                    + "and tip are split in proportion to what each had; each person pays the sum of their parts. "
                    + "Splits give leftover units to the largest remainders (ties: the larger share, then the "
                    + "person \(earlier)).")
        }
    }

    mutating func line(_ line: BillEngine.Line, amount: Int64, discount: Int64, parts: [Int64]) {
        guard on else { return }
        var text =
            line.quantity == 1
            ? "\(line.name): \(self.text(amount))"
            : "\(line.name): \(line.quantity) × \(self.text(line.unitPrice)) = \(self.text(amount))"
        switch line.discount {
        case .percent(let percent):
            text +=
                ", less \(percentText(percent)): \(self.text(amount)) × \(percent) / 100 = "
                + "\(exact(Int128(amount) * percent.significand, BillArithmetic.pow10(percent.scale + 2))) → "
                + "\(self.text(discount)) (half-up), leaving \(self.text(amount - discount))"
        case .amount:
            text += ", less \(self.text(discount)), leaving \(self.text(amount - discount))"
        case nil:
            break
        }
        add(.item, text)
        let keys = line.weights
        allocation(
            .item, "  \(line.name) \(self.text(amount)) shared", amount: amount, keys: keys, keyIsMoney: false,
            parts: parts, people: line.sharers, quiet: line.sharers.count == 1)
    }

    mutating func had(_ netKey: [Int64], items: [[Int64]], lines: [BillEngine.Line]) {
        guard on else { return }
        let list = netKey.enumerated().map { "\(name($0.offset)) \(text($0.element))" }
        add(.item, "What each had, after item discounts: \(list.joined(separator: ", ")).")
    }

    mutating func discount(_ discount: ItemisedBill.Discount?, itemsNet: Int64, amount: Int64, net: Int64) {
        guard on else { return }
        switch discount {
        case .percent(let percent):
            add(
                .discount,
                "Bill discount \(percentText(percent)) of \(text(itemsNet)) = "
                    + "\(exact(Int128(itemsNet) * percent.significand, BillArithmetic.pow10(percent.scale + 2))) → "
                    + "\(text(amount)) (half-up); bill after discounts \(text(itemsNet)) − \(text(amount)) = \(text(net))."
            )
        case .amount:
            add(.discount, "Bill discount \(text(amount)); bill after discounts \(text(net)).")
        case nil:
            add(.discount, "Bill after item discounts: \(text(net)).")
        }
    }

    mutating func cells(_ cells: [BillEngine.Cell], discount: Int64, parts: [Int64]) {
        guard on, discount > 0 else { return }
        let list = cells.enumerated().map { index, cell in
            "\(cell.rate)% \(cell.tipped ? "tipped" : "not tipped") \(text(cell.net)) − \(text(parts[index])) "
                + "= \(text(cell.base))"
        }
        add(
            .discount,
            "The bill discount lowers each tax rate's and the tipped items' amounts in proportion: "
                + list.joined(separator: "; ") + ".")
    }

    func taxTitle(_ group: BillEngine.TaxGroup) -> String {
        let name = group.included ? "VAT" : "Tax"
        if let rate = group.rate { return "\(name) at \(rate)%, \(text(group.amount))," }
        return "\(name) \(text(group.amount))"
    }

    mutating func taxes(_ groups: [BillEngine.TaxGroup]) {
        guard on else { return }
        if groups.isEmpty { add(.tax, "No tax.") }
        for group in groups {
            guard let rate = group.rate else {
                add(
                    .tax,
                    group.included
                        ? "Tax \(text(group.amount)) contained in the prices (not added)."
                        : "Tax \(text(group.amount)) added on top.")
                continue
            }
            if group.included {
                let denominator = BillArithmetic.pow10(rate.scale + 2) + rate.significand
                add(
                    .tax,
                    "VAT \(rate)% contained in \(text(group.base)): \(text(group.base)) × \(rate) / (100 + \(rate)) = "
                        + "\(exact(Int128(group.base) * rate.significand, denominator)) → \(text(group.amount)) "
                        + "(half-up), already in the prices, not added.")
            } else {
                add(
                    .tax,
                    "Tax \(rate)% on \(text(group.base)): \(text(group.base)) × \(rate) / 100 = "
                        + "\(exact(Int128(group.base) * rate.significand, BillArithmetic.pow10(rate.scale + 2))) → "
                        + "\(text(group.amount)) (half-up), added on top.")
            }
        }
    }

    mutating func service(_ service: ServiceCharge?, net: Int64, amount: Int64) {
        guard on, let service else { return }
        switch service {
        case .percent(let percent):
            let denominator = BillArithmetic.pow10(percent.scale + 2) + percent.significand
            add(
                .service,
                "Service \(percent)% included in \(text(net)): \(text(net)) × \(percent) / (100 + \(percent)) = "
                    + "\(exact(Int128(net) * percent.significand, denominator)) → \(text(amount)) (half-up).")
        case .amount:
            add(.service, "Service \(text(amount)) included in the prices.")
        }
    }

    mutating func tip(
        base: ItemisedBill.TipBase, baseAmount: Int64, request: Tip, wanted: Int64, service: Int64, tip: Int64,
        zeroBill: Bool
    ) {
        guard on else { return }
        let baseName: String
        switch base {
        case .pretax: baseName = "the tipped items after discounts, before tax"
        case .total: baseName = "the tipped items after discounts, with tax"
        case .beforeDiscount: baseName = "the tipped items before discounts"
        }
        var text: String
        switch request {
        case .percent(let percent):
            text =
                "Tip \(percent)% of \(baseName), \(self.text(baseAmount)): \(self.text(baseAmount)) × \(percent) / 100 = "
                + "\(exact(Int128(baseAmount) * percent.significand, BillArithmetic.pow10(percent.scale + 2))) → "
                + "\(self.text(wanted)) (half-up)"
        case .amount:
            text = "Tip \(self.text(wanted)) as given"
        }
        if service > 0 {
            text += "; less the service included \(self.text(service)): \(self.text(tip)) (never below zero)"
        }
        if zeroBill { text += "; the bill is zero, so the tip is zero" }
        add(.tip, text + ".")
    }

    mutating func wholeTotal(net: Int64, tax: Int64, tip: Int64, unrounded: Int64, note: String, total: Int64) {
        guard on else { return }
        var text = "Total \(self.text(net)) + tax \(self.text(tax)) + tip \(self.text(tip)) = \(self.text(unrounded))"
        if !note.isEmpty { text += "; \(note)" }
        add(.total, text + ".")
    }

    mutating func wholeShares(
        total: Int64, shares: [Int64], weights: [Int], people: [Int], cash: Bool, bill: Int64, tax: Int64,
        parts: (bill: [Int64], tax: [Int64], tip: [Int64], moves: [BillEngine.Move])
    ) {
        guard on else { return }
        let step = cash ? currency.billCashStep : 1
        allocation(
            .split, "Total \(text(total)) split by the weights" + (cash ? " in cash steps of \(text(step))" : ""),
            amount: total, keys: weights, keyIsMoney: false, parts: shares, step: step, people: people)
        allocation(
            .split, "Bill \(text(bill)) split by the weights", amount: bill, keys: weights, keyIsMoney: false,
            parts: parts.bill, people: people)
        allocation(
            .split, "Tax \(text(tax)) split by the weights", amount: tax, keys: weights, keyIsMoney: false,
            parts: parts.tax, people: people)
        for move in parts.moves {
            add(
                .split,
                "\(name(people[move.from]))'s share is below their bill and tax parts, so "
                    + "\(text(move.bill)) of bill and \(text(move.tax)) of tax move to \(name(people[move.to])), "
                    + "whose tip part has room.")
        }
        let list = people.indices.map { j in
            "\(name(people[j])) \(text(shares[j])) − \(text(parts.bill[j])) − \(text(parts.tax[j])) = \(text(parts.tip[j]))"
        }
        add(.split, "Tip parts are the rest of each share: \(list.joined(separator: "; ")).")
    }

    enum Rounding {
        case separate
        case nearest(minimum: Int64)
        case upInstead(down: Int64, minimum: Int64)
        case up
    }

    /// A person's columns, for their payment line.
    struct Sum {
        var items: Int64
        var discount: Int64
        var tax: Int64
        var included: Int64
        var tip: Int64
    }

    /// A person's payment line, with any rounding.
    ///
    /// `ann pays cash: items 41.84 + tip 2.09 = 43.93 (VAT 3.14 included); to the nearest 0.05: 43.95; …`
    mutating func payment(
        person: Int, cash: Bool, sum: Sum, exact: Int64,
        rounding: (step: Int64, pay: Int64, reason: Rounding, net: Int64, taken: Bool)? = nil
    ) {
        guard on else { return }
        var text = "\(name(person)) pays \(cash ? "cash" : "by card"): items \(self.text(sum.items))"
        if sum.discount > 0 { text += " − discount \(self.text(sum.discount))" }
        if sum.tax > 0 { text += " + tax \(self.text(sum.tax))" }
        text += " + tip \(self.text(sum.tip)) = \(self.text(exact))"
        if sum.included > 0 { text += " (VAT \(self.text(sum.included)) included)" }
        if let rounding {
            let step = self.text(rounding.step)
            let pay = self.text(rounding.pay)
            switch rounding.reason {
            case .separate:
                text += "; to the nearest \(step): \(pay)"
            case .nearest(let minimum):
                text += "; to the nearest \(step): \(pay)"
                if rounding.pay < exact { text += " (the tip stays at least the minimum \(self.text(minimum)))" }
            case .upInstead(let down, let minimum):
                text +=
                    "; the nearest \(step), \(self.text(down)), would take the tip \(self.text(sum.tip)) below "
                    + "the minimum \(self.text(minimum)) (1% of \(self.text(rounding.net)) or the tip's percentage if less, at least one unit), so up: \(pay)"
            case .up:
                text += "; up to a multiple of \(step): \(pay)"
            }
            let difference = rounding.pay - exact
            if difference != 0 {
                let signed = (difference > 0 ? "+" : "−") + self.text(difference > 0 ? difference : 0 - difference)
                text +=
                    rounding.taken
                    ? "; rounding \(signed), taken up by the tip" : "; rounding \(signed), a line of its own"
            }
        }
        add(.payment, text + ".")
    }

    mutating func totals(_ out: BillEngine.Outcome, payer: Int?) {
        guard on else { return }
        var text =
            "Total paid \(self.text(out.total)) = bill \(self.text(out.net)) + tax \(self.text(out.tax)) + tip "
            + "\(self.text(out.tip))"
        if out.rounding != 0 {
            text += " + rounding \(out.rounding < 0 ? "−" + self.text(0 - out.rounding) : self.text(out.rounding))"
        }
        add(.total, text + ".")
        if let payer {
            add(.settlement, "\(name(payer)) paid the whole bill, \(self.text(out.total)).")
            for (person, pay) in out.pays.enumerated() where person != payer && pay > 0 {
                add(.settlement, "\(name(person)) owes \(name(payer)) \(self.text(pay)).")
            }
        }
    }

    mutating func home(_ home: HomeAmounts?, rate: ExchangeRate?, pays: [Int64]) {
        guard on, let home, let rate else { return }
        let parts = home.shares.enumerated().filter { !$0.element.isZero }.map {
            "\(name($0.offset)) \($0.element.amountText)"
        }
        add(
            .home,
            "Home currency: \(rate); the total converts to \(home.total.amountText) \(home.total.currency.code) "
                + "(rounded \(homeRuleName)), split in proportion to what each pays so the parts add up to it: "
                + parts.joined(separator: ", ") + ".")
    }

    var homeRuleName = "half-even"

    // MARK: - Allocation

    /// One split, person by person: the exact proportional amount, the whole units it gets, and
    /// each leftover unit with who takes it and why.
    mutating func allocation(
        _ kind: Kind, _ title: String, amount: Int64, keys: [Int], keyIsMoney: Bool, parts: [Int64],
        step: Int64 = 1, people: [Int]? = nil, quiet: Bool = false
    ) {
        guard on, amount > 0 else { return }
        let who = people ?? Array(keys.indices)
        var sum: Int128 = 0
        for key in keys where key > 0 { sum += Int128(key) }
        guard sum > 0 else { return }
        if quiet {
            if let only = keys.firstIndex(where: { $0 > 0 }) {
                add(kind, "\(title): all to \(name(who[only])), \(text(parts[only])).")
            }
            return
        }
        func keyText(_ key: Int) -> String { keyIsMoney ? text(Int64(key)) : "\(key)" }
        let sumText = keyIsMoney ? text(Int64(clamping: sum)) : "\(sum)"
        let list = keys.indices.filter { keys[$0] > 0 }.map { "\(name(who[$0])) \(keyText(keys[$0]))" }
        add(kind, "\(title) (\(list.joined(separator: ", ")); in all \(sumText)):")
        let units = Int128(amount / step)
        var floors = [Int128](repeating: 0, count: keys.count)
        var remainders = [Int128](repeating: 0, count: keys.count)
        var given: Int128 = 0
        for index in keys.indices where keys[index] > 0 {
            let product = units * Int128(keys[index])
            floors[index] = product / sum
            remainders[index] = product % sum
            given += floors[index]
            add(
                kind,
                "  \(name(who[index])): \(text(amount)) × \(keyText(keys[index])) / \(sumText) = "
                    + "\(exact(Int128(amount) * Int128(keys[index]), sum)) → "
                    + "\(text(Int64(floors[index]) * step))")
        }
        let leftover = units - given
        guard leftover > 0 else { return }
        add(
            kind,
            "  \(leftover) leftover unit\(leftover == 1 ? "" : "s") of \(text(step)), one each to the largest "
                + "remainders (ties: the larger share, then the person \(earlier)):")
        let ranked = keys.indices.filter { keys[$0] > 0 }.sorted { a, b in
            if remainders[a] != remainders[b] { return remainders[a] > remainders[b] }
            if keys[a] != keys[b] { return keys[a] > keys[b] }
            return a < b
        }
        let received = Set(keys.indices.filter { Int128(parts[$0] / step) > floors[$0] })
        let firstOut = ranked.first { !received.contains($0) }
        for index in ranked where received.contains(index) {
            var why = "remainder \(fraction(remainders[index], sum))"
            if let out = firstOut {
                if remainders[index] > remainders[out] {
                    why += ", larger than \(name(who[out]))'s \(fraction(remainders[out], sum))"
                } else if keys[index] > keys[out] {
                    why += ", the same as \(name(who[out]))'s, with the larger share"
                } else {
                    why += ", the same as \(name(who[out]))'s, and \(earlier)"
                }
            }
            add(kind, "  + \(text(step)) to \(name(who[index])) (\(why)): \(text(parts[index])).")
        }
    }
}
