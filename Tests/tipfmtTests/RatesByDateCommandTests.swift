import Foundation
import Testing

/// `--rates` with the ECB history: each bill at the fixing of its own day, on a sample around
/// 1 May 2026 (Thursday 30 April, the Labour Day holiday, the weekend, Monday 4 May with CHF `N/A`).
@Suite struct RatesByDateCommandTests {
    let cli = Tipfmt()

    static let history = """
        Date,USD,JPY,CHF,GBP,
        2026-05-05,1.1310,163.10,0.9380,0.8500,
        2026-05-04,1.1300,163.00,N/A,0.8490,
        2026-04-30,1.1200,162.50,0.9400,0.8480,
        2026-04-29,1.1190,162.40,0.9410,0.8470,

        """

    func setUp(_ home: String = "EUR") throws -> String {
        let path = cli.home + "/hist.csv"
        try Self.history.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try cli.run("trip", "create", "Lisbon", "--people", "Ann,Ben", "--home", home).status == 0)
        // Commands run in the private home, where the file is.
        return "hist.csv"
    }

    @Test func eachBillTakesItsDaysFixingOrTheLastBefore() throws {
        let path = try setUp()
        // (date, amount, currency, the conversion line): 1 EUR = 1.13 USD on 4 May; the holiday
        // and the weekend take Thursday's 1.12; CHF on 4 May is N/A and takes Thursday's 0.94.
        let cases = [
            (
                "2026-05-04", "113", "USD",
                "$113.00 × 0.8849557522 = €100.00 (ECB euro reference rates, 2026-05-04; hist.csv)"
            ),
            (
                "2026-05-01", "50", "USD",
                "$50.00 × 0.8928571429 = €44.64 (ECB euro reference rates, 2026-04-30; hist.csv)"
            ),
            (
                "2026-05-03", "50", "USD",
                "$50.00 × 0.8928571429 = €44.64 (ECB euro reference rates, 2026-04-30; hist.csv)"
            ),
            (
                "2026-05-04", "94", "CHF",
                "CHF 94.00 × 1.0638297872 = €100.00 (ECB euro reference rates, 2026-05-04; hist.csv)"
            ),
            (
                "2026-05-12", "10000", "JPY",
                "¥10,000 × 0.0061312078 = €61.31 (ECB euro reference rates, 2026-05-05; hist.csv)"
            ),
        ]
        for (index, (date, amount, currency, line)) in cases.enumerated() {
            let result = try cli.run(
                "trip", "add", "Lisbon", amount, "-c", currency, "--paid-by", "Ann", "--date", date, "--rates", path,
                "--id", "b\(index)")
            #expect(result.status == 0, "\(result)")
            #expect(
                result.lines.last?.replacingOccurrences(of: "\u{A0}", with: " ") == "  bill b\(index): \(line)",
                "\(result)")
            let gap =
                "tipfmt: note: rates file 'hist.csv' has no CHF fixing on 2026-05-04 (N/A); its fixing of 2026-04-30 is used\n"
            #expect(result.stderr == (currency == "CHF" ? gap : ""), "\(result)")
        }
        // The note speaks the output's language.
        let swiss = try cli.run(
            "trip", "add", "Lisbon", "94", "-c", "CHF", "--paid-by", "Ann", "--date", "2026-05-04", "--rates", path,
            "--id", "swiss", "-l", "de_CH")
        #expect(
            swiss.stderr
                == "tipfmt: note: Kursdatei 'hist.csv' hat kein CHF-Fixing am 2026-05-04 (N/A); das Fixing vom "
                + "2026-04-30 wird verwendet\n", "\(swiss)")
        let export = try cli.run("trip", "export", "Lisbon")
        let object = try JSONSerialization.jsonObject(with: export.stdoutBytes) as? [String: Any]
        let bills = try #require(object?["bills"] as? [[String: Any]])
        let dates = bills.compactMap { $0["home"] as? [String: Any] }
            .filter { $0["conversion"] as? String == "ecb" }.compactMap { $0["fixingDate"] as? String }
        #expect(
            dates == ["2026-05-04", "2026-04-30", "2026-04-30", "2026-05-04", "2026-05-05", "2026-05-04"], "\(export)")
    }

    /// `calc` and `receipt` take the fixing of their `--date` as a trip's bill does: 1 USD = 1/1.13
    /// EUR on Monday 4 May, Thursday's 1/1.12 for Saturday 2 May, Thursday's CHF for Monday's `N/A`.
    @Test func calcAndReceiptTakeTheFixingOfTheirDate() throws {
        let path = try setUp()
        let calc = try cli.run(
            "calc", "113", "-c", "USD", "--home", "EUR", "--rates", path, "--date", "2026-05-04", "--tip", "0")
        #expect(calc.status == 0 && calc.stderr.isEmpty, "\(calc)")
        #expect(
            calc.lines == [
                "Bill      $113.00  ≈ €100.00", "Tip (0%)    $0.00    ≈ €0.00", "Total     $113.00  ≈ €100.00",
                "Rate: 1 USD = 0.8849557522 EUR (ECB euro reference rates, 2026-05-04; hist.csv)",
            ], "\(calc)")
        // 50 ÷ 1.12 = 44.642857…: €44.64, at Thursday's fixing for a Saturday.
        let receipt = try cli.run(
            "receipt", "50", "-c", "USD", "--home", "EUR", "--rates", path, "--date", "2026-05-02", "--tip", "0",
            "--json")
        #expect(receipt.status == 0, "\(receipt)")
        #expect(receipt.stdout.contains("\"2026-04-30\""), "\(receipt)")
        #expect(receipt.stdout.contains("\"€44.64\"") && receipt.stdout.contains("0.8928571429"), "\(receipt)")
        // 94 CHF at 1/0.94 (30 April's, since CHF is N/A on 4 May) = €100.00, said in a note.
        let swiss = try cli.run(
            "calc", "94", "-c", "CHF", "--home", "EUR", "--rates", path, "--date", "2026-05-04", "--tip", "0")
        #expect(swiss.lines.first?.hasSuffix("≈ €100.00") == true, "\(swiss)")
        #expect(
            swiss.stderr
                == "tipfmt: note: rates file 'hist.csv' has no CHF fixing on 2026-05-04 (N/A); its fixing of 2026-04-30 is used\n",
            "\(swiss)")
    }

    /// A `--date` that is not a day is a usage error (exit 64) in every command that takes one,
    /// with one line naming it and nothing written.
    @Test func aDateThatIsNotADayIsAUsageError() throws {
        _ = try setUp()
        let added = try cli.run("trip", "add", "Lisbon", "10", "--paid-by", "Ann", "--id", "taxi")
        #expect(added.status == 0, "\(added)")
        let before = try cli.run("trip", "show", "Lisbon")
        let commands = [
            ["calc", "10"], ["receipt", "10"], ["trip", "add", "Lisbon", "10", "--paid-by", "Ann"],
            ["trip", "edit", "Lisbon", "taxi"], ["trip", "pay", "Lisbon", "Ben", "Ann", "5"],
        ]
        for command in commands {
            for date in ["2026-02-30", "yesterdayish"] {
                let result = try cli.run(command + ["--date", date])
                #expect(result.status == 64 && result.stdout.isEmpty, "\(command) \(result)")
                #expect(
                    result.stderr
                        == "tipfmt: error: --date '\(date)' is not a day; write it as YYYY-MM-DD, such as 2026-11-20\n",
                    "\(command) \(result)")
            }
        }
        let after = try cli.run("trip", "show", "Lisbon")
        #expect(after.stdout == before.stdout && before.status == 0, "\(after)")
    }

    /// `--date` is applied or refused: it needs a rates file converting the bill, it is not a day
    /// before the file's first fixing, and a daily file is never used for a bill of an earlier day.
    @Test func calcRefusesADateThatPicksNoFixing() throws {
        let path = try setUp()
        let cases: [([String], Int32, String)] = [
            (
                ["calc", "10", "-c", "USD", "--date", "2026-05-04"], 64,
                "--date 2026-05-04 picks the fixing a --rates file gives for converting the bill to --home; this bill converts nothing (give --home CODE with --rates FILE), so leave --date out"
            ),
            (
                ["receipt", "10", "-c", "USD", "--home", "EUR", "--rate", "0.9", "--date", "2026-05-04"], 64,
                "--date 2026-05-04 picks a day's fixing from a --rates file, and --rate gives the rate itself; leave out one of them"
            ),
            (
                ["calc", "10", "-c", "USD", "--home", "EUR", "--rates", path, "--date", "2026-04-28"], 65,
                "rates file 'hist.csv': it has no fixing on or before 2026-04-28; its first is of 2026-04-29, so a bill of 2026-04-28 needs a rate typed with --rate"
            ),
        ]
        for (arguments, status, message) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status && result.stdout.isEmpty, "\(result)")
            #expect(result.stderr == "tipfmt: error: \(message)\n", "\(result)")
        }
        let daily =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<gesmes:Envelope xmlns:gesmes=\"http://www.gesmes.org/xml/2002-08-01\" "
            + "xmlns=\"http://www.ecb.int/vocabulary/2002-08-01/eurofxref\">\n"
            + "<gesmes:subject>Reference rates</gesmes:subject>\n"
            + "<Cube><Cube time='2026-05-04'><Cube currency='USD' rate='1.1300'/></Cube></Cube>\n"
            + "</gesmes:Envelope>\n"
        try daily.write(toFile: cli.home + "/daily.xml", atomically: true, encoding: .utf8)
        let early = try cli.run(
            "calc", "113", "-c", "USD", "--home", "EUR", "--rates", "daily.xml", "--date", "2026-05-01", "--tip", "0")
        #expect(early.status == 65 && early.stdout.isEmpty, "\(early)")
        #expect(
            early.stderr
                == "tipfmt: error: rates file 'daily.xml' is of 2026-05-04, after the bill's date 2026-05-01: a bill's rate is the fixing of its --date or the last before it; give the ECB history (eurofxref-hist.csv)\n",
            "\(early)")
        // Two days after the daily file's fixing, the file is the last fixing before the bill.
        let later = try cli.run(
            "calc", "113", "-c", "USD", "--home", "EUR", "--rates", "daily.xml", "--date", "2026-05-06", "--tip", "0")
        #expect(later.status == 0 && later.lines.first == "Bill      $113.00  ≈ €100.00", "\(later)")
    }

    @Test func crossRatesGoThroughTheEuroExactly() throws {
        let path = try setUp("CHF")
        let result = try cli.run(
            "trip", "add", "Lisbon", "10000", "-c", "JPY", "--paid-by", "Ann", "--date", "2026-05-05", "--rates", path,
            "--id", "sushi")
        // 10000 × 0.9380 ÷ 163.10 = 57.5107…: the exact quotient, shown to 10 digits.
        #expect(
            result.lines.last?.replacingOccurrences(of: "\u{A0}", with: " ")
                == "  bill sushi: ¥10,000 × 0.005751073 = CHF 57.51 (ECB euro reference rates, 2026-05-05; hist.csv)",
            "\(result)")
    }

    @Test func datesOutsideTheFileAreRefusedOrNeedAllowStale() throws {
        let path = try setUp()
        let before = try cli.run(
            "trip", "add", "Lisbon", "5", "-c", "USD", "--paid-by", "Ann", "--date", "2026-04-28", "--rates", path)
        #expect(before.status == 65 && before.stdout.isEmpty, "\(before)")
        #expect(
            before.stderr
                == "tipfmt: error: rates file 'hist.csv': it has no fixing on or before 2026-04-28; its first is of 2026-04-29, so a bill of 2026-04-28 needs a rate typed with --rate\n"
        )
        let late = try cli.run(
            "trip", "add", "Lisbon", "5", "-c", "USD", "--paid-by", "Ann", "--date", "2026-05-13", "--rates", path)
        #expect(late.status == 65, "\(late)")
        #expect(
            late.stderr.hasPrefix(
                "tipfmt: error: rates file 'hist.csv': its last fixing is of 2026-05-05, 8 days before the bill's date 2026-05-13 (more than 7)"
            ))
        let allowed = try cli.run(
            "trip", "add", "Lisbon", "5", "-c", "USD", "--paid-by", "Ann", "--date", "2026-05-13", "--rates", path,
            "--allow-stale-rates")
        #expect(allowed.status == 0, "\(allowed)")
        #expect(
            allowed.stderr.contains("tipfmt: note: rates file 'hist.csv': its last fixing is of 2026-05-05, 8 days"))
        let payment = try cli.run(
            "trip", "pay", "Lisbon", "Ben", "Ann", "10", "-c", "USD", "--date", "2026-05-02", "--rates", path)
        #expect(payment.status == 0, "\(payment)")
    }

    @Test func configRatesIsEveryCommandsDefault() throws {
        _ = try setUp()
        let set = try cli.runShell("\"$0\" config set rates hist.csv && \"$0\" config get rates")
        #expect(set.lines == [cli.home + "/hist.csv"], "\(set)")
        let result = try cli.run(
            "trip", "add", "Lisbon", "113", "-c", "USD", "--paid-by", "Ann", "--date", "2026-05-04", "--id", "b")
        #expect(
            result.lines.last
                == "  bill b: $113.00 × 0.8849557522 = €100.00 (ECB euro reference rates, 2026-05-04; \(cli.home)/hist.csv)",
            "\(result)")
        // calc takes the latest fixing for today, which this file is too old for.
        let calc = try cli.run("calc", "10", "-c", "USD", "--home", "EUR", "--tip", "0")
        #expect(calc.status == 65 && calc.stderr.contains("its last fixing is of 2026-05-05"), "\(calc)")
        let stale = try cli.run("calc", "10", "-c", "USD", "--home", "EUR", "--tip", "0", "--allow-stale-rates")
        #expect(
            stale.lines.last
                == "Rate: 1 USD = 0.884173298 EUR (ECB euro reference rates, 2026-05-05; hist.csv)",
            "\(stale)")
    }
}
