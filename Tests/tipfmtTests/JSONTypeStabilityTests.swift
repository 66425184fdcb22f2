import Foundation
import Testing

/// A program reading tipfmt's JSON must not break on a flag, nor on where it read a bill: every
/// option `calc` and `receipt` declare (the option walk's samples) on every kind of bill prints
/// JSON that fits the command's schema, each bill saved from those runs prints (`history export
/// --format json`) JSON that fits the history's schema, every key path has one JSON type across
/// each surface's outputs, and the bill object (bill-result.schema.json) has one JSON type per
/// key path across all the surfaces together: `calc --json`'s answer and each of its rows,
/// `receipt --format json`'s `result`, a saved bill's `result` and each bill of a trip document
/// (a part a bill does not have is absent, never `null` or retyped).
@Suite struct JSONTypeStabilityTests {
    /// The command, its JSON switch, its schema.
    static let commands: [(name: String, json: [String], schema: String)] = [
        ("calc", ["--json"], "calc.schema.json"), ("receipt", ["--format", "json"], "receipt.schema.json"),
    ]

    /// The kinds of bill the option walk gives every command, and a single amount without a tip.
    static let kinds = OptionWalkTests.kinds.merging(["untipped": ["84.55"]]) { first, _ in first }

    /// Options that change where the output goes or what it is, rather than the bill.
    static let notAboutTheBill: Set<String> = ["--json", "--format", "--output", "--printer", "--width"]

    /// One printed JSON document: where it came from, the command line, its value.
    struct Output: Sendable {
        var surface: String
        var arguments: String
        var value: JSONValue
    }

    /// Every output of the walk: both commands over every option and kind of bill, each run saved
    /// (`--save`), then the saved bills as `history export --format json` prints them (one output
    /// per bill, surface `saved`).
    static let walk = Result { () throws -> [Output] in
        let cli = Tipfmt.withHistory()
        try OptionWalkTests.writeBillFiles(cli)
        var outputs: [Output] = []
        for (name, json, _) in commands {
            let options = try OptionWalkTests.declaredOptions(cli, [name]).filter { !notAboutTheBill.contains($0) }
            for (_, bill) in kinds.sorted(by: { $0.key < $1.key }) {
                for option in [nil] + options.map(Optional.some) {
                    // An option without a sample fails the option walk, which keeps the samples.
                    if let option, OptionWalkTests.samples[option] == nil || bill.contains(option) { continue }
                    let sample = option.flatMap { OptionWalkTests.samples[$0] } ?? []
                    let save = sample.contains("--save") ? [] : ["--save"]
                    let arguments = [name, "-l", "en_US", "-c", "CHF"] + bill + sample + json + save
                    let result = try cli.run(arguments, stdin: Data())
                    guard result.status == 0 else { continue }
                    outputs.append(
                        Output(
                            surface: name, arguments: arguments.joined(separator: " "),
                            value: try JSONValue(parsing: result.stdout)))
                }
            }
        }
        let export = try JSONValue(parsing: try cli.run(["history", "export", "--format", "json"]).stdout)
        guard case .array(let bills)? = export["bills"] else { return outputs }
        for bill in bills {
            let id = bill["id"].map { "\($0)" } ?? "?"
            outputs.append(Output(surface: "saved", arguments: "history show \(id) --json", value: bill))
        }
        return outputs
    }

