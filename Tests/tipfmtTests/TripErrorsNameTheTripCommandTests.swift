import Testing

/// Every command a trip's error suggests on the command line names the trip given, quoted for
/// the shell, so it runs as pasted.
@Suite struct TripErrorsNameTheTripCommandTests {
    let cli = Tipfmt()

    @Test func theSuggestedCommandNamesTheTrip() throws {
        #expect(try cli.run("trip", "create", "Costa Rica", "--people", "Ann,Ben").status == 0)
        #expect(try cli.run("trip", "create", "O'Hara", "--people", "Ann,Ben", "--home", "EUR").status == 0)
        let added = try cli.run(
            "trip", "add", "O'Hara", "10", "-c", "USD", "--rate", "0.9", "--paid-by", "Ann", "--id", "1")
        #expect(added.status == 0, "\(added)")
        let cases: [([String], Int32, String)] = [
            (
                ["trip", "add", "Costa Rica", "10", "--paid-by", "Zed"], 1,
                "--paid-by names \"Zed\", who is not in the trip; add them first with `tipfmt trip join 'Costa Rica' Zed`"
            ),
            (
                ["trip", "edit", "Costa Rica", "nope", "--title", "Taxi"], 1,
                "the trip has no bill with id \"nope\"; `tipfmt trip show 'Costa Rica'` lists the bills with their ids"
            ),
            (
                ["trip", "household", "Costa Rica", "Fam", "--remove"], 1,
                "the trip has no household \"Fam\"; set one with `tipfmt trip household 'Costa Rica' Fam A,B`"
            ),
            (
                ["trip", "add", "Costa Rica", "10", "-c", "JPY", "--rate", "150", "--paid-by", "Ann"], 64,
                "--rate converts to the trip's home currency, and the trip has none; set one first "
                    + "(`tipfmt trip set 'Costa Rica' --home EUR`)"
            ),
            (
                ["trip", "set", "O'Hara", "--home", "CHF"], 1,
                "bill \"1\": has a rate to EUR, not CHF, and no command takes a recorded rate back; keep EUR as the "
                    + "home currency (`tipfmt trip settle 'O'\\''Hara' --per-currency` settles each currency on its own)"
            ),
        ]
        for (arguments, status, message) in cases {
            let result = try cli.run(arguments)
            #expect(result.status == status && result.stdout.isEmpty, "\(result)")
            #expect(result.stderr == "tipfmt: error: \(message)\n", "\(result)")
        }
    }
}
