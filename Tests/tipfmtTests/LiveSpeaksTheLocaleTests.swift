import BillPresentation
import Testing
@testable import TipfmtKit
@testable import LiveUI

/// `tipfmt live` in the locale's language: the key help, the prompts, every status message and
/// `--plain`'s line, on the screen and in plain mode alike.
@Suite struct LiveSpeaksTheLocaleTests {
    /// Every line live shows for one bill, the keys pressed one after another so each message
    /// comes up: `--plain`'s line and the 80 × 24 screen after each step.
    static func everything(_ locale: String, currency: String, bill: String) throws -> [String] {
        var state = try LiveFixture.state(bill, "--tip", "18", "--split", "3", "-l", locale, "-c", currency)
        var lines: [String] = []
        func record() {
            lines.append(LivePlainText.line(for: state.view))
            lines += LiveScreen(width: 80, height: 24, colour: false).frame(for: state.view).lines
        }
        record()
        state.type("%12")  // the tip prompt
        record()
        state.type("a")  // not a number
        record()
        state.apply(.escape)
        state.type("p5")  // the party prompt
        record()
        state.apply(.escape)
        state.type("%101")  // a typed tip above the most there is
        state.apply(.enter)
        record()
        state.type("p0")  // a typed party of nobody
        state.apply(.enter)
        record()
        state.type("p2000")  // a typed party too large
        state.apply(.enter)
        record()
        state.type("x")  // a key that does nothing
        record()
        state.apply(.function(6))
        record()
        for _ in 0..<3 { state.apply(.down) }  // at least one person
        record()
        for _ in 0..<20 { state.apply(.left) }  // the slider's lowest
        record()
        for _ in 0..<45 { state.apply(.right) }  // the slider's highest
        record()
        state.type("rc")  // rounding and cash on
        record()
        state.type(".")  // a second separator, or none in a currency without fractions
        record()
        state.type("1")  // a digit past the currency's fraction digits
        record()
        return lines
    }

    @Test(arguments: [
        ("de_CH", "CHF", "84.50"), ("fr_FR", "EUR", "84.50"), ("ja_JP", "JPY", "8450"), ("ar_EG", "EGP", "84.50"),
    ])
    func noEnglishWordIsLeft(locale: String, currency: String, bill: String) throws {
        let english = try Self.everything("en_US", currency: currency, bill: bill).joined(separator: "\n")
        let localized = try Self.everything(locale, currency: currency, bill: bill).joined(separator: "\n")
        // The tool's name, the currency code and the Esc key's cap are no words of a language.
        let left = EnglishWords.left(
            in: localized, locale: locale, english: english, userWords: ["tipfmt", "live", "Esc", currency])
        #expect(left.isEmpty, "English in \(locale): \(left)\n\(localized)")
    }

    /// The lines live shows while the figures cannot be worked out, as typing leads to it: a tax
    /// on a bill still empty, a service charge larger than the bill typed so far, cash turned on
    /// over a finer rounding step.
    static func cannotCalculate(_ locale: String) throws -> [String] {
        var lines: [String] = []
        func record(_ state: LiveState) {
            lines.append(LivePlainText.line(for: state.view))
            lines += LiveScreen(width: 80, height: 24, colour: false).frame(for: state.view).lines
        }
        var taxed = try LiveFixture.state("10", "--tax", "5", "-l", locale, "-c", "CHF")
        taxed.apply(.clear)
        record(taxed)
        record(try LiveFixture.state("10", "--service", "50", "-l", locale, "-c", "CHF"))
        var stepped = try LiveFixture.state("10", "--round-to", "0.01", "-l", locale, "-c", "CHF")
        stepped.type("c")
        record(stepped)
        return lines
    }

    @Test func whatCannotBeCalculatedIsSaidInEnglishWithTheAmounts() throws {
        let english = try Self.cannotCalculate("en_US").joined(separator: "\n")
        for message in [
            "Cannot calculate: type the bill: the tax of CHF\u{A0}5.00 is added to it",
            "Cannot calculate: the included service charge of CHF\u{A0}50.00 is more than the bill of "
                + "CHF\u{A0}10.00; type the whole bill",
            "Cannot calculate: the rounding step CHF\u{A0}0.01 is not a whole number of cash steps of "
                + "CHF\u{A0}0.05; press c to pay by card",
        ] {
            #expect(english.contains(message), "\(visible(english))")
        }
    }

    @Test(arguments: ["de_CH", "fr_FR", "ja_JP", "ar_EG"])
    func whatCannotBeCalculatedIsSaidInTheLocalesLanguage(locale: String) throws {
        let english = try Self.cannotCalculate("en_US").joined(separator: "\n")
        let localized = try Self.cannotCalculate(locale).joined(separator: "\n")
        let left = EnglishWords.left(
            in: localized, locale: locale, english: english, userWords: ["tipfmt", "live", "Esc", "CHF", "c"])
        #expect(left.isEmpty, "English in \(locale): \(left)\n\(localized)")
    }

    @Test func thePlainLineAndItsSettingsAreGerman() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "--split", "3", "-l", "de_CH", "-c", "CHF")
        // 84.50 × 18% = 15.21; 99.71 / 3 → 33.24, 33.24, 33.23; 5.07 of tip each. The settings read
        // as the screen shows them.
        #expect(
            LivePlainText.line(for: state.view)
                == "Rechnung: CHF\u{A0}84.50; Trinkgeld (18%): CHF\u{A0}15.21; Gesamt: CHF\u{A0}99.71; Pro Person: "
                + "2 × CHF\u{A0}33.24, 1 × CHF\u{A0}33.23 (Trinkgeld: 3 × CHF\u{A0}5.07); Rundung: keine; Bar: aus")
        state.type("p")
        #expect(
            LivePlainText.line(for: state.view) == "Anzahl Personen (1-1000), Enter zum Übernehmen, Esc zum Abbrechen: "
        )
        state.apply(.escape)
        state.apply(.function(7))
        #expect(
            LivePlainText.line(for: state.view) == "Fehler: F7 hat hier keine Funktion; F1 bis F5 wählen die Vorgaben")
        for _ in 0..<30 { state.apply(.right) }
        #expect(
            LivePlainText.line(for: state.view)
                == "der Regler endet bei 40%; mit % lässt sich ein Trinkgeld bis 100% eingeben")
    }

    @Test func arabicCountsAreTheLocalesDigitsIsolated() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "ar_EG", "-c", "EGP")
        state.type("%")
        // The range in Arabic-Indic digits, isolated so it keeps its order in right-to-left text.
        #expect(
            LivePlainText.line(for: state.view) == "نسبة البقشيش (\u{2068}٠-١٠٠\u{2069})، Enter للتأكيد، Esc للإلغاء: ")
        state.apply(.escape)
        for _ in 0..<3 { state.apply(.down) }
        #expect(LivePlainText.line(for: state.view) == "عدد الأشخاص \u{2068}١\u{2069} على الأقل")
    }
}
