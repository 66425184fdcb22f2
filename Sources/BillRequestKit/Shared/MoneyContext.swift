package import Money

/// What ``MoneyOptions`` resolved to.
package struct MoneyContext: Sendable {
    /// The output locale.
    package var locale: LocaleIdentifier
    /// The currency.
    package var currency: Currency
    /// How command-line amounts are written; `nil` means canonical (`1234.50`).
    package var inputLocale: LocaleIdentifier?
    /// The currency given with `--currency`, if any (a remembered bill in another currency is not reused).
    package var explicitCurrency: Currency? = nil

    /// Reads one command-line amount as money in ``currency``.
    ///
    /// It is read canonically (`7.50`), or as ``inputLocale`` writes amounts. More fraction digits than the currency has is an error that
    /// says what to write instead; a comma in a canonical amount is an error suggesting
    /// `--input-locale`, never a grouping separator read silently.
    ///
    /// - Throws: ``InputError`` naming `subject` (`--tax`), with `hint`.
    package func readMoney(_ text: String, subject: String, hint: String? = nil) throws(InputError) -> Money {
        do {
            if let inputLocale {
                return try MoneyParser(locale: inputLocale).parse(text, expecting: currency)
            }
            return try Money(ExactDecimal(parsing: text), currency)
        } catch {
            throw InputError(subject: subject, text: text, reason: error, hint: hint)
        }
    }
}
