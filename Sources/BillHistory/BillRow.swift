import GRDB
import SavedBills

/// A row of the `bill` table (see ``HistorySchema``): a ``SavedBill`` without its people and
/// printed text, amounts as integer minor units.
struct BillRow: HistoryRow {
    static let databaseTableName = "bill"

    var id: Int64?
    var savedAt: String
    var note: String?
    var command: String
    var locale: String
    var currency: String
    var fractionDigits: Int
    var billInput: String?
    var billMinor: Int64
    var taxRate: String?
    var taxAmountMinor: Int64?
    var tipPercent: String?
    var tipAmountMinor: Int64?
    var tipBase: String
    var servicePercent: String?
    var serviceAmountMinor: Int64?
    var partyKind: String
    var partySize: Int
    var rounding: String
    var roundingIncrement: String?
    var cash: Bool
    var homeCurrency: String?
    var homeFractionDigits: Int?
    var homeRate: String?
    var homeRateSource: String?
    var homeRateDate: String?
    var taxMinor: Int64
    var serviceMinor: Int64
    var tipMinor: Int64
    var totalMinor: Int64
    var effectiveTipPercent: String
    var homeBillMinor: Int64?
    var homeTaxMinor: Int64?
    var homeTipMinor: Int64?
    var homeTotalMinor: Int64?
    var billFormatted: String
    var taxFormatted: String
    var serviceFormatted: String
    var tipFormatted: String
    var totalFormatted: String
    var tipPercentFormatted: String
    var homeBillFormatted: String?
    var homeTaxFormatted: String?
    var homeTipFormatted: String?
    var homeTotalFormatted: String?
    var receiptFormat: String
    var receiptWidth: Int

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension BillRow {
    /// The row for a validated bill.
    ///
    /// - Throws: ``HistoryError/invalidRecord(_:)`` for an amount that is not canonical (a bill
    ///   that passed `SavedBill.validate` has none).
    init(_ bill: SavedBill) throws(HistoryError) {
        let digits = bill.fractionDigits
        let homeDigits = bill.request.home?.fractionDigits ?? 0
        func optionalMinor(_ text: String?, _ digits: Int) throws(HistoryError) -> Int64? {
            guard let text else { return nil }
            return try Self.minor(text, digits)
        }
        let request = bill.request
        let result = bill.result
        id = bill.id
        savedAt = bill.savedAt
        note = bill.note
        command = bill.command.rawValue
        locale = bill.locale
        currency = bill.currency
        fractionDigits = digits
        billInput = request.billInput
        billMinor = try Self.minor(request.bill, digits)
        taxRate = request.tax?.rate
        taxAmountMinor = try optionalMinor(request.tax?.amount, digits)
        tipPercent = request.tip.percent
        tipAmountMinor = try optionalMinor(request.tip.amount, digits)
        tipBase = request.tipBase
        servicePercent = request.service?.percent
        serviceAmountMinor = try optionalMinor(request.service?.amount, digits)
        partyKind = request.party.weights == nil ? "split" : "weights"
        partySize = request.party.size
        rounding = request.rounding
        roundingIncrement = request.roundingIncrement
        cash = request.cash
        homeCurrency = request.home?.currency
        homeFractionDigits = request.home?.fractionDigits
        homeRate = request.home?.rate
        homeRateSource = request.home?.rateSource
        homeRateDate = request.home?.rateDate
        taxMinor = try Self.minor(result.tax, digits)
        serviceMinor = try Self.minor(result.service, digits)
        tipMinor = try Self.minor(result.tip, digits)
        totalMinor = try Self.minor(result.total, digits)
        effectiveTipPercent = result.effectiveTipPercent
        homeBillMinor = try optionalMinor(result.home?.bill, homeDigits)
        homeTaxMinor = try optionalMinor(result.home?.tax, homeDigits)
        homeTipMinor = try optionalMinor(result.home?.tip, homeDigits)
        homeTotalMinor = try optionalMinor(result.home?.total, homeDigits)
        billFormatted = bill.formatted.bill
        taxFormatted = bill.formatted.tax
        serviceFormatted = bill.formatted.service
        tipFormatted = bill.formatted.tip
        totalFormatted = bill.formatted.total
        tipPercentFormatted = bill.formatted.tipPercent
        homeBillFormatted = bill.formatted.home?.bill
        homeTaxFormatted = bill.formatted.home?.tax
        homeTipFormatted = bill.formatted.home?.tip
        homeTotalFormatted = bill.formatted.home?.total
        receiptFormat = bill.outputs?.receipt.format ?? "text"
        receiptWidth = bill.outputs?.receipt.width ?? 42
    }

    /// The saved bill this row, its people and its printed text make.
    func savedBill(people: [PersonRow], outputs: SavedBill.Outputs?) -> SavedBill {
        let digits = fractionDigits
        let homeDigits = homeFractionDigits ?? 0
        func text(_ minor: Int64) -> String { MinorUnitText.text(minor, fractionDigits: digits) }
        func homeText(_ minor: Int64?) -> String { MinorUnitText.text(minor ?? 0, fractionDigits: homeDigits) }
        var home: SavedBill.Home?
        if let homeCurrency {
            home = SavedBill.Home(
                currency: homeCurrency, fractionDigits: homeDigits, rate: homeRate ?? "",
                rateSource: homeRateSource ?? "", rateDate: homeRateDate ?? "")
        }
        let request = SavedBill.Request(
            billInput: billInput, bill: text(billMinor),
            tax: taxRate != nil || taxAmountMinor != nil
                ? SavedBill.Tax(rate: taxRate, amount: taxAmountMinor.map(text)) : nil,
            tip: SavedBill.Tip(percent: tipPercent, amount: tipAmountMinor.map(text)), tipBase: tipBase,
            service: servicePercent != nil || serviceAmountMinor != nil
                ? SavedBill.Service(percent: servicePercent, amount: serviceAmountMinor.map(text)) : nil,
            party: partyKind == "weights"
                ? SavedBill.Party(weights: people.map(\.weight)) : SavedBill.Party(split: partySize),
            rounding: rounding, roundingIncrement: roundingIncrement, cash: cash, home: home)
        let result = SavedBill.Outcome(
            bill: text(billMinor), tax: text(taxMinor), service: text(serviceMinor), tip: text(tipMinor),
            total: text(totalMinor), tipPercent: tipPercent, effectiveTipPercent: effectiveTipPercent,
            home: home == nil
                ? nil
                : SavedBill.HomeOutcome(
                    bill: homeText(homeBillMinor), tax: homeText(homeTaxMinor), tip: homeText(homeTipMinor),
                    total: homeText(homeTotalMinor)))
        var formattedHome: SavedBill.HomeOutcome?
        if let homeTotalFormatted {
            formattedHome = SavedBill.HomeOutcome(
                bill: homeBillFormatted ?? "", tax: homeTaxFormatted ?? "", tip: homeTipFormatted ?? "",
                total: homeTotalFormatted)
        }
        let formatted = SavedBill.Formatted(
            bill: billFormatted, tax: taxFormatted, service: serviceFormatted, tip: tipFormatted,
            total: totalFormatted, tipPercent: tipPercentFormatted, home: formattedHome)
        return SavedBill(
            id: id, savedAt: savedAt, note: note, command: SavedBill.Command(rawValue: command) ?? .calc,
            locale: locale, currency: currency, fractionDigits: digits, request: request, result: result,
            formatted: formatted,
            people: people.map { $0.person(fractionDigits: digits, homeFractionDigits: homeDigits) },
            outputs: outputs)
    }
}
