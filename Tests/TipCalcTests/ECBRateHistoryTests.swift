import Money
import Testing
import TipCalc

/// The ECB history by date, on a sample of five working days around 1 May 2026: Thursday 30
/// April, the Labour Day holiday (Friday 1 May, no fixing), the weekend, and Monday 4 May, when
/// the file has `N/A` for CHF.
@Suite struct ECBRateHistoryTests {
    static func fixture(_ name: String) throws -> String {
        let path = String(#filePath.dropLast("ECBRateHistoryTests.swift".utf8.count)) + "Fixtures/" + name
        return try readFile(path)
    }

    static func history(_ name: String, chunk: Int = 1 << 16) throws -> ECBRateHistory {
        let bytes = Array(try fixture(name).utf8)
        var reader = ECBRateHistory.Reader(source: name)
        var start = 0
        while start < bytes.count {
            try reader.consume(bytes[start..<min(start + chunk, bytes.count)])
            start += chunk
        }
        return try reader.finish()
    }

    static func day(_ text: String) throws -> CalendarDate {
        try #require(CalendarDate(text))
    }

    @Test(arguments: ["eurofxref-hist-sample.csv", "eurofxref-hist-sample.xml"])
    func eachBillTakesTheFixingOfItsDayOrTheLastBefore(file: String) throws {
        let history = try Self.history(file)
        #expect(history.dayCount == 4 && history.currencies == ["CHF", "GBP", "JPY", "USD"])
        #expect("\(history.firstDate) \(history.lastDate)" == "2026-04-29 2026-05-05")
        // (bill's day, fixing day, EUR → USD)
        let cases = [
            ("2026-04-29", "2026-04-29", "1.119"),
            ("2026-04-30", "2026-04-30", "1.12"),
            ("2026-05-01", "2026-04-30", "1.12"),  // Labour Day: no fixing
            ("2026-05-03", "2026-04-30", "1.12"),  // Sunday
            ("2026-05-04", "2026-05-04", "1.13"),
            ("2026-05-09", "2026-05-05", "1.131"),  // after the last fixing: never a later one
        ]
        for (bill, fixing, usd) in cases {
            let rates = try history.rates(on: Self.day(bill))
            #expect(rates.date == fixing, "\(bill)")
            let rate = try rates.rate(from: .eur, to: .usd)
            #expect(rate.rate.description == usd, "\(bill)")
            #expect(rate.source?.description == "ECB euro reference rates (\(file)) of \(fixing)")
        }
    }

    @Test(arguments: ["eurofxref-hist-sample.csv", "eurofxref-hist-sample.xml"])
    func aGapTakesThePreviousFixingAndSaysSo(file: String) throws {
        let monday = try Self.history(file).rates(on: Self.day("2026-05-04"))
        #expect(monday.carriedOver == ["CHF": "2026-04-30"])
        #expect(monday.perEuro["CHF"]?.description == "0.94")
        #expect(try Self.history(file).rates(on: Self.day("2026-05-05")).carriedOver.isEmpty)
    }

    @Test func crossRatesGoThroughTheEuroExactly() throws {
        let history = try Self.history("eurofxref-hist-sample.csv")
        let rate = try history.rate(from: .jpy, to: .chf, on: Self.day("2026-05-05"))
        #expect(rate.rate.description == "0.005751073")  // 0.9380 ÷ 163.10 = 0.00575107296…
        // 10000 JPY × 0.9380 ÷ 163.10 = 57.5107… CHF, from the exact quotient, not the shown rate.
        #expect(try rate.convert(Money(minorUnits: 10000, .jpy)).description == "57.51 CHF")
    }

    @Test func aDateBeforeTheFirstFixingIsRefused() throws {
        let history = try Self.history("eurofxref-hist-sample.csv")
        #expect(
            throws: TipCalcError.rates(
                file: "eurofxref-hist-sample.csv",
                reason:
                    "it has no fixing on or before 2026-04-28; its first is of 2026-04-29, so a bill of 2026-04-28 needs a rate typed with --rate"
            )
        ) {
            try history.rates(on: Self.day("2026-04-28"))
        }
    }

