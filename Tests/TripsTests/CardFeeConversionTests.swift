import Foundation
import Money
import Testing
import TipCalc
import Trips

/// A card statement recorded with the ECB rate of its day beside it: the statement converts the
/// bill, the rate gives the card's fee, and both travel with the trip (JSON, revisions, report).
@Suite struct CardFeeConversionTests {
    /// 1 EUR = 1.0832 USD on 2026-11-20: 108.32 USD is exactly 100.00 EUR.
    static func ecbRate() throws -> ExchangeRate {
        try ECBRates(xml: RecordedConversionTests.ecbFile, source: "eurofxref-daily.xml").rate(from: .usd, to: .eur)
    }

    static func taxi(dated: Bool = true) throws -> TripBill {
        try TripBill(
            id: "taxi", title: "Taxi", date: dated ? CalendarDate("2026-11-20") : nil,
            shares: [.init("Ann", Money(parsing: "54.16", .usd)), .init("Ben", Money(parsing: "54.16", .usd))],
            payers: [.init("Ann", paid: Money(parsing: "108.32", .usd))])
    }

    @Test func theStatementConvertsAndTheECBRateGivesTheFee() throws {
        let conversion = try Conversion(
            Money(parsing: "108.32", .usd), to: .eur,
            by: .cardStatementOverECB(Money(parsing: "101.50", .eur), Self.ecbRate()))
        #expect(conversion.converted == (try Money(parsing: "101.50", .eur)))
        #expect(conversion.method == .cardStatement(try Money(parsing: "101.50", .eur)))
        // (101.50 × 1.0832 − 108.32) × 100 ÷ 108.32 = 1.6248 × 100 ÷ 108.32 = 1.5.
        #expect(conversion.cardFee?.percent.description == "1.5")
        #expect(conversion.cardFee?.fee == (try Money(parsing: "1.50", .eur)))
        #expect(conversion.fixingDate == "2026-11-20")
        // A statement alone has no fee, and no fixing.
        let alone = try Conversion(
            Money(parsing: "108.32", .usd), to: .eur, by: .cardStatement(Money(parsing: "101.50", .eur)))
        #expect(alone.cardFee == nil && alone.fixingDate == nil)
    }

    @Test func anECBRateOfAnotherPairIsRefused() throws {
        let chf = try ECBRates(xml: RecordedConversionTests.ecbFile, source: "eurofxref-daily.xml")
            .rate(from: .chf, to: .eur)
        let error = #expect(throws: TripError.self) {
            try Conversion(
                Money(parsing: "108.32", .usd), to: .eur,
                by: .cardStatementOverECB(Money(parsing: "101.50", .eur), chf))
        }
        #expect(
            error?.description
                == "108.32 USD: the ECB rate beside the card statement converts CHF to EUR, not USD to EUR")
    }

    @Test func theFeeTravelsThroughJSONAndChangesTheRevision() throws {
        var trip = try Trip(name: "Boston", people: ["Ann", "Ben"], home: .eur)
        let statement = try Money(parsing: "101.50", .eur)
        try trip.add(Self.taxi(), rate: .cardStatementOverECB(statement, Self.ecbRate()))
        let json = try trip.json()
        #expect(json.contains("\"cardFeePercent\" : \"1.50\""))
        #expect(json.contains("\"date\" : \"2026-11-20\""))
        let copy = try Trip(json: json)
        #expect(copy == trip)
        #expect(copy.bill(id: "taxi")?.home?.conversion.cardFee?.percent.description == "1.5")
        // The same bill with the statement alone is another version of it: a merge tells them apart.
        var plain = try Trip(name: "Boston", people: ["Ann", "Ben"], home: .eur)
        try plain.add(Self.taxi(), rate: .cardStatement(statement))
        #expect(plain.bill(id: "taxi")?.revision != trip.bill(id: "taxi")?.revision)
        // A fee edited by hand no longer follows from its rate.
        let edited = json.replacingOccurrences(
            of: "\"cardFeePercent\" : \"1.50\"", with: "\"cardFeePercent\" : \"1.20\"")
        let error = #expect(throws: TripError.self) { try Trip(json: edited) }
        #expect(
            error?.description.hasSuffix(
                "bill \"taxi\" has the card fee 1.20%, but its ECB rate gives 1.50%; the file was changed") == true,
            "\(String(describing: error))")
    }

    @Test func anExportWithEcbDateAloneStillReads() throws {
        var trip = try Trip(name: "Boston", people: ["Ann", "Ben"], home: .eur)
        // A bill with no day of its own: the only `date` is the conversion's.
        try trip.add(
            Self.taxi(dated: false),
            rate: .ecb(try ECBRates(xml: RecordedConversionTests.ecbFile, source: "eurofxref-daily.xml")))
        let json = try trip.json()
        // An export written before `date`, `ecbRate` and `cardFeePercent`.
        let old = json.replacingOccurrences(of: "\"cardFeePercent\" : null,\n", with: "")
            .replacingOccurrences(of: "\"date\" : \"2026-11-20\",\n", with: "")
            .replacingOccurrences(of: "\"ecbRate\" : null,\n", with: "")
        #expect(!old.contains("cardFeePercent") && !old.contains("ecbRate") && !old.contains("\"date\" : \"2026"))
        let copy = try Trip(json: old)
        #expect(copy.bill(id: "taxi")?.home?.conversion.fixingDate == "2026-11-20")
        #expect(copy == trip)
    }

    @Test func eachPersonsPartOfTheFeesIsSummedAtHome() throws {
        var trip = try Trip(name: "Boston", people: ["Ann", "Ben", "Cy"], home: .eur)
        try trip.add(Self.taxi(), rate: .cardStatementOverECB(try Money(parsing: "101.50", .eur), Self.ecbRate()))
        // 100.00 USD at 1.0832 is 92.3190… → 92.32 EUR; the card charged 92.00: a fee of −0.32 EUR,
        // split 1 : 1 : 2 as the shares are (−0.08, −0.08, −0.16).
        let hotel = try TripBill(
            id: "hotel", title: "Hotel",
            shares: [
                .init("Ann", Money(parsing: "25.00", .usd)), .init("Ben", Money(parsing: "25.00", .usd)),
                .init("Cy", Money(parsing: "50.00", .usd)),
            ],
            payers: [.init("Cy", paid: Money(parsing: "100.00", .usd))])
        try trip.add(hotel, rate: .cardStatementOverECB(try Money(parsing: "92.00", .eur), Self.ecbRate()))
        let report = try trip.spending(by: .person)
        let fees = report.rows.filter(\.isHome).map { "\($0.person) \($0.cardFees.map { "\($0)" } ?? "-")" }
        #expect(fees == ["Ann 0.67 EUR", "Ben 0.67 EUR", "Cy -0.16 EUR"])
        #expect(report.rows.filter { !$0.isHome }.allSatisfy { $0.cardFees == nil })
        #expect(try trip.spending(by: .category).rows.allSatisfy { $0.cardFees == nil })
    }
}
