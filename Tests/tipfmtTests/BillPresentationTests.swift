import BillPresentation
import Foundation
import Testing
import TipCalc

/// Every output of a bill speaks the locale's language, shows one tip, and counts equal amounts
/// the same way.
@Suite struct BillPresentationTests {
    let cli = Tipfmt()

    static let swissBill = [
        "--item", "Rösti 24.50 @ann", "--item", "Fondue 32.90 @ben", "--tip", "10", "-l", "de_CH", "-c", "CHF",
        "--pay", "ann=cash", "--pay", "ben=cash",
    ]

    @Test func anItemisedTableSpeaksTheLocalesLanguage() throws {
        let result = try cli.run(["calc"] + Self.swissBill)
        #expect(result.status == 0, "\(result)")
        // ann: 24.50 + 2.45 = 26.95, already a cash step. ben: 32.90 + 3.29 = 36.19 → 36.20 in cash;
        // the tip takes up the 0.01, so ben's tip shows 3.30 and the bill's 5.75 (10.02% of 57.40).
        #expect(
            result.lines == [
                "Person  Positionen  Trinkgeld      Zahlt  Zahlart",
                "ann      CHF\u{A0}24.50   CHF\u{A0}2.45  CHF\u{A0}26.95  bar",
                "ben      CHF\u{A0}32.90   CHF\u{A0}3.30  CHF\u{A0}36.20  bar",
                "Gesamt   CHF\u{A0}57.40   CHF\u{A0}5.75  CHF\u{A0}63.15",
                "Trinkgeld 10% auf CHF\u{A0}57.40; effektiv 10.02%",
                "Die Rundung geht ins Trinkgeld ein.",
            ], "\(result)")
    }

    @Test func calcAndReceiptShowTheSameTipForACashBill() throws {
        let table = try cli.run(["calc"] + Self.swissBill)
        let receipt = try cli.run(["receipt"] + Self.swissBill)
        #expect(table.lines.contains { $0.hasPrefix("Gesamt") && $0.contains("CHF\u{A0}5.75") }, "\(table)")
        #expect(
            receipt.lines.contains { $0.hasPrefix("Trinkgeld (10.02%)") && $0.hasSuffix("CHF\u{A0}5.75") }, "\(receipt)"
        )
        #expect(!table.stdout.contains("Rundung  "), "no rounding column when the tip takes it up: \(table)")
    }

    @Test(arguments: ["fr_FR", "ja_JP", "ar_EG", "de_CH"])
    func itemisedTablesHaveNoEnglishWords(locale: String) throws {
        let arguments = [
            "calc", "--item", "Beer 6.00 @ann", "--item", "Wine 9.00 @ben", "--tip", "10", "--tax", "8%",
            "--paid-by", "ann", "--pay", "ben=cash", "-c", "CHF",
        ]
        let english = try cli.run(arguments + ["-l", "en_US"])
        let result = try cli.run(arguments + ["-l", locale])
        #expect(result.status == 0, "\(result)")
        let labels = ReceiptLabels(identifier: locale)
        let header = result.lines.first?.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            header == [.personColumn, .items, .tax, .tip, .pays, .paidBy].map { labels[$0] }, "\(result)")
        // Every English word of the same bill's table that the language says otherwise is gone
        // (the item and person names are the user's).
        let words = { (text: String) in
            Set(text.split { $0.isWhitespace || $0.isPunctuation }.map(String.init))
        }
        let englishWords = words(english.stdout).subtracting(["ann", "ben", "USD", "CHF"])
            .filter { $0.first?.isLetter == true }
        let localized = words(result.stdout)
        let ownWords = Set(ReceiptLabels.Key.allCases.flatMap { words(labels[$0]) })
        for word in englishWords where !ownWords.contains(word) {
            #expect(!localized.contains(word), "'\(word)' in \(locale): \(result)")
        }
    }

    @Test func equalSharesAndTipsAreCountedTogether() throws {
        let result = try cli.run(["calc", "84.50", "--tip", "21", "--split", "3"])
        // 84.50 × 21% = 17.745 → 17.75; 102.25 / 3 → 34.09, 34.08, 34.08; the bill 84.50 / 3 →
        // 28.17, 28.17, 28.16; tips 34.09 − 28.17 = 5.92, 34.08 − 28.17 = 5.91, 34.08 − 28.16 = 5.92.
        #expect(result.lines.contains("Per person  1 × $34.09, 2 × $34.08"), "\(result)")
        #expect(result.lines.contains("  Tip         2 × $5.92, 1 × $5.91"), "\(result)")
    }

    @Test func peopleWhoPayTheSameGetTheSameHomeAmountAndTheLeftoverIsNamedOnce() throws {
        let result = try cli.run(["calc", "100", "--tip", "0", "--split", "3", "--home", "EUR", "--rate", "0.9215"])
        // 100.00 USD × 0.9215 = 92.15 EUR; shares 33.34, 33.33, 33.33 → 30.7228…, 30.7136…, 30.7136…:
        // 30.72 + 30.71 + 30.71 = 92.14, and the last cent goes to the larger remainder of the two
        // equal shares, the earlier person's (Person 2). Both who pay 33.33 are shown 30.71.
        #expect(result.lines.contains("            ≈ 1 × €30.72, 2 × €30.71"), "\(result)")
        #expect(result.lines.contains("€0.01 left over: Person 2"), "\(result)")
        // Without a leftover, no line for it: 108.01 = 2 × 36.01 + 35.99.
        let even = try cli.run([
            "calc", "84.50", "--tip", "18", "--split", "3", "-c", "EUR", "--home", "USD", "--rate", "1.0832",
        ])
        #expect(!even.stdout.contains("left over"), "\(even)")
    }
}
