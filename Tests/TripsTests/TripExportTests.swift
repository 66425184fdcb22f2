import Money
import Testing
import TipCalc
import Trips

/// The CSV export's quoting and formula safety, and what the JSON says before every bill has a rate.
@Suite struct TripExportTests {
    @Test func typedTextThatAFormulaCouldRunIsWrittenAsText() throws {
        var trip = try Trip(name: "Night out", people: ["=Ann", "Ben, Jr."])
        let share = try Money(parsing: "5.00", .usd)
        try trip.add(
            TripBill(
                id: "@1", title: "=HYPERLINK(\"http://x\")", shares: [.init("=Ann", share), .init("Ben, Jr.", share)],
                payers: [.init("Ben, Jr.", paid: try Money(parsing: "10.00", .usd))]))
        let lines = try trip.csv().split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "bill,'@1,,\"'=HYPERLINK(\"\"http://x\"\")\",,,USD,10.00,shares,,,,,")
        #expect(lines[2] == "share,'@1,,\"'=HYPERLINK(\"\"http://x\"\")\",'=Ann,,USD,5.00,,,,,,")
        #expect(lines[3] == "share,'@1,,\"'=HYPERLINK(\"\"http://x\"\")\",\"Ben, Jr.\",,USD,5.00,,,,,,")
        #expect(lines.contains("transfer,,,,'=Ann,\"Ben, Jr.\",USD,5.00,,,,,,"))
        #expect(lines.last == "")
    }

    @Test func homeAmountsAreAbsentUntilEveryBillHasARate() throws {
        var trip = try Trip(name: "Kyoto", people: ["Ann", "Ben"], home: .eur)
        let share = try Money(parsing: "1000", .jpy)
        try trip.add(
            TripBill(
                id: "tea", title: "Tea", shares: [.init("Ann", share), .init("Ben", share)],
                payers: [.init("Ann", paid: try Money(parsing: "2000", .jpy))]))
        let json = try trip.json()
        #expect(!json.contains("\"homeBalances\"") && !json.contains("\"homeSettlement\""))
        #expect(!json.contains("null"), "a value the trip does not have is left out")
        #expect(json.contains("\"version\" : 2"))
        #expect(json.contains("\"unconverted\" : [\n    \"bill tea\"\n  ]"))
        #expect(!(try trip.csv()).contains("home_balance"))
    }

    @Test func anEcbRateKeepsItsFileAndDayInTheJSON() throws {
        let rates = try ECBRates(xml: RecordedConversionTests.ecbFile, source: "eurofxref-daily.xml")
        var trip = try Trip(name: "Geneva", people: ["Ann", "Ben"], home: .usd)
        let share = try Money(parsing: "25.00", .chf)
        try trip.add(
            TripBill(
                id: "1", title: "Fondue", shares: [.init("Ann", share), .init("Ben", share)],
                payers: [.init("Ben", paid: try Money(parsing: "50.00", .chf))]),
            rate: .ecb(rates))
        let json = try trip.json()
        #expect(json.contains("\"fixingDate\" : \"2026-11-20\""))
        #expect(json.contains("\"ecbFile\" : \"eurofxref-daily.xml\""))
        #expect(json.contains("\"rateNumerator\" : \"1.0832\""))
        #expect(json.contains("\"rateDenominator\" : \"0.936\""))
        // 50.00 CHF × 1.0832 / 0.9360 = 57.863… → 57.86 USD, split 28.93 each; Ann owes Ben 28.93.
        #expect(try trip.homeBalances().amounts.map(\.amount.amountText) == ["-28.93", "28.93"])
    }
}
