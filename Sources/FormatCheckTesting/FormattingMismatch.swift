public import FormatCheck

/// One amount that formats differently from what a test expected: both texts, the rule that
/// explains the difference, and the files a failing test attaches.
///
///     let mismatch = FormattingMismatch(subject: "de_DE EUR 1234.5", expected: "1.234,50 €", actual: "1.234,50\u{A0}€")
///     print(mismatch.message)
///     // Prints "de_DE EUR 1234.5: formats differently (space changed: after ' ' → after '<NBSP>')"
public struct FormattingMismatch: Hashable, Sendable {
    /// What was formatted: `de_DE EUR 1234.5`.
    public var subject: String
    /// The text the test expected.
    public var expected: String
    /// The text formatted.
    public var actual: String
    /// Why they differ.
    public var drift: Drift

    /// A mismatch of `actual` against `expected`, classified by ``DriftClassifier``.
    ///
    /// - Parameters:
    ///   - subject: What was formatted, as the message names it.
    ///   - expected: The expected text.
    ///   - actual: The formatted text.
    ///   - amount: The canonical amount, which tells a tie rounded the other way.
    ///   - currency: The ISO code formatted, which tells another currency's symbol from drift.
    ///   - locale: The locale formatted for, which says what a shared symbol (`$`) means there.
    public init(
        subject: String, expected: String, actual: String, amount: String? = nil, currency: String? = nil,
        locale: String? = nil
    ) {
        self.subject = subject
        self.expected = expected
        self.actual = actual
        self.drift = DriftClassifier.classify(
            expected: expected, actual: actual, amount: amount, currency: currency, locale: locale)
    }

    /// The first line, naming the rule: `… formats differently (space changed: …)`.
    public var message: String {
        let detail = drift.detail.isEmpty ? "" : ": \(drift.detail)"
        return "\(subject): formats differently (\(drift.rules.map(\.title).joined(separator: ", "))\(detail))"
    }

    /// The whole issue: ``message``, then both texts with invisibles named and a caret.
    public var lines: [String] { [message] + CheckComparison.lines(expected: expected, actual: actual) }

    /// The attachments of a failing test, by name: `expected.txt` and `actual.txt` byte for byte
    /// (invisible characters as they are), and `diff.txt` with ``lines`` and the rule keys.
    public var attachments: [(name: String, text: String)] {
        let rules = "rules: " + drift.rules.map(\.rawValue).joined(separator: ", ")
        return [
            ("expected.txt", expected), ("actual.txt", actual),
            ("diff.txt", (lines + [rules]).joined(separator: "\n") + "\n"),
        ]
    }
}
