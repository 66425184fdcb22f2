import Money
import Testing
import TipCalc
import Trips

/// Trips worked out by hand: every balance and transfer below is computed in the comments.
@Suite struct HandComputedTripsTests {
    private func eur(_ text: String) throws -> Money { try Money(parsing: text, .eur) }
    private func jpy(_ text: String) throws -> Money { try Money(parsing: text, .jpy) }

    private func transfers(_ settlement: Settlement) -> [String] {
        settlement.transfers.map { "\($0.from)→\($0.to) \($0.amount)" }
    }

    /// Ann, Ben and Cy in Lisbon, all in EUR.
    ///
    /// - Dinner: 90.00 + 10% tip = 99.00, split 33.00 × 3; Ann paid 99.00 by card.
    /// - Taxi: 25.00, no tip, split 8.34 / 8.33 / 8.33 (larger first); Ben paid in cash.
    /// - Museum: shares 12.00 each; Cy paid 20.00 and Ben 16.00.
    ///
    /// Ann 99.00 − (33.00 + 8.34 + 12.00) = +45.66; Ben 41.00 − 53.33 = −12.33;
    /// Cy 20.00 − 53.33 = −33.33. No two of them sum to zero, so one group of three: two
    /// transfers, largest debtor first: Cy → Ann 33.33, then Ben → Ann 12.33.
    static func lisbon() throws -> Trip {
        var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"])
        var dinner = TipRequest(bill: try Money(parsing: "90.00", .eur), tip: .percent(10))
        dinner.party = .even(3)
        let dinnerResult = try TipCalculator.calculate(dinner)
        try trip.add(
            TripBill(
                id: "1", title: "Dinner", date: CalendarDate("2026-07-01"), result: dinnerResult,
                people: ["Ann", "Ben", "Cy"], payers: [.init("Ann", paid: dinnerResult.total)]))
        var taxi = TipRequest(bill: try Money(parsing: "25.00", .eur), tip: .percent(0))
        taxi.party = .even(3)
        let taxiResult = try TipCalculator.calculate(taxi)
        try trip.add(
            TripBill(
                id: "2", title: "Taxi", result: taxiResult, people: ["Ann", "Ben", "Cy"],
                payers: [.init("Ben", paid: taxiResult.total, method: .cash)]))
        let twelve = try Money(parsing: "12.00", .eur)
        try trip.add(
            TripBill(
                id: "3", title: "Museum", shares: [.init("Ann", twelve), .init("Ben", twelve), .init("Cy", twelve)],
                payers: [
                    .init("Cy", paid: try Money(parsing: "20.00", .eur)),
                    .init("Ben", paid: try Money(parsing: "16.00", .eur)),
                ]))
        return trip
    }

    @Test func threePeopleInOneCurrency() throws {
        var trip = try Self.lisbon()
        #expect(trip.bills.map(\.total) == [try eur("99.00"), try eur("25.00"), try eur("36.00")])
        #expect(trip.bills[1].shares.map(\.amount) == [try eur("8.34"), try eur("8.33"), try eur("8.33")])
        let balances = try trip.balances()
        #expect(balances.count == 1)
        #expect(balances[0].amounts.map(\.amount) == [try eur("45.66"), try eur("-12.33"), try eur("-33.33")])
        let settlement = try trip.settlement(in: .eur)
        #expect(transfers(settlement) == ["Cy→Ann 33.33 EUR", "Ben→Ann 12.33 EUR"])
        #expect(settlement.optimality == .minimal)
        #expect(settlement.groups == [["Ann", "Ben", "Cy"]])
        #expect(settlement.transfers[0].reason.fromBalance == (try eur("-33.33")))
        #expect(settlement.transfers[1].reason.toBalance == (try eur("12.33")))
        try trip.record(settlement)
        #expect(try trip.balances(in: .eur).isSettled)
    }

