import BillPresentation
import Money
import Testing
import TipCalc
import Trips

/// Who spent, paid and owes what, by each grouping, as values, JSON and CSV; every figure is
/// worked out by hand.
@Suite struct TripSpendingTests {
    /// Home EUR. Dinner 120.00 EUR on 07-01, Food, paid by Ann, 30.00 each of four. Taxi 40.00
    /// EUR on 07-02, Transport, paid by Cy, 20.00 for Ben and Dee. Sushi 4,950 JPY on 07-02, no
    /// category, paid by Ben for Ann and Ben, 2,475 each, at 0.0061: 30.195 → 30.20 EUR, 15.10 each.
    /// Ben paid Ann 10.00 EUR.
    static func trip() throws -> Trip {
        var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy", "Dee"], home: .eur)
        func eur(_ units: Int64) -> Money { Money(minorUnits: units, .eur) }
        var dinner = try TripBill(
            id: "1", title: "Dinner", date: CalendarDate("2026-07-01"),
            shares: ["Ann", "Ben", "Cy", "Dee"].map { .init($0, eur(3000)) }, payers: [.init("Ann", paid: eur(12000))])
        dinner.category = "Food"
        try trip.add(dinner)
        var taxi = try TripBill(
            id: "2", title: "Taxi", date: CalendarDate("2026-07-02"),
            shares: [.init("Ben", eur(2000)), .init("Dee", eur(2000))], payers: [.init("Cy", paid: eur(4000))])
        taxi.category = "Transport"
        try trip.add(taxi)
        try trip.add(
            TripBill(
                id: "3", title: "Sushi", date: CalendarDate("2026-07-02"),
                shares: [.init("Ann", Money(minorUnits: 2475, .jpy)), .init("Ben", Money(minorUnits: 2475, .jpy))],
                payers: [.init("Ben", paid: Money(minorUnits: 4950, .jpy))]),
            rate: .rate(try ExactDecimal(parsing: "0.0061")))
        try trip.record(TripPayment(from: "Ben", to: "Ann", amount: eur(1000)))
        return trip
    }

    static func lines(_ report: TripSpending) -> [String] {
        report.rows.map {
            [
                $0.currency.code + ($0.isHome ? " home" : ""), $0.key ?? "-", $0.person, $0.spent.amountText,
                $0.paid.amountText, $0.owes?.amountText ?? "-",
            ].joined(separator: " ")
        }
    }