    /// Trip documents (`trip show NAME --json` and `trip export NAME`, surface `trip`) whose bills
    /// are of every kind: a single amount split evenly, among some, by weights and paid by two,
    /// paid in cash, an itemised bill, shares as given (a Splitwise import), with categories, and
    /// converted to the home currency by a typed rate, a card statement, an ECB file (the
    /// version-1 Lisbon document) or not yet.
    static let tripWalk = Result { () throws -> [Output] in
        let cli = Tipfmt()
        let lisbon = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/trip-v1/lisbon.json").path
        try """
        Date,Description,Category,Cost,Currency,Ann,Ben
        2026-11-20,Dinner,Dining out,60.00,EUR,35.00,-35.00

        2026-11-25,Total balance, , ,EUR,35.00,-35.00

        """.write(toFile: cli.home + "/splitwise.csv", atomically: true, encoding: .utf8)
        let steps: [[String]] = [
            ["trip", "create", "Rome", "--people", "Ann,Ben,Cy,Dee", "--home", "CHF"],
            [
                "trip", "add", "Rome", "80", "-c", "CHF", "--paid-by", "Cy", "--title", "Dinner", "--category", "Food",
                "--date", "2026-07-01",
            ],
            [
                "trip", "add", "Rome", "40", "-c", "EUR", "--paid-by", "Dee", "--people", "Ann,Ben", "--title", "Taxi",
                "--category", "Transport", "--date", "2026-07-02", "--rate", "0.95",
            ],
            [
                "trip", "add", "Rome", "90", "-c", "EUR", "--weights", "2,1,1,1", "--paid-by", "Ann=50,Ben=40",
                "--rate", "0.94", "--date", "2026-07-03",
            ],
            [
                "trip", "add", "Rome", "--item", "Pizza 18.00 @ann", "--item", "Wine 24.00 @ben,cy", "-c", "EUR",
                "--paid-by", "Cy", "--statement", "40.10", "--date", "2026-07-04",
            ],
            ["trip", "add", "Rome", "10.03", "-c", "CHF", "--paid-by", "Ann", "--cash", "--date", "2026-07-05"],
            ["trip", "add", "Rome", "12", "-c", "USD", "--paid-by", "Ben", "--date", "2026-07-06"],
            ["trip", "import", cli.home + "/splitwise.csv", "--name", "Split"],
            ["trip", "import", lisbon],
        ]
        for step in steps {
            let result = try cli.run(step)
            guard result.status == 0 else { throw TripWalkFailure(step: step, result: "\(result)") }
        }
        var outputs: [Output] = []
        for trip in ["Rome", "Split", "Lisbon"] {
            for arguments in [["trip", "show", trip, "--json"], ["trip", "export", trip]] {
                let result = try cli.run(arguments)
                guard result.status == 0 else { throw TripWalkFailure(step: arguments, result: "\(result)") }
                outputs.append(
                    Output(
                        surface: "trip", arguments: arguments.joined(separator: " "),
                        value: try JSONValue(parsing: result.stdout)))
            }
        }
        return outputs
    }

    /// A step of ``tripWalk`` that failed.
    struct TripWalkFailure: Error {
        var step: [String]
        var result: String
    }

    /// Each key path of `value` (`$.people[].amounts.tip`) with the JSON types found there.
    static func types(of value: JSONValue, at path: String = "$", into found: inout [String: Set<String>]) {
        switch value {
        case .null: found[path, default: []].insert("null")
        case .bool: found[path, default: []].insert("boolean")
        case .number: found[path, default: []].insert("number")
        case .string: found[path, default: []].insert("string")
        case .array(let elements):
            found[path, default: []].insert("array")
            for element in elements { types(of: element, at: path + "[]", into: &found) }
        case .object(let members):
            found[path, default: []].insert("object")
            for (key, member) in members { types(of: member, at: path + "." + key, into: &found) }
        }
    }

    /// The bill objects an output holds: `calc --json`'s answer (without `custom` and `rows`)
    /// and each row, `receipt`'s and a saved bill's `result`.
    static func bills(in output: Output) -> [JSONValue] {
        switch output.surface {
        case "calc":
            guard case .object(var members) = output.value else { return [] }
            var rows: [JSONValue] = []
            if case .array(let found)? = members.removeValue(forKey: "rows") { rows = found }
            members["custom"] = nil
            return [.object(members)] + rows
        case "trip":
            guard case .array(let bills)? = output.value["bills"] else { return [] }
            return bills
        default:
            return output.value["result"].map { [$0] } ?? []
        }
    }

    /// The types of `values`' key paths, each with a command line that printed it.
    static func record(_ values: [(JSONValue, String)]) -> [String: [String: String]] {
        var seenIn: [String: [String: String]] = [:]
        for (value, arguments) in values {
            var types: [String: Set<String>] = [:]
            Self.types(of: value, into: &types)
            for (path, kinds) in types {
                for type in kinds where seenIn[path]?[type] == nil { seenIn[path, default: [:]][type] = arguments }
            }
        }
        return seenIn
    }

