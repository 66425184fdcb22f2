import Foundation
import Money
import Testing
import TipCalc
@testable import TipfmtKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("", 0), ("\u{FFE5}1,234", 7), ("日本円", 6), ("한국어", 6),
        ("e\u{301}", 1), ("\u{200F}123", 3), ("\u{061C}-5", 2), ("1\u{A0}€", 3), ("CHF\u{A0}1\u{2019}234.50", 12),
        ("\u{200E}\u{200D}", 0), ("🍕", 2),
    ])
    func widths(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func tableAlignsWideAndZeroWidthText() {
        var table = TextTable(alignments: [.left, .right])
        table.rows = [["Total", "\u{FFE5}1,320"], ["合計", "\u{200F}12"]]
        #expect(table.lines() == ["Total  \u{FFE5}1,320", "合計        \u{200F}12"])
    }
}

@Suite struct BillExpressionTests {
    @Test(arguments: [
        ("84.50", "84.50", false), ("23.40 + 18.75 + 2*4.50", "51.15", false), ("(1 + 2) * 3", "9.00", false),
        ("10 - 2 - 3", "5.00", false), ("100/3", "33.33", true), ("200/3", "66.67", true), ("100/3*3", "100.00", false),
        ("-(5 - 10)", "5.00", false), ("1/8", "0.13", true), ("2 * 3 + 4", "10.00", false),
        ("2 + 3 * 4", "14.00", false),
    ])
    func evaluates(text: String, expected: String, rounded: Bool) throws {
        let result = try BillExpression.evaluate(text, currency: .usd)
        #expect(result.money.amountText == expected)
        #expect(result.rounded == rounded)
    }

    @Test func yenHasNoMinorUnits() throws {
        #expect(try BillExpression.evaluate("1000/3", currency: .jpy).money.amountText == "333")
    }
}

@Suite struct ResolutionUnitTests {
    @Test(arguments: [
        ("de_DE.UTF-8", "de_DE"), ("de_DE@euro", "de_DE"), ("C", "en_US"), ("POSIX", "en_US"), ("C.UTF-8", "en_US"),
        ("sr_RS.UTF-8@latin", "sr_Latn_RS"), ("sr_RS@latin", "sr_Latn_RS"), ("sr@latin", "sr_Latn"),
        ("uz_UZ@cyrillic", "uz_Cyrl_UZ"), ("ca_ES@valencia", "ca_ES"), ("ja_JP", "ja_JP"),
    ])
    func posixNames(value: String, expected: String) {
        #expect(MoneyOptions.posixLocaleID(value) == expected)
    }

    @Test func environmentOrder() throws {
        let empty = ConfigFile(path: "")
        let env = Environment(["LC_ALL": "", "LC_MONETARY": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"])
        #expect(try MoneyOptions.resolveLocale(explicit: nil, config: empty, environment: env).identifier == "fr_FR")
        #expect(
            try MoneyOptions.resolveLocale(explicit: "ja_JP", config: empty, environment: env).identifier == "ja_JP")
    }

    @Test func argumentParserListsBecomeOneLine() {
        #expect(
            ErrorReporter.joinedLines("Please provide one of the following:\n  - a\n  - b")
                == "Please provide one of the following: a, b")
        #expect(ErrorReporter.oneLine("a\nb\u{7}\u{202E}") == "a\\nb<BEL><U+202E>")
    }
}

@Suite struct CommandLineUnitTests {
    @Test(arguments: [
        ("-5", true), ("-.5", true), ("-$5.00", true), ("-1.234,50 €", true), ("-8 USD", true), ("-€5", true),
        ("--json", false), ("-c", false), ("-l", false), ("--", false), ("-", false), ("5", false), ("", false),
    ])
    func negativeAmountsAreNotOptions(argument: String, isAmount: Bool) {
        #expect(CommandLineArguments.isNegativeAmount(argument) == isAmount)
    }

    @Test func distanceCountsASwapOfNeighboursAsOne() {
        #expect(EditDistance.between("fromat", "format") == 1)
        #expect(EditDistance.between("currencys", "currency") == 1)
        #expect(EditDistance.between("currencys", "currencies") == 2)
        #expect(EditDistance.between("", "calc") == 4)
        #expect(EditDistance.between("calc", "calc") == 0)
    }

    @Test func onlyWordsNearACommandGetASuggestion() {
        #expect(CommandSuggestion.nearest(to: "currencys") == ["currency", "currencies"])
        #expect(CommandSuggestion.nearest(to: "Format") == ["format"])
        #expect(CommandSuggestion.nearest(to: "abc").isEmpty, "three letters, none within one edit")
        #expect(CommandSuggestion.nearest(to: "84.50").isEmpty, "a number is a bill")
        #expect(CommandSuggestion.nearest(to: "calx") == ["calc"])
    }

