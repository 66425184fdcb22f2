import Money
import Testing

/// Spells invisible characters so a failure message shows what really differs:
/// `"CHF\u{A0}1\u{2019}234.50"` becomes `CHF<NBSP>1’234.50` (Money's ``InvisibleCharacters``).
func visible(_ text: String) -> String { InvisibleCharacters.visible(text) }

/// Expects two strings to be equal byte for byte, printing both with invisible characters shown.
func expectSame(
    _ actual: String, _ expected: String, _ context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual == expected,
        "\(context())\n  got:      \(visible(actual))\n  expected: \(visible(expected))",
        sourceLocation: sourceLocation)
}

/// A small, seedable random generator (SplitMix64) so property tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Runs `body` and returns the `MoneyError` it threw, or `nil` when it did not throw.
/// Any other error is recorded as a test issue.
func moneyError<T>(_ body: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation) -> MoneyError? {
    do {
        _ = try body()
        return nil
    } catch let error as MoneyError {
        return error
    } catch {
        Issue.record("expected a MoneyError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}
