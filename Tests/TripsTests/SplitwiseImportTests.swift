import Money
import Testing
import TipCalc
import Trips

/// Reading Splitwise's CSV export, and the one-line error for each row that does not read.
@Suite struct SplitwiseImportTests {
    static let header = "Date,Description,Category,Cost,Currency,Ann,Ben,Cy"

    @Test func expensesWithOneOrSeveralPayersBecomeBills() throws {
        // Row 2: Ann paid 90 and owes 30. Row 3: Ann and Ben both paid for a 60.00 taxi with a
        // comma in its name; Cy owes 20, so Ann and Ben share the other 40 (20 each): Ann paid
        // 10 + 20 = 30, Ben 10 + 20 = 30.
        let trip = try SplitwiseImport.trip(
            csv: Self.header + "\r\n2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00\r\n"
                + "2026-07-02,\"Taxi, airport\",Transport,60.00,EUR,10.00,10.00,-20.00\r\n",
            name: "Imported", home: .eur)
        #expect(trip.people == ["Ann", "Ben", "Cy"])
        #expect(trip.bills.map(\.id) == ["2", "3"])
        #expect(trip.bills[1].title == "Taxi, airport")
        #expect(
            trip.bills[1].shares.map { "\($0.person) \($0.amount)" } == [
                "Ann 20.00 EUR", "Ben 20.00 EUR", "Cy 20.00 EUR",
            ])
        #expect(trip.bills[1].payers.map { "\($0.person) \($0.amount)" } == ["Ann 30.00 EUR", "Ben 30.00 EUR"])
        #expect(try trip.balances(in: .eur).amounts.map(\.amount.amountText) == ["70.00", "-20.00", "-50.00"])
    }

    @Test(arguments: [
        (
            "",
            "the file does not read as a Splitwise export: the first row must be Date,Description,Category,Cost,Currency and one column per person"
        ),
        (header + "\n2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00\n", "row 2: 7 columns where the header has 8"),
        (
            header + "\n\n2026-13-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00\n",
            "row 3: date \"2026-13-01\" is not YYYY-MM-DD"
        ),
        (
            header + "\n2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-29.99\n",
            "row 2: the people's amounts sum to 0.01 EUR, not zero"
        ),
        (
            header + "\n2026-07-01,Dinner,Dining out,90.00,XYZ,60.00,-30.00,-30.00\n",
            "row 2: unknown currency 'XYZ'; use an ISO 4217 code such as USD or EUR"
        ),
        (
            header + "\n2026-07-01,Dinner,Dining out,50.00,EUR,60.00,-30.00,-30.00\n",
            "row 2: the amounts owed add up to 60.00 EUR, more than the cost 50.00 EUR"
        ),
        (
            header
                + "\n2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00\n2026-07-02,Total balance, , ,EUR,60.00,-30.00,-20.00\n",
            "row 3: the total balance of Cy is -20.00 EUR, but the rows above add up to -30.00 EUR"
        ),
    ])
    func aRowThatDoesNotReadIsNamed(csv: String, message: String) {
        #expect {
            try SplitwiseImport.trip(csv: csv, name: "Imported")
        } throws: { error in
            (error as? TripError)?.description == message
        }
    }
}
