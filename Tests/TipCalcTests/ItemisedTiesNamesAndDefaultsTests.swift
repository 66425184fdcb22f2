import Money
import Testing
@testable import TipCalc

/// Who takes a leftover unit, which names a bill may use, and the defaults diners expect, each
/// worked by hand on a small bill.
@Suite struct ItemisedTiesNamesAndDefaultsTests {
    private func column(_ result: ItemisedResult, _ path: KeyPath<ItemisedResult.Amounts, Money>) -> [String] {
        result.people.map { $0.amounts[keyPath: path].amountText }
    }

    private func bread(people: String?, bread: String = "@dee,ben", itemsFirst: Bool = false) throws -> ItemisedBill {
        let settings = ["currency: USD", "tip: 20% on pretax"] + (people.map { ["people: \($0)"] } ?? [])
        let items = ["Wine 17.90 @dee", "Bread 76.39 \(bread)", "2x Sake 22.50"]
        return try ItemisedBill(text: (itemsFirst ? items + settings : settings + items).joined(separator: "\n"))
    }

    // MARK: - Ties

    /// Who took the leftover units of Bread's split, as the engine recorded them.
    private func breadUnits(_ result: ItemisedResult) -> [BillStep.Split.UnitGiven]? {
        let bread = result.items.firstIndex { $0.name == "Bread" }
        for case .split(let split) in result.explanation where split.subject == .item(bread ?? -1) {
            return split.unitsGiven
        }
        return nil
    }

    /// Bread 76.39 between dee and ben is 38.195 each: the unit left goes to ben, declared before
    /// dee, however the @ list is written.
    @Test(arguments: ["@dee,ben", "@ben,dee", "@DEE,Ben"])
    func aTieGoesToThePersonDeclaredEarlierWhateverTheAtList(_ list: String) throws {
        let result = try ItemisedCalculator.calculate(bread(people: "ben, ann, dee", bread: list), explaining: true)
        #expect(result.people.map(\.name) == ["ben", "ann", "dee"])
        // Items: ben 38.20 + 15.00 = 53.20, ann 15.00, dee 17.90 + 38.19 + 15.00 = 71.09; 139.29 in all.
        #expect(column(result, \.items) == ["53.20", "15.00", "71.09"])
        // Tip 20% of 139.29 = 27.858 → 27.86: ben 27.86 × 53.20 / 139.29 = 10.6407…, ann 3.0002…,
        // dee 14.2190… → 10.64, 3.00, 14.21 and the unit left to dee (largest remainder): 14.22.
        #expect(column(result, \.tip) == ["10.64", "3.00", "14.22"])
        #expect(column(result, \.pays) == ["63.84", "18.00", "85.31"])
        // Bread (item 1) among dee and ben: one unit left, to ben (0) rather than dee (2).
        #expect(breadUnits(result) == [.init(person: 0, remainder: 1, reason: .earlier(than: 2), part: 3820)])
    }

    /// Without `people:` the people are in name order, which no order of the items changes: ben
    /// (b) before dee (d) takes Bread's unit, with the rule stated in the explanation.
    @Test(arguments: [false, true])
    func withoutPeopleATieGoesByNameOrder(_ itemsFirst: Bool) throws {
        var bill = try bread(people: nil, itemsFirst: itemsFirst)
        bill.items.reverse()
        let result = try ItemisedCalculator.calculate(bill, explaining: true)
        #expect(result.people.map(\.name) == ["ben", "dee"])
        // Sake 45.00 shared by both: 22.50 each. ben 38.20 + 22.50 = 60.70; dee 17.90 + 38.19 + 22.50 = 78.59.
        #expect(column(result, \.items) == ["60.70", "78.59"])
        // Tip 27.86: ben 27.86 × 60.70 / 139.29 = 12.1406…, dee 15.7193… → 12.14 + 15.71, unit to dee.
        #expect(column(result, \.pays) == ["72.84", "94.31"])
        #expect(breadUnits(result) == [.init(person: 0, remainder: 1, reason: .earlier(than: 1), part: 3820)])
    }

