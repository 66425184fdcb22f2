import Foundation
import Testing

/// `tipfmt trip payee`: how each person is paid back, checked as the payment codes' makers check
/// it, stored in the trip, shown, removed, exported, imported and merged.
@Suite struct TripPayeeCommandTests {
    let cli = Tipfmt.withHistory()

    @discardableResult
    private func ok(_ arguments: String...) throws -> RunResult {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result)")
        return result
    }

    @Test func detailsAreStoredShownListedAndRemoved() throws {
        try ok("trip", "create", "Lisbon", "--people", "Ann,Ben,Cy", "--home", "EUR")
        #expect(
            try ok("trip", "payee", "Lisbon", "ann", "--iban", "de89 3704 0044 0532 0130 00", "--bic", "cobadeffxxx")
                .stdout == "Ann: IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX\n")
        // Details given later join those the person has.
        #expect(
            try ok("trip", "payee", "Lisbon", "Ann", "--upi", "ann@okbank", "--name", "Ann Example").stdout
                == "Ann (Ann Example): IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX; UPI ann@okbank\n")
        try ok(
            "trip", "payee", "Lisbon", "Ben", "--iban", "CH9300762011623852957", "--street", "Rue du Lac", "--building",
            "1268", "--postcode", "2501", "--town", "Biel", "--country", "ch")
        try ok("trip", "payee", "Lisbon", "Cy", "--pix", "cy@example.com", "--city", "BRASILIA")
        #expect(
            try ok("trip", "payee", "Lisbon").stdout
                == "Ann (Ann Example): IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX; UPI ann@okbank\n"
                + "Ben: IBAN CH93 0076 2011 6238 5295 7; Rue du Lac 1268, 2501 Biel, CH\n"
                + "Cy: PIX cy@example.com, BRASILIA\n")
        #expect(try ok("trip", "payee", "Lisbon", "BEN").stdout.hasPrefix("Ben: IBAN CH93"))
        // `trip show` masks the IBANs: the whole group sees it.
        let shown = try ok("trip", "show", "Lisbon").stdout
        #expect(
            shown.hasSuffix(
                "\nAnn (Ann Example): IBAN DE89 •••• 3000, BIC COBADEFFXXX; UPI ann@okbank\n"
                    + "Ben: IBAN CH93 •••• 2957; Rue du Lac 1268, 2501 Biel, CH\nCy: PIX cy@example.com, BRASILIA\n"),
            "\(shown)")

        #expect(try ok("trip", "payee", "Lisbon", "Cy", "--remove").stdout == "Cy: –\n")
        let none = try ok("trip", "payee", "Lisbon", "Cy")
        #expect(none.stdout == "Cy: –\n")
        #expect(
            none.stderr == "tipfmt: note: Cy has no payment details in Lisbon; give them with --iban, --upi or --pix\n")
    }

    /// Each refusal names its option, exits 64 (a detail missing its partner, or one the scheme
    /// does not take) or 65 (a malformed one), prints nothing on stdout and writes nothing.
    @Test(arguments: [
        (
            ["Ann", "--iban", "DE89370400440532013001"], 65,
            "--iban 'DE89370400440532013001' has wrong check digits (mod 97 gives 28, not 1); copy it again from the payee's bank details"
        ),
        (["Ann", "--bic", "COBADEFFXXX"], 64, "--bic is the bank of an IBAN: give --iban too"),
        (
            ["Ann", "--iban", "DE89370400440532013000", "--bic", "COBA"], 65,
            "--bic 'COBA' is not a BIC: 8 or 11 characters, 6 letters then letters or digits (COBADEFFXXX)"
        ),
        (
            ["Ann", "--iban", "DE89370400440532013000", "--postcode", "10115", "--town", "Berlin", "--country", "DE"],
            64, "--iban 'DE89370400440532013000' is of DE; a Swiss QR-bill pays to a CH or LI IBAN"
        ),
        (
            ["Ann", "--iban", "CH9300762011623852957", "--town", "Biel"], 64,
            "a Swiss QR-bill's address needs --postcode, --town and --country (--street and --building when it has them)"
        ),
        (
            ["Ann", "--iban", "CH4431999123000889012", "--postcode", "2501", "--town", "Biel", "--country", "CH"], 64,
            "--iban 'CH4431999123000889012' is a QR-IBAN, which takes a QR reference for each bill; give the payee's ordinary IBAN"
        ),
        (
            ["Ann", "--upi", "ann.okbank"], 65,
            "--upi 'ann.okbank' is not a UPI address: name@handle, letters, digits, '.', '-' or '_' either side of one '@'"
        ),
        (["Ann", "--pix", "ann@example.com"], 64, "a PIX code names the payee's city: give --pix and --city together"),
        (
            ["Ann", "--pix", "ann@example.com", "--city", "Sao Jose dos Campos"], 65,
            "--city 'Sao Jose dos Campos' has 19 characters; at most 15 fit"
        ),
        (["Ann", "--remove", "--upi", "ann@okbank"], 64, "--remove removes every detail; leave --upi out"),
        (["--upi", "ann@okbank"], 64, "name the person whose details these are, such as `trip payee TRIP Ann …`"),
    ])
    func refusalsNameTheOptionAndWriteNothing(arguments: [String], status: Int32, message: String) throws {
        try ok("trip", "create", "Lisbon", "--people", "Ann,Ben")
        let before = try ok("trip", "export", "Lisbon").stdout
        let result = try cli.run(["trip", "payee", "Lisbon"] + arguments)
        #expect(result.status == status, "\(result)")
        #expect(result.stdout.isEmpty)
        // argument-parser's refusals add where to read more.
        #expect(
            result.stderr == "tipfmt: error: \(message)\n"
                || result.stderr == "tipfmt: error: \(message) (see 'tipfmt trip --help')\n", "\(result.stderr)")
        #expect(try ok("trip", "export", "Lisbon").stdout == before)
    }

    @Test func anExportImportsWithItsDetailsAndRemovals() throws {
        try ok("trip", "create", "Lisbon", "--people", "Ann,Ben", "--home", "EUR")
        try ok("trip", "payee", "Lisbon", "Ann", "--iban", "DE89370400440532013000")
        try ok("trip", "payee", "Lisbon", "Ben", "--upi", "ben@okbank")
        try ok("trip", "payee", "Lisbon", "Ben", "--remove")
        let exported = try ok("trip", "export", "Lisbon").stdout
        let document = try #require(JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any])
        let payees = try #require(document["payees"] as? [[String: Any]])
        #expect(payees.count == 2)
        #expect(payees[0]["iban"] as? String == "DE89370400440532013000")
        #expect(payees[1].keys.sorted() == ["ancestry", "person"])
        try exported.write(toFile: cli.home + "/lisbon.json", atomically: true, encoding: .utf8)
        try ok("trip", "delete", "Lisbon", "--yes")
        try ok("trip", "import", cli.home + "/lisbon.json")
        #expect(try ok("trip", "export", "Lisbon").stdout == exported)
    }

    /// Two copies: each sets another person's details, and the merge takes both; then both change
    /// Ann's, a conflict naming the detail, until `--keep` chooses.
    @Test func twoCopiesMergeTheirDetails() throws {
        try ok("trip", "create", "Porto", "--people", "Ann,Ben", "--home", "EUR")
        try ok("trip", "export", "Porto", "--output", cli.home + "/porto.json")
        try ok("trip", "import", cli.home + "/porto.json", "--name", "Phone")
        try ok("trip", "payee", "Porto", "Ann", "--iban", "DE89370400440532013000")
        try ok("trip", "payee", "Phone", "Ben", "--upi", "ben@okbank")
        try ok("trip", "export", "Phone", "--output", cli.home + "/phone.json")
        try ok("trip", "merge", "Porto", cli.home + "/phone.json")
        #expect(
            try ok("trip", "payee", "Porto").stdout
                == "Ann: IBAN DE89 3704 0044 0532 0130 00\nBen: UPI ben@okbank\n")

        try ok("trip", "export", "Porto", "--output", cli.home + "/porto.json")
        try ok("trip", "merge", "Phone", cli.home + "/porto.json")
        try ok("trip", "payee", "Porto", "Ann", "--upi", "ann@okbank")
        try ok("trip", "payee", "Phone", "Ann", "--upi", "ann@newbank")
        try ok("trip", "export", "Phone", "--output", cli.home + "/phone.json")
        let conflict = try cli.run("trip", "merge", "Porto", cli.home + "/phone.json")
        #expect(conflict.status == 1)
        // The text names the detail by its person and option; --json keeps the field `payee Ann upi`.
        #expect(conflict.stdout == "settings: Ann's --upi \"ann@okbank\" here, \"ann@newbank\" there\n")
        let json = try cli.run("trip", "merge", "Porto", cli.home + "/phone.json", "--json")
        #expect(json.stdout.contains("\"field\" : \"payee Ann upi\""), "\(json.stdout)")
        try ok("trip", "merge", "Porto", cli.home + "/phone.json", "--keep", "settings=theirs")
        #expect(
            try ok("trip", "payee", "Porto", "Ann").stdout == "Ann: IBAN DE89 3704 0044 0532 0130 00; UPI ann@newbank\n"
        )
    }
}
