import Money

/// Computes an ``ItemisedBill``: who had what, who pays how, and why every cent lands where it lands.
///
/// The same engine computes ``TipCalculator/calculate(_:)``: a single amount is a bill of one item
/// shared by everyone, and gives exactly the same result. Step by step (every rounding named):
///
/// 1. **Items**: each line is quantity × unit price, less its own discount (a percentage rounds
///    half-up). A line is split among those who had it by their weights with
///    `Money.allocated(by:)`: leftover minor units go to the largest remainders, ties to the larger
///    weight, then to the earlier person on the bill (in ``ItemisedBill/people`` order, else in name
///    order), whatever the order of the items or of an item's names.
/// 2. **Bill discount**: an amount, or a percentage of the items after their discounts (half-up).
/// 3. **Tax** per rate (the item's own rate, else the bill's): `base × rate / 100` added on top,
///    or, when ``ItemisedBill/pricesIncludeTax``, `base × rate / (100 + rate)` contained (shown,
///    not added); each half-up. A tax amount applies to the whole bill.
/// 4. **Service included**: `bill × p / (100 + p)`, half-up, as in ``TipCalculator``.
/// 5. **Tip**: the percentage of the tip base (``ItemisedBill/TipBase``: items not tipped are left
///    out), half-up, less the service included, never below zero; or a fixed amount.
/// 6. **Split**: when every item is shared the same way and everyone pays the same way
///    (``ItemisedResult/Method/wholeBill``), the total is rounded and split exactly as
///    ``TipCalculator`` does. Otherwise (``ItemisedResult/Method/perItem``) the bill discount,
///    service and tip are split in proportion to what each had after item discounts, each tax
///    rate in proportion to what each had at that rate; each person pays the sum of their parts.
/// 7. **Rounding** (per item): a cash payer's amount rounds to the nearest cash step (0.05 CHF; a
///    no-op where the cash step is the minor unit), and with a rounding policy every payer's amount
///    rounds to the increment (nearest, or up for ``RoundingPolicy/up`` and ``RoundingPolicy/sharesUp``).
///    With ``ItemisedBill/CashRounding/tip`` the tip takes the difference: rounding up adds to it,
///    and rounding down is allowed only while the person's tip stays at least their minimum tip
///    (1% of what they had, or the percentage asked for if that is less, half-up, at least one
///    minor unit; zero for someone who had nothing or a zero tip; less their part of the service
///    included), otherwise the amount rounds up. With ``ItemisedBill/CashRounding/separate`` a
///    cash payment rounds to the nearest step and the difference is a line of its own.
/// 8. **Home currency**: the total is converted once and split in proportion to what each pays.
public enum ItemisedCalculator {
    /// Computes a bill.
    ///
    ///     var bill = ItemisedBill(currency: .usd, items: [
    ///         .init(name: "Steak", unitPrice: try Money(parsing: "85.91", .usd), sharedBy: .person("ann")),
    ///         .init(name: "Soup", unitPrice: try Money(parsing: "5.00", .usd), sharedBy: .person("ben")),
    ///     ])
    ///     bill.tax = .rate(10)
    ///     let result = try ItemisedCalculator.calculate(bill)
    ///     print(result.people.map(\.amounts.pays))
    ///     // Prints "[94.50 USD, 5.50 USD]"
    ///
    /// - Parameters:
    ///   - bill: The bill.
    ///   - explaining: Whether to record every step in ``ItemisedResult/explanation`` (it costs
    ///     time on long bills); BillPresentation's `Explanation` words them in a language.
    /// - Throws: ``TipCalcError/invalidBill(_:)`` with the ``ItemisedBill/Problem``: a name that
    ///   is empty or repeated, a weight that is not above zero, more than 1,000 people, a name not
    ///   on the bill (``ItemisedBill/Problem/unknownPerson(_:in:closest:declared:)``), a person
    ///   paying two ways, a bill without items, a quantity out of range, a negative price, a
    ///   discount larger than what it applies to, or a tax amount with item rates;
    ///   ``TipCalcError/negativeAmount(_:_:)`` for a negative tax, service charge or tip,
    ///   ``TipCalcError/taxOnZeroBill(tax:)``, ``TipCalcError/serviceAboveBill(service:bill:)``,
    ///   ``TipCalcError/incrementNotMultipleOfCash(increment:cashIncrement:currency:)``,
    ///   ``TipCalcError/percentOutOfRange(_:)``, ``TipCalcError/taxRateOutOfRange(_:)``,
    ///   ``TipCalcError/serviceOutOfRange(_:)``, or ``TipCalcError/money(_:)`` for mixed
    ///   currencies, a bad increment or an overflow.
    /// - Complexity: O(*i* · *p* log *p*) for *i* items among *p* people.
    public static func calculate(
        _ bill: ItemisedBill, explaining: Bool = false
    ) throws(TipCalcError) -> ItemisedResult {
        var roster = Roster()
        // Declared people are everyone on the bill, in their order; without them everyone an item
        // names is, in name order, so that no spelling of the bill changes who takes a leftover unit.
        let declared = !bill.people.isEmpty
        for person in bill.people {
            guard !person.name.isEmpty else { throw .invalidBill(.unnamedPerson) }
            guard roster.add(person.name, payment: person.payment ?? bill.defaultPayment) else {
                throw .invalidBill(.personDeclaredTwice(person.name))
            }
        }
        guard !bill.items.isEmpty else {
            throw .invalidBill(.noItems)
        }
        var lines: [BillEngine.Line] = []
        lines.reserveCapacity(bill.items.count)
        var everyone: [Int] = []
        for (position, item) in bill.items.enumerated() {
            let number = position + 1
            guard !item.name.isEmpty else { throw .invalidBill(.unnamedItem(item: number)) }
            guard (1...ItemisedBill.Item.maximumQuantity).contains(item.quantity) else {
                throw .invalidBill(.quantityOutOfRange(item: number, name: item.name, quantity: item.quantity))
            }
            guard item.unitPrice.currency == bill.currency else {
                throw .money(.currencyMismatch(bill.currency.code, item.unitPrice.currency.code))
            }
            guard !item.unitPrice.isNegative else {
                throw .invalidBill(.negativePrice(item: number, name: item.name, price: item.unitPrice))
            }
            let product = item.unitPrice.minorUnits.multipliedReportingOverflow(by: Int64(item.quantity))
            guard !product.overflow else { throw .money(.overflow("\(item.quantity) × \(item.unitPrice)")) }
            var sharers: [Int] = []
            var weights: [Int] = []
            func index(_ name: String) throws(TipCalcError) -> Int {
                guard declared else { return try roster.index(name, bill.defaultPayment, item: number, item.name) }
                guard let index = roster.lookup(name) else {
                    throw .invalidBill(
                        .unknownPerson(
                            name, in: .item(number, item.name), closest: roster.closest(to: name), declared: true))
                }
                return index
            }
            switch item.sharedBy {
            case .everyone:
                everyone.append(position)
            case .equally(let names):
                guard !names.isEmpty else { throw .invalidBill(.sharedByNobody(item: number, name: item.name)) }
                for name in names {
                    sharers.append(try index(name))
                    weights.append(1)
                }
            case .weighted(let shares):
                guard !shares.isEmpty else { throw .invalidBill(.sharedByNobody(item: number, name: item.name)) }
                for share in shares {
                    guard share.weight > 0 else {
                        throw .invalidBill(
                            .weightNotPositive(item: number, name: item.name, person: share.name, weight: share.weight))
                    }
                    sharers.append(try index(share.name))
                    weights.append(share.weight)
                }
            }
            if Set(sharers).count != sharers.count {
                throw .invalidBill(.personNamedTwice(item: number, name: item.name))
            }
            lines.append(
                BillEngine.Line(
                    name: item.name, quantity: item.quantity, unitPrice: item.unitPrice.minorUnits,
                    amount: product.partialValue, discount: item.discount, rate: item.taxRate,
                    tipped: item.isTipped, sharers: sharers, weights: weights))
        }
        if !declared {
            let moved = roster.sortByName()
            for index in lines.indices { lines[index].sharers = lines[index].sharers.map { moved[$0] } }
        }
        // Each line's sharers in the bill's order, so the order of an @ list changes nothing.
        for index in lines.indices where lines[index].sharers.count > 1 {
            let sharers = lines[index].sharers
            guard zip(sharers, sharers.dropFirst()).contains(where: { $0 > $1 }) else { continue }
            let pairs = zip(lines[index].sharers, lines[index].weights).sorted { $0.0 < $1.0 }
            lines[index].sharers = pairs.map(\.0)
            lines[index].weights = pairs.map(\.1)
        }
        var paid: [String: ItemisedBill.PaymentMethod] = [:]
        for (name, method) in bill.payments.sorted(by: { $0.key.lowercased() < $1.key.lowercased() }) {
            guard let index = roster.lookup(name) else {
                throw .invalidBill(
                    .unknownPerson(
                        name, in: .payment(method), closest: roster.closest(to: name), declared: declared))
            }
            if let earlier = paid[name.lowercased()], earlier != method { throw .invalidBill(.paymentTwice(name)) }
            paid[name.lowercased()] = method
            roster.setPayment(method, at: index)
        }
        var payer: Int? = nil
        if let name = bill.paidBy {
            guard let index = roster.lookup(name) else {
                throw .invalidBill(
                    .unknownPerson(name, in: .paidBy, closest: roster.closest(to: name), declared: declared))
            }
            payer = index
        }
        guard !roster.names.isEmpty else { throw .invalidBill(.nobody) }
        guard roster.names.count <= Party.maximumSize else {
            throw .invalidBill(.tooManyPeople(roster.names.count))
        }
        let all = Array(roster.names.indices)
        let ones = [Int](repeating: 1, count: all.count)
        for position in everyone {
            lines[position].sharers = all
            lines[position].weights = ones
        }

        var engine = BillEngine(
            currency: bill.currency, methods: roster.methods, lines: lines,
            common: commonWeights(lines, count: all.count), tax: bill.tax, pricesIncludeTax: bill.pricesIncludeTax,
            discount: bill.discount, service: bill.service, tip: bill.tip, tipBase: bill.effectiveTipBase,
            rounding: bill.rounding, increment: bill.roundingIncrement, cashRounding: bill.cashRounding,
            payer: payer, home: bill.home, homeRounding: bill.homeRounding)
        engine.explaining = explaining
        let out = try engine.run()
        return result(of: bill, out, roster: roster, lines: lines, payer: payer)
    }

