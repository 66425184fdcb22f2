import TipCalc
/// How a receipt is written out.
extension Receipt {
    /// An output format for ``rendered(as:width:)``.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// Plain text in fixed columns, for terminals and thermal printers.
        case text
        /// GitHub-flavoured Markdown tables.
        case markdown
        /// One JSON object; amounts as canonical strings.
        case json
        /// A self-contained HTML fragment with `lang` and `dir` set.
        case html
    }

    /// The text width used unless another is asked for: 42 columns, what 80 mm thermal printers
    /// print in their standard font (58 mm printers print 32).
    public static let defaultWidth = 42
    /// The narrowest text width accepted; narrower requests are widened to it.
    public static let minimumWidth = 16

    /// The receipt in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: The output format.
    ///   - width: The text width in terminal columns (``Format/text`` only), at least
    ///     ``minimumWidth``.
    public func rendered(as format: Format, width: Int = Receipt.defaultWidth) -> String {
        switch format {
        case .text: textLines(width: max(width, Self.minimumWidth)).joined(separator: "\n") + "\n"
        case .markdown: markdown()
        case .json: json()
        case .html: html()
        }
    }
}