    @Test(arguments: [
        ("/dev/stdout", Int32(1)), ("/dev/stderr", 2), ("/dev/fd/1", 1), ("/proc/self/fd/3", 3), ("out.xml", nil),
        ("/dev/null", nil),
    ])
    func theProcessOwnStreamsAreWrittenThroughTheirDescriptor(path: String, descriptor: Int32?) {
        #expect(ReportFile.streamDescriptor(path) == descriptor)
    }
}

@Suite struct JSONOutputTests {
    struct Sample: Encodable {
        var zeta = "z/1"
        var alpha = 2
        var text = "a\u{7F}b\u{9B}c\u{2028}d\u{1B}"
    }

    /// Sorted keys, two-space indent, `"key" : value`, slashes as they are, a final newline, and
    /// no control character left raw.
    @Test func oneStyle() throws {
        let text = try JSONOutput.encode(Sample())
        #expect(
            text == "{\n  \"alpha\" : 2,\n  \"text\" : \"a\\u007fb\\u009bc\\u2028d\\u001b\",\n  \"zeta\" : \"z/1\"\n}\n"
        )
    }
}

@Suite struct LastBillUnitTests {
    static func file(_ text: String) throws -> String {
        let path = "/tmp/tipfmt-lastbill-\(UInt64.random(in: 0...UInt64.max)).json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func anExtremeSavedAtIsUnusableNotATrap() throws {
        for savedAt in [Int64.min, Int64.max, 1_000] {
            let path = try Self.file("{\"bill\": \"1.00\", \"currency\": \"USD\", \"savedAt\": \(savedAt)}")
            defer { unlink(path) }
            // now − savedAt overflows for Int64.min; Int64.max is in the future.
            #expect(throws: LastBill.Unusable.self) { try LastBill.read(path, now: 500) }
            if savedAt == 1_000 { #expect(throws: LastBill.Unusable.self) { try LastBill.read(path, now: 999) } }
        }
        let path = try Self.file("{\"bill\": \"1.00\", \"currency\": \"USD\", \"savedAt\": \(Int64.min)}")
        defer { unlink(path) }
        #expect(throws: LastBill.Unusable.self) { try LastBill.read(path, now: Int64.max) }
    }

    @Test func aFreshBillIsRecalledWithItsLocaleAndAStaleOneIsNot() throws {
        let path = try Self.file(
            "{\"bill\": \"84.50\", \"currency\": \"EUR\", \"locale\": \"de_DE\", \"savedAt\": 1000}")
        defer { unlink(path) }
        let fresh = try #require(try LastBill.read(path, now: 1599))
        #expect(fresh.money.description == "84.50 EUR")
        #expect(fresh.locale?.identifier == "de_DE")
        #expect(fresh.age == 599)
        #expect(try LastBill.read(path, now: 1600) == nil, "600 s is too old")
    }

    @Test func aFileWithoutALocaleStillReads() throws {
        let path = try Self.file("{\"bill\": \"84.50\", \"currency\": \"USD\", \"savedAt\": 10}")
        defer { unlink(path) }
        #expect(try LastBill.read(path, now: 20)?.locale == nil)
    }
}

@Suite struct FractionTests {
    /// Int128.min has no negation: a value that large is an overflow, never a trap.
    @Test func int128MinIsAnOverflow() {
        #expect(throws: BillError.Failure.overflow) { try Fraction(Int128.min, 1) }
        #expect(throws: BillError.Failure.overflow) { try Fraction(1, Int128.min) }
        #expect(throws: BillError.Failure.overflow) {
            try BillExpression.evaluateOrFail("0-(-9223372036854775808*18446744073709551616)", currency: .usd)
        }
        #expect(throws: BillError.Failure.overflow) {
            try BillExpression.evaluateOrFail("1/(-9223372036854775808*18446744073709551616)", currency: .usd)
        }
    }

    @Test func signsAndReduction() throws {
        let f = try Fraction(-6, -4)
        #expect(f.numerator == 3 && f.denominator == 2)
        let g = try Fraction(6, -4)
        #expect(g.numerator == -3 && g.denominator == 2)
        let h = try Fraction(Int128.min + 1, Int128.min + 1)
        #expect(h.numerator == 1 && h.denominator == 1)
        #expect(throws: BillError.Failure.divisionByZero) { try Fraction(1, 0) }
    }

    @Test(arguments: ["-5", "-0", "+12", "- 3", "−7"])
    func aSignedNumberIsNotABill(text: String) {
        #expect(throws: BillError.Failure.signed) { try BillExpression.evaluateOrFail(text, currency: .usd) }
    }

    @Test(arguments: [("-5+10", "5.00"), ("-(5-10)", "5.00"), ("10 + -2", "8.00")])
    func aSignInsideAnExpressionIsArithmetic(text: String, expected: String) throws {
        #expect(try BillExpression.evaluateOrFail(text, currency: .usd).money.amountText == expected)
    }
}
