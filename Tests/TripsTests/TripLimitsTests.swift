import Money
import Testing
import Trips

/// What a trip file may carry (docs/Limits.md): each count past its limit is refused as the
/// document is read, naming the field, and a trip's own export always reads back.
@Suite struct TripLimitsTests {
    /// A trip document with `people` and the rest empty, `extra` spliced in as more keys.
    static func document(people: [String], extra: String = "") -> String {
        let names = people.map { "\"\($0)\"" }.joined(separator: ",")
        return """
            {"format": "tipfmt-trip", "version": 1, "name": "Hostile", "homeCurrency": null, "people": [\(names)],
            "bills": [], "payments": [], "balances": [], "homeBalances": null, "unconverted": [], "settlements": [],
            "homeSettlement": null\(extra)}
            """
    }

    @Test func aThousandPeopleReadAndOneMoreIsRefusedNamingTheField() throws {
        let thousand = (0..<1000).map { "P\($0)" }
        #expect(try Trip(json: Self.document(people: thousand)).people.count == 1000)
        #expect(
            throws: TripError.invalidTripDocument(
                "people has more than 1000 entries, the most a trip holds (docs/Limits.md)")
        ) {
            try Trip(json: Self.document(people: thousand + ["One more"]))
        }
    }

    /// The hostile files, smaller: 300,000 people, 300,000 removed payment ids, a bill
    /// whose ancestry lists 20,000 revisions. Each is refused at the first entry past its limit,
    /// well under a second.
    @Test func hostileCountsAreRefusedAsTheyAreRead() throws {
        let clock = ContinuousClock()
        let start = clock.now
        #expect(
            throws: TripError.invalidTripDocument(
                "people has more than 1000 entries, the most a trip holds (docs/Limits.md)")
        ) {
            try Trip(json: Self.document(people: (0..<300_000).map { "P\($0)" }))
        }
        let ids = (0..<300_000).map { "\"p\($0)\"" }.joined(separator: ",")
        #expect(
            throws: TripError.invalidTripDocument(
                "removed.payments has more than 250000 entries, the most a trip holds (docs/Limits.md)")
        ) {
            try Trip(
                json: Self.document(people: ["Ann"], extra: ", \"removed\": {\"bills\": [], \"payments\": [\(ids)]}"))
        }
        let revisions = Array(repeating: "\"aaaaaaaaaaaaaaaa\"", count: 20_000).joined(separator: ",")
        let bill = """
            {"id": "b1", "title": "Tea", "date": null, "kind": "shares", "currency": "EUR", "total": "1.00",
            "shares": [{"person": "Ann", "amount": "1.00"}], "payers": [{"person": "Ann", "amount": "1.00", "method": "card"}],
            "home": null, "ancestry": [\(revisions)]}
            """
        let text = Self.document(people: ["Ann"]).replacing("\"bills\": []", with: "\"bills\": [\(bill)]")
        #expect(
            throws: TripError.invalidTripDocument(
                "bills.ancestry has more than 10000 entries, the most a trip holds (docs/Limits.md)")
        ) { try Trip(json: text) }
        #expect(clock.now - start < .seconds(5), "debug build; the release build takes a fraction of it")
    }

    @Test func deepNestingAndLongStringsAreRefused() throws {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        #expect(throws: TripError.invalidTripDocument("it nests arrays and objects more than 32 deep (docs/Limits.md)"))
        {
            try Trip(json: Self.document(people: ["Ann"], extra: ", \"rules\": \(deep)"))
        }
        let long = String(repeating: "x", count: 70_000)
        #expect(throws: TripError.invalidTripDocument("it has a string longer than 65536 bytes (docs/Limits.md)")) {
            try Trip(json: Self.document(people: [long]))
        }
    }

    @Test func aSplitwiseExportPastItsRowsIsRefusedBeforeItIsRead() throws {
        let row = "2026-07-01,Tea,,1.00,EUR,1.00,-1.00\n"
        let csv = "Date,Description,Category,Cost,Currency,Ann,Ben\n" + String(repeating: row, count: 250_001)
        #expect(
            throws: TripError.importFile("it has more than 250000 rows, the most a trip imports (docs/Limits.md)")
        ) { try SplitwiseImport.trip(csv: csv, name: "Big") }
    }

    /// A trip refuses to grow past its limits (the history counts them on every write), so its
    /// own export always reads back; the refusal says which limit and what to do.
    @Test func aLimitPassedSaysWhichAndWhatToDo() {
        #expect(
            TripError.tooMany("bills", limit: TripLimits.bills).description
                == "a trip holds at most 250000 bills (docs/Limits.md); start another trip for more")
    }
}
