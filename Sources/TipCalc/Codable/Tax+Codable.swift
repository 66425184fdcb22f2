import Money

// `{"rate":"8.875"}`, or the amount itself: `{"amount":"7.50","currency":"USD"}`.
extension Tax: Codable {
    private enum CodingKeys: String, CodingKey {
        case rate, amount
    }

    /// Decodes `{"rate":"8.875"}` or a Money object such as `{"amount":"7.50","currency":"USD"}`.
    ///
    /// - Throws: `DecodingError` when neither or both forms are present, or a value is not canonical.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.exactlyOne(of: .rate, .amount, in: "a tax") {
        case .rate: self = .rate(try container.decode(ExactDecimal.self, forKey: .rate))
        case .amount: self = .amount(try Money(from: decoder))
        }
    }

    /// Encodes `{"rate":"8.875"}` or the amount's Money object.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .rate(let rate):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rate, forKey: .rate)
        case .amount(let amount):
            try amount.encode(to: encoder)
        }
    }
}
