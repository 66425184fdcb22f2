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
    /// What stands between two items of a list in the language: `, ` (`、` in Japanese and
    /// Chinese, `، ` in Arabic), the ``Key/listed`` label without its list and item.
    package var listSeparator: String { filled(.listed, ["list": "", "item": ""]) }
}
