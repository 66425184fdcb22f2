import Foundation
import Testing

/// Every writing trip command (`add`, `edit`, `remove`, `pay`, `settle --record`, `household`,
/// `set`, `merge`, `import`, `join`, `payee`) writes nothing when it exits non-zero: each refusal is run
/// against a trip with bills in two currencies, a payment, a household and a copy in conflict,
/// and the history (every trip's export and the list of trips) is the same before and after.
@Suite struct TripNothingWrittenOnFailureTests {
    let cli = Tipfmt.withHistory()

    private func ok(_ arguments: String...) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result)")
    }

    /// Everything the history holds of the trips, as they export.
    private func history() throws -> String {
        try ["Rome", "Copy"].map { try cli.run(["trip", "export", $0]).stdout }.joined()
            + cli.run(["trip", "list", "--json"]).stdout
    }

    @Test func everyRefusalLeavesTheHistoryAsItWas() throws {
        // Rome, home EUR: at home Ann −40, Ben −22, Cy +42, Dee +20 (TripOneAnswerTests works it
        // out); in JPY alone Cy owes Ben ¥3000.
        try ok("trip", "create", "Rome", "--people", "Ann,Ben,Cy,Dee", "--home", "EUR")
        try ok("trip", "add", "Rome", "80", "--paid-by", "Cy", "--id", "dinner", "--title", "Dinner")
        try ok("trip", "add", "Rome", "40", "--paid-by", "Dee", "--people", "Ann,Ben", "--id", "taxi")
        try ok(
            "trip", "add", "Rome", "6000", "-c", "JPY", "--paid-by", "Ben", "--people", "Ben,Cy", "--rate", "0.006",
            "--id", "sushi")
        try ok("trip", "pay", "Rome", "Ann", "Dee", "5")
        try ok("trip", "payee", "Rome", "Ann", "--iban", "DE89370400440532013000")
        try ok("trip", "export", "Rome", "--output", cli.home + "/rome.json")
        try ok("trip", "import", cli.home + "/rome.json", "--name", "Copy")
        try ok("trip", "edit", "Copy", "dinner", "--title", "Dinner at Zé")
        try ok("trip", "edit", "Rome", "dinner", "--title", "Dinner and wine")
        try ok("trip", "export", "Copy", "--output", cli.home + "/copy.json")
        try "Date,Description,Category,Cost,Currency,Ann,Ben\n2026-07-01,Taxi,Transport,12.5O,EUR,6.25,-6.25\n"
            .write(toFile: cli.home + "/typo.csv", atomically: true, encoding: .utf8)
        try RatesByDateCommandTests.history.write(toFile: cli.home + "/hist.csv", atomically: true, encoding: .utf8)
        let hist = cli.home + "/hist.csv"
        let before = try history()

        let refusals: [[String]] = [
            ["add", "Rome", "10", "--paid-by", "Zed"],
            ["add", "Rome", "10", "--paid-by", "Ann", "--pay", "Ann=cash"],
            ["add", "Rome", "10", "--paid-by", "Ann=4,Ben=5"],
            ["edit", "Rome", "dinner", "50", "--paid-by", "Zed"],
            ["edit", "Rome", "nosuch", "--title", "Lunch"],
            ["edit", "Rome", "sushi", "--rate", "0.006", "--statement", "36"],
            // A card statement with the ECB fixing beside it: each way it gives no fee.
            ["edit", "Rome", "sushi", "--rate", "0.006", "--statement", "36", "--rates", hist],
            ["edit", "Rome", "sushi", "--statement", "36", "--rates", hist, "--date", "2026-04-01"],
            ["edit", "Rome", "sushi", "--statement", "36", "--rates", hist, "--date", "2026-06-01"],
            ["edit", "Rome", "sushi", "--statement", "0", "--rates", hist, "--date", "2026-05-04"],
            ["edit", "Rome", "dinner", "--statement", "80", "--rates", hist, "--date", "2026-05-04"],
            [
                "add", "Rome", "10", "-c", "USD", "--paid-by", "Ann", "--statement", "9", "--rates", hist, "--date",
                "2026-04-01",
            ],
            [
                "add", "Rome", "10", "-c", "CAD", "--paid-by", "Ann", "--statement", "9", "--rates", hist, "--date",
                "2026-05-04",
            ],
            [
                "pay", "Rome", "Cy", "Ben", "3000", "-c", "JPY", "--statement", "18", "--rates", hist, "--date",
                "2026-05-30",
            ],
            [
                "pay", "Rome", "Cy", "Ben", "3000", "-c", "JPY", "--statement", "-18", "--rates", hist, "--date",
                "2026-05-04",
            ],
            ["remove", "Rome", "nosuch"],
            ["remove", "Rome", "--payment", "9"],
            ["pay", "Rome", "Ann", "Zed", "5"],
            ["settle", "Rome", "--never", "Cy:Ben", "--per-currency", "--record", "--json"],
            ["settle", "Rome", "--never", "Cy:Ben", "--per-currency", "--record"],
            ["settle", "Rome", "--never", "Ann:Cy", "--record"],
            ["settle", "Rome", "--per-currency", "--record"],
            ["household", "Rome", "Smiths", "Ann,Zed"],
            ["household", "Rome", "Ann", "Ben,Cy"],
            ["set", "Rome", "--home", "USD"],
            ["merge", "Rome", cli.home + "/copy.json"],
            ["merge", "Rome", cli.home + "/missing.json"],
            ["import", cli.home + "/copy.json", "--name", "Rome"],
            ["import", cli.home + "/typo.csv", "--name", "Typo"],
            ["join", "Rome", "ben"],
            ["join", "Rome", "Eve", "cy"],
            ["payee", "Rome", "Ann", "--iban", "DE89370400440532013001"],
            ["payee", "Rome", "Ann", "--remove", "--upi", "ann@okbank"],
            ["payee", "Rome", "Ben", "--bic", "COBADEFFXXX"],
            [
                "payee", "Rome", "Ben", "--iban", "DE89370400440532013000", "--postcode", "10115", "--town", "Berlin",
                "--country", "DE",
            ],
            [
                "payee", "Rome", "Ben", "--iban", "CH4431999123000889012", "--postcode", "2501", "--town", "Biel",
                "--country", "CH",
            ],
            ["payee", "Rome", "Ben", "--upi", "ben.okbank"],
            ["payee", "Rome", "Ben", "--pix", "ben@example.com"],
            ["payee", "Rome", "Ben", "--pix", "ben@example.com", "--city", "Sao Jose dos Campos"],
            ["payee", "Rome", "Zed", "--upi", "zed@okbank"],
            ["payee", "Rome", "Cy", "--remove"],
            ["payee", "Rome", "--upi", "cy@okbank"],
        ]
        for refusal in refusals {
            let result = try cli.run(["trip"] + refusal)
            #expect(result.status != 0, "\(refusal) should be refused: \(result)")
            #expect(try history() == before, "\(refusal) exited \(result.status) and changed the history")
        }
    }
}
