/// How the amount to pay is made round.
///
/// Whenever the total is rounded (any policy other than ``none``, or cash rounding), a minimum
/// tip applies: 1% of the bill, or the percentage asked for if that is less, half-up and at least
/// one minor unit; zero for a zero bill or a zero tip.
public enum RoundingPolicy: String, Hashable, Sendable, CaseIterable, Codable {
    /// No rounding: the total is bill + tax + tip to the minor unit.
    case none
    /// The total rounds to the nearest increment (a tie goes up); if that would leave less than
    /// the minimum tip, it rounds up instead.
    case nearest
    /// The total rounds up to the next increment, keeping at least the minimum tip.
    case up
    /// Each share rounds up to the increment so everybody pays a round amount; the tip absorbs
    /// the difference. The command line spells it `shares-up`.
    case sharesUp
}
