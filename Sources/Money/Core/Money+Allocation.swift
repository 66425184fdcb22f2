extension Money {
    /// The largest number of parts an amount can be allocated into.
    public static let maximumParts = 10_000

    /// Splits the amount into `parts` shares that sum exactly to it.
    ///
    /// Shares are whole multiples of `precision`; they differ by at most one step, and the larger
    /// shares come first.
    ///
    ///     try Money(parsing: "100.00", .usd).allocated(into: 3)
    ///     // [33.34 USD, 33.33 USD, 33.33 USD]
    ///
    /// - Throws: ``MoneyError/invalidRatios(_:reason:)`` unless `parts` is in `1...10_000`, and
    ///   ``MoneyError/invalidIncrement(_:)`` when the amount is not a multiple of `precision`.
    public func allocated(into parts: Int, in precision: Precision = .minorUnit) throws(MoneyError) -> [Money] {
        guard (1...Self.maximumParts).contains(parts) else {
            throw .invalidRatios([parts], reason: "the number of parts must be from 1 to \(Self.maximumParts)")
        }
        return try allocated(by: Array(repeating: 1, count: parts), in: precision)
    }

    /// Splits the amount in proportion to integer weights; the shares sum exactly to it.
    ///
    /// `[2, 1, 1]` gives the first person twice the share of each other. Each share is a whole
    /// multiple of `precision`. Steps left over after the proportional split go one at a time to
    /// the shares with the largest remainders (then the largest weights, then the earliest), so
    /// equal weights get shares that differ by at most one step, larger first.
    ///
    ///     try Money(parsing: "10.00", .usd).allocated(by: [2, 1, 1])
    ///     // [5.00 USD, 2.50 USD, 2.50 USD]
    ///
    /// - Complexity: O(*n* log *n*) for *n* weights.
    /// - Throws: ``MoneyError/invalidRatios(_:reason:)`` for no weights, more than 10,000, or any
    ///   weight that is zero or negative; ``MoneyError/invalidIncrement(_:)`` when the amount is
    ///   not a multiple of `precision`.
    public func allocated(by weights: [Int], in precision: Precision = .minorUnit) throws(MoneyError) -> [Money] {
        guard !weights.isEmpty else { throw .invalidRatios(weights, reason: "give at least one weight") }
        guard weights.count <= Self.maximumParts else {
            throw .invalidRatios(Array(weights.prefix(3)), reason: "more than \(Self.maximumParts) parts")
        }
        guard weights.allSatisfy({ $0 > 0 }) else {
            throw .invalidRatios(weights, reason: "every weight must be a whole number above zero")
        }
        let step = try minorUnits(of: precision)
        guard minorUnits % step == 0 else {
            throw .invalidIncrement(
                "\(self) is not a multiple of \(Money(minorUnits: step, currency).amountText); round it first")
        }
        let steps = Int128(minorUnits / step).magnitude
        let totalWeight = weights.reduce(UInt128(0)) { $0 + UInt128($1) }
        var shares = weights.map { steps * UInt128($0) / totalWeight }
        let remainders = weights.map { steps * UInt128($0) % totalWeight }
        var leftover = steps - shares.reduce(0, +)
        let order = weights.indices.sorted { a, b in
            if remainders[a] != remainders[b] { return remainders[a] > remainders[b] }
            if weights[a] != weights[b] { return weights[a] > weights[b] }
            return a < b
        }
        for index in order where leftover > 0 {
            shares[index] += 1
            leftover -= 1
        }
        let sign: Int128 = minorUnits < 0 ? -1 : 1
        // |share × step| <= |minorUnits| and has its sign, so every share fits back into Int64.
        return shares.map { Money(minorUnits: Int64(truncatingIfNeeded: sign * Int128($0) * Int128(step)), currency) }
    }
}
