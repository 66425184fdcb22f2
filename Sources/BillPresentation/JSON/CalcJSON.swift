package import Money
package import TipCalc

/// The `calc --json` object (docs/schemas/calc.schema.json): the bill as every surface writes it
/// (``BillJSONObject``), with the region's tipping custom when known and, with several
/// percentages, one bill object per percentage under `rows`.
package struct CalcJSON: Encodable, Sendable {
    /// The tipping custom of the region.
    package struct Custom: Encodable, Sendable {
        var region, minimumPercent, maximumPercent, defaultPercent, note, source, asOf: String
        var serviceUsuallyIncluded: Bool

        /// The custom's fields as strings.
        package init(_ custom: TippingCustom) {
            region = custom.region
            minimumPercent = custom.minimumPercent.description
            maximumPercent = custom.maximumPercent.description
            defaultPercent = custom.defaultPercent.description
            note = custom.note
            source = custom.source
            asOf = custom.asOf
            serviceUsuallyIncluded = custom.serviceUsuallyIncluded
        }
    }

    /// The main percentage's bill.
    package var bill: BillJSONObject
    /// The region's custom, when known.
    package var custom: Custom?
    /// With several percentages, the bill at each.
    package var rows: [BillJSONObject]?

    /// A bill with its region's custom and rows.
    package init(bill: BillJSONObject, custom: TippingCustom?, rows: [BillJSONObject]? = nil) {
        self.bill = bill
        self.custom = custom.map(Custom.init)
        self.rows = rows
    }

    /// The whole answer: the main percentage's bill, every row when there are several, and the
    /// region's custom.
    ///
    /// - Parameters:
    ///   - results: The bill at each percentage asked for (one for a bill laid out per person).
    ///   - mainPercent: The percentage the top level describes.
    ///   - perPerson: Whether the bill is laid out per person (its itemised parts are written).
    ///   - custom: The region's tipping custom.
    ///   - locale: The locale the amounts are formatted for.
    ///   - formatter: Formats the `formatted` amounts.
    ///   - labels: The language of the explanation (`--explain`); `nil` for none.
    /// - Throws: `MoneyError` only if ICU fails to format.
    package init(
        results: [ItemisedResult], mainPercent: ExactDecimal, perPerson: Bool, custom: TippingCustom?,
        locale: LocaleIdentifier, formatter: MoneyFormatter, explainingIn labels: ReceiptLabels?
    ) throws(MoneyError) {
        func object(_ result: ItemisedResult) throws(MoneyError) -> BillJSONObject {
            guard perPerson else {
                return try BillJSONObject(
                    plainAmount: result, locale: locale, formatter: formatter, explainingIn: labels)
            }
            let explanation = labels.map { Explanation(of: result, in: $0) }
            return try BillJSONObject(
                perPerson: ExplainedResult(result, explanation: explanation), locale: locale, formatter: formatter)
        }
        let main = results.first { $0.tipPercent == mainPercent } ?? results[0]
        bill = try object(main)
        if results.count > 1 {
            rows = try results.map { (result) throws(MoneyError) in try object(result) }
        }
        self.custom = custom.map(Custom.init)
    }

    private enum CodingKeys: String, CodingKey {
        case custom, rows
    }

    /// Writes the bill, then `custom` and `rows` beside its keys.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    package func encode(to encoder: any Encoder) throws {
        try bill.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(custom, forKey: .custom)
        try container.encodeIfPresent(rows, forKey: .rows)
    }
}
