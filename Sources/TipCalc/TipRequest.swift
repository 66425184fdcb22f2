public import Money

/// Everything one tip calculation takes: the bill, tax, tip, service, party and rounding.
///
///     var request = TipRequest(bill: try Money(parsing: "78.52", .usd), tip: .percent(25))
///     request.party = .even(2)
///     let result = try TipCalculator.calculate(request)
///     print(result.tip, result.total, result.shares)
///     // Prints "19.63 USD 98.15 USD [49.08 USD, 49.07 USD]"
///
/// Every amount must be in the bill's currency; see ``TipCalculator/calculate(_:)`` for the rules.
public struct TipRequest: Hashable, Sendable {
    /// The bill as printed, before tax (tax goes on top); zero or more.
    public var bill: Money
    /// Tax added on top of the bill: an amount, or a rate in percent of the bill (rounded half-up).
    public var tax: Tax? = nil
    /// Whether the tip percentage is taken of the bill (``TipBase/pretax``) or of bill + tax.
    public var tipBase: TipBase = .pretax
    /// The tip: a percentage from 0 to 100 of the tip base, or a fixed amount.
    public var tip: Tip
    /// A service charge already included in ``bill``; only the tip above it is suggested.
    public var service: ServiceCharge? = nil
    /// Who pays: an even split or weights.
    public var party: Party = .even(1)
    /// How the amount to pay is made round.
    public var rounding: RoundingPolicy = .none
    /// The step ``rounding`` rounds to; `nil` means one major unit (1.00 USD, 1 JPY, 1.000 KWD).
    ///
    /// It must be a multiple of the minor unit (and of the cash increment when ``cash`` is on).
    public var roundingIncrement: ExactDecimal? = nil
    /// Cash rounding: the total (and every share) is a multiple of the currency's cash increment
    /// (0.05 CHF); alone (rounding to the nearest cash step) or with ``rounding``.
    public var cash: Bool = false
    /// Converts every amount to a home currency; its ``ExchangeRate/from`` must be the bill's currency.
    public var home: ExchangeRate? = nil
    /// How converted amounts round; **half-even** by default.
    public var homeRounding: Money.RoundingRule = .toNearestOrEven

    /// Creates a request for a bill and a tip, with no tax, no service, one payer and no rounding.
    public init(bill: Money, tip: Tip) {
        self.bill = bill
        self.tip = tip
    }
}
