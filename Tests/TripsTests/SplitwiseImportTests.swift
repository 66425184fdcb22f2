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
        #expect(trip.bills.map(\.category) == ["Dining out", "Transport"])
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
            "row 3: the total balance of Cy is -20.00 EUR, but the EUR rows add up to -30.00 EUR"
        ),
        (
            header + "\n2026-07-02,Payment,Payment,25.00,EUR,-30.00,30.00,0.00\n",
            "row 2: the payment's cost is 25.00 EUR, but Ben's amount is 30.00 EUR and Ann's is -30.00 EUR; "
                + "the payer's amount must be the cost and the payee's its negation"
        ),
        (
            header + "\n2026-07-02,Payment,Payment,30.00,EUR,-20.00,30.00,-10.00\n",
            "row 2: a payment row needs one person who paid and one who received"
        ),
        (
            header + "\n2026-07-02,Payment,Payment,30.00,EUR,0.00,0.00,0.00\n",
            "row 2: the payment's cost is 30.00 EUR, but every person's amount is zero"
        ),
        (
            header
                + "\n2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00\n2026-07-02,Total balance, , ,GBP,5.00,-5.00,0.00\n",
            "row 3: the total balance of Ann is 5.00 GBP, but no row is in GBP"
        ),
    ])
    func aRowThatDoesNotReadIsNamed(csv: String, message: String) {
        #expect {
            try SplitwiseImport.trip(csv: csv, name: "Imported")
        } throws: { error in
            (error as? TripError)?.description == message
        }
    }

    /// An expense in EUR, one in USD, the EUR total, a USD expense after it, then the USD total:
    /// the rows after the first total are read, and the USD total must count the row after the
    /// EUR total. USD by hand: Ann -10.00 - 4.00 = -14.00, Ben 20.00 - 4.00 = 16.00,
    /// Cy -10.00 + 8.00 = -2.00.
    static func twoCurrencies(usdTotal: String) -> String {
        header + "\n2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00\n"
            + "2026-07-02,Museum,Entertainment,30.00,USD,-10.00,20.00,-10.00\n\n"
            + "2026-07-03,Total balance, , ,EUR,60.00,-30.00,-30.00\n"
            + "2026-07-04,Taxi,Transport,12.00,USD,-4.00,-4.00,8.00\n"
            + "2026-07-04,Total balance, , ,USD,\(usdTotal)\n"
    }

    @Test func eachCurrencysTotalIsCheckedAndRowsAfterTheFirstTotalAreRead() throws {
        let trip = try SplitwiseImport.trip(csv: Self.twoCurrencies(usdTotal: "-14.00,16.00,-2.00"), name: "Imported")
        #expect(trip.bills.map(\.id) == ["2", "3", "6"])
        // Row 6: Ann and Ben owe 4.00 each, so Cy's share is 12.00 - 8.00 = 4.00 and Cy paid
        // 8.00 + 4.00 = 12.00.
        #expect(
            trip.bills[2].shares.map { "\($0.person) \($0.amount)" } == [
                "Ann 4.00 USD", "Ben 4.00 USD", "Cy 4.00 USD",
            ])
        #expect(trip.bills[2].payers.map { "\($0.person) \($0.amount)" } == ["Cy 12.00 USD"])
        #expect(try trip.balances(in: .eur).amounts.map(\.amount.amountText) == ["60.00", "-30.00", "-30.00"])
        #expect(try trip.balances(in: .usd).amounts.map(\.amount.amountText) == ["-14.00", "16.00", "-2.00"])
    }

    @Test(arguments: [
        ("-14.00,16.00,-2.50", "row 7: the total balance of Cy is -2.50 USD, but the USD rows add up to -2.00 USD"),
        // The total leaves out the Taxi row after the EUR total: the sum of the rows before it.
        ("-10.00,20.00,-10.00", "row 7: the total balance of Ann is -10.00 USD, but the USD rows add up to -14.00 USD"),
    ])
    func aWrongSecondCurrencyTotalIsRefusedNamingItsRow(usdTotal: String, message: String) {
        #expect {
            try SplitwiseImport.trip(csv: Self.twoCurrencies(usdTotal: usdTotal), name: "Imported")
        } throws: { error in
            (error as? TripError)?.description == message
        }
    }

    @Test func anExpenseAfterTheTotalBalanceRowIsImportedAndCounted() throws {
        // The EUR total counts row 4 as well: Ann 60.00 - 4.00 = 56.00, Ben -30.00 - 4.00 =
        // -34.00, Cy -30.00 + 8.00 = -22.00.
        let trip = try SplitwiseImport.trip(
            csv: Self.header + "\n2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00\n"
                + "2026-07-03,Total balance, , ,EUR,56.00,-34.00,-22.00\n"
                + "2026-07-04,Taxi,Transport,12.00,EUR,-4.00,-4.00,8.00\n",
            name: "Imported")
        #expect(trip.bills.map(\.id) == ["2", "4"])
        #expect(trip.bills[1].title == "Taxi")
        #expect(try trip.balances(in: .eur).amounts.map(\.amount.amountText) == ["56.00", "-34.00", "-22.00"])
    }

    @Test func aPaymentWhoseCostIsThePayersAmountIsAccepted() throws {
        // Ben pays Ann back 30.00: Ann 60.00 - 30.00 = 30.00, Ben -30.00 + 30.00 = 0.00, Cy -30.00.
        let trip = try SplitwiseImport.trip(
            csv: Self.header + "\n2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00\n"
                + "2026-07-02,Payment,Payment,30.00,EUR,-30.00,30.00,0.00\n\n"
                + "2026-07-03,Total balance, , ,EUR,30.00,0.00,-30.00\n",
            name: "Imported")
        #expect(trip.bills.map(\.id) == ["2"])
        #expect(trip.payments.map(\.description) == ["Ben → Ann 30.00 EUR"])
        #expect(try trip.balances(in: .eur).amounts.map(\.amount.amountText) == ["30.00", "0.00", "-30.00"])
    }

    @Test func aZeroCurrencyTotalWithNoRowsIsAccepted() throws {
        let trip = try SplitwiseImport.trip(
            csv: Self.header + "\n2026-07-01,Dinner,Dining out,90.00,EUR,60.00,-30.00,-30.00\n"
                + "2026-07-03,Total balance, , ,GBP,0.00,0.00,0.00\n",
            name: "Imported")
        #expect(trip.bills.map(\.id) == ["2"])
    }
}
