public import Money

/// A bill as a list of items, each had by one person, several, or everyone, with tax, discounts,
/// service, a tip, and how each person pays.
///
///     var bill = ItemisedBill(currency: .usd, items: [
///         .init(name: "Steak", unitPrice: try Money(parsing: "85.91", .usd), sharedBy: .person("ann")),
///         .init(name: "Soup", unitPrice: try Money(parsing: "5.00", .usd), sharedBy: .person("ben")),
///     ])
///     bill.tax = .rate(10)
///     let result = try ItemisedCalculator.calculate(bill)
///     print(result.people.map { "\($0.name) \($0.amounts.tax)" })
///     // Prints "["ann 8.59 USD", "ben 0.50 USD"]"
///     // (tax 10% of 90.91 = 9.091 → 9.09; ann 9.09 × 85.91 / 90.91 = 8.5900…, ben 0.4999… takes the
///     //  remainder cent: 8.59 and 0.50)
///
/// People are named in ``items``, or declared in ``people``, which fixes their order and makes
/// every other name an error; without ``people`` they are in name order (letter case ignored), so
/// no spelling of the bill (the order of its items, of an `@` list, of its settings) changes who
/// pays what. Names match without regard to letter case. Every amount is in ``currency``. ``ItemisedCalculator/calculate(_:explaining:)``
/// describes every step; a bill of one item shared by everyone gives exactly what
/// ``TipCalculator/calculate(_:)`` gives for the same amount.
public struct ItemisedBill: Hashable, Sendable {
    /// The currency every amount of the bill is in.
    public var currency: Currency
    /// People declared up front, in the order they are listed, with how each pays.
    ///
    /// When any are declared, they are everyone on the bill: a name in ``items``, ``payments`` or
    /// ``paidBy`` that is not among them is an error naming the closest. When none are, everyone
    /// named in ``items`` is on the bill, in name order (letter case ignored, by Unicode code
    /// points). The order breaks ties when a split leaves a unit over: the earlier person takes it.
    public var people: [Person] = []
    /// How named people pay, by name (matched without regard to letter case).
    ///
    /// It wins over a declared person's ``Person/payment`` and ``defaultPayment``: the text form's
    /// `cash: ben` and `card: cy` lines. Each name must be on the bill (declared, or named in an item).
    public var payments: [String: PaymentMethod] = [:]
    /// The items, one or more, in the order printed.
    public var items: [Item]
    /// Tax on the whole bill, as ``TipRequest/tax``, added on top unless ``pricesIncludeTax``.
    ///
    /// An amount applies to the whole bill; a rate to every item with no ``Item/taxRate`` of its own.
    public var tax: Tax? = nil
    /// Whether the prices already include the tax (VAT style): the tax contained is shown but not added.
    public var pricesIncludeTax: Bool = false
    /// A discount on the whole bill (after item discounts), shared in proportion to what each had.
    public var discount: Discount? = nil
    /// A service charge already included in the prices, as ``TipRequest/service``.
    public var service: ServiceCharge? = nil
    /// The tip: a percentage of ``tipBase`` or a fixed amount.
    public var tip: Tip = .percent(.zero)
    /// What the tip percentage is taken of; `nil` means the price the diners see: ``TipBase/pretax``
    /// when tax is added on top, ``TipBase/total`` (VAT in) when ``pricesIncludeTax``.
    ///
    /// In countries whose prices include VAT people tip on the price they see: CHF 120.80 with 8.1%
    /// included at 10% tips 12.08, not 10% of the 111.75 without VAT.
    public var tipBase: TipBase? = nil
    /// The tip base in effect: ``tipBase``, or its default for this bill.
    public var effectiveTipBase: TipBase { tipBase ?? (pricesIncludeTax ? .total : .pretax) }
    /// How payments are made round, as ``TipRequest/rounding``.
    public var rounding: RoundingPolicy = .none
    /// The step ``rounding`` rounds to; `nil` means one major unit.
    public var roundingIncrement: ExactDecimal? = nil
    /// How people not in ``people`` (or declared without a method) pay.
    public var defaultPayment: PaymentMethod = .card
    /// Where the difference a cash payment's rounding makes goes.
    public var cashRounding: CashRounding = .tip
    /// The person who paid the whole bill, if one did: the result then says who owes them what.
    public var paidBy: String? = nil
    /// Converts amounts to a home currency, as ``TipRequest/home``: the total is converted and split.
    public var home: ExchangeRate? = nil
    /// How converted amounts round; **half-even** by default.
    public var homeRounding: Money.RoundingRule = .toNearestOrEven

    /// Creates a bill of items with no tax, no discount, no service, no tip, everyone paying by card.
    public init(currency: Currency, items: [Item]) {
        self.currency = currency
        self.items = items
    }
}

extension ItemisedBill {
    /// A discount: an amount, or a percentage of the amount it applies to (rounded half-up).
    public enum Discount: Hashable, Sendable {
        /// A fixed amount in the bill's currency, at most what it applies to.
        case amount(Money)
        /// A percentage from 0 to 100.
        case percent(ExactDecimal)
    }

    /// How a person pays.
    public enum PaymentMethod: String, Hashable, Sendable, CaseIterable, Codable {
        /// Exactly, to the minor unit.
        case card
        /// In multiples of the currency's cash step (0.05 CHF; whole units where cash has no minor digits).
        case cash
    }

    /// Where a cash payment's rounding difference goes.
    public enum CashRounding: String, Hashable, Sendable, CaseIterable {
        /// The tip takes it up: a cash payer rounds to the nearest step, but rounds up instead when
        /// rounding down would take their tip below their minimum tip (1% of what they had, or the
        /// percentage asked for if less, at least one minor unit; zero for a zero tip; less their
        /// part of the service included), so the tip never falls below zero or that minimum.
        case tip
        /// A rounding line of its own (the house's gain or loss); the tip is left as computed.
        case separate
    }

    /// What the tip percentage is taken of.
    public enum TipBase: String, Hashable, Sendable, CaseIterable {
        /// The tipped items after discounts, without tax (tax contained in prices is taken out).
        case pretax
        /// The tipped items after discounts, with tax.
        case total
        /// The tipped items as printed, before any discount and without tax added on top.
        case beforeDiscount
    }

    /// A person declared on the bill: their name and how they pay.
    public struct Person: Hashable, Sendable {
        /// The name used in ``Item/sharedBy``.
        public var name: String
        /// How they pay; `nil` means the bill's ``ItemisedBill/defaultPayment``.
        public var payment: PaymentMethod?

        /// Declares a person.
        public init(_ name: String, payment: PaymentMethod? = nil) {
            self.name = name
            self.payment = payment
        }
    }
}
