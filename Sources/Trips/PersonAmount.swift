public import Money

/// An amount that belongs to one person of a trip: their share of a bill (``TripBill/Share``),
/// their balance (``Balance``), or what a cash settlement leaves them.
public struct PersonAmount: Hashable, Sendable {
    /// Who.
    public let person: String
    /// How much.
    public let amount: Money

    /// Creates a person's amount.
    public init(_ person: String, _ amount: Money) {
        self.person = person
        self.amount = amount
    }
}
