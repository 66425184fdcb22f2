import Money
import BillRequestKit

/// Where every line `tipfmt check` writes for a person leaves for the terminal.
///
/// Each line is neutralised whole by Money's `TerminalText`: `check` draws no colours of its own,
/// so nothing in a line may steer the terminal, and a file name or a table cell (a locale, a
/// currency, a flag) holding `ESC[8m` or U+202E is shown as `<ESC>[8m` or `<U+202E>` in the
/// text report, the GitHub annotations, the errors and the notes alike. Machine-readable output
/// (JSON, JUnit) keeps its own escaping and goes through `StandardStreams.write`.
enum CheckTerminal {
    /// Writes a line to stdout, or to stderr when stdout carries a machine-readable report
    /// (`--junit -`).
    static func line(_ text: String, toStandardError: Bool = false) {
        if toStandardError {
            StandardStreams.printError(TerminalText.neutralised(text))
        } else {
            StandardStreams.printLine(TerminalText.neutralised(text))
        }
    }

    /// Writes `tipfmt: error: …` to stderr.
    static func error(_ text: String) {
        StandardStreams.printError("tipfmt: error: " + TerminalText.neutralised(text))
    }

    /// Writes `tipfmt: note: …` to stderr.
    static func note(_ text: String) {
        StandardStreams.note(TerminalText.neutralised(text))
    }
}
