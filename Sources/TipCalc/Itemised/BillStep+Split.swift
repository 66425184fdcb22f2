public import Money

extension BillStep {
    /// An amount split in proportion to weights, as `Money.allocated(by:in:)` splits it: each
    /// person gets the whole steps of their exact part, and the steps left over go one each to the
    /// largest remainders, ties to the larger weight, then to the person earlier on the bill.
    ///
    /// Always: the ``Share/part``s sum to ``amount``. Where the parts are this split's own, each
    /// is its ``Share/floor`` plus one ``step`` when it took a leftover unit, and ``leftover`` is
    /// the number of ``unitsGiven``. Two splits show parts found otherwise: an item with its own
    /// discount (each part is a part of what is left plus a part of the discount, each split
    /// whole), and a total rounded up share by share (``BillStep/WholeTotal/Rounding/sharesUp(minimum:start:step:amount:)``).
    public struct Split: Hashable, Sendable {
        /// What is split.
        public let subject: Subject
        /// The amount split.
        public let amount: Int64
        /// The unit the amount is split in: one minor unit, or the cash step.
        public let step: Int64
        /// Whether the weights are amounts of money (what each had) rather than counts.
        public let weightsAreMoney: Bool
        /// The sum of the weights: the denominator of every share.
        public let totalWeight: Int128
        /// Every person with a weight above zero, in the order of the weights.
        public let shares: [Share]
        /// The steps left over after every share took its whole steps.
        public let leftover: Int64
        /// Each leftover step, in the order given (largest remainder first), with why.
        public let unitsGiven: [UnitGiven]
        /// Whether one person takes it all (an item only one person had): no arithmetic to show.
        public let isSole: Bool

        /// What a split divides.
        public enum Subject: Hashable, Sendable {
            /// An item (by index) among those who had it.
            case item(Int)
            /// A whole bill's total; `cashStep` when it is split in cash steps.
            case total(cashStep: Int64?)
            /// A whole bill's amount before tax and tip.
            case bill
            /// A whole bill's tax.
            case tax
            /// The bill discount, by what each had.
            case discount
            /// A tax rate's tax (or the one tax amount), by what each had at that rate.
            case taxGroup(rate: ExactDecimal?, included: Bool)
            /// The service included, by what each had.
            case service
            /// The tip, by what each had of the tipped items (`beforeDiscounts`: as printed).
            case tip(beforeDiscounts: Bool)

            /// The kind of step its split is.
            public var kind: Kind {
                switch self {
                case .item: .item
                case .total, .bill, .tax: .split
                case .discount: .discount
                case .taxGroup: .tax
                case .service: .service
                case .tip: .tip
                }
            }
        }

        /// One person's exact part: `amount × weight / totalWeight`, its whole steps and the rest.
        public struct Share: Hashable, Sendable {
            /// The person.
            public let person: Int
            /// Their weight.
            public let weight: Int
            /// `amount × weight`: over ``Split/totalWeight``, their exact part in minor units.
            public let numerator: Int128
            /// The whole steps of their exact part, in minor units.
            public let floor: Int64
            /// What is left of their part in steps: `(amount / step × weight) mod totalWeight`,
            /// out of ``Split/totalWeight``.
            public let remainder: Int128
            /// What they get in the end.
            public let part: Int64
        }

        /// A leftover step, who took it, and why them rather than the first who did not.
        public struct UnitGiven: Hashable, Sendable {
            /// Who took it.
            public let person: Int
            /// Their remainder, out of ``Split/totalWeight``.
            public let remainder: Int128
            /// Why they rather than the first person left without one; `nil` when everyone took one.
            public let reason: Reason?
            /// Their part with it.
            public let part: Int64

            /// Why a leftover step went to one person rather than `other`.
            public enum Reason: Hashable, Sendable {
                /// Their remainder is larger than `other`'s, `remainder` out of the total weight.
                case largerRemainder(than: Int, remainder: Int128)
                /// The same remainder, and a larger weight than `other`'s.
                case largerWeight(than: Int)
                /// The same remainder and weight, and earlier on the bill than `other`.
                case earlier(than: Int)
            }
        }
    }
}

extension BillStep.Split {
    /// The split of `amount` in `step`s by `weights` (of `people`), given its `parts`; `nil` when
    /// there is nothing to split or no weight above zero.
    init?(
        _ subject: Subject, amount: Int64, weights: [Int], weightsAreMoney: Bool, parts: [Int64], step: Int64 = 1,
        people: [Int]? = nil, sole: Bool = false
    ) {
        guard amount > 0 else { return nil }
        let who = people ?? Array(weights.indices)
        var sum: Int128 = 0
        for weight in weights where weight > 0 { sum += Int128(weight) }
        guard sum > 0 else { return nil }
        self.subject = subject
        self.amount = amount
        self.step = step
        self.weightsAreMoney = weightsAreMoney
        totalWeight = sum
        isSole = sole
        let units = Int128(amount / step)
        var shares: [Share] = []
        var given: Int128 = 0
        var floors = [Int128](repeating: 0, count: weights.count)
        var remainders = [Int128](repeating: 0, count: weights.count)
        for index in weights.indices where weights[index] > 0 {
            let product = units * Int128(weights[index])
            floors[index] = product / sum
            remainders[index] = product % sum
            given += product / sum
            shares.append(
                Share(
                    person: who[index], weight: weights[index], numerator: Int128(amount) * Int128(weights[index]),
                    floor: Int64(product / sum) * step, remainder: product % sum, part: parts[index]))
        }
        self.shares = shares
        let leftover = units - given
        self.leftover = Int64(leftover)
        guard leftover > 0, !sole else {
            unitsGiven = []
            return
        }
        let ranked = weights.indices.filter { weights[$0] > 0 }.sorted { a, b in
            if remainders[a] != remainders[b] { return remainders[a] > remainders[b] }
            if weights[a] != weights[b] { return weights[a] > weights[b] }
            return a < b
        }
        let received = Set(weights.indices.filter { Int128(parts[$0] / step) > floors[$0] })
        let firstOut = ranked.first { !received.contains($0) }
        unitsGiven = ranked.filter(received.contains).map { index in
            let remainder = remainders[index]
            var reason: UnitGiven.Reason? = nil
            if let out = firstOut {
                if remainder > remainders[out] {
                    reason = .largerRemainder(than: who[out], remainder: remainders[out])
                } else if weights[index] > weights[out] {
                    reason = .largerWeight(than: who[out])
                } else {
                    reason = .earlier(than: who[out])
                }
            }
            return UnitGiven(person: who[index], remainder: remainder, reason: reason, part: parts[index])
        }
    }
}
