#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Money
import TipCalc

extension Trip {
    /// The trip as one JSON document: people, bills with their shares, payers and home amounts,
    /// payments, balances and settlements (schema: docs/Trips.md, `"format": "tipfmt-trip"`, version 1).
    ///
    /// Written like every tipfmt JSON output: sorted keys, two-space indentation, amounts as
    /// canonical decimal strings next to their currency, absent values as `null`.
    /// ``homeBalances`` and ``homeSettlement`` are `null` without a home currency or while a bill
    /// or payment has no rate; `unconverted` then lists them.
    ///
    /// - Parameter method: How the settlements are chosen.
    /// - Throws: ``TripError/money(_:)`` when a balance overflows.
    public func json(method: Settlement.Method = .fewestTransfers) throws(TripError) -> String {
        let document = try TripDocument(self, method: method)
        // Strings, booleans, arrays and objects only: encoding cannot fail.
        return (try? JSONText.readable(document)) ?? "{}\n"
    }
}

/// A value written as JSON `null` when absent (synthesized `Encodable` would leave the key out).
private struct Nullable<Value: Encodable>: Encodable {
    let value: Value?

    init(_ value: Value?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}

private struct TripDocument: Encodable {
    let format = "tipfmt-trip"
    let version = 1
    let name: String
    let homeCurrency: Nullable<String>
    let people: [String]
    let bills: [BillDocument]
    let payments: [PaymentDocument]
    let balances: [BalancesDocument]
    let homeBalances: Nullable<BalancesDocument>
    let unconverted: [String]
    let settlements: [SettlementDocument]
    let homeSettlement: Nullable<SettlementDocument>

    init(_ trip: Trip, method: Settlement.Method) throws(TripError) {
        name = trip.name
        homeCurrency = Nullable(trip.home?.code)
        people = trip.people
        bills = trip.bills.map(BillDocument.init)
        payments = trip.payments.map(PaymentDocument.init)
        let all = try trip.balances()
        balances = all.map(BalancesDocument.init)
        var settlements: [SettlementDocument] = []
        for one in all { settlements.append(SettlementDocument(try Settlement(one, method: method))) }
        self.settlements = settlements
        var missing = trip.bills.filter { $0.home == nil }.map { "bill \($0.id)" }
        missing += trip.payments.indices.filter { trip.payments[$0].home == nil }.map { "payment \($0)" }
        unconverted = trip.home == nil ? [] : missing
        if trip.home != nil && missing.isEmpty {
            let home = try trip.homeBalances()
            homeBalances = Nullable(BalancesDocument(home))
            homeSettlement = Nullable(SettlementDocument(try Settlement(home, method: method)))
        } else {
            homeBalances = Nullable(nil)
            homeSettlement = Nullable(nil)
        }
    }
}

private struct AmountDocument: Encodable {
    let person: String
    let amount: String

    init(_ person: String, _ amount: Money) {
        self.person = person
        self.amount = amount.amountText
    }
}

private struct PayerDocument: Encodable {
    let person: String
    let amount: String
    let method: String

    init(_ payer: TripBill.Payer) {
        person = payer.person
        amount = payer.amount.amountText
        method = payer.method.rawValue
    }
}

private struct ConversionDocument: Encodable {
    let currency: String
    let amount: String
    let method: String
    let rate: ExchangeRate
    let rounding: String
    let ecbFile: Nullable<String>
    let ecbDate: Nullable<String>
    let statement: Nullable<String>

    init(_ conversion: Conversion) {
        currency = conversion.converted.currency.code
        amount = conversion.converted.amountText
        rate = conversion.rate
        rounding = conversion.rounding.rawValue
        var file: String? = nil
        var date: String? = nil
        var statement: String? = nil
        switch conversion.method {
        case .same: method = "same"
        case .typed: method = "typed"
        case .ecb(let name, let day):
            method = "ecb"
            file = name
            date = day
        case .cardStatement(let shown):
            method = "cardStatement"
            statement = shown.amountText
        }
        ecbFile = Nullable(file)
        ecbDate = Nullable(date)
        self.statement = Nullable(statement)
    }
}

private struct BillHomeDocument: Encodable {
    let conversion: ConversionDocument
    let shares: [AmountDocument]
    let payers: [PayerDocument]
}

private struct BillDocument: Encodable {
    let id: String
    let title: String
    let date: Nullable<String>
    let kind: String
    let currency: String
    let total: String
    let shares: [AmountDocument]
    let payers: [PayerDocument]
    let home: Nullable<BillHomeDocument>

    init(_ bill: TripBill) {
        id = bill.id
        title = bill.title
        date = Nullable(bill.date?.description)
        kind = bill.kind.rawValue
        currency = bill.currency.code
        total = bill.total.amountText
        shares = bill.shares.map { AmountDocument($0.person, $0.amount) }
        payers = bill.payers.map(PayerDocument.init)
        home = Nullable(
            bill.home.map {
                BillHomeDocument(
                    conversion: ConversionDocument($0.conversion),
                    shares: $0.shares.map { AmountDocument($0.person, $0.amount) },
                    payers: $0.payers.map(PayerDocument.init))
            })
    }
}

private struct PaymentDocument: Encodable {
    let from: String
    let to: String
    let currency: String
    let amount: String
    let date: Nullable<String>
    let method: String
    let home: Nullable<ConversionDocument>

    init(_ payment: TripPayment) {
        from = payment.from
        to = payment.to
        currency = payment.amount.currency.code
        amount = payment.amount.amountText
        date = Nullable(payment.date?.description)
        method = payment.method.rawValue
        home = Nullable(payment.home.map(ConversionDocument.init))
    }
}

private struct BalancesDocument: Encodable {
    let currency: String
    let people: [AmountDocument]

    init(_ balances: Balances) {
        currency = balances.currency.code
        people = balances.amounts.map { AmountDocument($0.person, $0.amount) }
    }
}

private struct TransferDocument: Encodable {
    let from: String
    let to: String
    let amount: String
    let group: Int
}

private struct SettlementDocument: Encodable {
    let currency: String
    let method: String
    let optimality: String
    let cash: Bool
    let groups: [[String]]
    let transfers: [TransferDocument]
    let leftovers: [AmountDocument]

    init(_ settlement: Settlement) {
        currency = settlement.currency.code
        method = settlement.method.rawValue
        optimality = settlement.optimality.rawValue
        cash = settlement.isCash
        groups = settlement.groups
        transfers = settlement.transfers.map {
            TransferDocument(from: $0.from, to: $0.to, amount: $0.amount.amountText, group: $0.reason.group)
        }
        leftovers = settlement.leftovers.map { AmountDocument($0.person, $0.amount) }
    }
}
