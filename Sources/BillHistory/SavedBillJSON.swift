import BillPresentation
import Money
import SavedBills
import TipCalc

/// One saved bill as `history show --json` and `history export --format json` write it
/// (docs/schemas/history-bill.schema.json): the record (id, when, note, command, locale,
/// currency, what was asked) and the bill under `result`, as every surface writes a bill
/// (``BillJSONObject``, docs/schemas/bill-result.schema.json).
///
/// The object is made from the stored record on every output, so bills saved by any version
/// print in this one shape: a single amount from its saved amounts and shares, a bill laid out
/// per person from its saved result.
struct SavedBillJSON: Encodable {
    var id: Int64?
    var savedAt: String
    var note: String?
    var command: String
    var locale: String
    var currency: String
    var fractionDigits: Int
    var request: SavedBill.Request
    var result: BillJSONObject

    /// The output form of `bill`.
    ///
    /// - Throws: `MoneyError` when a saved amount, currency or locale no longer reads.
    init(_ bill: SavedBill) throws(MoneyError) {
        id = bill.id
        savedAt = bill.savedAt
        note = bill.note
        command = bill.command.rawValue
        locale = bill.locale
        currency = bill.currency
        fractionDigits = bill.fractionDigits
        request = bill.request
        let locale = try LocaleIdentifier(bill.locale)
        let formatter = MoneyFormatter(locale: locale)
        if let itemised = bill.itemised {
            result = try BillJSONObject(
                perPerson: ExplainedResult(itemised, explanation: nil), locale: locale, formatter: formatter)
        } else {
            result = try Self.singleAmount(bill, locale: locale, formatter: formatter)
        }
    }

    /// A saved single amount: its amounts and each person's share as saved (formatted as they
    /// were shown); each person's tip, which was not saved formatted, formatted now.
    private static func singleAmount(_ bill: SavedBill, locale: LocaleIdentifier, formatter: MoneyFormatter)
        throws(MoneyError) -> BillJSONObject
    {
        let currency = try Currency(code: bill.currency)
        let outcome = bill.result
        let people = bill.people
        var home: BillJSONObject.Home? = nil
        if let asked = bill.request.home, let converted = outcome.home, let shown = bill.formatted.home {
            home = BillJSONObject.Home(
                currency: asked.currency, rate: asked.rate, rateSource: asked.rateSource, rateDate: asked.rateDate,
                bill: converted.bill, tax: converted.tax, tip: converted.tip, total: converted.total,
                shares: people.map { $0.homeShare ?? "" },
                formatted: BillJSONObject.HomeFormatted(
                    bill: shown.bill, tax: shown.tax, tip: shown.tip, total: shown.total,
                    shares: people.map { $0.formattedHomeShare ?? "" }))
        }
        return BillJSONObject(
            currency: bill.currency, locale: locale.identifier, bill: outcome.bill, tax: outcome.tax,
            service: outcome.service, tip: outcome.tip, total: outcome.total,
            tipPercent: outcome.tipPercent ?? outcome.effectiveTipPercent,
            effectiveTipPercent: outcome.effectiveTipPercent, split: people.count,
            weights: bill.request.party.weights, shares: people.map(\.share), tipShares: people.map(\.tip),
            formatted: BillJSONObject.Formatted(
                bill: bill.formatted.bill, tax: bill.formatted.tax, service: bill.formatted.service,
                tip: bill.formatted.tip, total: bill.formatted.total, shares: people.map(\.formattedShare),
                tipShares: try people.map { (person) throws(MoneyError) in
                    try formatter.format(Money(parsing: person.tip, currency))
                }),
            home: home)
    }
}