    /// EUR: Ann spent 30, paid 120, owes 30 − 120 − 0 + 10 received = −80; Ben 50, 0, paid Ann
    /// 10: 40; Cy 30, 40: −10; Dee 50, 0: 50. JPY: Ann 2,475, 0: 2,475; Ben 2,475, 4,950: −2,475.
    /// Home: Ann 30 + 15.10 = 45.10, paid 120, −80 + 15.10 = −64.90; Ben 65.10, 30.20, 40 − 15.10 = 24.90.
    @Test func byPersonEachCurrencyThenHome() throws {
        #expect(
            Self.lines(try Self.trip().spending(by: .person)) == [
                "EUR - Ann 30.00 120.00 -80.00", "JPY - Ann 2475 0 2475", "EUR home - Ann 45.10 120.00 -64.90",
                "EUR - Ben 50.00 0.00 40.00", "JPY - Ben 2475 4950 -2475", "EUR home - Ben 65.10 30.20 24.90",
                "EUR - Cy 30.00 40.00 -10.00", "JPY - Cy 0 0 0", "EUR home - Cy 30.00 40.00 -10.00",
                "EUR - Dee 50.00 0.00 50.00", "JPY - Dee 0 0 0", "EUR home - Dee 50.00 0.00 50.00",
            ])
    }

    @Test func byCurrencyEachPersonInEach() throws {
        #expect(
            Self.lines(try Self.trip().spending(by: .currency)) == [
                "EUR - Ann 30.00 120.00 -80.00", "EUR - Ben 50.00 0.00 40.00", "EUR - Cy 30.00 40.00 -10.00",
                "EUR - Dee 50.00 0.00 50.00", "JPY - Ann 2475 0 2475", "JPY - Ben 2475 4950 -2475", "JPY - Cy 0 0 0",
                "JPY - Dee 0 0 0", "EUR home - Ann 45.10 120.00 -64.90", "EUR home - Ben 65.10 30.20 24.90",
                "EUR home - Cy 30.00 40.00 -10.00", "EUR home - Dee 50.00 0.00 50.00",
            ])
    }

    /// Only those with something spent or paid in a category; the sushi has none and comes last.
    @Test func byCategoryWithBillsWithoutOneLast() throws {
        #expect(
            Self.lines(try Self.trip().spending(by: .category)) == [
                "EUR Food Ann 30.00 120.00 -", "EUR Food Ben 30.00 0.00 -", "EUR Food Cy 30.00 0.00 -",
                "EUR Food Dee 30.00 0.00 -", "EUR Transport Ben 20.00 0.00 -", "EUR Transport Cy 0.00 40.00 -",
                "EUR Transport Dee 20.00 0.00 -", "JPY - Ann 2475 0 -", "JPY - Ben 2475 4950 -",
                "EUR home Food Ann 30.00 120.00 -", "EUR home Food Ben 30.00 0.00 -", "EUR home Food Cy 30.00 0.00 -",
                "EUR home Food Dee 30.00 0.00 -", "EUR home Transport Ben 20.00 0.00 -",
                "EUR home Transport Cy 0.00 40.00 -", "EUR home Transport Dee 20.00 0.00 -",
                "EUR home - Ann 15.10 0.00 -", "EUR home - Ben 15.10 30.20 -",
            ])
    }

    @Test func byDayEarliestFirst() throws {
        #expect(
            Self.lines(try Self.trip().spending(by: .day)) == [
                "EUR 2026-07-01 Ann 30.00 120.00 -", "EUR 2026-07-01 Ben 30.00 0.00 -",
                "EUR 2026-07-01 Cy 30.00 0.00 -", "EUR 2026-07-01 Dee 30.00 0.00 -",
                "EUR 2026-07-02 Ben 20.00 0.00 -", "EUR 2026-07-02 Cy 0.00 40.00 -",
                "EUR 2026-07-02 Dee 20.00 0.00 -", "JPY 2026-07-02 Ann 2475 0 -", "JPY 2026-07-02 Ben 2475 4950 -",
                "EUR home 2026-07-01 Ann 30.00 120.00 -", "EUR home 2026-07-01 Ben 30.00 0.00 -",
                "EUR home 2026-07-01 Cy 30.00 0.00 -", "EUR home 2026-07-01 Dee 30.00 0.00 -",
                "EUR home 2026-07-02 Ann 15.10 0.00 -", "EUR home 2026-07-02 Ben 35.10 30.20 -",
                "EUR home 2026-07-02 Cy 0.00 40.00 -", "EUR home 2026-07-02 Dee 20.00 0.00 -",
            ])
    }

    /// Each currency's spent sums to its bills, paid too, and owes to zero: the figures are the
    /// trip's, not a second computation.
    @Test func eachCurrencysColumnsAddUp() throws {
        let report = try Self.trip().spending(by: .currency)
        for currency in [Currency.eur, .jpy] {
            let rows = report.rows.filter { $0.currency == currency && !$0.isHome }
            let bills = try Self.trip().bills.filter { $0.currency == currency }
            let total = bills.reduce(Int64(0)) { $0 + $1.total.minorUnits }
            #expect(rows.reduce(Int64(0)) { $0 + $1.spent.minorUnits } == total)
            #expect(rows.reduce(Int64(0)) { $0 + $1.paid.minorUnits } == total)
            #expect(rows.reduce(Int64(0)) { $0 + ($1.owes?.minorUnits ?? 0) } == 0)
        }
    }

    @Test func csvHasARowPerFigure() throws {
        var trip = try Trip(name: "Porto", people: ["Ann", "=Ben"])
        var bill = try TripBill(
            id: "1", title: "Wine", shares: [.init("Ann", Money(minorUnits: 500, .eur))],
            payers: [.init("=Ben", paid: Money(minorUnits: 500, .eur))])
        bill.category = "Food, drinks"
        try trip.add(bill)
        #expect(
            try trip.spending(by: .category).csv()
                == "by,currency,home,key,person,spent,paid,owes\r\n"
                + "category,EUR,false,\"Food, drinks\",Ann,5.00,0.00,\r\n"
                + "category,EUR,false,\"Food, drinks\",'=Ben,0.00,5.00,\r\n")
        #expect(
            try trip.spending(by: .person).csv()
                == "by,currency,home,key,person,spent,paid,owes\r\n" + "person,EUR,false,,Ann,5.00,0.00,5.00\r\n"
                + "person,EUR,false,,'=Ben,0.00,5.00,-5.00\r\n")
    }

    @Test func jsonWritesEveryRow() throws {
        var trip = try Trip(name: "Porto", people: ["Ann", "Ben"])
        try trip.add(
            TripBill(
                id: "1", title: "Wine", date: CalendarDate("2026-07-03"),
                shares: [.init("Ann", Money(minorUnits: 500, .eur))],
                payers: [.init("Ben", paid: Money(minorUnits: 500, .eur))]))
        #expect(
            try trip.spending(by: .day).json(trip: trip.name) == """
                {
                  "by" : "day",
                  "format" : "tipfmt-trip-report",
                  "name" : "Porto",
                  "rows" : [
                    {
                      "currency" : "EUR",
                      "home" : false,
                      "key" : "2026-07-03",
                      "owes" : null,
                      "paid" : "0.00",
                      "person" : "Ann",
                      "spent" : "5.00"
                    },
                    {
                      "currency" : "EUR",
                      "home" : false,
                      "key" : "2026-07-03",
                      "owes" : null,
                      "paid" : "5.00",
                      "person" : "Ben",
                      "spent" : "0.00"
                    }
                  ],
                  "version" : 1
                }

                """)
    }
}
