import ArgumentParser
package import TipCalc

/// `--round`: how totals or shares are rounded (also the config file's `rounding`).
package enum RoundOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case none, nearest, up
    case sharesUp = "shares-up"

    /// The TipCalc policy.
    package var policy: RoundingPolicy {
        switch self {
        case .none: .none
        case .nearest: .nearest
        case .up: .up
        case .sharesUp: .sharesUp
        }
    }
}
