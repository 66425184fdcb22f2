public import Money

/// Computes tips, totals and splits exactly to the minor unit.
///
/// How a ``TipRequest`` becomes a ``TipResult``, step by step (every rounding named):
///
/// 1. **Tax** goes on top of the bill: an amount as given, or `bill × rate / 100` rounded
///    half-up to the minor unit (8.875% of 84.50 USD is 7.50 USD).
/// 2. **Tip base** is the bill (``TipBase/pretax``) or bill + tax (``TipBase/total``).
/// 3. **Wanted tip** is `base × percent / 100` rounded half-up (JPY 12345 at 10% is 1235 JPY),
///    or the fixed amount.
/// 4. **Service included**: a percentage `p` means the bill holds `bill × p / (100 + p)` of
///    service (half-up); the tip is `max(0, wanted − service)`, so it can be zero.
/// 5. **Rounding** (any policy but ``RoundingPolicy/none``, or ``TipRequest/cash``): the tip is at
///    least the *minimum tip*: 1% of the bill, or the percentage asked for if that is less (for a
///    fixed tip, the tip itself if less than 1%), half-up and at least one minor unit; zero when
///    the tip asked for is zero (a `--tip 0 --cash` bill in Japan pays the bill, rounded only up to
///    the next cash step). The service included counts toward it: it is a tip already paid, so
///    rounding never adds a tip the service covers.
///    - ``RoundingPolicy/nearest``: the total rounds to the nearest increment, a tie up; if that
///      is below bill + tax + minimum tip, it rounds up instead (0.40 USD at 20% → 1.00 USD).
///    - ``RoundingPolicy/up``: the total rounds up from the larger of the unrounded total and
///      bill + tax + minimum tip.
///    - ``RoundingPolicy/sharesUp``: that same amount is split first and each share rounds up
///      to the increment; the total is the sum of the round shares.
///    - Cash alone rounds the total to the nearest cash increment (0.05 CHF) like `nearest`.
///    The increment defaults to one major unit (with cash, the least multiple of both).
/// 6. **Split**: the total is allocated by `Money.allocated(by:in:)` (in cash increments with
///    cash), so shares sum exactly to it; bill and tax are allocated by the same weights, and
///    each tip part is the rest of the share. Where cash steps make a share smaller than that
///    person's bill + tax part, minor units of the bill part move to a share with tip to spare,
///    so no tip part is negative.
/// 7. **Effective tip percent** is `tip / base × 100`, two digits, half-up.
///
/// A zero bill gives a zero tip and a zero total whatever the request says.
///
/// The engine is the itemised bill's (``ItemisedCalculator``): a request is a bill of one item
/// shared by everyone in the request's weights, split as a whole bill, and its ``TipResult`` is
/// the single amount's view of that bill's ``ItemisedResult``.
///
///     var request = TipRequest(bill: try Money(parsing: "10.57", .usd), tip: .percent(20))
///     request.rounding = .nearest
///     let result = try TipCalculator.calculate(request)
///     print(result.total, result.tip, result.effectiveTipPercent)
///     // Prints "13.00 USD 2.43 USD 22.99"
///     // (tip 10.57 × 0.20 = 2.114 → 2.11; 12.68 → 13.00; tip 13.00 − 10.57 = 2.43; 2.43 / 10.57 = 22.989…%)
public enum TipCalculator {
    /// The percentages ``table(_:percents:)`` shows by default: 10, 15, 18, 20 and 25.
    public static let presets: [ExactDecimal] = [10, 15, 18, 20, 25]

