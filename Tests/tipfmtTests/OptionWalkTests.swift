import Foundation
import Testing

/// Every option `calc`, `receipt`, `live --plain` and `trip add` declare, read from
/// argument-parser's own declarations (`--experimental-dump-help`), given on every kind of bill:
/// each one changes the output (or the history) or is refused with exit 64. An option added to a
/// command without a sample here fails the walk, so it cannot be left unread on some bill.
@Suite struct OptionWalkTests {
    /// A value to give each option (a pair where one option needs another to mean anything).
    static let samples: [String: [String]] = [
        "--currency": ["--currency", "EUR"], "--locale": ["--locale", "de_DE"],
        "--input-locale": ["--input-locale", "fr_FR"], "--split": ["--split", "2"],
        "--weights": ["--weights", "3,1,1"],
        "--tax": ["--tax", "8%"], "--tip-on": ["--tip-on", "total"], "--round": ["--round", "up"],
        "--round-to": ["--round-to", "5"], "--cash": ["--cash"], "--service": ["--service", "5%"],
        "--region": ["--region", "JP"], "--home": ["--home", "EUR", "--rate", "0.9"], "--rate": ["--rate", "0.9"],
        "--rates": ["--rates", "missing.xml"], "--allow-stale-rates": ["--allow-stale-rates"], "--save": ["--save"],
        "--note": ["--note", "Thanks"], "--item": ["--item", "Bread 4.15"],
        "--bill-file": ["--bill-file", "extra.bill"],
        "--people": ["--people", "ann,ben"], "--pay": ["--pay", "ann=cash"], "--paid-by": ["--paid-by", "ben"],
        "--discount": ["--discount", "10%"], "--prices-include-tax": ["--prices-include-tax"],
        "--tip-before-discount": ["--tip-before-discount"], "--cash-rounding": ["--cash-rounding", "separate"],
        "--explain": ["--explain"], "--tip": ["--tip", "12"], "--json": ["--json"],
        "--format": ["--format", "markdown"],
        "--width": ["--width", "50"], "--title": ["--title", "Table 4"], "--category": ["--category", "Food"],
        "--style": ["--style", "code"],
        "--latin-digits": ["--latin-digits"], "--plain": ["--plain"], "--latency-log": ["--latency-log", "lat.log"],
        "--redraw-everything": ["--redraw-everything"], "--id": ["--id", "x"], "--date": ["--date", "2026-02-02"],
        "--statement": ["--statement", "30"], "--printer": ["--printer", "generic-58"],
        "--output": ["--output", "receipt.bin"],
        "--raster": ["--raster", "always"], "--font": ["--font", "face.ttf"],
    ]

    /// What each command is always given, and the kinds of bill it takes.
    static let commands: [(name: [String], base: [String], kinds: [String])] = [
        (["calc"], ["-l", "en_US", "-c", "CHF"], ["single", "split", "weights", "people", "items", "text", "json"]),
        (
            ["receipt"], ["-l", "en_US", "-c", "CHF"],
            ["single", "split", "weights", "people", "items", "text", "json"]
        ),
        (["live"], ["--plain", "-l", "en_US", "-c", "CHF"], ["single", "split"]),
        (
            ["trip", "add", "Walk"], ["-l", "en_US", "-c", "CHF", "--paid-by", "ann", "--date", "2026-01-01"],
            ["single", "weights", "people", "items", "text", "json"]
        ),
    ]

    static let kinds: [String: [String]] = [
        "single": ["84.55", "--tip", "15"], "split": ["84.55", "--split", "3", "--tip", "15"],
        "weights": ["84.55", "--weights", "2,1,1", "--tip", "15"],
        "people": ["84.55", "--people", "ann,ben,cy", "--tip", "15"],
        "items": ["--item", "Pasta 20.35 @ann", "--item", "Wine 15.10 @ben,cy", "--tip", "15"],
        "text": ["--bill-file", "dinner.bill", "--tip", "15"], "json": ["--bill-file", "dinner.json", "--tip", "15"],
    ]

