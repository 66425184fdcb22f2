import Money
import Testing
@testable import TipCalc

/// Itemised bills worked out by hand; the arithmetic is in the comment beside each.
///
/// Splits give leftover minor units to the largest remainders, ties to the larger share, then to
/// the earlier person; "a × k / K" below is one person's exact part before rounding down.
@Suite struct ItemisedCalculatorTests {
    private func item(
        _ name: String, _ price: String, _ sharing: ItemisedBill.Sharing, code: String = "USD", quantity: Int = 1
    ) throws -> ItemisedBill.Item {
        ItemisedBill.Item(name: name, quantity: quantity, unitPrice: try money(price, code), sharedBy: sharing)
    }

    private func column(_ result: ItemisedResult, _ path: KeyPath<ItemisedResult.Amounts, Money>) -> [String] {
        result.people.map { $0.amounts[keyPath: path].amountText }
    }

    // MARK: - Tax in proportion to what each had

    @Test func splitsTenPercentTaxInProportionToWhatEachHad() throws {
        var bill = ItemisedBill(
            currency: .usd, items: [try item("Steak", "85.91", .person("A")), try item("Soup", "5.00", .person("B"))])
        bill.tax = .rate(10)
        let result = try ItemisedCalculator.calculate(bill, explaining: true)
        // Tax 10% of 90.91 = 9.091 → 9.09 (half-up).
        // A: 909 × 8591 / 9091 = 859.0054… cents → 859, remainder 50/9091 = 0.0054…
        // B: 909 × 500 / 9091 = 49.9945… cents → 49, remainder 9041/9091 = 0.9945…
        // 859 + 49 = 908, one cent left: B (larger remainder) → A 8.59, B 0.50.
        #expect(result.method == .perItem)
        #expect(result.totals.tax.amountText == "9.09")
        #expect(column(result, \.tax) == ["8.59", "0.50"])
        #expect(column(result, \.pays) == ["94.50", "5.50"])
        #expect(result.totals.pays.amountText == "100.00")
        // The steps as data (BillPresentationTests' ExplanationTests has them in words).
        #expect(
            result.explanation.contains(
                .tax(
                    .init(
                        rate: 10, base: 9091, amount: 909, included: false,
                        quotient: BillStep.Quotient(9091 * 10, 100)))))
        let split = try #require(
            result.explanation.lazy.compactMap { step -> BillStep.Split? in
                guard case .split(let split) = step, case .taxGroup = split.subject else { return nil }
                return split
            }.first)
        #expect(split.amount == 909 && split.totalWeight == 9091 && split.weightsAreMoney)
        #expect(split.shares.map(\.numerator) == [909 * 8591, 909 * 500])
        #expect(split.shares.map(\.floor) == [859, 49])
        #expect(split.shares.map(\.remainder) == [50, 9041])
        #expect(split.leftover == 1)
        #expect(
            split.unitsGiven == [
                .init(person: 1, remainder: 9041, reason: .largerRemainder(than: 0, remainder: 50), part: 50)
            ])
    }

    // MARK: - A US dinner for four

    @Test func splitsAUSDinnerForFourWithAStarterSharedByThree() throws {
        var bill = ItemisedBill(
            currency: .usd,
            items: [
                try item("Nachos", "14.00", .equally(["ann", "ben", "cy"])),
                try item("Burger", "16.00", .person("ann")),
                try item("Salmon", "24.00", .person("ben")),
                try item("Pasta", "18.50", .person("cy")),
                try item("Steak", "32.00", .person("dee")),
            ])
        bill.tax = .rate(try dec("8.875"))
        bill.tip = .percent(20)
        bill.tipBase = .pretax
        let result = try ItemisedCalculator.calculate(bill)
        // Nachos 14.00 / 3 = 4.666…: 466 cents each, 2 left over, equal remainders and shares → ann, ben.
        // Had: ann 4.67 + 16.00 = 20.67, ben 4.67 + 24.00 = 28.67, cy 4.66 + 18.50 = 23.16, dee 32.00; 104.50.
        #expect(column(result, \.items) == ["20.67", "28.67", "23.16", "32.00"])
        // Tax 104.50 × 8.875% = 9.274375 → 9.27. Of 927 cents by 2067 : 2867 : 2316 : 3200 (of 10450):
        // ann 183.359 (rem 3759), ben 254.326 (rem 3409), cy 205.448 (rem 4682), dee 283.866 (rem 9050);
        // 925 given, 2 left: dee, cy → 1.83, 2.54, 2.06, 2.84.
        #expect(result.totals.tax.amountText == "9.27")
        #expect(column(result, \.tax) == ["1.83", "2.54", "2.06", "2.84"])
        // Tip 20% of 104.50 = 20.90. Of 2090 cents: ann 413.4 (rem 4180), ben 573.4 (rem 4180),
        // cy 463.2 (rem 2090), dee 640 exactly; 1 left: ann and ben tie, ben has the larger share.
        #expect(result.totals.tip.amountText == "20.90")
        #expect(column(result, \.tip) == ["4.13", "5.74", "4.63", "6.40"])
        // Pays: 20.67 + 1.83 + 4.13 = 26.63; 28.67 + 2.54 + 5.74 = 36.95; 23.16 + 2.06 + 4.63 = 29.85;
        // 32.00 + 2.84 + 6.40 = 41.24; in all 134.67 = 104.50 + 9.27 + 20.90.
        #expect(column(result, \.pays) == ["26.63", "36.95", "29.85", "41.24"])
        #expect(result.totals.pays.amountText == "134.67")
        #expect(result.effectiveTipPercent == ExactDecimal(20))
        #expect(result.items[0].parts.map(\.amount.amountText) == ["4.67", "4.67", "4.66"])
    }

    // MARK: - VAT included, two rates

    @Test func showsSevenAndNineteenPercentVATIncludedInThePrices() throws {
        func line(_ name: String, _ price: String, quantity: Int = 1, _ sharing: ItemisedBill.Sharing, _ rate: Int)
            throws -> ItemisedBill.Item
        {
            var entry = try self.item(name, price, sharing, code: "EUR", quantity: quantity)
            entry.taxRate = ExactDecimal(rate)
            return entry
        }
        var bill = ItemisedBill(
            currency: .eur,
            items: [
                try line("Brezel", "2.50", .person("ann"), 7),
                try line("Schnitzel", "18.90", .person("ben"), 7),
                try line("Bier", "4.60", quantity: 2, .equally(["ann", "ben"]), 19),
                try line("Wasser", "3.20", .person("ann"), 19),
            ])
        bill.pricesIncludeTax = true
        bill.tip = .percent(5)
        bill.tipBase = .total
        let result = try ItemisedCalculator.calculate(bill)
        // 7%: ann 2.50, ben 18.90 = 21.40; contains 21.40 × 7 / 107 = 1.40 exactly.
        //   140 × 250 / 2140 = 16.35 (rem 760), 140 × 1890 / 2140 = 123.64 (rem 1380); 1 left → ben: 0.16, 1.24.
        // 19%: Bier 9.20 → 4.60 each; ann 4.60 + 3.20 = 7.80, ben 4.60; 12.40 contains 12.40 × 19 / 119
        //   = 1.97983… → 1.98. 198 × 780 / 1240 = 124.55 (rem 680), 198 × 460 / 1240 = 73.45 (rem 560);
        //   1 left → ann: 1.25, 0.73.
        #expect(
            result.taxes.map { "\($0.rate ?? .zero) \($0.base.amountText) \($0.amount.amountText)" } == [
                "7 21.40 1.40", "19 12.40 1.98",
            ])
        #expect(result.totals.includedTax.amountText == "3.38")
        #expect(result.totals.tax.amountText == "0.00")
        #expect(column(result, \.includedTax) == ["1.41", "1.97"])  // 0.16 + 1.25, 1.24 + 0.73
        // Tip 5% of the total 33.80 (VAT is in it) = 1.69; 169 × 1030 / 3380 = 51.5 and 169 × 2350 / 3380
        // = 117.5 tie on remainder, ben has the larger share: 0.51, 1.18.
        #expect(column(result, \.tip) == ["0.51", "1.18"])
        // Nothing is added for VAT: ann 10.30 + 0.51 = 10.81, ben 23.50 + 1.18 = 24.68; 35.49.
        #expect(column(result, \.pays) == ["10.81", "24.68"])
        #expect(result.totals.pays.amountText == "35.49")
    }

    // MARK: - Cash and card in Zurich

    @Test func roundsTwoCashPaymentsInZurichToFiveRappenAndLeavesTheCardExact() throws {
        var bill = ItemisedBill(
            currency: .chf,
            items: [
                try item("Rösti", "24.50", .person("ann"), code: "CHF"),
                try item("Geschnetzeltes", "38.50", .person("ben"), code: "CHF"),
                try item("Salat", "14.80", .person("cy"), code: "CHF"),
                try item("Wein", "52.00", .everyone, code: "CHF"),
            ])
        bill.people = [.init("ann", payment: .cash), .init("ben", payment: .cash), .init("cy", payment: .card)]
        bill.tax = .rate(try dec("8.1"))
        bill.pricesIncludeTax = true
        bill.tip = .percent(5)
        bill.tipBase = .total
        let result = try ItemisedCalculator.calculate(bill, explaining: true)
        // Wein 52.00 / 3: 1733 each, 1 left → ann: 17.34, 17.33, 17.33.
        // Had: ann 41.84, ben 55.83, cy 32.13; 129.80.
        // VAT 8.1% in 129.80: 129.80 × 8.1 / 108.1 = 9.72599… → 9.73; 973 × 4184 / 12980 = 313.64 (rem 8292),
        //   973 × 5583 / 12980 = 418.51 (rem 6619), 973 × 3213 / 12980 = 240.85 (rem 11049); 2 left → cy, ann.
        #expect(column(result, \.includedTax) == ["3.14", "4.18", "2.41"])
        // Tip 5% of 129.80 = 6.49; 649 × 4184 / 12980 = 209.2 (rem 2596), 279.15 (rem 1947), 160.65 (rem 8437);
        //   1 left → cy: 2.09, 2.79, 1.61.
        #expect(column(result, \.tip) == ["2.09", "2.79", "1.61"])
        // Exact: ann 43.93, ben 58.62, cy 33.74. ann pays cash: nearest 0.05 is 43.95 (+0.02);
        // ben: 58.60 (−0.02, his tip 2.79 − 0.02 = 2.77 stays above his minimum 1% of 55.83 = 0.56);
        // cy pays by card: 33.74 exactly.
        #expect(column(result, \.rounding) == ["0.02", "-0.02", "0.00"])
        #expect(column(result, \.pays) == ["43.95", "58.60", "33.74"])
        #expect(result.totals.pays.amountText == "136.29")  // 129.80 + 6.49 + 0.02 − 0.02
        #expect(result.roundingIsTip)
        #expect(
            result.explanation.contains(
                .payment(
                    .init(
                        person: 1, cash: true, items: 5583, discount: 0, tax: 0, included: 418, tip: 279, exact: 5862,
                        rounding: .init(step: 5, pay: 5860, reason: .nearest(minimum: 56), net: 5583, taken: true)))))
    }

    @Test func roundsACashPaymentUpWhenRoundingDownWouldTakeTheTipBelowTheMinimum() throws {
        var bill = ItemisedBill(
            currency: .chf,
            items: [
                try item("Kaffee", "10.02", .person("ann"), code: "CHF"),
                try item("Tee", "5.00", .person("ben"), code: "CHF"),
            ])
        bill.defaultPayment = .cash
        let result = try ItemisedCalculator.calculate(bill)
        // No tip asked. ann: 10.02 → nearest 10.00 would leave a tip of −0.02, below her minimum
        // 1% of 10.02 = 0.10: up to 10.05 (+0.03). ben: 5.00 is a multiple of 0.05 already.
        #expect(column(result, \.pays) == ["10.05", "5.00"])
        #expect(column(result, \.rounding) == ["0.03", "0.00"])
        #expect(result.method == .perItem)

        bill.cashRounding = .separate
        let separate = try ItemisedCalculator.calculate(bill)
        // A rounding line of its own: 10.02 → 10.00 (−0.02), the tip stays zero.
        #expect(column(separate, \.pays) == ["10.00", "5.00"])
        #expect(column(separate, \.rounding) == ["-0.02", "0.00"])
        #expect(!separate.roundingIsTip)
        #expect(separate.totals.pays.amountText == "15.00")
    }

    // MARK: - Currencies with 0 and 3 digits

    @Test func splitsAYenBillWithVATIncludedAndSharedItems() throws {
        var bill = ItemisedBill(
            currency: .jpy,
            items: [
                try item("Ramen", "980", .person("ann"), code: "JPY"),
                try item("Gyoza", "600", .equally(["ann", "ben", "cy"]), code: "JPY"),
                try item("Beer", "550", .equally(["ben", "cy"]), code: "JPY", quantity: 2),
                try item("Edamame", "350", .everyone, code: "JPY"),
            ])
        bill.tax = .rate(10)
        bill.pricesIncludeTax = true
        bill.payments = ["ann": .cash]
        let result = try ItemisedCalculator.calculate(bill)
        // Gyoza 600 / 3 = 200 each; Beer 2 × 550 = 1100 → 550 each; Edamame 350 / 3 = 116.67: 2 left → ann, ben.
        // Had: ann 980 + 200 + 117 = 1297, ben 200 + 550 + 117 = 867, cy 200 + 550 + 116 = 866; 3030.
        #expect(column(result, \.items) == ["1297", "867", "866"])
        // VAT 10% in 3030: 3030 × 10 / 110 = 275.45… → 275; 275 × 1297 / 3030 = 117.71 (rem 2165),
        // 275 × 867 / 3030 = 78.69 (rem 2085), 275 × 866 / 3030 = 78.60 (rem 1810); 2 left → ann, ben.
        #expect(column(result, \.includedTax) == ["118", "79", "78"])
        // ann pays cash, but yen cash has no smaller step than 1 yen: nothing to round, no tip forced.
        #expect(column(result, \.pays) == ["1297", "867", "866"])
    }

    @Test func splitsAKuwaitiDinarBillWithThreeDigits() throws {
        var bill = ItemisedBill(
            currency: try Currency(code: "KWD"),
            items: [
                try item("Machboos", "4.750", .person("ann"), code: "KWD"),
                try item("Hummus", "1.250", .equally(["ann", "ben", "cy"]), code: "KWD"),
                try item("Juice", "0.900", .equally(["ben", "cy"]), code: "KWD", quantity: 3),
            ])
        bill.tip = .percent(10)
        let result = try ItemisedCalculator.calculate(bill)
        // Hummus 1.250 / 3 = 0.41666…: 416 fils each, 2 left → ann, ben. Juice 3 × 0.900 = 2.700 → 1.350 each.
        // Had: ann 4.750 + 0.417 = 5.167, ben 0.417 + 1.350 = 1.767, cy 0.416 + 1.350 = 1.766; 8.700.
        #expect(column(result, \.items) == ["5.167", "1.767", "1.766"])
        // Tip 10% of 8.700 = 0.870; 870 × 5167 / 8700 = 516.7 (rem 6090), 870 × 1767 / 8700 = 176.7
        // (rem 6090), 870 × 1766 / 8700 = 176.6 (rem 5220); 2 left → ann and ben (ann first: larger share).
        #expect(column(result, \.tip) == ["0.517", "0.177", "0.176"])
        #expect(column(result, \.pays) == ["5.684", "1.944", "1.942"])
        #expect(result.totals.pays.amountText == "9.570")
    }

    // MARK: - Discounts, untipped items, paid by one

    @Test func lowersEachPartInProportionForABillDiscountAndLeavesUntippedItemsOutOfTheTip() throws {
        var wine = try item("Wine to take home", "30.00", .person("ben"))
        wine.isTipped = false
        var pizza = try item("Pizza", "20.00", .equally(["ann", "ben"]))
        pizza.discount = .percent(50)
        var bill = ItemisedBill(currency: .usd, items: [pizza, try item("Salad", "10.00", .person("ann")), wine])
        bill.discount = .amount(try usd("6.00"))
        bill.tip = .percent(20)
        bill.paidBy = "ann"
        let result = try ItemisedCalculator.calculate(bill)
        // Pizza 20.00 less 50% = 10.00 → 5.00 each (discount 5.00 each). Had after item discounts:
        // ann 5.00 + 10.00 = 15.00, ben 5.00 + 30.00 = 35.00; 50.00.
        // Bill discount 6.00 by 15 : 35 → 1.80 and 4.20. Discounts: ann 5.00 + 1.80 = 6.80, ben 5.00 + 4.20 = 9.20.
        #expect(column(result, \.items) == ["20.00", "40.00"])
        #expect(column(result, \.discount) == ["6.80", "9.20"])
        // Tipped items after discounts: pizza 10.00 + salad 10.00 = 20.00, less their part of the bill
        // discount (6.00 × 20 / 50 = 2.40): 17.60. Tip 20% = 3.52, by what each had of tipped items
        // (ann 15.00, ben 5.00): 2.64 and 0.88.
        #expect(result.tipBase.amountText == "17.60")
        #expect(column(result, \.tip) == ["2.64", "0.88"])
        // ann: 20.00 − 6.80 + 2.64 = 15.84; ben: 40.00 − 9.20 + 0.88 = 31.68; ann paid, ben owes her 31.68.
        #expect(column(result, \.pays) == ["15.84", "31.68"])
        #expect(result.debts.map { "\($0.from) → \($0.to) \($0.amount)" } == ["ben → ann 31.68 USD"])
    }

    @Test func tipsTheAmountBeforeDiscountsWhenAsked() throws {
        var pizza = try item("Pizza", "20.00", .person("ann"))
        pizza.discount = .amount(try usd("5.00"))
        var bill = ItemisedBill(currency: .usd, items: [pizza, try item("Pasta", "15.00", .person("ben"))])
        bill.tip = .percent(20)
        bill.tipBase = .beforeDiscount
        let result = try ItemisedCalculator.calculate(bill)
        // Before discounts: 20.00 + 15.00 = 35.00; 20% = 7.00, by 20 : 15 → 4.00 and 3.00.
        #expect(result.tipBase.amountText == "35.00")
        #expect(column(result, \.tip) == ["4.00", "3.00"])
        #expect(column(result, \.pays) == ["19.00", "18.00"])  // 20 − 5 + 4, 15 + 3
    }

    @Test func givesNothingToSomeoneWhoHadNothing() throws {
        var bill = ItemisedBill(currency: .usd, items: [try item("Soup", "7.00", .person("ann"))])
        bill.people = [.init("zoe"), .init("ann")]
        bill.tax = .rate(10)
        bill.tip = .percent(15)
        let result = try ItemisedCalculator.calculate(bill)
        // zoe had nothing: 7.00 + 0.70 + 1.05 = 8.75 all ann's.
        #expect(result.people.map(\.name) == ["zoe", "ann"])
        #expect(column(result, \.pays) == ["0.00", "8.75"])
        #expect(result.method == .wholeBill)
    }

    // MARK: - Whole bill

    @Test func splitsABillSharedAlikeLikeASingleAmount() throws {
        var bill = ItemisedBill(
            currency: .usd,
            items: [try item("Nachos", "9.00", .everyone), try item("Wings", "11.00", .everyone, quantity: 2)])
        bill.people = [.init("ann"), .init("ben"), .init("cy")]
        bill.tip = .percent(18)
        let result = try ItemisedCalculator.calculate(bill)
        var request = TipRequest(bill: try usd("31.00"), tip: .percent(18))
        request.party = .even(3)
        let single = try TipCalculator.calculate(request)
        // 9.00 + 2 × 11.00 = 31.00; tip 18% = 5.58; 36.58 / 3 = 12.1933… → 12.20, 12.19, 12.19.
        #expect(result.method == .wholeBill)
        #expect(result.people.map(\.amounts.pays) == single.shares)
        #expect(column(result, \.pays) == ["12.20", "12.19", "12.19"])
    }

    // MARK: - Errors

    @Test func rejectsBadBills() throws {
        func message(_ bill: ItemisedBill) -> String? {
            #expect(throws: TipCalcError.self) { try ItemisedCalculator.calculate(bill) }?.description
        }
        var bill = ItemisedBill(currency: .usd, items: [])
        #expect(message(bill) == "the bill has no items; give at least one, such as 'Nachos 9.00 @all'")
        // The cases carry values an app can switch on.
        #expect(throws: TipCalcError.invalidBill(.noItems)) { try ItemisedCalculator.calculate(bill) }
        bill.items = [try item("Beer", "6.00", .everyone)]
        bill.people = [.init("ann")]
        bill.tax = .amount(try usd("-1.00"))
        #expect(throws: TipCalcError.negativeAmount(.tax, try usd("-1.00"))) { try ItemisedCalculator.calculate(bill) }
        bill.tax = nil
        bill.items = []
        bill.people = []
        bill.items = [try item("Beer", "6.00", .everyone, quantity: 0)]
        bill.people = [.init("ann")]
        #expect(message(bill) == "item 1 'Beer' has quantity 0; give a whole number from 1 to 1000000")
        bill.items = [try item("Beer", "6.00", .weighted([.init("ann", weight: 0)]))]
        #expect(message(bill) == "invalid party: item 1 'Beer': weight 0 for 'ann' is not a whole number above zero")
        bill.items = [try item("Beer", "6.00", .equally(["ann", "ANN"]))]
        #expect(
            message(bill)
                == "invalid party: item 1 'Beer' names the same person twice; give each once (with a weight if needed)")
        bill.items = [try item("Beer", "6.00", .everyone)]
        bill.paidBy = "bob"
        #expect(message(bill) == "invalid party: the payer 'bob' is not among the people declared; did you mean 'ann'?")
        bill.paidBy = nil
        bill.discount = .amount(try usd("7.00"))
        #expect(
            message(bill)
                == "the discount 7.00 USD on the bill is more than its 6.00 USD; give a smaller discount or a percentage"
        )
        bill.discount = nil
        var taxed = try item("Beer", "6.00", .everyone)
        taxed.taxRate = 19
        bill.items = [taxed]
        bill.tax = .amount(try usd("1.00"))
        #expect(
            message(bill)
                == "a tax amount of 1.00 USD cannot be combined with item tax rates; give rates only, or one amount")
        bill.tax = nil
        bill.items = [try item("Beer", "6.00", .everyone, code: "EUR")]
        #expect(message(bill) == "cannot combine amounts in USD and EUR; convert one of them first")
    }
}
