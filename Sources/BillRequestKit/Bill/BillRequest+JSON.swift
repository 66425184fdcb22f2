package import BillPresentation
package import Money
package import TipCalc

extension BillRequest {
    /// `calc --json` for this request's `results`: the main percentage's bill object (with its
    /// itemised parts when the bill is laid out per person), every row when there are several,
    /// and the region's custom.
    ///
    /// - Parameter explaining: Whether to word the steps of each result (`--explain`), in the
    ///   language of the request's locale.
    /// - Throws: ``TipCalcError/money(_:)`` only if ICU fails to format.
    package func json(results: [ItemisedResult], formatter: MoneyFormatter, explaining: Bool) throws(TipCalcError)
        -> CalcJSON
    {
        do {
            return try CalcJSON(
                results: results, mainPercent: mainPercent, perPerson: layout == .perPerson, custom: custom,
                locale: context.locale, formatter: formatter,
                explainingIn: explaining ? ReceiptLabels(locale: context.locale) : nil)
        } catch {
            throw .money(error)
        }
    }

    /// The bill object of `result` as `receipt --format json` writes it under `result`.
    ///
    /// - Throws: ``TipCalcError/money(_:)`` only if ICU fails to format.
    package func json(of result: ItemisedResult, formatter: MoneyFormatter) throws(TipCalcError) -> BillJSONObject {
        do {
            return layout == .perPerson
                ? try BillJSONObject(
                    perPerson: ExplainedResult(result, explanation: nil), locale: context.locale, formatter: formatter)
                : try BillJSONObject(plainAmount: result, locale: context.locale, formatter: formatter)
        } catch {
            throw .money(error)
        }
    }
}
