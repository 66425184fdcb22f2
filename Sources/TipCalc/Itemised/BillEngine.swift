import Money

/// The one engine behind ``TipCalculator/calculate(_:)`` and ``ItemisedCalculator/calculate(_:explaining:)``.
///
/// A single-amount request is a bill of one line shared by everyone in the request's weights; an
/// itemised bill is any number of lines. Both run through ``run()``. Amounts are `Int64` minor
/// units of ``currency``; people are indices into ``methods``.
///
/// There are two ways to split, chosen by the bill, not by the caller:
///
/// - **Whole bill** (``common`` is set: every line is shared by the same people in the same
///   proportions, and they all pay the same way): each column is split as a whole by those
///   weights, the *total* first, so equal weights pay within one step of each other; each
///   person's tip part is the rest of their share. This is ``TipCalculator``'s rule, step by step.
/// - **Per item** (otherwise): each line is split among those who had it; tax, discount, service
///   and tip are split in proportion to what each had; each person pays the sum of their columns,
///   rounded when they pay cash or a rounding policy is set.
struct BillEngine {
    /// One line of the bill, its people resolved to indices.
    struct Line: Sendable {
        var name: String
        var quantity: Int
        var unitPrice: Int64
        /// quantity × unit price.
        var amount: Int64
        var discount: ItemisedBill.Discount?
        /// The line's own tax rate, if any.
        var rate: ExactDecimal?
        var tipped: Bool
        /// Who had it (indices, in the order named) and their weights, each above zero.
        var sharers: [Int]
        var weights: [Int]
    }

    var currency: Currency
    var methods: [ItemisedBill.PaymentMethod]
    var lines: [Line]
    /// One weight per person (zero for those outside) when every line is shared alike.
    var common: [Int]?
    var tax: Tax?
    var pricesIncludeTax = false
    var discount: ItemisedBill.Discount?
    var service: ServiceCharge?
    var tip: Tip
    var tipBase: ItemisedBill.TipBase = .pretax
    var rounding: RoundingPolicy = .none
    var increment: ExactDecimal?
    var cashRounding: ItemisedBill.CashRounding = .tip
    var payer: Int?
    var home: ExchangeRate?
    var homeRounding: Money.RoundingRule = .toNearestOrEven
    /// Whether to record every step (costly for a long bill; ``TipCalculator/calculate(_:)`` does not).
    var explaining = false
    /// Whether to work out what only an itemised result shows: each line's parts in a whole-bill
    /// split (receipts list them) and the tip parts apart from the rounding.
    var detail = true

    var count: Int { methods.count }

    /// A tax rate's (or a tax amount's) line on the bill.
    struct TaxGroup: Hashable, Sendable {
        var rate: ExactDecimal?
        var base: Int64
        var amount: Int64
        var included: Bool
        /// The amount's part on tipped lines.
        var tippedAmount: Int64
    }

    /// Everything the engine found, in minor units.
    struct Outcome {
        var wholeBill = false
        var lineAmounts: [Int64] = []
        var lineDiscounts: [Int64] = []
        /// Per line, per sharer: the item part (before discount) and the discount part.
        var lineParts: [[Int64]] = []
        var lineDiscountParts: [[Int64]] = []
        var subtotal: Int64 = 0
        var itemDiscounts: Int64 = 0
        var billDiscount: Int64 = 0
        var net: Int64 = 0
        var taxes: [TaxGroup] = []
        var tax: Int64 = 0
        var includedTax: Int64 = 0
        var service: Int64 = 0
        var tipBase: Int64 = 0
        var tipPercent: ExactDecimal?
        var wantedTip: Int64 = 0
        var tip: Int64 = 0
        var rounding: Int64 = 0
        /// Whether ``rounding`` is taken up by the tip (rather than a line of its own).
        var roundingIsTip = true
        var minimumTip: Int64 = 0
        var total: Int64 = 0
        var effectiveTipPercent: ExactDecimal = .zero
        /// Each person's columns.
        ///
        /// Without ``BillEngine/detail`` in a whole-bill split (the single-amount path),
        /// ``tipParts`` include the rounding and ``discounts``, ``includedTaxParts``,
        /// ``serviceParts`` and ``roundingParts`` are empty.
        var items: [Int64] = []
        var discounts: [Int64] = []
        var taxParts: [Int64] = []
        var includedTaxParts: [Int64] = []
        var serviceParts: [Int64] = []
        var tipParts: [Int64] = []
        var roundingParts: [Int64] = []
        var pays: [Int64] = []
        var home: HomeAmounts?
        var steps: [BillStep] = []
    }

