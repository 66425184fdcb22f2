import ArgumentParser
import BillPresentation

/// `--format` of `tipfmt receipt`: the receipt document's formats, and ESC/POS bytes for a
/// thermal printer.
enum ReceiptFormat: String, CaseIterable, ExpressibleByArgument {
    /// Plain text in fixed columns.
    case text
    /// GitHub-flavoured Markdown tables.
    case markdown
    /// One JSON object.
    case json
    /// A self-contained HTML fragment.
    case html
    /// ESC/POS bytes for the printer `--printer` names.
    case escpos

    /// The document format this is, `nil` for ESC/POS (bytes, rendered by ReceiptPrinting).
    var document: BillPresentation.Receipt.Format? {
        switch self {
        case .text: .text
        case .markdown: .markdown
        case .json: .json
        case .html: .html
        case .escpos: nil
        }
    }
}
