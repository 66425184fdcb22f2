package import Money

extension ReceiptLabels {
    /// The plural label `key` for `count`: the form the locale's plural rules pick for it, with
    /// `#` replaced by `number` (the count as the locale writes it).
    ///
    /// A plural label lists each form as `keyword {text}`, CLDR's keywords (`zero`, `one`,
    /// `two`, `few`, `many`, `other`), `other` always among them:
    ///
    ///     "one {# Konflikt} other {# Konflikte}"   // de: 1 Konflikt, 2 Konflikte
    ///
    /// A form the label does not list is `other`'s.
    package func counted(_ key: Key, _ count: Int, number: String, locale: LocaleIdentifier) -> String {
        let forms = Self.forms(self[key])
        let keyword = PluralCategory.keyword(of: UInt64(max(count, 0)), locale: locale)
        let text = forms[keyword] ?? forms["other"] ?? self[key]
        return text.replacing("#", with: number)
    }

    /// The forms of a plural label, by keyword.
    static func forms(_ label: String) -> [String: String] {
        var forms: [String: String] = [:]
        var rest = Substring(label)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let keyword = rest[..<open].split(separator: " ").last.map(String.init) ?? ""
            forms[keyword] = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        return forms
    }
}
