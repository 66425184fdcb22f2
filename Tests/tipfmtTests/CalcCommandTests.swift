import Foundation
import Testing

@Suite struct CalcCommandTests {
    let cli = Tipfmt()

    @Test func bareAmountRunsTheDefaultSubcommandWithThePresetTable() throws {
        let result = try cli.run("84.50")
        #expect(result.status == 0, "\(result)")
        // 15% of 84.50 is 12.675 and 25% is 21.125: tips round half-up to the cent.
        #expect(
            Array(result.lines.prefix(6)) == [
                "          Tip    Total",
                "  10%   $8.45   $92.95",
                "  15%  $12.68   $97.18",
                "  18%  $15.21   $99.71",
                "* 20%  $16.90  $101.40",
                "  25%  $21.13  $105.63",
            ], "\(result)")
        #expect(result.lines.count == 7)
        #expect(result.lines[6].hasPrefix("Tipping in US: "), "\(result)")
        #expect(result.stderr == "")
    }

    @Test func oneTipSplitThreeWays() throws {
        let result = try cli.run("calc", "84.50", "--tip", "18", "--split", "3")
        #expect(result.status == 0, "\(result)")
        // 84.50 + 15.21 = 99.71 = 33.24 + 33.24 + 33.23; each share holds 15.21 / 3 = 5.07 of tip.
        #expect(
            result.lines == [
                "Bill                        $84.50",
                "Tip (18%)                   $15.21",
                "Total                       $99.71",
                "Per person  2 × $33.24, 1 × $33.23",
                "  Tip                    3 × $5.07",
            ], "\(result)")
    }

    @Test func severalTipsGiveOneRowEach() throws {
        let result = try cli.run("calc", "100", "--tip", "15", "--tip", "20", "--split", "2")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                "        Tip    Total  Per person",
                "15%  $15.00  $115.00  2 × $57.50",
                "20%  $20.00  $120.00  2 × $60.00",
            ], "\(result)")
    }

    @Test func billExpressionIsEvaluatedExactly() throws {
        // 23.40 + 18.75 + 9.00 = 51.15; 20% = 10.23; total 61.38.
        let result = try cli.run("calc", "23.40 + 18.75 + 2*4.50", "--tip", "20")
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["Bill       $51.15", "Tip (20%)  $10.23", "Total      $61.38"], "\(result)")
        #expect(result.stderr == "")
        let exact = try cli.run("calc", "100/3*3", "--tip", "10")
        #expect(exact.lines.first == "Bill       $100.00", "\(exact)")
        #expect(exact.stderr == "", "100/3*3 is exactly 100")
    }

    @Test func nonTerminatingDivisionRoundsHalfUpAndSaysSo() throws {
        let result = try cli.run("calc", "(10 + 10) / 3", "--tip", "0")
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "Bill      $6.67", "\(result)")
        #expect(
            result.stderr
                == "tipfmt: note: the bill '(10 + 10) / 3' is not a whole number of USD minor units; rounded half-up to 6.67\n"
        )
    }

    @Test func jsonContract() throws {
        let result = try cli.run("calc", "84.50", "--tip", "18", "--split", "3", "--json")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["currency"] as? String == "USD")
        #expect(object["locale"] as? String == "en_US")
        #expect(object["bill"] as? String == "84.50")
        #expect(object["tip"] as? String == "15.21")
        #expect(object["total"] as? String == "99.71")
        #expect(object["tipPercent"] as? String == "18")
        #expect(object["effectiveTipPercent"] as? String == "18.00")
        #expect(object["split"] as? Int == 3)
        #expect(object["shares"] as? [String] == ["33.24", "33.24", "33.23"])
        let tipShares = try #require(object["tipShares"] as? [String])
        #expect(tipShares.count == 3)
        #expect(tipShares.compactMap { Decimal(string: $0) }.reduce(0, +) == Decimal(string: "15.21"))
        let formatted = try #require(object["formatted"] as? [String: Any])
        #expect(formatted["bill"] as? String == "$84.50")
        #expect(formatted["tip"] as? String == "$15.21")
        #expect(formatted["total"] as? String == "$99.71")
        #expect(formatted["shares"] as? [String] == ["$33.24", "$33.24", "$33.23"])
        #expect(object["rows"] == nil)
        #expect(object["home"] == nil)
        // Amounts are strings, never JSON numbers.
        #expect(!result.stdout.contains("\"total\" : 9"), "\(result)")
        // Keys are sorted.
        let keys = result.lines.filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted())
    }

    @Test(arguments: [
        (["1200", "-c", "JPY", "-l", "ja_JP", "--tip", "10"], "1200", "120", "1320", "\u{FFE5}1,320"),
        (["10", "-c", "KWD", "-l", "en_US", "--tip", "15"], "10.000", "1.500", "11.500", "KWD\u{A0}11.500"),
        (["84.5", "-c", "EUR", "-l", "de_DE", "--tip", "16"], "84.50", "13.52", "98.02", "98,02\u{A0}€"),
    ])
    func jsonAmountsHaveExactlyTheCurrencyDigits(
        arguments: [String], bill: String, tip: String, total: String, formattedTotal: String
    ) throws {
        let result = try cli.run(["calc"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["bill"] as? String == bill)
        #expect(object["tip"] as? String == tip)
        #expect(object["total"] as? String == total)
        let formatted = try #require(object["formatted"] as? [String: Any])
        #expect(formatted["total"] as? String == formattedTotal, "\(visible(formatted["total"] as? String ?? ""))")
    }

    @Test func jsonRowsForSeveralPercentagesAndSharesSumToTotal() throws {
        let result = try cli.run("calc", "84.50", "--tip", "15", "--tip", "20", "--weights", "2,1,1", "--json")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.map { $0["tipPercent"] as? String } == ["15", "20"])
        #expect(object["tipPercent"] as? String == "15", "the top level repeats the first --tip")
        #expect(object["weights"] as? [Int] == [2, 1, 1])
        for row in rows {
            let shares = try #require(row["shares"] as? [String]).compactMap { Decimal(string: $0) }
            let total = try #require(Decimal(string: row["total"] as? String ?? ""))
            #expect(shares.reduce(0, +) == total)
            #expect(shares == shares.sorted(by: >), "largest first")
            #expect(row["split"] as? Int == 3)
        }
    }

    @Test func homeCurrencyConversion() throws {
        let result = try cli.run("calc", "84.50", "--tip", "18", "--home", "EUR", "--rate", "0.9", "--json")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let home = try #require(object["home"] as? [String: Any])
        #expect(home["currency"] as? String == "EUR")
        #expect(home["bill"] as? String == "76.05")  // 84.50 × 0.9
        #expect(home["total"] as? String == "89.74")  // 99.71 × 0.9 = 89.739
        let formatted = try #require(home["formatted"] as? [String: Any])
        #expect(formatted["total"] as? String == "€89.74")
    }

    @Test func taxRateOnTopAndTipOnTotal() throws {
        // 100 + 8.875% tax = 8.88 (8.875 rounds to the even 8.88 either way); 20% on 108.88 = 21.776 → 21.78.
        let result = try cli.run("calc", "100", "--tax", "8.875%", "--tip-on", "total", "--tip", "20", "--json")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["tax"] as? String == "8.88")
        #expect(object["tip"] as? String == "21.78")
        #expect(object["total"] as? String == "130.66")
    }

    @Test func regionCustomIsNotedWithoutTip() throws {
        let result = try cli.run("84.50", "--region", "JP", "-c", "USD")
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.last?.hasPrefix("Tipping in JP: ") == true, "\(result)")
        let withTip = try cli.run("84.50", "--tip", "18")
        #expect(!withTip.stdout.contains("Tipping in"), "\(withTip)")
    }

    @Test func cashRoundingGivesAMultipleOfTheCashIncrement() throws {
        let result = try cli.run("calc", "37.45", "-c", "CHF", "-l", "de_CH", "--tip", "10", "--cash", "--json")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let total = try #require(Decimal(string: object["total"] as? String ?? ""))
        #expect((total * 20).isWholeNumber, "total \(total) is a multiple of 0.05")
    }

    @Test func noColourWhenStdoutIsNotATerminal() throws {
        let result = try cli.run(["84.50"], environment: ["NO_COLOR": nil, "TERM": "xterm-256color"])
        #expect(!result.stdout.contains("\u{1B}"), "\(result)")
    }
}

extension Decimal {
    var isWholeNumber: Bool {
        var value = self
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return rounded == self
    }
}
