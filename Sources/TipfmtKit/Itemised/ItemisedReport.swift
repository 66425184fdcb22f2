import BillPresentation
import Money
import TipCalc

/// The human output of an itemised bill: its document (`Receipt(result:layout:…)`, the one
/// `tipfmt receipt` renders) laid out by the terminal renderer as one row per person and a
/// totals row equal to the bill's totals, then the taxes, tip, rounding, debts and the rate; and
/// with `--explain`, every step.
///
/// The tip is shown as every output shows it (`ItemisedResult.shownTip`): with the cash rounding
/// the tip takes up, so `calc`, `receipt`, `live` and `history show` give one tip; a Rounding
/// column appears only when the rounding is a line of its own. Names come from the bill and pass
/// `TerminalText` before they are laid out.
struct ItemisedReport {
    let result: ItemisedResult
    let formatter: MoneyFormatter
    let style: Style
    let tipGiven: Bool

    func lines(explain: Bool) throws(TipCalcError) -> [String] {
        let wording = BillWording(formatter: formatter)
        let document = try Receipt(result: result, layout: .perPerson, formatter: formatter, tipGiven: tipGiven)
        var lines: [String]
        let renderer = TerminalRenderer(wording: wording, style: style)
        do {
            lines = try renderer.people(document)
        } catch {
            throw .money(error)
        }
        if explain {
            lines += renderer.explanation(Explanation(of: result, in: wording.labels))
        }
        return lines
    }
}
