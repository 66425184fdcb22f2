import BillPresentation
import BillRequestKit
import Money
import TipCalc

extension CalcJSON {
    /// The whole answer of `calc --json` for `plan`: the main percentage's bill, every row when
    /// there are several, and the region's custom.
    ///
    /// - Parameter explaining: Whether to list the steps of each result (`--explain`), in the
    ///   language of the plan's locale.
    init(plan: BillRequest, results: [ItemisedResult], formatter: MoneyFormatter, explaining: Bool = false)
        throws(TipCalcError)
    {
        do {
            try self.init(
                results: results, mainPercent: plan.mainPercent, perPerson: plan.layout == .perPerson,
                custom: plan.custom, locale: plan.context.locale, formatter: formatter,
                explainingIn: explaining ? ReceiptLabels(locale: plan.context.locale) : nil)
        } catch {
            throw .money(error)
        }
    }
}
