package import BillPresentation
package import Money
package import TipCalc

extension BillRequest {
    /// `calc`'s human output for this request's `results`, laid out as ``layout`` says: the
    /// tipping custom is named whenever the tips were not the user's own, and its percentage is
    /// the row a table highlights.
    package func report(results: [ItemisedResult], formatter: MoneyFormatter, style: Style) -> CalcReport {
        CalcReport(
            layout: layout, results: results, custom: explicitTips ? nil : custom, mainPercent: mainPercent,
            tipGiven: tipGiven, formatter: formatter, style: style)
    }
}
