public import Money

/// A result's amounts converted to the traveller's home currency.
///
/// The bill, tax, tip and total are each converted on their own by
/// ``ExchangeRate/convert(_:rounding:)``; the converted total is then split in proportion to the
/// shares, so the home ``shares`` sum exactly to the home ``total``. The bill's currency is what is
/// paid; the home amounts are for reading.
public struct HomeAmounts: Hashable, Sendable {
    /// The rate used.
    public let rate: ExchangeRate
    /// The bill, converted.
    public let bill: Money
    /// The tax, converted.
    public let tax: Money
    /// The tip, converted.
    public let tip: Money
    /// The total, converted.
    public let total: Money
    /// Each share in the home currency: the home total split in proportion to the shares.
    public let shares: [Money]
}
