import Money

// Every field under its property name, amounts as Money objects and percentages as strings:
//
//     {"request":{…},"bill":{"amount":"84.50","currency":"USD"},"tax":{…},"service":{…},
//      "tipPercent":"18","tip":{…},"total":{…},"effectiveTipPercent":"18",
//      "shares":[{…}],"tipShares":[{…}],"billShares":[{…}],"taxShares":[{…}],"home":{…}}
//
// A decoded result is not recomputed (a stored result stays what it was, whatever a later
// version would compute), but it must keep every promise ``TipResult`` makes, or it is rejected.
extension TipResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case request, bill, tax, service, tipPercent, tip, total, effectiveTipPercent, shares, tipShares, billShares,
            taxShares, home
    }

    /// Decodes a result, checking that its amounts add up as ``TipResult`` promises.
    ///
    /// - Throws: `DecodingError` for a missing or malformed field, an amount in another currency
    ///   than the bill's, a negative tip, or amounts and shares that do not add up.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            request: try container.decode(TipRequest.self, forKey: .request),
            bill: try container.decode(Money.self, forKey: .bill),
            tax: try container.decode(Money.self, forKey: .tax),
            service: try container.decode(Money.self, forKey: .service),
            tipPercent: try container.decodeIfPresent(ExactDecimal.self, forKey: .tipPercent),
            tip: try container.decode(Money.self, forKey: .tip),
            total: try container.decode(Money.self, forKey: .total),
            effectiveTipPercent: try container.decode(ExactDecimal.self, forKey: .effectiveTipPercent),
            shares: try container.decode([Money].self, forKey: .shares),
            tipShares: try container.decode([Money].self, forKey: .tipShares),
            billShares: try container.decode([Money].self, forKey: .billShares),
            taxShares: try container.decode([Money].self, forKey: .taxShares),
            home: try container.decodeIfPresent(HomeAmounts.self, forKey: .home))
        if let problem = inconsistency { throw invalidValue(problem, in: decoder) }
    }

    /// Encodes the request and every amount; `tipPercent` and `home` are left out when `nil`.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(request, forKey: .request)
        try container.encode(bill, forKey: .bill)
        try container.encode(tax, forKey: .tax)
        try container.encode(service, forKey: .service)
        try container.encodeIfPresent(tipPercent, forKey: .tipPercent)
        try container.encode(tip, forKey: .tip)
        try container.encode(total, forKey: .total)
        try container.encode(effectiveTipPercent, forKey: .effectiveTipPercent)
        try container.encode(shares, forKey: .shares)
        try container.encode(tipShares, forKey: .tipShares)
        try container.encode(billShares, forKey: .billShares)
        try container.encode(taxShares, forKey: .taxShares)
        try container.encodeIfPresent(home, forKey: .home)
    }

    /// What breaks the promises of ``TipResult``, or `nil` when they all hold.
    var inconsistency: String? {
        let currency = bill.currency
        let amounts = [request.bill, tax, service, tip, total] + shares + tipShares + billShares + taxShares
        if let other = amounts.first(where: { $0.currency != currency }) {
            return "amount \(other) is not in \(currency.code), the bill's currency"
        }
        if request.bill != bill { return "the bill \(bill) is not the request's bill \(request.bill)" }
        if let negative = ([tip] + tipShares).first(where: \.isNegative) { return "the tip \(negative) is negative" }
        if [bill, tax, tip].minorUnitsSum != Int128(total.minorUnits) {
            return "bill \(bill) + tax \(tax) + tip \(tip) is not the total \(total)"
        }
        let count = shares.count
        guard count > 0, tipShares.count == count, billShares.count == count, taxShares.count == count else {
            return "shares, tipShares, billShares and taxShares need one entry per person each"
        }
        for (parts, whole, name) in [
            (shares, total, "shares"), (tipShares, tip, "tipShares"),
            (billShares, bill, "billShares"), (taxShares, tax, "taxShares"),
        ]
        where parts.minorUnitsSum != Int128(whole.minorUnits) {
            return "the \(name) do not sum to \(whole)"
        }
        for person in 0..<count {
            let parts = [billShares[person], taxShares[person], tipShares[person]]
            if parts.minorUnitsSum != Int128(shares[person].minorUnits) {
                return "share \(person + 1), \(shares[person]), is not its bill, tax and tip parts together"
            }
        }
        if let home, home.rate.from != currency {
            return "the home rate converts from \(home.rate.from.code), not \(currency.code)"
        }
        return nil
    }
}