    @Test(arguments: ["calc", "receipt", "saved"])
    func everyKeyHasOneTypeWhateverTheOptionsOrTheBill(surface: String) throws {
        let validator = try JSONSchemaTests.validator.get()
        let schema = Self.commands.first { $0.name == surface }?.schema ?? "history-bill.schema.json"
        let outputs = try Self.walk.get().filter { $0.surface == surface }
        #expect(outputs.count > 100, "\(surface): only \(outputs.count) outputs")
        for output in outputs {
            let errors = validator.errors(output.value, against: schema)
            #expect(errors.isEmpty, "\(output.arguments): \(errors)")
        }
        let seenIn = Self.record(outputs.map { ($0.value, $0.arguments) })
        for (path, types) in seenIn.sorted(by: { $0.key < $1.key }) where types.count > 1 {
            Issue.record("\(surface): \(path) is \(types.keys.sorted()): \(types)")
        }
        #expect(seenIn.filter { $0.value["null"] != nil }.keys.sorted() == [], "a part a bill lacks is absent")
    }

    /// The one bill object: whichever surface printed it, each key path has one JSON type, and
    /// the per-person parts of a bill laid out per person are there on every surface.
    @Test func aBillHasOneShapeOnEverySurface() throws {
        let outputs = try Self.walk.get() + Self.tripWalk.get()
        var bills: [(JSONValue, String)] = []
        var surfacesWithPeople: Set<String> = []
        for output in outputs {
            for bill in Self.bills(in: output) {
                bills.append((bill, output.surface + ": " + output.arguments))
                if bill["people"] != nil { surfacesWithPeople.insert(output.surface) }
            }
        }
        let surfaces = Set(outputs.map(\.surface))
        #expect(surfaces == ["calc", "receipt", "saved", "trip"])
        #expect(surfacesWithPeople == surfaces, "every surface writes a bill's people")
        #expect(bills.count > 3 * 100, "only \(bills.count) bills")
        for (path, types) in Self.record(bills).sorted(by: { $0.key < $1.key }) where types.count > 1 {
            Issue.record("the bill's \(path) is \(types.keys.sorted()): \(types)")
        }
    }

    /// A trip's bills are bill objects with a trip's parts: the trip documents fit trip.schema.json
    /// (each bill checked against bill-result.schema.json through its `$ref`), and the walk
    /// reaches every kind of trip bill and every conversion, so the schema is tried on each.
    @Test func aTripsBillsAreBillObjects() throws {
        let validator = try JSONSchemaTests.validator.get()
        let outputs = try Self.tripWalk.get()
        var seen: Set<String> = []
        for output in outputs {
            let errors = validator.errors(output.value, against: "trip.schema.json")
            #expect(errors.isEmpty, "\(output.arguments): \(errors.prefix(10))")
            for bill in Self.bills(in: output) {
                #expect(bill["bill"] == nil && bill["tip"] == nil, "a trip's bill is not a calculation: \(bill)")
                for key in ["kind", "category", "date", "home"] {
                    if case .string(let value)? = bill[key] { seen.insert(key + " " + value) }
                }
                if case .string(let value)? = bill["home"]?["conversion"] { seen.insert("conversion " + value) }
                if case .array(let payers)? = bill["payers"], payers.count > 1 { seen.insert("payers") }
            }
        }
        for part in [
            "kind single", "kind itemised", "kind shares", "category Food", "conversion same", "conversion typed",
            "conversion cardStatement", "conversion ecb", "payers",
        ] {
            #expect(seen.contains(part), "no trip bill has \(part): \(seen.sorted())")
        }
        let seenIn = Self.record(outputs.flatMap { output in Self.bills(in: output).map { ($0, output.arguments) } })
        for (path, types) in seenIn.sorted(by: { $0.key < $1.key }) where types.count > 1 {
            Issue.record("trip: \(path) is \(types.keys.sorted()): \(types)")
        }
    }
}
