#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import BillPresentation
import Money
import SavedBills
import TipCalc
import BillRequestKit

/// `--save`: the bill just printed, as a ``SavedBill``, handed to `tipfmt-history save`.
///
/// Called after the output is written, so a failure to save never hides the calculation: it is
/// one `tipfmt: error:` line on stderr (from `tipfmt-history`, or from here when that cannot
/// run) and a non-zero exit.
enum BillSaving {
    /// Saves what `calc` printed: the main percentage's result, the summary text, and a receipt
    /// in the locale's language at the default width.
    static func save(
        calc plan: BillRequest, results: [ItemisedResult], options: CalcOptions, note: String?
    ) throws(CLIError) {
        guard let main = results.first(where: { $0.tipPercent == plan.mainPercent }) ?? results.first else { return }
        let result = TipResult(main)
        let formatter = MoneyFormatter(locale: plan.context.locale)
        let note = note.map { UserText.sanitized($0, keepingNewlines: true) }
        let receipt: BillPresentation.Receipt
        let bill: BillJSONObject
        do {
            receipt = try BillPresentation.Receipt(
                result: main, layout: .summary, formatter: formatter, note: note, tipGiven: plan.tipAsked)
            bill = try plan.json(of: main, formatter: formatter)
        } catch {
            throw .rejected(ErrorReporter.message(for: error))
        }
        let outputs = SavedBill.Outputs(
            calc: try summary(plan: plan, results: results),
            receipt: renderings(receipt, bill: bill, format: .text, width: BillPresentation.Receipt.defaultWidth))
        try save(
            result: result, command: .calc, formatter: formatter, options: options, note: note, outputs: outputs)
    }

    /// Saves what `receipt` printed: the receipt in every format (text at `width`), the format
    /// printed, and the calc summary of the same result.
    static func save(
        receipt: BillPresentation.Receipt, result: ItemisedResult, plan: BillRequest,
        format: BillPresentation.Receipt.Format, width: Int,
        options: CalcOptions, formatter: MoneyFormatter
    ) throws(CLIError) {
        let bill: BillJSONObject
        do { bill = try plan.json(of: result, formatter: formatter) } catch {
            throw .rejected(ErrorReporter.message(for: error))
        }
        let outputs = SavedBill.Outputs(
            calc: try summary(plan: plan, results: [result]),
            receipt: renderings(receipt, bill: bill, format: format, width: width))
        try save(
            result: TipResult(result), command: .receipt, formatter: formatter, options: options, note: receipt.note,
            outputs: outputs)
    }

    /// Saves an itemised bill whole: the result (items, people, payers, settlement, home amounts),
    /// the table `calc` prints for it, and its receipt in every format (`receipt`, when given, is
    /// the one printed; otherwise the locale's text receipt at `receiptWidth`).
    static func save(
        itemised result: ItemisedResult, request: BillRequest, command: SavedBill.Command, formatter: MoneyFormatter,
        note: String?, receiptFormat: BillPresentation.Receipt.Format, receiptWidth: Int,
        receipt: BillPresentation.Receipt? = nil
    ) throws(CLIError) {
        let note = note.map { UserText.sanitized($0, keepingNewlines: true) }
        let bill: SavedBill
        do {
            let shown =
                try receipt
                ?? BillPresentation.Receipt(
                    result: result, layout: .perPerson, formatter: formatter, note: note, tipGiven: request.tipAsked)
            let table = request.report(results: [result], formatter: formatter, style: Style(enabled: false))
            let outputs = SavedBill.Outputs(
                calc: try table.lines().map { $0 + "\n" }.joined(),
                receipt: renderings(
                    shown, bill: try request.json(of: result, formatter: formatter), format: receiptFormat,
                    width: receiptWidth))
            bill = try SavedBill(
                itemised: result, command: command, formatter: formatter,
                note: note.flatMap { $0.isEmpty ? nil : $0 }, savedAt: .now(), outputs: outputs)
        } catch {
            throw .rejected(ErrorReporter.message(for: error))
        }
        try send(bill)
    }

    private static func save(
        result: TipResult, command: SavedBill.Command, formatter: MoneyFormatter, options: CalcOptions,
        note: String?, outputs: SavedBill.Outputs
    ) throws(CLIError) {
        let bill: SavedBill
        do {
            bill = try SavedBill(
                result: result, command: command, formatter: formatter, billInput: options.billText,
                note: note.flatMap { $0.isEmpty ? nil : $0 }, savedAt: .now(), outputs: outputs)
        } catch {
            throw .rejected(ErrorReporter.message(for: error))
        }
        try send(bill)
    }

    /// Hands `bill` to `tipfmt-history save` as JSON on its stdin.
    private static func send(_ bill: SavedBill) throws(CLIError) {
        let bytes: [UInt8]
        do {
            bytes = try JSONText.compact(bill)
        } catch {
            throw .cannotWrite("cannot save the bill: cannot encode it (\(error))")
        }
        let status = try HistoryProgram.run(["save"], input: bytes)
        if status != 0 { throw .alreadyReported(status) }
    }

    /// The calc summary as printed without colour, each line ending in a newline.
    private static func summary(plan: BillRequest, results: [ItemisedResult]) throws(CLIError) -> String {
        let report = plan.report(
            results: results, formatter: MoneyFormatter(locale: plan.context.locale),
            style: Style(enabled: false))
        do {
            return try report.lines().map { $0 + "\n" }.joined()
        } catch {
            throw .rejected(ErrorReporter.message(for: error))
        }
    }

    /// The receipt in every format; its JSON holds `bill` under `result`, as `receipt --format
    /// json` prints it.
    private static func renderings(
        _ receipt: BillPresentation.Receipt, bill: BillJSONObject, format: BillPresentation.Receipt.Format, width: Int
    )
        -> SavedBill.ReceiptOutputs
    {
        SavedBill.ReceiptOutputs(
            format: format.rawValue, width: width, text: receipt.rendered(as: .text, width: width),
            markdown: receipt.rendered(as: .markdown), json: receipt.json(result: bill),
            html: receipt.rendered(as: .html))
    }
}
