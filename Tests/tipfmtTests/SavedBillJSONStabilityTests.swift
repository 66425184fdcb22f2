import Foundation
import Testing

/// A saved bill (`history show --json`) has one shape whatever the bill: single or itemised,
/// split, weighted, named, with tax, service, discount, VAT in the prices, cash or a home
/// currency, and whichever tipfmt saved it (the histories of every schema version in Fixtures).
/// Every key path has one JSON type across them (a part a bill lacks is absent, never `null`),
/// and each fits history-bill.schema.json: its `result` is the bill object every surface writes.
@Suite struct SavedBillJSONStabilityTests {
    /// The histories kept from earlier versions: each bill in them prints in today's shape.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path
    static let versions = ["history-v1", "history-v2", "history-v3", "history-v4", "history-v5"]

    static let bills: [[String]] = [
        ["100", "--tip", "10"], ["100", "--tip", "10", "--split", "3", "--tax", "8%"],
        ["100", "--weights", "2,1", "--tax", "5.00", "--service", "5%"], ["100", "--discount", "10%", "--tip", "10"],
        ["100", "--discount", "5.00", "--prices-include-tax", "--tax", "8.1%"],
        ["100", "--people", "ann,ben", "--paid-by", "ann", "--cash"],
        ["--item", "Pasta 20 @ann", "--item", "Wine 15 @ben,cy", "--tip", "10"],
        ["--item", "Pasta 20", "--item", "Wine 15"],
        [
            "--item", "2x Beer 6 @ann:2,ben", "--item", "Bread 4 @all", "--discount", "10%", "--tip", "10", "--home",
            "EUR", "--rate", "0.9",
        ],
    ]

    @Test func everyKeyHasOneTypeWhateverTheBill() throws {
        let cli = Tipfmt.withHistory()
        let validator = try JSONSchemaTests.validator.get()
        var found: [String: Set<String>] = [:]
        for (index, bill) in Self.bills.enumerated() {
            let saved = try cli.run(["calc"] + bill + ["-l", "en_US", "-c", "CHF", "--save"])
            try #require(saved.status == 0, "\(bill): \(saved)")
            let shown = try cli.run(["history", "show", String(index + 1), "--json"])
            try #require(shown.status == 0, "\(bill): \(shown)")
            let value = try JSONValue(parsing: shown.stdout)
            #expect(validator.errors(value, against: "history-bill.schema.json") == [], "\(bill)")
            JSONTypeStabilityTests.types(of: value, into: &found)
        }
        var fixtures = 0
        for version in Self.versions {
            let old = Tipfmt(extraEnvironment: { home in ["XDG_DATA_HOME": home + "/data", "TZ": "UTC"] })
            let folder = old.home + "/data/tipfmt"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: Self.fixtures + "/\(version)/history.sqlite", toPath: folder + "/history.sqlite")
            let export = try old.run(["history", "export", "--format", "json"])
            try #require(export.status == 0, "\(version): \(export)")
            let value = try JSONValue(parsing: export.stdout)
            #expect(validator.errors(value, against: "history.schema.json") == [], "\(version)")
            guard case .array(let bills)? = value["bills"] else { continue }
            for bill in bills { JSONTypeStabilityTests.types(of: bill, into: &found) }
            fixtures += bills.count
        }
        #expect(fixtures >= 10, "the fixtures hold bills of every version: \(fixtures)")
        for (path, types) in found where types.count > 1 {
            Issue.record("\(path) is \(types.sorted().joined(separator: " or ")) in a saved bill")
        }
        #expect(found["$.result.people"] == ["array"], "an itemised bill's people are in its result")
        #expect(found["$.itemised"] == nil && found["$.people"] == nil, "a bill's parts are in its result only")
        #expect(found.filter { $0.value.contains("null") }.keys.sorted() == [], "a part a bill lacks is absent")
    }
}
