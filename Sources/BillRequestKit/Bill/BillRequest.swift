package import BillPresentation
package import Money
package import TipCalc

/// Everything about one bill, read once from the command line, the config file, a bill file or
/// the last bill: what `calc`, `receipt`, `live`, `--save` and `trip add` compute.
///
/// A bill is always items (``bill``): a single amount is one item shared by everyone, in
/// ``single``'s proportions, so a discount, VAT included in the prices, who paid, and who pays
/// cash mean the same for `84.50` as for `--item 'Dinner 84.50 @all'`. ``compute(explaining:)``
/// is the one place a request becomes figures.
package struct BillRequest: Sendable {
    /// The bill as the engine takes it: the items, the people, tax, discount, service, tip and
    /// its base, rounding, how each person pays, who paid, the home currency.
    package var bill: ItemisedBill
    /// For a bill given as one amount, how it is split (evenly or by weights); `nil` for items.
    package var single: Party?
    /// Who shares a single amount, when named (`--people`, or a trip's people), in order.
    package var names: [String] = []
    /// Whether the result has to name the people of a single amount (`calc --people ann,ben`),
    /// rather than list numbered shares.
    package var namesShown = false
    /// Every percentage asked for (one row each), in order, without repeats.
    package var percents: [ExactDecimal]
    /// The percentage the top-level figures describe: the first `--tip`, the file's or the
    /// configured tip, else the region's customary default, else 18.
    package var mainPercent: ExactDecimal
    /// Whether `--tip` was given.
    package var explicitTips: Bool
    /// Whether the bill has a tip: `--tip`, a `tip:` line, the config's, or a single amount's default.
    package var tipGiven: Bool
    /// Whether the user asked for the tip: `--tip`, a `tip:` line or the config's.
    ///
    /// Not a region's custom, which may be no tip at all: a receipt shows a tip of zero only when
    /// asked for.
    package var tipAsked = false
    /// The tipping custom of the region, when known.
    package var custom: TippingCustom?
    /// The locale and currency in use (the currency is the bill's).
    package var context: MoneyContext
    /// Whether the bill was given (and is to be remembered), rather than reused.
    package var billWasGiven: Bool
    /// Notes for stderr (a rounded expression, the remembered bill, stale rates…).
    package var notes: [String]

    /// Whether the main tip is the region's customary one (no `--tip`, no configured tip).
    package var customTipUsed: Bool { !explicitTips && custom.map { $0.defaultPercent == mainPercent } == true }

    /// The percentage shown without `--tip` or a configured tip: 18, or the region's custom.
    package static let fallbackPercent = ExactDecimal(18)

    /// The amount of a single bill; `nil` for items.
    package var amount: Money? {
        guard single != nil else { return nil }
        return bill.items.first?.unitPrice
    }

    /// Whether the bill is one amount that needs nothing only items have, and so shows as a
    /// single amount: `calc`'s summary or its comparison of tip percentages, the single receipt.
    ///
    /// No discount, no VAT in the prices, no tip before discounts, nobody named (who paid, who
    /// pays how, names to show), no cash rounding apart. Every bill is computed the same way (one
    /// item shared by everyone, for a single amount); this only chooses the layout.
    package var isPlainAmount: Bool {
        guard single != nil, amount != nil, bill.items.count == 1, bill.discount == nil, !bill.pricesIncludeTax,
            bill.tipBase != .beforeDiscount, bill.paidBy == nil, bill.payments.isEmpty, !namesShown,
            bill.cashRounding == .tip || bill.defaultPayment == .card, bill.items[0].discount == nil
        else { return false }
        return true
    }

    /// How the result is laid out: a plain amount as a summary, or as a comparison when several
    /// percentages were asked for (or none, in `calc`); everything else per person.
    package var layout: BillLayout {
        guard isPlainAmount else { return .perPerson }
        return percents.count > 1 ? .tipComparison : .summary
    }

    /// The bill the itemised engine takes: the items as given, or a single amount as one item
    /// shared by everyone, its people named (or numbered as the receipt numbers them) and
    /// weighted as ``single`` says.
    package func engineBill(labels: ReceiptLabels) -> ItemisedBill {
        guard let party = single, var item = bill.items.first else { return bill }
        var bill = bill
        item.name = labels[.bill]
        // One payer nobody named is the table, as on a bill of items that names nobody.
        let people =
            !names.isEmpty
            ? names
            : party.count <= 1 ? [labels[.table]] : (1...party.count).map { labels.person(String($0)) }
        if case .weights(let weights) = party {
            item.sharedBy = .weighted(zip(people, weights).map { ItemisedBill.Share($0, weight: $1) })
        } else {
            item.sharedBy = .everyone
        }
        bill.items = [item]
        let declared = Dictionary(
            bill.people.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        bill.people = people.map { declared[$0.lowercased()] ?? ItemisedBill.Person($0) }
        return bill
    }

    /// The one way a request becomes figures: the bill (a single amount as one item shared by
    /// everyone) through the engine, at the main tip.
    ///
    /// - Parameter explaining: Whether the result lists every step.
    /// - Throws: ``CLIError`` for several percentages on a bill that takes one; TipCalc's errors.
    package func compute(explaining: Bool = false) throws -> ItemisedResult {
        if percents.count > 1 && layout != .tipComparison {
            throw CLIError.usage(
                single == nil
                    ? "an itemised bill takes one --tip"
                    : "a bill with \(itemisedReason) takes one --tip; a table of tips is for a plain bill")
        }
        return try compute(tip: bill.tip, explaining: explaining)
    }

    /// The rows of a comparison of tips: one result per percentage asked for, in order, `main`
    /// (``compute(explaining:)``'s result) for its own percentage.
    ///
    /// - Throws: TipCalc's errors.
    package func comparison(_ main: ItemisedResult, explaining: Bool = false) throws -> [ItemisedResult] {
        var rows: [ItemisedResult] = []
        rows.reserveCapacity(percents.count)
        for percent in percents {
            let tip = Tip.percent(percent)
            rows.append(main.bill.tip == tip ? main : try compute(tip: tip, explaining: explaining))
        }
        return rows
    }

    /// The bill at `tip` through the engine.
    private func compute(tip: Tip, explaining: Bool) throws -> ItemisedResult {
        // A party out of range, or an expression below zero, is the bill's error as the option
        // said it, not a bill item's.
        if let single { _ = try single.validatedWeights() }
        if single != nil, let amount, amount.isNegative { throw TipCalcError.negativeAmount(.bill, amount) }
        var request = self
        request.bill.tip = tip
        return try ItemisedCalculator.calculate(
            request.engineBill(labels: ReceiptLabels(locale: context.locale)), explaining: explaining)
    }

    /// What makes a single amount an itemised bill, for messages.
    private var itemisedReason: String {
        if bill.discount != nil { return "--discount" }
        if bill.pricesIncludeTax { return "--prices-include-tax" }
        if bill.tipBase == .beforeDiscount { return "--tip-before-discount" }
        if bill.paidBy != nil { return "--paid-by" }
        if !bill.payments.isEmpty { return "--pay" }
        if namesShown { return "--people" }
        return "--cash-rounding"
    }

    /// How `person` pays: their own method (`--pay ann=cash`, a `cash:` line), else everyone's.
    package func method(of person: String) -> ItemisedBill.PaymentMethod {
        let lowered = person.lowercased()
        if let entry = bill.payments.first(where: { $0.key.lowercased() == lowered }) { return entry.value }
        if let declared = bill.people.first(where: { $0.name.lowercased() == lowered }), let method = declared.payment {
            return method
        }
        return bill.defaultPayment
    }
}
