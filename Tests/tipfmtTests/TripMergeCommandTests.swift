import Foundation
import Testing

/// `tipfmt trip merge` and `trip import` of a trip that exists: two copies of a trip, here two
/// trips of one history (a merge reads the other copy's bills, not its name).
@Suite struct TripMergeCommandTests {
    let cli = Tipfmt.withHistory()

    private func ok(_ arguments: String...) throws -> RunResult {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result)")
        return result
    }

    /// Porto has dinner €60.00 paid by Ann, half each. The phone's copy adds Cy, a taxi €12.00 for
    /// Ben and Cy, and renames dinner: the merge brings all three. Then each copy changes dinner
    /// its own way: a conflict, nothing saved, until `--keep` says which stays.
    @Test func aMergeBringsOneSidedChangesAndReportsConflictsFieldByField() throws {
        _ = try ok("trip", "create", "Porto", "--people", "Ann,Ben", "--home", "EUR")
        _ = try ok("trip", "add", "Porto", "60", "--paid-by", "Ann", "--title", "Dinner", "--id", "dinner")
        _ = try ok("trip", "export", "Porto", "--output", cli.home + "/porto.json")
        _ = try ok("trip", "import", cli.home + "/porto.json", "--name", "Phone")
        _ = try ok("trip", "join", "Phone", "Cy")
        let taxi = try ok("trip", "add", "Phone", "12", "--paid-by", "Ben", "--people", "Ben,Cy", "--title", "Taxi")
        let taxiID = String(taxi.stdout.dropFirst("Bill ".count).prefix { $0 != " " })
        _ = try ok("trip", "edit", "Phone", "dinner", "--title", "Dinner at Zé")
        _ = try ok("trip", "export", "Phone", "--output", cli.home + "/phone.json")

        let merged = try ok("trip", "merge", "Porto", cli.home + "/phone.json")
        #expect(
            merged.stdout
                == "Merged into Porto: bills 1 added, 1 changed, 0 removed; payments 0 added, 0 changed, 0 removed; "
                + "people 1 joined.\n")
        let again = try ok("trip", "merge", "Porto", cli.home + "/phone.json")
        #expect(again.stdout == "Porto already has everything in that copy; nothing changed.\n")
        let shown = try ok("trip", "show", "Porto").stdout
        #expect(shown.hasPrefix("Trip Porto · Ann, Ben, Cy · Home currency EUR\n"), "\(shown)")
        #expect(shown.contains("Dinner at Zé") && shown.contains(taxiID), "\(shown)")

        _ = try ok("trip", "edit", "Porto", "dinner", "--title", "Dinner and port")
        _ = try ok("trip", "edit", "Phone", "dinner", "66", "--paid-by", "Ann")
        _ = try ok("trip", "export", "Phone", "--output", cli.home + "/phone.json")
        let before = try ok("trip", "export", "Porto").stdout
        let conflict = try cli.run("trip", "merge", "Porto", cli.home + "/phone.json")
        #expect(conflict.status == 1, "\(conflict)")
        #expect(
            conflict.stdout
                == "bill dinner: title \"Dinner and port\" here, \"Dinner at Zé\" there; total €60.00 here, "
                + "€66.00 there; shares Ann €30.00, Ben €30.00 here, Ann €22.00, Ben €22.00, Cy €22.00 there; "
                + "paid by Ann €60.00 (card) here, Ann €66.00 (card) there\n")
        #expect(
            conflict.stderr
                == "tipfmt: error: nothing merged into Porto (1 conflict); keep a side with --keep mine, "
                + "--keep theirs or --keep ID=theirs, then merge again\n")
        #expect(try ok("trip", "export", "Porto").stdout == before, "nothing is saved")

        let json = try cli.run("trip", "merge", "Porto", cli.home + "/phone.json", "--json")
        #expect(json.status == 1)
        let document = try #require(JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        #expect(document["merged"] as? Bool == false && document["trip"] as? String == "Porto")
        let conflicts = try #require(document["conflicts"] as? [[String: Any]])
        #expect(conflicts.count == 1 && conflicts.first?["id"] as? String == "dinner")
        let fields = (conflicts.first?["differences"] as? [[String: String]])?.compactMap { $0["field"] }
        #expect(fields == ["title", "total", "shares", "payers"])

        // In Swiss German the same conflict names its fields and writes its amounts as de_CH does
        // (EUR by its code);
        // --json keeps its machine keys and values whatever the language.
        let swiss = try cli.run("trip", "merge", "Porto", cli.home + "/phone.json", "-l", "de_CH")
        #expect(swiss.status == 1, "\(swiss)")
        #expect(
            swiss.stdout
                == "Rechnung dinner: Titel hier „Dinner and port“, dort „Dinner at Zé“; Gesamt hier EUR\u{A0}60.00, "
                + "dort EUR\u{A0}66.00; Anteile hier Ann EUR\u{A0}30.00, Ben EUR\u{A0}30.00, dort Ann EUR\u{A0}22.00, "
                + "Ben EUR\u{A0}22.00, Cy EUR\u{A0}22.00; bezahlt von hier Ann EUR\u{A0}60.00 (Karte), "
                + "dort Ann EUR\u{A0}66.00 (Karte)\n")
        #expect(
            swiss.stderr
                == "tipfmt: error: nichts in Porto zusammengeführt: 1 Konflikt; eine Seite behalten mit --keep mine, "
                + "--keep theirs oder --keep ID=theirs, dann erneut zusammenführen\n")
        let swissJSON = try cli.run("trip", "merge", "Porto", cli.home + "/phone.json", "--json", "-l", "de_CH")
        let swissDocument = try #require(
            JSONSerialization.jsonObject(with: swissJSON.stdoutBytes) as? [String: Any])
        let differences = try #require(
            (swissDocument["conflicts"] as? [[String: Any]])?.first?["differences"] as? [[String: String]])
        #expect(
            differences == [
                ["field": "title", "mine": "Dinner and port", "theirs": "Dinner at Zé"],
                ["field": "total", "mine": "60.00 EUR", "theirs": "66.00 EUR"],
                ["field": "shares", "mine": "Ann 30.00, Ben 30.00", "theirs": "Ann 22.00, Ben 22.00, Cy 22.00"],
                ["field": "payers", "mine": "Ann 60.00 card", "theirs": "Ann 66.00 card"],
            ])

        let kept = try ok("trip", "merge", "Porto", cli.home + "/phone.json", "--keep", "dinner=theirs")
        #expect(
            kept.stdout
                == "Merged into Porto: bills 0 added, 1 changed, 0 removed; payments 0 added, 0 changed, 0 removed; "
                + "people 0 joined.\n")
        // The version kept descends from both: the phone takes it, and Porto has nothing new.
        _ = try ok("trip", "export", "Porto", "--output", cli.home + "/porto.json")
        let imported = try ok("trip", "import", cli.home + "/porto.json", "--name", "Phone")
        #expect(
            imported.stdout
                == "Trip Phone exists: merging the file into it.\nMerged into Phone: bills 0 added, 1 changed, "
                + "0 removed; payments 0 added, 0 changed, 0 removed; people 0 joined.\n", "\(imported)")
        _ = try ok("trip", "export", "Phone", "--output", cli.home + "/phone.json")
        #expect(
            try ok("trip", "merge", "Porto", cli.home + "/phone.json").stdout
                == "Porto already has everything in that copy; nothing changed.\n")
    }

    /// A bill removed on one copy and untouched on the other is removed, and stays removed when
    /// the copy that still has it is merged again; a payment from the other copy comes in.
    @Test func aRemovalComesThroughAndIsNotUndone() throws {
        _ = try ok("trip", "create", "Rome", "--people", "Ann,Ben", "--home", "EUR")
        _ = try ok("trip", "add", "Rome", "40", "--paid-by", "Ann", "--id", "taxi")
        _ = try ok("trip", "export", "Rome", "--output", cli.home + "/old.json")
        _ = try ok("trip", "import", cli.home + "/old.json", "--name", "Copy")
        _ = try ok("trip", "pay", "Copy", "Ben", "Ann", "20")
        _ = try ok("trip", "export", "Copy", "--output", cli.home + "/copy.json")
        _ = try ok("trip", "remove", "Rome", "taxi")
        let merged = try ok("trip", "merge", "Rome", cli.home + "/copy.json")
        #expect(
            merged.stdout
                == "Merged into Rome: bills 0 added, 0 changed, 0 removed; payments 1 added, 0 changed, 0 removed; "
                + "people 0 joined.\n")
        #expect(try ok("trip", "show", "Rome").stdout.contains("No bills yet."))
        #expect(try ok("trip", "merge", "Rome", cli.home + "/old.json").stdout.contains("nothing changed"))
        let refused = try cli.run("trip", "merge", "Rome", cli.home + "/copy.json", "--keep", "sideways")
        #expect(refused.status == 64, "\(refused)")
    }

    /// A payment with one id and two contents (as two copies that numbered their payments before
    /// payments had ids have) is a conflict; `--keep mine` keeps this copy's, and the choice holds:
    /// merging the other copy again changes nothing, and the other copy takes it.
    @Test func aPaymentConflictKeptOnOneSideStaysResolved() throws {
        _ = try ok("trip", "create", "Rome", "--people", "Ann,Ben", "--home", "EUR")
        _ = try ok("trip", "pay", "Rome", "Ben", "Ann", "20")
        let export = try ok("trip", "export", "Rome").stdout
        let id = try #require(export.firstMatch(of: /"id" *: *"([0-9a-z]{8})"/)?.1)
        // The other copy holds 25.00 under the same id.
        let other = export.replacingOccurrences(of: "\"20.00\"", with: "\"25.00\"")
        #expect(other != export)
        try other.write(toFile: cli.home + "/copy.json", atomically: true, encoding: .utf8)
        _ = try ok("trip", "import", cli.home + "/copy.json", "--name", "Copy")

        let conflict = try cli.run("trip", "merge", "Rome", cli.home + "/copy.json")
        #expect(conflict.status == 1, "\(conflict)")
        #expect(conflict.stdout == "payment \(id): amount €20.00 here, €25.00 there\n", "\(conflict)")
        let kept = try ok("trip", "merge", "Rome", cli.home + "/copy.json", "--keep", "mine")
        #expect(
            kept.stdout
                == "Merged into Rome: bills 0 added, 0 changed, 0 removed; payments 0 added, 1 changed, 0 removed; "
                + "people 0 joined.\n")
        #expect(
            try ok("trip", "merge", "Rome", cli.home + "/copy.json").stdout
                == "Rome already has everything in that copy; nothing changed.\n")
        _ = try ok("trip", "export", "Rome", "--output", cli.home + "/rome.json")
        _ = try ok("trip", "merge", "Copy", cli.home + "/rome.json")
        #expect(try ok("trip", "balances", "Copy").stdout == (try ok("trip", "balances", "Rome").stdout))
        #expect(try ok("trip", "export", "Copy").stdout.contains("\"20.00\""))
    }

    /// Two phones that each created the trip, one typing "ann": the merge takes her as Ann, in
    /// the bills, payments and households that come from the other copy.
    @Test func aPersonSpelledOtherwiseOnTheOtherCopyMerges() throws {
        _ = try ok("trip", "create", "Porto", "--people", "Ann,Ben")
        _ = try ok("trip", "create", "Phone", "--people", "ann,Ben,Cy")
        _ = try ok("trip", "add", "Phone", "30", "--paid-by", "ann", "--title", "Taxi", "--id", "taxi")
        _ = try ok("trip", "pay", "Phone", "Ben", "ann", "5")
        _ = try ok("trip", "export", "Phone", "--output", cli.home + "/phone.json")
        #expect(
            try ok("trip", "merge", "Porto", cli.home + "/phone.json").stdout
                == "Merged into Porto: bills 1 added, 0 changed, 0 removed; payments 1 added, 0 changed, 0 removed; "
                + "people 1 joined.\n")
        let shown = try ok("trip", "show", "Porto").stdout
        #expect(shown.hasPrefix("Trip Porto · Ann, Ben, Cy\n"), "\(shown)")
        #expect(shown.contains("  1. Ben paid Ann $5.00\n") && !shown.contains("ann"), "\(shown)")
        #expect(
            try ok("trip", "merge", "Porto", cli.home + "/phone.json").stdout
                == "Porto already has everything in that copy; nothing changed.\n")
    }

    /// The issue's case: two copies that each added someone and a bill, merged into each other,
    /// hold one trip: `trip show`, `trip settle` and `trip export` print the same on both (but
    /// for the trip's name, which is each history's own).
    @Test func twoCopiesMergedIntoEachOtherPrintTheSame() throws {
        _ = try ok("trip", "create", "Porto", "--people", "Ann,Ben", "--home", "EUR")
        _ = try ok("trip", "add", "Porto", "60", "--paid-by", "Ann", "--title", "Dinner", "--id", "dinner")
        _ = try ok("trip", "export", "Porto", "--output", cli.home + "/porto.json")
        _ = try ok("trip", "import", cli.home + "/porto.json", "--name", "Phone")
        _ = try ok("trip", "join", "Porto", "Zed")
        _ = try ok("trip", "add", "Porto", "30", "--paid-by", "Zed", "--people", "Ann,Zed", "--id", "zzzzzzzz")
        _ = try ok("trip", "join", "Phone", "Cy")
        _ = try ok("trip", "add", "Phone", "45", "--paid-by", "Cy", "--people", "Ben,Cy", "--id", "aaaaaaaa")
        _ = try ok("trip", "export", "Porto", "--output", cli.home + "/porto.json")
        _ = try ok("trip", "export", "Phone", "--output", cli.home + "/phone.json")
        _ = try ok("trip", "merge", "Porto", cli.home + "/phone.json")
        _ = try ok("trip", "merge", "Phone", cli.home + "/porto.json")
        for command in ["show", "settle", "export"] {
            let porto = try ok("trip", command, "Porto").stdout
            let phone = try ok("trip", command, "Phone").stdout
            #expect(porto.replacingOccurrences(of: "Porto", with: "Phone") == phone, "trip \(command)")
        }
        #expect(
            try ok("trip", "show", "Porto").stdout.hasPrefix("Trip Porto · Ann, Ben, Cy, Zed · Home currency EUR\n"))
    }

    /// `trip import oslo.json --name Rome` merges a copy of Rome only: Oslo shares no bill,
    /// payment or setting with Rome, and is refused naming both, with nothing written.
    @Test func importingAnUnrelatedTripIntoAnExistingNameIsRefusedNamingBoth() throws {
        _ = try ok("trip", "create", "Rome", "--people", "Ann,Ben", "--home", "EUR")
        _ = try ok("trip", "add", "Rome", "40", "--paid-by", "Ann", "--id", "taxi")
        _ = try ok("trip", "create", "Oslo", "--people", "Cy,Dee", "--home", "EUR")
        _ = try ok("trip", "add", "Oslo", "300", "-c", "NOK", "--rate", "0.085", "--paid-by", "Cy")
        _ = try ok("trip", "export", "Oslo", "--output", cli.home + "/oslo.json")
        let before = try ok("trip", "export", "Rome").stdout
        let refused = try cli.run("trip", "import", cli.home + "/oslo.json", "--name", "rome")
        #expect(refused.status == 65, "\(refused)")
        #expect(
            refused.stderr
                == "tipfmt: error: \(cli.home)/oslo.json holds the trip 'Oslo', which shares no bill, payment or "
                + "setting with the trip 'Rome' saved here; import it under a name of its own (--name NAME), or "
                + "merge a copy of 'Rome'\n")
        #expect(try ok("trip", "export", "Rome").stdout == before)
        // Under a name of its own it is a trip of its own.
        _ = try ok("trip", "import", cli.home + "/oslo.json", "--name", "Oslo 2")
        // A copy of Rome, renamed on the other phone, still merges into Rome.
        _ = try ok("trip", "export", "Rome", "--output", cli.home + "/rome.json")
        _ = try ok("trip", "import", cli.home + "/rome.json", "--name", "Roma")
        _ = try ok("trip", "pay", "Roma", "Ben", "Ann", "20")
        _ = try ok("trip", "export", "Roma", "--output", cli.home + "/roma.json")
        #expect(try ok("trip", "import", cli.home + "/roma.json", "--name", "Rome").stdout.contains("payments 1 added"))
    }

    /// A conflict that differs only in its past names it: `ancestry`, in text and JSON, never a
    /// bare `bill dinner:`.
    @Test func aConflictOfAncestryAloneNamesIt() throws {
        _ = try ok("trip", "create", "Rome", "--people", "Ann,Ben", "--home", "EUR")
        _ = try ok("trip", "add", "Rome", "40", "--paid-by", "Ann", "--id", "dinner", "--title", "Dinner")
        _ = try ok("trip", "export", "Rome", "--output", cli.home + "/rome.json")
        _ = try ok("trip", "import", cli.home + "/rome.json", "--name", "Copy")
        _ = try ok("trip", "edit", "Rome", "dinner", "--title", "Supper")
        _ = try ok("trip", "edit", "Rome", "dinner", "--title", "Dinner")
        _ = try ok("trip", "edit", "Copy", "dinner", "--title", "Lunch")
        _ = try ok("trip", "edit", "Copy", "dinner", "--title", "Dinner")
        _ = try ok("trip", "export", "Copy", "--output", cli.home + "/copy.json")
        let conflict = try cli.run("trip", "merge", "Rome", cli.home + "/copy.json")
        #expect(conflict.status == 1, "\(conflict)")
        #expect(conflict.stdout.hasPrefix("bill dinner: history revision "), "\(conflict)")
        #expect(conflict.stdout.contains(" after 2 earlier versions here, revision "), "\(conflict)")
        let json = try cli.run("trip", "merge", "Rome", cli.home + "/copy.json", "--json")
        let document = try #require(JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        let conflicts = try #require(document["conflicts"] as? [[String: Any]])
        let fields = (conflicts.first?["differences"] as? [[String: String]])?.compactMap { $0["field"] }
        #expect(fields == ["ancestry"])
    }

    /// The issue's hostile files: a trip file with 3,000,000 people (38 MB) and a Splitwise CSV of
    /// 1,700,000 rows are refused as they are read, naming the limit, in under a second and
    /// 100 MB; nothing is written.
    @Test func hostileFilesAreRefusedInUnderASecondAnd100MB() throws {
        _ = try ok("trip", "create", "Rome", "--people", "Ann,Ben")
        var people = "{\"format\": \"tipfmt-trip\", \"version\": 1, \"name\": \"Rome\", \"people\": ["
        people += (0..<3_000_000).map { "\"P\($0)\"" }.joined(separator: ",") + "]}"
        try people.write(toFile: cli.home + "/people.json", atomically: true, encoding: .utf8)
        let row = "2026-07-01,Tea,,1.00,EUR,1.00,-1.00\n"
        let csv = "Date,Description,Category,Cost,Currency,Ann,Ben\n" + String(repeating: row, count: 1_700_000)
        try csv.write(toFile: cli.home + "/rows.csv", atomically: true, encoding: .utf8)
        let before = try ok("trip", "export", "Rome").stdout
        for (file, message) in [
            (
                "people.json",
                "the file does not read as a tipfmt trip: people has more than 1000 entries, the most a trip holds (docs/Limits.md)"
            ),
            (
                "rows.csv",
                "the file does not read as a Splitwise export: it has more than 250000 rows, the most a trip imports (docs/Limits.md)"
            ),
        ] {
            let start = Date()
            let (status, peakKB, stderr) = try FileSafetyTests.runMeasuringMemory(
                ["trip", "import", "-", "--name", "Rome"], stdin: cli.home + "/" + file, environment: cli.environment)
            let elapsed = Date().timeIntervalSince(start)
            #expect(status == 65 && stderr == "tipfmt: error: \(message)\n", "\(file): \(stderr)")
            #expect(elapsed < 1, "\(file): \(elapsed) s")
            #expect(peakKB < 100 * 1024, "\(file): \(peakKB) KB")
        }
        #expect(try ok("trip", "export", "Rome").stdout == before)
    }

    /// A trip file is read a bill at a time and merged a batch of bills at a time, so what an
    /// import or a merge of a trip's own export takes does not grow with the file: copies of 60
    /// and of 240 bills that were each edited a thousand times (their ancestries make files of
    /// 1.2 and 4.8 MB, several times that in memory, and more than one batch of 512 KB) take the
    /// same memory, within half the difference of the files. Read whole (the text, its data, the decoded document, both copies
    /// and the merged trip), a merge took ten times the file. What 100,000 bills of 20 people take
    /// is in BENCHMARKS.md.
    @Test func aLargeCopyImportsAndMergesInMemoryThatDoesNotGrowWithTheFile() throws {
        let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
        /// The 16-letter revision numbered `number`.
        func revision(_ number: Int) -> String {
            String((0..<16).map { alphabet[(number >> (5 * ($0 % 12))) & 31] })
        }
        /// The trip `name` of `bills` bills among four people, each with a 1,000-revision ancestry.
        func document(_ name: String, bills: Int) -> String {
            var document = #"{"format": "tipfmt-trip", "version": 1, "name": "\#(name)", "homeCurrency": null, "#
            document += #""people": ["Ann", "Ben", "Cy", "Dee"], "bills": ["#
            document += (0..<bills).map { number in
                let ancestry = (0..<1_000).map { "\"\(revision(number * 1_000 + $0 + 1))\"" }.sorted()
                return #"{"id": "b\#(number)", "title": "Bill \#(number)", "date": null, "kind": "shares", "#
                    + #""currency": "EUR", "total": "4.00", "shares": [{"person": "Ann", "amount": "1.00"}, "#
                    + #"{"person": "Ben", "amount": "1.00"}, {"person": "Cy", "amount": "1.00"}, "#
                    + #"{"person": "Dee", "amount": "1.00"}], "payers": [{"person": "Ann", "amount": "4.00", "#
                    + #""method": "card"}], "home": null, "ancestry": [\#(ancestry.joined(separator: ", "))]}"#
            }.joined(separator: ", ")
            document += #"], "payments": [], "balances": [], "homeBalances": null, "unconverted": [], "#
            return document + #""settlements": [], "homeSettlement": null}"#
        }
        var peaks: [String: [Int]] = [:]
        var fileKB: [Int] = []
        for (name, bills) in [("Small", 60), ("Large", 240)] {
            let text = document(name, bills: bills)
            let file = cli.home + "/\(name).json"
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            fileKB.append(text.utf8.count / 1024)
            for arguments in [["trip", "import", "-"], ["trip", "merge", name, "-"]] {
                let (status, peakKB, stderr) = try FileSafetyTests.runMeasuringMemory(
                    arguments, stdin: file, environment: cli.environment)
                #expect(status == 0, "\(arguments): \(stderr)")
                peaks[arguments[1], default: []].append(peakKB)
            }
            #expect(
                try ok("trip", "merge", name, file).stdout
                    == "\(name) already has everything in that copy; nothing changed.\n")
        }
        #expect(fileKB[0] > 1024 && fileKB[1] - fileKB[0] > 3 * 1024, "\(fileKB) KB")
        for (command, kilobytes) in peaks {
            #expect(
                kilobytes[1] - kilobytes[0] < (fileKB[1] - fileKB[0]) / 2,
                "\(command): \(kilobytes) KB for \(fileKB) KB")
        }
        let balances = try ok("trip", "balances", "Large").stdout
        #expect(balances.contains("Ann  gets back €720.00"), "\(balances)")
    }
}
