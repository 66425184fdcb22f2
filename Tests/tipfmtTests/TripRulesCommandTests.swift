import Foundation
import Testing

/// `tipfmt trip household`, `settle --never/--only` and `trip report`, run as a traveller runs
/// them; every figure is worked out by hand in the comments.
@Suite struct TripRulesCommandTests {
    let cli = Tipfmt.withHistory()

    private func ok(_ arguments: String...) throws -> RunResult {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result)")
        return result
    }

    /// Dinner 80.00 paid by Cy for four (20.00 each), Food; taxi 40.00 paid by Dee for Ann and
    /// Ben (20.00 each). Ann −40, Ben −40, Cy +60, Dee +20.
    private func rome() throws {
        _ = try ok("trip", "create", "Rome", "--people", "Ann,Ben,Cy,Dee", "--home", "EUR")
        _ = try ok(
            "trip", "add", "Rome", "80", "--paid-by", "Cy", "--title", "Dinner", "--category", "Food", "--date",
            "2026-07-01")
        _ = try ok(
            "trip", "add", "Rome", "40", "--paid-by", "Dee", "--title", "Taxi", "--people", "Ann,Ben", "--date",
            "2026-07-02")
    }

    /// Ann never pays Cy: Ann's 40 could only go to Dee, who is owed 20, so it is refused. Ben
    /// never pays Dee: Ben pays Cy 40, and Ann pays Cy 20 and Dee 20: 3, the fewest (no part of
    /// the four sums to zero).
    @Test func neverAndOnlyShapeTheTransfersAndSayWhy() throws {
        try rome()
        let refused = try cli.run(["trip", "settle", "Rome", "--never", "Ann:Cy"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "tipfmt: error: --never Ann:Cy: it leaves no way to settle in EUR: Ann owes 40.00 EUR and may "
                + "pay only Dee, owed 20.00 EUR; drop the rule\n")
        let settled = try ok("trip", "settle", "Rome", "--never", "Ben:Dee", "--explain")
        #expect(
            settled.stdout.contains(
                """
                Settle up in EUR
                  Ben pays Cy €40.00
                  Ann pays Cy €20.00
                  Ann pays Dee €20.00
                  Fewest transfers: 3.
                """))
        #expect(settled.stdout.contains("Rules: Ben never pays Dee directly."))
        // Only Ann and Dee: Dee is owed 20 of Ann's 40; Ann still owes 20, Ben and Cy are untouched.
        #expect(
            try ok("trip", "settle", "Rome", "--only", "ann,Dee", "--explain").stdout.contains(
                "  Ann pays Dee €20.00: Ann owes €40.00 and Dee is owed €20.00; Ann, Dee settle as far as they can "
                    + "among themselves (transfers in this group: 1). Rules: only Ann, Dee settle.\n"))
        let only = try ok("trip", "settle", "Rome", "--only", "ann,Dee", "--record")
        #expect(only.stdout.contains("  Ann pays Dee €20.00\n  Fewest transfers: 1.\n"))
        #expect(
            try ok("trip", "balances", "Rome").stdout.hasPrefix(
                """
                Balances in EUR
                  Ann  owes €20.00
                  Ben  owes €40.00
                  Cy   gets back €60.00
                  Dee  even
                """))
        let malformed = try cli.run(["trip", "settle", "Rome", "--never", "Ben"])
        #expect(malformed.status == 64)
        #expect(malformed.stderr.hasPrefix("tipfmt: error: --never Ben: give two names with a colon"))
    }

    /// Ann and Ben settle as the Smiths: −80 as one, paid to Cy 60 and Dee 20; recorded from Ann,
    /// who owes as much as Ben and comes first, so Ann has +40 and Ben −40 inside the household.
    @Test func aHouseholdSettlesAsOne() throws {
        try rome()
        #expect(
            try ok("trip", "household", "Rome", "Smiths", "Ann,ben").stdout == "Household Smiths of Rome: Ann, Ben.\n")
        let settled = try ok("trip", "settle", "Rome", "--record")
        #expect(
            settled.stdout.hasPrefix(
                """
                Balances in EUR
                  Smiths  owes €80.00
                  Cy      gets back €60.00
                  Dee     gets back €20.00
                  Smiths settles as one: Ann owes €40.00, Ben owes €40.00

                Settle up in EUR
                  Smiths pays Cy €60.00
                  Smiths pays Dee €20.00
                  Fewest transfers: 2.
                """))
        #expect(
            try ok("trip", "balances", "Rome").stdout.contains(
                "  Smiths  even\n  Cy      even\n  Dee     even\n"
                    + "  Smiths settles as one: Ann gets back €40.00, Ben owes €40.00\n"))
        #expect(try ok("trip", "settle", "Rome").stdout.contains("Everyone is even."))
        let member = try cli.run(["trip", "settle", "Rome", "--never", "Ann:Cy"])
        #expect(
            member.stderr
                == "tipfmt: error: --never Ann:Cy: \"Ann\" settles as household \"Smiths\"; name the household\n")
        #expect(
            try ok("trip", "household", "Rome", "smiths", "--remove").stdout == "Household Smiths removed from Rome.\n")
        #expect(try ok("trip", "settle", "Rome").stdout.contains("  Ben pays Ann €40.00\n"))
    }

    @Test func theReportByPersonAndByCategory() throws {
        try rome()
        #expect(
            try ok("trip", "report", "Rome", "--by", "category").stdout == """
                Trip Rome · Ann, Ben, Cy, Dee · Home currency EUR

                Spending in EUR
                  Category     Person   Spent    Paid
                  Food         Ann     €20.00   €0.00
                               Ben     €20.00   €0.00
                               Cy      €20.00  €80.00
                               Dee     €20.00   €0.00
                  no category  Ann     €20.00   €0.00
                               Ben     €20.00   €0.00
                               Dee      €0.00  €40.00

                """)
        // Ann spent 40, paid 0, owes 40; Cy spent 20, paid 80, owes −60.
        #expect(
            try ok("trip", "report", "Rome", "-l", "de_DE").stdout.contains(
                """
                Ann
                  Währung  Ausgegeben  Bezahlt  Schuldet
                  EUR         40,00\u{A0}€   0,00\u{A0}€   40,00\u{A0}€
                """))
        #expect(
            try ok("trip", "report", "Rome", "--by", "day", "--csv").stdout
                == "by,currency,home,key,person,spent,paid,owes\r\n"
                + "day,EUR,false,2026-07-01,Ann,20.00,0.00,\r\nday,EUR,false,2026-07-01,Ben,20.00,0.00,\r\n"
                + "day,EUR,false,2026-07-01,Cy,20.00,80.00,\r\nday,EUR,false,2026-07-01,Dee,20.00,0.00,\r\n"
                + "day,EUR,false,2026-07-02,Ann,20.00,0.00,\r\nday,EUR,false,2026-07-02,Ben,20.00,0.00,\r\n"
                + "day,EUR,false,2026-07-02,Dee,0.00,40.00,\r\n")
        #expect(try cli.run(["trip", "report", "Rome", "--json", "--csv"]).status == 64)
    }
}
