extension ReceiptLabels {
    /// The label for `key` with each `{name}` placeholder replaced by its value, the values
    /// already formatted for the locale.
    ///
    ///     ReceiptLabels(identifier: "de").filled(.owes, ["from": "ann", "to": "ben", "amount": "5,00 €"])
    ///     // "ann schuldet ben 5,00 €"
    ///
    /// The label is read once, left to right: a value is never read again for placeholders, so
    /// a person named `{amount}` stays `{amount}`. A placeholder without a value stays as it is.
    public func filled(_ key: Key, _ values: KeyValuePairs<String, String>) -> String {
        Self.filling(self[key], values)
    }

    /// `template` with each `{name}` replaced by its value in one pass over the template.
    static func filling(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                let value = values.first(where: { $0.key == rest[afterOpen..<close] })?.value
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

extension ReceiptLabels {
    /// `Ann, Ben, Cy`: the items as the language lists them (`Ann、Ben、Cy` in Japanese and
    /// Chinese, `Ann، Ben` in Arabic), joined by the ``Key/listed`` label without its list and item.
    package func list(_ items: [String]) -> String {
        items.joined(separator: filled(.listed, ["list": "", "item": ""]))
    }
}
