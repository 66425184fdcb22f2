/// What a group asks of its settlement beyond the fewest transfers: who never pays whom, who
/// settles as one household, and who settles now.
///
/// Names are people of the trip or households (a member of a household settles only through it).
/// The fewest transfers under the rules stay exact up to ``Settlement/exactLimit`` people or
/// households with a balance; money only goes from someone who owes to someone who is owed,
/// never through a third person.
///
///     var rules = SettlementRules()
///     rules.never = [.init(from: "Ann", to: "Ben")]
///     rules.only = ["Ann", "Ben", "Cy"]
public struct SettlementRules: Hashable, Sendable {
    /// One `--never` rule: `from` never pays `to` directly.
    public struct Never: Hashable, Sendable, CustomStringConvertible {
        /// Who never pays.
        public let from: String
        /// Whom they never pay.
        public let to: String

        /// Creates a rule that `from` never pays `to` directly.
        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        /// `--never Ann:Ben`, as the rule is typed.
        public var description: String { "--never \(from):\(to)" }
    }

    /// Pairs that never pay each other directly (in the direction given).
    public var never: [Never]
    /// The people or households that settle, or `nil` for everyone.
    ///
    /// Everyone else's balance stays as it is.
    public var only: [String]?
    /// People who settle as one; a trip's settlement takes its ``Trip/households``.
    public var households: [Household]

    /// Creates rules; with no arguments, none (the settlement is the plain fewest transfers).
    public init(never: [Never] = [], only: [String]? = nil, households: [Household] = []) {
        self.never = never
        self.only = only
        self.households = households
    }

    /// Whether no rule is set.
    public var isEmpty: Bool { never.isEmpty && only == nil && households.isEmpty }
}
