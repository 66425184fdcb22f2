extension ReceiptLabels {
    /// The label for `key` with each `{name}` placeholder replaced by its value, the values
    /// already formatted for the locale.
    ///
    ///     ReceiptLabels(identifier: "de").filled(.owes, ["from": "ann", "to": "ben", "amount": "5,00 €"])
    ///     // "ann schuldet ben 5,00 €"
    public func filled(_ key: Key, _ values: KeyValuePairs<String, String>) -> String {
        var text = self[key]
        for (name, value) in values { text = text.replacingPlaceholder("{\(name)}", with: value) }
        return text
    }
}

extension ReceiptLabels {
    /// `Ann, Ben, Cy`: the items as the language lists them (`Ann、Ben、Cy` in Japanese and
    /// Chinese, `Ann، Ben` in Arabic), joined by the ``Key/listed`` label without its list and item.
    package func list(_ items: [String]) -> String {
        items.joined(separator: filled(.listed, ["list": "", "item": ""]))
    }
}
