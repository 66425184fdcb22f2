#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Money
import TipCalc

/// A trip's bill in a version-2 trip document: the bill object of docs/schemas/bill-result.schema.json
/// (the one `calc --json`, `receipt --format json` and a saved bill write) with the parts a trip
/// stores, and none it does not.
///
/// A trip records an expense (what each person owes and paid), not a calculation: the keys it
/// shares with a computed bill mean the same there (`currency`, `total`, `shares` as amount
/// strings in the order of `people`, `people` rows with each `name` and `home` share, `home` with
/// the home `currency`, `rate` and `total`); the calculation's keys (`bill`, `tax`, `tip`, …) are
/// absent. Its own keys are `id`, `title`, `date`, `category`, `kind`, `payers` and `ancestry`,
/// and the conversion's parts in `home`.
struct TripBillDocument: Codable {
    /// One person of the bill: their name and, with a conversion, their share in the home currency.
    struct Person: Codable {
        let name: String
        let home: String?
    }

    /// One payer: who, how much, how, and with a conversion the amount in the home currency.
    struct Payer: Codable {
        let person: String
        let amount: String
        let method: String
        let home: String?
    }

    /// The bill's home amounts: the bill object's `home` (`currency`, `rate`, `rateSource`,
    /// `rateDate`, `total`) with the conversion's own parts.
    struct Home: Codable {
        let currency: String
        /// 1 unit of the bill's currency is this many home units.
        let rate: String
        /// A cross rate's or a card statement's exact quotient, `rate` = numerator ÷ denominator.
        let rateNumerator: String?
        let rateDenominator: String?
        let rateSource: String?
        let rateDate: String?
        let total: String
        /// How the total was converted: `same`, `typed`, `ecb` or `cardStatement`.
        let conversion: String
        let rounding: String
        let ecbFile: String?
        /// The day of the ECB fixing used (an ECB rate) or compared with (a card fee).
        let fixingDate: String?
        let statement: String?
        let ecbRate: ExchangeRate?
        let cardFeePercent: String?

        init(_ conversion: Conversion) {
            let recorded = ConversionDocument(conversion)
            currency = recorded.currency
            rate = conversion.rate.rate.description
            let isQuotient = conversion.rate.denominator != 1
            rateNumerator = isQuotient ? conversion.rate.numerator.description : nil
            rateDenominator = isQuotient ? conversion.rate.denominator.description : nil
            rateSource = conversion.rate.source?.name
            rateDate = conversion.rate.source?.date
            total = recorded.amount
            self.conversion = recorded.method
            rounding = recorded.rounding
            ecbFile = recorded.ecbFile
            fixingDate = recorded.date
            statement = recorded.statement
            ecbRate = recorded.ecbRate
            cardFeePercent = recorded.cardFeePercent
        }

        /// The conversion of `original` this records, checked as a version-1 conversion is.
        func restored(_ original: Money, in what: String) throws(TripError) -> Conversion {
            let home = try Trips.currency(currency)
            var exchange: ExchangeRate
            do {
                let given = try ExactDecimal(parsing: rate)
                if let rateNumerator, let rateDenominator {
                    exchange = try ExchangeRate(
                        from: original.currency, to: home, numerator: try ExactDecimal(parsing: rateNumerator),
                        denominator: try ExactDecimal(parsing: rateDenominator))
                    guard exchange.rate == given else {
                        throw TripError.invalidTripDocument(
                            "\(what) has the rate \(rate.prefix(30)), not its numerator ÷ denominator")
                    }
                } else if rateNumerator == nil && rateDenominator == nil {
                    exchange = try ExchangeRate(from: original.currency, to: home, rate: given)
                } else {
                    throw TripError.invalidTripDocument(
                        "\(what) has one of rateNumerator and rateDenominator; give both or neither")
                }
            } catch let error as TripError {
                throw error
            } catch {
                throw .invalidTripDocument("\(what) has the rate \"\(rate.prefix(30))\", which does not read: \(error)")
            }
            if let rateSource { exchange.source = ExchangeRate.Source(name: rateSource, date: rateDate) }
            let recorded = ConversionDocument(
                currency: currency, amount: total, method: conversion, rate: exchange, rounding: rounding,
                ecbFile: ecbFile, ecbDate: nil, statement: statement, date: fixingDate, ecbRate: ecbRate,
                cardFeePercent: cardFeePercent)
            return try recorded.restored(original, in: what)
        }
    }

    let id: String
    let title: String
    /// Absent when the bill has none.
    let category: String?
    let date: String?
    let kind: String
    let currency: String
    let total: String
    /// Each person's share, in the order of ``people``.
    let shares: [String]
    let people: [Person]
    let payers: [Payer]
    let home: Home?
    /// The revisions the bill replaced (``TripBill/ancestry``), sorted; absent for a bill never changed.
    let ancestry: [String]?

    init(_ bill: TripBill) {
        id = bill.id
        title = bill.title
        category = bill.category
        date = bill.date?.description
        kind = bill.kind.rawValue
        currency = bill.currency.code
        total = bill.total.amountText
        shares = bill.shares.map(\.amount.amountText)
        let homeShares = bill.home?.shares.map(\.amount.amountText)
        people = bill.shares.enumerated().map { Person(name: $1.person, home: homeShares?[$0]) }
        let homePaid = bill.home?.payers.map(\.amount.amountText)
        payers = bill.payers.enumerated().map {
            Payer(person: $1.person, amount: $1.amount.amountText, method: $1.method.rawValue, home: homePaid?[$0])
        }
        home = bill.home.map { Home($0.conversion) }
        ancestry = bill.ancestry.isEmpty ? nil : bill.ancestry.sorted()
    }

    /// The bill this document writes, with its home amounts when it has them (worked out again
    /// from its conversion; they must be the amounts written).
    func restored() throws(TripError) -> TripBill {
        let what = "bill \"\(id.prefix(40))\""
        let currency = try Trips.currency(self.currency)
        guard let kind = TripBill.Kind(rawValue: kind) else {
            throw .invalidTripDocument("\(what) is of kind \"\(kind.prefix(20))\"; write single, itemised or shares")
        }
        guard shares.count == people.count else {
            throw .invalidTripDocument(
                "\(what) has \(shares.count) amounts in shares for \(people.count) people; give one share per person")
        }
        var billShares: [TripBill.Share] = []
        for (share, person) in zip(shares, people) {
            billShares.append(
                try AmountDocument(person.name, share: share).share(currency, in: what))
        }
        var billPayers: [TripBill.Payer] = []
        for payer in payers {
            billPayers.append(
                try PayerDocument(person: payer.person, amount: payer.amount, method: payer.method)
                    .payer(currency, in: what))
        }
        var bill = try TripBill(
            id: id, title: title, date: try Trips.day(date, what), kind: kind,
            total: try Trips.amount(total, currency, "\(what): the total"), shares: billShares,
            payers: billPayers)
        bill.category = category
        bill.ancestry = try Trips.revisions(ancestry, what)
        let homeParts = people.map(\.home) + payers.map(\.home)
        guard let home else {
            guard homeParts.allSatisfy({ $0 == nil }) else {
                throw .invalidTripDocument("\(what) has home amounts without a home conversion")
            }
            return bill
        }
        let converted = try bill.converted(by: try home.restored(bill.total, in: what))
        guard let amounts = converted.home,
            amounts.shares.map(\.amount.amountText) + amounts.payers.map(\.amount.amountText)
                == homeParts.map({ $0 ?? "" })
        else {
            throw .invalidTripDocument("\(what)'s home shares are not its converted total split by its shares")
        }
        return converted
    }
}
