package import Money
package import TipCalc

/// The human output of `calc` for every bill: the bill's document (`Receipt`, built once per
/// result) laid out by the terminal renderer as the request's ``BillLayout`` says: a summary for
/// one percentage, a table for several, one row per person for items and people; and
/// `--explain`'s steps.
///
/// `live` shows the same summary, and a saved bill keeps these lines.
///
/// The document is the one `tipfmt receipt` renders, so the words are the receipt's
/// (`ReceiptLabels`, 28 languages): `calc -l de_DE` says *Rechnung*, *Trinkgeld (18 %)*,
/// *Gesamt*. Every number goes through the locale's formatters, counts too: `ar_EG` writes
/// `٢ × …`, never a Latin `2 ×`.
///
///     Bill                         $84.50
///     Tip (18%)                    $15.21
///     Total                        $99.71
///     Per person   2 × $33.24, 1 × $33.23
///       Tip                     3 × $5.07
///
/// With a service charge included in the bill, the tip line is the *extra* tip on top of it and
/// says so (as the receipt does), with the service shown under the bill.
///
/// Laid out per person, the table has one row per person and a totals row equal to the bill's
/// totals, then the taxes, tip, rounding, debts and the rate. The tip is shown as every output
/// shows it (`ItemisedResult.shownTip`): with the cash rounding the tip takes up, so `calc`,
/// `receipt`, `live` and `history show` give one tip; a Rounding column appears only when the
/// rounding is a line of its own. Names come from the bill and pass `TerminalText` before they
/// are laid out.
package struct CalcReport {
    /// How the results are shown: a summary (or a table of several percentages), or per person.
    let layout: BillLayout
    /// The tipping custom to name, when the tips were not the user's own.
    let custom: TippingCustom?
    /// The percentage the custom suggests, highlighted in a table of several.
    let mainPercent: ExactDecimal
    /// The engine's results, one per percentage (one for a bill laid out per person).
    let results: [ItemisedResult]
    /// Whether the bill has a tip; when not, a per-person table says so instead of a tip of 0.
    let tipGiven: Bool
    let formatter: MoneyFormatter
    let style: Style
    /// The locale's words and formatters, built once per report.
    private let wording: BillWording

    /// A report of `results` laid out as `layout` says; `custom` is the tipping custom to name
    /// (`nil` when the tips were the user's own), `mainPercent` the row to highlight in a table,
    /// and `tipGiven` whether the bill has a tip at all.
    package init(
        layout: BillLayout, results: [ItemisedResult], custom: TippingCustom?, mainPercent: ExactDecimal,
        tipGiven: Bool, formatter: MoneyFormatter, style: Style
    ) {
        self.layout = layout
        self.custom = custom
        self.mainPercent = mainPercent
        self.results = results
        self.tipGiven = tipGiven
        self.formatter = formatter
        self.style = style
        self.wording = BillWording(formatter: formatter)
    }

    private var labels: ReceiptLabels { wording.labels }
    private var percents: PercentFormatter { wording.percents }

    /// The documents, one per result, laid out for the terminal.
    package func lines() throws(TipCalcError) -> [String] {
        let renderer = TerminalRenderer(wording: wording, style: style)
        if layout == .perPerson {
            var lines: [String] = []
            for result in results {
                let document = try Receipt(result: result, layout: .perPerson, wording: wording, tipGiven: tipGiven)
                do { lines += try renderer.people(document) } catch { throw .money(error) }
            }
            return lines
        }
        let documents = try results.map { (result) throws(TipCalcError) in
            try Receipt(result: result, layout: .summary, wording: wording, custom: custom, tipGiven: tipGiven)
        }
        do {
            if documents.count == 1 { return try renderer.summary(documents[0]) }
            let main = custom == nil ? nil : results.firstIndex { $0.tipPercent == mainPercent }
            return try renderer.comparison(documents, highlighted: main)
        } catch {
            throw .money(error)
        }
    }

    /// The summary of the first result as rows of cells and notes (``TerminalRenderer/summaryRows(_:)``).
    package func summaryRows() throws(TipCalcError) -> (rows: [[String]], notes: [String]) {
        guard let result = results.first else { return ([], []) }
        let document = try Receipt(
            result: result, layout: .summary, wording: wording, custom: custom, tipGiven: tipGiven)
        do {
            return try TerminalRenderer(wording: wording, style: style).summaryRows(document)
        } catch {
            throw .money(error)
        }
    }

    /// `--explain`: for each result, the heading and every step with its exact values, in the
    /// locale's language, worded from the steps the engine recorded (the results computed
    /// `explaining: true`): a single amount's steps for its people numbered, a bill laid out per
    /// person by its items and names.
    package func explanation() throws(TipCalcError) -> [String] {
        let renderer = TerminalRenderer(wording: wording, style: style)
        if layout == .perPerson {
            return results.flatMap { renderer.explanation(Explanation(of: $0, in: labels)) }
        }
        var lines: [String] = []
        for result in results {
            var title: String? = nil
            if results.count > 1, let percent = result.tipPercent {
                let text: String
                do { text = try percents.format(percent) } catch { throw .money(error) }
                title = labels.tip(percent: wording.isolated(text))
            }
            lines += renderer.explanation(Explanation(ofPlainAmount: result, in: labels), title: title)
        }
        return lines
    }
}
