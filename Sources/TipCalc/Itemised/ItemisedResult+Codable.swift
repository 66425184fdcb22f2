import Money

// A result's JSON form (docs/ItemisedBills.md): the bill, then each column per person and in all,
// amounts as strings in the bill's currency (home amounts in the home currency), and the
// explanation as a list of {"kind", "text"}: its steps in words, which the engine does not have,
// so the list is empty here and BillPresentation's `ExplainedResult` fills it.
extension ItemisedResult: Codable {
    enum CodingKeys: String, CodingKey {
        case currency, bill, method, people, items, taxes, totals, tipBase, tipPercent, wantedTip
        case effectiveTipPercent, roundingIsTip, debts, home, explain
    }

    enum AmountKeys: String, CodingKey {
        case items, discount, tax, includedTax, service, tip, rounding, pays
    }

    enum PersonKeys: String, CodingKey {
        case name, payment, amounts, home
    }

    enum ItemKeys: String, CodingKey {
        case name, quantity, unitPrice, amount, discount, taxRate, tipped, parts
    }

    enum PartKeys: String, CodingKey {
        case person, amount, discount
    }

    enum TaxKeys: String, CodingKey {
        case rate, base, amount, included
    }

    enum DebtKeys: String, CodingKey {
        case from, to, amount
    }

    enum HomeKeys: String, CodingKey {
        case currency, rate, bill, tax, tip, total
    }

    enum StepKeys: String, CodingKey {
        case kind, text
    }

