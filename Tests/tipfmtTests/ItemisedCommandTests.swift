import BillPresentation
import Foundation
import Money
import Testing
import TipCalc

/// `tipfmt calc --item …` and `--bill-file`: the per-person table, JSON, explanation and errors.
@Suite struct ItemisedCommandTests {
    let cli = Tipfmt()

    private func write(_ name: String, _ text: String) throws -> String {
        let path = cli.home + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let dinner = """
        currency: USD
        people: ann, ben, cy, dee
        tax: 8.875%
        tip: 20% on pretax
        paid-by: ann
        Nachos 14.00 @ann,ben,cy
        Burger 16.00 @ann
        Salmon 24.00 @ben
        Pasta 18.50 @cy
        Steak 32.00 @dee
        """

    static let zurich = """
        currency: CHF
        cash: ann, ben
        tax: 8.1% included
        tip: 5% on total
        Rösti 24.50 @ann
        Geschnetzeltes 38.50 @ben
        Salat 14.80 @cy
        Wein 52.00 @all
        """

    @Test func splitsTwoItemsWithTaxInProportion() throws {
        let result = try cli.run("calc", "--item", "Steak 85.91 @ann", "--item", "Soup 5.00 @ben", "--tax", "10%")
        #expect(result.status == 0, "\(result)")
        // Tax 10% of 90.91 = 9.09: 9.09 × 85.91 / 90.91 = 8.590… → 8.59; 0.4999… → 0.49, + the leftover cent.
        #expect(
            result.lines == [
                "Person   Items    Tax    Tip     Pays",
                "ann     $85.91  $8.59  $0.00   $94.50",
                "ben      $5.00  $0.50  $0.00    $5.50",
                "Total   $90.91  $9.09  $0.00  $100.00",
                "No tip.",
            ], "\(result)")
        // How to ask for one is the tool's advice, not part of the bill: a note on stderr.
        #expect(result.stderr == "tipfmt: note: no tip; give --tip 18 (or a tip: line in the bill file) for one\n")
    }

