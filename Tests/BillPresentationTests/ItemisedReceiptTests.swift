import BillPresentation
import Foundation
import Money
import Testing
import TipCalc

/// Receipts of itemised bills: items, summary, per-person sections, in every language and format.
@Suite struct ItemisedReceiptTests {
    static let dinner = """
        currency: USD
        people: ann, ben, cy, dee
        tax: 8.875%
        tip: 20%
        2x Beer 6.50 @ann,dee
        Nachos 14.00 @ann,ben,cy
        Burger 16.00 @ann
        Salmon 24.00 @ben -10%
        Pasta 18.50 @cy
        Steak 32.00 @dee
        """

    /// Every kind of line: a quantity, an item discount, a bill discount, VAT at two rates,
    /// service, separate cash rounding, a home currency, a long name and one that needs escaping.
    static let everything = """
        currency: EUR
        people: ann, ben, Zoë<b>&
        tax: 19% included
        service: 10%
        discount: 5%
        cash: ben
        cash-rounding: separate
        home: USD 1.0812
        2x Bier 4.60 @ann,ben
        "Wiener Schnitzel mit Pommes frites und Preiselbeeren" 18.90 @ben -10%
        Brezel 2.55 @ann tax 7
        Wasser 3.20 @zoë<b>&
        """

    private func receipt(_ text: String, locale: String = "en_US") throws -> (ItemisedResult, Receipt) {
        let result = try ItemisedCalculator.calculate(ItemisedBill(text: text))
        let receipt = try Receipt(
            result: result, layout: .perPerson, formatter: MoneyFormatter(locale: LocaleIdentifier(locale)))
        return (result, receipt)
    }

