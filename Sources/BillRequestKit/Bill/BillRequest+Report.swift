package import BillPresentation
package import Money
package import TipCalc

extension BillRequest {
    /// `calc`'s human output for this request's `results`: the tipping custom is named whenever
    /// the tips were not the user's own, and its percentage is the row a table highlights.
    package func report(results: [ItemisedResult], formatter: MoneyFormatter, style: Style) -> CalcReport {
        CalcReport(
            custom: explicitTips ? nil : custom, mainPercent: mainPercent, results: results, formatter: formatter,
            style: style)
    }
}
