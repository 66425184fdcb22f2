public import Money

/// A service charge that is already included in the printed bill.
///
/// A percentage `p` means the bill already contains `bill × p / (100 + p)` of service, rounded
/// half-up to the minor unit: a 112.50 EUR bill with 12.5% service included holds
/// 112.50 × 12.5 / 112.5 = 12.50 EUR of service. The tip the request asks for is computed as
/// usual and only the part above the service is suggested as an extra tip, which can be zero.
public enum ServiceCharge: Hashable, Sendable {
    /// The percentage printed on the bill, from 0 to 100.
    case percent(ExactDecimal)
    /// The service amount printed on the bill, at most the bill.
    case amount(Money)
}
