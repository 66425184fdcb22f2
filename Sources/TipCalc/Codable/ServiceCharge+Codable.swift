import Money

// `{"percent":"12.5"}`, or the amount itself: `{"amount":"12.50","currency":"EUR"}`.
extension ServiceCharge: Codable {
    private enum CodingKeys: String, CodingKey {
        case percent, amount
    }

    /// Decodes `{"percent":"12.5"}` or a Money object such as `{"amount":"12.50","currency":"EUR"}`.
    ///
    /// - Throws: `DecodingError` when neither or both forms are present, or a value is not canonical.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.exactlyOne(of: .percent, .amount, in: "a service charge") {
        case .percent: self = .percent(try container.decode(ExactDecimal.self, forKey: .percent))
        case .amount: self = .amount(try Money(from: decoder))
        }
    }

    /// Encodes `{"percent":"12.5"}` or the amount's Money object.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .percent(let percent):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(percent, forKey: .percent)
        case .amount(let amount):
            try amount.encode(to: encoder)
        }
    }
}
