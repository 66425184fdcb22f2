import BillPresentation
import Foundation
import Testing
import TipCalc

/// `calc --explain` in the locale's language, for itemised and single bills: every step's
/// sentence, rounding rules named in words, numbers isolated in right-to-left text.
@Suite struct ExplanationsSpeakTheLocaleTests {
    let cli = Tipfmt()

    static let swiss = [
        "calc", "--item", "Rösti 24.50 @ann", "--item", "Fondue 32.90 @ben", "--tip", "10", "-c", "CHF", "--explain",
    ]
    /// The same bill paid in cash, ann paying for both: cash rounding, who paid and who owes.
    static let swissCash = swiss + ["--pay", "ann=cash", "--pay", "ben=cash", "--paid-by", "ann"]
    /// A single bill for three, rounded to cash and converted home.
    static let single = [
        "calc", "84.50", "--tip", "18", "--split", "3", "-c", "CHF", "--explain", "--round", "nearest", "--cash",
        "--home", "EUR", "--rate", "0.9215",
    ]
    /// The user's words: names, items and currency codes.
    static let userWords: Set<String> = ["ann", "ben", "Rösti", "Fondue", "CHF", "EUR"]

    @Test func anItemisedBillIsExplainedInGerman() throws {
        let result = try cli.run(Self.swiss + ["-l", "de_CH"])
        #expect(result.status == 0, "\(result)")
        let heading = try #require(result.lines.firstIndex(of: "Wie jeder Betrag zustande kam (CHF, exakt):"))
        // Each item is one person's; the tip 57.40 × 10% = 5.74 splits 24.50 : 32.90, exactly
        // 2.45 and 3.29 (5.74 × 24.50 = 140.63 = 2.45 × 57.40).
        #expect(
            Array(result.lines[heading...]) == [
                "Wie jeder Betrag zustande kam (CHF, exakt):",
                "Alle Beträge in CHF, 2 Nachkommastellen.",
                "Die Positionen werden unterschiedlich geteilt: Jede Position wird unter denen geteilt, die sie "
                    + "hatten; Rabatt, Steuer, Bedienung und Trinkgeld werden im Verhältnis zu dem geteilt, was jede "
                    + "Person hatte; jede Person zahlt die Summe ihrer Teile. Übrige Einheiten gehen an die größten "
                    + "Reste (bei Gleichstand: an den größeren Anteil, dann an die Person weiter vorn in "
                    + "alphabetischer Reihenfolge (keine Personen angegeben)).",
                "Rösti: 24.50",
                "  Rösti 24.50 geteilt: alles an ann, 24.50.",
                "Fondue: 32.90",
                "  Fondue 32.90 geteilt: alles an ben, 32.90.",
                "Was jede Person hatte, nach Positionsrabatten: ann 24.50, ben 32.90.",
                "Rechnung nach Positionsrabatten: 57.40.",
                "Keine Steuer.",
                "Trinkgeld 10% von den Positionen mit Trinkgeld nach Rabatten, vor Steuer, 57.40: "
                    + "57.40 × 10 / 100 = 5.74 → 5.74 (kaufmännisch gerundet).",
                "Trinkgeld 5.74, geteilt im Verhältnis zu den Positionen mit Trinkgeld jeder Person "
                    + "(ann 24.50, ben 32.90; insgesamt 57.40):",
                "  ann: 5.74 × 24.50 / 57.40 = 2.45 → 2.45",
                "  ben: 5.74 × 32.90 / 57.40 = 3.29 → 3.29",
                "ann zahlt mit Karte: Positionen 24.50 + Trinkgeld 2.45 = 26.95.",
                "ben zahlt mit Karte: Positionen 32.90 + Trinkgeld 3.29 = 36.19.",
                "Insgesamt bezahlt 63.14 = Rechnung 57.40 + Steuer 0.00 + Trinkgeld 5.74.",
            ], "\(result)")
    }

    @Test func cashRoundingAndDebtsAreExplainedInGerman() throws {
        let result = try cli.run(Self.swissCash + ["-l", "de_CH"])
        #expect(result.status == 0, "\(result)")
        // ben: 32.90 + 3.29 = 36.19 → 36.20 in 0.05 steps, the tip taking up the 0.01.
        #expect(
            Array(result.lines.suffix(5)) == [
                "ann zahlt bar: Positionen 24.50 + Trinkgeld 2.45 = 26.95; auf das nächste Vielfache von 0.05: 26.95.",
                "ben zahlt bar: Positionen 32.90 + Trinkgeld 3.29 = 36.19; auf das nächste Vielfache von 0.05: 36.20; "
                    + "Rundung +0.01, vom Trinkgeld übernommen.",
                "Insgesamt bezahlt 63.15 = Rechnung 57.40 + Steuer 0.00 + Trinkgeld 5.74 + Rundung 0.01.",
                "ann hat die ganze Rechnung bezahlt, 63.15.",
                "ben schuldet ann 36.20.",
            ], "\(result)")
    }

    @Test func aLabelAndItsValueTakeTheLanguagesColon() throws {
        // Japanese writes a label and its value with the full-width colon its labels use: the
        // item's line `小計：8800` and each share's `1人目：9680 × 1 / 1 = 9680 → 9680`.
        let result = try cli.run(["calc", "8800", "-c", "JPY", "-l", "ja_JP", "--tip", "10", "--explain"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.contains("小計：8800"))
        #expect(result.lines.contains("  1人目：9680 × 1 / 1 = 9680 → 9680"))
        #expect(!result.stdout.contains(": "), "\(result)")
    }

    @Test func aSingleBillIsExplainedToo() throws {
        let result = try cli.run("calc", "84.50", "--tip", "18", "-c", "CHF", "--explain", "-l", "fr_FR")
        #expect(result.status == 0, "\(result)")
        // 84.50 × 18% = 15.21; one person pays it all.
        #expect(result.lines.contains("Comment chaque montant a été obtenu (CHF, exact)\u{A0}:"), "\(result)")
        #expect(
            result.lines.contains(
                "Pourboire 18% des articles avec pourboire après remises, hors taxes, 84.50\u{A0}: "
                    + "84.50 × 18 / 100 = 15.21 → 15.21 (arrondi au plus proche, égalité vers le haut)."), "\(result)")
        #expect(
            result.lines.contains("Total payé 99.71 = addition 84.50 + taxes 0.00 + pourboire 15.21."), "\(result)")
    }

    @Test(arguments: ["de_CH", "fr_FR", "ja_JP", "ar_EG"], [swiss, swissCash, single])
    func noEnglishWordIsLeft(locale: String, bill: [String]) throws {
        let english = try cli.run(bill + ["-l", "en_US"])
        let result = try cli.run(bill + ["-l", locale])
        #expect(result.status == 0, "\(result)")
        let left = EnglishWords.left(
            in: result.stdout, locale: locale, english: english.stdout, userWords: Self.userWords)
        #expect(left.isEmpty, "English in \(locale): \(left)\n\(result)")
    }

    /// A receipt explains the bill with the steps `calc` prints for it, after the receipt.
    @Test(arguments: ["de_CH", "fr_FR", "ja_JP", "ar_EG"], [swiss, single])
    func aReceiptIsExplainedAsCalcExplainsIt(locale: String, bill: [String]) throws {
        let calc = try cli.run(bill + ["-l", locale])
        let receipt = try cli.run(["receipt"] + bill.dropFirst() + ["-l", locale])
        #expect(calc.status == 0 && receipt.status == 0, "\(calc)\n\(receipt)")
        let heading = try #require(calc.lines.lastIndex { $0.isEmpty }, "\(calc)")
        #expect(receipt.lines.suffix(calc.lines.count - heading) == calc.lines[heading...], "\(receipt)")
        let english = try cli.run(["receipt"] + bill.dropFirst() + ["-l", "en_US"])
        let left = EnglishWords.left(
            in: receipt.stdout, locale: locale, english: english.stdout, userWords: Self.userWords)
        #expect(left.isEmpty, "English in \(locale): \(left)\n\(receipt)")
    }

    /// The steps follow a text or Markdown receipt; JSON and HTML have no place for them.
    @Test func aJSONReceiptRefusesExplain() throws {
        for format in [["--format", "json"], ["--json"], ["--format", "html"]] {
            let result = try cli.run(["receipt", "84.50", "--explain"] + format)
            #expect(result.status == 64, "\(result)")
            #expect(result.stderr.contains("--explain adds the steps to a text or Markdown receipt"), "\(result)")
        }
    }

    @Test func roundingRulesAreNamedInWords() throws {
        // 100.00 CHF × 0.9215 = 92.15 EUR, converted to the nearest cent, ties to even.
        let words = [
            "en_US": "(rounded to the nearest, ties to even)",
            "de_CH": "(gerundet auf den nächsten Wert, bei Gleichstand zur geraden Zahl)",
            "fr_FR": "(arrondi au plus proche, égalité vers le pair)",
            "ja_JP": "（丸め：最も近い値へ、中間は偶数へ）",
        ]
        for (locale, rule) in words {
            let result = try cli.run(Self.single + ["-l", locale])
            #expect(result.stdout.contains(rule), "\(locale): \(result)")
            #expect(!result.stdout.contains("toNearestOrEven"), "\(locale): \(result)")
        }
    }

    @Test func rightToLeftStepsIsolateTheirNumbers() throws {
        let result = try cli.run(Self.single + ["-l", "ar_EG"])
        #expect(result.status == 0, "\(result)")
        // Each number and each formula between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, as
        // the table isolates its amounts, and sent as they are, not shown by name.
        #expect(result.lines.contains("الفاتورة: \u{2068}84.50\u{2069}"), "\(result)")
        #expect(result.lines.contains("  الشخص 1: \u{2068}84.50 × 1 / 3 = 28.16666666… → 28.16\u{2069}"), "\(result)")
        #expect(!result.stdout.contains("<U+2068>"), "\(result)")
    }

    @Test func theJSONStepsAreInTheLocalesLanguage() throws {
        let result = try cli.run(Self.swiss + ["-l", "de_CH", "--json"])
        #expect(result.status == 0, "\(result)")
        // calc --json writes every bill's keys (`bill` is the amount) with the itemised parts and
        // the `explain` list; a saved bill's result is what decodes as an `ExplainedResult`.
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["bill"] is String, "\(result)")
        let lines = try #require(object["explain"] as? [[String: Any]], "\(result)")
        #expect(lines.compactMap { $0["text"] as? String }.contains("Keine Steuer."), "\(result)")
    }

    /// A single bill's `--json --explain` lists the steps `calc --explain` prints, in the same
    /// language; each of several percentages has its own.
    @Test(arguments: ["de_CH", "ar_EG"]) func aSingleBillsJSONListsTheStepsTheTextPrints(locale: String) throws {
        let text = try cli.run(Self.single + ["-l", locale])
        let json = try cli.run(Self.single + ["-l", locale, "--json"])
        #expect(text.status == 0 && json.status == 0, "\(text)\n\(json)")
        let object = try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any]
        let steps = try #require(object?["explain"] as? [[String: String]], "\(json)")
        let heading = try #require(text.lines.lastIndex { $0.isEmpty }, "\(text)")
        #expect(steps.compactMap { $0["text"] } == Array(text.lines[(heading + 2)...]), "\(json)")
        #expect(steps.allSatisfy { !($0["kind"] ?? "").isEmpty })

        let rows = try cli.run(["calc", "84.50", "--tip", "15", "--tip", "20", "--json", "--explain", "-l", locale])
        let table = try JSONSerialization.jsonObject(with: rows.stdoutBytes) as? [String: Any]
        let rowSteps = try #require(table?["rows"] as? [[String: Any]], "\(rows)").map {
            ($0["explain"] as? [[String: String]] ?? []).compactMap { $0["text"] }
        }
        #expect(rowSteps.count == 2 && rowSteps.allSatisfy { !$0.isEmpty } && rowSteps[0] != rowSteps[1], "\(rows)")
    }

    @Test func withoutExplainTheJSONListsNoSteps() throws {
        let result = try cli.run("calc", "84.50", "--tip", "18", "--json")
        let object = try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any]
        #expect((object?["explain"] as? [Any])?.isEmpty == true, "\(result)")
    }
}
