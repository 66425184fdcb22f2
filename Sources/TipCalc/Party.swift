/// Who shares the bill.
public enum Party: Hashable, Sendable {
    /// `n` people, from 1 to 1,000, paying equal shares (larger shares first when the amount
    /// does not divide evenly).
    case even(Int)
    /// One whole-number weight per person, each above zero, 1 to 1,000 of them: `[2, 1, 1]`
    /// means the first person pays for two.
    case weights([Int])

    /// The largest party.
    public static let maximumSize = 1000

    /// The weight of each person: `n` ones for an even split.
    ///
    ///     try Party.even(3).validatedWeights()         // [1, 1, 1]
    ///     try Party.weights([2, 1]).validatedWeights()  // [2, 1]
    ///
    /// - Throws: ``TipCalcError/invalidParty(_:)`` for a size or weights out of range.
    public func validatedWeights() throws(TipCalcError) -> [Int] {
        if problem != nil { throw .invalidParty(self) }
        switch self {
        case .even(let size): return Array(repeating: 1, count: size)
        case .weights(let weights): return weights
        }
    }

    /// How many people pay.
    public var count: Int {
        switch self {
        case .even(let size): return size
        case .weights(let weights): return weights.count
        }
    }

    /// What is wrong with this party, as the end of an error sentence; `nil` when it is valid.
    var problem: String? {
        switch self {
        case .even(let size):
            guard (1...Self.maximumSize).contains(size) else {
                return "a party of \(size); give a size from 1 to \(Self.maximumSize)"
            }
        case .weights(let weights):
            guard (1...Self.maximumSize).contains(weights.count) else {
                return "\(weights.count) weights; give from 1 to \(Self.maximumSize), such as 2,1,1"
            }
            if let bad = weights.first(where: { $0 <= 0 }) {
                return "weight \(bad) is not a whole number above zero; use weights such as 2,1,1"
            }
        }
        return nil
    }
}