    // MARK: - Run

    func run() throws(TipCalcError) -> Outcome {
        var out = Outcome()
        var explain = StepRecorder(on: explaining)
        let uniform = common.flatMap { weights in uniformMethod(weights) }
        out.wholeBill = uniform != nil && !(uniform == .cash && cashRounding == .separate)
        explain.method(wholeBill: out.wholeBill, common: common, digits: currency.billDigits)

        // Lines and item discounts.
        let c = currency
        var lineNets: [Int64] = []
        lineNets.reserveCapacity(lines.count)
        out.lineAmounts.reserveCapacity(lines.count)
        out.lineDiscounts.reserveCapacity(lines.count)
        for line in lines {
            let off = try discountAmount(line.discount, of: line.amount, on: .item(line.name))
            out.lineAmounts.append(line.amount)
            out.lineDiscounts.append(off)
            lineNets.append(line.amount - off)
        }
        out.subtotal = try BillArithmetic.sum(out.lineAmounts, c)
        out.itemDiscounts = try BillArithmetic.sum(out.lineDiscounts, c)
        let itemsNet = out.subtotal - out.itemDiscounts

        // Each line among its people: the net and the discount part each, so neither is negative.
        let perItem = !out.wholeBill
        // What each had (in all, per tax rate, of the tipped items): the per-item split's keys.
        let zeros = perItem ? [Int64](repeating: 0, count: count) : []
        var netKey = zeros
        var rateKeys: [ExactDecimal: [Int64]] = [:]
        var tippedKey = zeros
        var tippedLineKey = zeros
        if perItem || detail || explaining {
            out.lineParts.reserveCapacity(lines.count)
            out.lineDiscountParts.reserveCapacity(lines.count)
            for (index, line) in lines.enumerated() {
                let netParts = try BillArithmetic.allocate(lineNets[index], by: line.weights, c)
                let offParts = try BillArithmetic.allocate(out.lineDiscounts[index], by: line.weights, c)
                var parts = netParts
                for j in parts.indices { parts[j] += offParts[j] }
                out.lineParts.append(parts)
                out.lineDiscountParts.append(offParts)
                explain.line(line, item: index, discount: out.lineDiscounts[index], parts: parts)
                guard perItem else { continue }
                let rate = effectiveRate(line) ?? .zero
                var rateKey = rateKeys[rate] ?? zeros
                for (j, person) in line.sharers.enumerated() {
                    netKey[person] += netParts[j]
                    rateKey[person] += netParts[j]
                    if line.tipped {
                        tippedKey[person] += netParts[j]
                        tippedLineKey[person] += parts[j]
                    }
                }
                rateKeys[rate] = rateKey
            }
        }
        if perItem { explain.add(.had(netKey)) }

        // Whole-bill discount, then the bill after discounts.
        out.billDiscount = try discountAmount(discount, of: itemsNet, on: .bill)
        out.net = itemsNet - out.billDiscount
        explain.discount(discount, itemsNet: itemsNet, amount: out.billDiscount, net: out.net)

        // Cells of (rate, tipped), in a fixed order (rate ascending, tipped first), so the order of
        // the items never matters: the bill discount is split among them by their amounts.
        let billRate: ExactDecimal?
        if case .rate(let rate) = tax {
            guard rate >= .zero, rate <= 100 else { throw .taxRateOutOfRange(rate) }
            billRate = rate
        } else {
            billRate = nil
        }
        var cells: [Cell] = []
        for (index, line) in lines.enumerated() {
            let rate = line.rate ?? billRate ?? .zero
            if let own = line.rate, own < .zero || own > 100 { throw .taxRateOutOfRange(own) }
            if let at = cells.firstIndex(where: { $0.rate == rate && $0.tipped == line.tipped }) {
                cells[at].net += lineNets[index]
                cells[at].printed += line.amount
            } else {
                cells.append(Cell(rate: rate, tipped: line.tipped, net: lineNets[index], printed: line.amount))
            }
        }
        cells.sort { a, b in a.rate != b.rate ? a.rate < b.rate : (a.tipped && !b.tipped) }
        if out.billDiscount > 0 {
            let cellDiscounts = try BillArithmetic.allocate(
                out.billDiscount, by: BillArithmetic.keys(cells.map(\.net)), c)
            for index in cells.indices { cells[index].base = cells[index].net - cellDiscounts[index] }
            if cells.count > 1 { explain.cells(cells, discount: out.billDiscount, parts: cellDiscounts) }
        } else {
            for index in cells.indices { cells[index].base = cells[index].net }
        }

        // Tax.
        out.taxes = try taxGroups(cells: cells, net: out.net)
        for group in out.taxes {
            if group.included {
                out.includedTax = try BillArithmetic.add(out.includedTax, group.amount, c)
            } else {
                out.tax = try BillArithmetic.add(out.tax, group.amount, c)
            }
        }
        explain.taxes(out.taxes)

        // Service included.
        out.service = try serviceAmount(net: out.net)
        explain.service(service, net: out.net, amount: out.service)

        // Tip.
        var tippedBase: Int64 = 0
        var tippedPrinted: Int64 = 0
        for cell in cells where cell.tipped {
            tippedBase += cell.base
            tippedPrinted = try BillArithmetic.add(tippedPrinted, cell.printed, c)
        }
        var tippedIncluded: Int64 = 0
        var tippedAdded: Int64 = 0
        for group in out.taxes {
            if group.included { tippedIncluded += group.tippedAmount } else { tippedAdded += group.tippedAmount }
        }
        switch tipBase {
        case .pretax: out.tipBase = tippedBase - tippedIncluded
        case .total: out.tipBase = try BillArithmetic.add(tippedBase, tippedAdded, c)
        case .beforeDiscount: out.tipBase = tippedPrinted
        }
        switch tip {
        case .percent(let percent):
            guard percent >= .zero, percent <= 100 else { throw .percentOutOfRange(percent) }
            out.tipPercent = percent
            out.wantedTip = try BillArithmetic.percent(percent, of: out.tipBase, c)
        case .amount(let amount):
            try requireCurrency(amount, .tip)
            out.wantedTip = amount.minorUnits
        }
        let steps = try roundingSteps(anyCash: methods.contains(.cash))
        let preTip = try BillArithmetic.add(out.net, out.tax, c)
        // A zero bill gives a zero tip whatever was asked.
        out.tip = out.net == 0 ? 0 : max(0, out.wantedTip - out.service)
        explain.tip(
            base: tipBase, baseAmount: out.tipBase, request: tip, wanted: out.wantedTip, service: out.service,
            tip: out.tip, zeroBill: out.net == 0)
        // The service included is a tip already paid: it counts toward the minimum tip, so rounding
        // never adds a tip the service covers.
        out.minimumTip = max(0, try minimumTip(of: out.net) - out.service)

        if out.wholeBill, let weights = common {
            let cash = uniform == .cash
            try splitWholeBill(
                &out, weights: weights, preTip: preTip, cash: cash, step: cash ? steps.cash : steps.card,
                explain: &explain)
        } else {
            try splitPerItem(
                &out, netKey: netKey, rateKeys: rateKeys,
                tipKey: tipBase == .beforeDiscount ? tippedLineKey : tippedKey,
                steps: steps, explain: &explain)
        }
        out.total = try BillArithmetic.sum(out.pays, c)
        let tipLeft = out.tip + (out.roundingIsTip ? out.rounding : 0)
        if out.tipBase > 0 {
            let significand = BillArithmetic.halfUp(Int128(tipLeft) * 10_000, Int128(out.tipBase))
            out.effectiveTipPercent = try withMoney { () throws(MoneyError) in
                try ExactDecimal(significand: significand, scale: 2)
            }
        }
        explain.totals(out, payer: payer)
        out.home = try homeAmounts(out, tip: tipLeft)
        explain.home(out.home, rule: homeRounding)
        out.steps = explain.steps
        return out
    }