    @Test func payersThatDoNotAddUpSayByHowMuch() throws {
        let shares: [TripBill.Share] = [.init("Ann", try eur("50.00")), .init("Ben", try eur("49.00"))]
        #expect {
            try TripBill(id: "dinner", title: "Dinner", shares: shares, payers: [.init("Ann", paid: try eur("90.00"))])
        } throws: { error in
            (error as? TripError)?.description
                == "bill \"dinner\": the payers paid 90.00 EUR but the bill is 99.00 EUR; they differ by 9.00 EUR"
        }
    }

    /// Ann and Ben in Tokyo, home EUR.
    ///
    /// - Hotel, EUR: 200.00 split 100.00 / 100.00; Ann paid.
    /// - Sushi, JPY: 4500 + 10% = 4950, split 2475 / 2475; Ben paid by card and his statement
    ///   showed 30.47 EUR. The rate is exactly 3047/495000 EUR per yen, so 4950 JPY → 30.47 EUR;
    ///   split 2475 : 2475 that is 15.235 each, the odd cent to the earlier: Ann 15.24, Ben 15.23.
    /// - Ramen, JPY: 3000, Ann had 1000 and Ben 2000; Ann paid; typed rate 0.0061: 18.30 EUR,
    ///   split 1000 : 2000 = 6.10 / 12.20.
    ///
    /// Per currency: EUR Ann +100.00, Ben −100.00; JPY Ann 3000 − 3475 = −475, Ben 4950 − 4475 = +475.
    /// Home: Ann 200.00 − 100.00 − 15.24 + 18.30 − 6.10 = +96.96; Ben −96.96.
    static func tokyo() throws -> Trip {
        var trip = try Trip(name: "Tokyo", people: ["Ann", "Ben"], home: .eur)
        let hundred = try Money(parsing: "100.00", .eur)
        try trip.add(
            TripBill(
                id: "1", title: "Hotel", shares: [.init("Ann", hundred), .init("Ben", hundred)],
                payers: [.init("Ann", paid: try Money(parsing: "200.00", .eur))]))
        var sushi = TipRequest(bill: try Money(parsing: "4500", .jpy), tip: .percent(10))
        sushi.party = .even(2)
        let sushiResult = try TipCalculator.calculate(sushi)
        try trip.add(
            TripBill(
                id: "2", title: "Sushi", result: sushiResult, people: ["Ann", "Ben"],
                payers: [.init("Ben", paid: sushiResult.total)]),
            rate: .cardStatement(try Money(parsing: "30.47", .eur)))
        try trip.add(
            TripBill(
                id: "3", title: "Ramen",
                shares: [
                    .init("Ann", try Money(parsing: "1000", .jpy)), .init("Ben", try Money(parsing: "2000", .jpy)),
                ],
                payers: [.init("Ann", paid: try Money(parsing: "3000", .jpy))]),
            rate: .rate(try ExactDecimal(parsing: "0.0061")))
        return trip
    }

    @Test func twoCurrenciesSettledPerCurrencyAndAtHome() throws {
        let trip = try Self.tokyo()
        let sushi = try #require(trip.bill(id: "2")?.home)
        #expect(sushi.total == (try eur("30.47")))
        #expect(sushi.conversion.rate.rate == (try ExactDecimal(parsing: "0.0061555556")))
        #expect(sushi.conversion.method == .cardStatement(try eur("30.47")))
        #expect(sushi.shares.map(\.amount) == [try eur("15.24"), try eur("15.23")])
        let ramen = try #require(trip.bill(id: "3")?.home)
        #expect(ramen.shares.map(\.amount) == [try eur("6.10"), try eur("12.20")])

        let balances = try trip.balances()
        #expect(balances.map(\.currency) == [.eur, .jpy])
        #expect(balances[0].amounts.map(\.amount) == [try eur("100.00"), try eur("-100.00")])
        #expect(balances[1].amounts.map(\.amount) == [try jpy("-475"), try jpy("475")])
        let perCurrency = try trip.settlements()
        #expect(perCurrency.map(transfers) == [["Ben→Ann 100.00 EUR"], ["Ann→Ben 475 JPY"]])

        #expect(try trip.homeBalances().amounts.map(\.amount) == [try eur("96.96"), try eur("-96.96")])
        let home = try trip.homeSettlement()
        #expect(transfers(home) == ["Ben→Ann 96.96 EUR"])

        var settledAtHome = trip
        try settledAtHome.record(home)
        #expect(try settledAtHome.homeBalances().isSettled)
        var settledPerCurrency = trip
        for settlement in perCurrency { try settledPerCurrency.record(settlement) }
        #expect(try settledPerCurrency.balances().allSatisfy(\.isSettled))
    }

    /// Six people whose balances are Ann +55, Ben +75, Cy −65, Dee −10, Eve −95, Fay +40 (EUR).
    ///
    /// - Boat: Ben paid 75.00; Cy had 65.00 and Dee 10.00.
    /// - Villa: Eve had all 95.00; Ann paid 55.00 and Fay 40.00.
    ///
    /// Largest first: Eve→Ben 75 (Eve −20 left); Cy→Ann 55 (Cy −10); Eve→Fay 20 (Fay 20);
    /// Cy→Fay 10 and Dee→Fay 10 (Cy before Dee on a tie): 5 transfers. But {Ann, Eve, Fay}
    /// (55 − 95 + 40) and {Ben, Cy, Dee} (75 − 65 − 10) each sum to zero, and no smaller group
    /// does, so the fewest is 6 − 2 = 4: Eve→Ann 55, Eve→Fay 40, Cy→Ben 65, Dee→Ben 10.
    @Test func sixPeopleWhereLargestFirstTakesFiveAndTheFewestIsFour() throws {
        var trip = try Trip(name: "Sailing", people: ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay"])
        try trip.add(
            TripBill(
                id: "boat", title: "Boat", shares: [.init("Cy", try eur("65.00")), .init("Dee", try eur("10.00"))],
                payers: [.init("Ben", paid: try eur("75.00"))]))
        try trip.add(
            TripBill(
                id: "villa", title: "Villa", shares: [.init("Eve", try eur("95.00"))],
                payers: [.init("Ann", paid: try eur("55.00")), .init("Fay", paid: try eur("40.00"))]))
        let balances = try trip.balances(in: .eur)
        #expect(
            balances.amounts.map(\.amount.amountText) == ["55.00", "75.00", "-65.00", "-10.00", "-95.00", "40.00"])

        let greedy = try trip.settlement(in: .eur, method: .largestFirst)
        #expect(
            transfers(greedy) == [
                "Eve→Ben 75.00 EUR", "Cy→Ann 55.00 EUR", "Eve→Fay 20.00 EUR", "Cy→Fay 10.00 EUR", "Dee→Fay 10.00 EUR",
            ])
        #expect(greedy.optimality == .possiblyNotMinimal)

        let fewest = try trip.settlement(in: .eur)
        #expect(
            transfers(fewest) == ["Eve→Ann 55.00 EUR", "Eve→Fay 40.00 EUR", "Cy→Ben 65.00 EUR", "Dee→Ben 10.00 EUR"])
        #expect(fewest.groups == [["Ann", "Eve", "Fay"], ["Ben", "Cy", "Dee"]])
        #expect(fewest.optimality == .minimal)
        #expect(fewest.transfers.map(\.reason.group) == [0, 0, 1, 1])

        for settlement in [greedy, fewest] {
            var settled = trip
            try settled.record(settlement)
            #expect(try settled.balances(in: .eur).isSettled)
        }
    }
}
