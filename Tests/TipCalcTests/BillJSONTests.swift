import Money
import Testing
import TipCalc

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON form of a bill and of its result (docs/ItemisedBills.md).
@Suite struct BillJSONTests {
    static let example = """
        {
          "currency": "CHF",
          "people": ["ann", {"name": "ben", "pays": "cash"}, {"name": "cy", "pays": "card"}],
          "items": [
            {"name": "Rösti", "price": "24.50", "sharedBy": "ann"},
            {"name": "Bier", "quantity": 2, "price": "4.60", "sharedBy": ["ann", "ben"]},
            {"name": "Wein", "price": "52.00", "sharedBy": "all"},
            {"name": "Pizza", "price": "20.00", "sharedBy": [{"name": "ann", "weight": 2}, "cy"],
             "taxRate": "2.6", "discount": {"percent": "10"}, "tipped": false}
          ],
          "tax": {"rate": "8.1"},
          "pricesIncludeTax": true,
          "discount": {"amount": "5.00"},
          "service": {"percent": "12.5"},
          "tip": {"percent": "5"},
          "tipBase": "total",
          "cashRounding": "tip",
          "paidBy": "ann",
          "home": {"currency": "EUR", "rate": "1.06"}
        }
        """

    @Test func readsTheDocumentedExample() throws {
        let bill = try ItemisedBill(json: Self.example)
        #expect(bill.currency == .chf)
        #expect(bill.people == [.init("ann"), .init("ben", payment: .cash), .init("cy", payment: .card)])
        #expect(bill.items.map(\.name) == ["Rösti", "Bier", "Wein", "Pizza"])
        #expect(bill.items[0].sharedBy == .person("ann"))
        #expect(bill.items[1].quantity == 2 && bill.items[1].sharedBy == .equally(["ann", "ben"]))
        #expect(bill.items[2].sharedBy == .everyone)
        #expect(bill.items[3].sharedBy == .weighted([.init("ann", weight: 2), .init("cy", weight: 1)]))
        #expect(bill.items[3].taxRate == (try dec("2.6")) && bill.items[3].discount == .percent(10))
        #expect(!bill.items[3].isTipped)
        #expect(bill.tax == .rate(try dec("8.1")) && bill.pricesIncludeTax)
        #expect(bill.discount == .amount(try money("5.00", "CHF")))
        #expect(bill.service == .percent(try dec("12.5")))
        #expect(bill.tip == .percent(5) && bill.tipBase == .total)
        #expect(bill.paidBy == "ann")
        #expect(bill.home == (try ExchangeRate(from: .chf, to: .eur, rate: dec("1.06"))))
        _ = try ItemisedCalculator.calculate(bill)
    }

    @Test func roundTripsTheBillAndTheResult() throws {
        let bill = try ItemisedBill(json: Self.example)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(bill), as: UTF8.self)
        #expect(try ItemisedBill(json: text) == bill)
        #expect(text.contains(#""price":"24.50""#))
        let result = try ItemisedCalculator.calculate(bill)
        let data = try encoder.encode(result)
        #expect(try JSONDecoder().decode(ItemisedResult.self, from: data) == result)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""method":"perItem""#))
        // The steps are data, and the JSON holds words (BillPresentationTests' ExplanationTests):
        // a result's own JSON lists none, and reads back as the result without them.
        let explained = try ItemisedCalculator.calculate(bill, explaining: true)
        #expect(!explained.explanation.isEmpty)
        #expect(try encoder.encode(explained) == data)
        #expect(json.contains(#""explain":[]"#))
    }

    /// A text bill's `cash:` line is a payment, not a declaration: in JSON it is `payments`, and
    /// the bill reads back the same.
    @Test func roundTripsPaymentsWithoutDeclaringPeople() throws {
        let bill = try ItemisedBill(text: "currency: USD\ncash: ben\nBeer 6.00 @ann,ben")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(bill), as: UTF8.self)
        #expect(text.contains(#""payments":{"ben":"cash"}"#))
        #expect(!text.contains(#""people""#))
        #expect(try ItemisedBill(json: text) == bill)
        let result = try ItemisedCalculator.calculate(ItemisedBill(json: text))
        #expect(result.people.map(\.payment) == [.card, .cash])
    }

    @Test(arguments: [
        (
            #"{"currency": "USD", "items": [{"name": "Nachos", "price": "9,00"}]}"#, 1, 59,
            "items[0].price: invalid amount '9,00'"
        ),
        (
            "{\"currency\": \"USD\",\n \"items\": [\n  {\"name\": \"A\", \"price\": 9.00}]}", 3, 26,
            "items[0].price: expected a string"
        ),
        ("{\"currency\": \"USD\",\n \"items\": [{\"name\": \"A\"}]}", 2, 12, "items[0]: missing \"price\""),
        ("{\"currency\": \"USD\", \"tipp\": {\"percent\": \"5\"},\n \"items\": []}", 1, 21, "unknown key \"tipp\""),
        ("{\"currency\": \"USD\",\n \"items\": [}", 2, 12, "unexpected character"),
        ("{\"currency\": \"USD\", \"items\": [],}", 1, 33, "a comma before '}'"),
        (#"{"currency": "USD", "items": [], "rounding": "sideways"}"#, 1, 46, "rounding: \"sideways\" is not one of"),
        (#"{"currency": "usx", "items": []}"#, 1, 14, "currency: unknown currency 'usx'"),
    ])
    func namesWhereTheJSONIsWrong(_ text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(#expect(throws: BillFileError.self) { try ItemisedBill(json: text) })
        #expect(error.line == line && error.column == column, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }
}
