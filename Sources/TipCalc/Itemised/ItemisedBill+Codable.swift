import Money

// The bill file's JSON form (docs/ItemisedBills.md). Amounts are strings in the bill's currency
// ("12.30", never a JSON number, which a decoder may route through a binary double); the currency
// is given once. Percentages and rates are strings too ("8.875"); quantities and weights are
// whole JSON numbers.
//
//     {"currency": "USD", "people": ["ann", {"name": "ben", "pays": "cash"}],
//      "items": [{"name": "Beer", "quantity": 2, "price": "6.00", "sharedBy": ["ann", "ben"]},
//                {"name": "Nachos", "price": "9.00", "sharedBy": "all"}],
//      "tax": {"rate": "8.875"}, "tip": {"percent": "20"}}
extension ItemisedBill: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case currency, people, items, tax, pricesIncludeTax, discount, service, tip, tipBase, rounding
        case roundingIncrement, defaultPayment, cashRounding, paidBy, home, homeRounding, payments
    }

    enum ItemKeys: String, CodingKey, CaseIterable {
        case name, quantity, price, sharedBy, taxRate, discount, tipped
    }

    enum ShareKeys: String, CodingKey {
        case name, weight
    }

    enum PersonKeys: String, CodingKey {
        case name, pays
    }

    /// The keys of `{"rate": …}`, `{"amount": …}` and `{"percent": …}`.
    enum ChoiceKeys: String, CodingKey {
        case rate, amount, percent
    }

    enum HomeKeys: String, CodingKey {
        case currency, rate
    }

    /// Decodes a bill, checking every amount against the currency and every closed value
    /// against its list; see docs/ItemisedBills.md for the schema.
    ///
    /// - Throws: `DecodingError` for a missing or unknown key, an amount in another currency or
    ///   with too many digits, or a value outside its list.
    public init(from decoder: any Decoder) throws {
        try Self.rejectUnknownKeys(decoder, CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try Self.decodeCurrency(container, .currency)
        var itemsContainer = try container.nestedUnkeyedContainer(forKey: .items)
        var items: [Item] = []
        while !itemsContainer.isAtEnd {
            let itemDecoder = try itemsContainer.superDecoder()
            try Self.rejectUnknownKeys(itemDecoder, ItemKeys.self)
            items.append(try Self.decodeItem(itemDecoder.container(keyedBy: ItemKeys.self), currency))
        }
        self.init(currency: currency, items: items)
        if container.contains(.people) {
            var list = try container.nestedUnkeyedContainer(forKey: .people)
            while !list.isAtEnd {
                if let name = try? list.decode(String.self) {
                    people.append(Person(name))
                } else {
                    let person = try list.nestedContainer(keyedBy: PersonKeys.self)
                    let name = try person.decode(String.self, forKey: .name)
                    let pays = try Self.decodeRaw(PaymentMethod.self, person, .pays)
                    people.append(Person(name, payment: pays))
                }
            }
        }
        if container.contains(.tax) {
            let tax = try container.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .tax)
            if tax.contains(.rate) {
                self.tax = .rate(try tax.decode(ExactDecimal.self, forKey: .rate))
            } else {
                self.tax = .amount(try Self.decodeMoney(tax, .amount, currency))
            }
        }
        pricesIncludeTax = try container.decodeIfPresent(Bool.self, forKey: .pricesIncludeTax) ?? false
        if container.contains(.discount) {
            discount = try Self.decodeDiscount(
                container.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .discount), currency)
        }
        if container.contains(.service) {
            let service = try container.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .service)
            if service.contains(.percent) {
                self.service = .percent(try service.decode(ExactDecimal.self, forKey: .percent))
            } else {
                self.service = .amount(try Self.decodeMoney(service, .amount, currency))
            }
        }
        if container.contains(.tip) {
            let tip = try container.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .tip)
            if tip.contains(.percent) {
                self.tip = .percent(try tip.decode(ExactDecimal.self, forKey: .percent))
            } else {
                self.tip = .amount(try Self.decodeMoney(tip, .amount, currency))
            }
        }
        tipBase = try Self.decodeRaw(TipBase.self, container, .tipBase)
        rounding = try Self.decodeRaw(RoundingPolicy.self, container, .rounding) ?? .none
        roundingIncrement = try container.decodeIfPresent(ExactDecimal.self, forKey: .roundingIncrement)
        defaultPayment = try Self.decodeRaw(PaymentMethod.self, container, .defaultPayment) ?? .card
        cashRounding = try Self.decodeRaw(CashRounding.self, container, .cashRounding) ?? .tip
        paidBy = try container.decodeIfPresent(String.self, forKey: .paidBy)
        if container.contains(.payments) {
            let list = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .payments)
            for key in list.allKeys {
                guard let method = try Self.decodeRaw(PaymentMethod.self, list, key) else { continue }
                payments[key.stringValue] = method
            }
        }
        if container.contains(.home) {
            let home = try container.nestedContainer(keyedBy: HomeKeys.self, forKey: .home)
            let to = try Self.decodeCurrency(home, .currency)
            let rate = try home.decode(ExactDecimal.self, forKey: .rate)
            do {
                self.home = try ExchangeRate(from: currency, to: to, rate: rate)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .rate, in: home, debugDescription: error.description)
            }
        }
        homeRounding = try Self.decodeRaw(Money.RoundingRule.self, container, .homeRounding) ?? .toNearestOrEven
    }

    /// Encodes the bill in the canonical form of the schema (defaults left out).
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency.code, forKey: .currency)
        if !people.isEmpty {
            var list = container.nestedUnkeyedContainer(forKey: .people)
            for person in people {
                if let payment = person.payment {
                    var entry = list.nestedContainer(keyedBy: PersonKeys.self)
                    try entry.encode(person.name, forKey: .name)
                    try entry.encode(payment.rawValue, forKey: .pays)
                } else {
                    try list.encode(person.name)
                }
            }
        }
        var list = container.nestedUnkeyedContainer(forKey: .items)
        for item in items {
            var entry = list.nestedContainer(keyedBy: ItemKeys.self)
            try entry.encode(item.name, forKey: .name)
            if item.quantity != 1 { try entry.encode(item.quantity, forKey: .quantity) }
            try entry.encode(item.unitPrice.amountText, forKey: .price)
            switch item.sharedBy {
            case .everyone:
                try entry.encode("all", forKey: .sharedBy)
            case .equally(let names):
                if names.count == 1 {
                    try entry.encode(names[0], forKey: .sharedBy)
                } else {
                    try entry.encode(names, forKey: .sharedBy)
                }
            case .weighted(let shares):
                var sharers = entry.nestedUnkeyedContainer(forKey: .sharedBy)
                for share in shares {
                    var one = sharers.nestedContainer(keyedBy: ShareKeys.self)
                    try one.encode(share.name, forKey: .name)
                    try one.encode(share.weight, forKey: .weight)
                }
            }
            try entry.encodeIfPresent(item.taxRate, forKey: .taxRate)
            if let discount = item.discount {
                var choice = entry.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .discount)
                try Self.encode(discount, &choice)
            }
            if !item.isTipped { try entry.encode(false, forKey: .tipped) }
        }
        switch tax {
        case .rate(let rate):
            var choice = container.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .tax)
            try choice.encode(rate, forKey: .rate)
        case .amount(let amount):
            var choice = container.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .tax)
            try choice.encode(amount.amountText, forKey: .amount)
        case nil:
            break
        }
        if pricesIncludeTax { try container.encode(true, forKey: .pricesIncludeTax) }
        if let discount {
            var choice = container.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .discount)
            try Self.encode(discount, &choice)
        }
        switch service {
        case .percent(let percent):
            var choice = container.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .service)
            try choice.encode(percent, forKey: .percent)
        case .amount(let amount):
            var choice = container.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .service)
            try choice.encode(amount.amountText, forKey: .amount)
        case nil:
            break
        }
        var choice = container.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .tip)
        switch tip {
        case .percent(let percent): try choice.encode(percent, forKey: .percent)
        case .amount(let amount): try choice.encode(amount.amountText, forKey: .amount)
        }
        if let tipBase { try container.encode(tipBase.rawValue, forKey: .tipBase) }
        if rounding != .none { try container.encode(rounding.rawValue, forKey: .rounding) }
        try container.encodeIfPresent(roundingIncrement, forKey: .roundingIncrement)
        if defaultPayment != .card { try container.encode(defaultPayment.rawValue, forKey: .defaultPayment) }
        if cashRounding != .tip { try container.encode(cashRounding.rawValue, forKey: .cashRounding) }
        try container.encodeIfPresent(paidBy, forKey: .paidBy)
        if !payments.isEmpty {
            var list = container.nestedContainer(keyedBy: AnyKey.self, forKey: .payments)
            for (name, method) in payments.sorted(by: { $0.key < $1.key }) {
                try list.encode(method.rawValue, forKey: AnyKey(stringValue: name))
            }
        }
        if let home {
            var rate = container.nestedContainer(keyedBy: HomeKeys.self, forKey: .home)
            try rate.encode(home.to.code, forKey: .currency)
            try rate.encode(home.rate, forKey: .rate)
        }
        if homeRounding != .toNearestOrEven { try container.encode(homeRounding.rawValue, forKey: .homeRounding) }
    }

    // MARK: - Pieces

    /// Any key, to find the ones the schema does not know.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Throws for a key `Keys` does not know, so a misspelt `"taxrate"` is not silently ignored.
    static func rejectUnknownKeys<Keys: CodingKey & CaseIterable>(_ decoder: any Decoder, _ keys: Keys.Type) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        for key in container.allKeys where Keys(stringValue: key.stringValue) == nil {
            let known = Keys.allCases.map { "\"\($0.stringValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "unknown key \"\(key.stringValue)\"; use one of \(known)")
        }
    }

    private static func decodeItem(_ item: KeyedDecodingContainer<ItemKeys>, _ currency: Currency) throws -> Item {
        let name = try item.decode(String.self, forKey: .name)
        let quantity = try item.decodeIfPresent(Int.self, forKey: .quantity) ?? 1
        let price = try decodeMoney(item, .price, currency)
        let sharing: Sharing
        if !item.contains(.sharedBy) {
            sharing = .everyone
        } else if let one = try? item.decode(String.self, forKey: .sharedBy) {
            let lowered = one.lowercased()
            sharing = lowered == "all" || lowered == "everyone" ? .everyone : .person(one)
        } else {
            var list = try item.nestedUnkeyedContainer(forKey: .sharedBy)
            var shares: [Share] = []
            var weighted = false
            while !list.isAtEnd {
                if let name = try? list.decode(String.self) {
                    shares.append(Share(name, weight: 1))
                } else {
                    let share = try list.nestedContainer(keyedBy: ShareKeys.self)
                    shares.append(
                        Share(
                            try share.decode(String.self, forKey: .name),
                            weight: try share.decodeIfPresent(Int.self, forKey: .weight) ?? 1))
                    weighted = true
                }
            }
            sharing = weighted ? .weighted(shares) : .equally(shares.map(\.name))
        }
        var result = Item(name: name, quantity: quantity, unitPrice: price, sharedBy: sharing)
        result.taxRate = try item.decodeIfPresent(ExactDecimal.self, forKey: .taxRate)
        if item.contains(.discount) {
            result.discount = try decodeDiscount(
                item.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .discount), currency)
        }
        result.isTipped = try item.decodeIfPresent(Bool.self, forKey: .tipped) ?? true
        return result
    }

    private static func decodeDiscount(_ choice: KeyedDecodingContainer<ChoiceKeys>, _ currency: Currency) throws
        -> Discount
    {
        if choice.contains(.percent) { return .percent(try choice.decode(ExactDecimal.self, forKey: .percent)) }
        return .amount(try decodeMoney(choice, .amount, currency))
    }

    private static func encode(_ discount: Discount, _ choice: inout KeyedEncodingContainer<ChoiceKeys>) throws {
        switch discount {
        case .percent(let percent): try choice.encode(percent, forKey: .percent)
        case .amount(let amount): try choice.encode(amount.amountText, forKey: .amount)
        }
    }

    /// An ISO 4217 code, checked against ICU.
    static func decodeCurrency<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> Currency
    {
        let code = try container.decode(String.self, forKey: key)
        do {
            return try Currency(code: code)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    /// An amount string in the bill's currency, exact: `"12.30"`.
    static func decodeMoney<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key, _ currency: Currency)
        throws -> Money
    {
        let text = try container.decode(String.self, forKey: key)
        do {
            return try Money(parsing: text, currency)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    /// One of a closed set of strings, naming the allowed ones when it is none of them.
    static func decodeRaw<Value: RawRepresentable & CaseIterable, Key: CodingKey>(
        _ type: Value.Type, _ container: KeyedDecodingContainer<Key>, _ key: Key
    ) throws -> Value? where Value.RawValue == String {
        guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
        guard let value = Value(rawValue: text) else {
            let allowed = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\"\(text)\" is not one of \(allowed)")
        }
        return value
    }
}
