import Foundation
import Testing

/// A program reading tipfmt's JSON must not break on a flag: for `calc --json` and `receipt
/// --format json`, every option the command declares (the option walk's samples) on every kind
/// of bill prints JSON that fits the command's one schema, and every key path has one JSON type
/// across all of them (a part a bill does not have is absent, never `null` or retyped).
@Suite struct JSONTypeStabilityTests {
    /// The command, its JSON switch, its schema.
    static let commands: [(name: String, json: [String], schema: String)] = [
        ("calc", ["--json"], "calc.schema.json"), ("receipt", ["--format", "json"], "receipt.schema.json"),
    ]

    /// The kinds of bill the option walk gives every command, and a single amount without a tip.
    static let kinds = OptionWalkTests.kinds.merging(["untipped": ["84.55"]]) { first, _ in first }

    /// Options that change where the output goes or what it is, rather than the bill.
    static let notAboutTheBill: Set<String> = ["--json", "--format", "--output", "--printer", "--width"]

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

    @Test(arguments: 0..<2) func everyKeyHasOneTypeWhateverTheOptionsOrTheBill(command index: Int) throws {
        let (name, json, schema) = Self.commands[index]
        let validator = try JSONSchemaTests.validator.get()
        let cli = Tipfmt.withHistory()
        try "currency: CHF\nPasta 20.35 @ann\nWine 15.10 @ben,cy\n".write(
            toFile: cli.home + "/dinner.bill", atomically: true, encoding: .utf8)
        try
            #"{"currency":"CHF","items":[{"name":"Pasta","price":"20.35","sharedBy":["ann"]},{"name":"Wine","price":"15.10","sharedBy":["ben","cy"]}]}"#
            .write(toFile: cli.home + "/dinner.json", atomically: true, encoding: .utf8)
        try "currency: CHF\nBread 4.15 @cy\n".write(toFile: cli.home + "/extra.bill", atomically: true, encoding: .utf8)
        let options = try OptionWalkTests.declaredOptions(cli, [name]).filter { !Self.notAboutTheBill.contains($0) }
        var found: [String: Set<String>] = [:]
        var seenIn: [String: [String: String]] = [:]
        var outputs = 0
        for (kind, bill) in Self.kinds.sorted(by: { $0.key < $1.key }) {
            for option in [nil] + options.map(Optional.some) {
                // An option without a sample fails the option walk, which keeps the samples.
                if let option, OptionWalkTests.samples[option] == nil || bill.contains(option) { continue }
                let sample = option.flatMap { OptionWalkTests.samples[$0] } ?? []
                let arguments = [name, "-l", "en_US", "-c", "CHF"] + bill + sample + json
                let result = try cli.run(arguments, stdin: Data())
                guard result.status == 0 else { continue }
                let value = try JSONValue(parsing: result.stdout)
                let errors = validator.errors(value, against: schema)
                #expect(errors.isEmpty, "\(arguments.joined(separator: " ")): \(errors)")
                var types: [String: Set<String>] = [:]
                Self.types(of: value, into: &types)
                for (path, kinds) in types {
                    found[path, default: []].formUnion(kinds)
                    for type in kinds { seenIn[path, default: [:]][type] = arguments.joined(separator: " ") }
                }
                outputs += 1
            }
        }
        #expect(outputs > 100, "\(name): only \(outputs) outputs")
        for (path, types) in found.sorted(by: { $0.key < $1.key }) where types.count > 1 {
            Issue.record("\(name): \(path) is \(types.sorted()): \(seenIn[path] ?? [:])")
        }
    }
}
