package import Money
package import TipCalc

/// The human output of `calc`: the bill's document (`Receipt`, built once per percentage) laid
/// out by the terminal renderer as a summary for one percentage or a table for several, in the
/// locale's language and numbers; and `--explain`'s steps.
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
package struct CalcReport {
    /// The tipping custom to name, when the tips were not the user's own.
    let custom: TippingCustom?
    /// The percentage the custom suggests, highlighted in a table of several.
    let mainPercent: ExactDecimal
    /// The engine's results, one per percentage.
    let results: [ItemisedResult]
    let formatter: MoneyFormatter
    let style: Style
    /// The locale's words and formatters, built once per report.
    private let wording: BillWording

    /// A report of `results`; `custom` is the tipping custom to name (`nil` when the tips were
    /// the user's own) and `mainPercent` the row to highlight in a table.
    package init(
        custom: TippingCustom?, mainPercent: ExactDecimal, results: [ItemisedResult], formatter: MoneyFormatter,
        style: Style
    ) {
        self.custom = custom
        self.mainPercent = mainPercent
        self.results = results
        self.formatter = formatter
        self.style = style
        self.wording = BillWording(formatter: formatter)
    }

    private var labels: ReceiptLabels { wording.labels }
    private var percents: PercentFormatter { wording.percents }

    /// The documents, one per percentage, laid out for the terminal.
    package func lines() throws(TipCalcError) -> [String] {
        let documents = try results.map { (result) throws(TipCalcError) in
            try Receipt(result: result, layout: .summary, wording: wording, custom: custom)
        }
        let renderer = TerminalRenderer(wording: wording, style: style)
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
        let document = try Receipt(result: result, layout: .summary, wording: wording, custom: custom)
        do {
            return try TerminalRenderer(wording: wording, style: style).summaryRows(document)
        } catch {
            throw .money(error)
        }
    }

    /// `--explain`: for each result, the heading and every step with its exact values, in the
    /// locale's language, worded from the steps the engine recorded (the results computed
    /// `explaining: true`).
    package func explanation() throws(TipCalcError) -> [String] {
        let renderer = TerminalRenderer(wording: wording, style: style)
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
