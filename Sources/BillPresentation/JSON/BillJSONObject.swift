package import Money
package import TipCalc

/// A bill as JSON: the one object every surface writes for a computed bill.
///
/// Its schema is docs/schemas/bill-result.schema.json. `calc --json` is this object (with the region's
/// custom and one row per percentage), `receipt --format json` holds it under `result`, and so
/// does a saved bill (`history show --json`).
///
/// Amounts are canonical strings with exactly the currency's minor digits (`"98.15"`, `"1200"`),
/// never JSON numbers. The keys every bill has: `currency`, `locale`, `bill` (the amount of the
/// bill before tax, a string), `tax`, `service`, `tip`, `total`, `tipPercent` (the effective one
/// for a fixed tip), `effectiveTipPercent`, `split`, `shares`, `tipShares`, `formatted` and
/// `explain`. A part a bill does not have is absent, never `null` or another type: `weights` for
/// `--weights`, `home` when converted, and the itemised parts (`method`, `people`, `items`,
/// `taxes`, `totals`, `tipBase`, `wantedTip`, `roundingIsTip`, `debts`) for a bill the itemised
/// engine laid out per person, as `ItemisedResult` writes them without the bill as given.
package struct BillJSONObject: Encodable, Sendable {
    /// The same money keys, formatted for the locale.
    package struct Formatted: Encodable, Sendable {
        package var bill, tax, service, tip, total: String
        package var shares, tipShares: [String]

        /// The formatted amounts.
        package init(
            bill: String, tax: String, service: String, tip: String, total: String, shares: [String],
            tipShares: [String]
        ) {
            self.bill = bill
            self.tax = tax
            self.service = service
            self.tip = tip
            self.total = total
            self.shares = shares
            self.tipShares = tipShares
        }
    }

    /// Amounts converted to the home currency.
    package struct Home: Encodable, Sendable {
        package var currency, rate: String
        /// Where the rate comes from and the day it is for (absent when not known).
        package var rateSource, rateDate: String?
        package var bill, tax, tip, total: String
        package var shares: [String]
        package var formatted: HomeFormatted

        /// The converted amounts.
        package init(
            currency: String, rate: String, rateSource: String?, rateDate: String?, bill: String, tax: String,
            tip: String, total: String, shares: [String], formatted: HomeFormatted
        ) {
            self.currency = currency
            self.rate = rate
            self.rateSource = rateSource
            self.rateDate = rateDate
            self.bill = bill
            self.tax = tax
            self.tip = tip
            self.total = total
            self.shares = shares
            self.formatted = formatted
        }
    }

    /// Home amounts formatted for the locale.
    package struct HomeFormatted: Encodable, Sendable {
        package var bill, tax, tip, total: String
        package var shares: [String]

        /// The formatted home amounts.
        package init(bill: String, tax: String, tip: String, total: String, shares: [String]) {
            self.bill = bill
            self.tax = tax
            self.tip = tip
            self.total = total
            self.shares = shares
        }
    }

    /// One step of the explanation, in words.
    package struct Step: Encodable, Sendable {
        package var kind, text: String

        /// A step's kind and words.
        package init(kind: String, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    package var currency, locale: String
    package var bill, tax, service, tip, total: String
    package var tipPercent, effectiveTipPercent: String
    package var split: Int
    package var weights: [Int]?
    package var shares, tipShares: [String]
    package var formatted: Formatted
    package var home: Home?
    /// The steps in words; empty when not explained.
    package var explain: [Step]
    /// A bill laid out per person: its people, items, taxes, totals and debts (which also write
    /// `currency`, `tipPercent`, `effectiveTipPercent`, `home` and `explain`).
    package var itemised: ExplainedResult?

    /// A bill from its parts (a saved single amount, whose result is kept as its amounts).
    package init(
        currency: String, locale: String, bill: String, tax: String, service: String, tip: String, total: String,
        tipPercent: String, effectiveTipPercent: String, split: Int, weights: [Int]?, shares: [String],
        tipShares: [String], formatted: Formatted, home: Home?, explain: [Step] = []
    ) {
        self.currency = currency
        self.locale = locale
        self.bill = bill
        self.tax = tax
        self.service = service
        self.tip = tip
        self.total = total
        self.tipPercent = tipPercent
        self.effectiveTipPercent = effectiveTipPercent
        self.split = split
        self.weights = weights
        self.shares = shares
        self.tipShares = tipShares
        self.formatted = formatted
        self.home = home
        self.explain = explain
    }

    /// A single amount's result: the summary's amounts, each person's share.
    ///
    /// - Parameters:
    ///   - result: The engine's result of a plain amount.
    ///   - locale: The locale the amounts are formatted for.
    ///   - formatter: Formats the `formatted` amounts.
    ///   - labels: The language of the explanation's words; `nil` for no explanation.
    /// - Throws: `MoneyError` only if ICU fails to format.
    package init(
        plainAmount result: ItemisedResult, locale: LocaleIdentifier, formatter: MoneyFormatter,
        explainingIn labels: ReceiptLabels? = nil
    ) throws(MoneyError) {
        let view = TipResult(result)
        var weights: [Int]? = nil
        if case .weights(let values) = view.request.party { weights = values }
        self.init(
            currency: view.bill.currency.code, locale: locale.identifier, bill: view.bill.amountText,
            tax: view.tax.amountText, service: view.service.amountText, tip: view.tip.amountText,
            total: view.total.amountText,
            tipPercent: view.tipPercent?.description ?? view.effectiveTipPercent.formatted(fractionDigits: 2),
            effectiveTipPercent: view.effectiveTipPercent.formatted(fractionDigits: 2), split: view.shares.count,
            weights: weights, shares: view.shares.map(\.amountText), tipShares: view.tipShares.map(\.amountText),
            formatted: try Formatted(
                bill: view.bill, tax: view.tax, service: view.service, tip: view.tip, total: view.total,
                shares: view.shares, tipShares: view.tipShares, formatter: formatter),
            home: nil)
        if let converted = view.home {
            home = Home(
                currency: converted.rate.to.code, rate: converted.rate.rate.description,
                rateSource: converted.rate.source?.name, rateDate: converted.rate.source?.date,
                bill: converted.bill.amountText, tax: converted.tax.amountText, tip: converted.tip.amountText,
                total: converted.total.amountText, shares: converted.shares.map(\.amountText),
                formatted: HomeFormatted(
                    bill: try formatter.format(converted.bill), tax: try formatter.format(converted.tax),
                    tip: try formatter.format(converted.tip), total: try formatter.format(converted.total),
                    shares: try Self.format(converted.shares, formatter)))
        }
        if let labels {
            // Worded from the steps the engine recorded when it computed the result.
            explain = Explanation(ofPlainAmount: result, in: labels).lines.map {
                Step(kind: $0.kind.rawValue, text: $0.text)
            }
        }
    }

    /// A bill laid out per person: the keys every bill has, from its totals and people, and its
    /// itemised parts.
    ///
    /// - Parameters:
    ///   - result: The result, with its explanation in words (or none).
    ///   - locale: The locale the amounts are formatted for.
    ///   - formatter: Formats the `formatted` amounts.
    /// - Throws: `MoneyError` only if ICU fails to format.
    package init(perPerson result: ExplainedResult, locale: LocaleIdentifier, formatter: MoneyFormatter)
        throws(MoneyError)
    {
        let totals = result.totals
        let shares = result.people.map(\.amounts.pays)
        let tipShares = result.people.map(\.amounts.tip)
        self.init(
            currency: result.bill.currency.code, locale: locale.identifier, bill: totals.items.amountText,
            tax: totals.tax.amountText, service: totals.service.amountText, tip: totals.tip.amountText,
            total: totals.pays.amountText,
            // A fixed tip has no percentage asked for: its effective one, as for a single amount.
            tipPercent: result.tipPercent?.description ?? result.effectiveTipPercent.formatted(fractionDigits: 2),
            effectiveTipPercent: result.effectiveTipPercent.description, split: result.people.count, weights: nil,
            shares: shares.map(\.amountText), tipShares: tipShares.map(\.amountText),
            formatted: try Formatted(
                bill: totals.items, tax: totals.tax, service: totals.service, tip: totals.tip, total: totals.pays,
                shares: shares, tipShares: tipShares, formatter: formatter),
            home: nil)
        itemised = result
    }

    /// Each of `amounts` formatted for the locale.
    fileprivate static func format(_ amounts: [Money], _ formatter: MoneyFormatter) throws(MoneyError) -> [String] {
        try amounts.map { (amount) throws(MoneyError) in try formatter.format(amount) }
    }

    private enum CodingKeys: String, CodingKey {
        case currency, locale, bill, tax, service, tip, total, tipPercent, effectiveTipPercent, split, weights
        case shares, tipShares, formatted, home, explain
    }

    /// Writes the object; an itemised bill's parts first, then the keys every bill has (the
    /// result writes `currency`, `effectiveTipPercent`, `home` and `explain` itself).
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let itemised {
            try itemised.encode(to: encoder, echoingBill: false)
            if itemised.tipPercent == nil { try container.encode(tipPercent, forKey: .tipPercent) }
        } else {
            try container.encode(currency, forKey: .currency)
            try container.encode(tipPercent, forKey: .tipPercent)
            try container.encode(effectiveTipPercent, forKey: .effectiveTipPercent)
            try container.encodeIfPresent(weights, forKey: .weights)
            try container.encodeIfPresent(home, forKey: .home)
            try container.encode(explain, forKey: .explain)
        }
        try container.encode(locale, forKey: .locale)
        try container.encode(bill, forKey: .bill)
        try container.encode(tax, forKey: .tax)
        try container.encode(service, forKey: .service)
        try container.encode(tip, forKey: .tip)
        try container.encode(total, forKey: .total)
        try container.encode(split, forKey: .split)
        try container.encode(shares, forKey: .shares)
        try container.encode(tipShares, forKey: .tipShares)
        try container.encode(formatted, forKey: .formatted)
    }
}

extension BillJSONObject.Formatted {
    /// The money keys of a bill, formatted for the locale by `formatter`.
    fileprivate init(
        bill: Money, tax: Money, service: Money, tip: Money, total: Money, shares: [Money], tipShares: [Money],
        formatter: MoneyFormatter
    ) throws(MoneyError) {
        self.init(
            bill: try formatter.format(bill), tax: try formatter.format(tax), service: try formatter.format(service),
            tip: try formatter.format(tip), total: try formatter.format(total),
            shares: try BillJSONObject.format(shares, formatter),
            tipShares: try BillJSONObject.format(tipShares, formatter))
    }
}
