public import Money

/// The outcome of an ``ItemisedBill``: each person's part of every column, what each pays, and
/// the steps that got there.
///
/// Always, for every column (items, discount, tax, included tax, service, tip, rounding, pays):
/// the people's parts sum exactly to the bill's amount in ``totals``, and for every person
/// `pays == items − discount + tax + tip + rounding`. Tax contained in the prices
/// (``Amounts/includedTax``) and the service included (``Amounts/service``) are already in the
/// items and are shown, not added. A person who had nothing and shares in nothing has all zeros.
///
///     print(result.totals.pays, result.people.map(\.amounts.pays))
///     // Prints "100.00 USD [94.50 USD, 5.50 USD]"   (85.91 + 8.59, 5.00 + 0.50)
public struct ItemisedResult: Hashable, Sendable {
    /// The bill this answers.
    public let bill: ItemisedBill
    /// How the bill was split.
    public let method: Method
    /// Everyone on the bill, in order of first appearance, with their parts.
    public let people: [Person]
    /// The items as computed, in the bill's order, with each sharer's part.
    public let items: [ItemLine]
    /// The tax per rate (or the one tax amount), rates ascending.
    public let taxes: [TaxLine]
    /// The bill's amount for every column; ``Amounts/pays`` is the total paid.
    public let totals: Amounts
    /// What the tip percentage was taken of (see ``ItemisedBill/tipBase``).
    public let tipBase: Money
    /// The requested percentage, or `nil` for a fixed tip.
    public let tipPercent: ExactDecimal?
    /// The tip as asked, before the included service is taken off.
    public let wantedTip: Money
    /// The tip actually left (``Amounts/tip`` plus rounding taken up by the tip) ÷ ``tipBase`` × 100,
    /// two fraction digits, half-up; 0 when the tip base is zero.
    public let effectiveTipPercent: ExactDecimal
    /// Whether ``Amounts/rounding`` is taken up by the tip (otherwise it is a line of its own).
    public let roundingIsTip: Bool
    /// Who owes whom, when ``ItemisedBill/paidBy`` is set: everyone else owes the payer what they pay.
    public let debts: [Debt]
    /// The amounts in the home currency when ``ItemisedBill/home`` is set; ``HomeAmounts/shares``
    /// follows ``people``.
    public let home: HomeAmounts?
    /// Every step with its exact values, as data, in the order taken.
    ///
    /// Empty unless asked for (``ItemisedCalculator/calculate(_:explaining:)``), and after
    /// decoding, since the JSON form holds the steps in words. BillPresentation's `Explanation`
    /// words them.
    public let explanation: [BillStep]

    /// How a bill is split.
    public enum Method: String, Hashable, Sendable, CaseIterable {
        /// Every item is shared the same way and everyone pays the same way: the total is split by
        /// the common weights (as ``TipCalculator`` splits a single amount), so equal weights pay
        /// within one step of each other.
        case wholeBill
        /// Items are shared differently: every column in proportion to what each had.
        case perItem
    }

    /// One amount per column, for a person or for the whole bill.
    public struct Amounts: Hashable, Sendable {
        /// Items as printed (quantity × unit price), before discounts.
        public let items: Money
        /// Item discounts and the bill discount.
        public let discount: Money
        /// Tax added on top.
        public let tax: Money
        /// Tax contained in the prices (VAT): shown, not added.
        public let includedTax: Money
        /// Service included in the prices: shown, not added.
        public let service: Money
        /// The tip, before any rounding.
        public let tip: Money
        /// Rounding of a cash payment or by the rounding policy (negative when rounded down).
        public let rounding: Money
        /// What is paid: items − discount + tax + tip + rounding.
        public let pays: Money
    }

    /// A person's parts.
    public struct Person: Hashable, Sendable {
        /// The name as first written.
        public let name: String
        /// How they pay.
        public let payment: ItemisedBill.PaymentMethod
        /// Their part of each column.
        public let amounts: Amounts
        /// What they pay in the home currency (their part of the converted total), if one is set.
        public let home: Money?
    }

    /// One item as computed.
    public struct ItemLine: Hashable, Sendable {
        /// The item's name.
        public let name: String
        /// How many.
        public let quantity: Int
        /// The price of one.
        public let unitPrice: Money
        /// quantity × unit price.
        public let amount: Money
        /// The item's own discount.
        public let discount: Money
        /// The tax rate that applies to it (its own or the bill's), `nil` for none.
        public let taxRate: ExactDecimal?
        /// Whether it counts toward the tip base.
        public let isTipped: Bool
        /// Each sharer's part, in the order named; empty when the whole bill is split as one and
        /// the parts were not asked for.
        public let parts: [Part]
    }

    /// A person's part of one item.
    public struct Part: Hashable, Sendable {
        /// The person's index in ``ItemisedResult/people``.
        public let person: Int
        /// Their part of the item before discounts.
        public let amount: Money
        /// Their part of the item's discount.
        public let discount: Money
    }

    /// A tax rate's line.
    public struct TaxLine: Hashable, Sendable {
        /// The rate in percent, or `nil` for a tax given as an amount.
        public let rate: ExactDecimal?
        /// The amount taxed (after discounts; with the tax when it is included).
        public let base: Money
        /// The tax.
        public let amount: Money
        /// Whether it is contained in the prices (VAT) rather than added.
        public let included: Bool
    }

    /// What one person owes the person who paid.
    public struct Debt: Hashable, Sendable {
        /// Who owes.
        public let from: String
        /// Who paid the bill.
        public let to: String
        /// How much.
        public let amount: Money
    }
}
