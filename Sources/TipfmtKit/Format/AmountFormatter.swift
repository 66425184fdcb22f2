import FormatCheck
import Money
import BillRequestKit

/// Formats amounts, one at a time, exactly as `tipfmt format` prints them.
struct AmountFormatter: Sendable {
    /// The formatter.
    let formatter: MoneyFormatter
    /// The currency of every amount.
    let currency: Currency
    /// Reads localized amounts when `--input-locale` was given; canonical otherwise.
    let parser: MoneyParser?
    /// Whether a template learned from ICU may format amounts.
    ///
    /// `false` (`--icu-only`) sends every amount to ICU. The output is the same either way.
    let usesTemplate: Bool

    init(settings: FormatSettings, context: MoneyContext, usesTemplate: Bool = true) {
        formatter = settings.formatter(locale: context.locale)
        currency = context.currency
        parser = context.inputLocale.map { MoneyParser(locale: $0) }
        self.usesTemplate = usesTemplate
    }

    /// Formats one amount: `"-42.5"` → `"-42,50 €"` for de_DE EUR.
    ///
    /// A canonical amount is read and formatted as `check` does it
    /// (FormatCheck's ``FormatSettings/format(_:currency:with:)``): an exact decimal, rounded by
    /// the formatter.
    ///
    /// - Throws: `MoneyError` for text that is not an amount.
    func format(_ text: some StringProtocol) throws(MoneyError) -> String {
        let amount: ExactDecimal =
            if let parser {
                try parser.parse(String(text), expecting: currency).amount
            } else {
                try ExactDecimal(parsing: String(text))
            }
        var text = ""
        try formatter.withUTF8(amount, currency: currency, usingTemplate: usesTemplate) {
            text = String(decoding: $0, as: UTF8.self)
        }
        return text
    }

    /// The bytes-in, bytes-out formatter for a stream of canonical amounts; `nil` with
    /// `--input-locale` (every line is then read as localized text).
    ///
    /// - Throws: `MoneyError` if ICU cannot open the formatter.
    func stream() throws(MoneyError) -> MoneyFormatter.Stream? {
        guard parser == nil else { return nil }
        return try MoneyFormatter.Stream(formatter, currency: currency, usingTemplate: usesTemplate)
    }
}
