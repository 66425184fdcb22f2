import Money
import Testing
import TipCalc

@Suite struct ECBRatesTests {
    /// The sample daily file in Fixtures/, read through #filePath (no bundle needed).
    static func fixture() throws -> String {
        let path = String(#filePath.dropLast("ECBRatesTests.swift".utf8.count)) + "Fixtures/eurofxref-daily.xml"
        return try readFile(path)
    }

    @Test func readsTheDailyFile() throws {
        let rates = try ECBRates(xml: Self.fixture(), source: "eurofxref-daily.xml")
        #expect(rates.date == "2026-11-20")
        #expect(rates.currencies.count == 13)  // 12 listed + EUR
        #expect(try rates.rate(from: .eur, to: .usd).rate.description == "1.0832")
        #expect(try rates.rate(from: .eur, to: .eur).rate.description == "1")
    }

    @Test func computesCrossRatesThroughTheEuro() throws {
        let rates = try ECBRates(xml: Self.fixture(), source: "eurofxref-daily.xml")
        let usdToChf = try rates.rate(from: .usd, to: .chf)
        #expect(usdToChf.rate.description == "0.8641063516")  // 0.9360 ÷ 1.0832 = 0.864106351550…
        // 100.00 × 0.9360 ÷ 1.0832 = 86.4106… → 86.41, from the exact quotient
        #expect(try usdToChf.convert(usd("100.00")).description == "86.41 CHF")
        let usdToEur = try rates.rate(from: .usd, to: .eur)
        #expect(usdToEur.rate.description == "0.9231905465")  // 1 ÷ 1.0832
        let usdToJpy = try rates.rate(from: .usd, to: .jpy)
        // 50.00 × 162.85 ÷ 1.0832 = 7517.0790… → 7517
        #expect(try usdToJpy.convert(usd("50.00")).description == "7517 JPY")
    }

    @Test func namesTheFileWhenACurrencyIsMissing() throws {
        let rates = try ECBRates(xml: Self.fixture(), source: "rates.xml")
        let error = #expect(throws: TipCalcError.self) { try rates.rate(from: .usd, to: Currency(code: "KWD")) }
        guard case .missingRate(file: "rates.xml", currency: "KWD", let available) = error else {
            Issue.record("expected missingRate, got \(String(describing: error))")
            return
        }
        #expect(available.count == 13 && available.contains("EUR"))
        #expect(
            error?.description
                == "rates file 'rates.xml': has no rate for KWD; it covers AUD, CAD, CHF, CZK, DKK, EUR, GBP, HUF, JPY, NOK, PLN, SEK, USD"
        )
    }

