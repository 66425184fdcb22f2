import Money

/// What `tipfmt currency` and `tipfmt currencies --all` add from Money's currency changes: what
/// replaced a withdrawn code, from when, at what fixed rate, and on whose word.
enum CurrencyFacts {
    /// Extra `currency` fields, in display order; none for a currency no change mentions.
    ///
    /// `HRK` gives `replacedBy: EUR`, `replacedOn: 2023-01-01`, `fixedRate: 1 EUR = 7.53450 HRK`
    /// and `source`; `XCG` gives `issuerSymbol: Cg` and `source` (formatting writes `XCG`, as the
    /// system's ICU does for a code it has no data for).
    static func fields(of currency: Currency) -> [(String, String)] {
        var fields: [(String, String)] = []
        if let change = currency.replacement {
            fields.append(("replacedBy", change.replacementCode))
            fields.append(("replacedOn", change.date.description))
            if let rate = change.rateText {
                fields.append(("fixedRate", "1 \(change.replacementCode) = \(rate) \(currency.code)"))
            }
            fields.append(("source", change.source))
        } else if let symbol = currency.issuerSymbol {
            fields.append(("issuerSymbol", symbol))
            if let change = Currency.changes.first(where: { $0.replacementCode == currency.code }) {
                fields.append(("source", change.source))
            }
        }
        return fields
    }

    /// Labels for ``fields(of:)`` in text output.
    static let labels = [
        "replacedBy": "Replaced by", "replacedOn": "Replaced on", "fixedRate": "Fixed rate",
        "issuerSymbol": "Issuer's symbol", "source": "Source",
    ]

    /// `EUR from 2023-01-01 (1 EUR = 7.53450 HRK)` for a currency withdrawn on `date`, else `nil`.
    static func withdrawal(of currency: Currency, on date: CalendarDate) -> String? {
        guard currency.isWithdrawn(on: date), let change = currency.replacement else { return nil }
        var text = "\(change.replacementCode) from \(change.date)"
        if let rate = change.rateText { text += " (1 \(change.replacementCode) = \(rate) \(currency.code))" }
        return text
    }
}
