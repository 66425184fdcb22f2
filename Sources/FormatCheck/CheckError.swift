import Money

/// A problem that makes a table, or one of its rows, impossible to check: an unreadable file, a
/// broken structure, an unknown locale or flag, an amount that is not canonical.
///
///     print(error)
///     // Prints "Tests/formats.tsv:7: unknown flag 'loud'; flags are cash, latin-digits, …"
public struct CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The table's path, as given.
    public var path: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    /// What is wrong, as a phrase a person can act on.
    public var message: String

    /// Creates an error for `path` (and `line`, when the problem has one).
    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: message`, or `path: message` without a line, safe on a terminal: the path
    /// and the message (which may quote a cell) show control and bidi characters by name
    /// (`<ESC>`, `<U+202E>`).
    public var description: String {
        let path = TerminalText.neutralised(path)
        let message = TerminalText.neutralised(message)
        if let line { return "\(path):\(line): \(message)" }
        return "\(path): \(message)"
    }
}
