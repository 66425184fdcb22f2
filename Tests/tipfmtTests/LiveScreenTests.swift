import BillPresentation
import Money
import Testing
import TipCalc
@testable import TipfmtKit
@testable import LiveUI

@Suite struct LiveScreenTests {
    /// The key help at 40 columns in English: the last six rows of a 24-row screen.
    static let englishKeyRowsAtFortyColumns = [
        "0-9 . ⌫: bill   ←/→: tip 1%",
        "⇧←/→ or < >: 5%",
        "g h j k l or F1-F5: presets   ↑/↓: party",
        "%: type tip   p: type party",
        "r: rounding   c: cash   s: save",
        "y: copy receipt   q or Esc: quit",
    ]

    private static let keys80 = [
        "0-9 . ⌫: bill   ←/→: tip 1%   ⇧←/→ or < >: 5%   g h j k l or F1-F5: presets",
        "↑/↓: party   %: type tip   p: type party   r: rounding   c: cash   s: save",
        "y: copy receipt   q or Esc: quit",
    ]

    @Test func drawsAnEightyColumnScreen() throws {
        let state = try LiveFixture.state("84.50", "--tip", "18", "--split", "3", "-l", "en_US")
        let frame = LiveScreen(width: 80, height: 24, colour: false).frame(for: state.view)
        #expect(
            frame.lines
                == [
                    "tipfmt live  en_US  USD",
                    "",
                    "Bill    84.50",
                    // 40 cells, one per point: 18 filled.
                    "Tip     18%     [##################----------------------]",
                    "         g 10%   h 15%  [j 18%]  k 20%   l 25%",
                    "Party   3    Rounding: none    Cash: off",
                    "",
                    // 84.50 × 18% = 15.21 = 3 × 5.07; 99.71 / 3 → 33.24, 33.24, 33.23.
                    "Bill                        $84.50",
                    "Tip (18%)                   $15.21",
                    "Total                       $99.71",
                    "Per person  2 × $33.24, 1 × $33.23",
                    "  Tip                    3 × $5.07",
                ] + Array(repeating: "", count: 7) + ["", ""] + Self.keys80)
        #expect(frame.lines.count == 24)
        #expect(frame.cursor == LiveFrame.Position(row: 2, column: 13), "after 'Bill    84.50'")
    }

    @Test func drawsAFortyColumnScreen() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "--split", "3", "-l", "en_US")
        state.type("r")
        let frame = LiveScreen(width: 40, height: 24, colour: false).frame(for: state.view)
        #expect(
            frame.lines
                == [
                    "tipfmt live  en_US  USD",
                    "",
                    "Bill    84.50",
                    // 40 − 8 − 8 − 2 = 22 cells; 18 × 22 / 40 = 9.9 → 10 filled.
                    "Tip     18%     [##########------------]",
                    "         g 10%   h 15%  [j 18%]  k 20%",
                    "         l 25%",
                    "Party   3    Rounding: nearest",
                    "        Cash: off",
                    "",
                    // 99.71 → 100.00 (nearest); 100.00 / 3 → 33.34, 33.33, 33.33; 15.50 / 84.50 = 18.34%;
                    // the bill's shares 28.17, 28.17, 28.16 leave tips of 5.17, 5.16, 5.17, counted
                    // as 2 × 5.17, 1 × 5.16. calc's rows are 37 wide: they fit as they are.
                    "Bill                          $84.50",
                    "Tip (18.34%)                  $15.50",
                    "Total                        $100.00",
                    "Per person    1 × $33.34, 2 × $33.33",
                    // Each person's tip is a sub-row of the shares.
                    "  Tip           2 × $5.17, 1 × $5.16",
                    // 23 rows: one more blank row above the status row.
                    "",
                    "",
                    "",
                    "",
                ] + Self.englishKeyRowsAtFortyColumns)
        #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    /// A row too wide for the screen wraps at spaces, keeps its indent, and never splits a count
    /// from its amount (`1 × $5.17`).
    @Test func wrappedRowsKeepTheirIndentAndTheirCounts() {
        // Words "Tip", "1 × $5.17,", "1 × $5.16,", "1 × $5.17" (3, 10, 10, 9 wide) in 30 − 2 columns:
        // 3 + 11 + 11 = 25 fit, the last goes to a continuation row 2 further in.
        #expect(
            LiveScreen.fit("  Tip       1 × $5.17, 1 × $5.16, 1 × $5.17", width: 30)
                == ["  Tip 1 × $5.17, 1 × $5.16,", "    1 × $5.17"])
        #expect(LiveScreen.fit("Total       $100.00", width: 30) == ["Total       $100.00"], "fits: as is")
        #expect(
            LiveScreen.fit("Per person  1 × $33.34, 2 × $33.33", width: 24) == [
                "Per person 1 × $33.34,", "  2 × $33.33",
            ])
    }

    @Test func aShortTerminalLosesBlankRowsFirst() throws {
        let state = try LiveFixture.state("84.50", "--tip", "18", "--split", "3", "-l", "en_US")
        let frame = LiveScreen(width: 80, height: 14, colour: false).frame(for: state.view)
        // 18 rows: the blank rows above the keys, under the figures, under the party and under the
        // title go, in that order; the empty status row stays.
        #expect(
            frame.lines
                == [
                    "tipfmt live  en_US  USD",
                    "Bill    84.50",
                    "Tip     18%     [##################----------------------]",
                    "         g 10%   h 15%  [j 18%]  k 20%   l 25%",
                    "Party   3    Rounding: none    Cash: off",
                    "Bill                        $84.50",
                    "Tip (18%)                   $15.21",
                    "Total                       $99.71",
                    "Per person  2 × $33.24, 1 × $33.23",
                    "  Tip                    3 × $5.07",
                    "",
                ] + Self.keys80)
        #expect(frame.cursor == LiveFrame.Position(row: 1, column: 13))
        let tiny = LiveScreen(width: 80, height: 5, colour: false).frame(for: state.view)
        #expect(tiny.lines == Array(frame.lines.prefix(5)))
        #expect(tiny.cursor == LiveFrame.Position(row: 1, column: 13))
    }

    @Test func narrowerThanFortyIsCut() throws {
        let state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        let frame = LiveScreen(width: 20, height: 24, colour: false).frame(for: state.view)
        #expect(frame.lines[3] == "Tip     18%     [###")
        #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    @Test func showsTheNumberBeingTypedWithTheCursorAfterIt() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        state.type("%2")
        let frame = LiveScreen(width: 80, height: 24, colour: false).frame(for: state.view)
        #expect(frame.lines[19] == "Tip percentage (0-100), Enter to set, Esc to cancel: 2")
        #expect(frame.cursor == LiveFrame.Position(row: 19, column: 54))
        let narrow = LiveScreen(width: 40, height: 24, colour: false).frame(for: state.view)
        // Bottom up: 6 key rows, a blank one, the two status rows.
        #expect(narrow.lines[15] == "Tip percentage (0-100), Enter to set,")
        #expect(narrow.lines[16] == "Esc to cancel: 2")
        #expect(narrow.cursor == LiveFrame.Position(row: 16, column: 16))
        state.apply(.backspace)
        let empty = LiveScreen(width: 80, height: 24, colour: false).frame(for: state.view)
        #expect(empty.cursor == LiveFrame.Position(row: 19, column: 53), "after the prompt's space")
    }

    @Test func showsErrorsInWordsNotJustColour() throws {
        var state = try LiveFixture.state("84.50", "--tip", "18", "-l", "en_US")
        state.type("%101")
        state.apply(.enter)
        let plain = LiveScreen(width: 80, height: 24, colour: false).frame(for: state.view)
        #expect(plain.lines[19] == "Error: a tip is at most 100%, not 101%", "\(plain.lines)")
        let coloured = LiveScreen(width: 80, height: 24, colour: true).frame(for: state.view)
        #expect(
            coloured.lines[19]
                == "\u{1B}[1;31mError: a tip is at most 100%, not 101%\u{1B}[0m")
        #expect(coloured.lines[0] == "\u{1B}[1mtipfmt live\u{1B}[0m  en_US  USD")
        #expect(coloured.lines[4] == "         g 10%   h 15%  \u{1B}[7m[j 18%]\u{1B}[0m  k 20%   l 25%")
    }

    @Test func showsWhyFiguresCannotBeCalculated() throws {
        var state = try LiveFixture.state("--tip", "18", "--tax", "7.50", "-l", "en_US")
        let frame = LiveScreen(width: 80, height: 24, colour: false).frame(for: state.view)
        #expect(frame.lines[7] == "Cannot calculate: type the bill: the tax of $7.50 is added to it")
        state.type("50")
        let typed = LiveScreen(width: 80, height: 24, colour: false).frame(for: state.view)
        // 50.00 × 18% = 9.00; 50.00 + 7.50 + 9.00 = 66.50.
        #expect(
            typed.lines[7...10] == ["Bill       $50.00", "Tax         $7.50", "Tip (18%)   $9.00", "Total      $66.50"])
    }

    @Test func usesTheLocalesPercentagesAndSeparator() throws {
        let state = try LiveFixture.state("84.50", "--tip", "18", "-l", "de_DE")
        let frame = LiveScreen(width: 80, height: 24, colour: false).frame(for: state.view)
        // The labels are German; the label column is "Trinkgeld" and two spaces wide.
        #expect(frame.lines[2] == "Rechnung   84,50")
        #expect(frame.lines[3] == "Trinkgeld  18\u{A0}%    [##################----------------------]")
        #expect(frame.lines[4] == "            g 10\u{A0}%   h 15\u{A0}%  [j 18\u{A0}%]  k 20\u{A0}%   l 25\u{A0}%")
        // The keys by their symbols, what they do in German; the locale's separator first.
        #expect(
            Array(frame.lines.suffix(4)) == [
                "0-9 , . ⌫: Rechnung   ←/→: Trinkgeld 1\u{A0}%   ⇧←/→ oder < >: 5\u{A0}%",
                "g h j k l oder F1-F5: Vorgaben   ↑/↓: Personen   %: Trinkgeld eingeben",
                "p: Personen eingeben   r: Rundung   c: bar   s: speichern   y: Beleg kopieren",
                "q oder Esc: beenden",
            ])
    }

    @Test(arguments: [(0, 0), (1, 1), (18, 18), (39, 39), (40, 40), (100, 40)])
    func fillsOneCellPerPointAtForty(percent: Int, filled: Int) {
        #expect(LiveScreen.filledCells(ExactDecimal(percent), cells: 40) == filled)
    }

    @Test func fillsCellsInProportionHalfUp() throws {
        // 17.5 × 22 / 40 = 9.625 → 10; 1 × 22 / 40 = 0.55 → 1; 0.5 × 22 / 40 = 0.275 → 0.
        #expect(LiveScreen.filledCells(try ExactDecimal(significand: 175, scale: 1), cells: 22) == 10)
        #expect(LiveScreen.filledCells(ExactDecimal(1), cells: 22) == 1)
        #expect(LiveScreen.filledCells(try ExactDecimal(significand: 5, scale: 1), cells: 22) == 0)
    }

    @Test func wrapsAtSpacesAndCutsLongWords() {
        #expect(LiveScreen.wrap("one two three", width: 7, indent: 2) == ["one two", "  three"])
        #expect(LiveScreen.wrap("abcdefghij", width: 4, indent: 0) == ["abcd", "efgh", "ij"])
        #expect(LiveScreen.wrap("合計合計合計", width: 5, indent: 0) == ["合計", "合計", "合計"])
        #expect(LiveScreen.wrap("", width: 5, indent: 0) == [""])
    }
}
