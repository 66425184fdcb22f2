package import Money

/// A percentage as people write it: `18`, `17.5` or `18%` (what `--tip`, `--tax 8.875%`,
/// `--service 12.5%` and `tipfmt config set tip 18%` take).
package enum Percentage {
    /// The number without its `%`: `"18%"` → 18; with an input locale, in its decimal separator
    /// too (`17,5` in de_DE, ``LocalizedNumber``).
    ///
    /// - Throws: ``InputError`` naming `subject` when the text is not a number.
    package static func read(_ text: String, subject: String, hint: String, inputLocale: LocaleIdentifier? = nil)
        throws(InputError) -> ExactDecimal
    {
        var body = Substring(text)
        if body.hasSuffix("%") { body = body.dropLast() }
        do {
            return try ExactDecimal(parsing: LocalizedNumber.canonical(String(body), inputLocale: inputLocale))
        } catch {
            throw InputError(subject: subject, text: text, reason: error, hint: hint)
        }
    }
}
