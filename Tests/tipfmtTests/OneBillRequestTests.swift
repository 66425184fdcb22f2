import Foundation
import Testing

/// One request, one plan: a single amount follows the itemised engine's rules (one item shared
/// by everyone), a trip's bill is the same bill `calc` computes, and an option that would change
/// nothing is refused with exit 64 naming it. Every figure is worked out by hand in the comments.
@Suite struct OneBillRequestTests {
    let cli = Tipfmt.withHistory()

    private func ok(_ arguments: String...) throws -> RunResult { try ok(arguments) }

    private func ok(_ arguments: [String]) throws -> RunResult {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result)")
        return result
    }

    private func json(_ arguments: String...) throws -> [String: Any] { try json(arguments) }

    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result)")
        return try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any], "\(result)")
    }

    private func refused(_ arguments: String..., naming option: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 64, "\(arguments.joined(separator: " ")): \(result)")
        #expect(result.stderr.contains(option), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    private static func pays(_ object: [String: Any]) -> [String] {
        (object["people"] as? [[String: Any]] ?? []).compactMap {
            ($0["amounts"] as? [String: Any])?["pays"] as? String
        }
    }

    private static func total(_ object: [String: Any]) -> String? {
        (object["totals"] as? [String: Any])?["pays"] as? String
    }

    // MARK: - A single amount follows the item's rules

    /// VAT included: 120.80 × 8.1 / 108.1 = 9.0520… → CHF 9.05 inside the prices, not added. The
    /// tip is on the price the diners see, 10% of 120.80 = 12.08; total 132.88, 66.44 each.
    @Test func vatIncludedIsContainedInASingleAmount() throws {
        let arguments = ["120.80", "-c", "CHF", "-l", "de_CH", "--tax", "8.1%", "--prices-include-tax", "--tip", "10"]
        let calc = try json(["calc"] + arguments + ["--split", "2", "--json"])
        #expect(Self.total(calc) == "132.88")
        #expect(Self.pays(calc) == ["66.44", "66.44"])
        #expect((calc["totals"] as? [String: Any])?["includedTax"] as? String == "9.05")
        let item = try json(
            [
                "calc", "--item", "Essen 120.80 @ann,ben", "-c", "CHF", "-l", "de_CH", "--tax", "8.1%",
                "--prices-include-tax", "--tip", "10", "--json",
            ])
        #expect(Self.total(item) == "132.88")
        #expect(Self.pays(item) == Self.pays(calc))
        let text = try ok(["calc"] + arguments + ["--split", "2"])
        #expect(text.stdout.contains("MwSt. 8.1%: CHF\u{A0}9.05 in CHF\u{A0}120.80 enthalten"), "\(text)")
        #expect(
            text.stdout.contains("Gesamt    CHF\u{A0}120.80     CHF\u{A0}9.05  CHF\u{A0}12.08  CHF\u{A0}132.88"),
            "\(text)")
        let receipt = try SameFiguresEverywhereTests.receiptFigures(
            try json(["receipt"] + arguments + ["--split", "2", "--format", "json"]))
        #expect(receipt.total == "132.88")
    }

    /// 10% off 100.00 is 90.00; the tip is 10% of what is left, 9.00: 99.00, not 110.00.
    @Test func aDiscountAppliesToASingleAmount() throws {
        let calc = try json("calc", "100", "--discount", "10%", "--tip", "10", "--json")
        #expect(Self.total(calc) == "99.00")
        #expect((calc["totals"] as? [String: Any])?["discount"] as? String == "10.00")
        #expect(try ok("calc", "100", "--discount", "10%", "--tip", "10").stdout.contains("Tip 10% of $90.00"))
        // Taken before the discount, the tip is 10.00: 100.00.
        let before = try json("calc", "100", "--discount", "10%", "--tip", "10", "--tip-before-discount", "--json")
        #expect(Self.total(before) == "100.00")
    }

    /// 100 + 10% = 110.00 shared by ann and ben, 55.00 each; ann paid, so ben owes her 55.00.
    @Test func paidByNamesTheDebtOfASingleAmount() throws {
        let calc = try ok("calc", "100", "--tip", "10", "--people", "ann,ben", "--paid-by", "ann")
        #expect(calc.stdout.hasSuffix("ben owes ann $55.00\n"), "\(calc)")
        #expect(calc.stdout.hasPrefix("Person    Items     Tip     Pays\nann      $50.00   $5.00   $55.00\n"))
    }

    /// ben pays cash in CHF: his half of 20.10 + 10% (22.11) is 11.055 → 11.06 by card, rounded to
    /// the cash step, 11.05 (ann pays the other 11.05 by card); the total 22.10.
    @Test func cashForOnePersonOfASingleAmount() throws {
        let calc = try json(
            "calc", "20.10", "-c", "CHF", "--tip", "10", "--people", "ann,ben", "--pay", "ben=cash", "--json")
        let pays = Self.pays(calc)
        #expect(pays.count == 2)
        let cash = try #require(pays.last.flatMap { Decimal(string: $0) })
        // A cash payer pays a multiple of CHF 0.05.
        #expect((cash * 20).isWholeNumber, "\(pays)")
    }

    /// --people with a weight each: 2,1 of 90.00 is 60.00 and 30.00.
    @Test func weightsGoToTheNamedPeopleInOrder() throws {
        let calc = try json("calc", "90", "--tip", "0", "--people", "ann,ben", "--weights", "2,1", "--json")
        #expect(Self.pays(calc) == ["60.00", "30.00"])
        try refused("calc", "90", "--people", "ann,ben", "--weights", "2,1,1", naming: "--weights")
    }

    // MARK: - Refused, never ignored

    @Test func optionsThatWouldChangeNothingAreRefused() throws {
        try refused("calc", "84.50", "--tip", "18", "--tip-on", "total", naming: "--tip-on")
        try refused("calc", "84.50", "--allow-stale-rates", naming: "--allow-stale-rates")
        try refused("calc", "100", "--tip", "10", "--paid-by", "ann", naming: "--paid-by ann")
        try refused("calc", "100", "--split", "2", "--pay", "ann=cash", "-c", "CHF", naming: "--pay ann")
        try refused("calc", "84.50", "--tip", "18", "--region", "JP", naming: "--region")
        try refused("calc", "--item", "A 10.00 @ann", "--region", "JP", naming: "--region")
        try refused("calc", "--item", "A 10.00 @ann", "--cash-rounding", "separate", naming: "--cash-rounding")
        try refused("calc", "84.50", "--prices-include-tax", naming: "--prices-include-tax")
        try refused("calc", "84.50", "--tip-before-discount", naming: "--tip-before-discount")
        try refused("calc", "84.50", "--people", "ann,ben", "--split", "2", naming: "--split")
        try refused("calc", "--item", "A 10.00 @ann", "--input-locale", "de_DE", naming: "--input-locale")
        try refused("calc", "84.50", "--discount", "10%", "--tip", "10", "--tip", "15", naming: "--discount")
        try refused("receipt", "--item", "A 10.00 @ann", "--item", "B 5 @ben", "--paid-by", "ann", naming: "--paid-by")
        try refused("receipt", "84.50", "--cash", "-c", "USD", naming: "--cash")
        try refused("receipt", "84.50", "--latin-digits", "-l", "en_US", naming: "--latin-digits")
    }

    // MARK: - Trips take the same bill

    /// The file's tip counts: 160.00 + 10% = 176.00, as calc says; 88.00 each.
    @Test func aBillFilesTipCountsInATrip() throws {
        let file = cli.home + "/dinner.bill"
        try "currency: CHF\ntip: 10%\nPasta 80.00 @ann\nWine 80.00 @ben\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        _ = try ok("trip", "create", "Z", "--people", "ann,ben", "--home", "EUR")
        // The trip's home is EUR and the file says CHF: the file's currency wins, no --currency given.
        let added = try ok(
            "trip", "add", "Z", "--bill-file", file, "--paid-by", "ann", "--title", "Dinner", "--id", "1")
        #expect(added.stdout.hasPrefix("Bill 1 added to Z: Dinner, CHF\u{A0}176.00.\n"), "\(added)")
        #expect(added.stdout.contains("Shared by: ann CHF\u{A0}88.00, ben CHF\u{A0}88.00"))
        #expect(Self.total(try json("calc", "--bill-file", file, "--json")) == "176.00")
        #expect(added.stderr.contains("`tipfmt trip edit Z 1 --rate R`"), "\(added)")
    }

    /// A bill file's `home:` line is the bill's rate in a trip: CHF 50.00 × 1.10 = €55.00. Its
    /// `paid-by:` line must agree with --paid-by.
    @Test func aBillFilesHomeAndPayerCountInATrip() throws {
        let file = cli.home + "/lunch.bill"
        try "currency: CHF\nhome: EUR 1.10\npaid-by: ann\nSoup 20.00 @ann\nFish 30.00 @ben\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        _ = try ok("trip", "create", "Lake", "--people", "ann,ben", "--home", "EUR")
        let added = try ok(
            "trip", "add", "Lake", "--bill-file", file, "--paid-by", "Ann", "--title", "Lunch", "--id", "1")
        #expect(added.stdout.contains("bill 1: CHF\u{A0}50.00 × 1.1 = €55.00 (rate given)"), "\(added)")
        let other = try cli.run(["trip", "add", "Lake", "--bill-file", file, "--paid-by", "ben"])
        #expect(other.status == 64, "\(other)")
        #expect(other.stderr.contains("the bill file says paid-by: ann, and --paid-by says ben"), "\(other)")
        let twice = try cli.run(["trip", "add", "Lake", "--bill-file", file, "--paid-by", "ann", "--rate", "1.2"])
        #expect(twice.status == 64, "\(twice)")
    }

    /// ann had 10.02 and pays cash: with no tip she rounds up to the next step, 10.05 (down
    /// would take her tip below zero), in calc and in the trip alike; ben 20.00; total 30.05.
    @Test func aCashPayersRoundingCountsInATrip() throws {
        let items = ["--item", "Pasta 10.02 @ann", "--item", "Wine 20.00 @ben", "-c", "CHF", "--pay", "ann=cash"]
        #expect(Self.pays(try json(["calc"] + items + ["--json"])) == ["10.05", "20.00"])
        _ = try ok("trip", "create", "Bern", "--people", "ann,ben")
        let added = try ok(["trip", "add", "Bern", "--paid-by", "ben", "--title", "Lunch", "--id", "1"] + items)
        #expect(added.stdout.hasPrefix("Bill 1 added to Bern: Lunch, CHF\u{A0}30.05.\n"), "\(added)")
        #expect(added.stdout.contains("Shared by: ann CHF\u{A0}10.05, ben CHF\u{A0}20.00"), "\(added)")
        #expect(added.stdout.contains("Paid by: ben\n"), "\(added)")
    }

    /// @all is everyone on the trip: Beer 40.00 in three, 13.34 for ann (the earlier takes the
    /// cent over), 13.33 each for ben and cy; Fish 10.00 is ann's: ann 23.34.
    @Test func allMeansTheTripsPeople() throws {
        _ = try ok("trip", "create", "Rome", "--people", "ann,ben,cy")
        let added = try ok(
            "trip", "add", "Rome", "--item", "Beer 40.00 @all", "--item", "Fish 10.00 @ann", "--paid-by", "ben",
            "-c", "EUR", "--title", "Bar")
        #expect(added.stdout.contains("Shared by: ann €23.34, ben €13.33, cy €13.33"), "\(added)")
    }

    @Test func anUnknownPersonGetsTheClosestName() throws {
        _ = try ok("trip", "create", "Rome", "--people", "ann,ben")
        let result = try cli.run(["trip", "add", "Rome", "10", "--paid-by", "bne", "-c", "EUR"])
        #expect(result.status != 0)
        #expect(
            result.stderr == "tipfmt: error: --paid-by names \"bne\", who is not in the trip; did you mean \"ben\"?\n")
        let far = try cli.run(["trip", "add", "Rome", "10", "--paid-by", "zed", "-c", "EUR"])
        #expect(
            far.stderr
                == "tipfmt: error: --paid-by names \"zed\", who is not in the trip; add them first with "
                + "`tipfmt trip join Rome zed`\n", "\(far)")
    }

    /// A trip named with a precomposed é is found by its decomposed spelling, and cannot be
    /// created twice under either; a name of invisible characters alone is refused.
    @Test func tripNamesAreComparedAsTheyShow() throws {
        _ = try ok("trip", "create", "Caf\u{E9}", "--people", "ann,ben")
        #expect(try ok("trip", "show", "Cafe\u{301}").stdout.hasPrefix("Trip Caf\u{E9} · ann, ben\n"))
        let twice = try cli.run(["trip", "create", "Cafe\u{301} ", "--people", "cy"])
        #expect(twice.status == 1, "\(twice)")
        let invisible = try cli.run(["trip", "create", "\u{200B}", "--people", "cy"])
        #expect(invisible.status != 0, "\(invisible)")
        let twins = try cli.run(["trip", "create", "Twins", "--people", "ann,an\u{200B}n"])
        #expect(twins.status != 0, "\(twins)")
    }

    @Test func hintsQuoteATripNameWithSpaces() throws {
        _ = try ok("trip", "create", "Costa Rica", "--people", "ann,ben", "--home", "USD")
        let added = try ok(
            "trip", "add", "Costa Rica", "5000", "-c", "CRC", "--paid-by", "ann", "--title", "Taxi", "--id", "1")
        #expect(added.stderr.contains("`tipfmt trip edit 'Costa Rica' 1 --rate R`"), "\(added)")
    }

    // MARK: - Settling says what happened

    /// 0.02 shared by two, paid by ann: ben owes 0.01, below the cash step of 0.05, so no transfer
    /// is made and both leftovers are named instead of "Everyone is even".
    @Test func settleCashNamesTheLeftovers() throws {
        _ = try ok("trip", "create", "Zug", "--people", "ann,ben")
        _ = try ok("trip", "add", "Zug", "0.02", "-c", "CHF", "--paid-by", "ann")
        let settled = try ok("trip", "settle", "Zug", "--cash")
        #expect(!settled.stdout.contains("Everyone is even"), "\(settled)")
        #expect(
            settled.stdout.hasSuffix(
                """
                Settle up in CHF
                  Cash: each transfer is rounded to CHF\u{A0}0.05.
                  ann still gets back CHF\u{A0}0.01
                  ben still owes CHF\u{A0}0.01

                """), "\(settled)")
    }

    /// CHF 100.00 × 1.05 = €105.00 paid by ann, €50.00 paid by ben, halves each: ann +27.50.
    /// Once ben's €27.50 is recorded, balances says the trip is even at home first and suggests
    /// no transfer in CHF or EUR alone.
    @Test func aTripSettledAtHomeSaysSoFirst() throws {
        _ = try ok("trip", "create", "Geneva", "--people", "ann,ben", "--home", "EUR")
        _ = try ok("trip", "add", "Geneva", "100", "-c", "CHF", "--paid-by", "ann", "--rate", "1.05")
        _ = try ok("trip", "add", "Geneva", "50", "--paid-by", "ben")
        _ = try ok("trip", "settle", "Geneva", "--record")
        let balances = try ok("trip", "balances", "Geneva")
        #expect(
            balances.stdout == """
                Balances in EUR, each bill converted at its own rate
                  ann  even
                  ben  even

                Settle up in EUR
                  Everyone is even.

                """, "\(balances)")
    }

    /// A home currency set later: the EUR bill converts at once, the CHF one waits for a rate;
    /// once a rate is recorded the home currency cannot change under it.
    @Test func aHomeCurrencyIsSetLater() throws {
        _ = try ok("trip", "create", "Alps", "--people", "ann,ben")
        _ = try ok("trip", "add", "Alps", "40", "-c", "EUR", "--paid-by", "ann", "--id", "1")
        _ = try ok("trip", "add", "Alps", "30", "-c", "CHF", "--paid-by", "ben", "--id", "2")
        let set = try ok("trip", "set", "Alps", "--home", "EUR")
        #expect(set.stdout.hasPrefix("Trip Alps · ann, ben · Home currency EUR\n"), "\(set)")
        #expect(set.stdout.contains("bill 2"), "\(set)")
        _ = try ok("trip", "edit", "Alps", "2", "--rate", "1.10")
        // CHF 30.00 × 1.10 = €33.00 paid by ben; €40.00 paid by ann; halves 36.50: ann +3.50.
        let home = try ok("trip", "balances", "Alps", "--home")
        #expect(home.stdout.contains("ann  gets back €3.50"), "\(home)")
        let changed = try cli.run(["trip", "set", "Alps", "--home", "USD"])
        #expect(changed.status == 1, "\(changed)")
        #expect(changed.stderr.contains("bill \"2\": has a rate to EUR, not USD"), "\(changed)")
    }

    /// An export never replaces a file made read-only, nor one with another hard link: as
    /// `check --update`, it refuses and leaves the file as it was.
    @Test func exportsRespectReadOnlyFilesAndHardLinks() throws {
        _ = try ok("trip", "create", "Bonn", "--people", "ann,ben")
        _ = try ok("calc", "10", "--tip", "10", "--save")
        for command in [["trip", "export", "Bonn"], ["history", "export"]] {
            let locked = cli.home + "/locked-\(command[0]).json"
            try "old\n".write(toFile: locked, atomically: true, encoding: .utf8)
            #expect(chmod(locked, 0o444) == 0)
            let refused = try cli.run(command + ["--output", locked])
            #expect(refused.status == 73, "\(refused)")
            #expect(refused.stderr.contains("it is read-only (mode 444)"), "\(refused)")
            #expect(try String(contentsOfFile: locked, encoding: .utf8) == "old\n")

            let linked = cli.home + "/linked-\(command[0]).json"
            try "old\n".write(toFile: linked, atomically: true, encoding: .utf8)
            #expect(link(linked, linked + ".other") == 0)
            let split = try cli.run(command + ["--output", linked])
            #expect(split.status == 73, "\(split)")
            #expect(split.stderr.contains("it has 2 hard links"), "\(split)")
            #expect(try String(contentsOfFile: linked + ".other", encoding: .utf8) == "old\n")

            let fresh = try cli.run(command + ["--output", cli.home + "/new-\(command[0]).json"])
            #expect(fresh.status == 0, "\(fresh)")
        }
    }

    @Test func aTripsCSVExportIsNotImportedAsSplitwise() throws {
        _ = try ok("trip", "create", "Oslo", "--people", "ann,ben")
        _ = try ok("trip", "add", "Oslo", "40", "-c", "NOK", "--paid-by", "ann")
        let csv = cli.home + "/oslo.csv"
        _ = try ok("trip", "export", "Oslo", "--format", "csv", "--output", csv)
        let result = try cli.run(["trip", "import", csv, "--name", "Oslo2"])
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr.contains("import its JSON export instead"), "\(result)")
    }

    @Test func aTripRefusesWhatItWouldIgnore() throws {
        _ = try ok("trip", "create", "Nice", "--people", "ann,ben")
        try refused("trip", "add", "Nice", "10", "--paid-by", "ann", "--home", "EUR", "--rate", "1", naming: "--home")
        try refused("trip", "add", "Nice", "10", "--paid-by", "ann", "--rate", "1.1", naming: "--rate")
        try refused("trip", "add", "Nice", "10", "--paid-by", "ann", "--split", "2", naming: "--split")
        try refused("trip", "add", "Nice", "10", "--paid-by", "ann", "--service", "5%", naming: "--service")
        try refused("trip", "add", "Nice", "10", "--paid-by", "ann", "--region", "FR", naming: "--region")
    }

    /// The README runs every command through scripts/tipfmt: the commands that keep a history
    /// (trip, history, live's saving, --save) need tipfmt-history built beside tipfmt.
    @Test func theScriptBuildsTheHistoryProgramForEveryCommandThatNeedsIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = try String(contentsOf: root.appendingPathComponent("scripts/tipfmt"), encoding: .utf8)
        for word in ["history", "trip", "live", "--save"] {
            #expect(script.contains("\"$argument\" = \(word) ]"), "\(word)")
        }
    }
}
