import Money

extension TipResult {
    /// A single amount's view of an itemised result: the bill, tax, tip and total, and one share
    /// per person of the result, in its order.
    ///
    /// The engine gives one result for every bill, an ``ItemisedResult``; a single amount is one
    /// item shared by everyone. This view reads that result as a ``TipResult``: ``bill`` is the
    /// items less their discounts, ``tip`` the tip with the rounding it takes up, each share's
    /// parts are the person's. Its ``request`` is the single amount's request the result answers
    /// (the first item's price; the bill's tax, tip, service, rounding, cash and home rate; the
    /// people's weights when the bill item is shared by weight, else an even split).
    ///
    ///     let bill = ItemisedBill(
    ///         currency: .usd,
    ///         items: [.init(name: "Bill", unitPrice: try Money(parsing: "84.50", .usd), sharedBy: .everyone)])
    ///     var shared = bill
    ///     shared.people = [.init("ann"), .init("ben"), .init("cy")]
    ///     shared.tip = .percent(18)
    ///     let view = TipResult(try ItemisedCalculator.calculate(shared))
    ///     print(view.total, view.shares)
    ///     // Prints "99.71 USD [33.24 USD, 33.24 USD, 33.23 USD]"
    ///
    /// - Parameter result: The engine's result.
    public init(_ result: ItemisedResult) {
        let bill = result.bill
        let currency = bill.currency
        let items = Money(minorUnits: result.totals.items.minorUnits &- result.totals.discount.minorUnits, currency)
        var request = TipRequest(bill: bill.items.first?.unitPrice ?? items, tip: bill.tip)
        request.tax = bill.tax
        request.tipBase = bill.effectiveTipBase == .total ? .total : .pretax
        request.service = bill.service
        if case .weighted(let shares)? = bill.items.first?.sharedBy, bill.items.count == 1 {
            request.party = .weights(shares.map(\.weight))
        } else {
            request.party = .even(result.people.count)
        }
        request.rounding = bill.rounding
        request.roundingIncrement = bill.roundingIncrement
        request.cash = bill.defaultPayment == .cash
        request.home = bill.home
        request.homeRounding = bill.homeRounding
        func sum(_ a: Money, _ b: Money) -> Money {
            Money(minorUnits: a.minorUnits &+ b.minorUnits, currency)
        }
        self.init(
            request: request, bill: items, tax: result.totals.tax, service: result.totals.service,
            tipPercent: result.tipPercent, tip: sum(result.totals.tip, result.totals.rounding),
            total: result.totals.pays, effectiveTipPercent: result.effectiveTipPercent,
            shares: result.people.map(\.amounts.pays),
            tipShares: result.people.map { sum($0.amounts.tip, $0.amounts.rounding) },
            billShares: result.people.map {
                Money(minorUnits: $0.amounts.items.minorUnits &- $0.amounts.discount.minorUnits, currency)
            },
            taxShares: result.people.map(\.amounts.tax), home: result.home)
    }
}
