import Money
import TipCalc

// The keys of `rendered(as: .json)`, plus the receipt's labels so a decoded receipt renders the
// same way:
//
//     {"title":"Quittung","locale":"de_DE","language":"de","direction":"ltr","note":null,
//      "sections":[{"kind":"summary","heading":null,"lines":[{"kind":"bill","label":"Rechnung",
//        "value":"84,50 €","amount":"84.50","currency":"EUR","emphasized":false,"included":false}]}],
//      "labels":{"bill":"Rechnung","tax":"MwSt.",…}}
//
// A line's amount follows Money's convention, flattened into the line: `"amount"` is the canonical
// decimal string and `"currency"` the ISO code, both `null` on the exchange-rate line.
extension Receipt: Codable {
    private enum CodingKeys: String, CodingKey {
        case title, locale, language, direction, note, sections, labels
        case weighted, tipPercent, rate, custom, people, totals, roundingApart, notes, debts
    }

    /// Decodes a receipt; labels missing from `labels` are the built-in ones of `language`.
    ///
    /// - Throws: `DecodingError` for a missing or malformed field, or a locale ICU does not know.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let language = try container.decode(String.self, forKey: .language)
        let direction = try container.decode(Direction.self, forKey: .direction)
        let texts = try container.decodeIfPresent([String: String].self, forKey: .labels) ?? [:]
        var labels: [ReceiptLabels.Key: String] = [:]
        for (key, text) in texts {
            if let key = ReceiptLabels.Key(rawValue: key) { labels[key] = text }
        }
        self.init(
            title: try container.decode(String.self, forKey: .title),
            note: try container.decodeIfPresent(String.self, forKey: .note),
            locale: try container.decode(LocaleIdentifier.self, forKey: .locale),
            labels: ReceiptLabels(language: language, direction: direction, labels: labels),
            sections: try container.decode([Section].self, forKey: .sections),
            sharesAreWeighted: try container.decodeIfPresent(Bool.self, forKey: .weighted) ?? false,
            tipPercent: try container.decodeIfPresent(String.self, forKey: .tipPercent).map { (text) throws in
                guard let value = try? ExactDecimal(parsing: text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .tipPercent, in: container, debugDescription: "not a decimal: \(text.prefix(40))")
                }
                return value
            },
            rate: try container.decodeIfPresent(ExchangeRate.self, forKey: .rate),
            custom: try container.decodeIfPresent(TippingCustom.self, forKey: .custom),
            people: try container.decodeIfPresent([PersonRow].self, forKey: .people) ?? [],
            totals: try container.decodeIfPresent(PersonRow.self, forKey: .totals),
            showsRoundingApart: try container.decodeIfPresent(Bool.self, forKey: .roundingApart) ?? false,
            notes: try container.decodeIfPresent([Note].self, forKey: .notes) ?? [],
            debts: try container.decodeIfPresent([Debt].self, forKey: .debts) ?? [])
    }

    /// Encodes the receipt with the keys of its JSON rendering, plus its labels.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(locale, forKey: .locale)
        try container.encode(labels.language, forKey: .language)
        try container.encode(direction, forKey: .direction)
        try container.encode(note, forKey: .note)
        try container.encode(sections, forKey: .sections)
        let texts = Dictionary(uniqueKeysWithValues: labels.all.map { ($0.key.rawValue, $0.value) })
        try container.encode(texts, forKey: .labels)
        if sharesAreWeighted { try container.encode(true, forKey: .weighted) }
        try container.encodeIfPresent(tipPercent?.description, forKey: .tipPercent)
        try container.encodeIfPresent(rate, forKey: .rate)
        try container.encodeIfPresent(custom, forKey: .custom)
        if !people.isEmpty { try container.encode(people, forKey: .people) }
        try container.encodeIfPresent(totals, forKey: .totals)
        if showsRoundingApart { try container.encode(true, forKey: .roundingApart) }
        if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
        if !debts.isEmpty { try container.encode(debts, forKey: .debts) }
    }
}

extension Receipt.Line.Kind: Codable {}
extension Receipt.Section.Kind: Codable {}

extension Receipt.Section: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, heading, lines
    }

    /// Decodes `{"kind":"summary","heading":null,"lines":[…]}`.
    ///
    /// - Throws: `DecodingError` for a missing or malformed field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decode(Kind.self, forKey: .kind),
            heading: try container.decodeIfPresent(String.self, forKey: .heading),
            lines: try container.decode([Receipt.Line].self, forKey: .lines))
    }

    /// Encodes the kind, the heading (`null` for none) and the lines.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(heading, forKey: .heading)
        try container.encode(lines, forKey: .lines)
    }
}

extension Receipt.Line: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, label, value, amount, currency, emphasized, included
    }

    /// Decodes a line; `amount` and `currency` are both strings or both `null`.
    ///
    /// - Throws: `DecodingError` for a missing or malformed field, or an amount that is not
    ///   canonical for its currency.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var amount: Money?
        if !((try? container.decodeNil(forKey: .amount)) ?? true) {
            amount = try Money(from: decoder)
        }
        self.init(
            kind: try container.decode(Kind.self, forKey: .kind),
            label: try container.decode(String.self, forKey: .label),
            value: try container.decode(String.self, forKey: .value),
            amount: amount,
            isEmphasized: try container.decodeIfPresent(Bool.self, forKey: .emphasized) ?? false,
            isIncluded: try container.decodeIfPresent(Bool.self, forKey: .included) ?? false)
    }

    /// Encodes the line with its amount flattened in: `"amount":"84.50","currency":"EUR"`.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(label, forKey: .label)
        try container.encode(value, forKey: .value)
        try container.encode(amount?.amountText, forKey: .amount)
        try container.encode(amount?.currency, forKey: .currency)
        try container.encode(isEmphasized, forKey: .emphasized)
        try container.encode(isIncluded, forKey: .included)
    }
}
