import BillPresentation
import Money
import TipCalc
import BillRequestKit

/// `tipfmt calc` of an itemised bill (or a single amount that needs items' rules): the
/// per-person table, or its JSON.
///
/// Errors travel to ``ErrorReporter`` as they are thrown (TipCalc's, Money's, the CLI's).
struct ItemisedCalc {
    let request: BillRequest
    let result: ItemisedResult
    /// Whether `--json` was given: the result as docs/ItemisedBills.md describes it, through
    /// ``JSONOutput`` like every other JSON the CLI writes.
    let json: Bool
    /// Whether `--explain` was given.
    let explain: Bool

    func print(environment: Environment) throws {
        let formatter = MoneyFormatter(locale: request.context.locale)
        if json {
            // The steps in the locale's words when explained; an empty `explain` list otherwise.
            let explanation = explain ? Explanation(of: result, in: ReceiptLabels(locale: request.context.locale)) : nil
            StandardStreams.write(
                try JSONOutput.encode(
                    ItemisedCalcJSON(
                        result: ExplainedResult(result, explanation: explanation), request: request,
                        formatter: formatter)))
        } else {
            let report = ItemisedReport(
                result: result, formatter: formatter, style: Style(enabled: Terminal.usesColour(environment)),
                tipGiven: request.tipGiven)
            try report.lines(explain: explain).forEach(StandardStreams.printLine)
        }
        if !request.tipGiven {
            StandardStreams.note("no tip; give --tip 18 (or a tip: line in the bill file) for one")
        }
    }
}
