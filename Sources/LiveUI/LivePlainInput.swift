import BillPresentation
import Money
import BillRequestKit

/// How `tipfmt live --plain` reads its input: a line at a time, each line all or nothing.
///
/// A line is one of:
/// - an amount, the bill (`84.50`, or with the locale's separator `84,50`): it replaces the bill;
/// - `%` and a percentage, the tip (`%20`, `%17.5`);
/// - `p` and a number, the party size (`p3`);
/// - keys, as the screen takes them (`r`, `c`, `j`, `<`, the arrows' escape sequences, `q`…).
///
/// A line that does not read (a character that is no key, a bill with too many digits or
/// decimals, a tip above 100%) changes nothing and is reported as a ``Failure`` naming it; a
/// typed key is never dropped while the rest of its line is kept.
///
///     var state = …                         // en_US, USD, 18%, no bill yet
///     LivePlainInput.read(Array("1.234".utf8), into: state)
///     // .failure("'1.234': USD amounts have 2 decimal places")
package enum LivePlainInput {
    /// The longest line read, in bytes: a bill, a tip or a few keys need far less.
    package static let maximumLineLength = 1024

    /// The longest part of a refused line quoted in its error, in characters.
    private static let maximumQuoted = 40

    /// What reading a line gave: the new state and what its keys asked the session to do.
    package struct Outcome {
        /// The state after the whole line.
        package var state: LiveState
        /// The actions in order, each with the state it was asked in (`s` saves that bill).
        package var actions: [(action: LiveState.Action, state: LiveState)] = []
    }

    /// A line that does not read: its quoted text and why.
    package struct Failure: Error, Equatable {
        /// `'1.234': USD amounts have 2 decimal places`.
        package let message: String
    }

    /// Reads one line (its bytes, without the newline) against `state`.
    ///
    /// - Complexity: O(*n*) in the line's length.
    package static func read(_ bytes: some Collection<UInt8>, into state: LiveState) -> Result<Outcome, Failure> {
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            return .failure(Failure(message: "\(quoted(String(decoding: bytes, as: UTF8.self))): it is not UTF-8 text"))
        }
        var line = Substring(decoded)
        if line.last == "\r" { line = line.dropLast() }
        line = line.trimmingBlanks
        var outcome = Outcome(state: state)
        guard let first = line.first else { return .success(outcome) }
        let setup = state.setup
        func isNumberCharacter(_ character: Character) -> Bool {
            LiveState.digit(character) != nil || setup.isDecimalSeparator(character)
        }
        do throws(Failure) {
            if isNumberCharacter(first) {
                guard line.allSatisfy(isNumberCharacter) else {
                    throw Failure(message: "\(quoted(line)): not an amount; type the bill as digits, such as 84.50")
                }
                try apply([.clear] + line.map { .character($0) }, line: line, to: &outcome)
            } else if first == "%" || first == "p" {
                let number = line.dropFirst()
                let what = first == "%" ? "a tip percentage; write it as %18 or %17.5" : "a party size; write it as p3"
                guard !number.isEmpty, number.allSatisfy(isNumberCharacter) else {
                    throw Failure(message: "\(quoted(line)): not \(what)")
                }
                try apply(line.map { .character($0) } + [.enter], line: line, to: &outcome)
            } else {
                var decoder = LiveKeyDecoder()
                let keys = decoder.feed(Array(line.utf8)) + decoder.flush()
                for key in keys where !isLineKey(key) {
                    throw Failure(
                        message:
                            "\(quoted(line)): not a key live reads; a line is an amount (84.50), a tip (%18), a party (p3) or keys such as r, c, q"
                    )
                }
                try apply(keys, line: line, to: &outcome)
                if outcome.state.entry != nil { try apply([.enter], line: line, to: &outcome) }
            }
        } catch {
            return .failure(error)
        }
        return .success(outcome)
    }

    /// The keys a line of keys may hold: printable characters, the arrows, F1–F12 and Escape;
    /// editing and control keys belong to the screen, not to a line.
    private static func isLineKey(_ key: LiveKey) -> Bool {
        switch key {
        case .character, .left, .right, .up, .down, .shiftLeft, .shiftRight, .function, .escape: true
        case .backspace, .clear, .enter, .interrupt, .endOfInput, .redraw, .suspend, .unknown: false
        }
    }

    /// Applies keys until a quit; the first key the state refuses fails the line.
    private static func apply(_ keys: [LiveKey], line: Substring, to outcome: inout Outcome) throws(Failure) {
        for key in keys {
            outcome.state.apply(key)
            if case .error(let text) = outcome.state.message {
                throw Failure(message: "\(quoted(line)): \(text)")
            }
            guard let action = outcome.state.takeAction() else { continue }
            outcome.actions.append((action, outcome.state))
            if action == .quit { return }
        }
    }

    /// A line as its error quotes it: invisible characters named, long lines cut.
    private static func quoted(_ line: some StringProtocol) -> String {
        "'" + LiveState.quotable(line.prefix(maximumQuoted)) + (line.count > maximumQuoted ? "…" : "") + "'"
    }
}
