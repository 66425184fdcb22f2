// Amounts are encoded as strings, never JSON numbers, so no decoder routes them through a
// binary double: {"amount":"12.34","currency":"USD"}.
extension Money: Codable {
    private enum CodingKeys: String, CodingKey {
        case amount, currency
    }

    /// Decodes `{"amount":"12.34","currency":"USD"}`; the amount must be canonical and exact.
    ///
    /// - Throws: `DecodingError` for a missing key, an unknown currency, or an amount that is not
    ///   canonical or has more fraction digits than the currency.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(Currency.self, forKey: .currency)
        let text = try container.decode(String.self, forKey: .amount)
        do {
            self = try Money(parsing: text, currency)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .amount, in: container, debugDescription: error.description)
        }
    }

    /// Encodes the amount with exactly the currency's fraction digits (`"1200"` JPY, `"0.500"` KWD).
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(amountText, forKey: .amount)
        try container.encode(currency.code, forKey: .currency)
    }
}