    /// One weight per person when every line is shared by the same people in the same
    /// proportions (each line's weights divided by their greatest common divisor), else `nil`.
    ///
    /// A bill of one line keeps its weights as given: a single amount split 2, 2, 4 is split
    /// (and explained) by 2, 2, 4, as typed; the shares are the same either way.
    static func commonWeights(_ lines: [BillEngine.Line], count: Int) -> [Int]? {
        var common: [Int]? = nil
        var scratch = [Int](repeating: 0, count: count)
        for line in lines {
            var divisor = 0
            if lines.count > 1 { for weight in line.weights { divisor = gcd(divisor, weight) } }
            for index in scratch.indices { scratch[index] = 0 }
            for (j, person) in line.sharers.enumerated() { scratch[person] = line.weights[j] / max(divisor, 1) }
            if let common {
                if common != scratch { return nil }
            } else {
                common = scratch
            }
        }
        return common
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    private static func result(
        of bill: ItemisedBill, _ out: BillEngine.Outcome, roster: Roster, lines: [BillEngine.Line], payer: Int?
    ) -> ItemisedResult {
        let c = bill.currency
        func money(_ units: Int64) -> Money { Money(minorUnits: units, c) }
        var people: [ItemisedResult.Person] = []
        people.reserveCapacity(roster.names.count)
        for index in roster.names.indices {
            let amounts = ItemisedResult.Amounts(
                items: money(out.items[index]), discount: money(out.discounts[index]), tax: money(out.taxParts[index]),
                includedTax: money(out.includedTaxParts[index]), service: money(out.serviceParts[index]),
                tip: money(out.tipParts[index]), rounding: money(out.roundingParts[index]), pays: money(out.pays[index])
            )
            people.append(
                ItemisedResult.Person(
                    name: roster.names[index], payment: roster.methods[index], amounts: amounts,
                    home: out.home?.shares[index]))
        }
        var items: [ItemisedResult.ItemLine] = []
        items.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            var parts: [ItemisedResult.Part] = []
            if index < out.lineParts.count {
                parts.reserveCapacity(line.sharers.count)
                for (j, person) in line.sharers.enumerated() {
                    parts.append(
                        ItemisedResult.Part(
                            person: person, amount: money(out.lineParts[index][j]),
                            discount: money(out.lineDiscountParts[index][j])))
                }
            }
            let rate: ExactDecimal?
            if let own = line.rate {
                rate = own
            } else if case .rate(let billRate) = bill.tax {
                rate = billRate
            } else {
                rate = nil
            }
            items.append(
                ItemisedResult.ItemLine(
                    name: line.name, quantity: line.quantity, unitPrice: money(line.unitPrice),
                    amount: money(out.lineAmounts[index]), discount: money(out.lineDiscounts[index]), taxRate: rate,
                    isTipped: line.tipped, parts: parts))
        }
        let totals = ItemisedResult.Amounts(
            items: money(out.subtotal), discount: money(out.itemDiscounts + out.billDiscount), tax: money(out.tax),
            includedTax: money(out.includedTax), service: money(out.service), tip: money(out.tip),
            rounding: money(out.rounding), pays: money(out.total))
        var debts: [ItemisedResult.Debt] = []
        if let payer {
            for (index, pay) in out.pays.enumerated() where index != payer && pay > 0 {
                debts.append(
                    ItemisedResult.Debt(from: roster.names[index], to: roster.names[payer], amount: money(pay)))
            }
        }
        return ItemisedResult(
            bill: bill, method: out.wholeBill ? .wholeBill : .perItem, people: people, items: items,
            taxes: out.taxes.map {
                ItemisedResult.TaxLine(
                    rate: $0.rate, base: money($0.base), amount: money($0.amount), included: $0.included)
            },
            totals: totals, tipBase: money(out.tipBase), tipPercent: out.tipPercent, wantedTip: money(out.wantedTip),
            effectiveTipPercent: out.effectiveTipPercent, roundingIsTip: out.roundingIsTip, debts: debts,
            home: out.home, explanation: out.steps)
    }
}

