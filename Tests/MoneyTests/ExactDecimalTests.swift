import Money
import Testing

@Suite struct ExactDecimalTests {
    @Test(
        arguments: [
            ("0", 0, 0), ("12.34", 1234, 2), ("-0.5", -5, 1), ("1200", 1200, 0), ("1.50", 15, 1),
            ("007", 7, 0), ("-0", 0, 0), ("0.000", 0, 0),
            ("123456789012345678901234567890.1234567", 1_234_567_890_123_456_789_012_345_678_901_234_567, 7),
        ] as [(String, Int128, Int)])
    func readsCanonicalText(_ text: String, _ significand: Int128, _ scale: Int) throws {
        let value = try ExactDecimal(parsing: text)
        #expect(value.significand == significand)
        #expect(value.scale == scale)
    }

    /// Each rejected form with a word its reason must contain, so the message says what is wrong.
    @Test(arguments: [
        ("1e5", "exponent"), ("1E5", "exponent"), ("NaN", "unexpected"), ("nan", "unexpected"),
        ("inf", "unexpected"), ("-Infinity", "unexpected"), ("0x10", "unexpected 'x'"),
        (" 1", "space"), ("1 ", "space"), ("1 000", "space"), ("1\u{A0}000", "space"),
        ("1,000", "comma"), ("1,5", "comma"), ("+5", "'+'"), (".5", "before the decimal point"),
        ("5.", "after the decimal point"), ("-.5", "before the decimal point"),
        ("١٢", "ASCII digits"), ("１２", "ASCII digits"), ("", "empty"), ("-", "no digits"),
        ("1.2.3", "second decimal point"), ("--1", "'-'"), ("1-", "'-'"), ("12a", "unexpected 'a'"),
        ("$12", "unexpected '$'"),
    ])
    func rejectsEverythingElse(_ text: String, _ reasonPart: String) {
        let error = moneyError { try ExactDecimal(parsing: text) }
        guard case .invalidAmount(let quoted, let reason) = error else {
            Issue.record("'\(visible(text))' gave \(String(describing: error))")
            return
        }
        #expect(quoted == text)
        #expect(reason.contains(reasonPart), "reason for '\(visible(text))' was: \(reason)")
        #expect(ExactDecimal(text) == nil)
    }

    @Test(arguments: [
        String(repeating: "9", count: 39), "1" + String(repeating: "0", count: 40),
        "0." + String(repeating: "1", count: 40), String(repeating: "9", count: 200),
    ])
    func tooManyDigitsIsAnErrorNotATrap(_ text: String) {
        let error = moneyError { try ExactDecimal(parsing: text) }
        switch error {
        case .overflow, .invalidAmount: break
        default: Issue.record("expected an overflow error for \(text.count) digits, got \(String(describing: error))")
        }
    }

    @Test func normalizesTrailingZeros() throws {
        #expect(try ExactDecimal(parsing: "1.50") == ExactDecimal(parsing: "1.5"))
        #expect(try ExactDecimal(parsing: "1.50").description == "1.5")
        #expect(try ExactDecimal(parsing: "-0.0").description == "0")
        #expect(try ExactDecimal(parsing: "12.5").formatted(fractionDigits: 3) == "12.500")
        #expect(try ExactDecimal(parsing: "-0.05").formatted(fractionDigits: 2) == "-0.05")
    }

    @Test func arithmeticIsExact() throws {
        let a = try ExactDecimal(parsing: "0.1")
        let b = try ExactDecimal(parsing: "0.2")
        #expect(try a.adding(b) == ExactDecimal(parsing: "0.3"))
        #expect(try a.subtracting(b) == ExactDecimal(parsing: "-0.1"))
        #expect(
            try ExactDecimal(parsing: "84.50").multiplied(by: ExactDecimal(parsing: "0.185"))
                == ExactDecimal(parsing: "15.6325"))
        let third = try ExactDecimal(10).divided(by: ExactDecimal(3), fractionDigits: 4, rounding: .toNearestOrEven)
        #expect(third.quotient == (try ExactDecimal(parsing: "3.3333")))
        #expect(third.isExact == false)
        #expect(moneyError { try ExactDecimal(1).divided(by: .zero, fractionDigits: 2, rounding: .up) } != nil)
        let big = try ExactDecimal(parsing: String(repeating: "9", count: 37))
        #expect(moneyError { try big.multiplied(by: big) } != nil)
    }

    @Test func comparesNumerically() throws {
        #expect(try ExactDecimal(parsing: "-1") < ExactDecimal(parsing: "0.5"))
        #expect(try ExactDecimal(parsing: "1.05") < ExactDecimal(parsing: "1.5"))
        #expect(try ExactDecimal(parsing: "2") > ExactDecimal(parsing: "1.999"))
    }
}
