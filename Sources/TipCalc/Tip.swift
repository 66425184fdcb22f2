public import Money

/// The tip asked for: a percentage of the tip base or a fixed amount.
public enum Tip: Hashable, Sendable {
    /// An exact percentage from 0 to 100 (`18`, `17.5`); the tip rounds half-up to the minor unit.
    case percent(ExactDecimal)
    /// A fixed tip in the bill's currency, zero or more.
    case amount(Money)
}
