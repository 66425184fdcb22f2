import Money
import TipCalc

/// Writes `BillStep`s as the sentences of an ``Explanation``: the labels' `explain…`
/// keys filled with canonical numbers (so they can be redone by hand), each number or formula
/// isolated in right-to-left text, the user's names with their steering characters shown by name.
struct ExplanationWriter {
    let currency: Currency
    let labels: ReceiptLabels
    private let people: [String]?
    private let items: [String]?
    /// Which person a tie goes to, as the explanation says it: the rule the engine applied.
    private let earlier: String
    private(set) var lines: [Explanation.Line] = []
    /// The kind of the step being written.
    private var kind: BillStep.Kind = .method

    init(currency: Currency, people: [String]?, items: [String]?, declaredOrder: Bool, labels: ReceiptLabels) {
        self.currency = currency
        self.labels = labels
        self.people = people?.map { TerminalText.neutralised($0) }
        self.items = items?.map { TerminalText.neutralised($0) }
        earlier = labels[declaredOrder ? .explainEarlierDeclared : .explainEarlierByName]
    }

    private mutating func add(_ text: String) {
        lines.append(Explanation.Line(kind: kind, text: text))
    }

    // MARK: - Words and numbers

    /// The label `key` with its placeholders filled.
    private func say(_ key: ReceiptLabels.Key, _ values: KeyValuePairs<String, String> = [:]) -> String {
        labels.filled(key, values)
    }

    /// A number or formula as one unit in right-to-left text; unchanged in left-to-right text.
    private func isolated(_ text: String) -> String { labels.isolated(text) }

    /// `name: value` with the language's own colon (`小計：8800` in Japanese).
    private func labelled(_ label: String, _ value: String) -> String {
        labels.filled(.labelled, ["label": label, "value": value])
    }

    /// An amount as canonical text, isolated: `9.09`.
    private func amount(_ units: Int64) -> String { isolated(text(units)) }

    /// An amount in minor units as canonical text: `9.09`, `1200`, `0.500`.
    private func text(_ units: Int64) -> String { Money(minorUnits: units, currency).amountText }

    /// `formula → amount (half-up)` in the language, the formula isolated.
    private func halfUp(_ formula: String, _ units: Int64) -> String {
        say(.explainHalfUp, ["formula": isolated(formula), "amount": amount(units)])
    }

    /// `base × percent / 100 = 9.091` (or `/ (100 + percent)` when contained), not isolated.
    private func formula(_ percentage: BillStep.Percentage, contained: Bool = false) -> String {
        let divisor = contained ? "(100 + \(percentage.percent))" : "100"
        return "\(text(percentage.base)) × \(percentage.percent) / \(divisor) = \(exact(percentage.quotient))"
    }

    private func percentText(_ percent: ExactDecimal) -> String { isolated("\(percent)%") }

    /// A rounding rule in words: "to the nearest, ties to even".
    private func ruleName(_ rule: Money.RoundingRule) -> String {
        switch rule {
        case .toNearestOrEven: labels[.ruleToNearestOrEven]
        case .toNearestOrAway: labels[.ruleToNearestOrAway]
        case .ceiling: labels[.ruleCeiling]
        case .floor: labels[.ruleFloor]
        case .towardZero: labels[.ruleTowardZero]
        case .awayFromZero: labels[.ruleAwayFromZero]
        }
    }

    private func name(_ person: Int) -> String {
        guard let people else { return TerminalText.neutralised(labels.person(String(person + 1))) }
        return person < people.count ? people[person] : labels.person(isolated(String(person + 1)))
    }

    private func itemName(_ item: Int) -> String {
        guard let items, item < items.count else { return TerminalText.neutralised(labels[.bill]) }
        return items[item]
    }

