package import Money
package import TipCalc

extension SavedBill {
    /// The record of an itemised bill: the whole result (items, people, payers, settlement, home
    /// amounts) in ``itemised``, and the same summary columns a single bill has, so `history`
    /// lists, filters and exports both alike.
    ///
    /// The summary follows the bill's own totals: `total` is what everyone pays together, `tax`
    /// the tax added on top, `tip` the tip, and `bill` the rest (items after discounts, with any
    /// cash rounding kept apart from the tip), so `bill + tax + tip = total` holds as for a
    /// single bill; each person's row is split the same way from what they pay.
    ///
    /// - Parameters:
    ///   - itemised: What TipCalc computed.
    ///   - command: The command that saves it.
    ///   - formatter: The formatter the amounts were shown with (its locale is recorded).
    ///   - note: The user's note.
    ///   - savedAt: When.
    ///   - outputs: The printed text.
    /// - Throws: `MoneyError` only if ICU fails to format or an amount overflows.
    package init(
        itemised: ItemisedResult, command: Command, formatter: MoneyFormatter, note: String?, savedAt: UTCTimestamp,
        outputs: Outputs?
    ) throws(MoneyError) {
        let bill = itemised.bill
        let totals = itemised.totals
        let digits = MinorUnitText.fractionDigits(of: totals.pays.amountText)
        let rest = try totals.pays.subtracting(totals.tax).subtracting(totals.tip)
        var home: Home?
        if let converted = itemised.home {
            home = Home(
                currency: converted.rate.to.code,
                fractionDigits: MinorUnitText.fractionDigits(of: converted.total.amountText),
                rate: converted.rate.rate.description, rateSource: converted.rate.source?.name ?? "--rate",
                rateDate: converted.rate.source?.date ?? String(savedAt.text.prefix(10)))
        }
        let asked = Request(
            billInput: nil, bill: rest.amountText,
            tax: bill.tax.map(Self.tax), tip: Self.tip(bill.tip), tipBase: bill.effectiveTipBase.rawValue,
            service: bill.service.map(Self.service), party: Party(split: itemised.people.count),
            rounding: bill.rounding.rawValue, roundingIncrement: bill.roundingIncrement?.description,
            cash: itemised.people.contains { $0.payment == .cash }, home: home)
        let (outcome, formatted) = try Self.records(
            bill: rest, tax: totals.tax, service: totals.service, tip: totals.tip, total: totals.pays,
            tipPercent: asked.tip.percent, effectiveTipPercent: itemised.effectiveTipPercent,
            shownTipPercent: itemised.tipPercent ?? itemised.effectiveTipPercent, home: itemised.home,
            formatter: formatter)
        var people: [Person] = []
        for (index, person) in itemised.people.enumerated() {
            let amounts = person.amounts
            let homeShare = itemised.home.map { $0.shares[index] }
            people.append(
                Person(
                    weight: 1, share: amounts.pays.amountText,
                    bill: try amounts.pays.subtracting(amounts.tax).subtracting(amounts.tip).amountText,
                    tax: amounts.tax.amountText, tip: amounts.tip.amountText, homeShare: homeShare?.amountText,
                    formattedShare: try formatter.format(amounts.pays),
                    formattedHomeShare: try homeShare.map { (share) throws(MoneyError) in try formatter.format(share) })
            )
        }
        self.init(
            savedAt: savedAt.text, note: note, command: command, locale: formatter.locale.identifier,
            currency: bill.currency.code, fractionDigits: digits, request: asked, result: outcome,
            formatted: formatted, people: people, outputs: outputs, itemised: itemised)
    }
}
