import Money
import Testing
import TipCalc
import Trips

/// Runs the examples of docs/Trips.md: the guide's Swift blocks must be, line for line, the code
/// between the `guide:` markers below, what they print must be the guide's `// Prints` lines,
/// and the JSON and CSV blocks must be what the code writes.
@Suite struct TripsGuideTests {
    @Test func theGuidesExamplesPrintWhatTheGuideSays() throws {
        var output: [String] = []
        func print(_ items: Any...) { output.append(items.map { "\($0)" }.joined(separator: " ")) }
        // guide: begin
        var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"])
        var dinner = TipRequest(bill: try Money(parsing: "90.00", .eur), tip: .percent(10))
        dinner.party = .even(3)
        let result = try TipCalculator.calculate(dinner)
        try trip.add(
            TripBill(
                id: "1", title: "Dinner", result: result, people: ["Ann", "Ben", "Cy"],
                payers: [.init("Ann", paid: result.total)]))
        let twelve = try Money(parsing: "12.00", .eur)
        try trip.add(
            TripBill(
                id: "2", title: "Museum", shares: [.init("Ann", twelve), .init("Ben", twelve), .init("Cy", twelve)],
                payers: [
                    .init("Cy", paid: try Money(parsing: "20.00", .eur)),
                    .init("Ben", paid: try Money(parsing: "16.00", .eur)),
                ]))
        print(try trip.balances(in: .eur).amounts.map { "\($0.person) \($0.amount)" })
        // Prints "["Ann 54.00 EUR", "Ben -29.00 EUR", "Cy -25.00 EUR"]"
        let settlement = try trip.settlement(in: .eur)
        print(settlement.transfers.map { "\($0.from) → \($0.to) \($0.amount)" }, settlement.optimality)
        // Prints "["Ben → Ann 29.00 EUR", "Cy → Ann 25.00 EUR"] minimal"
        try trip.record(settlement)
        print(try trip.balances(in: .eur).isSettled)
        // Prints "true"
        // guide: end

        // guide: begin
        var tokyo = try Trip(name: "Tokyo", people: ["Ann", "Ben"], home: .eur)
        let share = try Money(parsing: "2475", .jpy)
        try tokyo.add(
            TripBill(
                id: "sushi", title: "Sushi", shares: [.init("Ann", share), .init("Ben", share)],
                payers: [.init("Ben", paid: try Money(parsing: "4950", .jpy))]),
            rate: .cardStatement(try Money(parsing: "30.47", .eur)))
        if let home = tokyo.bill(id: "sushi")?.home {
            print(home.total, home.conversion.rate.rate, home.shares.map { $0.amount })
        }
        // Prints "30.47 EUR 0.0061555556 [15.24 EUR, 15.23 EUR]"
        print(
            try tokyo.balances(in: .jpy).amounts.map { $0.amount }, try tokyo.homeBalances().amounts.map { $0.amount })
        // Prints "[-2475 JPY, 2475 JPY] [-15.24 EUR, 15.24 EUR]"
        // guide: end

        // guide: begin
        var sailing = try Trip(name: "Sailing", people: ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay"])
        func eur(_ text: String) throws -> Money { try Money(parsing: text, .eur) }
        try sailing.add(
            TripBill(
                id: "boat", title: "Boat", shares: [.init("Cy", try eur("65.00")), .init("Dee", try eur("10.00"))],
                payers: [.init("Ben", paid: try eur("75.00"))]))
        try sailing.add(
            TripBill(
                id: "villa", title: "Villa", shares: [.init("Eve", try eur("95.00"))],
                payers: [.init("Ann", paid: try eur("55.00")), .init("Fay", paid: try eur("40.00"))]))
        let greedy = try sailing.settlement(in: .eur, method: .largestFirst)
        let fewest = try sailing.settlement(in: .eur)
        print(greedy.transfers.count, fewest.transfers.count, fewest.groups)
        // Prints "5 4 [["Ann", "Eve", "Fay"], ["Ben", "Cy", "Dee"]]"
        // guide: end

        // guide: begin
        var zurich = try Trip(name: "Zurich", people: ["Ann", "Ben", "Cy"])
        let coffee = try Money(parsing: "5.01", .chf)
        try zurich.add(
            TripBill(
                id: "1", title: "Coffee", shares: [.init("Ben", coffee), .init("Cy", coffee)],
                payers: [.init("Ann", paid: try Money(parsing: "10.02", .chf), method: .cash)]))
        let cash = try zurich.settlement(in: .chf, cash: true)
        print(cash.transfers.map { "\($0.from) → \($0.to) \($0.amount)" })
        // Prints "["Ben → Ann 5.00 CHF", "Cy → Ann 5.00 CHF"]"
        print(cash.leftovers.map { "\($0.person) \($0.amount)" })
        // Prints "["Ann 0.02 CHF", "Ben -0.01 CHF", "Cy -0.01 CHF"]"
        // guide: end

        // guide: begin
        let explanation = tokyo.explanation(of: [try tokyo.homeSettlement()])
        for line in explanation.conversions {
            print(line.subject, line.conversion.original, "→", line.conversion.converted, "at", line.conversion.rate)
        }
        // Prints "bill sushi 4950 JPY → 30.47 EUR at 1 JPY = 0.0061555556 EUR"
        for line in explanation.transfers {
            print(
                line.transfer.from, "pays", line.transfer.to, line.transfer.amount, "in group",
                line.group.map { $0.person })
        }
        // Prints "Ann pays Ben 15.24 EUR in group ["Ann", "Ben"]"
        // guide: end

        // guide: begin
        var weekend = try Trip(name: "Weekend", people: ["Ann", "Ben"], home: .eur)
        try weekend.add(
            TripBill(
                id: "1", title: "Sushi", date: CalendarDate("2026-07-01"),
                shares: [
                    .init("Ann", try Money(parsing: "2000", .jpy)), .init("Ben", try Money(parsing: "1000", .jpy)),
                ],
                payers: [.init("Ann", paid: try Money(parsing: "3000", .jpy))]),
            rate: .rate(try ExactDecimal(parsing: "0.0061")))
        let json = try weekend.json()
        let csv = try weekend.csv()
        // guide: end

        // guide: begin
        let imported = try SplitwiseImport.trip(
            csv: """
                Date,Description,Category,Cost,Currency,Ann,Ben,Cy

                2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00
                2026-07-02,Payment,Payment,30.00,EUR,-30.00,30.00,0.00

                2026-07-03,Total balance, , ,EUR,30.00,0.00,-30.00
                """, name: "Imported")
        print(imported.bills.count, imported.payments.count, try imported.balances(in: .eur).amounts.map { $0.amount })
        // Prints "1 1 [30.00 EUR, 0.00 EUR, -30.00 EUR]"
        do {
            _ = try SplitwiseImport.trip(
                csv:
                    "Date,Description,Category,Cost,Currency,Ann,Ben\n2026-07-01,Taxi,Transport,12.5O,EUR,6.25,-6.25\n",
                name: "Typo")
        } catch {
            print(error)
        }
        // Prints "row 2: cost: invalid amount '12.5O': unexpected 'O'; use digits, an optional leading '-' and '.'"
        // guide: end

        let guide = try repositoryFile("docs/Trips.md")
        #expect(output == Self.printed(in: guide))
        let source = try repositoryFile("Tests/TripsTests/TripsGuideTests.swift")
        let tested = Self.markedBlocks(in: source)
        let shown = Self.blocks(in: guide, language: "swift")
        #expect(shown.count == tested.count)
        for (position, (shown, tested)) in zip(shown, tested).enumerated() {
            #expect(shown == tested, "block \(position + 1) of docs/Trips.md is not the code this test runs")
        }
        #expect(Self.blocks(in: guide, language: "json").first.map { $0.joined(separator: "\n") + "\n" } == json)
        #expect(
            Self.blocks(in: guide, language: "csv").first.map { $0.joined(separator: "\r\n") + "\r\n" } == csv)
    }

    /// The text of each `// Prints "…"` line, in order.
    static func printed(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("// Prints \""), trimmed.hasSuffix("\"") else { return nil }
            return String(trimmed.dropFirst("// Prints \"".count).dropLast())
        }
    }

    /// The lines of each fenced block of `language`, without their common indentation.
    static func blocks(in text: String, language: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```\(language)" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(dedented(current ?? []))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// The lines between each `// guide: begin` and `// guide: end` (or another `marker`'s),
    /// without their common indentation.
    static func markedBlocks(in text: String, marker: String = "guide") -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed == "// \(marker): begin" {
                current = []
            } else if trimmed == "// \(marker): end" {
                blocks.append(dedented(current ?? []))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    static func dedented(_ lines: [String]) -> [String] {
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }
}
