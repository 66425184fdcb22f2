import FuzzSupport
import Money
import TipCalc
@testable import TipfmtInternals

/// `tipfmt live --plain` input as lines (``LivePlainInput``).
///
/// The first byte picks the locale, the rest is cut at newlines and each line read in turn. A line either reads, leaving a state
/// within every limit (a bill of at most 10 digits before the separator and the currency's
/// decimals after it, a tip of 0–100%, a party of 1–1,000), or fails with one line that quotes
/// it; nothing traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLivePlainLines(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    guard let first = bytes.first else { return 0 }
    guard var state = LivePlainLinesFixture.states[Int(first) % LivePlainLinesFixture.states.count] else {
        fatalError("a starting state could not be made")
    }
    for line in bytes.dropFirst().split(separator: 0x0A, omittingEmptySubsequences: false) {
        switch LivePlainInput.read(line, into: state) {
        case .failure(let failure):
            invariant(failure.message.hasPrefix("'"), "the error quotes the line: \(failure.message)")
            invariant(!failure.message.contains("\n"), "a one-line error: \(failure.message)")
        case .success(let outcome):
            state = outcome.state
            let separator = state.setup.decimalSeparator
            let parts = state.billText.split(separator: separator, omittingEmptySubsequences: false)
            invariant(parts.count <= 2, "one decimal separator: \(state.billText)")
            invariant(parts[0].count <= LiveState.maximumBillDigits, "at most 10 digits: \(state.billText)")
            invariant(
                parts.count < 2 || parts[1].count <= state.setup.currency.fractionDigits,
                "the currency's decimals: \(state.billText)")
            invariant(LiveState.typedRange.contains(state.tipPercent), "tip \(state.tipPercent)")
            invariant((1...Party.maximumSize).contains(state.partySize), "party \(state.partySize)")
            if outcome.actions.contains(where: { $0.action == .quit }) { return 0 }
        }
    }
    return 0
}

/// The starting states, made once: a bill in USD (en_US), in EUR (de_DE, a comma separator) and
/// none in JPY (no decimals).
enum LivePlainLinesFixture {
    static let states: [LiveState?] = [
        ["84.50", "--tip", "18", "-l", "en_US"], ["12", "--tip", "10", "-l", "de_DE", "-c", "EUR"],
        ["--tip", "10", "-l", "ja_JP", "-c", "JPY"],
    ].map { arguments in
        guard let command = try? TipFmt.Live.parse(arguments) else { return nil }
        return try? TipFmt.Live.startingState(
            money: command.money, options: command.options, tips: command.tip, config: ConfigFile(path: ""),
            environment: Environment(["HOME": "/nonexistent-tipfmt-fuzz"]))
    }
}
