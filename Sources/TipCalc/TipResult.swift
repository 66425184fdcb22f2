public import Money

/// The outcome of a ``TipRequest``: what is tipped, what is paid, and by whom.
///
/// Always: `total == bill + tax + tip`, `tip >= 0`, the sum of ``shares`` is ``total``, of
/// ``tipShares`` is ``tip``, of ``billShares`` is ``bill`` and of ``taxShares`` is ``tax``,
/// and `shares[i] == billShares[i] + taxShares[i] + tipShares[i]` for every person.
public struct TipResult: Hashable, Sendable {
    /// The request this answers.
    public let request: TipRequest
    /// The bill as printed, before tax.
    public let bill: Money
    /// The tax added on top (zero without tax).
    public let tax: Money
    /// The service already included in the bill (zero without a service charge).
    public let service: Money
    /// The requested percentage, or `nil` for a fixed-amount tip.
    public let tipPercent: ExactDecimal?
    /// The tip to add on top of bill and tax: after any included service and any rounding.
    public let tip: Money
    /// What is paid in all: bill + tax + tip.
    public let total: Money
    /// ``tip`` ÷ tip base × 100, two fraction digits, half-up; 0 when the tip base is zero.
    public let effectiveTipPercent: ExactDecimal
    /// What each person pays, summing exactly to ``total``.
    ///
    /// For an even split larger shares come first; for weights, shares follow the order of the weights.
    public let shares: [Money]
    /// The tip part of each share, each zero or more, summing to ``tip``.
    public let tipShares: [Money]
    /// The bill part of each share, summing to ``bill``.
    public let billShares: [Money]
    /// The tax part of each share, summing to ``tax``.
    public let taxShares: [Money]
    /// The amounts in the home currency when ``TipRequest/home`` is set.
    public let home: HomeAmounts?
}
