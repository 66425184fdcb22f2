package import Money

/// A plain number (a percentage, a rate, a step) as `--input-locale` writes it, made canonical.
///
/// Only the locale's decimal separator is read: `17,5` with `de_DE` is `17.5`, `0,0061` is
/// `0.0061`. A grouping separator is never guessed at (`1.234,5` stays as typed and is refused by
/// the canonical reader), so no typed number can mean two things; without an input locale, or in
/// a locale whose separator is `.`, the text is returned as it is.
package enum LocalizedNumber {
    /// `text` with the input locale's decimal separator written as `.`.
    package static func canonical(_ text: String, inputLocale: LocaleIdentifier?) -> String {
        guard let inputLocale, let separator = decimalSeparator(inputLocale), separator != "." else { return text }
        guard !text.contains("."), text.filter({ String($0) == separator }).count == 1 else { return text }
        return text.replacingSeparator(separator)
    }

    /// The locale's decimal separator, read off its own formatting of 1.5 (`1,5` → `,`).
    private static func decimalSeparator(_ locale: LocaleIdentifier) -> String? {
        guard let value = try? ExactDecimal(parsing: "1.5"),
            let text = try? DecimalFormatter(locale: locale, usesLatinDigits: true).format(value)
        else { return nil }
        let middle = text.drop { $0 != "1" }.dropFirst().prefix { $0 != "5" }
        return middle.isEmpty ? nil : String(middle)
    }
}

extension String {
    fileprivate func replacingSeparator(_ separator: String) -> String {
        var out = ""
        for character in self { out += String(character) == separator ? "." : String(character) }
        return out
    }
}