    /// Encodes the result; see docs/ItemisedBills.md.
    ///
    /// The `explain` list is empty: the steps are data, and only words go in the JSON
    /// (BillPresentation's `ExplainedResult` writes them).
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        try encode(to: encoder, explanation: [])
    }

    /// Encodes the result with `explanation` as its `explain` list: each step's kind and words.
    ///
    /// - Parameters:
    ///   - encoder: The encoder.
    ///   - explanation: The steps in words, in order.
    ///   - echoingBill: Whether to write the bill as given under `bill` (a saved result does; `calc
    ///     --json` writes the bill's amount there instead, as it does for every bill).
    /// - Throws: `EncodingError` when the encoder rejects a value.
    package func encode(
        to encoder: any Encoder, explanation: [(kind: BillStep.Kind, text: String)], echoingBill: Bool = true
    ) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bill.currency.code, forKey: .currency)
        if echoingBill { try container.encode(bill, forKey: .bill) }
        try container.encode(method.rawValue, forKey: .method)
        try container.encodeList(people, forKey: .people, keyedBy: PersonKeys.self) { person, entry in
            try entry.encode(person.name, forKey: .name)
            try entry.encode(person.payment.rawValue, forKey: .payment)
            var amounts = entry.nestedContainer(keyedBy: AmountKeys.self, forKey: .amounts)
            try Self.encode(person.amounts, &amounts)
            try entry.encodeIfPresent(person.home?.amountText, forKey: .home)
        }
        try container.encodeList(items, forKey: .items, keyedBy: ItemKeys.self) { item, entry in
            try entry.encode(item.name, forKey: .name)
            try entry.encode(item.quantity, forKey: .quantity)
            try entry.encode(item.unitPrice.amountText, forKey: .unitPrice)
            try entry.encode(item.amount.amountText, forKey: .amount)
            try entry.encode(item.discount.amountText, forKey: .discount)
            try entry.encodeIfPresent(item.taxRate, forKey: .taxRate)
            try entry.encode(item.isTipped, forKey: .tipped)
            try entry.encodeList(item.parts, forKey: .parts, keyedBy: PartKeys.self) { part, one in
                try one.encode(people[part.person].name, forKey: .person)
                try one.encode(part.amount.amountText, forKey: .amount)
                try one.encode(part.discount.amountText, forKey: .discount)
            }
        }
        try container.encodeList(taxes, forKey: .taxes, keyedBy: TaxKeys.self) { tax, entry in
            try entry.encodeIfPresent(tax.rate, forKey: .rate)
            try entry.encode(tax.base.amountText, forKey: .base)
            try entry.encode(tax.amount.amountText, forKey: .amount)
            try entry.encode(tax.included, forKey: .included)
        }
        var totalsContainer = container.nestedContainer(keyedBy: AmountKeys.self, forKey: .totals)
        try Self.encode(totals, &totalsContainer)
        try container.encode(tipBase.amountText, forKey: .tipBase)
        try container.encodeIfPresent(tipPercent, forKey: .tipPercent)
        try container.encode(wantedTip.amountText, forKey: .wantedTip)
        try container.encode(effectiveTipPercent, forKey: .effectiveTipPercent)
        try container.encode(roundingIsTip, forKey: .roundingIsTip)
        try container.encodeList(debts, forKey: .debts, keyedBy: DebtKeys.self) { debt, entry in
            try entry.encode(debt.from, forKey: .from)
            try entry.encode(debt.to, forKey: .to)
            try entry.encode(debt.amount.amountText, forKey: .amount)
        }
        if let home {
            var entry = container.nestedContainer(keyedBy: HomeKeys.self, forKey: .home)
            try entry.encode(home.rate.to.code, forKey: .currency)
            try entry.encode(home.rate.rate, forKey: .rate)
            try entry.encode(home.bill.amountText, forKey: .bill)
            try entry.encode(home.tax.amountText, forKey: .tax)
            try entry.encode(home.tip.amountText, forKey: .tip)
            try entry.encode(home.total.amountText, forKey: .total)
        }
        try container.encodeList(explanation, forKey: .explain, keyedBy: StepKeys.self) { step, entry in
            try entry.encode(step.kind.rawValue, forKey: .kind)
            try entry.encode(step.text, forKey: .text)
        }
    }

    /// Decodes a result written by ``encode(to:)``.
    ///
    /// The `explain` list is words, not steps, so ``explanation`` is empty (BillPresentation's
    /// `ExplainedResult` reads the words).
    ///
    /// - Throws: `DecodingError` for a missing key or a value that does not decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let bill = try container.decode(ItemisedBill.self, forKey: .bill)
        let currency = bill.currency
        typealias Keys = ItemisedBill
        let method = try Keys.decodeRaw(Method.self, container, .method) ?? .perItem
        var homeCurrency: Currency? = nil
        var homeEntry: KeyedDecodingContainer<HomeKeys>? = nil
        if container.contains(.home) {
            let entry = try container.nestedContainer(keyedBy: HomeKeys.self, forKey: .home)
            homeCurrency = try ItemisedBill.decodeCurrency(entry, .currency)
            homeEntry = entry
        }
        var people: [Person] = []
        var list = try container.nestedUnkeyedContainer(forKey: .people)
        while !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: PersonKeys.self)
            let payment = try Keys.decodeRaw(ItemisedBill.PaymentMethod.self, entry, .payment) ?? .card
            let amounts = try Self.decodeAmounts(
                entry.nestedContainer(keyedBy: AmountKeys.self, forKey: .amounts), currency)
            var home: Money? = nil
            if let homeCurrency, entry.contains(.home) { home = try Keys.decodeMoney(entry, .home, homeCurrency) }
            people.append(
                Person(
                    name: try entry.decode(String.self, forKey: .name), payment: payment, amounts: amounts, home: home))
        }
        let names = people.map(\.name)
        var items: [ItemLine] = []
        var itemList = try container.nestedUnkeyedContainer(forKey: .items)
        while !itemList.isAtEnd {
            let entry = try itemList.nestedContainer(keyedBy: ItemKeys.self)
            var parts: [Part] = []
            var partList = try entry.nestedUnkeyedContainer(forKey: .parts)
            while !partList.isAtEnd {
                let one = try partList.nestedContainer(keyedBy: PartKeys.self)
                let name = try one.decode(String.self, forKey: .person)
                guard let person = names.firstIndex(of: name) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .person, in: one, debugDescription: "'\(name)' is not among the people")
                }
                parts.append(
                    Part(
                        person: person, amount: try Keys.decodeMoney(one, .amount, currency),
                        discount: try Keys.decodeMoney(one, .discount, currency)))
            }
            items.append(
                ItemLine(
                    name: try entry.decode(String.self, forKey: .name),
                    quantity: try entry.decode(Int.self, forKey: .quantity),
                    unitPrice: try Keys.decodeMoney(entry, .unitPrice, currency),
                    amount: try Keys.decodeMoney(entry, .amount, currency),
                    discount: try Keys.decodeMoney(entry, .discount, currency),
                    taxRate: try entry.decodeIfPresent(ExactDecimal.self, forKey: .taxRate),
                    isTipped: try entry.decode(Bool.self, forKey: .tipped), parts: parts))
        }
        var taxes: [TaxLine] = []
        var taxList = try container.nestedUnkeyedContainer(forKey: .taxes)
        while !taxList.isAtEnd {
            let entry = try taxList.nestedContainer(keyedBy: TaxKeys.self)
            taxes.append(
                TaxLine(
                    rate: try entry.decodeIfPresent(ExactDecimal.self, forKey: .rate),
                    base: try Keys.decodeMoney(entry, .base, currency),
                    amount: try Keys.decodeMoney(entry, .amount, currency),
                    included: try entry.decode(Bool.self, forKey: .included)))
        }
        var debts: [Debt] = []
        var debtList = try container.nestedUnkeyedContainer(forKey: .debts)
        while !debtList.isAtEnd {
            let entry = try debtList.nestedContainer(keyedBy: DebtKeys.self)
            debts.append(
                Debt(
                    from: try entry.decode(String.self, forKey: .from), to: try entry.decode(String.self, forKey: .to),
                    amount: try Keys.decodeMoney(entry, .amount, currency)))
        }
        var home: HomeAmounts? = nil
        if let entry = homeEntry, let homeCurrency {
            let rate: ExchangeRate
            do {
                rate = try ExchangeRate(
                    from: currency, to: homeCurrency, rate: entry.decode(ExactDecimal.self, forKey: .rate))
            } catch let error as TipCalcError {
                throw DecodingError.dataCorruptedError(forKey: .rate, in: entry, debugDescription: error.description)
            }
            home = HomeAmounts(
                rate: rate, bill: try Keys.decodeMoney(entry, .bill, homeCurrency),
                tax: try Keys.decodeMoney(entry, .tax, homeCurrency),
                tip: try Keys.decodeMoney(entry, .tip, homeCurrency),
                total: try Keys.decodeMoney(entry, .total, homeCurrency),
                shares: people.map { $0.home ?? .zero(homeCurrency) })
        }
        self.init(
            bill: bill, method: method, people: people, items: items, taxes: taxes,
            totals: try Self.decodeAmounts(
                container.nestedContainer(keyedBy: AmountKeys.self, forKey: .totals), currency),
            tipBase: try Keys.decodeMoney(container, .tipBase, currency),
            tipPercent: try container.decodeIfPresent(ExactDecimal.self, forKey: .tipPercent),
            wantedTip: try Keys.decodeMoney(container, .wantedTip, currency),
            effectiveTipPercent: try container.decode(ExactDecimal.self, forKey: .effectiveTipPercent),
            roundingIsTip: try container.decode(Bool.self, forKey: .roundingIsTip), debts: debts, home: home,
            explanation: [])
    }

    private static func encode(_ amounts: Amounts, _ container: inout KeyedEncodingContainer<AmountKeys>) throws {
        try container.encode(amounts.items.amountText, forKey: .items)
        try container.encode(amounts.discount.amountText, forKey: .discount)
        try container.encode(amounts.tax.amountText, forKey: .tax)
        try container.encode(amounts.includedTax.amountText, forKey: .includedTax)
        try container.encode(amounts.service.amountText, forKey: .service)
        try container.encode(amounts.tip.amountText, forKey: .tip)
        try container.encode(amounts.rounding.amountText, forKey: .rounding)
        try container.encode(amounts.pays.amountText, forKey: .pays)
    }

    private static func decodeAmounts(_ container: KeyedDecodingContainer<AmountKeys>, _ currency: Currency) throws
        -> Amounts
    {
        typealias Keys = ItemisedBill
        return Amounts(
            items: try Keys.decodeMoney(container, .items, currency),
            discount: try Keys.decodeMoney(container, .discount, currency),
            tax: try Keys.decodeMoney(container, .tax, currency),
            includedTax: try Keys.decodeMoney(container, .includedTax, currency),
            service: try Keys.decodeMoney(container, .service, currency),
            tip: try Keys.decodeMoney(container, .tip, currency),
            rounding: try Keys.decodeMoney(container, .rounding, currency),
            pays: try Keys.decodeMoney(container, .pays, currency))
    }
}
