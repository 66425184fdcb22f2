import Money
import TestSupport
import Testing
import TipCalc
import Trips

/// The three recorded ways to a home amount, and what happens without one.
@Suite struct RecordedConversionTests {
    static let ecbFile = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        \t<gesmes:subject>Reference rates</gesmes:subject>
        \t<Cube>
        \t\t<Cube time='2026-11-20'>
        \t\t\t<Cube currency='USD' rate='1.0832'/>
        \t\t\t<Cube currency='CHF' rate='0.9360'/>
        \t\t</Cube>
        \t</Cube>
        </gesmes:Envelope>
        """

    @Test func ecbRatesKeepTheirDateAndConvertExactly() throws {
        let rates = try ECBRates(xml: Self.ecbFile, source: "eurofxref-daily.xml")
        // 108.32 USD at 1 EUR = 1.0832 USD is exactly 100.00 EUR.
        let usd = try Conversion(Money(parsing: "108.32", .usd), to: .eur, by: .ecb(rates))
        #expect(usd.converted == (try Money(parsing: "100.00", .eur)))
        #expect(usd.method == .ecb(file: "eurofxref-daily.xml", date: "2026-11-20"))
        // A cross rate through EUR: 50.00 CHF × 1.0832 / 0.9360 = 57.8632… → 57.86 USD.
        let chf = try Conversion(Money(parsing: "50.00", .chf), to: .usd, by: .ecb(rates))
        #expect(chf.converted == (try Money(parsing: "57.86", .usd)))
        #expect(chf.rate.source?.date == "2026-11-20")
    }

    @Test func aCardStatementConvertsToExactlyItsAmount() throws {
        var random = SplitMix64(seed: 24)
        for _ in 0..<2_000 {
            let bill = Money(minorUnits: Int64.random(in: 1...10_000_000, using: &random), .jpy)
            let statement = Money(minorUnits: Int64.random(in: 1...10_000_000, using: &random), .eur)
            let conversion = try Conversion(bill, to: .eur, by: .cardStatement(statement))
            #expect(conversion.converted == statement, "\(bill) with a statement of \(statement)")
            #expect(conversion.method == .cardStatement(statement))
        }
    }

    @Test func aTypedRateRoundsOnceHalfEven() throws {
        // 4950 JPY × 0.0061 = 30.195 → 30.20 EUR (half-even: 30.19|5 goes to the even 30.20).
        let conversion = try Conversion(
            Money(parsing: "4950", .jpy), to: .eur, by: .rate(ExactDecimal(parsing: "0.0061")))
        #expect(conversion.converted == (try Money(parsing: "30.20", .eur)))
        #expect(conversion.method == .typed)
    }

    @Test func nothingConvertsWithoutARecordedRate() throws {
        var trip = try Trip(name: "Kyoto", people: ["Ann", "Ben"], home: .eur)
        let share = try Money(parsing: "2000", .jpy)
        try trip.add(
            TripBill(
                id: "tea", title: "Tea", shares: [.init("Ann", share), .init("Ben", share)],
                payers: [.init("Ann", paid: try Money(parsing: "4000", .jpy))]))
        #expect(try trip.balances(in: .jpy).amounts.map(\.amount.amountText) == ["2000", "-2000"])
        #expect(throws: TripError.missingRate("bill \"tea\"", currency: .jpy, home: .eur)) { try trip.homeBalances() }
        #expect(
            TripError.missingRate("bill \"tea\"", currency: .jpy, home: .eur).description
                == "bill \"tea\" is in JPY and has no rate to EUR; give one with --rate R, --rates FILE or --statement "
                + "AMOUNT (`tipfmt trip edit NAME ID --rate R` for a bill already added)")
        try trip.recordRate(forBill: "tea", .cardStatement(try Money(parsing: "24.60", .eur)))
        #expect(try trip.homeBalances().amounts.map(\.amount.amountText) == ["12.30", "-12.30"])
    }

    @Test func aStatementInAnotherCurrencyIsRefused() throws {
        #expect(
            throws: TripError.rateMismatch(
                "4950 JPY", reason: "the card statement is in USD, the home currency is EUR")
        ) {
            try Conversion(Money(parsing: "4950", .jpy), to: .eur, by: .cardStatement(Money(parsing: "33.00", .usd)))
        }
    }

    @Test func cashTransfersRoundToTheCashStepAndNameTheLeftover() throws {
        var trip = try Trip(name: "Zurich", people: ["Ann", "Ben", "Cy"])
        let share = try Money(parsing: "5.01", .chf)
        try trip.add(
            TripBill(
                id: "1", title: "Coffee", shares: [.init("Ben", share), .init("Cy", share)],
                payers: [.init("Ann", paid: try Money(parsing: "10.02", .chf), method: .cash)]))
        // Ben → Ann 5.01 and Cy → Ann 5.01 round to 5.00 CHF (steps of 0.05); 0.02 stays with Ann.
        let cash = try trip.settlement(in: .chf, cash: true)
        #expect(cash.transfers.map { "\($0.from)→\($0.to) \($0.amount)" } == ["Ben→Ann 5.00 CHF", "Cy→Ann 5.00 CHF"])
        #expect(cash.transfers.map(\.reason.exactAmount.amountText) == ["5.01", "5.01"])
        #expect(
            cash.leftovers.map { "\($0.person) \($0.amount)" } == ["Ann 0.02 CHF", "Ben -0.01 CHF", "Cy -0.01 CHF"])
        try trip.record(cash)
        #expect(try trip.balances(in: .chf).amounts.map(\.amount) == cash.leftovers.map(\.amount))
    }
}
