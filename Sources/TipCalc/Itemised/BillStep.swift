public import Money

/// One step of the bill engine, as data: what it worked out, with every value exact.
///
/// Amounts are whole minor units of the bill's currency (`Int64`, as `Money.minorUnits`);
/// people are indices into the result's people (``ItemisedResult/people``, or the request's
/// weights for a single amount) and items indices into its items; a quotient before rounding is
/// a ``Quotient`` of minor units. The steps carry no words: BillPresentation's `Explanation`
/// writes them in a language, so a person can redo each number by hand.
///
///     let result = try ItemisedCalculator.calculate(bill, explaining: true)
///     if case .tax(let tax) = result.explanation.first(where: { $0.kind == .tax }) {
///         print(tax.amount, tax.quotient?.numerator, tax.quotient?.denominator)
///     }
///     // Prints "909 Optional(90910) Optional(100)"   (90.91 × 10 / 100 = 9.091 → 9.09)
public enum BillStep: Hashable, Sendable {
    /// Every amount is in the bill's currency with `digits` fraction digits, and exact.
    case amounts(digits: Int)
    /// Every item is shared alike, so the bill is split as a whole by these weights (one per
    /// person, zero for those outside).
    case sharedAlike(weights: [Int])
    /// Items are shared differently, so each column is split by what each had.
    case sharedDifferently
    /// An item's amount and its own discount.
    case item(Item)
    /// An amount split in proportion to weights, unit by unit.
    case split(Split)
    /// What each person had after item discounts (one amount per person): the per-item keys.
    case had([Int64])
    /// The bill discount, or the bill after item discounts when there is none.
    case billDiscount(BillDiscount)
    /// The bill discount split among the cells of tax rate and tipping, by their amounts.
    case discountCells([DiscountCell])
    /// No tax on the bill.
    case noTax
    /// One tax rate's (or the one tax amount's) tax.
    case tax(Tax)
    /// The service included in the prices.
    case service(Service)
    /// The tip asked for and the tip left.
    case tip(TipStep)
    /// A whole bill's total and how it was rounded.
    case wholeTotal(WholeTotal)
    /// Bill and tax units moved between two shares so that no tip part is negative.
    case move(Move)
    /// Each share's tip part: the share less its bill and tax parts.
    case tipParts([TipPart])
    /// One person's payment, with any rounding.
    case payment(Payment)
    /// The total paid and its terms.
    case totalPaid(TotalPaid)
    /// `person` paid the whole bill, `amount`.
    case paidWhole(person: Int, amount: Int64)
    /// `from` owes `to` `amount`.
    case owes(from: Int, to: Int, amount: Int64)
    /// The total converted to the home currency by `rule`, and split by what each pays.
    case home(HomeAmounts, rule: Money.RoundingRule)