/// The people on a bill, found by name without regard to case: in the order added, or in name
/// order after ``sortByName()``.
struct Roster {
    private(set) var names: [String] = []
    private(set) var methods: [ItemisedBill.PaymentMethod] = []
    private var indices: [String: Int] = [:]

    /// Adds a person; `false` when the name is already there.
    mutating func add(_ name: String, payment: ItemisedBill.PaymentMethod) -> Bool {
        let key = name.lowercased()
        guard indices[key] == nil else { return false }
        indices[key] = names.count
        names.append(name)
        methods.append(payment)
        return true
    }

    func lookup(_ name: String) -> Int? { indices[name.lowercased()] }

    /// Sets how the person at `index` pays.
    mutating func setPayment(_ payment: ItemisedBill.PaymentMethod, at index: Int) { methods[index] = payment }

    /// Puts the people in name order (letter case ignored, by Unicode code points) and returns
    /// each old index's new one.
    mutating func sortByName() -> [Int] {
        let keys = names.map { $0.lowercased() }
        let order = names.indices.sorted { keys[$0] < keys[$1] }
        var moved = [Int](repeating: 0, count: names.count)
        for (new, old) in order.enumerated() { moved[old] = new }
        names = order.map { names[$0] }
        methods = order.map { methods[$0] }
        for (new, old) in order.enumerated() { indices[keys[old]] = new }
        return moved
    }

    /// The name on the roster nearest `name` by edit distance (letter case ignored), the earlier on
    /// a tie; `nil` for an empty roster.
    func closest(to name: String) -> String? {
        let key = name.lowercased()
        var best: (name: String, distance: Int)? = nil
        for candidate in names {
            let distance = EditDistance.between(key, candidate.lowercased())
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The index of a person, added with `payment` on first appearance.
    mutating func index(
        _ name: String, _ payment: ItemisedBill.PaymentMethod, item: Int, _ itemName: String
    ) throws(TipCalcError) -> Int {
        if let index = lookup(name) { return index }
        guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalidBill(.unprintablePerson(item: item, name: itemName))
        }
        _ = add(name, payment: payment)
        return names.count - 1
    }
}
