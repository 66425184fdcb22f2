import Money
import Testing

@testable import Trips

/// A command a trip's error suggests names the user's trip, shell-quoted, so it can be pasted;
/// without a name (a library caller's `description`) it says `NAME`.
@Suite struct TripErrorNamesTheTripTests {
    /// One error of every case.
    static let everyCase: [TripError] = [
        .invalidName(""), .duplicatePerson("Ann"), .peopleCount(0), .unknownPerson("Cy", in: "bill \"2\""),
        .duplicateBill("1"), .unknownBill("9"), .invalidBillText(""), .invalidCategory(bill: "1", ""),
        .invalidHousehold("Fam", reason: "Ann is in another household"), .unknownHousehold("Fam"),
        .invalidPayee("Ann", reason: "no details"), .settlementRule("--never Ann:Ben", reason: "Ann is Ben"),
        .invalidPayers(bill: "1", reason: "no payer"), .invalidShares(bill: "1", reason: "they sum to 9"),
        .paidDoesNotMatchTotal(bill: "1", paid: Money(minorUnits: 500, .eur), total: Money(minorUnits: 600, .eur)),
        .invalidPayment("no amount"), .noHomeCurrency, .missingRate("bill \"1\"", currency: .usd, home: .eur),
        .noRateYet(trip: "Costa Rica", .bill(id: "1"), currency: .usd, home: .eur),
        .rateMismatch("bill \"1\"", reason: "wrong pair"), .importRow(row: 2, reason: "no date"),
        .importFile("no header"), .invalidTripDocument("no people"), .tooMany("bills", limit: 10),
        .money(.overflow("sum")),
    ]

    @Test(arguments: [
        (
            TripError.unknownPerson("Cy", in: "--paid-by"),
            "--paid-by names \"Cy\", who is not in the trip; add them first with `tipfmt trip join 'Costa Rica' Cy`"
        ),
        (
            .unknownBill("9"),
            "the trip has no bill with id \"9\"; `tipfmt trip show 'Costa Rica'` lists the bills with their ids"
        ),
        (
            .unknownHousehold("The Smiths"),
            "the trip has no household \"The Smiths\"; set one with "
                + "`tipfmt trip household 'Costa Rica' 'The Smiths' A,B`"
        ),
        (.noHomeCurrency, "the trip has no home currency; set one with `tipfmt trip set 'Costa Rica' --home CODE`"),
        (
            .missingRate("bill \"1\"", currency: .usd, home: .eur),
            "bill \"1\" is in USD and has no rate to EUR; give one with --rate R, --rates FILE or --statement AMOUNT "
                + "(`tipfmt trip edit 'Costa Rica' ID --rate R` for a bill already added)"
        ),
    ])
    func aSuggestedCommandNamesTheTrip(error: TripError, message: String) {
        #expect(error.description(trip: "Costa Rica") == message)
        #expect(error.description == message.replacing("'Costa Rica'", with: "NAME"))
    }

    @Test func noCaseSaysNAMEWhenTheTripIsKnown() {
        for error in Self.everyCase {
            #expect(!error.description(trip: "Costa Rica").contains("NAME"), "\(error)")
        }
    }

    @Test func aHomeCurrencyThatCannotChangeNamesTheTrip() {
        #expect(
            throws: TripError.rateMismatch(
                "bill \"1\"",
                reason: "has a rate to EUR, not CHF, and no command takes a recorded rate back; keep EUR as the home "
                    + "currency (`tipfmt trip settle 'O'\\''Hara' --per-currency` settles each currency on its own)")
        ) {
            try Trip.checkHomeChange(trip: "O'Hara", from: .eur, to: .chf, ratedBills: ["1"], ratedPayments: [])
        }
    }
}
