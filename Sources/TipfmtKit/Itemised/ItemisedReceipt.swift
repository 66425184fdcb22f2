import Money
import SavedBills
import TipCalc

/// `tipfmt receipt --item … | --bill-file FILE`: an itemised bill as a receipt (items, summary,
/// one section per person) in the locale's language and any receipt format.
struct ItemisedReceipt {
    let request: ItemisedRequest
    /// Whether `--json` was given (the same as `--format json`).
    let json: Bool
    /// Whether `--save` was given.
    let save: Bool

    /// Prints the receipt; errors travel to ``ErrorReporter`` as they are thrown.
    func run(
        format: TipCalc.Receipt.Format, width: Int, title: String?, note: String?, style: MoneyFormatter.Style,
        latinDigits: Bool
    ) throws {
        let environment = Environment.process
        let plan = try request.plan(environment)
        let formatter = MoneyFormatter(locale: plan.context.locale, style: style, usesLatinDigits: latinDigits)
        let explain = request.itemised.explain
        let result = try ItemisedCalculator.calculate(
            plan.bill, explaining: explain, in: explain ? ReceiptLabels(locale: plan.context.locale) : nil)
        // Controls in the user's text never reach the terminal (an ESC would start an escape sequence).
        let receipt = try TipCalc.Receipt(
            itemised: result, formatter: formatter,
            title: title.map { UserText.sanitized($0, keepingNewlines: false) },
            note: note.map { UserText.sanitized($0, keepingNewlines: true) })
        let shown = json ? TipCalc.Receipt.Format.json : format
        StandardStreams.write(receipt.rendered(as: shown, width: width))
        if explain {
            BillWording(formatter: formatter).explanation(currency: result.bill.currency, steps: result.explanation)
                .forEach(StandardStreams.printLine)
        }
        if save {
            try BillSaving.save(
                itemised: result, plan: plan, command: .receipt, formatter: formatter, note: receipt.note,
                receiptFormat: shown, receiptWidth: width, receipt: receipt)
        }
    }
}