    /// A quotient of minor units in major units, exact or cut after six more digits with `…`.
    private func exact(_ quotient: BillStep.Quotient) -> String {
        let (n, d) = (quotient.numerator, quotient.denominator)
        let extra = 6
        var scale: Int128 = 1
        for _ in 0..<extra { scale *= 10 }
        let whole = n / d
        let scaled = (n % d) * scale
        var digits = whole * scale + scaled / d
        var fractionDigits = currency.fractionDigits + extra
        let inexact = scaled % d != 0
        if !inexact {
            while fractionDigits > currency.fractionDigits && digits % 10 == 0 {
                digits /= 10
                fractionDigits -= 1
            }
        }
        return Self.fixed(digits, fractionDigits) + (inexact ? "…" : "")
    }

    /// A remainder `r / d` of one unit as a decimal with four digits: `0.9945`.
    private func fraction(_ r: Int128, _ d: Int128) -> String {
        let digits = r * 10_000 / d
        return Self.fixed(digits, 4) + (r * 10_000 % d != 0 ? "…" : "")
    }

    private static func fixed(_ value: Int128, _ fractionDigits: Int) -> String {
        var text = String(value.magnitude)
        guard fractionDigits > 0 else { return value < 0 ? "-" + text : text }
        if text.count <= fractionDigits {
            text = String(repeating: "0", count: fractionDigits - text.count + 1) + text
        }
        text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionDigits))
        return value < 0 ? "-" + text : text
    }

    /// `Total 57.40 + tax 0.00 + tip 5.74`: a sum whose terms are named in the language.
    private func namedSum(_ first: String, _ terms: [(ReceiptLabels.Key, Int64)]) -> String {
        ([first] + terms.map { "\(labels[$0.0]) \(amount($0.1))" }).joined(separator: " + ")
    }

    // MARK: - Steps

    mutating func write(_ step: BillStep) {
        kind = step.kind
        switch step {
        case .amounts(let digits):
            add(say(.explainAmounts, ["currency": currency.code, "digits": isolated("\(digits)")]))
        case .sharedAlike(let weights):
            let list = weights.enumerated().filter { $0.element > 0 }.map {
                "\(name($0.offset)) \(isolated("\($0.element)"))"
            }
            add(say(.explainSharedAlike, ["weights": labels.list(list)]))
        case .sharedDifferently:
            add(say(.explainSharedDifferently, ["earlier": earlier]))
        case .item(let item):
            write(item)
        case .split(let split):
            write(split)
        case .had(let amounts):
            let list = amounts.enumerated().map { "\(name($0.offset)) \(amount($0.element))" }
            add(say(.explainHad, ["list": labels.list(list)]))
        case .billDiscount(let discount):
            write(discount)
        case .discountCells(let cells):
            let list = cells.map { cell in
                "\(isolated("\(cell.rate)%")) \(labels[cell.tipped ? .explainTipped : .explainNotTipped]) "
                    + isolated("\(text(cell.net)) − \(text(cell.discount)) = \(text(cell.base))")
            }
            add(say(.explainCellsDiscount, ["list": list.joined(separator: "; ")]))
        case .noTax:
            add(labels[.explainNoTax])
        case .tax(let tax):
            write(tax)
        case .service(.percent(let percentage)):
            add(
                say(
                    .explainServiceIn,
                    [
                        "percent": percentText(percentage.percent), "base": amount(percentage.base),
                        "rounded": halfUp(formula(percentage, contained: true), percentage.amount),
                    ]))
        case .service(.amount(let units)):
            add(say(.explainServiceAmount, ["amount": amount(units)]))
        case .tip(let tip):
            write(tip)
        case .wholeTotal(let total):
            write(total)
        case .move(let move):
            add(
                say(
                    .explainMove,
                    [
                        "name": name(move.from), "bill": amount(move.bill), "tax": amount(move.tax),
                        "to": name(move.to),
                    ]))
        case .tipParts(let parts):
            let list = parts.map { part in
                "\(name(part.person)) "
                    + isolated("\(text(part.share)) − \(text(part.bill)) − \(text(part.tax)) = \(text(part.tip))")
            }
            add(say(.explainTipParts, ["list": list.joined(separator: "; ")]))
        case .payment(let payment):
            write(payment)
        case .totalPaid(let paid):
            var sum = namedSum(
                "\(labels[.explainWordBill]) \(amount(paid.net))",
                [(.explainWordTax, paid.tax), (.explainWordTip, paid.tip)])
            if paid.rounding != 0 {
                let rounding = paid.rounding < 0 ? "−" + text(0 - paid.rounding) : text(paid.rounding)
                sum += " + \(labels[.explainWordRounding]) \(isolated(rounding))"
            }
            add(say(.explainTotalPaid, ["total": amount(paid.total), "sum": sum]) + ".")
        case .paidWhole(let person, let units):
            add(say(.explainPaidWhole, ["name": name(person), "amount": amount(units)]))
        case .owes(let from, let to, let units):
            add(say(.owes, ["from": name(from), "to": name(to), "amount": amount(units)]) + ".")
        case .home(let home, let rule):
            let parts = home.shares.enumerated().filter { !$0.element.isZero }.map {
                "\(name($0.offset)) \(isolated($0.element.amountText))"
            }
            add(
                say(
                    .explainHome,
                    [
                        "rate": isolated(home.rate.description),
                        "amount": isolated("\(home.total.amountText) \(home.total.currency.code)"),
                        "rule": ruleName(rule), "list": labels.list(parts),
                    ]))
        }
    }

    private mutating func write(_ item: BillStep.Item) {
        let name = itemName(item.item)
        var text =
            item.quantity == 1
            ? labelled(name, amount(item.amount))
            : labelled(name, isolated("\(item.quantity) × \(self.text(item.unitPrice)) = \(self.text(item.amount))"))
        let rest = amount(item.amount - item.discountAmount)
        switch item.discount {
        case .percent(let percentage):
            text +=
                ", "
                + say(
                    .explainLessPercent,
                    [
                        "percent": percentText(percentage.percent),
                        "rounded": halfUp(formula(percentage), percentage.amount), "rest": rest,
                    ])
        case .amount(let units):
            text += ", " + say(.explainLessAmount, ["amount": amount(units), "rest": rest])
        case nil:
            break
        }
        add(text)
    }

    private mutating func write(_ discount: BillStep.BillDiscount) {
        switch discount.rule {
        case .percent(let percentage):
            let after = isolated("\(text(discount.itemsNet)) − \(text(discount.amount)) = \(text(discount.net))")
            add(
                say(
                    .explainBillDiscountPercent,
                    [
                        "percent": percentText(percentage.percent), "base": amount(discount.itemsNet),
                        "rounded": halfUp(exact(percentage.quotient), discount.amount), "net": after,
                    ]))
        case .amount:
            add(say(.explainBillDiscountAmount, ["amount": amount(discount.amount), "net": amount(discount.net)]))
        case .none:
            add(say(.explainBillAfterItemDiscounts, ["net": amount(discount.net)]))
        }
    }

    private mutating func write(_ tax: BillStep.Tax) {
        guard let rate = tax.rate, let quotient = tax.quotient else {
            add(say(tax.included ? .explainTaxContained : .explainTaxAdded, ["amount": amount(tax.amount)]))
            return
        }
        let base = text(tax.base)
        let divisor = tax.included ? "(100 + \(rate))" : "100"
        let formula = "\(base) × \(rate) / \(divisor) = \(exact(quotient))"
        add(
            say(
                tax.included ? .explainVATContained : .explainTaxOn,
                ["rate": percentText(rate), "base": isolated(base), "rounded": halfUp(formula, tax.amount)]))
    }

    private mutating func write(_ tip: BillStep.TipStep) {
        let baseName: String
        switch tip.base {
        case .pretax: baseName = labels[.explainBasePretax]
        case .total: baseName = labels[.explainBaseTotal]
        case .beforeDiscount: baseName = labels[.explainBaseBeforeDiscount]
        }
        var text: String
        if let percentage = tip.percentage {
            text = say(
                .explainTipPercent,
                [
                    "percent": percentText(percentage.percent), "base": baseName, "amount": amount(tip.baseAmount),
                    "rounded": halfUp(formula(percentage), tip.wanted),
                ])
        } else {
            text = say(.explainTipGiven, ["amount": amount(tip.wanted)])
        }
        if tip.service > 0 {
            text += "; " + say(.explainLessService, ["service": amount(tip.service), "tip": amount(tip.tip)])
        }
        if tip.zeroBill { text += "; " + labels[.explainZeroBill] }
        add(text + ".")
    }

    private mutating func write(_ total: BillStep.WholeTotal) {
        var text =
            namedSum(
                "\(labels[.total]) \(amount(total.net))", [(.explainWordTax, total.tax), (.explainWordTip, total.tip)])
            + " = \(amount(total.unrounded))"
        var note = ""
        switch total.rounding {
        case .nearest(let step, let rounded):
            note = say(.explainRoundsNearest, ["step": amount(step), "amount": amount(rounded)])
        case .nearestBelowMinimum(let step, let nearest, let minimum, let floor, let rounded):
            note =
                say(.explainRoundsNearest, ["step": amount(step), "amount": amount(nearest)]) + ", "
                + say(
                    .explainBelowMinimum,
                    ["minimum": amount(minimum), "floor": amount(floor), "amount": amount(rounded)])
        case .up(let step, let minimum, let rounded):
            note = say(
                .explainRoundsUp, ["step": amount(step), "minimum": amount(minimum), "amount": amount(rounded)])
        case .sharesUp(let minimum, let start, let step, let rounded):
            note = say(
                .explainSharesUp,
                ["minimum": amount(minimum), "start": amount(start), "step": amount(step), "amount": amount(rounded)])
        case nil:
            break
        }
        if !note.isEmpty { text += "; \(note)" }
        add(text + ".")
    }

    /// A person's payment line, with any rounding.
    ///
    /// `ann pays cash: items 41.84 + tip 2.09 = 43.93 (VAT 3.14 included); to the nearest 0.05: 43.95; …`
    private mutating func write(_ payment: BillStep.Payment) {
        var figures = "\(labels[.explainWordItems]) \(amount(payment.items))"
        if payment.discount > 0 { figures += " − \(labels[.explainWordDiscount]) \(amount(payment.discount))" }
        if payment.tax > 0 { figures += " + \(labels[.explainWordTax]) \(amount(payment.tax))" }
        figures += " + \(labels[.explainWordTip]) \(amount(payment.tip)) = \(amount(payment.exact))"
        if payment.included > 0 { figures += " " + say(.explainVATIncluded, ["amount": amount(payment.included)]) }
        var text = say(
            payment.cash ? .explainPaysCash : .explainPaysCard, ["name": name(payment.person), "sum": figures])
        if let rounding = payment.rounding {
            let step = amount(rounding.step)
            let pay = amount(rounding.pay)
            switch rounding.reason {
            case .separate:
                text += "; " + say(.explainToNearest, ["step": step, "amount": pay])
            case .nearest(let minimum):
                text += "; " + say(.explainToNearest, ["step": step, "amount": pay])
                if rounding.pay < payment.exact {
                    text += " " + say(.explainTipStaysMinimum, ["minimum": amount(minimum)])
                }
            case .upInstead(let down, let minimum):
                text +=
                    "; "
                    + say(
                        .explainUpInstead,
                        [
                            "step": step, "down": amount(down), "tip": amount(payment.tip), "minimum": amount(minimum),
                            "net": amount(rounding.net), "amount": pay,
                        ])
            case .up:
                text += "; " + say(.explainUpToMultiple, ["step": step, "amount": pay])
            }
            let difference = rounding.pay - payment.exact
            if difference != 0 {
                let signed = isolated(
                    (difference > 0 ? "+" : "−") + self.text(difference > 0 ? difference : 0 - difference))
                text += "; " + say(rounding.taken ? .explainRoundingTaken : .explainRoundingApart, ["amount": signed])
            }
        }
        add(text + ".")
    }

    // MARK: - Splits

    /// The title of a split: what is split, and how much.
    private func title(_ split: BillStep.Split) -> String {
        let total = amount(split.amount)
        switch split.subject {
        case .item(let item): return "  " + say(.explainItemShared, ["name": itemName(item), "amount": total])
        case .total(let cashStep?): return say(.explainTotalSplitCash, ["amount": total, "step": amount(cashStep)])
        case .total(nil): return say(.explainTotalSplit, ["amount": total])
        case .bill: return say(.explainBillSplit, ["amount": total])
        case .tax: return say(.explainTaxSplit, ["amount": total])
        case .discount: return say(.explainDiscountSplit, ["amount": total])
        case .taxGroup(let rate, let included):
            let tax = labels[included ? .vat : .tax]
            let title =
                rate.map { say(.explainTaxAt, ["tax": tax, "rate": percentText($0), "amount": total]) }
                ?? "\(tax) \(total)"
            return say(.explainTaxGroupSplit, ["tax": title])
        case .service: return say(.explainServiceSplit, ["amount": total])
        case .tip(let beforeDiscounts):
            return say(beforeDiscounts ? .explainTipSplitBeforeDiscounts : .explainTipSplit, ["amount": total])
        }
    }

    /// One split, person by person: the exact proportional amount, the whole units it gets, and
    /// each leftover unit with who takes it and why.
    private mutating func write(_ split: BillStep.Split) {
        let title = title(split)
        if split.isSole {
            if let only = split.shares.first {
                add(say(.explainAllTo, ["title": title, "name": name(only.person), "amount": amount(only.part)]))
            }
            return
        }
        func weightText(_ weight: Int) -> String { split.weightsAreMoney ? text(Int64(weight)) : "\(weight)" }
        let sum = split.totalWeight
        let sumText = split.weightsAreMoney ? text(Int64(clamping: sum)) : "\(sum)"
        let list = split.shares.map { "\(name($0.person)) \(isolated(weightText($0.weight)))" }
        add(
            say(
                .explainInAll,
                ["title": title, "list": labels.list(list), "sum": isolated(sumText)]))
        for share in split.shares {
            let formula =
                "\(text(split.amount)) × \(weightText(share.weight)) / \(sumText) = "
                + "\(exact(BillStep.Quotient(share.numerator, sum))) → \(text(share.floor))"
            add("  " + labelled(name(share.person), isolated(formula)))
        }
        guard split.leftover > 0 else { return }
        add(
            "  "
                + say(
                    split.leftover == 1 ? .explainLeftoverOne : .explainLeftoverMany,
                    ["n": isolated("\(split.leftover)"), "step": amount(split.step), "earlier": earlier]))
        for unit in split.unitsGiven {
            var why = say(.explainRemainder, ["fraction": isolated(fraction(unit.remainder, sum))])
            switch unit.reason {
            case .largerRemainder(let other, let remainder):
                why +=
                    ", "
                    + say(.explainLargerThan, ["name": name(other), "fraction": isolated(fraction(remainder, sum))])
            case .largerWeight(let other):
                why += ", " + say(.explainSameLargerShare, ["name": name(other)])
            case .earlier(let other):
                why += ", " + say(.explainSameEarlier, ["name": name(other), "earlier": earlier])
            case nil:
                break
            }
            add(
                "  "
                    + say(
                        .explainUnitTo,
                        [
                            "step": amount(split.step), "name": name(unit.person), "why": why,
                            "amount": amount(unit.part),
                        ]))
        }
    }
}
