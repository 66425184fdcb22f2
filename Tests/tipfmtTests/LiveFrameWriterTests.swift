import BillPresentation
import TestSupport
import Testing
@testable import TipfmtKit
@testable import LiveUI

@Suite struct LiveFrameWriterTests {
    private let hide = "\u{1B}[?25l"
    private let show = "\u{1B}[?25h"
    private let clear = "\u{1B}[H\u{1B}[2J"

    private func frame(_ lines: [String], cursor: (Int, Int)? = nil) -> LiveFrame {
        LiveFrame(lines: lines, cursor: cursor.map { LiveFrame.Position(row: $0.0, column: $0.1) })
    }

    @Test func theFirstFrameClearsAndDrawsEveryRowWithText() {
        var writer = LiveFrameWriter()
        let output = writer.output(for: frame(["Bill    8", "", "Tip"], cursor: (0, 9)))
        #expect(
            output == hide + clear + "\u{1B}[1;1H\u{1B}[2KBill    8" + "\u{1B}[3;1H\u{1B}[2KTip" + "\u{1B}[1;10H" + show
        )
    }

    @Test func laterFramesRedrawOnlyChangedRows() {
        var writer = LiveFrameWriter()
        _ = writer.output(for: frame(["Bill    8", "", "Tip 18%", "Total $9.44"], cursor: (0, 9)))
        let output = writer.output(for: frame(["Bill    84", "", "Tip 18%", "Total $99.12"], cursor: (0, 10)))
        #expect(
            output
                == hide + "\u{1B}[1;1H\u{1B}[2KBill    84" + "\u{1B}[4;1H\u{1B}[2KTotal $99.12" + "\u{1B}[1;11H" + show)
    }

    @Test func anUnchangedFrameWritesNothing() {
        var writer = LiveFrameWriter()
        _ = writer.output(for: frame(["a", "b"], cursor: (0, 1)))
        #expect(writer.output(for: frame(["a", "b"], cursor: (0, 1))) == "")
        #expect(writer.output(for: frame(["a", "b"], cursor: (1, 1))) == hide + "\u{1B}[2;2H" + show)
    }

    @Test func rowsThatGoAwayAreErased() {
        var writer = LiveFrameWriter()
        _ = writer.output(for: frame(["a", "b", "c", ""]))
        #expect(writer.output(for: frame(["a"])) == hide + "\u{1B}[2;1H\u{1B}[2K" + "\u{1B}[3;1H\u{1B}[2K")
        #expect(writer.output(for: frame(["a", "", "c"])) == hide + "\u{1B}[3;1H\u{1B}[2Kc")
    }

    @Test func afterInvalidateTheWholeFrameIsDrawn() {
        var writer = LiveFrameWriter()
        _ = writer.output(for: frame(["a", "b"]))
        writer.invalidate()
        #expect(writer.output(for: frame(["a", "b"])) == hide + clear + "\u{1B}[1;1H\u{1B}[2Ka\u{1B}[2;1H\u{1B}[2Kb")
    }

    @Test func theBaselineRedrawsEveryFrame() {
        var writer = LiveFrameWriter()
        writer.redrawsEverything = true
        let first = writer.output(for: frame(["a", "b"]))
        #expect(writer.output(for: frame(["a", "b"])) == first)
    }

    @Test func aKeyRedrawsFarFewerBytesThanTheScreen() throws {
        // Typing one digit of the bill changes the bill row and the summary rows, not the rest.
        var state = try LiveFixture.state("--tip", "18", "--split", "3", "-l", "en_US")
        state.type("84.5")
        let screen = LiveScreen(width: 80, height: 24, colour: false)
        var writer = LiveFrameWriter()
        let whole = writer.output(for: screen.frame(for: state.view))
        state.type("0")
        #expect(
            writer.output(for: screen.frame(for: state.view))
                == hide + "\u{1B}[3;1H\u{1B}[2KBill    84.50" + "\u{1B}[3;14H" + show, "84.5 → 84.50: the same figures")
        state.apply(.right)
        let change = writer.output(for: screen.frame(for: state.view))
        // The tip and preset rows, and calc's summary, which gains an effective tip (16.06 / 84.50 =
        // 19.01%) and narrows (3 × $33.52): 7 of the 18 rows with text; status and keys stay.
        let rows = change.split(separator: "\u{1B}[2K", omittingEmptySubsequences: false).count - 1
        #expect(rows == 7, "\(visible(change))")
        #expect(change.utf8.count < whole.utf8.count)
        state.apply(.right)
        // 84.50 × 20% = 16.90 exactly: the tip and preset rows, the tip, total and shares rows,
        // and the effective row erased; the bill row keeps its width (3 × $33.80).
        let next = writer.output(for: screen.frame(for: state.view))
        #expect(next.split(separator: "\u{1B}[2K", omittingEmptySubsequences: false).count - 1 == 6)
    }
}