    /// Calculates tip, total and shares for a request.
    ///
    /// - Throws: ``TipCalcError/percentOutOfRange(_:)``, ``TipCalcError/taxRateOutOfRange(_:)``,
    ///   ``TipCalcError/serviceOutOfRange(_:)``, ``TipCalcError/invalidParty(_:)``,
    ///   ``TipCalcError/negativeAmount(_:_:)``, ``TipCalcError/taxOnZeroBill(tax:)``,
    ///   ``TipCalcError/serviceAboveBill(service:bill:)``,
    ///   ``TipCalcError/incrementNotMultipleOfCash(increment:cashIncrement:currency:)``, or
    ///   ``TipCalcError/money(_:)`` for mixed currencies, a bad increment or an overflow.
    public static func calculate(_ request: TipRequest) throws(TipCalcError) -> TipResult {
        TipResult(try ItemisedCalculator.calculate(try bill(for: request)))
    }

    /// The steps ``calculate(_:)`` takes for `request`, as data with every value exact.
    ///
    /// The bill is one item (index 0) shared by everyone, people are the indices of the
    /// request's weights; BillPresentation's `Explanation` words them as `tipfmt calc --explain`
    /// prints them, the people named as the receipt names them: "Person 1", "Person 2".
    ///
    ///     let request = TipRequest(bill: try Money(parsing: "10.00", .usd), tip: .percent(15))
    ///     print(try TipCalculator.explanation(of: request).map(\.kind.rawValue))
    ///     // Prints "["method", "method", "item", "item", "discount", "tax", "tip", "total", "split", "split",
    ///     //          "split", "total"]"
    ///
    /// - Parameter request: The request, as ``calculate(_:)`` takes it.
    /// - Returns: The steps in the order the engine takes them.
    /// - Throws: What ``calculate(_:)`` throws for the same request.
    public static func explanation(of request: TipRequest) throws(TipCalcError) -> [BillStep] {
        try ItemisedCalculator.calculate(try bill(for: request), explaining: true).explanation
    }

    /// The bill the engine computes for a request: one item shared by everyone in the request's
    /// weights (people named 1, 2, 3…), with the request's tax, tip, service, rounding, cash and
    /// home rate.
    ///
    /// - Throws: ``TipCalcError/invalidParty(_:)`` or ``TipCalcError/negativeAmount(_:_:)`` for
    ///   the bill, as the request states them.
    package static func bill(for request: TipRequest) throws(TipCalcError) -> ItemisedBill {
        let amount = request.bill
        guard !amount.isNegative else { throw .negativeAmount(.bill, amount) }
        let weights = try request.party.validatedWeights()
        let people = weights.indices.map { String($0 + 1) }
        let sharing: ItemisedBill.Sharing
        if case .weights = request.party {
            sharing = .weighted(zip(people, weights).map { ItemisedBill.Share($0, weight: $1) })
        } else {
            sharing = .everyone
        }
        var bill = ItemisedBill(
            currency: amount.currency, items: [ItemisedBill.Item(name: "bill", unitPrice: amount, sharedBy: sharing)])
        bill.people = people.map { ItemisedBill.Person($0) }
        bill.tax = request.tax
        bill.service = request.service
        bill.tip = request.tip
        bill.tipBase = request.tipBase == .total ? .total : .pretax
        bill.rounding = request.rounding
        bill.roundingIncrement = request.roundingIncrement
        bill.defaultPayment = request.cash ? .cash : .card
        bill.home = request.home
        bill.homeRounding = request.homeRounding
        return bill
    }

    /// Calculates one result per percentage for the same request (its ``TipRequest/tip`` is replaced).
    ///
    ///     let rows = try TipCalculator.table(TipRequest(bill: try Money(parsing: "50.00", .usd), tip: .percent(0)))
    ///     print(rows.map(\.tip))
    ///     // Prints "[5.00 USD, 7.50 USD, 9.00 USD, 10.00 USD, 12.50 USD]"
    ///
    /// - Throws: The first error any row throws.
    public static func table(_ request: TipRequest, percents: [ExactDecimal] = presets) throws(TipCalcError)
        -> [TipResult]
    {
        var rows: [TipResult] = []
        for percent in percents {
            var row = request
            row.tip = .percent(percent)
            rows.append(try calculate(row))
        }
        return rows
    }
}
