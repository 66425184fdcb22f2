import Money

// `{"percent":"18"}`, or the amount itself: `{"amount":"5.00","currency":"USD"}`.
extension Tip: Codable {
    private static let form = DecimalOrMoneyForm(
        decimalKey: "percent", noun: "a tip", decimal: Tip.percent, money: Tip.amount)

    /// Decodes `{"percent":"18"}` or a Money object such as `{"amount":"5.00","currency":"USD"}`.
    ///
    /// - Throws: `DecodingError` when neither or both forms are present, or a value is not canonical.
    public init(from decoder: any Decoder) throws {
        self = try Self.form.decode(from: decoder)
    }

    /// Encodes `{"percent":"18"}` or the amount's Money object.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .percent(let percent): try Self.form.encode(percent, to: encoder)
        case .amount(let amount): try amount.encode(to: encoder)
        }
    }
}
