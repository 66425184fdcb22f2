import Money

// `{"rate":{…},"bill":{…},"tax":{…},"tip":{…},"total":{…},"shares":[{…}]}`, amounts as Money
// objects. Decoding checks what ``HomeAmounts`` promises: every amount is in the rate's target
// currency, bill + tax + tip is the total and the shares sum to it.
extension HomeAmounts: Codable {
    private enum CodingKeys: String, CodingKey {
        case rate, bill, tax, tip, total, shares
    }

    /// Decodes home amounts, checking that they add up.
    ///
    /// - Throws: `DecodingError` for a missing or malformed field, an amount in another currency
    ///   than the rate's target, or parts that do not sum to the total.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            rate: try container.decode(ExchangeRate.self, forKey: .rate),
            bill: try container.decode(Money.self, forKey: .bill),
            tax: try container.decode(Money.self, forKey: .tax),
            tip: try container.decode(Money.self, forKey: .tip),
            total: try container.decode(Money.self, forKey: .total),
            shares: try container.decode([Money].self, forKey: .shares))
        if let problem = inconsistency { throw invalidValue(problem, in: decoder) }
    }

    /// Encodes the rate and every amount.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rate, forKey: .rate)
        try container.encode(bill, forKey: .bill)
        try container.encode(tax, forKey: .tax)
        try container.encode(tip, forKey: .tip)
        try container.encode(total, forKey: .total)
        try container.encode(shares, forKey: .shares)
    }

    /// What breaks the promises of ``HomeAmounts``, or `nil` when they hold.
    var inconsistency: String? {
        let amounts = [bill, tax, tip, total] + shares
        if let other = amounts.first(where: { $0.currency != rate.to }) {
            return "home amount \(other) is not in \(rate.to.code), the rate's target"
        }
        if [bill, tax, tip].minorUnitsSum != Int128(total.minorUnits) {
            return "home bill \(bill) + tax \(tax) + tip \(tip) is not the home total \(total)"
        }
        if shares.isEmpty || shares.minorUnitsSum != Int128(total.minorUnits) {
            return "the home shares do not sum to the home total \(total)"
        }
        return nil
    }
}
