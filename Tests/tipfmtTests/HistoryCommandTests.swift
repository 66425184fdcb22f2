import Foundation
import SavedBills
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--save`, `tipfmt history` and its subcommands, run as a user runs them: the built `tipfmt`
/// and `tipfmt-history` binaries, a private XDG_DATA_HOME, TZ=Asia/Tokyo.
@Suite struct HistoryCommandTests {
    let cli = Tipfmt.withHistory()

    // MARK: - Saving

    @Test func calcSavePrintsTheSameAndShowPrintsItAgain() throws {
        let plain = try cli.run("calc", "84.50", "--tip", "18", "--split", "3")
        let saved = try cli.run("calc", "84.50", "--tip", "18", "--split", "3", "--save", "--note", "Dinner in Kyoto")
        #expect(saved.status == 0, "\(saved)")
        #expect(saved.stdout == plain.stdout)
        #expect(
            saved.stdout == "Bill                        $84.50\nTip (18%)                   $15.21\n"
                + "Total                       $99.71\nPer person  2 × $33.24, 1 × $33.23\n"
                + "  Tip                    3 × $5.07\n")
        #expect(saved.stderr == "tipfmt: note: saved as bill 1\n")

        let shown = try cli.run("history", "show", "1")
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout == plain.stdout)
        #expect(shown.stderr == "")

        // The receipt kept with it is the one `tipfmt receipt` prints for the same bill and note.
        let receipt = try cli.run("receipt", "84.50", "--tip", "18", "--split", "3", "--note", "Dinner in Kyoto")
        #expect(try cli.run("history", "show", "1", "--receipt").stdout == receipt.stdout)
        let html = try cli.run(
            "receipt", "84.50", "--tip", "18", "--split", "3", "--note", "Dinner in Kyoto", "--format", "html")
        #expect(try cli.run("history", "show", "1", "--format", "html").stdout == html.stdout)

        let json = try cli.run("history", "show", "1", "--json")
        #expect(json.status == 0, "\(json)")
        let bill = try JSONDecoder().decode(ShownBill.self, from: json.stdoutBytes)
        #expect(bill.id == 1)
        #expect(bill.note == "Dinner in Kyoto")
        #expect(bill.request.billInput == "84.50")
        #expect(bill.request.party == SavedBill.Party(split: 3))
        #expect(bill.result.total == "99.71")
        #expect(bill.result.shares == ["33.24", "33.24", "33.23"])
        #expect(bill.result.tipShares == ["5.07", "5.07", "5.07"])
        #expect(bill.result.formatted.total == "$99.71")
        let savedAt = try #require(UTCTimestamp(bill.savedAt))
        #expect(abs(savedAt.seconds - UTCTimestamp.now().seconds) < 600, "saved just now, in UTC")
        #expect(!json.stdout.contains("outputs"), "the JSON leaves the printed text out")
    }

    @Test func receiptSaveKeepsTheReceiptAsPrintedAndItsCalcSummary() throws {
        let arguments = ["84.50", "--tip", "18", "-l", "de_DE", "-c", "EUR", "--weights", "2,1,1"]
        let printed = try cli.run(["receipt"] + arguments + ["--width", "32", "--note", "Tisch 4", "--save"])
        #expect(printed.status == 0, "\(printed)")
        #expect(printed.stderr == "tipfmt: note: als Rechnung 1 gespeichert\n")
        let text = try cli.run(["receipt"] + arguments + ["--width", "32", "--note", "Tisch 4"])
        #expect(printed.stdout == text.stdout)
        #expect(try cli.run("history", "show", "1", "--receipt").stdout == text.stdout)
        let markdown = try cli.run(["receipt"] + arguments + ["--note", "Tisch 4", "--format", "markdown"])
        #expect(try cli.run("history", "show", "1", "--format", "markdown").stdout == markdown.stdout)
        // Its JSON as `receipt --format json` prints it: with the bill under `result`.
        let json = try cli.run(["receipt"] + arguments + ["--note", "Tisch 4", "--format", "json"])
        #expect(json.stdout.contains("\"result\" : {"), "\(json)")
        #expect(try cli.run("history", "show", "1", "--format", "json").stdout == json.stdout)
        // 84.50 + 15.21 = 99.71 by 2:1:1 = 49.85, 24.93, 24.93.
        let calc = try cli.run(["calc"] + arguments)
        #expect(calc.stdout.contains("49,85\u{A0}€, 24,93\u{A0}€, 24,93\u{A0}€"), "\(calc)")
        #expect(try cli.run("history", "show", "1").stdout == calc.stdout)
        let listed = try cli.run("history")
        #expect(listed.lines.count == 2, "\(listed)")
        #expect(listed.lines[1].hasSuffix("Tisch 4  84,50\u{A0}€  18\u{A0}%  99,71\u{A0}€"), "\(listed)")
    }

    @Test func homeCurrencyRateSourceAndDateAreSaved() throws {
        let rates = cli.home + "/eurofxref.xml"
        try Data(
            """
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
            <Cube><Cube time='\(Self.today())'><Cube currency='JPY' rate='163.94'/><Cube currency='USD' rate='1.0832'/></Cube></Cube>
            </gesmes:Envelope>
            """.utf8
        ).write(to: URL(fileURLWithPath: rates))
        let result = try cli.run(
            "calc", "4500", "-c", "JPY", "-l", "ja_JP", "--home", "EUR", "--rates", rates, "--tip", "10", "--save")
        #expect(result.status == 0, "\(result)")
        let bill = try JSONDecoder().decode(
            ShownBill.self, from: try cli.run("history", "show", "1", "--json").stdoutBytes)
        // 1 JPY = 1 / 163.94 EUR = 0.0060998... (10 digits shown); 4950 / 163.94 = 30.194… → 30.19 EUR.
        #expect(bill.request.home?.currency == "EUR")
        #expect(bill.request.home?.rate == "0.0060997926")
        // The rate's own source, as the receipt names it (and as an itemised bill records it).
        #expect(bill.request.home?.rateSource == "ECB euro reference rates (eurofxref.xml)")
        #expect(bill.request.home?.rateDate == Self.today())
        #expect(bill.result.home?.total == "30.19")
        #expect(bill.result.home?.shares == ["30.19"])
    }

    @Test func parallelSavesAllLand() throws {
        let count = 8
        let results = Mutex<[RunResult]>([])
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = try? cli.run(["calc", "\(10 + index).00", "--tip", "20", "--save"])
            results.withLock { $0.append(contentsOf: result.map { [$0] } ?? []) }
        }
        let finished = results.withLock { $0 }
        #expect(finished.count == count)
        for result in finished {
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr.hasPrefix("tipfmt: note: saved as bill "), "\(result)")
        }
        let bills = try HistoryFixtures.decodeBills(try cli.run("history", "--json").stdoutBytes)
        #expect(Set(bills.compactMap(\.id)) == Set(1...Int64(count)))
        #expect(Set(bills.map(\.request.bill)) == Set((0..<count).map { "\(10 + $0).00" }))
    }

    @Test func noteWithoutSaveIsAUsageError() throws {
        let result = try cli.run("calc", "84.50", "--note", "Lunch")
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("tipfmt: error: --note is saved with the bill; add --save"), "\(result)")
    }

    // MARK: - Listing, showing, exporting

    @Test func listShowsSavedBillsNewestFirstFormattedAsThen() throws {
        try cli.save([HistoryFixtures.lunch, HistoryFixtures.kyoto, HistoryFixtures.berlin])
        let result = try cli.run("history")
        #expect(result.status == 0, "\(result)")
        // Tokyo is UTC+9. Widths by display columns: ￥ is full width (2 columns).
        #expect(
            result.lines == [
                "ID  Saved             Note                 Bill   Tip     Total",
                " 3  2026-11-23 08:45                   120,00\u{A0}€  20\u{A0}%  144,00\u{A0}€",
                " 2  2026-11-21 19:30  Dinner in Kyoto   \u{FFE5}4,500   10%   \u{FFE5}4,950",
                " 1  2026-11-20 21:00  Lunch, \"team\"      $84.50   18%    $99.71",
            ], "\(result)")
        #expect(result.stderr == "")
        #expect(try cli.run("history", "list", "--limit", "1").lines.count == 2)
        let yen = try cli.run("history", "--currency", "JPY")
        #expect(yen.lines.count == 2 && yen.lines[1].hasPrefix(" 2  "), "\(yen)")
        // 2026-11-21 in Tokyo starts at 2026-11-20T15:00:00Z: lunch (12:00 UTC) is before it.
        let since = try cli.run("history", "--since", "2026-11-21")
        #expect(since.lines.map { $0.prefix(3) } == ["ID ", " 3 ", " 2 "], "\(since)")
        let utc = try cli.run(["history", "--since", "2026-11-20"], environment: ["TZ": "UTC"])
        #expect(utc.lines.count == 4, "in UTC, lunch was saved on 2026-11-20: \(utc)")
        let none = try cli.run("history", "--currency", "CHF")
        #expect(none.status == 0 && none.stdout == "", "\(none)")
        #expect(
            none.stderr == "tipfmt: note: no saved bills in CHF; save one with `tipfmt calc 84.50 --tip 18 --save`\n")
    }

    @Test func listJSONIsTheExportDocument() throws {
        try cli.save([HistoryFixtures.lunch, HistoryFixtures.kyoto])
        let listed = try cli.run("history", "--json")
        let exported = try cli.run("history", "export", "--format", "json")
        #expect(listed.status == 0 && exported.status == 0, "\(listed)\(exported)")
        var records = [HistoryFixtures.kyoto, HistoryFixtures.lunch]
        for index in records.indices { records[index].id = Int64(2 - index) }
        // Each person's tip formatted as the bill's locale writes it: 450 JPY in ja_JP, 5.07 USD in en_US.
        let expected = [
            ShownBill.of(records[0], tipShares: ["\u{FFE5}450"]),
            ShownBill.of(records[1], tipShares: Array(repeating: "$5.07", count: 3)),
        ]
        #expect(try HistoryFixtures.decodeBills(listed.stdoutBytes) == expected)
        #expect(try HistoryFixtures.decodeBills(exported.stdoutBytes) == expected.reversed(), "export: oldest first")
        let empty = Tipfmt.withHistory()
        #expect(
            try empty.run("history", "--json").stdout
                == "{\n  \"bills\" : [\n\n  ],\n  \"format\" : \"tipfmt-history\",\n  \"version\" : 2\n}\n")
    }

    @Test func showPrintsTheSavedTextByteForByte() throws {
        try cli.save([HistoryFixtures.lunch, HistoryFixtures.kyoto])
        #expect(try cli.run("history", "show", "2").stdout == "Bill \u{FFE5}4,500\n")
        #expect(try cli.run("history", "show", "2", "--receipt").stdout == "領収書\n")
        #expect(try cli.run("history", "show", "1", "--receipt", "--format", "markdown").stdout == "## LUNCH RECEIPT\n")
        let missing = try cli.run("history", "show", "9")
        #expect(missing.status == 1, "\(missing)")
        #expect(missing.stderr == "tipfmt: error: no saved bill has id 9; `tipfmt history` lists them\n")
        let both = try cli.run("history", "show", "1", "--json", "--receipt")
        #expect(both.status == 64, "\(both)")
    }

    @Test func exportWritesRFC4180CSVWithExactAmounts() throws {
        try cli.save([HistoryFixtures.lunch, HistoryFixtures.kyoto])
        let result = try cli.run("history", "export", "--format", "csv")
        #expect(result.status == 0, "\(result)")
        let header =
            "id,saved_at,saved_local,note,command,locale,currency,bill,tax,service,tip,total,tip_percent,"
            + "effective_tip_percent,tip_base,party_size,weights,rounding,rounding_increment,cash,home_currency,"
            + "home_rate,home_rate_source,home_rate_date,home_bill,home_tax,home_tip,home_total\r\n"
        #expect(
            result.stdout
                == header
                + "1,2026-11-20T12:00:00Z,2026-11-20 21:00,\"Lunch, \"\"team\"\"\",calc,en_US,USD,84.50,0.00,0.00,"
                + "15.21,99.71,18,18.00,pretax,3,,none,,false,,,,,,,,\r\n"
                + "2,2026-11-21T10:30:00Z,2026-11-21 19:30,Dinner in Kyoto,calc,ja_JP,JPY,4500,0,0,450,4950,10,"
                + "10.00,pretax,1,,none,,false,EUR,0.0061,--rate,2026-11-21,27.45,0.00,2.75,30.20\r\n")

        let people = try cli.run("history", "export", "--per-person", "--currency", "USD")
        #expect(
            people.stdout
                == "bill_id,saved_at,note,currency,person,weight,share,bill,tax,tip,home_currency,home_share,name,"
                + "payment\r\n"
                + "1,2026-11-20T12:00:00Z,\"Lunch, \"\"team\"\"\",USD,1,1,33.24,28.17,0.00,5.07,,,,\r\n"
                + "1,2026-11-20T12:00:00Z,\"Lunch, \"\"team\"\"\",USD,2,1,33.24,28.17,0.00,5.07,,,,\r\n"
                + "1,2026-11-20T12:00:00Z,\"Lunch, \"\"team\"\"\",USD,3,1,33.23,28.16,0.00,5.07,,,,\r\n")

        let file = cli.home + "/bills.csv"
        let written = try cli.run("history", "export", "--output", file)
        #expect(written.status == 0 && written.stdout == "", "\(written)")
        #expect(FileManager.default.contents(atPath: file) == Data(result.stdout.utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect(attributes[.posixPermissions] as? Int == 0o644, "a new file: 0666 less the umask 022")

        let json = try cli.run("history", "export", "--format", "json", "--per-person")
        #expect(json.status == 64, "\(json)")
        let directory = try cli.run("history", "export", "--output", cli.home)
        #expect(directory.status == 73, "\(directory)")
        #expect(directory.stderr == "tipfmt: error: cannot write '\(cli.home)': it is a directory\n")
    }

    @Test func deleteAndClear() throws {
        try cli.save([HistoryFixtures.lunch, HistoryFixtures.kyoto, HistoryFixtures.berlin])
        let deleted = try cli.run("history", "delete", "2")
        #expect(deleted.status == 0 && deleted.stdout == "Deleted bill 2.\n", "\(deleted)")
        let again = try cli.run("history", "delete", "2")
        #expect(again.status == 1, "\(again)")
        #expect(again.stderr == "tipfmt: error: no saved bill has id 2; `tipfmt history` lists them\n")
        let unconfirmed = try cli.run("history", "clear")
        #expect(unconfirmed.status == 64, "\(unconfirmed)")
        #expect(unconfirmed.stderr.hasPrefix("tipfmt: error: clear deletes every saved bill; add --yes to confirm"))
        let cleared = try cli.run("history", "clear", "--yes")
        #expect(cleared.status == 0 && cleared.stdout == "Deleted 2 bills.\n", "\(cleared)")
        try cli.save([HistoryFixtures.berlin])
        #expect(try cli.run("history").lines.dropFirst().map { $0.prefix(3) } == [" 4 "], "ids are never reused")
    }

    @Test func helpComesFromTheHistoryProgram() throws {
        let help = try cli.run("history", "--help")
        #expect(help.status == 0, "\(help)")
        #expect(help.stdout.contains("USAGE: tipfmt history <subcommand>"), "\(help)")
        #expect(help.stdout.contains("export"), "\(help)")
        let top = try cli.run("--help")
        #expect(top.stdout.contains("history"), "\(top)")
    }

    // MARK: - Nothing lost

    @Test func killedSavesNeverLeaveHalfABill() throws {
        let record = try HistoryFixtures.json(HistoryFixtures.crowd)
        let clock = ContinuousClock()
        // How long one whole save takes here (a debug build on a busy machine is slow): the kills
        // then land anywhere from before the database opens to after the commit.
        // (In a history of their own: the kills start on no file at all, so some land while it is
        // created and migrated.)
        let timing = Tipfmt.withHistory()
        var durations: [Duration] = []
        for _ in 0..<3 {
            let started = clock.now
            let (signalled, stderr) = try Self.saveAndKill(record, after: nil, environment: timing.environment)
            durations.append(clock.now - started)
            #expect(!signalled && stderr.hasPrefix("tipfmt: note: saved as bill "), "\(stderr)")
        }
        let whole = durations.sorted()[1]
        let window = UInt64(whole.components.seconds * 1_000_000 + whole.components.attoseconds / 1_000_000_000_000)
        struct Tally {
            var runs = 0
            var killed = 0
            var saved = 0
            var reported: Set<Int64> = []
            var strayOutput: [String] = []
        }
        let tally = Mutex(Tally())
        let start = clock.now
        // Two at a time (they also wait on each other's transactions), up to 300 runs. Half the
        // kills land anywhere in a run (start-up, open, migration, transaction, after the
        // commit), half late, around the transaction and up to twice past the run's time alone,
        // so some saves still finish when the rest of the suite loads the machine and every run
        // takes longer than the one timed above.
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            var generator = SplitMix64(seed: 13 + UInt64(worker))
            while tally.withLock({ $0.runs }) < 300 {
                // At least 50 runs even on a loaded machine; at most about six seconds once there.
                let elapsed = clock.now - start
                if elapsed > .seconds(30) || (elapsed > .seconds(6) && tally.withLock({ $0.runs }) >= 50) { break }
                let delay =
                    generator.next() % 2 == 0
                    ? generator.next() % (window * 5 / 4) : window * 3 / 5 + generator.next() % (window * 2)
                let outcome = try? Self.saveAndKill(record, after: delay, environment: cli.environment)
                tally.withLock { tally in
                    tally.runs += 1
                    guard let (signalled, stderr) = outcome else {
                        tally.strayOutput.append("could not run \(HistoryFixtures.historyBinary)")
                        return
                    }
                    if signalled { tally.killed += 1 }
                    if stderr.hasPrefix("tipfmt: note: saved as bill "),
                        let id = Int64(stderr.dropFirst(28).dropLast())
                    {
                        tally.reported.insert(id)
                        tally.saved += 1
                    } else if !stderr.isEmpty {
                        tally.strayOutput.append(stderr)
                    }
                }
            }
        }
        let result = tally.withLock { $0 }
        #expect(result.strayOutput.isEmpty, "a run reports its save or says nothing: \(result.strayOutput)")
        #expect(result.runs >= 50, "a few hundred kills where the machine allows")
        #expect(result.killed > 0 && result.saved > 0, "some killed, some saved: \(result.killed), \(result.saved)")
        let reported = result.reported
        print("kill test: \(result.runs) runs, \(result.killed) killed, \(result.saved) saved, window \(window) µs")

        let listed = try cli.run("history", "--json")
        #expect(listed.status == 0, "the database always opens: \(listed)")
        let bills = try HistoryFixtures.decodeBills(listed.stdoutBytes)
        let ids = Set(bills.compactMap(\.id))
        #expect(reported.isSubset(of: ids), "every bill reported saved is there")
        let expected = ShownBill.of(HistoryFixtures.crowd, tipShares: Array(repeating: "$0.20", count: 50))
        for var bill in bills {
            bill.id = nil
            #expect(bill == expected, "whole: the bill, its 50 people")
        }
        for id in ids.sorted().prefix(10) {
            #expect(try cli.run("history", "show", String(id)).stdout == "Crowd\n", "and its output")
        }
        // A save after all that works and gets the next id.
        try cli.save([HistoryFixtures.lunch])
    }

    @Test func aNewerHistoryIsRefusedUntouchedAndTheCalculationStillPrints() throws {
        try cli.save([HistoryFixtures.lunch])
        #expect(!FileManager.default.fileExists(atPath: cli.historyPath + "-wal"), "checkpointed at close")
        // PRAGMA user_version is the big-endian 32-bit integer at offset 60 of the file header.
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: cli.historyPath))
        try handle.seek(toOffset: 60)
        try handle.write(contentsOf: Data([0, 0, 0, 7]))
        try handle.close()
        let before = FileManager.default.contents(atPath: cli.historyPath)
        let result = try cli.run("calc", "84.50", "--tip", "18", "--save")
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "Bill       $84.50\nTip (18%)  $15.21\nTotal      $99.71\n")
        #expect(
            result.stderr
                == "tipfmt: error: the history database '\(cli.historyPath)' was written by a newer tipfmt "
                + "(schema version 7; this tipfmt knows up to 3); tipfmt leaves it as it is: use that newer tipfmt\n")
        #expect(try cli.run("history").status == 65)
        #expect(FileManager.default.contents(atPath: cli.historyPath) == before, "left untouched")
    }

    @Test func aFileThatIsNotAHistoryIsNamedAndNeverOverwritten() throws {
        try FileManager.default.createDirectory(
            atPath: cli.home + "/data/tipfmt", withIntermediateDirectories: true)
        let contents = Data("date,amount\n2026-11-20,12.50\n".utf8)
        try contents.write(to: URL(fileURLWithPath: cli.historyPath))
        let result = try cli.run("calc", "84.50", "--tip", "18", "--save")
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "Bill       $84.50\nTip (18%)  $15.21\nTotal      $99.71\n")
        #expect(
            result.stderr
                == "tipfmt: error: '\(cli.historyPath)' is not a tipfmt history database (it is not an SQLite "
                + "database); tipfmt leaves it as it is: move it away, or set XDG_DATA_HOME to use another folder\n")
        for arguments in [["history"], ["history", "export"], ["history", "clear", "--yes"]] {
            let listed = try cli.run(arguments)
            #expect(listed.status == 65, "\(listed)")
        }
        #expect(FileManager.default.contents(atPath: cli.historyPath) == contents)
    }

    @Test func aReadOnlyFolderIsAClearErrorAndTheCalculationStillPrints() throws {
        let folder = cli.home + "/data/tipfmt"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        // root ignores permissions: run as nobody then (setpriv, util-linux).
        let runAs = geteuid() == 0 ? "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        if geteuid() == 0 {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "setpriv runs as nobody")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cli.home)
        }
        let result = try cli.runShell("exec \(runAs)\"$0\" calc 84.50 --tip 18 --save")
        #expect(result.status == 73, "\(result)")
        #expect(result.stdout == "Bill       $84.50\nTip (18%)  $15.21\nTotal      $99.71\n")
        #expect(
            result.stderr
                == "tipfmt: error: cannot write the history '\(cli.historyPath)': its folder '\(folder)' is not "
                + "writable: Permission denied\n")
    }

    @Test func aMissingHistoryProgramIsAClearErrorAndTheCalculationStillPrints() throws {
        let directory = cli.home + "/alone"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Tipfmt.binary, toPath: directory + "/tipfmt")
        let result = try cli.runShell("'\(directory)/tipfmt' calc 84.50 --tip 18 --save")
        #expect(result.status == 73, "\(result)")
        #expect(result.stdout == "Bill       $84.50\nTip (18%)  $15.21\nTotal      $99.71\n")
        #expect(
            result.stderr
                == "tipfmt: error: cannot save the bill: tipfmt-history was not found next to tipfmt or on PATH; "
                + "install it in the same folder as tipfmt\n")
        let history = try cli.runShell("'\(directory)/tipfmt' history")
        #expect(history.status == 66, "\(history)")
    }

    /// Runs `tipfmt-history save` with `record` on stdin and sends it SIGKILL after `delay`
    /// microseconds (never for `nil`); returns whether the signal ended it, and its stderr.
    static func saveAndKill(_ record: Data, after delay: UInt64?, environment: [String: String]) throws
        -> (Bool, String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: HistoryFixtures.historyBinary)
        process.arguments = ["save"]
        process.environment = environment
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: record)
        try input.fileHandleForWriting.close()
        if let delay {
            usleep(UInt32(delay))
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationReason == .uncaughtSignal, stderr)
    }

    /// Today's UTC date, `YYYY-MM-DD` (a `--rates` file must be recent).
    static func today() -> String { String(UTCTimestamp.now().text.prefix(10)) }
}
