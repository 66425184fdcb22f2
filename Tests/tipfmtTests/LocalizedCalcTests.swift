import Foundation
import Testing

/// Localized labels, counts in the locale's digits.
@Suite struct LocalizedCalcTests {
    let cli = Tipfmt()

    @Test func calcSpeaksTheLocalesLanguage() throws {
        // 84.50 × 18 % = 15.21; 99.71 = 33.24 + 33.24 + 33.23; 5.07 of tip each.
        let result = try cli.run("calc", "84.50", "-c", "EUR", "-l", "de_DE", "--tip", "18", "--split", "3")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                "Rechnung                           84,50\u{A0}€",
                "Trinkgeld (18\u{A0}%)                   15,21\u{A0}€",
                "Gesamt                             99,71\u{A0}€",
                "Pro Person        2 × 33,24\u{A0}€, 1 × 33,23\u{A0}€",
                "  Trinkgeld                     3 × 5,07\u{A0}€",
            ], "\(result)")
    }

    @Test func arabicOutputHasNoLatinDigits() throws {
        // 850 × 15 % = 127.50; 977.50 ÷ 2 = 488.75 each.
        for arguments in [
            ["calc", "850", "-l", "ar_EG", "-c", "EGP", "--tip", "15", "--split", "2"],
            ["calc", "850", "-l", "ar_EG", "-c", "EGP", "--split", "2"],
        ] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(result)")
            // The tipping note quotes its source and date as data (Resources/locales/tipping).
            let table = result.lines.filter { !$0.contains("EG") }
            #expect(!table.joined().contains { ("0"..."9").contains($0) }, "\(result)")
            #expect(result.stdout.contains("للشخص"), "the per-person label: \(result)")
        }
        let one = try cli.run("calc", "850", "-l", "ar_EG", "-c", "EGP", "--tip", "15", "--split", "2")
        #expect(one.stdout.contains("\u{2068}٢ × \u{200F}٤٨٨٫٧٥\u{A0}ج.م.\u{200F}\u{2069}"), "\(one)")
    }
}
