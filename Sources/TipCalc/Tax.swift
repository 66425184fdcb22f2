public import Money

/// A sales tax or VAT added on top of the bill.
///
/// A rate is a percentage of the bill, rounded half-up to the minor unit:
/// `.rate(8.875)` on 84.50 USD is 7.50 USD (84.50 × 0.08875 = 7.4993750 → 7.50).
public enum Tax: Hashable, Sendable {
    /// A fixed tax amount in the bill's currency.
    case amount(Money)
    /// A rate in percent (`8.875` for 8.875%), from 0 to 100.
    case rate(ExactDecimal)
}
