import BillPresentation
import Money
import TipCalc
import BillRequestKit

/// The `calc --json` object, written by ``JSONOutput`` (sorted keys).
///
/// Amounts are canonical strings with exactly the currency's minor digits (`"98.15"`, `"1200"`, `"11.500"`), never JSON
/// numbers. The top level describes the main percentage; with several, `rows` has one object per
/// percentage.
struct CalcJSON: Encodable {
    /// The same money keys, formatted for the locale.
    struct Formatted: Encodable {
        var bill, tax, service, tip, total: String
        var shares, tipShares: [String]
    }

    /// Amounts converted to the home currency.
    struct Home: Encodable {
        var currency, rate: String
        /// Where the rate comes from and the day it is for (absent when not known).
        var rateSource, rateDate: String?
        var bill, tax, tip, total: String
        var shares: [String]
        var formatted: HomeFormatted
    }

    /// Home amounts formatted for the locale.
    struct HomeFormatted: Encodable {
        var bill, tax, tip, total: String
        var shares: [String]
    }

    /// The tipping custom of the region.
    struct Custom: Encodable {
        var region, minimumPercent, maximumPercent, defaultPercent, note, source, asOf: String
        var serviceUsuallyIncluded: Bool
    }

    /// One step of `--explain`, as an itemised bill's `explain` lists it.
    struct Step: Encodable {
        var kind, text: String
    }

    var currency, locale: String
    var bill, tax, service, tip, total: String
    var tipPercent, effectiveTipPercent: String
    var split: Int
    var weights: [Int]?
    var shares, tipShares: [String]
    var formatted: Formatted
    var home: Home?
    var custom: Custom?
    var rows: [CalcJSON]?
    /// With `--explain`, every step of this result in the locale's language; empty otherwise.
    var explain: [Step] = []

    /// One result as JSON fields.
    init(_ result: TipResult, locale: LocaleIdentifier, formatter: MoneyFormatter) throws(MoneyError) {
        currency = result.bill.currency.code
        self.locale = locale.identifier
        bill = result.bill.amountText
        tax = result.tax.amountText
        service = result.service.amountText
        tip = result.tip.amountText
        total = result.total.amountText
        tipPercent = result.tipPercent?.description ?? result.effectiveTipPercent.formatted(fractionDigits: 2)
        effectiveTipPercent = result.effectiveTipPercent.formatted(fractionDigits: 2)
        split = result.shares.count
        if case .weights(let values) = result.request.party { weights = values }
        shares = result.shares.map(\.amountText)
        tipShares = result.tipShares.map(\.amountText)
        formatted = Formatted(
            bill: try formatter.format(result.bill), tax: try formatter.format(result.tax),
            service: try formatter.format(result.service), tip: try formatter.format(result.tip),
            total: try formatter.format(result.total),
            shares: try result.shares.map { (share) throws(MoneyError) in try formatter.format(share) },
            tipShares: try result.tipShares.map { (share) throws(MoneyError) in try formatter.format(share) })
        if let converted = result.home {
            home = Home(
                currency: converted.rate.to.code, rate: converted.rate.rate.description,
                rateSource: converted.rate.source?.name, rateDate: converted.rate.source?.date,
                bill: converted.bill.amountText, tax: converted.tax.amountText, tip: converted.tip.amountText,
                total: converted.total.amountText, shares: converted.shares.map(\.amountText),
                formatted: HomeFormatted(
                    bill: try formatter.format(converted.bill), tax: try formatter.format(converted.tax),
                    tip: try formatter.format(converted.tip), total: try formatter.format(converted.total),
                    shares: try converted.shares.map { (share) throws(MoneyError) in try formatter.format(share) }))
        }
    }

    /// The whole answer: the main percentage's result, every row when there are several, and
    /// the region's custom.
    ///
    /// - Parameter explaining: Whether to list the steps of each result (`--explain`), in the
    ///   language of the plan's locale.
    init(plan: BillRequest, results: [ItemisedResult], formatter: MoneyFormatter, explaining: Bool = false)
        throws(TipCalcError)
    {
        let labels = explaining ? ReceiptLabels(locale: plan.context.locale) : nil
        func json(_ result: ItemisedResult) throws(TipCalcError) -> CalcJSON {
            var json: CalcJSON
            do { json = try CalcJSON(TipResult(result), locale: plan.context.locale, formatter: formatter) } catch {
                throw .money(error)
            }
            if let labels {
                // Worded from the steps the engine recorded when it computed the result.
                json.explain = Explanation(ofPlainAmount: result, in: labels).lines.map {
                    Step(kind: $0.kind.rawValue, text: $0.text)
                }
            }
            return json
        }
        let main = results.first { $0.tipPercent == plan.mainPercent } ?? results[0]
        self = try json(main)
        if results.count > 1 {
            rows = try results.map { (result) throws(TipCalcError) in try json(result) }
        }
        custom = plan.custom.map(CalcJSON.Custom.init)
    }
}

extension CalcJSON.Custom {
    init(_ custom: TippingCustom) {
        region = custom.region
        minimumPercent = custom.minimumPercent.description
        maximumPercent = custom.maximumPercent.description
        defaultPercent = custom.defaultPercent.description
        note = custom.note
        source = custom.source
        asOf = custom.asOf
        serviceUsuallyIncluded = custom.serviceUsuallyIncluded
    }
}