    // MARK: - Settings in any order

    @Test func settingsMayComeInAnyOrder() throws {
        let lines = ["currency: CHF", "cash: ben", "people: ann, ben", "paid-by: ben", "Rösti 24.50 @ann", "Bier 9.20"]
        let forward = try ItemisedBill(text: lines.joined(separator: "\n"))
        let backward = try ItemisedBill(text: lines.reversed().joined(separator: "\n"))
        let result = try ItemisedCalculator.calculate(forward)
        #expect(try ItemisedCalculator.calculate(backward).people == result.people)
        #expect(result.people.map(\.payment) == [.card, .cash])
        // ann 24.50 + 4.60 = 29.10 by card; ben 4.60 cash, a multiple of 0.05 already.
        #expect(column(result, \.pays) == ["29.10", "4.60"])
        #expect(result.debts.map { "\($0.from) \($0.amount.amountText)" } == ["ann 29.10"])
    }

    @Test func aPersonPaysOneWay() {
        #expect(
            throws: BillFileError(
                line: 3, column: 7, message: "'ben' already pays cash; give each person one way of paying")
        ) {
            try ItemisedBill(text: "currency: USD\ncash: ben\ncard: ben\nBeer 6.00 @ben")
        }
        #expect(
            throws: BillFileError(
                line: 3, column: 7, message: "line 2 already says how all pay; give 'all' in one of them")
        ) {
            try ItemisedBill(text: "currency: USD\ncash: all\ncard: all\nBeer 6.00 @ben")
        }
    }

    // MARK: - Names

    @Test func aNameNotDeclaredIsAnErrorNamingTheClosest() {
        #expect(
            throws: BillFileError(
                line: 3, column: 12, message: "'bne' is not among the people declared in 'people:'; did you mean 'ben'?"
            )
        ) {
            try ItemisedBill(text: "currency: USD\npeople: ann, ben\nBeer 6.00 @bne")
        }
        #expect(
            throws: BillFileError(
                line: 2, column: 7, message: "'x' is not among the people declared in 'people:'; did you mean 'a'?")
        ) {
            try ItemisedBill(text: "currency: USD\ncash: x\npeople: a, b, c, d\nPizza 40.00")
        }
    }

    @Test func withoutPeopleAPaymentOrPayerNeedsAnItem() {
        #expect(
            throws: BillFileError(
                line: 2, column: 7,
                message:
                    "'bne' pays cash but had no item; name them in an item's @list or in 'people:'; did you mean 'ben'?"
            )
        ) {
            try ItemisedBill(text: "currency: USD\ncash: bne\nBeer 6.00 @ann,ben")
        }
    }

    /// The engine checks names too, so `--people`, `--pay` and `--paid-by` (and JSON and the API) get
    /// the same rules: a typo is an error, never a fifth diner.
    @Test func theEngineRefusesNamesNotOnTheBill() throws {
        var bill = try ItemisedBill(text: "currency: USD\nPizza 40.00")
        bill.people = ["a", "b", "c", "d"].map { ItemisedBill.Person($0) }
        bill.payments = ["x": .cash]
        #expect(
            throws: TipCalcError.invalidBill(.unknownPerson("x", in: .payment(.cash), closest: "a", declared: true))
        ) {
            try ItemisedCalculator.calculate(bill)
        }
        bill.payments = [:]
        bill.paidBy = "e"
        #expect(throws: TipCalcError.invalidBill(.unknownPerson("e", in: .paidBy, closest: "a", declared: true))) {
            try ItemisedCalculator.calculate(bill)
        }
        var undeclared = try ItemisedBill(text: "currency: USD\nBeer 6.00 @ann,ben")
        undeclared.payments = ["bne": .cash]
        let error = TipCalcError.invalidBill(
            .unknownPerson("bne", in: .payment(.cash), closest: "ben", declared: false))
        #expect(throws: error) { try ItemisedCalculator.calculate(undeclared) }
        #expect(
            error.description
                == "invalid party: 'bne' (pays cash) is in no item; name them in an item's @list or declare the people; "
                + "did you mean 'ben'?")
        var item = undeclared
        item.people = [ItemisedBill.Person("ann"), ItemisedBill.Person("ben")]
        item.payments = [:]
        item.items[0].sharedBy = .equally(["ann", "bne"])
        #expect(
            throws: TipCalcError.invalidBill(
                .unknownPerson("bne", in: .item(1, "Beer"), closest: "ben", declared: true))
        ) { try ItemisedCalculator.calculate(item) }
    }

    // MARK: - Defaults for diners

    /// CHF 120.80 with 8.1% VAT included, 10%: people tip on the price they see, 12.08; `on pretax`
    /// takes the VAT out first: 120.80 × 8.1 / 108.1 = 9.0517… → 9.05, 10% of 111.75 = 11.175 → 11.18.
    @Test func onAVATBillTheTipIsOnThePriceShown() throws {
        let shown = try ItemisedBill(text: "currency: CHF\ntax: 8.1% included\ntip: 10%\nDinner 120.80 @ann")
        let result = try ItemisedCalculator.calculate(shown)
        #expect(result.tipBase.amountText == "120.80")
        #expect(result.totals.tip.amountText == "12.08")
        #expect(result.totals.includedTax.amountText == "9.05")
        #expect(result.totals.pays.amountText == "132.88")
        let pretax = try ItemisedBill(text: "currency: CHF\ntax: 8.1% included\ntip: 10% on pretax\nDinner 120.80 @ann")
        let other = try ItemisedCalculator.calculate(pretax)
        #expect(other.tipBase.amountText == "111.75")
        #expect(other.totals.tip.amountText == "11.18")
        // Tax added on top: the price shown is before tax, so the default stays pretax.
        let added = try ItemisedCalculator.calculate(
            ItemisedBill(text: "currency: CHF\ntax: 8.1%\ntip: 10%\nDinner 120.80 @ann"))
        #expect(added.tipBase.amountText == "120.80")
        #expect(added.totals.tip.amountText == "12.08")
    }

    /// CHF 100.00, service 10% included (100 × 10 / 110 = 9.09), tip 5% (5.00, covered: extra 0),
    /// all cash: the minimum tip 1.00 is covered by the service, so nothing rounds up: 100.00,
    /// split alike or per item.
    @Test func cashRoundingAddsNoTipTheServiceCovers() throws {
        let text = "currency: CHF\nservice: 10%\ntip: 5%\ncash: all\npeople: ann, ben\nDinner 100.00"
        let whole = try ItemisedCalculator.calculate(ItemisedBill(text: text))
        #expect(whole.method == .wholeBill)
        #expect(whole.totals.service.amountText == "9.09")
        #expect(whole.totals.pays.amountText == "100.00")
        #expect(column(whole, \.pays) == ["50.00", "50.00"])
        let perItem = try ItemisedCalculator.calculate(ItemisedBill(text: text + "\ncard: ben"))
        #expect(perItem.method == .perItem)
        #expect(perItem.totals.pays.amountText == "100.00")
        #expect(column(perItem, \.pays) == ["50.00", "50.00"])
        // 33.33…: each third rounds to the nearest 0.05 without a tip the service covers.
        let three = try ItemisedCalculator.calculate(
            ItemisedBill(
                text: "currency: CHF\nservice: 10%\ntip: 5%\ncash: all\ncard: cy\npeople: ann, ben, cy\nDinner 100.00"))
        // Items 33.34, 33.33, 33.33 (the unit to ann, declared first): ann 33.34 and ben 33.33 round to
        // the nearest 0.05, 33.35; cy pays 33.33 by card.
        #expect(column(three, \.pays) == ["33.35", "33.35", "33.33"])
    }
}
