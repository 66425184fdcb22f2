import BillPresentation
import BillRequestKit
import Money
import TipCalc

/// `calc --json` of a bill laid out per person: ``CalcJSON`` of its one result, with the steps
/// already worded.
struct ItemisedCalcJSON: Encodable {
    let result: ExplainedResult
    let request: BillRequest
    let formatter: MoneyFormatter

    func encode(to encoder: any Encoder) throws {
        let bill = try BillJSONObject(perPerson: result, locale: request.context.locale, formatter: formatter)
        try CalcJSON(bill: bill, custom: request.custom).encode(to: encoder)
    }
}
