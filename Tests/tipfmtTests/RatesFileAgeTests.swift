import Foundation
import Testing

/// Stale rates files.
@Suite struct RatesFileAgeTests {
    let cli = Tipfmt()

    static func ratesFile(date: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        <gesmes:subject>Reference rates</gesmes:subject>
        <Cube><Cube time='\(date)'><Cube currency='USD' rate='1.0832'/><Cube currency='CHF' rate='0.9360'/></Cube></Cube>
        </gesmes:Envelope>

        """
    }

    static var utcCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static func today() -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    @Test func freshRatesFileIsUsedSilently() throws {
        let path = cli.home + "/fresh.xml"
        try Self.ratesFile(date: Self.today()).write(toFile: path, atomically: true, encoding: .utf8)
        let result = try cli.run("calc", "84.50", "--tip", "18", "--home", "EUR", "--rates", path)
        #expect(result.status == 0, "\(result)")
        // 1 USD = 1/1.0832 EUR = 0.92319…; 84.50 → 78.0096 → 78.01, 15.21 → 14.0417 → 14.04, 99.71 → 92.0513 → 92.05.
        #expect(
            result.lines == [
                "Bill       $84.50  ≈ €78.01",
                "Tip (18%)  $15.21  ≈ €14.04",
                "Total      $99.71  ≈ €92.05",
                "Rate: 1 USD = 0.9231905465 EUR (ECB euro reference rates, \(Self.today()); fresh.xml)",
            ], "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test func staleRatesFileIsAnErrorNamingTheFileDateAndLimit() throws {
        let path = cli.home + "/old.xml"
        try Self.ratesFile(date: "2020-01-03").write(toFile: path, atomically: true, encoding: .utf8)
        let start = Self.utcCalendar.date(from: DateComponents(year: 2020, month: 1, day: 3))!
        let age = Self.utcCalendar.dateComponents([.day], from: start, to: Date()).day!
        let reason =
            "rates file '\(path)': rates of 2020-01-03 are \(age) days old (more than 7); download a fresh "
            + "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
        let result = try cli.run("calc", "84.50", "--tip", "18", "--home", "EUR", "--rates", path)
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "", "\(result)")
        #expect(
            result.stderr == "tipfmt: error: \(reason); or pass --allow-stale-rates to use it anyway\n", "\(result)")

        let allowed = try cli.run(
            "calc", "84.50", "--tip", "18", "--home", "EUR", "--rates", path, "--allow-stale-rates")
        #expect(allowed.status == 0, "\(allowed)")
        #expect(
            allowed.lines.last == "Rate: 1 USD = 0.9231905465 EUR (ECB euro reference rates, 2020-01-03; old.xml)",
            "\(allowed)")
        #expect(allowed.stderr == "tipfmt: note: \(reason)\n", "\(allowed)")
    }
}
