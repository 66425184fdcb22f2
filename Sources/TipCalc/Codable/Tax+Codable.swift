import Money

// `{"rate":"8.875"}`, or the amount itself: `{"amount":"7.50","currency":"USD"}`.
extension Tax: Codable {
    private static let form = DecimalOrMoneyForm(
        decimalKey: "rate", noun: "a tax", decimal: Tax.rate, money: Tax.amount)

    /// Decodes `{"rate":"8.875"}` or a Money object such as `{"amount":"7.50","currency":"USD"}`.
    ///
    /// - Throws: `DecodingError` when neither or both forms are present, or a value is not canonical.
    public init(from decoder: any Decoder) throws {
        self = try Self.form.decode(from: decoder)
    }

    /// Encodes `{"rate":"8.875"}` or the amount's Money object.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .amount(let amount): try amount.encode(to: encoder)
        case .rate(let rate): try Self.form.encode(rate, to: encoder)
        }
    }
}
