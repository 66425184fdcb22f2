import Foundation
import Testing

/// `tipfmt trip …` run as a traveller runs it: the built binaries, a private history.
///
/// Every figure below is worked out by hand in the comments.
@Suite struct TripCommandTests {
    let cli = Tipfmt.withHistory()

    private func ok(_ arguments: String...) throws -> RunResult {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result)")
        return result
    }

    /// The id `trip add` gave a bill, read from its first line `Bill ID added to …`.
    static func addedID(_ result: RunResult) -> String {
        String(result.stdout.dropFirst("Bill ".count).prefix { $0 != " " })
    }

    // MARK: - One currency

    /// Dinner 90 + 10% = 99.00 paid by Ann, 33.00 each; museum 36.00 paid Cy 20 and Ben 16, 12.00
    /// each. Ann paid 99 and had 45: +54. Ben paid 16, had 45: −29. Cy paid 20, had 45: −25.
    @Test func threePeopleOneCurrency() throws {
        #expect(
            try ok("trip", "create", "Lisbon", "--people", "Ann,Ben,Cy", "--home", "EUR").stdout
                == "Trip Lisbon created for Ann, Ben, Cy.\n")
        let dinner = try ok(
            "trip", "add", "Lisbon", "90", "--tip", "10", "--paid-by", "Ann", "--title", "Dinner", "--date",
            "2026-11-20")
        // A new bill's id is 8 random letters, which another copy of the trip does not give.
        let first = Self.addedID(dinner)
        #expect(first.count == 8 && first.allSatisfy { "0123456789abcdefghjkmnpqrstvwxyz".contains($0) }, "\(dinner)")
        #expect(
            dinner.stdout
                == "Bill \(first) added to Lisbon: Dinner, €99.00.\n  Paid by: Ann\n"
                + "  Shared by: Ann €33.00, Ben €33.00, Cy €33.00\n")
        let museum = try ok(
            "trip", "add", "Lisbon", "36", "--paid-by", "cy=20,Ben=16", "--title", "Museum", "--date", "2026-11-21")
        let second = Self.addedID(museum)
        #expect(second != first && second.count == 8)
        #expect(
            museum.stdout.hasPrefix(
                "Bill \(second) added to Lisbon: Museum, €36.00.\n  Paid by: Cy €20.00, Ben €16.00\n"))

        let balances = try ok("trip", "balances", "Lisbon")
        #expect(
            balances.stdout == """
                Balances in EUR
                  Ann  gets back €54.00
                  Ben  owes €29.00
                  Cy   owes €25.00

                Settle up in EUR
                  Ben pays Ann €29.00
                  Cy pays Ann €25.00
                  Fewest transfers: 2.

                """)
        let settled = try ok("trip", "settle", "Lisbon", "--record")
        #expect(settled.stdout.hasSuffix("Fewest transfers: 2.\n\nPayments recorded: 2.\n"))
        let after = try ok("trip", "balances", "Lisbon")
        #expect(after.stdout.contains("  Ann  even\n  Ben  even\n  Cy   even\n"))
        #expect(after.stdout.contains("Everyone is even."))
    }

    /// Someone who joins later shares only the bills that name them: 40.00 paid by Ann for Ann and
    /// Ben (20.00 each), then 30.00 paid by Cy for all three (10.00 each). Ann +40 − 20 − 10 = +10,
    /// Ben −20 − 10 = −30, Cy +30 − 10 = +20.
    @Test func someoneWhoJoinsLaterSharesWhatNamesThem() throws {
        _ = try ok("trip", "create", "Rome", "--people", "Ann,Ben", "--home", "EUR")
        _ = try ok("trip", "add", "Rome", "40", "--paid-by", "Ann")
        #expect(try ok("trip", "join", "rome", "Cy").stdout == "Cy joined Rome.\n")
        _ = try ok("trip", "add", "Rome", "30", "--paid-by", "cy")
        #expect(
            try ok("trip", "balances", "Rome").stdout.hasPrefix(
                "Balances in EUR\n  Ann  gets back €10.00\n  Ben  owes €30.00\n  Cy   gets back €20.00\n"))
        let twice = try cli.run("trip", "join", "Rome", "ben")
        #expect(twice.status == 1 && twice.stderr.contains("\"ben\" is named twice"), "\(twice)")
        #expect(try ok("trip", "join", "Rome", "Dee", "-l", "de_DE").stdout == "Dee jetzt bei Rome dabei.\n")
    }

    /// In cash each transfer rounds to the currency's step and what that leaves is named: CHF 10.00
    /// paid by Ann for three is 3.34, 3.33, 3.33; Ben and Cy each owe 3.33 and hand over 3.35, so
    /// Ann gets 0.04 too much and each of them 0.02 too little. Euros are paid to the cent: no line.
    @Test func cashTransfersRoundToTheStepAndNameTheLeftover() throws {
        _ = try ok("trip", "create", "Bern", "--people", "Ann,Ben,Cy")
        _ = try ok("trip", "add", "Bern", "10", "-c", "CHF", "--paid-by", "Ann")
        let bern = try ok("trip", "settle", "Bern", "--cash")
        #expect(
            bern.stdout.hasSuffix(
                "  Ben pays Ann CHF\u{A0}3.35\n  Cy pays Ann CHF\u{A0}3.35\n  Fewest transfers: 2.\n"
                    + "  Cash: each transfer is rounded to CHF\u{A0}0.05.\n  Ann still owes CHF\u{A0}0.04\n"
                    + "  Ben still gets back CHF\u{A0}0.02\n  Cy still gets back CHF\u{A0}0.02\n"), "\(bern)")
        _ = try ok("trip", "create", "Rome", "--people", "Ann,Ben")
        _ = try ok("trip", "add", "Rome", "10", "-c", "EUR", "--paid-by", "Ann")
        let rome = try ok("trip", "settle", "Rome", "--cash")
        #expect(rome.stdout.hasSuffix("  Ben pays Ann €5.00\n  Fewest transfers: 1.\n"), "\(rome)")
    }

    /// What the payers paid must be the total exactly; the error says by how much they differ.
    @Test func payersMustAddUpToTheTotal() throws {
        _ = try ok("trip", "create", "Lisbon", "--people", "Ann,Ben")
        let result = try cli.run("trip", "add", "Lisbon", "90", "-c", "EUR", "--paid-by", "Ann=50,Ben=30")
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.contains("paid 80.00 EUR but the bill is 90.00 EUR; they differ by 10.00 EUR"), "\(result)")
        #expect(try ok("trip", "show", "Lisbon").stdout.contains("No bills yet."))
    }

    // MARK: - Two currencies

    /// Sushi ¥4,950 paid by Ben, ¥2,475 each; the card statement said €30.47, so Ann's share is
    /// €15.24 and Ben's €15.23 (15.235 each; the odd cent to the earlier person). Train €40 paid by
    /// Ann, €20 each. In yen Ann owes Ben ¥2,475; in euros Ben owes Ann €20. At home: Ann +20 −
    /// 15.24 = +4.76, Ben −4.76.
    @Test func twoCurrenciesSettledPerCurrencyAndAtHome() throws {
        _ = try ok("trip", "create", "Tokyo", "--people", "Ann,Ben", "--home", "EUR")
        let sushi = try ok(
            "trip", "add", "Tokyo", "4950", "-c", "JPY", "--paid-by", "Ben", "--statement", "30.47", "--title", "Sushi",
            "--id", "1")
        #expect(sushi.stdout.contains("  bill 1: ¥4,950 × 0.0061555556 = €30.47 (card statement €30.47)\n"), "\(sushi)")
        _ = try ok("trip", "add", "Tokyo", "40", "--paid-by", "Ann", "--title", "Train")

        let perCurrency = try ok("trip", "settle", "Tokyo", "--per-currency")
        #expect(perCurrency.stdout.contains("Settle up in EUR\n  Ben pays Ann €20.00\n"), "\(perCurrency)")
        #expect(perCurrency.stdout.contains("Settle up in JPY\n  Ann pays Ben ¥2,475\n"), "\(perCurrency)")
        let home = try ok("trip", "settle", "Tokyo", "--home")
        #expect(
            home.stdout == """
                Balances in EUR, each bill converted at its own rate
                  Ann  gets back €4.76
                  Ben  owes €4.76

                Settle up in EUR
                  Ben pays Ann €4.76
                  Fewest transfers: 1.

                """)
        #expect(try ok("trip", "settle", "Tokyo").stdout == home.stdout, "a home trip settles at home by default")
        let explained = try ok("trip", "settle", "Tokyo", "--home", "--explain")
        #expect(explained.stdout.contains("Why each amount is what it is:\n"))
        #expect(
            explained.stdout.contains(
                "  Ben pays Ann €4.76: Ben owes €4.76 and Ann is owed €4.76; the balances of Ann, Ben sum to zero "
                    + "(transfers in this group: 1).\n"), "\(explained)")
    }

    /// A foreign bill without a rate waits for one: no home balances until it has one.
    @Test func aBillWithoutARateHasNoHomeBalanceUntilOneIsGiven() throws {
        _ = try ok("trip", "create", "Tokyo", "--people", "Ann,Ben", "--home", "EUR")
        let added = try ok("trip", "add", "Tokyo", "4950", "-c", "JPY", "--paid-by", "Ben", "--id", "1")
        #expect(added.stderr.contains("bill 1 is in JPY and has no rate to EUR yet"), "\(added)")
        let waiting = try ok("trip", "show", "Tokyo")
        #expect(waiting.stdout.contains("No rate is recorded for bill 1, so there are no balances in EUR yet."))
        // 1 JPY = 0.0062 EUR: ¥4,950 is €30.69, €15.35 and €15.34.
        _ = try ok("trip", "edit", "Tokyo", "1", "--rate", "0.0062")
        let home = try ok("trip", "balances", "Tokyo", "--home")
        #expect(home.stdout.contains("  Ann  owes €15.35\n  Ben  gets back €15.35\n"), "\(home)")
    }

    // MARK: - Fewest transfers

    /// Boat €75 paid by Ben for Cy (13 parts, €65) and Dee (2 parts, €10); villa €95 for Eve paid by
    /// Ann €55 and Fay €40. Balances: Ann +55, Ben +75, Cy −65, Dee −10, Eve −95, Fay +40. Largest
    /// debtor to largest creditor: Eve→Ben 75, Cy→Ann 55, Eve→Fay 20, Cy→Fay 10, Dee→Fay 10 (5);
    /// {Ann, Eve, Fay} and {Ben, Cy, Dee} each sum to zero, so 4 are enough.
    @Test func sixPeopleSettleInFourNotFive() throws {
        _ = try ok("trip", "create", "Sailing", "--people", "Ann,Ben,Cy,Dee,Eve,Fay")
        _ = try ok(
            "trip", "add", "Sailing", "75", "-c", "EUR", "--people", "Cy,Dee", "--weights", "13,2", "--paid-by", "Ben")
        _ = try ok("trip", "add", "Sailing", "95", "--people", "Eve", "--paid-by", "Ann=55,Fay=40")
        let greedy = try ok("trip", "settle", "Sailing", "--method", "largest-first")
        #expect(greedy.stdout.contains("Transfers: 5 (largest debtor to largest creditor, not always the fewest).\n"))
        let fewest = try ok("trip", "settle", "Sailing")
        #expect(
            fewest.stdout.contains(
                "Settle up in EUR\n  Eve pays Ann €55.00\n  Eve pays Fay €40.00\n  Cy pays Ben €65.00\n"
                    + "  Dee pays Ben €10.00\n  Fewest transfers: 4.\n"), "\(fewest)")
    }

    // MARK: - Itemised bills, payments, edits

    /// Fish €24 for Ann, wine €30 for Ben and Cy (€15 each), 10% tip on each share: Ann €26.40,
    /// Ben and Cy €16.50; Ben paid €59.40.
    @Test func anItemisedBillIsSharedByItsItems() throws {
        _ = try ok("trip", "create", "Lisbon", "--people", "Ann,Ben,Cy", "--home", "EUR")
        let added = try ok(
            "trip", "add", "Lisbon", "--item", "Fish 24 @ann", "--item", "Wine 30 @ben,cy", "--tip", "10",
            "--paid-by", "Ben", "--id", "1")
        #expect(
            added.stdout == "Bill 1 added to Lisbon: Bill 1, €59.40.\n  Paid by: Ben\n"
                + "  Shared by: Ann €26.40, Ben €16.50, Cy €16.50\n", "\(added)")
        let payment = try ok("trip", "pay", "Lisbon", "Ann", "Ben", "26.40")
        #expect(payment.stdout == "Payment recorded: Ann paid Ben €26.40.\n")
        let balances = try ok("trip", "balances", "Lisbon")
        #expect(balances.stdout.contains("  Ann  even\n  Ben  gets back €16.50\n  Cy   owes €16.50\n"), "\(balances)")
        _ = try ok("trip", "remove", "Lisbon", "--payment", "1")
        _ = try ok("trip", "edit", "Lisbon", "1", "--title", "Lunch")
        #expect(try ok("trip", "show", "Lisbon").stdout.contains("Lunch"))
        _ = try ok("trip", "remove", "Lisbon", "1")
        #expect(try ok("trip", "show", "Lisbon").stdout.contains("No bills yet."))
    }

    // MARK: - Out and in

    @Test func exportAndImportGiveTheSameTrip() throws {
        _ = try ok("trip", "create", "Lisbon", "--people", "Ann,Ben,Cy", "--home", "EUR")
        _ = try ok("trip", "add", "Lisbon", "90", "--tip", "10", "--paid-by", "Ann", "--date", "2026-11-20")
        _ = try ok("trip", "add", "Lisbon", "4950", "-c", "JPY", "--paid-by", "Ben", "--statement", "30.47")
        let json = try ok("trip", "export", "Lisbon", "--format", "json").stdout
        let file = cli.home + "/lisbon.json"
        try json.write(toFile: file, atomically: true, encoding: .utf8)
        _ = try ok("trip", "import", file, "--name", "Lisbon again")
        let again = try ok("trip", "export", "Lisbon again", "--format", "json").stdout
        #expect(again == json.replacingOccurrences(of: "\"name\" : \"Lisbon\"", with: "\"name\" : \"Lisbon again\""))
        let csv = try ok("trip", "export", "Lisbon", "--format", "csv").stdout
        #expect(csv.contains("Ann"))
    }

    /// `--output` gets what stdout gets, replaced whole: a read-only file or one with another hard
    /// link is refused and left as it was, and so is a file whose trip does not read (no
    /// temporary is left beside it).
    @Test func exportToAFileIsStdoutReplacedWhole() throws {
        _ = try ok("trip", "create", "Oslo", "--people", "Ann,Ben", "--home", "EUR")
        _ = try ok("trip", "add", "Oslo", "300", "-c", "NOK", "--paid-by", "Ann", "--rate", "0.085")
        _ = try ok("trip", "add", "Oslo", "40", "--paid-by", "Ben", "--title", "=Taxi, \"late\"")
        _ = try ok("trip", "pay", "Oslo", "Ben", "Ann", "5")
        for format in ["json", "csv"] {
            let file = cli.home + "/oslo.\(format)"
            let stdout = try ok("trip", "export", "Oslo", "--format", format).stdout
            _ = try ok("trip", "export", "Oslo", "--format", format, "--output", file)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == stdout, "\(format)")
            let missing = try cli.run("trip", "export", "Nowhere", "--format", format, "--output", file)
            #expect(missing.status != 0 && missing.stderr.contains("Nowhere"), "\(missing)")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == stdout, "\(format): left as it was")
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
            let readOnly = try cli.run("trip", "export", "Oslo", "--format", format, "--output", file)
            #expect(readOnly.status != 0 && readOnly.stderr.contains("it is read-only"), "\(readOnly)")
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
            try FileManager.default.linkItem(atPath: file, toPath: file + ".link")
            let linked = try cli.run("trip", "export", "Oslo", "--format", format, "--output", file)
            #expect(linked.status != 0 && linked.stderr.contains("2 hard links"), "\(linked)")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == stdout, "\(format): left as it was")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.home)
        #expect(!names.contains { $0.contains(".tmp-") }, "\(names)")
    }

    @Test func aSplitwiseExportBecomesATrip() throws {
        let file = cli.home + "/splitwise.csv"
        try """
        Date,Description,Category,Cost,Currency,Ann,Ben
        2026-11-20,Dinner,Dining out,60.00,EUR,30.00,-30.00

        2026-11-25,Total balance, , ,EUR,30.00,-30.00
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try ok("trip", "import", file, "--name", "Porto")
        #expect(imported.stdout == "Trip Porto imported: Ann, Ben; bills: 1.\n", "\(imported)")
        let broken = cli.home + "/broken.csv"
        try "Date,Description,Category,Cost,Currency,Ann,Ben\n2026-11-20,Dinner,Dining out,abc,EUR,30.00,-30.00\n"
            .write(toFile: broken, atomically: true, encoding: .utf8)
        let refused = try cli.run("trip", "import", broken, "--name", "Broken")
        #expect(refused.status != 0 && refused.status < 128, "\(refused)")
        #expect(refused.stderr.contains("row 2"), "\(refused)")
        #expect(try ok("trip", "list").stdout.contains("Broken") == false)
    }

    // MARK: - JSON, errors, languages

    @Test func everyCommandSpeaksJSON() throws {
        let commands: [[String]] = [
            ["create", "Lisbon", "--people", "Ann,Ben", "--home", "EUR"],
            ["add", "Lisbon", "40", "--paid-by", "Ann", "--id", "1"], ["edit", "Lisbon", "1", "--title", "Taxi"],
            ["pay", "Lisbon", "Ben", "Ann", "20"], ["show", "Lisbon"], ["balances", "Lisbon"], ["settle", "Lisbon"],
            ["remove", "Lisbon", "--payment", "1"], ["list"], ["delete", "Lisbon", "--yes"],
        ]
        for command in commands {
            let result = try cli.run(["trip"] + command + ["--json"])
            #expect(result.status == 0, "\(command): \(result)")
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(command): \(result)")
        }
    }

    @Test func mistakesAreOneLineErrors() throws {
        let cases: [([String], String)] = [
            (["show", "Nowhere"], "there is no trip named 'Nowhere'"),
            (["create", "X", "--people", "Ann,Ann"], "Ann"),
            (["add", "X", "10", "--paid-by", "Zed"], "Zed"),
            (["add", "X", "10"], "--paid-by"),
            (["add", "X", "10", "--paid-by", "Ann", "--home", "USD"], "--home"),
            (["delete", "X"], "--yes"),
        ]
        _ = try ok("trip", "create", "X", "--people", "Ann,Ben")
        for (arguments, words) in cases {
            let result = try cli.run(["trip"] + arguments)
            #expect(result.status > 0 && result.status < 128, "\(arguments): \(result)")
            #expect(result.stderr.hasPrefix("tipfmt: error: ") || result.stderr.hasPrefix("Error: "), "\(result)")
            #expect(result.stderr.contains(words), "\(arguments): \(result)")
            #expect(result.stderr.split(separator: "\n").count <= 3, "\(result)")
        }
        #expect(try ok("trip", "create", "Y", "--people", "Ann").status == 0)
        #expect(try cli.run("trip", "create", "y", "--people", "Ben").status == 1)
    }

    /// User text is shown, never obeyed: a title, a name or a trip's name with a bidi override
    /// or an escape sequence is refused, and the error shows it visibly.
    @Test func titlesAndNamesAreNeutralised() throws {
        _ = try ok("trip", "create", "Lisbon", "--people", "Ann,Ben")
        let title = try cli.run(
            "trip", "add", "Lisbon", "10", "-c", "EUR", "--paid-by", "Ann", "--title", "Taxi\u{202E}ixat")
        #expect(title.status == 1, "\(title)")
        #expect(!title.stderr.unicodeScalars.contains("\u{202E}"), "\(title)")
        #expect(title.stderr.contains("Taxi<U+202E>ixat"), "\(title)")
        #expect(try ok("trip", "show", "Lisbon").stdout.contains("No bills yet."), "nothing half-written")
        let trip = try cli.run("trip", "create", "\u{1B}]0;pwned\u{7}", "--people", "Ann")
        #expect(trip.status == 1 && trip.stderr.contains("<ESC>]0;pwned<BEL>"), "\(trip)")
        let escape = try cli.run("trip", "create", "Bad", "--people", "Ann,B\u{1B}[2Jen")
        #expect(escape.status == 1)
        #expect(!escape.stderr.unicodeScalars.contains("\u{1B}"), "\(escape)")
    }
}
