import Money

// `{"percent":"12.5"}`, or the amount itself: `{"amount":"12.50","currency":"EUR"}`.
extension ServiceCharge: Codable {
    private static let form = DecimalOrMoneyForm(
        decimalKey: "percent", noun: "a service charge", decimal: ServiceCharge.percent, money: ServiceCharge.amount)

    /// Decodes `{"percent":"12.5"}` or a Money object such as `{"amount":"12.50","currency":"EUR"}`.
    ///
    /// - Throws: `DecodingError` when neither or both forms are present, or a value is not canonical.
    public init(from decoder: any Decoder) throws {
        self = try Self.form.decode(from: decoder)
    }

    /// Encodes `{"percent":"12.5"}` or the amount's Money object.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .percent(let percent): try Self.form.encode(percent, to: encoder)
        case .amount(let amount): try amount.encode(to: encoder)
        }
    }
}
