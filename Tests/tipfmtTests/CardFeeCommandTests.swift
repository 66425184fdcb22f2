import Foundation
import Testing

/// `--statement` with `--rates`: the statement sets the bill's rate and the ECB fixing of the
/// bill's day is kept beside it, which gives the card's fee, on the history sample of
/// ``RatesByDateCommandTests`` (1 EUR = 1.13 USD on 4 May 2026, 163.10 JPY on 5 May, CHF `N/A`
/// on 4 May and 0.94 on 30 April).
@Suite struct CardFeeCommandTests {
    let cli = Tipfmt()

    func setUp() throws {
        try RatesByDateCommandTests.history.write(toFile: cli.home + "/hist.csv", atomically: true, encoding: .utf8)
        #expect(try cli.run("trip", "create", "Porto", "--people", "Ann,Ben", "--home", "EUR").status == 0)
    }

    private func ok(_ arguments: String...) throws -> RunResult {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result)")
        return result
    }

    /// Three card bills: 1.73 % over the rate, 0.40 % over (a quotient that does not end), and
    /// 0.50 % under (the CHF fixing carried over the `N/A`).
    func addCardBills() throws {
        try setUp()
        let taxi = try ok(
            "trip", "add", "Porto", "113", "-c", "USD", "--paid-by", "Ann", "--date", "2026-05-04", "--statement",
            "101.73", "--rates", "hist.csv", "--id", "taxi")
        // (101.73 × 1.13 − 113) × 100 ÷ 113 = 1.73.
        #expect(
            taxi.lines.last?.replacingOccurrences(of: "\u{A0}", with: " ")
                == "  bill taxi: $113.00 × 0.9002654867 = €101.73 (card statement €101.73; card 1.73% over the ECB "
                + "rate; ECB euro reference rates, 2026-05-04)",
            "\(taxi)")
        // (30.47 × 163.10 − 4950) × 100 ÷ 4950 = 0.3971… → 0.40.
        _ = try ok(
            "trip", "add", "Porto", "4950", "-c", "JPY", "--paid-by", "Ben", "--date", "2026-05-05", "--statement",
            "30.47", "--rates", "hist.csv", "--id", "sushi")
        // 94 CHF at 0.94 is 100.00 EUR: a statement of 99.50 is 0.50 % under.
        let train = try ok(
            "trip", "add", "Porto", "94", "-c", "CHF", "--paid-by", "Ann", "--date", "2026-05-04", "--statement",
            "99.50", "--rates", "hist.csv", "--id", "train")
        #expect(
            train.stderr
                == "tipfmt: note: rates file 'hist.csv' has no CHF fixing on 2026-05-04 (N/A); its fixing of 2026-04-30 is used\n"
        )
        #expect(
            train.lines.last?.hasSuffix(
                "(card statement €99.50; card 0.50% under the ECB rate; ECB euro reference rates, 2026-05-04)") == true,
            "\(train)")
    }

    @Test func showReportAndExportCarryTheFee() throws {
        try addCardBills()
        _ = try ok(
            "trip", "add", "Porto", "50", "-c", "USD", "--paid-by", "Ben", "--date", "2026-05-02", "--rates",
            "hist.csv", "--id", "museum")
        let show = try ok("trip", "show", "Porto")
        let conversions = show.lines.drop { $0 != "Conversions:" }.prefix(5).map {
            $0.replacingOccurrences(of: "\u{A0}", with: " ")
        }
        #expect(
            conversions == [
                "Conversions:",
                "  bill taxi: $113.00 × 0.9002654867 = €101.73 (card statement €101.73; card 1.73% over the ECB rate; ECB euro reference rates, 2026-05-04)",
                "  bill sushi: ¥4,950 × 0.0061555556 = €30.47 (card statement €30.47; card 0.40% over the ECB rate; ECB euro reference rates, 2026-05-05)",
                "  bill train: CHF 94.00 × 1.0585106383 = €99.50 (card statement €99.50; card 0.50% under the ECB rate; ECB euro reference rates, 2026-05-04)",
                "  bill museum: $50.00 × 0.8928571429 = €44.64 (ECB euro reference rates, 2026-04-30; hist.csv)",
            ], "\(show)")
        // In the user's language: the percent as German writes it.
        let german = try ok("trip", "show", "Porto", "--locale", "de_DE")
        #expect(
            german.stdout.contains(
                "(Kartenabrechnung 101,73\u{A0}€; Karte 1,73\u{A0}% über dem EZB-Kurs; Euro-Referenzkurse der EZB, 2026-05-04)"
            ),
            "\(german)")
        #expect(german.lines.contains("Umrechnungen:"))

        // The fees in euros: 1.73, 30.47 − 30.35 = 0.12 and 99.50 − 100.00 = −0.50, each split
        // half and half: Ann 0.87 + 0.06 − 0.25 = 0.68, Ben 0.86 + 0.06 − 0.25 = 0.67.
        let report = try ok("trip", "report", "Porto")
        #expect(report.lines.contains { $0.hasSuffix("Card fees") }, "\(report)")
        let home = report.lines.filter { $0.hasPrefix("  Home currency EUR") }.map {
            $0.split(separator: " ").last.map(String.init) ?? ""
        }
        #expect(home == ["€0.68", "€0.67"], "\(report)")
        let csv = try ok("trip", "report", "Porto", "--csv")
        let records = csv.stdout.components(separatedBy: "\r\n")
        #expect(records.first == "by,currency,home,key,person,spent,paid,owes,card_fees")
        #expect(records.filter { $0.contains(",EUR,true,") }.map { $0.split(separator: ",").last } == ["0.68", "0.67"])
        let json = try ok("trip", "report", "Porto", "--json")
        let rows = try #require(
            (try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])?["rows"] as? [[String: Any]])
        #expect(rows.compactMap { $0["cardFees"] as? String } == ["0.68", "0.67"])
        #expect(try ok("trip", "report", "Porto", "--by", "category", "--json").stdout.contains("cardFees") == false)

        let export = try ok("trip", "export", "Porto")
        let bills = try #require(
            (try JSONSerialization.jsonObject(with: export.stdoutBytes) as? [String: Any])?["bills"] as? [[String: Any]]
        )
        let converted = bills.compactMap { $0["home"] as? [String: Any] }
        #expect(converted.map { $0["cardFeePercent"] as? String ?? "-" } == ["1.73", "0.40", "-0.50", "-"])
        #expect(
            converted.map { $0["fixingDate"] as? String ?? "-" }
                == ["2026-05-04", "2026-05-05", "2026-05-04", "2026-04-30"])
        // The fixing date is the day of the ECB rate used, or of the one a card statement is compared with.
        #expect(
            converted.map { $0["conversion"] as? String ?? "-" }
                == ["cardStatement", "cardStatement", "cardStatement", "ecb"])
        let ecbRate = try #require(converted.first?["ecbRate"] as? [String: Any])
        #expect(ecbRate["numerator"] as? String == "1" && ecbRate["denominator"] as? String == "1.13")
        #expect(ecbRate["sourceDate"] as? String == "2026-05-04")
    }

    @Test func importAndMergeCarryTheFee() throws {
        try addCardBills()
        _ = try ok("trip", "export", "Porto", "--output", cli.home + "/porto.json")
        _ = try ok("trip", "import", cli.home + "/porto.json", "--name", "Copy")
        let original = try ok("trip", "export", "Porto").stdout
        #expect(
            try ok("trip", "export", "Copy").stdout == original.replacingOccurrences(of: "\"Porto\"", with: "\"Copy\""))
        // The copy's card is found to have charged 101.80: (101.80 × 1.13 − 113) × 100 ÷ 113 = 1.80.
        _ = try ok("trip", "edit", "Copy", "taxi", "--statement", "101.80", "--rates", "hist.csv")
        _ = try ok("trip", "export", "Copy", "--output", cli.home + "/copy.json")
        _ = try ok("trip", "merge", "Porto", cli.home + "/copy.json")
        let merged = try ok("trip", "show", "Porto")
        #expect(
            merged.lines.contains {
                $0.hasPrefix("  bill taxi:")
                    && $0.hasSuffix(
                        "(card statement €101.80; card 1.80% over the ECB rate; ECB euro reference rates, 2026-05-04)")
            }, "\(merged)")
        // A fee changed by hand is refused, and nothing is imported.
        let edited = try String(contentsOfFile: cli.home + "/porto.json", encoding: .utf8)
            .replacingOccurrences(of: "\"cardFeePercent\" : \"0.40\"", with: "\"cardFeePercent\" : \"0.39\"")
        try edited.write(toFile: cli.home + "/edited.json", atomically: true, encoding: .utf8)
        let list = try ok("trip", "list").stdout
        let refused = try cli.run("trip", "import", cli.home + "/edited.json", "--name", "Edited")
        #expect(refused.status == 65 && refused.stdout.isEmpty, "\(refused)")
        #expect(
            refused.stderr
                == "tipfmt: error: the file does not read as a tipfmt trip: bill \"sushi\" has the card fee 0.39%, but its ECB rate gives 0.40%; the file was changed\n"
        )
        #expect(try ok("trip", "list").stdout == list)
    }

    @Test func aPaymentByCardRecordsItsFeeToo() throws {
        try setUp()
        _ = try ok(
            "trip", "pay", "Porto", "Ben", "Ann", "113", "-c", "USD", "--date", "2026-05-03", "--statement", "101.50",
            "--rates", "hist.csv")
        // Sunday 3 May takes Thursday's 1.12: 113 ÷ 1.12 = 100.8928…; (101.50 × 1.12 − 113) × 100 ÷ 113 = 0.60.
        let export = try ok("trip", "export", "Porto")
        let payments = try #require(
            (try JSONSerialization.jsonObject(with: export.stdoutBytes) as? [String: Any])?["payments"]
                as? [[String: Any]])
        let conversion = try #require(payments.first?["home"] as? [String: Any])
        #expect(conversion["cardFeePercent"] as? String == "0.60" && conversion["date"] as? String == "2026-04-30")
    }

    @Test func theConfigsRatesFileGivesTheFeeWhereItHasTheDay() throws {
        try setUp()
        _ = try ok("config", "set", "rates", "hist.csv")
        let within = try ok(
            "trip", "add", "Porto", "113", "-c", "USD", "--paid-by", "Ann", "--date", "2026-05-04", "--statement",
            "101.73", "--id", "taxi")
        #expect(within.lines.last?.contains("card 1.73% over the ECB rate") == true, "\(within)")
        // Before the file's first fixing the statement alone is recorded, and a note says why.
        let before = try ok(
            "trip", "add", "Porto", "50", "-c", "USD", "--paid-by", "Ann", "--date", "2026-04-01", "--statement",
            "45.00", "--id", "early")
        #expect(before.lines.last?.hasSuffix("(card statement €45.00)") == true, "\(before)")
        #expect(
            before.stderr.hasPrefix(
                "tipfmt: note: no card fee recorded (the config's rates file): rates file '\(cli.home)/hist.csv': it has no fixing on or before 2026-04-01"
            ), "\(before)")
    }

    @Test func refusalsSayWhy() throws {
        try setUp()
        let add = ["trip", "add", "Porto", "113", "-c", "USD", "--paid-by", "Ann", "--date", "2026-05-04"]
        let cases: [([String], Int32, String)] = [
            (
                ["--rate", "0.9", "--statement", "101.73"], 64,
                "tipfmt: error: give one of --rate, --rates and --statement (or --statement with --rates, which records the card's fee)\n"
            ),
            (
                ["--rate", "0.9", "--statement", "101.73", "--rates", "hist.csv"], 64,
                "tipfmt: error: give --rate or --rates, not both (see 'tipfmt trip --help')\n"
            ),
        ]
        for (options, status, message) in cases {
            let result = try cli.run(add + options)
            #expect(
                result.status == status && result.stdout.isEmpty && result.stderr == message, "\(options): \(result)")
        }
        let home = try cli.run(
            "trip", "add", "Porto", "10", "--paid-by", "Ann", "--date", "2026-05-04", "--statement", "10.20", "--rates",
            "hist.csv")
        #expect(home.status == 64, "\(home)")
        #expect(
            home.stderr
                == "tipfmt: error: the bill is in EUR, the home currency: a card statement and its fee are for bills in another currency; leave out --statement and --rates\n"
        )
        let zero = try cli.run(add + ["--statement", "0", "--rates", "hist.csv"])
        // A value a trip refuses exits 1, as any rejected value does.
        #expect(
            zero.status == 1 && zero.stderr.contains("a card statement of 0.00 EUR cannot give a rate for 113.00 USD"),
            "\(zero)")
        let early = try cli.run(
            "trip", "add", "Porto", "5", "-c", "USD", "--paid-by", "Ann", "--date", "2026-04-20", "--statement", "4.50",
            "--rates", "hist.csv")
        #expect(early.status == 65 && early.stderr.contains("it has no fixing on or before 2026-04-20"), "\(early)")
        // A daily file is a fixing of one day: never compared with a bill of an earlier day.
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        <gesmes:subject>Reference rates</gesmes:subject>
        <Cube><Cube time='2026-05-05'><Cube currency='USD' rate='1.1310'/></Cube></Cube>
        </gesmes:Envelope>
        """.write(toFile: cli.home + "/daily.xml", atomically: true, encoding: .utf8)
        let daily = try cli.run(add + ["--statement", "101.73", "--rates", "daily.xml"])
        #expect(daily.status == 65, "\(daily)")
        #expect(
            daily.stderr
                == "tipfmt: error: rates file 'daily.xml' is of 2026-05-05, after the bill's date 2026-05-04: a card fee is measured against the fixing of the bill's day or the last before it; give the ECB history (eurofxref-hist.csv)\n"
        )
        let sameDay = try cli.run(
            "trip", "add", "Porto", "113.10", "-c", "USD", "--paid-by", "Ann", "--date", "2026-05-05", "--statement",
            "101.00", "--rates", "daily.xml", "--id", "daily")
        // 113.10 ÷ 1.131 = 100.00: a statement of 101.00 is 1.00 % over.
        #expect(sameDay.lines.last?.contains("card 1.00% over the ECB rate") == true, "\(sameDay)")
        #expect(try ok("trip", "show", "Porto").lines.filter { $0.hasPrefix("  bill ") }.count == 1)
    }
}
