/// What the tip percentage is taken of.
public enum TipBase: String, Hashable, Sendable, CaseIterable, Codable {
    /// The bill before tax (the usual custom where tax is added on top).
    case pretax
    /// The bill plus tax.
    case total
}
