import BillPresentation
import Foundation
import TestSupport
import Testing

/// A trip gives one answer to "who pays whom, how much": one "Settle up" with a home currency,
/// the same settlement and exit status in text, JSON and CSV, a refusal (never a fall-back) for a
/// bill with no rate, and nothing recorded when a command refuses.
///
/// Zurich: Ann, Ben, Max, Lea, home EUR. Dinner €66.00 paid by Ann, €16.50 each. zh1 CHF 123.50
/// paid by Lea, shared by Max and Lea (CHF 61.75 each), at 1.05: 129.675 → €129.68 (half-even),
/// €64.84 each. At home: Ann 66.00 − 16.50 = +49.50; Ben −16.50; Max −16.50 − 64.84 = −81.34;
/// Lea 129.68 − 16.50 − 64.84 = +48.34. No part of them sums to zero, so 3 transfers: Max pays
/// Ann 49.50 (largest to largest), then Lea 31.84, and Ben pays Lea 16.50.
@Suite struct TripOneAnswerTests {
    let cli = Tipfmt.withHistory()

    private func ok(_ arguments: String...) throws -> RunResult {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result)")
        return result
    }

    private func json(_ result: RunResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any], "\(result)")
    }

    /// `from to amount currency` of each transfer of a JSON settlement.
    private func transfers(_ settlement: Any?) -> [String] {
        let object = settlement as? [String: Any]
        let currency = object?["currency"] as? String ?? "?"
        return (object?["transfers"] as? [[String: Any]] ?? []).map {
            "\($0["from"] ?? "") \($0["to"] ?? "") \($0["amount"] ?? "") \(currency)"
        }
    }

    private func zurich() throws {
        _ = try ok("trip", "create", "Zurich", "--people", "Ann,Ben,Max,Lea", "--home", "EUR")
        _ = try ok("trip", "add", "Zurich", "66", "--paid-by", "Ann", "--title", "Dinner", "--id", "d1")
        _ = try ok(
            "trip", "add", "Zurich", "123.50", "-c", "CHF", "--paid-by", "Lea", "--people", "Max,Lea", "--rate",
            "1.05", "--id", "zh1")
    }

    static let zurichSettlement = """
        Balances in EUR, each bill converted at its own rate
          Ann  gets back €49.50
          Ben  owes €16.50
          Max  owes €81.34
          Lea  gets back €48.34

        Settle up in EUR
          Max pays Ann €49.50
          Max pays Lea €31.84
          Ben pays Lea €16.50
          Fewest transfers: 3.

        """

    /// The issue's first reproduction: a home trip with bills in EUR and CHF printed a settle-up
    /// per currency and another at home. Now `balances`, `show` and `settle` print one, at home,
    /// and JSON and CSV carry the same transfers and none in another currency.
    @Test func aHomeTripPrintsOneSettleUpEverywhere() throws {
        try zurich()
        #expect(try ok("trip", "balances", "Zurich").stdout == Self.zurichSettlement)
        #expect(try ok("trip", "settle", "Zurich").stdout == Self.zurichSettlement)
        let show = try ok("trip", "show", "Zurich").stdout
        #expect(show.hasSuffix("\n\n" + Self.zurichSettlement), "\(show)")
        #expect(show.components(separatedBy: "Settle up").count == 2, "\(show)")
        let expected = ["Max Ann 49.50 EUR", "Max Lea 31.84 EUR", "Ben Lea 16.50 EUR"]
        for command in ["show", "balances", "settle"] {
            let document = try json(try ok("trip", command, "Zurich", "--json"))
            #expect((document["settlements"] as? [Any])?.isEmpty == true, "\(command)")
            #expect(transfers(document["homeSettlement"]) == expected, "\(command)")
        }
        let csv = try ok("trip", "export", "Zurich", "--format", "csv").stdout
        let rows = csv.components(separatedBy: "\r\n").filter { $0.contains("transfer,") }
        #expect(
            rows == [
                "home_transfer,,,,Max,Ann,EUR,49.50,,,,,,", "home_transfer,,,,Max,Lea,EUR,31.84,,,,,,",
                "home_transfer,,,,Ben,Lea,EUR,16.50,,,,,,",
            ], "\(csv)")
        // Each currency on its own only when asked: CHF 61.75 from Max to Lea is a fact of CHF.
        let perCurrency = try ok("trip", "settle", "Zurich", "--per-currency").stdout
        #expect(perCurrency.contains("Settle up in CHF\n  Max pays Lea CHF\u{A0}61.75\n"), "\(perCurrency)")
        let perCurrencyJSON = try json(try ok("trip", "balances", "Zurich", "--per-currency", "--json"))
        #expect(perCurrencyJSON["homeSettlement"] == nil, "absent, never null")
        #expect((perCurrencyJSON["settlements"] as? [Any])?.count == 2)
    }

    /// The issue's second reproduction: after `settle --record` at home, one more bill brought back
    /// every per-currency debt already paid at home. zh2 CHF 30.00 paid by Max for everyone at
    /// 1.05 is €31.50, €7.875 each: the remainders tie, so the earlier Ann and Ben take 7.88 and
    /// Max and Lea 7.87. With the recorded payments counted: Ann −7.88, Ben −7.88, Max 31.50 −
    /// 7.87 = +23.63, Lea −7.87; nothing in CHF is suggested anywhere.
    @Test func afterSettlingAtHomeLaterBillsSettleAtHome() throws {
        try zurich()
        let recorded = try ok("trip", "settle", "Zurich", "--record").stdout
        #expect(recorded == Self.zurichSettlement + "\nPayments recorded: 3.\n")
        _ = try ok("trip", "add", "Zurich", "30", "-c", "CHF", "--paid-by", "Max", "--rate", "1.05", "--id", "zh2")
        let expected = """
            Balances in EUR, each bill converted at its own rate
              Ann  owes €7.88
              Ben  owes €7.88
              Max  gets back €23.63
              Lea  owes €7.87

            Settle up in EUR
              Ann pays Max €7.88
              Ben pays Max €7.88
              Lea pays Max €7.87
              Fewest transfers: 3.

            """
        #expect(try ok("trip", "settle", "Zurich").stdout == expected)
        #expect(try ok("trip", "balances", "Zurich").stdout == expected)
        let show = try ok("trip", "show", "Zurich").stdout
        #expect(show.hasSuffix("\n\n" + expected) && !show.contains("Settle up in CHF"), "\(show)")
        let document = try json(try ok("trip", "show", "Zurich", "--json"))
        #expect((document["settlements"] as? [Any])?.isEmpty == true)
        #expect(transfers(document["homeSettlement"]) == ["Ann Max 7.88 EUR", "Ben Max 7.88 EUR", "Lea Max 7.87 EUR"])
        let csv = try ok("trip", "export", "Zurich", "--format", "csv").stdout
        #expect(!csv.contains("\r\ntransfer,"), "\(csv)")
    }

    /// A bill with no rate makes the home answer refuse in text and JSON alike, naming the bill
    /// and the command that gives it a rate; `show` names them instead of settling; nothing is
    /// recorded; once the rate is given, the trip settles at home again.
    @Test func aBillWithNoRateRefusesTheHomeAnswer() throws {
        try zurich()
        let added = try ok("trip", "add", "Zurich", "10", "-c", "CHF", "--paid-by", "Max", "--id", "zh3")
        #expect(added.stderr.contains("bill zh3 is in CHF and has no rate to EUR yet"), "\(added)")
        let refusal =
            "tipfmt: error: bill zh3 is in CHF and has no rate to EUR yet, so Zurich cannot settle in EUR; give it "
            + "one with `tipfmt trip edit Zurich zh3 --rate R` (or --statement AMOUNT, or --rates FILE), or settle "
            + "each currency on its own with --per-currency\n"
        for arguments in [
            ["balances"], ["settle"], ["balances", "--json"], ["settle", "--json"], ["settle", "--home"],
            ["settle", "--record"], ["settle", "--record", "--json"],
        ] {
            let result = try cli.run(["trip", arguments[0], "Zurich"] + arguments.dropFirst())
            #expect(result.status == 1 && result.stdout.isEmpty && result.stderr == refusal, "\(arguments): \(result)")
        }
        #expect((try json(try ok("trip", "show", "Zurich", "--json"))["payments"] as? [Any])?.isEmpty == true)
        let show = try ok("trip", "show", "Zurich")
        #expect(
            show.stdout.hasSuffix(
                "\n\nNo rate is recorded for bill zh3, so there are no balances in EUR yet.\n"
                    + "Give it a rate with `tipfmt trip edit Zurich zh3 --rate R`, or see each currency on its own "
                    + "with --per-currency.\n") && !show.stdout.contains("Settle up"), "\(show)")
        let showJSON = try json(try ok("trip", "show", "Zurich", "--json"))
        #expect(showJSON["homeSettlement"] == nil && (showJSON["settlements"] as? [Any])?.isEmpty == true)
        #expect(showJSON["unconverted"] as? [String] == ["bill zh3"])
        // CHF 10.00 at 1.05 is €10.50, €2.63 for Ann and Ben (the earlier two of four 2.625s) and
        // €2.62 for Max and Lea: Max +49.50 … see zurichSettlement, now −81.34 + 10.50 − 2.62.
        _ = try ok("trip", "edit", "Zurich", "zh3", "--rate", "1.05")
        let settled = try ok("trip", "settle", "Zurich").stdout
        #expect(
            settled.hasPrefix(
                "Balances in EUR, each bill converted at its own rate\n  Ann  gets back €46.87\n  Ben  owes €19.13\n"
                    + "  Max  owes €73.46\n  Lea  gets back €45.72\n"), "\(settled)")
    }

    /// Rome: Ann, Ben, Cy, Dee, home EUR. Dinner €80 paid by Cy for all (20 each); taxi €40 paid
    /// by Dee for Ann and Ben (20 each); sushi ¥6000 paid by Ben for Ben and Cy at 0.006 = €36.00
    /// (18 each). At home: Ann −40, Ben −20 − 20 + 36 − 18 = −22, Cy 80 − 20 − 18 = +42, Dee +20.
    /// In JPY alone Cy owes Ben ¥3000.
    private func rome() throws {
        _ = try ok("trip", "create", "Rome", "--people", "Ann,Ben,Cy,Dee", "--home", "EUR")
        _ = try ok("trip", "add", "Rome", "80", "--paid-by", "Cy", "--id", "dinner")
        _ = try ok("trip", "add", "Rome", "40", "--paid-by", "Dee", "--people", "Ann,Ben", "--id", "taxi")
        _ = try ok(
            "trip", "add", "Rome", "6000", "-c", "JPY", "--paid-by", "Ben", "--people", "Ben,Cy", "--rate", "0.006",
            "--id", "sushi")
    }

    /// The issue's fourth reproduction: `--never Cy:Ben` cannot be met in JPY (Cy owes only Ben)
    /// but needs nothing at home, where Cy is owed. Text and JSON now decide alike: met at home
    /// (exit 0 both), refused per currency (exit 1 both), and the refused `--record --json` records
    /// nothing.
    @Test func rulesAreDecidedOnceForEveryFormat() throws {
        try rome()
        let text = try ok("trip", "settle", "Rome", "--never", "Cy:Ben")
        let document = try json(try ok("trip", "settle", "Rome", "--never", "Cy:Ben", "--json"))
        #expect(
            transfers(document["homeSettlement"]) == ["Ann Cy 40.00 EUR", "Ben Dee 20.00 EUR", "Ben Cy 2.00 EUR"])
        #expect(text.stdout.contains("  Ann pays Cy €40.00\n  Ben pays Dee €20.00\n  Ben pays Cy €2.00\n"), "\(text)")
        let refusal =
            "tipfmt: error: --never Cy:Ben: it leaves no way to settle in JPY: Cy owes 3000 JPY and may pay no one "
            + "who is owed; drop the rule\n"
        for extra in [[], ["--json"], ["--record"], ["--record", "--json"]] {
            let result = try cli.run(["trip", "settle", "Rome", "--never", "Cy:Ben", "--per-currency"] + extra)
            #expect(result.status == 1 && result.stderr == refusal && result.stdout.isEmpty, "\(extra): \(result)")
        }
        #expect((try json(try ok("trip", "show", "Rome", "--json"))["payments"] as? [Any])?.isEmpty == true)
    }

    /// Random `--never` and `--only` rules on Rome, at home and per currency: the text and the
    /// JSON of one command exit alike and, when they settle, name the same transfers.
    @Test func textAndJSONAgreeOnRandomRules() throws {
        try rome()
        let people = ["Ann", "Ben", "Cy", "Dee"]
        var random = SplitMix64(seed: 38)
        var outcomes: Set<Int32> = []
        for _ in 0..<12 {
            var arguments = ["trip", "settle", "Rome"]
            for _ in 0..<Int(random.next() % 3) {
                let from = people[Int(random.next() % 4)]
                let to = people.filter { $0 != from }[Int(random.next() % 3)]
                arguments += ["--never", "\(from):\(to)"]
            }
            if random.next() % 3 == 0 {
                arguments += ["--only", people.filter { _ in random.next() % 2 == 0 }.joined(separator: ",") + ",Ann"]
            }
            if random.next() % 2 == 0 { arguments.append("--per-currency") }
            let text = try cli.run(arguments)
            let json = try cli.run(arguments + ["--json"])
            #expect(text.status == json.status, "\(arguments): \(text) \(json)")
            outcomes.insert(text.status)
            guard text.status == 0, json.status == 0 else { continue }
            let document = try self.json(json)
            let settlements = (document["settlements"] as? [Any] ?? []) + [document["homeSettlement"] as Any]
            for line in settlements.flatMap(transfers) {
                let parts = line.split(separator: " ")
                #expect(text.stdout.contains("\(parts[0]) pays \(parts[1]) "), "\(arguments): \(line)")
            }
            let shownTransfers = text.stdout.components(separatedBy: " pays ").count - 1
            #expect(shownTransfers == settlements.flatMap(transfers).count, "\(arguments): \(text)")
        }
        #expect(outcomes == [0, 1], "the rules drawn should both settle and be refused: \(outcomes)")
    }

    /// The issue's third reproduction: Ann and Ben both owe people outside `--only Ann,Ben`, so
    /// no transfer settles anything between them; that is said, never "Everyone is even.", in
    /// every language.
    @Test func onlySaysWhatStaysOpenOutsideTheSubset() throws {
        try rome()
        let text = try ok("trip", "settle", "Rome", "--only", "Ann,Ben").stdout
        #expect(
            text.hasSuffix(
                "Settle up in EUR\n  Left open with people outside Ann, Ben: Ann owes €40.00, Ben owes €22.00.\n"),
            "\(text)")
        for language in ReceiptLabels.languages {
            let locale = language.replacingOccurrences(of: "-", with: "_")
            let labels = ReceiptLabels(identifier: locale)
            let result = try ok("trip", "settle", "Rome", "--only", "Ann,Ben", "-l", locale)
            #expect(!result.stdout.contains(labels[.tripAllEven]), "\(locale): \(result)")
            // The label's longest run of words between its placeholders ({names}, {list}).
            let words =
                labels[.tripOutsideOnly].replacing(/\{[a-z]+\}/, with: "\u{0}").split(separator: "\u{0}")
                .max { $0.count < $1.count } ?? ""
            #expect(words.count > 3 && result.stdout.contains(words), "\(locale): \(result)")
        }
    }

    /// The issue's sixth reproduction: a trip with bills in CHF and EUR and no home currency took
    /// a bill without `-c` in the environment's currency (en_US: $30.00). `trip add` now refuses
    /// the guess, as `trip pay` does, and adds nothing.
    @Test func aBillWithoutACurrencyOnATripOfSeveralIsRefused() throws {
        _ = try ok("trip", "create", "Bern", "--people", "Lea,Max")
        _ = try ok("trip", "add", "Bern", "20", "-c", "CHF", "--paid-by", "Lea")
        _ = try ok("trip", "add", "Bern", "10", "-c", "EUR", "--paid-by", "Max")
        let refused = try cli.run(["trip", "add", "Bern", "30", "--paid-by", "Lea", "-l", "en_US"])
        #expect(
            refused.status == 64
                && refused.stderr
                    == "tipfmt: error: the trip has bills in CHF, EUR and no home currency; give the bill's with "
                    + "--currency CODE, or set a home with `tipfmt trip set Bern --home CODE`\n",
            "\(refused)")
        let paid = try cli.run(["trip", "pay", "Bern", "Lea", "Max", "5"])
        #expect(paid.status == 64 && paid.stderr.contains("give --currency CODE"), "\(paid)")
        #expect((try json(try ok("trip", "export", "Bern"))["bills"] as? [Any])?.count == 2)
        _ = try ok("trip", "add", "Bern", "30", "-c", "CHF", "--paid-by", "Lea")
    }

    /// The issue's calc reproduction: `--pay a=cash` in USD (cash paid to the cent) charged $102.00
    /// for a $100 bill with `--tip 0`; `calc` and `trip add` now refuse it, as `receipt` does.
    @Test func cashInACurrencyPaidToTheMinorUnitIsRefused() throws {
        let message =
            "tipfmt: error: USD cash is paid to the minor unit, so cash rounds nothing; leave out --pay a=cash\n"
        let calc = try cli.run([
            "calc", "100", "-c", "USD", "--people", "a,b,c", "--tip", "0", "--round", "nearest", "--pay", "a=cash",
        ])
        #expect(calc.status == 64 && calc.stderr == message && calc.stdout.isEmpty, "\(calc)")
        let receipt = try cli.run(["receipt", "100", "-c", "USD", "--people", "a,b,c", "--pay", "a=cash"])
        #expect(receipt.status == 64, "\(receipt)")
        _ = try ok("trip", "create", "NYC", "--people", "a,b,c", "--home", "USD")
        let add = try cli.run(["trip", "add", "NYC", "100", "--paid-by", "a", "--pay", "a=cash"])
        #expect(add.status == 64 && add.stderr == message, "\(add)")
        #expect((try json(try ok("trip", "export", "NYC"))["bills"] as? [Any])?.isEmpty == true)
        // In francs cash rounds to 0.05, so it is applied: CHF 100.00 / 3 is 33.34 for a, 33.35 in cash.
        let chf = try ok("calc", "100", "-c", "CHF", "--people", "a,b,c", "--tip", "0", "--pay", "a=cash")
        #expect(chf.stdout.contains("CHF\u{A0}33.35"), "\(chf)")
    }

    /// The issue's stderr notes speak the bill's language: a trip bill waiting for a rate, and a
    /// typed bill rounded to the minor unit (10/3 = 3.333… → 3.33).
    @Test func notesSpeakTheBillsLanguage() throws {
        _ = try ok("trip", "create", "Zug", "--people", "Max,Lea", "--home", "EUR")
        let added = try ok("trip", "add", "Zug", "10", "-c", "CHF", "--paid-by", "Max", "--id", "zh1", "-l", "de_CH")
        #expect(
            added.stderr
                == "tipfmt: note: Rechnung zh1 ist in CHF und hat noch keinen Kurs zu EUR; erfassen Sie einen mit "
                + "`tipfmt trip edit Zug zh1 --rate R` (oder --rates FILE, --statement AMOUNT)\n", "\(added)")
        let calc = try ok("calc", "10/3", "-c", "EUR", "--tip", "0", "-l", "de_DE")
        #expect(
            calc.stderr
                == "tipfmt: note: die Rechnung '10/3' ist keine ganze Zahl kleinster EUR-Einheiten; kaufmännisch "
                + "gerundet auf 3.33\n", "\(calc)")
        // A payment in another currency without a rate: the note names the command that removes it.
        let paid = try ok("trip", "pay", "Zug", "Lea", "Max", "5", "-c", "CHF", "-l", "de_CH")
        #expect(
            paid.stderr
                == "tipfmt: note: Zahlung 1 ist in CHF und hat noch keinen Kurs zu EUR; entfernen Sie sie mit "
                + "`tipfmt trip remove Zug --payment 1` und erfassen Sie sie erneut mit --rate R, --rates FILE oder "
                + "--statement AMOUNT\n", "\(paid)")
        let japanese = try ok("trip", "pay", "Zug", "Lea", "Max", "2", "-c", "CHF", "-l", "ja_JP")
        #expect(
            japanese.stderr
                == "tipfmt: note: 支払い2はCHF建てで、EURへのレートがまだありません。`tipfmt trip remove Zug --payment 2`で"
                + "削除し、--rate R、--rates FILE、--statement AMOUNT のいずれかを付けて記録し直してください\n", "\(japanese)")
    }
}