    /// The long names argument-parser declares for a command (hidden ones included), less help
    /// and version.
    static func declaredOptions(_ cli: Tipfmt, _ command: [String]) throws -> [String] {
        let dump = try cli.run(Array(command.prefix(2)) + ["--experimental-dump-help"])
        let object = try #require(try JSONSerialization.jsonObject(with: dump.stdoutBytes) as? [String: Any])
        let info = try #require(object["command"] as? [String: Any])
        var found: [String] = []
        for argument in info["arguments"] as? [[String: Any]] ?? [] {
            let names = (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }
            guard let name = names.first?["name"] as? String else { continue }
            if !["help", "version"].contains(name) { found.append("--" + name) }
        }
        return found
    }

    /// The bill files the kinds and samples name (`dinner.bill`, `dinner.json`, `extra.bill`),
    /// in `cli`'s home.
    static func writeBillFiles(_ cli: Tipfmt) throws {
        try "currency: CHF\nPasta 20.35 @ann\nWine 15.10 @ben,cy\n".write(
            toFile: cli.home + "/dinner.bill", atomically: true, encoding: .utf8)
        try
            #"{"currency":"CHF","items":[{"name":"Pasta","price":"20.35","sharedBy":["ann"]},{"name":"Wine","price":"15.10","sharedBy":["ben","cy"]}]}"#
            .write(toFile: cli.home + "/dinner.json", atomically: true, encoding: .utf8)
        try "currency: CHF\nBread 4.15 @cy\n".write(toFile: cli.home + "/extra.bill", atomically: true, encoding: .utf8)
    }

    @Test(arguments: 0..<4) func everyOptionChangesTheOutputOrIsRefused(command index: Int) throws {
        let (command, base, kinds) = Self.commands[index]
        let cli = Tipfmt.withHistory()
        try Self.writeBillFiles(cli)
        let isTrip = command.first == "trip"
        if isTrip { _ = try cli.run(["trip", "create", "Walk", "--people", "ann,ben,cy"]) }
        var bills = 0
        var ids = 0
        var baselines: [String: RunResult] = [:]
        /// Runs the command; a trip's bill gets an id of its own, which the output then drops.
        func run(_ arguments: [String]) throws -> RunResult {
            ids += 1
            let extra = isTrip && !arguments.contains("--id") ? ["--id", "b\(ids)", "--title", "Walk"] : []
            let result = try cli.run(command + extra + arguments, stdin: Data())
            let stdout = result.stdout.replacingOccurrences(of: "Bill b\(ids) ", with: "Bill # ")
            return RunResult(status: result.status, stdout: stdout, stderr: result.stderr, stdoutBytes: Data())
        }
        func savedBills() throws -> Int {
            let list = try cli.run(["history", "export", "--format", "json"])
            let object = try JSONSerialization.jsonObject(with: list.stdoutBytes) as? [String: Any]
            return (object?["bills"] as? [Any])?.count ?? 0
        }
        let options = try Self.declaredOptions(cli, command)
        #expect(options.count > 10, "\(options)")
        for option in options {
            let sample = try #require(Self.samples[option], "\(option) has no sample value in OptionWalkTests")
            for kind in kinds {
                let bill = base + (Self.kinds[kind] ?? [])
                if bill.contains(option) { continue }
                let before = try baselines[kind] ?? run(bill)
                baselines[kind] = before
                try #require(before.status == 0, "\(command) \(bill): \(before)")
                let after = try run(bill + sample)
                let saved = option == "--save" ? try savedBills() > bills : false
                if saved { bills = try savedBills() }
                let changed = after.status != 0 || after.stdout != before.stdout || after.stderr != before.stderr
                #expect(
                    changed || saved, "\(command.joined(separator: " ")) \(option) on \(kind) changed nothing: \(after)"
                )
                if after.status != 0 && after.status != 64 && after.status != 65 && after.status != 1 {
                    Issue.record("\(command) \(option) on \(kind): exit \(after.status): \(after)")
                }
            }
        }
    }
}