    @Test func freshnessIsJudgedAgainstTheBillsDate() throws {
        let history = try Self.history("eurofxref-hist-sample.csv")
        try history.checkFresh(for: Self.day("2026-04-29"), maximumAgeDays: 7)
        try history.checkFresh(for: Self.day("2026-05-12"), maximumAgeDays: 7)  // 7 days after the last
        #expect(
            throws: TipCalcError.rates(
                file: "eurofxref-hist-sample.csv",
                reason:
                    "its last fixing is of 2026-05-05, 8 days before the bill's date 2026-05-13 (more than 7); download a newer eurofxref-hist file"
            )
        ) {
            try history.checkFresh(for: Self.day("2026-05-13"), maximumAgeDays: 7)
        }
    }

    @Test func aCurrencyNoLongerFixedIsMissingAfterAWeek() throws {
        var reader = ECBRateHistory.Reader(source: "h.csv")
        try reader.consume(Array("Date,USD,CYP,\n2026-01-12,1.1,N/A,\n2026-01-02,1.0,0.58,\n".utf8))
        let history = try reader.finish()
        #expect(try history.rates(on: Self.day("2026-01-05")).perEuro["CYP"]?.description == "0.58")
        let rates = try history.rates(on: Self.day("2026-01-12"))
        #expect(rates.perEuro["CYP"] == nil && rates.carriedOver.isEmpty)
        #expect(throws: TipCalcError.self) { try rates.rate(from: .eur, to: Currency(code: "CYP")) }
    }

    /// Streaming: the same table whatever the chunks, down to one byte at a time.
    @Test(arguments: [1, 7, 64])
    func chunksDoNotMatter(size: Int) throws {
        for file in ["eurofxref-hist-sample.csv", "eurofxref-hist-sample.xml"] {
            let whole = try Self.history(file)
            let pieces = try Self.history(file, chunk: size)
            for day in ["2026-04-29", "2026-04-30", "2026-05-04", "2026-05-05"] {
                #expect(try whole.rates(on: Self.day(day)).perEuro == pieces.rates(on: Self.day(day)).perEuro)
            }
        }
    }

    @Test func readsTheDailyFileAsAOneDayHistory() throws {
        let path = String(#filePath.dropLast("ECBRateHistoryTests.swift".utf8.count)) + "Fixtures/eurofxref-daily.xml"
        var reader = ECBRateHistory.Reader(source: "eurofxref-daily.xml")
        try reader.consume(Array(try readFile(path).utf8))
        let history = try reader.finish()
        let daily = try ECBRates(xml: readFile(path), source: "eurofxref-daily.xml")
        #expect(history.dayCount == 1)
        #expect(try history.rates(on: Self.day(daily.date)).perEuro == daily.perEuro)
    }

    @Test(arguments: [
        ("Date,USD,\n2026-05-05,1.1,\n2026-05-05,1.2,\n", "it has 2026-05-05 twice"),
        ("Date,USD,\n2026-05-05,abc,\n", "line 2: 'abc' for USD is not a positive decimal such as 1.0832 or N/A"),
        ("Date,EUR,\n", "line 1: it lists EUR, which is the base (1 EUR = 1 EUR)"),
        ("Date,USD,\n2026-05-05,1.1,2.2\n", "line 2: 2 values for the header's 1 currencies"),
        ("Date,USD,\n2026-02-30,1.1,\n", "line 2: '2026-02-30' is not a YYYY-MM-DD date"),
        ("Date,USD,\n", "it has no day of rates"),
        ("Time,USD,\n", "line 1: the first line is not the header Date,USD,JPY,…; is this the ECB CSV?"),
        (
            "<gesmes:Envelope><Cube><Cube time='2026-05-05'><Cube currency='USD' rate='0'/></Cube></Cube>",
            "line 1: rate='0' for USD is not a positive decimal such as 1.0832"
        ),
        ("<gesmes:Envelope><Cube><Cube time='2026-05-05'></Cube></Cube>", "the file ends before </gesmes:Envelope>"),
        (
            "<html><body/></html>",
            "line 1: the top-level element is <html>, not <gesmes:Envelope>; is this the ECB XML?"
        ),
    ])
    func malformedFilesNameTheLine(text: String, reason: String) {
        #expect(throws: TipCalcError.rates(file: "h", reason: reason)) {
            var reader = ECBRateHistory.Reader(source: "h")
            try reader.consume(Array(text.utf8))
            _ = try reader.finish()
        }
    }
}

/// The example in ECBRateHistory's documentation.
@Suite struct ECBRateHistoryDocumentationTests {
    @Test func example() throws {
        var reader = ECBRateHistory.Reader(source: "eurofxref-hist.csv")
        try reader.consume(Array("Date,USD,CHF,\n2026-05-04,1.1300,N/A,\n2026-04-30,1.1200,0.9400,\n".utf8))
        let history = try reader.finish()
        let rates = try history.rates(on: try #require(CalendarDate("2026-05-03")))
        #expect("\(rates.date) \(rates.carriedOver)" == "2026-04-30 [:]")
        let monday = try history.rates(on: try #require(CalendarDate("2026-05-04")))
        #expect(
            "\(monday.date) \(monday.carriedOver) \(try monday.rate(from: .usd, to: .chf).rate)"
                == "2026-05-04 [\"CHF\": \"2026-04-30\"] 0.8318584071")
    }
}
