import Money

// Every field under its property name; amounts are Money objects and percentages strings:
//
//     {"bill":{"amount":"84.50","currency":"USD"},"tip":{"percent":"18"},"party":{"even":3},
//      "tax":{"rate":"8.875"},"tipBase":"pretax","rounding":"none","cash":false,
//      "homeRounding":"toNearestOrEven"}
//
// Only `bill` and `tip` are required; a missing field takes the default of `init(bill:tip:)`, and
// optional fields that are `nil` are left out.
extension TipRequest: Codable {
    private enum CodingKeys: String, CodingKey {
        case bill, tax, tipBase, tip, service, party, rounding, roundingIncrement, cash, home, homeRounding
    }

    /// Decodes a request; only `bill` and `tip` are required.
    ///
    /// - Throws: `DecodingError` for a missing `bill` or `tip`, or any field that does not decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            bill: try container.decode(Money.self, forKey: .bill), tip: try container.decode(Tip.self, forKey: .tip))
        tax = try container.decodeIfPresent(Tax.self, forKey: .tax)
        tipBase = try container.decodeIfPresent(TipBase.self, forKey: .tipBase) ?? tipBase
        service = try container.decodeIfPresent(ServiceCharge.self, forKey: .service)
        party = try container.decodeIfPresent(Party.self, forKey: .party) ?? party
        rounding = try container.decodeIfPresent(RoundingPolicy.self, forKey: .rounding) ?? rounding
        roundingIncrement = try container.decodeIfPresent(ExactDecimal.self, forKey: .roundingIncrement)
        cash = try container.decodeIfPresent(Bool.self, forKey: .cash) ?? cash
        home = try container.decodeIfPresent(ExchangeRate.self, forKey: .home)
        homeRounding = try container.decodeIfPresent(Money.RoundingRule.self, forKey: .homeRounding) ?? homeRounding
    }

    /// Encodes every field; `nil` ones are left out.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bill, forKey: .bill)
        try container.encodeIfPresent(tax, forKey: .tax)
        try container.encode(tipBase, forKey: .tipBase)
        try container.encode(tip, forKey: .tip)
        try container.encodeIfPresent(service, forKey: .service)
        try container.encode(party, forKey: .party)
        try container.encode(rounding, forKey: .rounding)
        try container.encodeIfPresent(roundingIncrement, forKey: .roundingIncrement)
        try container.encode(cash, forKey: .cash)
        try container.encodeIfPresent(home, forKey: .home)
        try container.encode(homeRounding, forKey: .homeRounding)
    }
}
