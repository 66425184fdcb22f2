import ArgumentParser
public import Money
import TipCalc
import BillRequestKit
import LiveUI

/// The CLI's readers as the fuzz targets in `Fuzz/` drive them, through the `TipfmtKit` product.
///
/// `@_spi(Fuzzing)`: not API. Each entry point runs one reader on arbitrary input and hands back
/// what the target checks, so nothing in the tool is widened for fuzzing beyond this file.
@_spi(Fuzzing)
public enum FuzzingEntryPoints {
    /// Evaluates a bill expression as `calc` does; `nil` when it does not read.
    public static func evaluateBill(_ text: String, currency: Currency) -> Money? {
        try? BillExpression.evaluate(text, currency: currency).money
    }

    /// Reads a config file's bytes; `nil` when it does not read.
    ///
    /// For each value kept: the key, the value and what the key's canonical form makes of it
    /// again (the fuzzer checks they agree).
    public static func configValues(_ bytes: [UInt8]) -> [(key: String, value: String, again: String?)]? {
        guard let config = try? ConfigFile(path: "fuzz.json", contents: bytes) else { return nil }
        return ConfigFile.Key.allCases.compactMap { key in
            config[key].map { (key.rawValue, $0, key.canonical($0)) }
        }
    }

    /// Recalls the last bill from the state folder `stateHome` (as `XDG_STATE_HOME`); whatever
    /// the file holds, this must return or fail quietly.
    public static func recallLastBill(stateHome: String) -> Money? {
        LastBill.recall(Environment(["XDG_STATE_HOME": stateHome]), note: { _ in })?.money
    }

    /// Feeds the live key decoder `pieces` one read at a time, then flushes it; the most bytes it
    /// held between reads and whether any were left after the flush.
    public static func decodeKeys(_ pieces: [[UInt8]]) -> (mostPending: Int, leftAfterFlush: Bool) {
        var decoder = LiveKeyDecoder()
        var most = 0
        for piece in pieces {
            _ = decoder.feed(piece)
            most = max(most, decoder.pending.count)
        }
        _ = decoder.flush()
        return (most, decoder.hasPending)
    }

    /// Reads `arguments` with the fast command-line reader and with argument-parser; `nil` when
    /// the fast reader leaves the line alone or both read it the same, else what differs.
    public static func fastReadingDiffers(_ arguments: [String]) -> String? {
        guard let fast = FastCommandLine.command(arguments) else { return nil }
        let slow: any ParsableCommand
        do {
            slow = try TipFmt.parseAsRoot(arguments)
        } catch {
            return "the fast path took \(arguments), which argument-parser refuses: \(error)"
        }
        var fastText = ""
        var slowText = ""
        dump(fast, to: &fastText)
        dump(slow, to: &slowText)
        // Help titles are closures' descriptions, which differ between two readings of one line.
        let kept = { (text: String) in
            text.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("- title: ") }
        }
        return kept(fastText) == kept(slowText) ? nil : "the fast path read \(arguments) differently"
    }

    /// Reads `bytes` as `live --plain` input lines (the first byte picks one of three starting
    /// states); what broke one of the plain reader's rules, or `nil` when every line was either
    /// refused with a one-line error quoting it or kept the state within its bounds.
    public static func plainLinesFinding(_ bytes: [UInt8]) -> String? {
        guard let first = bytes.first else { return nil }
        guard var state = plainStates[Int(first) % plainStates.count] else {
            return "a starting state could not be made"
        }
        for line in bytes.dropFirst().split(separator: 0x0A, omittingEmptySubsequences: false) {
            switch LivePlainInput.read(line, into: state) {
            case .failure(let failure):
                if !failure.message.hasPrefix("'") { return "the error does not quote the line: \(failure.message)" }
                if failure.message.contains("\n") { return "the error is not one line: \(failure.message)" }
            case .success(let outcome):
                state = outcome.state
                let parts = state.billText.split(
                    separator: state.setup.decimalSeparator, omittingEmptySubsequences: false)
                if parts.count > 2 { return "more than one decimal separator: \(state.billText)" }
                if parts[0].count > LiveState.maximumBillDigits { return "more than 10 digits: \(state.billText)" }
                if parts.count == 2 && parts[1].count > state.setup.currency.fractionDigits {
                    return "more than the currency's decimals: \(state.billText)"
                }
                if !LiveState.typedRange.contains(state.tipPercent) { return "tip \(state.tipPercent)" }
                if !(1...Party.maximumSize).contains(state.partySize) { return "party \(state.partySize)" }
                if outcome.actions.contains(where: { $0.action == .quit }) { return nil }
            }
        }
        return nil
    }

    private static let plainStates: [LiveState?] = [
        ["84.50", "--tip", "18", "-l", "en_US"], ["12", "--tip", "10", "-l", "de_DE", "-c", "EUR"],
        ["--tip", "10", "-l", "ja_JP", "-c", "JPY"],
    ].map { arguments in
        guard let command = try? TipFmt.Live.parse(arguments) else { return nil }
        return try? TipFmt.Live.startingState(
            money: command.money, options: command.options, tips: command.tip, config: ConfigFile(path: ""),
            environment: Environment(["HOME": "/nonexistent-tipfmt-fuzz"]))
    }
}
