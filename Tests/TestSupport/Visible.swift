public import Testing
import Money

/// `text` with its invisible characters named, so a failure message shows what really differs:
/// `"CHF\u{A0}1\u{2019}234.50"` becomes `CHF<NBSP>1’234.50` (Money's `InvisibleCharacters`).
public func visible(_ text: some StringProtocol) -> String { InvisibleCharacters.visible(text) }

/// Expects two strings to be equal byte for byte, printing both with invisible characters shown.
public func expectSame(
    _ actual: String, _ expected: String, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual == expected,
        "\(context())\n  got:      \(visible(actual))\n  expected: \(visible(expected))",
        sourceLocation: sourceLocation)
}
