import Foundation
import Testing

/// A saved bill (`history show --json`) has one shape whatever the bill: single or itemised,
/// split, weighted, named, with tax, service, discount, VAT in the prices, cash or a home
/// currency. Every key path has one JSON type across them (a part a bill lacks is absent, never
/// `null`), and each fits history-bill.schema.json.
@Suite struct SavedBillJSONStabilityTests {
    /// The one key path whose type varies: `itemised.bill` is the bill as given, in the bill
    /// file's own shape, where `sharedBy` is `"all"`, a name, or a list of names or weighted names.
    static let billAsGiven: Set<String> = ["$.itemised.bill.items[].sharedBy", "$.itemised.bill.items[].sharedBy[]"]

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
        for (path, types) in found where types.count > 1 && !Self.billAsGiven.contains(path) {
            Issue.record("\(path) is \(types.sorted().joined(separator: " or ")) in a saved bill")
        }
        #expect(found["$.itemised"] == ["object"], "an itemised bill's whole result is saved")
        #expect(found.filter { $0.value.contains("null") }.keys.sorted() == [], "a part a bill lacks is absent")
    }
}
