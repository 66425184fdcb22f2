import BillPresentation
import Money
import TipCalc
package import BillRequestKit

/// The receipt `y` copies: what `tipfmt receipt` prints for the session's settings (text, in the
/// locale's language, at the default width).
package enum LiveReceipt {
    /// The receipt text for `state`, or why there is none (the figures cannot be calculated).
    package static func text(for state: LiveState) -> Result<String, CLIError> {
        let result: ItemisedResult
        switch state.figures() {
        case .success(let value): result = value
        case .failure(let error): return .failure(error)
        }
        do {
            let receipt = try BillPresentation.Receipt(
                result: result, layout: .summary, formatter: MoneyFormatter(locale: state.setup.locale))
            return .success(receipt.rendered(as: .text))
        } catch {
            return .failure(.rejected(error.description))
        }
    }
}