    @Test func checksFreshness() throws {
        let rates = try ECBRates(xml: Self.fixture(), source: "eurofxref-daily.xml")
        try rates.checkFresh(today: "2026-11-23", maximumAgeDays: 4)  // Friday's rates on Monday: 3 days
        try rates.checkFresh(today: "2026-11-19", maximumAgeDays: 4)  // one day ahead: time zones
        let stale = #expect(
            throws: TipCalcError.staleRates(
                file: "eurofxref-daily.xml", date: "2026-11-20", ageInDays: 11, maximumAgeInDays: 4)
        ) { try rates.checkFresh(today: "2026-12-01", maximumAgeDays: 4) }
        #expect(
            stale?.description
                == "rates file 'eurofxref-daily.xml': rates of 2026-11-20 are 11 days old (more than 4); download a fresh "
                + "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml")
        let future = #expect(throws: TipCalcError.self) { try rates.checkFresh(today: "2026-11-10", maximumAgeDays: 4) }
        #expect(
            future?.description
                == "rates file 'eurofxref-daily.xml': rates of 2026-11-20 are dated after today (2026-11-10); check the file and the clock"
        )
        #expect(
            throws: TipCalcError.rates(
                file: "eurofxref-daily.xml", reason: "cannot check its age: today's date '2026-02-30' is not YYYY-MM-DD"
            )
        ) {
            try rates.checkFresh(today: "2026-02-30", maximumAgeDays: 4)
        }
    }

    static let envelope = "<gesmes:Envelope xmlns:gesmes=\"http://www.gesmes.org/xml/2002-08-01\">"

    @Test(arguments: [
        ("", "it is empty"),
        (
            "<html><body>Not found</body></html>",
            "line 1: the top-level element is <html>, not <gesmes:Envelope>; is this the ECB eurofxref-daily.xml?"
        ),
        (
            envelope + "<Cube><Cube time='2026-11-20'><Cube currency='USD' rate='1.08'/></Cube></Cube>",
            "line 1: <gesmes:Envelope> is never closed"
        ),
        (
            envelope
                + "<Cube><Cube time='2026-11-20'><Cube currency='USD' rate='abc'/></Cube></Cube></gesmes:Envelope>",
            "line 1: rate='abc' for USD is not a positive decimal such as 1.0832"
        ),
        (
            envelope
                + "<Cube><Cube time='2026-11-20'><Cube currency='USD' rate='-1.08'/></Cube></Cube></gesmes:Envelope>",
            "line 1: rate='-1.08' for USD is not a positive decimal such as 1.0832"
        ),
        (
            envelope + "<Cube><Cube time='2026-13-20'></Cube></Cube></gesmes:Envelope>",
            "line 1: time='2026-13-20' is not a YYYY-MM-DD date"
        ),
        (
            envelope + "<Cube><Cube time='2026-11-20'></Cube></Cube></gesmes:Envelope>",
            "line 1: it has no <Cube currency='…' rate='…'/> rates"
        ),
        (
            envelope
                + "\n<Cube>\n<Cube time='2026-11-20'><Cube currency='USD' rate='1.08'/></Cube>\n<Cube time='2026-11-19'>",
            "line 4: it has more than one date; use the daily file eurofxref-daily.xml, not the history"
        ),
        (
            envelope
                + "<Cube><Cube time='2026-11-20'><Cube currency='USD' rate='1.08'/><Cube currency='USD' rate='1.09'/></Cube></Cube></gesmes:Envelope>",
            "line 1: it lists USD twice"
        ),
        (
            envelope
                + "<Cube><Cube time='2026-11-20'><Cube currency='usd' rate='1.08'/></Cube></Cube></gesmes:Envelope>",
            "line 1: currency='usd' is not a three-letter upper-case ISO code"
        ),
        (
            envelope
                + "<Cube><Cube time='2026-11-20'><Cube currency='USD' rate='1.08'></Cube></Cube></gesmes:Envelope>",
            "line 1: </gesmes:Envelope> closes <Cube>"
        ),
        (
            envelope
                + "<Cube><Cube time='2026-11-20'><Cube currency='USD rate='1.08'/></Cube></Cube></gesmes:Envelope>",
            "line 1: attribute 1.08 in <Cube> has no value"
        ),
        (
            envelope + "<Cube>1.08</Cube></gesmes:Envelope>",
            "line 1: unexpected text '1.08</Cube></gesmes:…' outside the header elements"
        ),
        (
            envelope
                + "<Cube><Cube time='2026-11-20'><Cube currency='USD' rate='1.08'/></Cube></Cube></gesmes:Envelope><x/>",
            "line 1: a second top-level element <x>"
        ),
        (envelope + "<!-- unterminated", "line 1: a comment is never closed"),
        ("<gesmes:Envelope", "line 1: the file ends inside <gesmes:Envelope>"),
    ])
    func rejectsMalformedFiles(_ xml: String, _ reason: String) {
        #expect(throws: TipCalcError.rates(file: "bad.xml", reason: reason)) {
            try ECBRates(xml: xml, source: "bad.xml")
        }
    }

    @Test func survivesRandomTruncationsAndByteFlips() throws {
        let text = try Self.fixture()
        let bytes = Array(text.utf8)
        var random = SplitMix64(seed: 0xEC_B0)
        for _ in 0..<500 {
            var mutated = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
            if !mutated.isEmpty && Bool.random(using: &random) {
                mutated[Int.random(in: 0..<mutated.count, using: &random)] = UInt8.random(
                    in: 0x20...0x7E, using: &random)
            }
            // Either it reads (a harmless change) or it throws a rates error naming the file; never a trap.
            do {
                _ = try ECBRates(xml: String(decoding: mutated, as: UTF8.self), source: "fuzz.xml")
            } catch {
                guard case .rates(file: "fuzz.xml", _) = error else {
                    Issue.record("unexpected error \(error)")
                    continue
                }
            }
        }
    }
}
