import BillPresentation
import BillRequestKit
import Money
import TipCalc

/// `calc --json` of a bill the itemised engine computed: the one `calc --json` shape
/// (docs/schemas/calc.schema.json), whatever the bill or its options.
///
/// The keys every bill has are written as for a single amount, with the same JSON types: `bill`
/// is the amount of the items (a string, never the bill as given), `tax`, `service`, `tip`,
/// `total` (what everyone pays), `split` (how many people), `shares` and `tipShares` (each
/// person's), `formatted`, `locale`, and `tipPercent` (the effective one for a fixed tip). The
/// itemised parts (`people`, `items`, `taxes`, `totals`,
/// `debts`…) follow as `ItemisedResult` writes them, without the bill as given.
struct ItemisedCalcJSON: Encodable {
    let result: ExplainedResult
    let request: BillRequest
    let formatter: MoneyFormatter

    private enum CodingKeys: String, CodingKey {
        case locale, bill, tax, service, tip, total, split, shares, tipShares, formatted, custom, tipPercent
    }

    func encode(to encoder: any Encoder) throws {
        try result.encode(to: encoder, echoingBill: false)
        var container = encoder.container(keyedBy: CodingKeys.self)
        let totals = result.totals
        let shares = result.people.map(\.amounts.pays)
        let tipShares = result.people.map(\.amounts.tip)
        try container.encode(request.context.locale.identifier, forKey: .locale)
        try container.encode(totals.items.amountText, forKey: .bill)
        try container.encode(totals.tax.amountText, forKey: .tax)
        try container.encode(totals.service.amountText, forKey: .service)
        try container.encode(totals.tip.amountText, forKey: .tip)
        try container.encode(totals.pays.amountText, forKey: .total)
        try container.encode(result.people.count, forKey: .split)
        try container.encode(shares.map(\.amountText), forKey: .shares)
        try container.encode(tipShares.map(\.amountText), forKey: .tipShares)
        let formatted = CalcJSON.Formatted(
            bill: try formatter.format(totals.items), tax: try formatter.format(totals.tax),
            service: try formatter.format(totals.service), tip: try formatter.format(totals.tip),
            total: try formatter.format(totals.pays),
            shares: try shares.map { (share) throws(MoneyError) in try formatter.format(share) },
            tipShares: try tipShares.map { (share) throws(MoneyError) in try formatter.format(share) })
        try container.encode(formatted, forKey: .formatted)
        try container.encodeIfPresent(request.custom.map(CalcJSON.Custom.init), forKey: .custom)
        // A fixed tip has no percentage asked for: its effective one, as for a single amount.
        if result.tipPercent == nil {
            try container.encode(result.effectiveTipPercent.formatted(fractionDigits: 2), forKey: .tipPercent)
        }
    }
}
