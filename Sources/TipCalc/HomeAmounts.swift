public import Money

/// A result's amounts converted to the traveller's home currency, adding up exactly.
///
/// Only the total is converted, by ``ExchangeRate/convert(_:rounding:)`` with the request's
/// ``TipRequest/homeRounding``. The converted total is then split, with `Money.allocated(by:)`,
/// in proportion to the bill, tax and tip (their minor units; a zero part stays zero), and again
/// in proportion to the shares. So, always:
///
/// - `bill + tax + tip == total` in the home currency, and
/// - the home ``shares`` sum exactly to the home ``total``.
///
/// Each part can differ by a minor unit from converting that amount alone. JPY 4500 with a 10% tip
/// at 1 JPY = 0.0061 EUR: the total 4950 JPY converts to 30.195 → **30.20 EUR** (half-even); split
/// 4500 : 450 it gives 27.45 EUR (2745.45…) and 2.75 EUR (274.54…, which takes the leftover cent
/// for its larger remainder), where converting the tip alone would give 2.745 → 2.74 EUR.
///
/// The bill's currency is what is paid; the home amounts are for reading.
public struct HomeAmounts: Hashable, Sendable {
    /// The rate used.
    public let rate: ExchangeRate
    /// The bill's part of the home ``total``.
    public let bill: Money
    /// The tax's part of the home ``total``.
    public let tax: Money
    /// The tip's part of the home ``total``.
    public let tip: Money
    /// The total, converted.
    public let total: Money
    /// Each share in the home currency: the home total split in proportion to the shares.
    public let shares: [Money]
}