    @Test func printsItemsASummaryAndOneSectionPerPerson() throws {
        let (_, receipt) = try receipt(Self.dinner)
        // Beer 2 × 6.50 = 13.00, 6.50 each for ann and dee; Nachos 14.00 / 3: 4.67, 4.67, 4.66;
        // Salmon 24.00 − 10% = 21.60. Had: ann 6.50 + 4.67 + 16.00 = 27.17, ben 4.67 + 21.60 = 26.27,
        // cy 4.66 + 18.50 = 23.16, dee 6.50 + 32.00 = 38.50; 115.10 (117.50 printed − 2.40).
        // Tax 8.875% of 115.10 = 10.215125 → 10.22; tip 20% = 23.02. Split 27.17 : 26.27 : 23.16 : 38.50:
        // tax 1022 × key / 11510 = 241.2488, 233.2575, 205.6431, 341.8506 cents: two leftover cents to
        // dee and cy (largest remainders) → 2.41, 2.33, 2.06, 3.42;
        // tip 2302 × key / 11510 = 543.4, 525.4, 463.2, 770.0 cents: one leftover cent, ann and ben tie
        // at 0.4, ann has the larger share → 5.44, 5.25, 4.63, 7.70.
        // ann 27.17 + 2.41 + 5.44 = 35.02; ben 26.27 + 2.33 + 5.25 = 33.85;
        // cy 23.16 + 2.06 + 4.63 = 29.85; dee 38.50 + 3.42 + 7.70 = 49.62; 148.34 = 115.10 + 10.22 + 23.02.
        let text = receipt.rendered(as: .text, width: 32)
        #expect(
            text == """
                            Receipt
                ================================
                2 × $6.50 Beer            $13.00
                Nachos                    $14.00
                Burger                    $16.00
                Salmon                    $24.00
                  Discount 10%            -$2.40
                Pasta                     $18.50
                Steak                     $32.00
                ================================
                Bill                     $115.10
                Tax 8.875%                $10.22
                Tip (20%)                 $23.02
                --------------------------------
                Total                    $148.34
                ================================
                ann
                Beer                       $6.50
                Nachos                     $4.67
                Burger                    $16.00
                Tax                        $2.41
                Tip                        $5.44
                --------------------------------
                Total                     $35.02
                ================================
                ben
                Nachos                     $4.67
                Salmon                    $24.00
                Discount                  -$2.40
                Tax                        $2.33
                Tip                        $5.25
                --------------------------------
                Total                     $33.85
                ================================
                cy
                Nachos                     $4.66
                Pasta                     $18.50
                Tax                        $2.06
                Tip                        $4.63
                --------------------------------
                Total                     $29.85
                ================================
                dee
                Beer                       $6.50
                Steak                     $32.00
                Tax                        $3.42
                Tip                        $7.70
                --------------------------------
                Total                     $49.62

                """, "\(visible(text))")
    }

    @Test func eachPersonsSectionAddsUpToWhatTheyPay() throws {
        let (result, receipt) = try receipt(Self.everything, locale: "de_DE")
        let people = receipt.sections.filter { $0.kind == .person }
        #expect(people.map(\.heading) == ["ann", "ben", "Zoë<b>&"])
        for (section, person) in zip(people, result.people) {
            let added = section.lines.filter { !$0.isIncluded && !$0.isEmphasized }
            let sum = added.reduce(Int64(0)) { $0 + ($1.amount?.minorUnits ?? 0) }
            #expect(sum == person.amounts.pays.minorUnits, "\(person.name): \(section.lines.map(\.value))")
            #expect(section.lines.last?.amount == person.amounts.pays)
        }
        let summary = try #require(receipt.sections.first { $0.kind == .summary })
        let total = summary.lines.filter { !$0.isIncluded && !$0.isEmphasized }
            .reduce(Int64(0)) { $0 + ($1.amount?.minorUnits ?? 0) }
        #expect(total == result.totals.pays.minorUnits)
        #expect(receipt.sections.map(\.kind) == [.items, .summary, .person, .person, .person, .home, .homeShares])
    }

    /// Every language, both printer widths: no line passes the width, and every amount line and
    /// rule fills it exactly.
    @Test(arguments: ReceiptLabels.languages)
    func fitsThirtyTwoAndFortyTwoColumnsInEveryLanguage(_ language: String) throws {
        let locale = String(language.map { $0 == "-" ? "_" : $0 })
        let (_, receipt) = try receipt(Self.everything, locale: locale)
        let values = receipt.sections.flatMap(\.lines).map(\.value)
        for width in [32, 42] {
            let lines = receipt.rendered(as: .text, width: width).split(separator: "\n")
            #expect(lines.count > 30)
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "\(language) \(width): '\(visible(line))'")
                let isRule = line.allSatisfy { $0 == "=" } || line.allSatisfy { $0 == "-" }
                let endsWithAmount = values.contains { line.hasSuffix($0) || line.hasSuffix($0 + "\u{2069}") }
                if isRule || endsWithAmount {
                    #expect(DisplayWidth.of(line) == width, "\(language) \(width): '\(visible(line))'")
                }
            }
        }
        for format in [Receipt.Format.markdown, .html, .json] {
            let rendered = receipt.rendered(as: format)
            #expect(rendered.contains("Brezel"), "\(language) \(format)")
            if format != .json {
                #expect(!rendered.contains("<b>&"), "\(language) \(format): the name is not escaped")
            }
        }
    }

    @Test func escapesNamesInMarkdownHTMLAndJSON() throws {
        let (_, receipt) = try receipt(Self.everything)
        #expect(receipt.rendered(as: .html).contains("<th colspan=\"2\" scope=\"rowgroup\">Zoë&lt;b&gt;&amp;</th>"))
        #expect(receipt.rendered(as: .markdown).contains("| Zoë&lt;b&gt;&amp; | |"))
        let json = receipt.rendered(as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.compactMap { $0["heading"] as? String }.contains("Zoë<b>&"))
        let items = try #require(sections.first?["lines"] as? [[String: Any]])
        #expect(items.map { $0["kind"] as? String } == ["item", "item", "discount", "item", "item"])
        #expect(items[2]["amount"] as? String == "-1.89")  // 10% of 18.90 = 1.89
        #expect(items[2]["included"] as? Bool == true)
    }

    @Test func showsRoundingOfItsOwnAndTipWithTheRoundingItTakesUp() throws {
        let base = """
            currency: CHF
            cash: ann
            Kaffee 10.02 @ann
            Tee 5.00 @ben
            """
        // No tip: ann 10.02 rounds up to 10.05 (down would take her tip below 0.10): tip 0.03.
        let (_, taken) = try receipt(base)
        let summary = try #require(taken.sections.first { $0.kind == .summary })
        #expect(summary.lines.map(\.kind) == [.bill, .tip, .total])
        #expect(summary.lines[1].amount == (try money("0.03", "CHF")))
        // Separate: 10.02 rounds to 10.00, a rounding line of −0.02, and the tip stays 0.
        let (_, separate) = try receipt(base + "\ncash-rounding: separate")
        let own = try #require(separate.sections.first { $0.kind == .summary })
        #expect(own.lines.map(\.kind) == [.bill, .tip, .rounding, .total])
        #expect(own.lines[2].amount == (try money("-0.02", "CHF")))
        #expect(own.lines[3].amount == (try money("15.00", "CHF")))
    }
}
