import Money

/// Writes the bill engine's steps as sentences with every value exact, so a person can redo each
/// number by hand: amounts in the bill's currency without its code, exact quotients before
/// rounding (`…` marks a quotient cut after six more digits), and every remainder unit with who
/// took it and why.
///
/// The sentences are the labels' (`explain…` keys, 28 languages); numbers stay canonical so they
/// can be redone by hand, and in right-to-left text each number or formula is isolated so it
/// never reorders with the words around it. Names of people and items are the user's text and
/// enter the sentences with every steering character shown by name (`TerminalText`), so a step
/// can be printed as it is, isolates and all.
///
/// Does nothing when off, so ``TipCalculator`` pays nothing for it.
struct Explainer {
    let currency: Currency
    let names: [String]
    let on: Bool
    /// The language the steps are written in.
    let labels: ReceiptLabels
    /// Which person a tie goes to, as the explanation says it: the rule the engine applied.
    var earlier: String
    private(set) var steps: [ItemisedResult.Step] = []

    init(currency: Currency, names: [String], on: Bool, labels: ReceiptLabels) {
        self.currency = currency
        self.names = on ? names.map { TerminalText.neutralised($0) } : []
        self.on = on
        self.labels = labels
        earlier = labels[.explainEarlierDeclared]
    }

    typealias Kind = ItemisedResult.Step.Kind

    private mutating func add(_ kind: Kind, _ text: String) {
        steps.append(ItemisedResult.Step(kind: kind, text: text))
    }

    // MARK: - Words and numbers

    /// The label `key` with its placeholders filled.
    func say(_ key: ReceiptLabels.Key, _ values: KeyValuePairs<String, String> = [:]) -> String {
        labels.filled(key, values)
    }

    /// A number or formula as one unit in right-to-left text (FIRST STRONG ISOLATE … POP
    /// DIRECTIONAL ISOLATE, as the receipt does); unchanged in left-to-right text.
    func isolated(_ text: String) -> String {
        labels.isolated(text)
    }

    /// An amount as canonical text, isolated: `9.09`.
    func amount(_ units: Int64) -> String { isolated(text(units)) }

    /// `formula → amount (half-up)` in the language, the formula isolated.
    func halfUp(_ formula: String, _ units: Int64) -> String {
        say(.explainHalfUp, ["formula": isolated(formula), "amount": amount(units)])
    }

    /// A rounding rule in words: "to the nearest, ties to even".
    func ruleName(_ rule: Money.RoundingRule) -> String {
        switch rule {
        case .toNearestOrEven: labels[.ruleToNearestOrEven]
        case .toNearestOrAway: labels[.ruleToNearestOrAway]
        case .ceiling: labels[.ruleCeiling]
        case .floor: labels[.ruleFloor]
        case .towardZero: labels[.ruleTowardZero]
        case .awayFromZero: labels[.ruleAwayFromZero]
        }
    }

    /// An amount in minor units as canonical text: `9.09`, `1200`, `0.500`.
    func text(_ units: Int64) -> String { Money(minorUnits: units, currency).amountText }

    func name(_ person: Int) -> String {
        person < names.count ? names[person] : labels.person(isolated(String(person + 1)))
    }

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

    func percentText(_ percent: ExactDecimal) -> String { isolated("\(percent)%") }

    // MARK: - Steps

    mutating func method(wholeBill: Bool, common: [Int]?) {
        guard on else { return }
        add(.method, say(.explainAmounts, ["currency": currency.code, "digits": isolated("\(currency.billDigits)")]))
        if wholeBill, let common {
            let weights = common.enumerated().filter { $0.element > 0 }.map {
                "\(name($0.offset)) \(isolated("\($0.element)"))"
            }
            add(.method, say(.explainSharedAlike, ["weights": weights.joined(separator: ", ")]))
        } else {
            add(.method, say(.explainSharedDifferently, ["earlier": earlier]))
        }
    }

    mutating func line(_ line: BillEngine.Line, amount: Int64, discount: Int64, parts: [Int64]) {
        guard on else { return }
        let item = TerminalText.neutralised(line.name)
        var text =
            line.quantity == 1
            ? "\(item): \(self.amount(amount))"
            : "\(item): \(isolated("\(line.quantity) × \(self.text(line.unitPrice)) = \(self.text(amount))"))"
        switch line.discount {
        case .percent(let percent):
            let formula =
                "\(self.text(amount)) × \(percent) / 100 = "
                + exact(Int128(amount) * percent.significand, BillArithmetic.pow10(percent.scale + 2))
            text +=
                ", "
                + say(
                    .explainLessPercent,
                    [
                        "percent": percentText(percent), "rounded": halfUp(formula, discount),
                        "rest": self.amount(amount - discount),
                    ])
        case .amount:
            text +=
                ", "
                + say(.explainLessAmount, ["amount": self.amount(discount), "rest": self.amount(amount - discount)])
        case nil:
            break
        }
        add(.item, text)
        let keys = line.weights
        allocation(
            .item, "  " + say(.explainItemShared, ["name": item, "amount": self.amount(amount)]), amount: amount,
            keys: keys, keyIsMoney: false, parts: parts, people: line.sharers, quiet: line.sharers.count == 1)
    }

