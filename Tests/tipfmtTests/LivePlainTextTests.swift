import BillPresentation
import Testing
@testable import TipfmtKit
@testable import LiveUI

@Suite struct LivePlainTextTests {
    @Test func oneLineSaysEverythingCalcPrints() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "--split", "3", "-l", "en_US")
        // 84.50 × 18% = 15.21 = 3 × 5.07; 99.71 / 3 → 33.24, 33.24, 33.23.
        #expect(
            LivePlainText.line(for: state.view)
                == "Bill: $84.50; Tip (18%): $15.21; Total: $99.71; Per person: 2 × $33.24, 1 × $33.23 "
                + "(Tip: 3 × $5.07); Rounding: none; Cash: off"
        )
        state.type("r")
        // 99.71 → 100.00: 33.34, 33.33, 33.33; 15.50 / 84.50 = 18.34%; the bill's shares 28.17, 28.17,
        // 28.16 leave tips of 5.17, 5.16, 5.17.
        #expect(
            LivePlainText.line(for: state.view)
                == "Bill: $84.50; Tip (18.34%): $15.50; Total: $100.00; Per person: 1 × $33.34, 2 × $33.33 "
                + "(Tip: 2 × $5.17, 1 × $5.16); Rounding: nearest; Cash: off")
    }

    @Test func homeSharesAndEachTipJoinTheSharesTheyBelongTo() throws {
        let state = try LiveFixture.state(
            "4500", "-c", "JPY", "-l", "en_US", "--home", "EUR", "--rate", "0.0061", "--tip", "10", "--split", "2")
        // 4950 JPY × 0.0061 = 30.195 → 30.20 EUR (half-even), split 15.10 each; 450 / 2 = 225 tip each.
        #expect(
            LivePlainText.line(for: state.view)
                == "Bill: ¥4,500 ≈ €27.45; Tip (10%): ¥450 ≈ €2.75; Total: ¥4,950 ≈ €30.20; Per person: 2 × ¥2,475 "
                + "≈ 2 × €15.10 (Tip: 2 × ¥225); Rate: 1 JPY = 0.0061 EUR (given on the command line); "
                + "Rounding: none; Cash: off")
    }

    @Test func typingAndMessagesTakeTheLine() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "de_DE")
        state.type("%12,")
        // In the locale's language, as the screen says it.
        #expect(
            LivePlainText.line(for: state.view)
                == "Trinkgeld in Prozent (0-100), Enter zum Übernehmen, Esc zum Abbrechen: 12,")
        state.apply(.escape)
        state.type("x")
        #expect(LivePlainText.line(for: state.view) == "Fehler: 'x' hat hier keine Funktion; die Tasten stehen unten")
        state.apply(.down)
        #expect(LivePlainText.line(for: state.view) == "es braucht mindestens 1 Person")
    }

    @Test func aLabelAndItsValueAreJoinedAsTheLanguageJoinsThem() throws {
        // Japanese joins a label and its value with a full-width colon, as its other labels do:
        // 8800 × 10% = 880, 8800 + 880 = 9680.
        let state = try LiveFixture.state("8800", "-c", "JPY", "-l", "ja_JP", "--tip", "10")
        #expect(LivePlainText.line(for: state.view) == "小計：￥8,800; チップ（10%）：￥880; 合計：￥9,680; 端数調整：なし; 現金：オフ")
    }
}

@Suite struct OSC52Tests {
    @Test func encodesTheTextInBase64() {
        #expect(OSC52.copySequence("Hi") == "\u{1B}]52;c;SGk=\u{07}")
        // "Total €9" is 54 6F 74 61 6C 20 E2 82 AC 39.
        #expect(OSC52.copySequence("Total €9") == "\u{1B}]52;c;VG90YWwg4oKsOQ==\u{07}")
    }
}
