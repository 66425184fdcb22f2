import Money

// `{"from":"EUR","to":"USD","rate":"1.0832"}`. A cross rate (USD → CHF through EUR) also carries
// the two published rates it is the exact quotient of, so it converts exactly the same after a
// round trip: `{"from":"USD","to":"CHF","rate":"0.8692762186","numerator":"0.9416","denominator":"1.0832"}`.
// Where the rate came from travels with it: `"source":"ECB euro reference rates (eurofxref-daily.xml)",
// "sourceDate":"2026-11-20"`.
extension ExchangeRate: Codable {
    private enum CodingKeys: String, CodingKey {
        case from, to, rate, numerator, denominator, source, sourceDate
    }

    /// Decodes a rate, checking it as ``init(from:to:rate:)`` does.
    ///
    /// - Throws: `DecodingError` for a missing or malformed field, a rate that is not above zero,
    ///   a currency converted to itself at a rate other than 1, or a cross rate whose `rate` is
    ///   not its `numerator ÷ denominator`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let from = try container.decode(Currency.self, forKey: .from)
        let to = try container.decode(Currency.self, forKey: .to)
        let rate = try container.decode(ExactDecimal.self, forKey: .rate)
        let numerator = try container.decodeIfPresent(ExactDecimal.self, forKey: .numerator)
        let denominator = try container.decodeIfPresent(ExactDecimal.self, forKey: .denominator)
        do {
            if let numerator, let denominator {
                self = try ExchangeRate(from: from, to: to, numerator: numerator, denominator: denominator)
                guard self.rate == rate else {
                    throw invalidValue(
                        "rate \(rate) is not \(numerator) ÷ \(denominator) = \(self.rate)", in: decoder)
                }
            } else if numerator == nil && denominator == nil {
                self = try ExchangeRate(from: from, to: to, rate: rate)
            } else {
                throw invalidValue("a cross rate needs both \"numerator\" and \"denominator\"", in: decoder)
            }
        } catch let error as TipCalcError {
            throw invalidValue(error.description, in: decoder)
        }
        if let name = try container.decodeIfPresent(String.self, forKey: .source) {
            source = Source(name: name, date: try container.decodeIfPresent(String.self, forKey: .sourceDate))
        }
    }

    /// Encodes the currencies and the rate; a cross rate adds its numerator and denominator, and a
    /// rate with a known ``source`` adds `"source"` and `"sourceDate"`.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(rate, forKey: .rate)
        if denominator != 1 {
            try container.encode(numerator, forKey: .numerator)
            try container.encode(denominator, forKey: .denominator)
        }
        if let source {
            try container.encode(source.name, forKey: .source)
            try container.encodeIfPresent(source.date, forKey: .sourceDate)
        }
    }
}