    /// The payment method everyone with a positive weight uses, if they all use the same one.
    private func uniformMethod(_ weights: [Int]) -> ItemisedBill.PaymentMethod? {
        var method: ItemisedBill.PaymentMethod? = nil
        for (index, weight) in weights.enumerated() where weight > 0 {
            if let method, method != methods[index] { return nil }
            method = methods[index]
        }
        return method
    }

    private func effectiveRate(_ line: Line) -> ExactDecimal? {
        if let rate = line.rate { return rate }
        if case .rate(let rate) = tax { return rate }
        return nil
    }

    struct Cell {
        var rate: ExactDecimal
        var tipped: Bool
        var net: Int64
        var printed: Int64
        var base: Int64 = 0
    }

    // MARK: - Amounts

    func requireCurrency(_ money: Money, _ field: TipCalcError.Field) throws(TipCalcError) {
        guard money.currency == currency else { throw .money(.currencyMismatch(currency.code, money.currency.code)) }
        guard !money.isNegative else { throw .negativeAmount(field, money) }
    }

    private func discountAmount(
        _ discount: ItemisedBill.Discount?, of units: Int64,
        on target: @autoclosure () -> ItemisedBill.Problem.DiscountTarget
    ) throws(TipCalcError) -> Int64 {
        switch discount {
        case nil:
            return 0
        case .amount(let amount):
            guard amount.currency == currency else {
                throw .money(.currencyMismatch(currency.code, amount.currency.code))
            }
            guard !amount.isNegative else { throw .invalidBill(.negativeDiscount(on: target(), discount: amount)) }
            guard amount.minorUnits <= units else {
                throw .invalidBill(
                    .discountAboveAmount(on: target(), discount: amount, amount: Money(minorUnits: units, currency)))
            }
            return amount.minorUnits
        case .percent(let percent):
            guard percent >= .zero, percent <= 100 else {
                throw .invalidBill(.discountOutOfRange(on: target(), percent: percent))
            }
            return try BillArithmetic.percent(percent, of: units, currency)
        }
    }

