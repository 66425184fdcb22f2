import Foundation
import Testing

/// A command reads its inputs once: the config file (so a warning about it is said once), and
/// `--save` records the rate the bill was computed with rather than reading the rates file again.
@Suite struct ReadOnceTests {
    static let warning = "tipfmt: note: ignoring the unknown key 'tpi' in "

    /// How many times `stderr` says the config warning.
    static func warnings(_ result: RunResult) -> Int {
        result.stderr.components(separatedBy: warning).count - 1
    }

    @Test func everyCommandReadsTheConfigOnce() throws {
        let cli = Tipfmt.withHistory()
        try FileManager.default.createDirectory(
            atPath: cli.home + "/config/tipfmt", withIntermediateDirectories: true)
        try #"{"tpi": "10", "rates": "\#(cli.home)/rates.xml"}"#
            .write(toFile: cli.configPath, atomically: true, encoding: .utf8)
        try RatesFileAgeTests.ratesFile(date: RatesFileAgeTests.today())
            .write(toFile: cli.home + "/rates.xml", atomically: true, encoding: .utf8)
        let commands: [[String]] = [
            ["calc", "84.50", "--tip", "15"],
            // --home without --rate: the config's rates file is read from the same reading.
            ["calc", "84.50", "--tip", "15", "--home", "CHF"],
            ["calc", "84.50", "--tip", "15", "--save"],
            ["receipt", "84.50", "--tip", "15"],
            ["trip", "create", "Walk", "--people", "ann,ben", "--home", "CHF"],
            ["trip", "add", "Walk", "10", "--paid-by", "ann", "--id", "b1", "-c", "USD"],
            ["trip", "edit", "Walk", "b1", "12", "--paid-by", "ann", "-c", "USD", "--rate", "0.86"],
            ["trip", "pay", "Walk", "ben", "ann", "2"],
        ]
        for command in commands {
            let result = try cli.run(command + ["-l", "en_US"], stdin: Data())
            #expect(result.status == 0, "\(command): \(result)")
            #expect(Self.warnings(result) == 1, "\(command) read the config \(Self.warnings(result)) times: \(result)")
        }
    }

    @Test func homeWithoutARateIsRefusedOnce() throws {
        let cli = Tipfmt()
        let result = try cli.run("calc", "84.50", "--home", "EUR")
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "tipfmt: error: --home needs --rate R (1 unit of the bill's currency in home units) or --rates FILE "
                + "(or `tipfmt config set rates FILE`)\n")
    }

    /// A single amount and the same amount as an itemised bill (a discount makes it one) record
    /// the rate's source alike: the rate's own, as the result carries it.
    @Test func savedRateSourceIsTheResultsForSingleAndItemisedBills() throws {
        let cli = Tipfmt.withHistory()
        let today = RatesFileAgeTests.today()
        try RatesFileAgeTests.ratesFile(date: today)
            .write(toFile: cli.home + "/eurofxref-daily.xml", atomically: true, encoding: .utf8)
        let rates = ["--home", "CHF", "--rates", cli.home + "/eurofxref-daily.xml"]
        let typed = ["--home", "CHF", "--rate", "0.86"]
        let runs: [[String]] = [
            ["calc", "100", "--tip", "10"] + rates, ["calc", "100", "--tip", "10", "--discount", "5%"] + rates,
            ["calc", "100", "--tip", "10"] + typed, ["receipt", "100", "--tip", "10", "--discount", "5%"] + typed,
        ]
        for run in runs {
            let result = try cli.run(run + ["-l", "en_US", "-c", "USD", "--save"])
            #expect(result.status == 0, "\(run): \(result)")
        }
        let export = try SameFiguresEverywhereTests.object(try cli.run(["history", "export", "--format", "json"]))
        let bills = try #require(export["bills"] as? [[String: Any]])
        let homes = bills.map { (($0["request"] as? [String: Any])?["home"] as? [String: Any]) ?? [:] }
        try #require(homes.count == 4, "\(bills)")
        // The ECB file: its name and its day, for both kinds of bill.
        for home in homes.prefix(2) {
            #expect(home["rateSource"] as? String == "ECB euro reference rates (eurofxref-daily.xml)", "\(home)")
            #expect(home["rateDate"] as? String == today, "\(home)")
        }
        // A typed rate: said as calc --json says it, for both kinds of bill.
        for home in homes.suffix(2) {
            #expect(home["rateSource"] as? String == "given on the command line", "\(home)")
        }
        #expect(homes[2]["rateDate"] as? String == homes[3]["rateDate"] as? String)
    }
}
