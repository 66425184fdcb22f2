import Money
import Testing
import Trips

/// The example of `Sources/Trips/Trips.docc/Trips.md` runs and prints what its `// Prints` lines
/// say: the catalog's Swift block, without its imports, must be the code between the `docc:`
/// markers below, line for line.
@Suite struct DocumentationTests {
    @Test func theLandingPagesExampleIsTrue() throws {
        var output: [String] = []
        func print(_ items: Any...) { output.append(items.map { "\($0)" }.joined(separator: " ")) }
        // docc: begin
        var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"])
        let share = try Money(parsing: "30.00", .eur)
        try trip.add(
            TripBill(
                id: "1", title: "Dinner", shares: [.init("Ann", share), .init("Ben", share), .init("Cy", share)],
                payers: [.init("Ann", paid: try Money(parsing: "90.00", .eur))]))
        print(try trip.balances(in: .eur).amounts.map { "\($0.person) \($0.amount)" })
        // Prints "["Ann 60.00 EUR", "Ben -30.00 EUR", "Cy -30.00 EUR"]"
        for transfer in try trip.settlement(in: .eur).transfers {
            print(transfer.from, "→", transfer.to, transfer.amount)
        }
        // Prints "Ben → Ann 30.00 EUR"
        // Prints "Cy → Ann 30.00 EUR"
        // docc: end

        let page = try repositoryFile("Sources/Trips/Trips.docc/Trips.md")
        #expect(output == TripsGuideTests.printed(in: page))
        #expect(output.contains("Ben → Ann 30.00 EUR"))
        let shown = TripsGuideTests.blocks(in: page, language: "swift")
        #expect(shown.count == 1)
        let code = Array((shown.first ?? []).drop { $0.hasPrefix("import ") || $0.isEmpty })
        let source = try repositoryFile("Tests/TripsTests/DocumentationTests.swift")
        #expect([code] == TripsGuideTests.markedBlocks(in: source, marker: "docc"))
    }
}