    mutating func had(_ netKey: [Int64], items: [[Int64]], lines: [BillEngine.Line]) {
        guard on else { return }
        let list = netKey.enumerated().map { "\(name($0.offset)) \(amount($0.element))" }
        add(.item, say(.explainHad, ["list": list.joined(separator: ", ")]))
    }

    mutating func discount(_ discount: ItemisedBill.Discount?, itemsNet: Int64, amount: Int64, net: Int64) {
        guard on else { return }
        let after = isolated("\(text(itemsNet)) − \(text(amount)) = \(text(net))")
        switch discount {
        case .percent(let percent):
            let exact = exact(Int128(itemsNet) * percent.significand, BillArithmetic.pow10(percent.scale + 2))
            add(
                .discount,
                say(
                    .explainBillDiscountPercent,
                    [
                        "percent": percentText(percent), "base": self.amount(itemsNet),
                        "rounded": halfUp(exact, amount), "net": after,
                    ]))
        case .amount:
            add(.discount, say(.explainBillDiscountAmount, ["amount": self.amount(amount), "net": self.amount(net)]))
        case nil:
            add(.discount, say(.explainBillAfterItemDiscounts, ["net": self.amount(net)]))
        }
    }

    mutating func cells(_ cells: [BillEngine.Cell], discount: Int64, parts: [Int64]) {
        guard on, discount > 0 else { return }
        let list = cells.enumerated().map { index, cell in
            "\(isolated("\(cell.rate)%")) \(labels[cell.tipped ? .explainTipped : .explainNotTipped]) "
                + isolated("\(text(cell.net)) − \(text(parts[index])) = \(text(cell.base))")
        }
        add(.discount, say(.explainCellsDiscount, ["list": list.joined(separator: "; ")]))
    }

    func taxTitle(_ group: BillEngine.TaxGroup) -> String {
        let name = labels[group.included ? .vat : .tax]
        if let rate = group.rate {
            return say(.explainTaxAt, ["tax": name, "rate": percentText(rate), "amount": amount(group.amount)])
        }
        return "\(name) \(amount(group.amount))"
    }

    mutating func taxes(_ groups: [BillEngine.TaxGroup]) {
        guard on else { return }
        if groups.isEmpty { add(.tax, labels[.explainNoTax]) }
        for group in groups {
            guard let rate = group.rate else {
                add(
                    .tax,
                    say(group.included ? .explainTaxContained : .explainTaxAdded, ["amount": amount(group.amount)]))
                continue
            }
            let base = text(group.base)
            if group.included {
                let denominator = BillArithmetic.pow10(rate.scale + 2) + rate.significand
                let formula =
                    "\(base) × \(rate) / (100 + \(rate)) = \(exact(Int128(group.base) * rate.significand, denominator))"
                add(
                    .tax,
                    say(
                        .explainVATContained,
                        ["rate": percentText(rate), "base": isolated(base), "rounded": halfUp(formula, group.amount)]))
            } else {
                let formula =
                    "\(base) × \(rate) / 100 = "
                    + exact(Int128(group.base) * rate.significand, BillArithmetic.pow10(rate.scale + 2))
                add(
                    .tax,
                    say(
                        .explainTaxOn,
                        ["rate": percentText(rate), "base": isolated(base), "rounded": halfUp(formula, group.amount)]))
            }
        }
    }

    mutating func service(_ service: ServiceCharge?, net: Int64, amount: Int64) {
        guard on, let service else { return }
        switch service {
        case .percent(let percent):
            let denominator = BillArithmetic.pow10(percent.scale + 2) + percent.significand
            let formula =
                "\(text(net)) × \(percent) / (100 + \(percent)) = "
                + exact(Int128(net) * percent.significand, denominator)
            add(
                .service,
                say(
                    .explainServiceIn,
                    ["percent": percentText(percent), "base": self.amount(net), "rounded": halfUp(formula, amount)]))
        case .amount:
            add(.service, say(.explainServiceAmount, ["amount": self.amount(amount)]))
        }
    }

