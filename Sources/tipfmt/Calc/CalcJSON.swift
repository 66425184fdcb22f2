#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Money
import TipCalc

/// The `calc --json` object. Amounts are canonical strings with exactly the currency's minor
/// digits (`"98.15"`, `"1200"`, `"11.500"`), never JSON numbers.
struct CalcJSON: Encodable {
    /// The same money keys, formatted for the locale.
    struct Formatted: Encodable {
        var bill, tax, service, tip, total: String
        var shares, tipShares: [String]
    }

    /// Amounts converted to the home currency.
    struct Home: Encodable {
        var currency, rate: String
        /// Where the rate comes from and the day it is for (absent when not known).
        var rateSource, rateDate: String?
        var bill, tax, tip, total: String
        var shares: [String]
        var formatted: HomeFormatted
    }

    /// Home amounts formatted for the locale.
    struct HomeFormatted: Encodable {
        var bill, tax, tip, total: String
        var shares: [String]
    }

    /// The tipping custom of the region.
    struct Custom: Encodable {
        var region, minimumPercent, maximumPercent, defaultPercent, note, source, asOf: String
        var serviceUsuallyIncluded: Bool
    }

    var currency, locale: String
    var bill, tax, service, tip, total: String
    var tipPercent, effectiveTipPercent: String
    var split: Int
    var weights: [Int]?
    var shares, tipShares: [String]
    var formatted: Formatted
    var home: Home?
    var custom: Custom?
    var rows: [CalcJSON]?

    /// One result as JSON fields.
    init(_ result: TipResult, locale: LocaleIdentifier, formatter: MoneyFormatter) throws(MoneyError) {
        currency = result.bill.currency.code
        self.locale = locale.identifier
        bill = result.bill.amountText
        tax = result.tax.amountText
        service = result.service.amountText
        tip = result.tip.amountText
        total = result.total.amountText
        tipPercent = result.tipPercent?.description ?? result.effectiveTipPercent.formatted(fractionDigits: 2)
        effectiveTipPercent = result.effectiveTipPercent.formatted(fractionDigits: 2)
        split = result.shares.count
        if case .weights(let values) = result.request.party { weights = values }
        shares = result.shares.map(\.amountText)
        tipShares = result.tipShares.map(\.amountText)
        formatted = Formatted(
            bill: try formatter.format(result.bill), tax: try formatter.format(result.tax),
            service: try formatter.format(result.service), tip: try formatter.format(result.tip),
            total: try formatter.format(result.total),
            shares: try result.shares.map { (share) throws(MoneyError) in try formatter.format(share) },
            tipShares: try result.tipShares.map { (share) throws(MoneyError) in try formatter.format(share) })
        if let converted = result.home {
            home = Home(
                currency: converted.rate.to.code, rate: converted.rate.rate.description,
                rateSource: converted.rate.source?.name, rateDate: converted.rate.source?.date,
                bill: converted.bill.amountText, tax: converted.tax.amountText, tip: converted.tip.amountText,
                total: converted.total.amountText, shares: converted.shares.map(\.amountText),
                formatted: HomeFormatted(
                    bill: try formatter.format(converted.bill), tax: try formatter.format(converted.tax),
                    tip: try formatter.format(converted.tip), total: try formatter.format(converted.total),
                    shares: try converted.shares.map { (share) throws(MoneyError) in try formatter.format(share) }))
        }
    }

    /// The encoded object, keys sorted, two-space indented.
    static func encode(_ value: CalcJSON) throws(CLIError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(value)
            return String(decoding: data, as: UTF8.self)
        } catch {
            throw .rejected("cannot encode the JSON output: \(error)")
        }
    }
}

extension CalcJSON.Custom {
    init(_ custom: TippingCustom) {
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