    @Test func printsADinnerFileWithATotalsRowEqualToTheBill() throws {
        let path = try write("dinner.bill", Self.dinner)
        let result = try cli.run("calc", "--bill-file", path)
        #expect(result.status == 0, "\(result)")
        // Worked out in TipCalcTests' ItemisedCalculatorTests (a US dinner for four): tax 9.27 and
        // tip 20.90 split 20.67 : 28.67 : 23.16 : 32.00; 104.50 + 9.27 + 20.90 = 134.67.
        #expect(
            result.lines == [
                "Person    Items    Tax     Tip     Pays",
                "ann      $20.67  $1.83   $4.13   $26.63",
                "ben      $28.67  $2.54   $5.74   $36.95",
                "cy       $23.16  $2.06   $4.63   $29.85",
                "dee      $32.00  $2.84   $6.40   $41.24",
                "Total   $104.50  $9.27  $20.90  $134.67",
                "Tip 20% of $104.50",
                "ben owes ann $36.95",
                "cy owes ann $29.85",
                "dee owes ann $41.24",
            ], "\(result)")
    }

    @Test func readsABillFromStandardInputAndExplainsEveryStep() throws {
        let result = try cli.run("calc", "--bill-file", "-", "--explain", "-l", "de_CH", stdin: Self.zurich)
        #expect(result.status == 0, "\(result)")
        #expect(
            Array(result.lines.prefix(5)) == [
                // In German, and the tip as every output shows it: with the cash rounding it takes
                // up (ann 2.09 + 0.02 = 2.11, ben 2.79 − 0.02 = 2.77).
                "Person  Positionen  inkl. MwSt.  Trinkgeld       Zahlt  Zahlart",
                "ann      CHF\u{A0}41.84     CHF\u{A0}3.14   CHF\u{A0}2.11   CHF\u{A0}43.95  bar",
                "ben      CHF\u{A0}55.83     CHF\u{A0}4.18   CHF\u{A0}2.77   CHF\u{A0}58.60  bar",
                "cy       CHF\u{A0}32.13     CHF\u{A0}2.41   CHF\u{A0}1.61   CHF\u{A0}33.74  Karte",
                "Gesamt  CHF\u{A0}129.80     CHF\u{A0}9.73   CHF\u{A0}6.49  CHF\u{A0}136.29",
            ], "\(result)")
        #expect(result.lines.contains("MwSt. 8.1%: CHF\u{A0}9.73 in CHF\u{A0}129.80 enthalten"), "\(result)")
        #expect(result.lines.contains("Die Rundung geht ins Trinkgeld ein."), "\(result)")
        // The steps in German too, every value exact.
        #expect(
            result.lines.contains(
                "MwSt. 8.1% enthalten in 129.80: 129.80 × 8.1 / (100 + 8.1) = 9.72599444… → 9.73 "
                    + "(kaufmännisch gerundet), bereits in den Preisen, nicht aufgeschlagen."), "\(result)")
        #expect(
            result.lines.contains(
                "ann zahlt bar: Positionen 41.84 + Trinkgeld 2.09 = 43.93 (MwSt. 3.14 enthalten); auf das nächste "
                    + "Vielfache von 0.05: 43.95; Rundung +0.02, vom Trinkgeld übernommen."), "\(result)")
    }

    @Test func printsTheDocumentedJSON() throws {
        let path = try write("dinner.bill", Self.dinner)
        let result = try cli.run("calc", "--bill-file", path, "--json", "--explain")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let people = try #require(object["people"] as? [[String: Any]])
        #expect(
            people.map { ($0["amounts"] as? [String: Any])?["pays"] as? String }
                == ["26.63", "36.95", "29.85", "41.24"])
        #expect((object["totals"] as? [String: Any])?["pays"] as? String == "134.67")
        #expect((object["debts"] as? [[String: Any]])?.map { $0["amount"] as? String } == ["36.95", "29.85", "41.24"])
        #expect((object["explain"] as? [[String: Any]])?.contains { $0["kind"] as? String == "tax" } == true)
        // The keys every bill has, as for a single amount: what everyone pays, and each share.
        #expect(object["total"] as? String == "134.67")
        #expect(object["shares"] as? [String] == ["26.63", "36.95", "29.85", "41.24"])
        #expect(object["split"] as? Int == 4)
    }

    @Test func appliesPaymentOptionsAndConvertsHome() throws {
        let result = try cli.run(
            "calc", "--item", "Kaffee 10.02 @ann", "--item", "Tee 5.00 @ben", "-c", "CHF", "--pay", "all=cash",
            "--home", "EUR", "--rate", "1.06")
        #expect(result.status == 0, "\(result)")
        // No tip: ann 10.02 → 10.00 would take her tip below the minimum 0.10, so up to 10.05; ben 5.00.
        // 15.05 CHF × 1.06 = 15.953 → 15.95 EUR, split 10.05 : 5.00 → 10.65 (10.6500…) and 5.30.
        #expect(
            result.lines.prefix(4) == [
                // The 0.03 of rounding is taken up by the tip, as the receipt shows it.
                "Person      Items       Tip       Pays  Paid by       EUR",
                "ann     CHF\u{A0}10.02  CHF\u{A0}0.03  CHF\u{A0}10.05  cash     ≈ €10.65",
                "ben      CHF\u{A0}5.00  CHF\u{A0}0.00   CHF\u{A0}5.00  cash      ≈ €5.30",
                "Total   CHF\u{A0}15.02  CHF\u{A0}0.03  CHF\u{A0}15.05           ≈ €15.95",
            ], "\(result)")
    }

    /// An itemised bill takes its home rate as calc does: from an ECB rates file too.
    @Test func convertsHomeWithARatesFile() throws {
        let path = cli.home + "/eurofxref-daily.xml"
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        <gesmes:subject>Reference rates</gesmes:subject>
        <Cube><Cube time='\(CalendarDate.today)'><Cube currency='USD' rate='1.0832'/></Cube></Cube>
        </gesmes:Envelope>

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try cli.run(
            "calc", "--item", "Kaffee 10.00 @ann", "--item", "Tee 5.00 @ben", "-c", "USD", "-l", "en_US", "--home",
            "EUR",
            "--rates", path)
        #expect(result.status == 0, "\(result)")
        // 1 USD = 1 / 1.0832 EUR = 0.9231905465…; 15.00 USD → 13.8478… → 13.85 EUR, split 10 : 5 → 9.23 + 4.62.
        #expect(
            result.lines.prefix(4) == [
                "Person   Items    Tip    Pays  EUR",
                "ann     $10.00  $0.00  $10.00  ≈ €9.23",
                "ben      $5.00  $0.00   $5.00  ≈ €4.62",
                "Total   $15.00  $0.00  $15.00  ≈ €13.85",
            ], "\(result)")
        #expect(result.stdout.contains("Rate: 1 USD = 0.9231905465 EUR (ECB euro reference rates"), "\(result)")
    }

    @Test(arguments: [
        (
            ["calc", "--item", "Beer 6,00 @ann"], Int32(1),
            "tipfmt: error: --item 'Beer 6,00 @ann', column 6: invalid amount '6,00'"
        ),
        (
            ["calc", "84.50", "--item", "Beer 6.00"], Int32(64),
            "tipfmt: error: give the bill as --item or --bill-file, or as BILL, not both"
        ),
        (
            ["calc", "--item", "Beer 6.00 @ann", "--split", "2"], Int32(64),
            "tipfmt: error: with --item or --bill-file, say who had what"
        ),
        (
            ["calc", "--item", "Beer 6.00 @ann", "--paid-by", "zoe"], Int32(1),
            "tipfmt: error: invalid party: the payer 'zoe' is in no item; name them in an item's @list or declare the "
                + "people; did you mean 'ann'?\n"
        ),
        (["calc", "--item", "Beer 6.00", "--pay", "ann"], Int32(1), "tipfmt: error: invalid --pay 'ann'"),
        (["calc", "--bill-file", "/nonexistent/bill"], Int32(66), "tipfmt: error: cannot read '/nonexistent/bill'"),
    ])
    func rejectsBadInputWithNothingOnStdout(_ arguments: [String], status: Int32, message: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status == status, "\(result)")
        #expect(result.stdout == "", "\(result)")
        #expect(result.stderr.hasPrefix(message), "\(result)")
    }

    @Test func namesTheFileLineAndColumnOfABadBill() throws {
        let text = try write("bad.bill", "currency: USD\nBeer 6.00 @ann\nWine 1.2.3 @ben\n")
        let result = try cli.run("calc", "--bill-file", text)
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "tipfmt: error: \(text):3:6: invalid amount '1.2.3': it has a second decimal point\n")
        let json = try write("bad.json", "{\"currency\": \"USD\",\n \"items\": [{\"name\": \"A\", \"price\": 9.00}]}")
        let jsonResult = try cli.run("calc", "--bill-file", json)
        #expect(jsonResult.status == 65, "\(jsonResult)")
        #expect(
            jsonResult.stderr
                == "tipfmt: error: \(json):2:35: items[0].price: expected a string (amounts are strings, such as \"12.50\")\n"
        )
    }

    @Test func printsAnItemisedReceipt() throws {
        let path = try write("dinner.bill", Self.dinner)
        let result = try cli.run("receipt", "--bill-file", path, "--width", "32", "-l", "de_DE")
        #expect(result.status == 0, "\(result)")
        // The dinner of printsADinnerFileWithATotalsRowEqualToTheBill, in German at 32 columns.
        #expect(
            Array(result.lines.prefix(13)) == [
                "            Quittung",
                "================================",
                "Nachos                   14,00\u{A0}$",
                "Burger                   16,00\u{A0}$",
                "Salmon                   24,00\u{A0}$",
                "Pasta                    18,50\u{A0}$",
                "Steak                    32,00\u{A0}$",
                "================================",
                "Rechnung                104,50\u{A0}$",
                "Steuer 8,875\u{A0}%            9,27\u{A0}$",
                "Trinkgeld (20\u{A0}%)         20,90\u{A0}$",
                "--------------------------------",
                "Gesamt                  134,67\u{A0}$",
            ], "\(result)")
        #expect(result.lines.contains("ann"))
        #expect(result.lines.contains("Gesamt                   26,63\u{A0}$"), "\(result)")
        let html = try cli.run("receipt", "--bill-file", path, "--format", "html")
        #expect(html.status == 0, "\(html)")
        #expect(html.stdout.contains("<tbody class=\"person\">"), "\(html)")
        #expect(html.stdout.contains("<tr class=\"item\"><th scope=\"row\">Nachos</th>"), "\(html)")
    }
}