    mutating func tip(
        base: ItemisedBill.TipBase, baseAmount: Int64, request: Tip, wanted: Int64, service: Int64, tip: Int64,
        zeroBill: Bool
    ) {
        guard on else { return }
        let baseName: String
        switch base {
        case .pretax: baseName = labels[.explainBasePretax]
        case .total: baseName = labels[.explainBaseTotal]
        case .beforeDiscount: baseName = labels[.explainBaseBeforeDiscount]
        }
        var text: String
        switch request {
        case .percent(let percent):
            let formula =
                "\(self.text(baseAmount)) × \(percent) / 100 = "
                + exact(Int128(baseAmount) * percent.significand, BillArithmetic.pow10(percent.scale + 2))
            text = say(
                .explainTipPercent,
                [
                    "percent": percentText(percent), "base": baseName, "amount": amount(baseAmount),
                    "rounded": halfUp(formula, wanted),
                ])
        case .amount:
            text = say(.explainTipGiven, ["amount": amount(wanted)])
        }
        if service > 0 {
            text += "; " + say(.explainLessService, ["service": amount(service), "tip": amount(tip)])
        }
        if zeroBill { text += "; " + labels[.explainZeroBill] }
        add(.tip, text + ".")
    }

    /// `Total 57.40 + tax 0.00 + tip 5.74`: a sum whose terms are named in the language.
    private func namedSum(_ first: String, _ terms: [(ReceiptLabels.Key, Int64)]) -> String {
        ([first] + terms.map { "\(labels[$0.0]) \(amount($0.1))" }).joined(separator: " + ")
    }

    mutating func wholeTotal(net: Int64, tax: Int64, tip: Int64, unrounded: Int64, note: String, total: Int64) {
        guard on else { return }
        var text =
            namedSum("\(labels[.total]) \(amount(net))", [(.explainWordTax, tax), (.explainWordTip, tip)])
            + " = \(amount(unrounded))"
        if !note.isEmpty { text += "; \(note)" }
        add(.total, text + ".")
    }

    mutating func wholeShares(
        total: Int64, shares: [Int64], weights: [Int], people: [Int], cash: Bool, bill: Int64, tax: Int64,
        parts: (bill: [Int64], tax: [Int64], tip: [Int64], moves: [BillEngine.Move])
    ) {
        guard on else { return }
        let step = cash ? currency.billCashStep : 1
        let title =
            cash
            ? say(.explainTotalSplitCash, ["amount": amount(total), "step": amount(step)])
            : say(.explainTotalSplit, ["amount": amount(total)])
        allocation(
            .split, title, amount: total, keys: weights, keyIsMoney: false, parts: shares, step: step, people: people)
        allocation(
            .split, say(.explainBillSplit, ["amount": amount(bill)]), amount: bill, keys: weights, keyIsMoney: false,
            parts: parts.bill, people: people)
        allocation(
            .split, say(.explainTaxSplit, ["amount": amount(tax)]), amount: tax, keys: weights, keyIsMoney: false,
            parts: parts.tax, people: people)
        for move in parts.moves {
            add(
                .split,
                say(
                    .explainMove,
                    [
                        "name": name(people[move.from]), "bill": amount(move.bill), "tax": amount(move.tax),
                        "to": name(people[move.to]),
                    ]))
        }
        let list = people.indices.map { j in
            "\(name(people[j])) "
                + isolated(
                    "\(text(shares[j])) − \(text(parts.bill[j])) − \(text(parts.tax[j])) = \(text(parts.tip[j]))")
        }
        add(.split, say(.explainTipParts, ["list": list.joined(separator: "; ")]))
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
        var figures = "\(labels[.explainWordItems]) \(amount(sum.items))"
        if sum.discount > 0 { figures += " − \(labels[.explainWordDiscount]) \(amount(sum.discount))" }
        if sum.tax > 0 { figures += " + \(labels[.explainWordTax]) \(amount(sum.tax))" }
        figures += " + \(labels[.explainWordTip]) \(amount(sum.tip)) = \(amount(exact))"
        if sum.included > 0 { figures += " " + say(.explainVATIncluded, ["amount": amount(sum.included)]) }
        var text = say(cash ? .explainPaysCash : .explainPaysCard, ["name": name(person), "sum": figures])
        if let rounding {
            let step = amount(rounding.step)
            let pay = amount(rounding.pay)
            switch rounding.reason {
            case .separate:
                text += "; " + say(.explainToNearest, ["step": step, "amount": pay])
            case .nearest(let minimum):
                text += "; " + say(.explainToNearest, ["step": step, "amount": pay])
                if rounding.pay < exact { text += " " + say(.explainTipStaysMinimum, ["minimum": amount(minimum)]) }
            case .upInstead(let down, let minimum):
                text +=
                    "; "
                    + say(
                        .explainUpInstead,
                        [
                            "step": step, "down": amount(down), "tip": amount(sum.tip), "minimum": amount(minimum),
                            "net": amount(rounding.net), "amount": pay,
                        ])
            case .up:
                text += "; " + say(.explainUpToMultiple, ["step": step, "amount": pay])
            }
            let difference = rounding.pay - exact
            if difference != 0 {
                let signed = isolated(
                    (difference > 0 ? "+" : "−") + self.text(difference > 0 ? difference : 0 - difference))
                text += "; " + say(rounding.taken ? .explainRoundingTaken : .explainRoundingApart, ["amount": signed])
            }
        }
        add(.payment, text + ".")
    }

