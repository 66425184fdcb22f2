package import Money
package import TipCalc

extension SavedBill {
    /// The record of one calculation: its request and result, every amount formatted by
    /// `formatter` as it was shown, and the printed text.
    ///
    ///     let bill = try SavedBill(
    ///         result: result, command: .calc, formatter: MoneyFormatter(locale: LocaleIdentifier("en_US")),
    ///         billInput: "84.50", note: "Lunch", savedAt: .now(), outputs: outputs)
    ///     bill.result.total        // "99.71"
    ///     bill.formatted.total     // "$99.71"
    ///
    /// - Parameters:
    ///   - result: What TipCalc computed (its request is recorded too).
    ///   - command: The command that saves it.
    ///   - formatter: The formatter the amounts were shown with (its locale is recorded).
    ///   - billInput: The bill argument as typed; `nil` for a remembered bill.
    ///   - note: The user's note.
    ///   - savedAt: When.
    ///   - outputs: The printed text.
    /// - Throws: `MoneyError` only if ICU fails to format.
    package init(
        result: TipResult, command: Command, formatter: MoneyFormatter, billInput: String?, note: String?,
        savedAt: UTCTimestamp, outputs: Outputs?
    ) throws(MoneyError) {
        let request = result.request
        let digits = MinorUnitText.fractionDigits(of: result.bill.amountText)
        var home: Home?
        if let rate = request.home, let converted = result.home {
            // Where the rate came from is the rate's own (as an itemised bill records it), not a
            // second reading of the rates file.
            home = Home(
                currency: rate.to.code, fractionDigits: MinorUnitText.fractionDigits(of: converted.total.amountText),
                rate: rate.rate.description, rateSource: rate.source?.name ?? "--rate",
                rateDate: rate.source?.date ?? String(savedAt.text.prefix(10)))
        }
        let asked = Request(
            billInput: billInput, bill: request.bill.amountText, tax: request.tax.map(Self.tax),
            tip: Self.tip(request.tip), tipBase: request.tipBase.rawValue, service: request.service.map(Self.service),
            party: Self.party(request.party), rounding: request.rounding.rawValue,
            roundingIncrement: request.roundingIncrement?.description, cash: request.cash, home: home)
        let (outcome, formatted) = try Self.records(
            bill: result.bill, tax: result.tax, service: result.service, tip: result.tip, total: result.total,
            tipPercent: result.tipPercent?.description, effectiveTipPercent: result.effectiveTipPercent,
            shownTipPercent: result.tipPercent ?? result.effectiveTipPercent, home: result.home, formatter: formatter)
        var people: [Person] = []
        for index in result.shares.indices {
            let homeShare = result.home.map { $0.shares[index] }
            var weight = 1
            if case .weights(let weights) = request.party, index < weights.count { weight = weights[index] }
            people.append(
                Person(
                    weight: weight, share: result.shares[index].amountText, bill: result.billShares[index].amountText,
                    tax: result.taxShares[index].amountText, tip: result.tipShares[index].amountText,
                    homeShare: homeShare?.amountText, formattedShare: try formatter.format(result.shares[index]),
                    formattedHomeShare: try homeShare.map { (share) throws(MoneyError) in try formatter.format(share) })
            )
        }
        self.init(
            savedAt: savedAt.text, note: note, command: command, locale: formatter.locale.identifier,
            currency: result.bill.currency.code, fractionDigits: digits, request: asked, result: outcome,
            formatted: formatted, people: people, outputs: outputs)
    }

    /// The canonical and the formatted records of one bill's amounts (bill + tax + tip = total,
    /// the service included in the bill), for single and itemised bills alike.
    ///
    /// - Throws: `MoneyError` only if ICU fails to format.
    static func records(
        bill: Money, tax: Money, service: Money, tip: Money, total: Money, tipPercent: String?,
        effectiveTipPercent: ExactDecimal, shownTipPercent: ExactDecimal, home: HomeAmounts?, formatter: MoneyFormatter
    ) throws(MoneyError) -> (outcome: Outcome, formatted: Formatted) {
        let outcome = Outcome(
            bill: bill.amountText, tax: tax.amountText, service: service.amountText, tip: tip.amountText,
            total: total.amountText, tipPercent: tipPercent,
            effectiveTipPercent: effectiveTipPercent.formatted(fractionDigits: 2), home: home.map { HomeOutcome($0) })
        let percent = PercentFormatter(locale: formatter.locale, usesLatinDigits: formatter.usesLatinDigits)
        let formatted = Formatted(
            bill: try formatter.format(bill), tax: try formatter.format(tax), service: try formatter.format(service),
            tip: try formatter.format(tip), total: try formatter.format(total),
            tipPercent: try percent.format(shownTipPercent),
            home: try home.map { (converted) throws(MoneyError) in try HomeOutcome(converted, formatter: formatter) })
        return (outcome, formatted)
    }

    static func tax(_ tax: TipCalc.Tax) -> Tax {
        switch tax {
        case .amount(let money): Tax(amount: money.amountText)
        case .rate(let rate): Tax(rate: rate.description)
        }
    }

    static func tip(_ tip: TipCalc.Tip) -> Tip {
        switch tip {
        case .percent(let percent): Tip(percent: percent.description)
        case .amount(let money): Tip(amount: money.amountText)
        }
    }

    static func service(_ service: ServiceCharge) -> Service {
        switch service {
        case .percent(let percent): Service(percent: percent.description)
        case .amount(let money): Service(amount: money.amountText)
        }
    }

    private static func party(_ party: TipCalc.Party) -> Party {
        switch party {
        case .even(let size): Party(split: size)
        case .weights(let weights): Party(weights: weights)
        }
    }
}

extension SavedBill.HomeOutcome {
    /// The converted amounts as canonical text.
    init(_ amounts: HomeAmounts) {
        self.init(
            bill: amounts.bill.amountText, tax: amounts.tax.amountText, tip: amounts.tip.amountText,
            total: amounts.total.amountText)
    }

    /// The converted amounts as `formatter` shows them.
    init(_ amounts: HomeAmounts, formatter: MoneyFormatter) throws(MoneyError) {
        self.init(
            bill: try formatter.format(amounts.bill), tax: try formatter.format(amounts.tax),
            tip: try formatter.format(amounts.tip), total: try formatter.format(amounts.total))
    }
}
