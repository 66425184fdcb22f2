import Money
import Testing
import TipCalc

/// The text form of a bill and the `--item` grammar (docs/ItemisedBills.md).
@Suite struct BillTextTests {
    private func parse(_ text: String) throws -> ItemisedBill.Item {
        try ItemisedBill.Item(parsing: text, currency: .usd)
    }

    private func error(_ text: String) -> BillFileError? {
        #expect(throws: BillFileError.self) { try ItemisedBill.Item(parsing: text, currency: .usd) }
    }

    private func fileError(_ text: String, currency: Currency? = nil) -> BillFileError? {
        #expect(throws: BillFileError.self) { try ItemisedBill(text: text, currency: currency) }
    }

    @Test(arguments: [
        ("2x Beer 6.00 @ann,ben", 2, "Beer", "6.00", ItemisedBill.Sharing.equally(["ann", "ben"])),
        ("Nachos 9.00 @all", 1, "Nachos", "9.00", .everyone),
        ("Nachos 9.00 @Everyone", 1, "Nachos", "9.00", .everyone),
        ("Nachos 9", 1, "Nachos", "9.00", .everyone),
        ("3× Espresso doppio 3.80 @cy", 3, "Espresso doppio", "3.80", .person("cy")),
        ("Table 12 Steak 30.00 @ann", 1, "Table 12 Steak", "30.00", .person("ann")),
        ("\"Menu 2\" 18.00 @ann", 1, "Menu 2", "18.00", .person("ann")),
        ("Wine 30.00 @ann:2,ben", 1, "Wine", "30.00", .weighted([.init("ann", weight: 2), .init("ben", weight: 1)])),
        ("  Bread\t4.00   ", 1, "Bread", "4.00", .everyone),
    ])
    func readsAnItem(_ text: String, quantity: Int, name: String, price: String, sharing: ItemisedBill.Sharing) throws {
        let item = try parse(text)
        #expect(item.quantity == quantity)
        #expect(item.name == name)
        #expect(item.unitPrice == (try usd(price)))
        #expect(item.sharedBy == sharing)
        #expect(item.taxRate == nil && item.discount == nil && item.isTipped)
    }

    @Test func readsItemOptions() throws {
        let salad = try parse("Salad 12.50 @cy tax 7% -10% no-tip")
        #expect(salad.taxRate == ExactDecimal(7))
        #expect(salad.discount == .percent(10))
        #expect(!salad.isTipped)
        let pizza = try parse("Pizza 20.00 -2.50 tax 8.875")
        #expect(pizza.discount == .amount(try usd("2.50")))
        #expect(pizza.taxRate == (try dec("8.875")))
        #expect(pizza.sharedBy == .everyone)
    }

    @Test(arguments: [
        ("Beer 6,00 @ann", 6, "6,00"),
        ("Beer 6.001 @ann", 6, "6.001"),
        ("Beer 6.00 ann", 11, "unexpected 'ann' after the price 6.00; write @ann"),
        ("Beer @ann", 10, "no price"),
        ("0x Beer 6.00", 1, "quantity 0 is out of range"),
        ("2x", 3, "a quantity but no item"),
        ("Beer 6.00 @ann:0", 16, "weight '0' is not a whole number above zero"),
        ("Beer 6.00 @ann,,ben", 16, "an empty name"),
        ("Beer 6.00 @ann,ANN", 16, "'ANN' is named twice"),
        ("\"Beer 6.00", 1, "this quote is not closed"),
        ("Beer 6.00 @ann @ben", 16, "a second @list"),
        ("Beer 6.00 @ann tax", 19, "'tax' needs a rate"),
        ("Beer 6.00 @ann -x%", 17, "invalid amount 'x'"),
        ("Beer 6.00 @ann please", 16, "unexpected 'please'"),
        ("", 1, "the item is empty"),
    ])
    func namesWhereAnItemIsWrong(_ text: String, column: Int, message: String) throws {
        let found = try #require(error(text))
        #expect(found.line == 1)
        #expect(found.column == column, "\(found)")
        #expect(found.message.contains(message), "\(found)")
    }