    /// What a step is about.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case method, item, discount, tax, service, tip, total, split, payment, settlement, home
    }

    /// What the step is about.
    public var kind: Kind {
        switch self {
        case .amounts, .sharedAlike, .sharedDifferently: .method
        case .item, .had: .item
        case .split(let split): split.subject.kind
        case .billDiscount, .discountCells: .discount
        case .noTax, .tax: .tax
        case .service: .service
        case .tip: .tip
        case .wholeTotal, .totalPaid: .total
        case .move, .tipParts: .split
        case .payment: .payment
        case .paidWhole, .owes: .settlement
        case .home: .home
        }
    }

    /// `numerator / denominator` minor units, exactly: a quotient before it is rounded.
    public struct Quotient: Hashable, Sendable {
        /// The dividend, in minor units times the denominator.
        public let numerator: Int128
        /// The divisor, above zero.
        public let denominator: Int128

        /// The quotient `numerator / denominator`.
        public init(_ numerator: Int128, _ denominator: Int128) {
            self.numerator = numerator
            self.denominator = denominator
        }
    }

    /// A percentage of an amount, rounded half-up: `amount × percent / 100 = quotient → result`,
    /// or, contained in it, `amount × percent / (100 + percent)`.
    public struct Percentage: Hashable, Sendable {
        /// The percentage.
        public let percent: ExactDecimal
        /// What it is taken of.
        public let base: Int64
        /// The exact quotient: `base × percent / 100`, or `/ (100 + percent)` when contained.
        public let quotient: Quotient
        /// The quotient rounded half-up.
        public let amount: Int64

        /// `percent` of `base` (`contained`: the part of `base` that `percent` added makes), rounded to `amount`.
        init(_ percent: ExactDecimal, of base: Int64, contained: Bool = false, amount: Int64) {
            let hundred = BillArithmetic.pow10(percent.scale + 2)
            self.percent = percent
            self.base = base
            quotient = Quotient(
                Int128(base) * percent.significand, contained ? hundred + percent.significand : hundred)
            self.amount = amount
        }
    }

    /// An item: quantity × unit price, less its own discount.
    public struct Item: Hashable, Sendable {
        /// The item's index in the bill.
        public let item: Int
        /// How many.
        public let quantity: Int
        /// The price of one.
        public let unitPrice: Int64
        /// quantity × unit price.
        public let amount: Int64
        /// The item's own discount, if any.
        public let discount: Discount?

        /// An item's own discount.
        public enum Discount: Hashable, Sendable {
            /// A percentage of the item's amount, rounded half-up.
            case percent(Percentage)
            /// An amount.
            case amount(Int64)
        }

        /// The discount in minor units (zero without one).
        public var discountAmount: Int64 {
            switch discount {
            case .percent(let percentage): percentage.amount
            case .amount(let amount): amount
            case nil: 0
            }
        }
    }

    /// The bill discount: of the items after their own discounts, `itemsNet`, leaving `net`.
    public struct BillDiscount: Hashable, Sendable {
        /// The bill discount as given.
        public enum Rule: Hashable, Sendable {
            /// A percentage of the items after their discounts, rounded half-up.
            case percent(Percentage)
            /// An amount.
            case amount
            /// None.
            case none
        }

        /// How it was given.
        public let rule: Rule
        /// The items after their own discounts.
        public let itemsNet: Int64
        /// The discount.
        public let amount: Int64
        /// The bill after every discount.
        public let net: Int64
    }

    /// One cell of the bill (a tax rate, tipped or not) and its part of the bill discount.
    public struct DiscountCell: Hashable, Sendable {
        /// The tax rate of its items (zero for none).
        public let rate: ExactDecimal
        /// Whether its items count toward the tip.
        public let tipped: Bool
        /// Its items after their own discounts.
        public let net: Int64
        /// Its part of the bill discount.
        public let discount: Int64
        /// `net − discount`.
        public let base: Int64
    }

    /// One tax rate's tax, or a tax given as an amount.
    public struct Tax: Hashable, Sendable {
        /// The rate, `nil` for a tax given as an amount.
        public let rate: ExactDecimal?
        /// The amount taxed (with the tax when it is contained).
        public let base: Int64
        /// The tax.
        public let amount: Int64
        /// Whether it is contained in the prices (VAT) rather than added.
        public let included: Bool
        /// `base × rate / 100`, or `base × rate / (100 + rate)` when contained; `nil` for an amount.
        public let quotient: Quotient?
    }

    /// The service included in the prices.
    public enum Service: Hashable, Sendable {
        /// A percentage contained in the bill after discounts, rounded half-up.
        case percent(Percentage)
        /// An amount.
        case amount(Int64)
    }

    /// The tip: as asked, less any service included.
    public struct TipStep: Hashable, Sendable {
        /// What the percentage is taken of.
        public let base: ItemisedBill.TipBase
        /// The tip base's amount.
        public let baseAmount: Int64
        /// The percentage of the tip base, or `nil` for a tip given as an amount.
        public let percentage: Percentage?
        /// The tip as asked.
        public let wanted: Int64
        /// The service included, taken off the tip.
        public let service: Int64
        /// The tip left: `max(0, wanted − service)`, zero on a zero bill.
        public let tip: Int64
        /// Whether the bill is zero, so the tip is zero whatever was asked.
        public let zeroBill: Bool
    }

    /// A whole bill's total: `net + tax + tip = unrounded`, then rounded.
    public struct WholeTotal: Hashable, Sendable {
        /// The bill after discounts.
        public let net: Int64
        /// Tax added on top.
        public let tax: Int64
        /// The tip.
        public let tip: Int64
        /// `net + tax + tip`.
        public let unrounded: Int64
        /// How the total was rounded, `nil` when it was not.
        public let rounding: Rounding?
        /// The total split.
        public let total: Int64

        /// How a whole bill's total is rounded to `step`.
        public enum Rounding: Hashable, Sendable {
            /// To the nearest multiple of `step`: `amount`.
            case nearest(step: Int64, amount: Int64)
            /// To the nearest multiple of `step` (`nearest`), which would leave less than the
            /// minimum tip: from `floor` (the bill, tax and `minimum` tip) up to `amount`.
            case nearestBelowMinimum(step: Int64, nearest: Int64, minimum: Int64, floor: Int64, amount: Int64)
            /// Up to a multiple of `step`, keeping the `minimum` tip: `amount`.
            case up(step: Int64, minimum: Int64, amount: Int64)
            /// Each share up to a multiple of `step`, from `start` (the total with at least the
            /// `minimum` tip): the shares sum to `amount`.
            case sharesUp(minimum: Int64, start: Int64, step: Int64, amount: Int64)
        }
    }

    /// Bill and tax units moved from one share's parts to another's.
    public struct Move: Hashable, Sendable {
        /// The person the units move from.
        public let from: Int
        /// The person they move to.
        public let to: Int
        /// Bill units moved.
        public let bill: Int64
        /// Tax units moved.
        public let tax: Int64
    }

    /// A share's tip part: `share − bill − tax = tip`.
    public struct TipPart: Hashable, Sendable {
        /// The person.
        public let person: Int
        /// Their share of the total.
        public let share: Int64
        /// Their part of the bill.
        public let bill: Int64
        /// Their part of the tax.
        public let tax: Int64
        /// The rest: their part of the tip.
        public let tip: Int64
    }

    /// One person's payment: `items − discount + tax + tip = exact`, then any rounding.
    public struct Payment: Hashable, Sendable {
        /// The person.
        public let person: Int
        /// Whether they pay cash.
        public let cash: Bool
        /// Their items, before discounts.
        public let items: Int64
        /// Their part of the discounts.
        public let discount: Int64
        /// Their part of the tax added.
        public let tax: Int64
        /// Their part of the tax contained in the prices (shown, not added).
        public let included: Int64
        /// Their part of the tip.
        public let tip: Int64
        /// `items − discount + tax + tip`.
        public let exact: Int64
        /// How the amount was rounded, `nil` when it was not.
        public let rounding: Rounding?

        /// A payment rounded to `step`: `pay`, the difference taken up by the tip or apart.
        public struct Rounding: Hashable, Sendable {
            /// The multiple rounded to.
            public let step: Int64
            /// What is paid.
            public let pay: Int64
            /// Which rule gave `pay`.
            public let reason: Reason
            /// The person's items after discounts: what their minimum tip is of.
            public let net: Int64
            /// Whether the tip takes up `pay − exact` (otherwise it is a rounding line of its own).
            public let taken: Bool

            /// Which rule gave the rounded amount.
            public enum Reason: Hashable, Sendable {
                /// Cash rounded to the nearest step, apart from the tip.
                case separate
                /// To the nearest step; the tip stays at least `minimum`.
                case nearest(minimum: Int64)
                /// Down to `down` would leave less than the `minimum` tip, so up instead.
                case upInstead(down: Int64, minimum: Int64)
                /// Up to a multiple of the step.
                case up
            }
        }
    }

    /// The total paid: `net + tax + tip + rounding = total`.
    public struct TotalPaid: Hashable, Sendable {
        /// What is paid in all.
        public let total: Int64
        /// The bill after discounts.
        public let net: Int64
        /// Tax added.
        public let tax: Int64
        /// The tip.
        public let tip: Int64
        /// The rounding (negative when rounded down).
        public let rounding: Int64
    }
}
