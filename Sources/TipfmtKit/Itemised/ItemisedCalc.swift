import Money
import SavedBills
import TipCalc

/// `tipfmt calc --item … | --bill-file FILE`: an itemised bill's per-person table, or its JSON.
///
/// Errors travel to ``ErrorReporter`` as they are thrown (TipCalc's, Money's, the CLI's).
struct ItemisedCalc {
    let request: ItemisedRequest
    /// Whether `--json` was given: the result as docs/ItemisedBills.md describes it, through
    /// ``JSONOutput`` like every other JSON the CLI writes.
    let json: Bool
    /// `--save` and `--note`.
    let saving: CalcSaveOptions

    func run() throws {
        let environment = Environment.process
        let plan = try request.plan(environment)
        let itemised = request.itemised
        let result = try ItemisedCalculator.calculate(
            plan.bill, explaining: itemised.explain, in: ReceiptLabels(locale: plan.context.locale))
        let formatter = MoneyFormatter(locale: plan.context.locale)
        if json {
            StandardStreams.write(try JSONOutput.encode(result))
        } else {
            let report = ItemisedReport(
                result: result, formatter: formatter, style: Style(enabled: Terminal.usesColour(environment)),
                tipGiven: plan.tipGiven)
            try report.lines(explain: itemised.explain).forEach(StandardStreams.printLine)
        }
        if !plan.tipGiven {
            StandardStreams.note("no tip; give --tip 18 (or a tip: line in the bill file) for one")
        }
        if saving.save {
            try BillSaving.save(
                itemised: result, plan: plan, command: .calc, formatter: formatter, note: saving.note,
                receiptFormat: .text, receiptWidth: TipCalc.Receipt.defaultWidth)
        }
    }
}
