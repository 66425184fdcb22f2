import Foundation
import Money
import TestSupport
import Testing
import TipCalc
import Trips

/// A trip read back from its JSON document is the trip that wrote it, and a document changed by
/// hand so that an amount no longer follows from its rate is refused.
@Suite struct TripDocumentTests {
    /// 2,000 random trips (every other one with a home currency, so typed conversions of yen bills
    /// and payments travel too) read back equal, and write the same document again.
    @Test func everyTripReadsBackAsItWasWritten() throws {
        var random = SplitMix64(seed: 0x7219_D0C5)
        for number in 0..<2_000 {
            let (trip, _, _) = try TripPropertiesTests.randomTrip(&random, home: number % 2 == 0 ? .eur : nil)
            let json = try trip.json()
            let copy = try Trip(json: json)
            #expect(copy == trip, "trip \(number)")
            #expect(try copy.json() == json, "trip \(number)")
        }
    }

    /// The three recorded conversions (typed, ECB with its file and day, card statement as an
    /// exact fraction) and a payment's conversion come back exactly.
    @Test func recordedConversionsReadBack() throws {
        var trip = try Trip(name: "Tokyo", people: ["Ann", "Ben"], home: .eur)
        let sushi = try TripBill(
            id: "1", title: "Sushi", date: CalendarDate("2026-11-20"),
            shares: [.init("Ann", Money(minorUnits: 2475, .jpy)), .init("Ben", Money(minorUnits: 2475, .jpy))],
            payers: [.init("Ben", paid: Money(minorUnits: 4950, .jpy))])
        try trip.add(sushi, rate: .cardStatement(Money(minorUnits: 3047, .eur)))
        let ecb = try ECBRates(xml: RecordedConversionTests.ecbFile, source: "eurofxref-daily.xml")
        let taxi = try TripBill(
            id: "2", title: "Taxi", shares: [.init("Ann", Money(minorUnits: 1001, .usd))],
            payers: [.init("Ann", paid: Money(minorUnits: 1001, .usd), method: .cash)])
        try trip.add(taxi, rate: .ecb(ecb))
        try trip.record(
            TripPayment(from: "Ann", to: "Ben", amount: Money(minorUnits: 1000, .jpy)),
            rate: .rate(try ExactDecimal(parsing: "0.0061")))
        let copy = try Trip(json: trip.json())
        #expect(copy == trip)
        #expect(copy.bill(id: "1")?.home?.total == Money(minorUnits: 3047, .eur))
        #expect(copy.bill(id: "2")?.home?.conversion.method == .ecb(file: "eurofxref-daily.xml", date: "2026-11-20"))
        #expect(copy.payments.first?.home?.converted == Money(minorUnits: 610, .eur))
    }

    /// A bill's `shares` go with its `people` one for one, and home amounts with a conversion: a
    /// document that breaks either is refused with the bill named.
    @Test func aBillsSharesGoWithItsPeople() throws {
        var trip = try Trip(name: "Tokyo", people: ["Ann", "Ben"])
        let share = try Money(parsing: "1000", .jpy)
        try trip.add(
            TripBill(
                id: "1", title: "Tea", shares: [.init("Ann", share), .init("Ben", share)],
                payers: [.init("Ann", paid: try Money(parsing: "2000", .jpy))]))
        let json = try trip.json()
        let shares = "\"shares\" : [\n        \"1000\",\n        \"1000\"\n      ]"
        #expect(json.contains(shares), "\(json)")
        #expect(try Trip(json: json) == trip)
        #expect(
            throws: TripError.invalidTripDocument(
                "bill \"1\" has 1 amounts in shares for 2 people; give one share per person")
        ) {
            try Trip(json: json.replacingOccurrences(of: shares, with: "\"shares\" : [\"2000\"]"))
        }
        #expect(throws: TripError.invalidTripDocument("bill \"1\" has home amounts without a home conversion")) {
            try Trip(
                json: json.replacingOccurrences(
                    of: "\"name\" : \"Ann\"", with: "\"home\" : \"1.00\", \"name\" : \"Ann\""))
        }
    }

    /// A converted amount edited by hand no longer follows from its rate: the document is refused
    /// with the bill named, rather than bringing the amount in.
    @Test func anAmountItsRateDoesNotGiveIsRefused() throws {
        var trip = try Trip(name: "Tokyo", people: ["Ann", "Ben"], home: .eur)
        try trip.add(
            TripBill(
                id: "1", title: "Sushi", shares: [.init("Ann", Money(minorUnits: 4950, .jpy))],
                payers: [.init("Ben", paid: Money(minorUnits: 4950, .jpy))]),
            rate: .rate(try ExactDecimal(parsing: "0.0061")))
        let json = try trip.json()
        // 4,950 × 0.0061 = 30.195, half-even 30.20.
        #expect(json.contains("\"total\" : \"30.20\""))
        let edited = json.replacingOccurrences(of: "\"total\" : \"30.20\"", with: "\"total\" : \"31.20\"")
        #expect(
            throws: TripError.invalidTripDocument(
                "bill \"1\" converts to 31.20 EUR, but its rate gives 30.20 EUR; the file was changed")
        ) {
            try Trip(json: edited)
        }
        #expect(throws: TripError.invalidTripDocument("bills[0].total is missing")) {
            try Trip(json: json.replacingOccurrences(of: "\"total\" :", with: "\"sum\" :"))
        }
        #expect(throws: TripError.self) { try Trip(json: "[1, 2]") }
    }
}
