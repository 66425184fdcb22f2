import Money
import Testing
import TipCalc
import Trips

/// Adding, editing and removing bills, and the errors that name what is wrong.
@Suite struct TripEditingTests {
    private func eur(_ text: String) throws -> Money { try Money(parsing: text, .eur) }

    private func bill(_ id: String, _ amount: String, paidBy payer: String = "Ann") throws -> TripBill {
        let share = try eur(amount)
        return try TripBill(
            id: id, title: "Bill \(id)", shares: [.init("Ann", share), .init("Ben", share)],
            payers: [.init(payer, paid: try share.adding(share))])
    }

    @Test func editingAndRemovingABillChangesTheBalances() throws {
        var trip = try Trip(name: "Rome", people: ["Ann", "Ben"])
        try trip.add(bill("1", "10.00"))
        try trip.add(bill("2", "5.00", paidBy: "Ben"))
        #expect(try trip.balances(in: .eur).amounts.map(\.amount.amountText) == ["5.00", "-5.00"])
        try trip.replace(bill("2", "7.00", paidBy: "Ben"))
        #expect(trip.bills.map(\.id) == ["1", "2"])
        #expect(try trip.balances(in: .eur).amounts.map(\.amount.amountText) == ["3.00", "-3.00"])
        let removed = try trip.removeBill(id: "1")
        #expect(removed.id == "1")
        #expect(try trip.balances(in: .eur).amounts.map(\.amount.amountText) == ["-7.00", "7.00"])
    }

    @Test func errorsNameWhatIsWrong() throws {
        var trip = try Trip(name: "Rome", people: ["Ann", "Ben"])
        try trip.add(bill("1", "10.00"))
        #expect(throws: TripError.duplicateBill("1")) { try trip.add(bill("1", "1.00")) }
        #expect(throws: TripError.unknownBill("9")) { try trip.removeBill(id: "9") }
        #expect(throws: TripError.unknownPerson("Cy", in: "bill \"2\"")) {
            try trip.add(bill("2", "1.00", paidBy: "Cy"))
        }
        #expect(throws: TripError.duplicatePerson("Ann")) { try Trip(name: "x", people: ["Ann", "Ann"]) }
        #expect(throws: TripError.noHomeCurrency) { try trip.homeBalances() }
        #expect(
            TripError.unknownPerson("Cy", in: "bill \"2\"").description
                == "bill \"2\" names \"Cy\", who is not in the trip; add them first with `tipfmt trip join NAME Cy`")
        #expect(
            TripError.unknownPerson("Cy", in: "bill \"2\"").description(trip: "Costa Rica")
                == "bill \"2\" names \"Cy\", who is not in the trip; add them first with "
                + "`tipfmt trip join 'Costa Rica' Cy`")
        #expect(
            TripError.invalidPayment("Ann cannot pay themselves; name two people").description
                == "payment: Ann cannot pay themselves; name two people")
        #expect(throws: TripError.self) { try TripPayment(from: "Ann", to: "Ann", amount: eur("1.00")) }
    }

    @Test func aBillFromAnItemisedResultKeepsItsShares() throws {
        let itemised = try ItemisedBill(
            text: """
                currency: USD
                tax: 10%
                Steak 85.91 @ann
                Soup 5.00 @ben
                """)
        let result = try ItemisedCalculator.calculate(itemised)
        let bill = try TripBill(
            id: "1", title: "Steakhouse", result: result,
            payers: [.init("ann", paid: try Money(parsing: "100.00", .usd))])
        #expect(bill.kind == .itemised)
        #expect(bill.shares.map { "\($0.person) \($0.amount)" } == ["ann 94.50 USD", "ben 5.50 USD"])
        #expect(bill.total == (try Money(parsing: "100.00", .usd)))
    }
}
