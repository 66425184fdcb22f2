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

    /// Each rejected form with the reason it must give, so a caller can say what is wrong.
    @Test(
        arguments: [
            ("1e5", .exponent), ("1E5", .exponent), ("NaN", .unexpected("N")), ("nan", .unexpected("n")),
            ("inf", .unexpected("i")), ("-Infinity", .unexpected("I")), ("0x10", .unexpected("x")),
            (" 1", .whitespace), ("1 ", .whitespace), ("1 000", .whitespace), ("1\u{A0}000", .whitespace),
            ("1,000", .comma), ("1,5", .comma), ("+5", .plusSign), (".5", .noDigitBeforePoint),
            ("5.", .noDigitAfterPoint), ("-.5", .noDigitBeforePoint),
            ("١٢", .nonASCIIDigit("١")), ("１２", .nonASCIIDigit("１")), ("", .empty), ("-", .noDigits),
            ("1.2.3", .secondDecimalPoint), ("--1", .misplacedMinus), ("1-", .misplacedMinus),
            ("12a", .unexpected("a")),
            ("$12", .unexpected("$")),
        ] as [(String, MoneyError.InvalidAmountReason)])
    func rejectsEverythingElse(_ text: String, _ expected: MoneyError.InvalidAmountReason) {
        let error = moneyError { try ExactDecimal(parsing: text) }
        #expect(error == .invalidAmount(text, reason: expected), "'\(visible(text))'")
        #expect(ExactDecimal(text) == nil)
    }

    @Test func reasonsReadAsTheEndOfASentence() {
        #expect(
            MoneyError.invalidAmount("1,5", reason: .comma).description
                == "invalid amount '1,5': a comma is not allowed; write 1234.50 with '.' as the decimal point")
        #expect(
            MoneyError.invalidAmount("١٢", reason: .nonASCIIDigit("١")).description
                == "invalid amount '١٢': only ASCII digits 0-9 are allowed, not '١'")
        #expect(
            MoneyError.invalidAmount(String(repeating: "1", count: 20) + "…", reason: .tooLong(81)).description
                == "invalid amount '11111111111111111111…': it is 81 bytes long")
    }

    @Test func integerLiteralsAreExactDecimals() throws {
        let percent: ExactDecimal = 18
        #expect(percent == ExactDecimal(18))
        #expect(percent.significand == 18 && percent.scale == 0)
        let negative: ExactDecimal = -5
        #expect(negative.description == "-5")
        #expect([10, 15] as [ExactDecimal] == [try ExactDecimal(parsing: "10"), try ExactDecimal(parsing: "15.0")])
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
        let third = try ExactDecimal(10).divided(by: 3, fractionDigits: 4, rounding: .toNearestOrEven)
        #expect(third.quotient == (try ExactDecimal(parsing: "3.3333")))
        #expect(third.isExact == false)
        #expect(moneyError { try ExactDecimal(1).divided(by: .zero, fractionDigits: 2, rounding: .ceiling) } != nil)
        let big = try ExactDecimal(parsing: String(repeating: "9", count: 37))
        #expect(moneyError { try big.multiplied(by: big) } != nil)
    }

    @Test func comparesNumerically() throws {
        #expect(try ExactDecimal(parsing: "-1") < ExactDecimal(parsing: "0.5"))
        #expect(try ExactDecimal(parsing: "1.05") < ExactDecimal(parsing: "1.5"))
        #expect(try ExactDecimal(parsing: "2") > ExactDecimal(parsing: "1.999"))
    }
}