    private func taxGroups(cells: [Cell], net: Int64) throws(TipCalcError) -> [TaxGroup] {
        let c = currency
        if case .amount(let amount) = tax {
            try requireCurrency(amount, .tax)
            if lines.contains(where: { $0.rate != nil }) { throw .invalidBill(.taxAmountWithItemRates(tax: amount)) }
            if net == 0 && !amount.isZero { throw .taxOnZeroBill(tax: amount) }
            if pricesIncludeTax && amount.minorUnits > net {
                throw .invalidBill(.includedTaxAboveBill(tax: amount, bill: Money(minorUnits: net, c)))
            }
            guard !amount.isZero else { return [] }
            var tipped: Int64 = 0
            for cell in cells where cell.tipped { tipped += cell.base }
            let tippedAmount =
                tipped == net
                ? amount.minorUnits
                : try BillArithmetic.allocate(amount.minorUnits, by: BillArithmetic.keys([tipped, net - tipped]), c)[0]
            return [
                TaxGroup(
                    rate: nil, base: net, amount: amount.minorUnits, included: pricesIncludeTax,
                    tippedAmount: tippedAmount)
            ]
        }
        var groups: [TaxGroup] = []
        var index = 0
        while index < cells.count {
            let rate = cells[index].rate
            var tipped: Int64 = 0
            var untipped: Int64 = 0
            while index < cells.count && cells[index].rate == rate {
                if cells[index].tipped { tipped += cells[index].base } else { untipped += cells[index].base }
                index += 1
            }
            guard rate > .zero else { continue }
            let base = try BillArithmetic.add(tipped, untipped, c)
            let amount =
                pricesIncludeTax
                ? try BillArithmetic.contained(rate, in: base, c) : try BillArithmetic.percent(rate, of: base, c)
            let tippedAmount =
                untipped == 0
                ? amount : try BillArithmetic.allocate(amount, by: BillArithmetic.keys([tipped, untipped]), c)[0]
            groups.append(
                TaxGroup(rate: rate, base: base, amount: amount, included: pricesIncludeTax, tippedAmount: tippedAmount)
            )
        }
        return groups
    }

