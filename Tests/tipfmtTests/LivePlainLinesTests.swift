import Foundation
import Money
import Testing

@testable import TipfmtKit
@testable import LiveUI
import BillRequestKit

/// `live --plain` reads lines: a line that does not read is an error naming it, nothing of it is
/// kept, and from a pipe the run stops with no summary of figures nobody typed.
@Suite struct LivePlainLinesTests {
    static let start = "Bill: $0.00; Tip (10%): $0.00; Total: $0.00; Rounding: none; Cash: off"

    @Test(arguments: [
        // Eleven digits: the bill takes ten before the decimal separator.
        ("99999999999\n", "line 1: '99999999999': the bill has at most 10 digits before the decimal separator"),
        ("1.234\n", "line 1: '1.234': USD amounts have 2 decimal places"),
        (
            "84.50\n%101\n",
            "line 2: '%101': a tip is at most 100%, not 101%"
        ),
        ("12x\n", "line 1: '12x': not an amount; type the bill as digits, such as 84.50"),
        (
            "\u{7F}\u{7F}\n",
            "line 1: '<U+007F><U+007F>': not a key live reads; a line is an amount (84.50), a tip (%18), "
                + "a party (p3) or keys such as r, c, q"
        ),
    ])
    func aLineThatDoesNotReadEndsThePipedRunWithoutASummary(input: String, error: String) throws {
        let result = try Tipfmt().run(["live", "--plain", "-l", "en_US", "--tip", "10"], stdin: Data(input.utf8))
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr == "tipfmt: error: \(error)\n")
        // Only what was typed before the bad line: no final summary.
        #expect(!result.stdout.contains("Bill    "), "\(result)")
        #expect(!result.stdout.contains("9,999,999,999"))
        #expect(!result.stdout.contains("$1.23"))
    }

    @Test func aLongRunOfBytesWithoutANewlineIsOneTooLongLine() throws {
        let result = try Tipfmt().run(
            ["live", "--plain", "-l", "en_US", "--tip", "10"], stdin: Data(repeating: 0, count: 400_000))
        #expect(result.status == 65, "\(result)")
        #expect(result.stderr == "tipfmt: error: line 1: longer than 1024 bytes, the longest line live --plain reads\n")
        #expect(result.lines == [Self.start])
    }

    @Test func aBillLineReplacesTheBill() throws {
        var state = try LiveFixture.state("84.50", "--tip", "10", "-l", "en_US")
        state = try LivePlainInput.read(Array("12.5".utf8), into: state).get().state
        // 12.50 × 10% = 1.25.
        #expect(state.billText == "12.5")
        #expect(state.figures == "tip 1.25 total 13.75 shares 13.75 effective 10.00")
    }

    @Test func tipPartyAndKeyLines() throws {
        var state = try LiveFixture.state("84.50", "--tip", "10", "-l", "de_DE")
        state = try LivePlainInput.read(Array("%17,5".utf8), into: state).get().state
        state = try LivePlainInput.read(Array("p2".utf8), into: state).get().state
        state = try LivePlainInput.read(Array("r\u{1B}[C".utf8), into: state).get().state
        // %17,5 then r (nearest) then Right (+1 point): 18.5%; 84.50 × 18.5% = 15.6325 → 100.13 → 100.00.
        #expect(state.partySize == 2)
        #expect(state.rounding == .nearest)
        #expect(try state.tipPercent == ExactDecimal(parsing: "18.5"))
    }

    @Test func aRefusedLineKeepsNothingOfIt() throws {
        let state = try LiveFixture.state("84.50", "--tip", "10", "-l", "en_US")
        // `r` would change the rounding, but `x` refuses the line, so the rounding stays.
        let result = LivePlainInput.read(Array("rx".utf8), into: state)
        #expect(
            result.map(\.state.rounding)
                == .failure(
                    LivePlainInput.Failure(message: "'rx': 'x' does nothing here; the keys are listed below")))
        #expect(
            LivePlainInput.read(Array("p2x".utf8), into: state).map(\.state.partySize)
                == .failure(LivePlainInput.Failure(message: "'p2x': not a party size; write it as p3")))
        #expect(
            LivePlainInput.read([0xFF, 0x31], into: state).map(\.state.partySize)
                == .failure(LivePlainInput.Failure(message: "'\u{FFFD}1': it is not UTF-8 text")))
        // A combining mark first would join the opening quote: it is named instead.
        #expect(
            LivePlainInput.read(Array("\u{30F}x".utf8), into: state).map(\.state.partySize)
                == .failure(
                    LivePlainInput.Failure(
                        message: "'<U+030F>x': '<U+030F>' does nothing here; the keys are listed below")))
    }

    @Test func aQuitStopsTheLineAndTheRun() throws {
        let result = try Tipfmt().run(
            ["live", "--plain", "-l", "en_US", "--tip", "10"], stdin: Data("5\nq\n99999999999\n".utf8))
        // The line after q is never read: 5.00 × 10% = 0.50.
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                Self.start, "Bill: $5.00; Tip (10%): $0.50; Total: $5.50; Rounding: none; Cash: off",
                "Bill       $5.00", "Tip (10%)  $0.50", "Total      $5.50",
            ])
    }
}