    mutating func totals(_ out: BillEngine.Outcome, payer: Int?) {
        guard on else { return }
        let terms: [(ReceiptLabels.Key, Int64)] = [(.explainWordTax, out.tax), (.explainWordTip, out.tip)]
        var sum = namedSum("\(labels[.explainWordBill]) \(amount(out.net))", terms)
        if out.rounding != 0 {
            let rounding = out.rounding < 0 ? "−" + self.text(0 - out.rounding) : self.text(out.rounding)
            sum += " + \(labels[.explainWordRounding]) \(isolated(rounding))"
        }
        add(.total, say(.explainTotalPaid, ["total": amount(out.total), "sum": sum]) + ".")
        if let payer {
            add(.settlement, say(.explainPaidWhole, ["name": name(payer), "amount": amount(out.total)]))
            for (person, pay) in out.pays.enumerated() where person != payer && pay > 0 {
                add(.settlement, say(.owes, ["from": name(person), "to": name(payer), "amount": amount(pay)]) + ".")
            }
        }
    }

    mutating func home(_ home: HomeAmounts?, rate: ExchangeRate?, pays: [Int64], rule: Money.RoundingRule) {
        guard on, let home, let rate else { return }
        let parts = home.shares.enumerated().filter { !$0.element.isZero }.map {
            "\(name($0.offset)) \(isolated($0.element.amountText))"
        }
        add(
            .home,
            say(
                .explainHome,
                [
                    "rate": isolated(rate.description),
                    "amount": isolated("\(home.total.amountText) \(home.total.currency.code)"),
                    "rule": ruleName(rule), "list": parts.joined(separator: ", "),
                ]))
    }

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
                add(
                    kind,
                    say(.explainAllTo, ["title": title, "name": name(who[only]), "amount": self.amount(parts[only])]))
            }
            return
        }
        func keyText(_ key: Int) -> String { keyIsMoney ? text(Int64(key)) : "\(key)" }
        let sumText = keyIsMoney ? text(Int64(clamping: sum)) : "\(sum)"
        let list = keys.indices.filter { keys[$0] > 0 }.map { "\(name(who[$0])) \(isolated(keyText(keys[$0])))" }
        add(kind, say(.explainInAll, ["title": title, "list": list.joined(separator: ", "), "sum": isolated(sumText)]))
        let units = Int128(amount / step)
        var floors = [Int128](repeating: 0, count: keys.count)
        var remainders = [Int128](repeating: 0, count: keys.count)
        var given: Int128 = 0
        for index in keys.indices where keys[index] > 0 {
            let product = units * Int128(keys[index])
            floors[index] = product / sum
            remainders[index] = product % sum
            given += floors[index]
            let formula =
                "\(text(amount)) × \(keyText(keys[index])) / \(sumText) = "
                + "\(exact(Int128(amount) * Int128(keys[index]), sum)) → "
                + "\(text(Int64(floors[index]) * step))"
            add(kind, "  \(name(who[index])): \(isolated(formula))")
        }
        let leftover = units - given
        guard leftover > 0 else { return }
        add(
            kind,
            "  "
                + say(
                    leftover == 1 ? .explainLeftoverOne : .explainLeftoverMany,
                    ["n": isolated("\(leftover)"), "step": self.amount(step), "earlier": earlier]))
        let ranked = keys.indices.filter { keys[$0] > 0 }.sorted { a, b in
            if remainders[a] != remainders[b] { return remainders[a] > remainders[b] }
            if keys[a] != keys[b] { return keys[a] > keys[b] }
            return a < b
        }
        let received = Set(keys.indices.filter { Int128(parts[$0] / step) > floors[$0] })
        let firstOut = ranked.first { !received.contains($0) }
        for index in ranked where received.contains(index) {
            var why = say(.explainRemainder, ["fraction": isolated(fraction(remainders[index], sum))])
            if let out = firstOut {
                let other = name(who[out])
                if remainders[index] > remainders[out] {
                    why +=
                        ", "
                        + say(
                            .explainLargerThan, ["name": other, "fraction": isolated(fraction(remainders[out], sum))])
                } else if keys[index] > keys[out] {
                    why += ", " + say(.explainSameLargerShare, ["name": other])
                } else {
                    why += ", " + say(.explainSameEarlier, ["name": other, "earlier": earlier])
                }
            }
            add(
                kind,
                "  "
                    + say(
                        .explainUnitTo,
                        [
                            "step": self.amount(step), "name": name(who[index]), "why": why,
                            "amount": self.amount(parts[index]),
                        ]))
        }
    }
}