    @Test func readsABillFile() throws {
        let bill = try ItemisedBill(
            text: """
                \u{FEFF}# Dinner at Luigi's
                currency: USD
                people: ann, ben cy,dee
                tax: 8.875%
                tip: 20% on pretax
                cash: ben
                paid-by: ann
                rounding: nearest to 0.50
                cash-rounding: separate
                home: EUR 0.9232

                Nachos 14.00 @ann,ben,cy   # the starter
                Burger 16.00 @ann\r
                2x Beer 6.50 @ann:2,ben
                Bread 4.00
                """)
        #expect(bill.currency == .usd)
        #expect(bill.people.map(\.name) == ["ann", "ben", "cy", "dee"])
        #expect(bill.people.map(\.payment) == [nil, nil, nil, nil])
        #expect(bill.payments == ["ben": .cash])
        #expect(bill.tax == .rate(try dec("8.875")))
        #expect(bill.tip == .percent(20) && bill.tipBase == .pretax)
        #expect(bill.paidBy == "ann")
        #expect(bill.rounding == .nearest)
        #expect(bill.roundingIncrement == (try dec("0.5")))
        #expect(bill.cashRounding == .separate)
        #expect(bill.home == (try ExchangeRate(from: .usd, to: .eur, rate: dec("0.9232"))))
        #expect(bill.items.map(\.name) == ["Nachos", "Burger", "Beer", "Bread"])
        #expect(bill.items[2].quantity == 2)
    }

    @Test func readsTaxIncludedAndTipSettings() throws {
        let vat = try ItemisedBill(text: "currency: EUR\ntax: 19% included\ntip: 5% on total\nBier 4.60")
        #expect(vat.tax == .rate(19) && vat.pricesIncludeTax && vat.tipBase == .total)
        let plain = try ItemisedBill(
            text: "tax: included\ntip: 3.00 on before-discount\ncash: all\nBier 4.60", currency: .eur)
        #expect(plain.tax == nil && plain.pricesIncludeTax)
        #expect(plain.tip == .amount(try money("3.00", "EUR")) && plain.tipBase == .beforeDiscount)
        #expect(plain.defaultPayment == .cash)
        let amounts = try ItemisedBill(text: "currency: USD\ntax: 7.50\ndiscount: 10%\nservice: 2.00\nSoup 5.00")
        #expect(amounts.tax == .amount(try usd("7.50")))
        #expect(amounts.discount == .percent(10))
        #expect(amounts.service == .amount(try usd("2.00")))
    }

    @Test(arguments: [
        ("Beer 6.00", 1, 1, "the bill names no currency; add a line such as 'currency: USD'"),
        ("currency: XYZ\nBeer 6.00", 1, 11, "unknown currency 'XYZ'"),
        ("currency: USD\ntip: 10%\ntip: 15%\nBeer 6.00", 3, 1, "a second 'tip:' line (the first is line 2)"),
        ("currency: USD\n\nBeer 6.00 @ann\nWine 1.2.3 @ben", 4, 6, "invalid amount '1.2.3'"),
        ("currency: USD\npaid-by: zoe\nBeer 6.00 @ann", 2, 10, "'zoe' paid but is not on the bill"),
        ("currency: USD\ntip: 20% of total\nBeer 6.00", 2, 10, "write tip: 20% on pretax, total or before-discount"),
        ("currency: USD\nrounding: sideways\nBeer 6.00", 2, 11, "'sideways' is not none, nearest, up or shares-up"),
        ("currency: USD\n# nothing\n", 3, 1, "the bill has no items"),
        ("currency: USD\npeople: ann, ann\nBeer 6.00", 2, 14, "'ann' is named twice"),
        ("currency: USD\nhome: EUR 0\nBeer 6.00", 2, 11, "not above zero"),
    ])
    func namesTheLineAndColumnOfAFileError(_ text: String, line: Int, column: Int, message: String) throws {
        let found = try #require(fileError(text))
        #expect(found.line == line && found.column == column, "\(found)")
        #expect(found.message.contains(message), "\(found)")
    }

    @Test func computesABillReadFromText() throws {
        let bill = try ItemisedBill(
            text: """
                currency: USD
                tax: 10%
                Steak 85.91 @ann
                Soup 5.00 @ben
                """)
        let result = try ItemisedCalculator.calculate(bill)
        // Tax 10% of 90.91 = 9.091 → 9.09, split 85.91 : 5.00 → 8.59 and 0.50 (see ItemisedCalculatorTests).
        #expect(
            result.people.map { "\($0.name) \($0.amounts.tax) \($0.amounts.pays)" } == [
                "ann 8.59 USD 94.50 USD", "ben 0.50 USD 5.50 USD",
            ])
    }

    @Test func reportsErrorsWithALocationInTheirDescription() {
        #expect(BillFileError(line: 3, column: 12, message: "bad").description == "line 3, column 12: bad")
    }
}
