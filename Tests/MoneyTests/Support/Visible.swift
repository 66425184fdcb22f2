import Money
import Testing

/// Spells invisible and look-alike characters so a failure message shows what really differs:
/// `"CHF\u{A0}1\u{2019}234.50"` becomes `CHF<NBSP>1<U+2019>234.50`.
func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x00A0: result += "<NBSP>"
        case 0x202F: result += "<NNBSP>"
        case 0x200E: result += "<LRM>"
        case 0x200F: result += "<RLM>"
        case 0x061C: result += "<ALM>"
        case 0x2009: result += "<THINSP>"
        case 0x0009: result += "<TAB>"
        default:
            let category = scalar.properties.generalCategory
            if scalar.value >= 0x80,
                category == .spaceSeparator || category == .format || category == .control
                    || scalar.value == 0x2019 || scalar.value == 0x2212
            {
                result += "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result
}

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