    private func serviceAmount(net: Int64) throws(TipCalcError) -> Int64 {
        switch service {
        case nil:
            return 0
        case .amount(let amount):
            try requireCurrency(amount, .serviceCharge)
            guard amount.minorUnits <= net else {
                throw .serviceAboveBill(service: amount, bill: Money(minorUnits: net, currency))
            }
            return amount.minorUnits
        case .percent(let percent):
            guard percent >= .zero, percent <= 100 else { throw .serviceOutOfRange(percent) }
            // bill = net × (100 + p) / 100, so the service in it is bill × p / (100 + p).
            return try BillArithmetic.contained(percent, in: net, currency)
        }
    }

    /// The least tip a rounded amount keeps on `net` (the bill, or one person's part of it), as
    /// ``TipCalculator`` rules it: 1% of `net`, or the percentage asked for if that is less (a
    /// fixed tip: the tip itself if less than 1%), rounded half-up, and at least one minor unit;
    /// zero for a zero `net` or a zero tip.
    ///
    ///     // 200.00 USD at 0.5%: 1.00 (not 1% = 2.00); at 15%: 2.00; at 0.001%: 0.01; at 0%: 0.00
    func minimumTip(of net: Int64) throws(TipCalcError) -> Int64 {
        guard net > 0 else { return 0 }
        let seed: Int64
        switch tip {
        case .percent(let percent):
            if percent == .zero { return 0 }
            seed = try BillArithmetic.percent(min(percent, 1), of: net, currency)
        case .amount(let amount):
            if amount.isZero { return 0 }
            seed = min(amount.minorUnits, try BillArithmetic.percent(1, of: net, currency))
        }
        return max(seed, 1)
    }

    /// The step a card payer's and a cash payer's amount rounds to (`nil`: not rounded).
    func roundingSteps(anyCash: Bool) throws(TipCalcError) -> (card: Int64?, cash: Int64?) {
        let cashUnits = currency.billCashStep
        var units: Int64? = nil
        if let increment {
            let given = try withMoney { () throws(MoneyError) in
                try Money.zero(currency).minorUnits(of: .increment(increment))
            }
            if anyCash && given % cashUnits != 0 {
                throw .incrementNotMultipleOfCash(
                    increment: increment, cashIncrement: currency.cashIncrement, currency: currency.code)
            }
            units = given
        }
        if rounding == .none { return (nil, cashUnits) }
        var major: Int64 = 1
        for _ in 0..<currency.billDigits { major *= 10 }
        return (units ?? major, units ?? Self.leastCommonMultiple(major, cashUnits))
    }

    private static func leastCommonMultiple(_ a: Int64, _ b: Int64) -> Int64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }

    // MARK: - Home

    private func homeAmounts(_ out: Outcome, tip: Int64) throws(TipCalcError) -> HomeAmounts? {
        guard let rate = home else { return nil }
        guard rate.from == currency else { throw .money(.currencyMismatch(currency.code, rate.from.code)) }
        let homeTotal = try rate.convert(Money(minorUnits: out.total, currency), rounding: homeRounding)
        let parts = try Self.proportionalParts(of: homeTotal, proportionalTo: [out.net, out.tax, max(0, tip)])
        return HomeAmounts(
            rate: rate, bill: parts[0], tax: parts[1], tip: parts[2], total: homeTotal,
            shares: try Self.proportionalParts(of: homeTotal, proportionalTo: out.pays))
    }

    /// The converted total split in proportion to `amounts` (the bill, tax and tip, or the shares),
    /// so the parts sum exactly to the home total (converting each amount alone could miss it by a
    /// minor unit or two: 27.45 + 2.74 EUR against a total of 30.20 EUR).
    ///
    /// The positive amounts are the weights of ``Money/allocated(by:in:)``; a zero amount stays
    /// zero in the home currency, and when every amount is zero so is every part.
    static func proportionalParts(of homeTotal: Money, proportionalTo amounts: [Int64]) throws(TipCalcError)
        -> [Money]
    {
        let keys = BillArithmetic.keys(amounts)
        guard keys.contains(where: { $0 > 0 }) else { return amounts.map { _ in Money.zero(homeTotal.currency) } }
        return try BillArithmetic.allocate(homeTotal.minorUnits, by: keys, homeTotal.currency).map {
            Money(minorUnits: $0, homeTotal.currency)
        }
    }
}
