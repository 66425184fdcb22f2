import BillPresentation
import Foundation
import Money
import Testing
import TipCalc

/// The engine's steps in words: the sentences `--explain` prints, worked out by hand (the same
/// bills' steps as data are in TipCalcTests).
@Suite struct ExplanationTests {
    private func english(_ result: ItemisedResult) -> [String] {
        Explanation(of: result, in: .english).lines.map(\.text)
    }

    /// Tax 10% of 90.91 = 9.091 → 9.09. A: 909 × 8591 / 9091 = 859.0054… cents → 859, remainder
    /// 50/9091 = 0.0054…; B: 909 × 500 / 9091 = 49.9945… → 49, remainder 9041/9091 = 0.9945…;
    /// one cent left, to B.
    @Test func taxIsSplitInProportionWithEveryQuotientAndTheLeftoverCent() throws {
        var bill = try ItemisedBill(text: "currency: USD\nSteak 85.91 @A\nSoup 5.00 @B")
        bill.tax = .rate(10)
        let result = try ItemisedCalculator.calculate(bill, explaining: true)
        let explanation = Explanation(of: result, in: .english)
        #expect(explanation.heading == "How every amount was found (USD, exact):")
        let lines = explanation.lines.map(\.text)
        #expect(lines.contains("Tax 10% on 90.91: 90.91 × 10 / 100 = 9.091 → 9.09 (half-up), added on top."))
        #expect(lines.contains("  A: 9.09 × 85.91 / 90.91 = 8.59005499… → 8.59"))
        #expect(lines.contains("  B: 9.09 × 5.00 / 90.91 = 0.49994500… → 0.49"))
        #expect(lines.contains("  + 0.01 to B (remainder 0.9945…, larger than A's 0.0054…): 0.50."))
        #expect(
            explanation.lines.first { $0.text.hasPrefix("Tax 10% on") }?.kind == .tax, "\(explanation.lines)")
    }

    /// ben in Zurich: 55.83 + 2.79 = 58.62 rounds to 58.60 in cash, his tip 2.77 above his minimum
    /// 1% of 55.83 = 0.56.
    @Test func aCashPaymentSaysWhyItMayRoundDown() throws {
        let bill = try ItemisedBill(
            text: """
                currency: CHF
                cash: ann, ben
                tax: 8.1% included
                tip: 5% on total
                Rösti 24.50 @ann
                Geschnetzeltes 38.50 @ben
                Salat 14.80 @cy
                Wein 52.00 @all
                """)
        let lines = english(try ItemisedCalculator.calculate(bill, explaining: true))
        #expect(
            lines.contains(
                "ben pays cash: items 55.83 + tip 2.79 = 58.62 (VAT 4.18 included); to the nearest 0.05: 58.60 "
                    + "(the tip stays at least the minimum 0.56); rounding −0.02, taken up by the tip."), "\(lines)")
    }

    /// Bread 76.39 between dee and ben is 38.195 each: the unit left goes to ben, and the sentence
    /// names the rule that picked him.
    @Test(arguments: [
        ("people: ben, ann, dee\n", "earlier among the people declared"),
        ("", "earlier in name order (no people are declared)"),
    ])
    func aTieNamesTheRuleThatBrokeIt(_ people: String, _ rule: String) throws {
        let bill = try ItemisedBill(
            text: "currency: USD\ntip: 20% on pretax\n\(people)Wine 17.90 @dee\nBread 76.39 @dee,ben\n2x Sake 22.50")
        let tie = english(try ItemisedCalculator.calculate(bill, explaining: true)).filter {
            $0.contains("+ 0.01 to ben")
        }
        #expect(tie == ["  + 0.01 to ben (remainder 0.5000, the same as dee's, and \(rule)): 38.20."])
    }

    /// A single amount: one item, the bill, shared by Person 1, 2 and 3. 84.50 + 18% (15.21) =
    /// 99.71; 9971 / 3 = 3323.66…: 33.23 each and two cents left, to Persons 1 and 2.
    @Test func aSingleAmountNamesThePeopleAsTheReceiptDoes() throws {
        var request = TipRequest(bill: try money("84.50", "USD"), tip: .percent(18))
        request.party = .even(3)
        let lines = try Explanation(of: request, in: .english).lines.map(\.text)
        #expect(lines.contains("  Person 1: 99.71 × 1 / 3 = 33.23666666… → 33.23"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  + 0.01 to Person 2 ") && $0.hasSuffix(": 33.24.") }, "\(lines)")
    }

    /// In right-to-left text every number and formula is isolated, and the user's names show their
    /// steering characters by name.
    @Test func rightToLeftIsolatesNumbersAndShowsSteeringInNames() throws {
        let bill = try ItemisedBill(text: "currency: USD\nSteak 85.91 @A\u{202E}B\nSoup 5.00 @C")
        let result = try ItemisedCalculator.calculate(bill, explaining: true)
        let lines = Explanation(of: result, in: ReceiptLabels(locale: try LocaleIdentifier("ar_EG"))).lines
        #expect(lines.contains { $0.text.contains("\u{2068}85.91\u{2069}") }, "\(lines)")
        #expect(!lines.contains { $0.text.contains("\u{202E}") }, "\(lines)")
    }

    /// The JSON of an explained result is the result's own with its lines in `explain`, and reads
    /// back to the same lines.
    @Test func anExplainedResultsJSONCarriesTheLinesAndReadsBack() throws {
        let bill = try ItemisedBill(text: "currency: USD\ntax: 10%\nSteak 85.91 @A\nSoup 5.00 @B")
        let result = try ItemisedCalculator.calculate(bill, explaining: true)
        let explained = ExplainedResult(result, explanation: Explanation(of: result, in: .english))
        let json = try JSONText.readable(explained)
        let back = try JSONDecoder().decode(ExplainedResult.self, from: Data(json.utf8))
        #expect(back.explanation == explained.explanation)
        #expect(back.people.map(\.amounts.pays.amountText) == ["94.50", "5.50"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let compact = String(decoding: try encoder.encode(explained), as: UTF8.self)
        #expect(compact.contains(#""explain":[{"kind":"method","text":"All amounts in USD, 2 fraction digits."}"#))
        // The result alone writes the same JSON with an empty list.
        let plain = try JSONText.readable(ExplainedResult(result, explanation: nil))
        #expect(plain == (try JSONText.readable(result)))
        #expect(plain.contains("\"explain\" : [\n\n  ]"), "\(plain)")
    }
}
