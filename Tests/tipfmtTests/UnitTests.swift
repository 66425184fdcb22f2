import Money
import Testing
import TipCalc
@testable import tipfmt

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
        ("-(5 - 10)", "5.00", false), ("1/8", "0.13", true), ("2 * 3 + 4", "10.00", false), ("2 + 3 * 4", "14.00", false),
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
        #expect(try MoneyOptions.resolveLocale(explicit: "ja_JP", config: empty, environment: env).identifier == "ja_JP")
    }

    @Test func argumentParserListsBecomeOneLine() {
        #expect(
            ErrorReporter.joinedLines("Please provide one of the following:\n  - a\n  - b")
                == "Please provide one of the following: a, b")
        #expect(ErrorReporter.oneLine("a\nb\u{7}") == "a\\nb\\u{7}")
    }
}
