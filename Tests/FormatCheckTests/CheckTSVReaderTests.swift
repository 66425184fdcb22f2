import Testing

@testable import FormatCheck

/// The TSV reader: every tab splits, nothing is trimmed or unquoted, and each expected field's
/// byte span is exact (what `--update` replaces).
@Suite struct CheckTSVReaderTests {
    /// The rows, or the first record that is not a row as the error.
    static func rows(_ text: String) throws(CheckError) -> [CheckRow] {
        let read = CheckTSVReader.rows(Array(text.utf8), path: "t.tsv")
        if let first = read.malformed.first { throw first }
        return read.rows
    }

    @Test func fieldsAreSplitAtEveryTabAndKeptAsWritten() throws {
        let text = "de_DE\tEUR\t1234.5\t 1.234,50\u{A0}€ \tname\tcash, latin-digits\n"
        let rows = try Self.rows(text)
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        #expect(row.line == 1)
        #expect(row.locale == "de_DE" && row.currency == "EUR" && row.amount == "1234.5")
        #expect(row.expected == " 1.234,50\u{A0}€ ", "spaces are literal")
        #expect(row.style == "name" && row.flags == "cash, latin-digits")
        let bytes = Array(text.utf8)
        #expect(Array(bytes[row.expectedSpan]) == Array(" 1.234,50\u{A0}€ ".utf8))
        #expect(!row.expectedQuoted)
    }

    @Test func commentsBlankLinesCRLFAndAByteOrderMarkAreSkippedAndLinesCounted() throws {
        let text = "\u{FEFF}# comment\n\n \t \nen_US\tUSD\t1\t$1.00\r\n# another\nen_US\tUSD\t2\t$2.00"
        let rows = try Self.rows(text)
        #expect(rows.map(\.line) == [4, 6])
        #expect(rows.map(\.expected) == ["$1.00", "$2.00"], "no \\r in the field, no final newline needed")
        #expect(rows[0].locale == "en_US", "the byte order mark is not part of the first field")
    }

    @Test func emptyTrailingColumnsAreColumns() throws {
        let rows = try Self.rows("en_US\tUSD\t1\t$1.00\t\t\n")
        #expect(rows[0].style == "" && rows[0].flags == "")
    }

    @Test(arguments: [
        (
            "en_US\tUSD\t1\n",
            "t.tsv:1: expected 4 to 6 tab-separated columns (locale, currency, amount, expected[, style[, flags]]), found 3"
        ),
        (
            "# c\nen_US\tUSD\t1\t$1\ta\tb\tc\n",
            "t.tsv:2: expected 4 to 6 tab-separated columns (locale, currency, amount, expected[, style[, flags]]), found 7"
        ),
        // An editor that turned the tabs into spaces: the hint names them.
        (
            "locale currency amount expected\nen_US\tUSD\t1\t$1.00\n",
            "t.tsv:1: expected 4 to 6 tab-separated columns (locale, currency, amount, expected[, style[, flags]]), found 1; the header has spaces but no tab: separate the columns with tabs, not spaces"
        ),
        (
            "en_US    USD    1    $1.00\n",
            "t.tsv:1: expected 4 to 6 tab-separated columns (locale, currency, amount, expected[, style[, flags]]), found 1; the line has spaces but no tab: separate the columns with tabs, not spaces"
        ),
        ("en_US\t\t1\t$1.00\n", "t.tsv:1: the currency column is empty"),
        ("\tUSD\t1\t$1.00\n", "t.tsv:1: the locale column is empty"),
    ])
    func brokenRowsNameTheirLine(text: String, message: String) {
        #expect(throws: CheckError.self) { try Self.rows(text) }
        do {
            _ = try Self.rows(text)
        } catch {
            #expect(error.description == message)
        }
    }
}
