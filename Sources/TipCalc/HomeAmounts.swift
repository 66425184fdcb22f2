public import Money

/// A result's amounts converted to the traveller's home currency.
///
/// Each amount is converted on its own by ``ExchangeRate/convert(_:rounding:)``, so converted
/// shares can differ from the converted total by a minor unit or so: the bill's currency is what
/// is paid, the home amounts are for reading.
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
    /// Each share, converted.
    public let shares: [Money]
}
