import Testing

@testable import FormatCheck

/// The CSV reader: RFC 4180 quoting, records across lines, and exact spans.
@Suite struct CheckCSVReaderTests {
    /// The rows, or the first record that is not a row as the error.
    static func rows(_ text: String) throws(CheckError) -> [CheckRow] {
        let read = try CheckCSVReader.rows(Array(text.utf8), path: "t.csv")
        if let first = read.malformed.first { throw first }
        return read.rows
    }

    @Test func quotedFieldsHoldCommasDoubledQuotesAndNewlines() throws {
        let text = "en_US,USD,1,\"a, \"\"b\"\"\nc\",code\r\nen_US,USD,2,$2.00\r\n"
        let rows = try Self.rows(text)
        #expect(rows.count == 2)
        #expect(rows[0].expected == "a, \"b\"\nc")
        #expect(rows[0].expectedQuoted)
        #expect(rows[0].style == "code")
        #expect(rows[1].line == 3, "the quoted newline counts as a line")
        let bytes = Array(text.utf8)
        #expect(Array(bytes[rows[0].expectedSpan]) == Array("\"a, \"\"b\"\"\nc\"".utf8), "the span holds the quotes")
        #expect(Array(bytes[rows[1].expectedSpan]) == Array("$2.00".utf8))
        #expect(!rows[1].expectedQuoted)
    }

    @Test func commentsAndBlankLinesAreSkipped() throws {
        let rows = try Self.rows("# a, \"comment\"\n\n  \nen_US,USD,1,$1.00\n")
        #expect(rows.map(\.line) == [4])
    }

    @Test(arguments: [
        (
            "en_US,USD,1,\"$1.00\n",
            "t.csv:1: a quoted field is never closed; end it with \" (a quote inside is written \"\")"
        ),
        (
            "en_US,USD,1,\"$1.00\"x\n",
            "t.csv:1: text after a closing quote; quote the whole field and double any quote inside it"
        ),
        (
            "en_US,USD,1,$1\"00\n",
            "t.csv:1: a quote inside an unquoted field; quote the whole field and double the quote (\"\")"
        ),
        (
            "en_US,USD\n",
            "t.csv:1: expected 4 to 6 comma-separated columns (locale, currency, amount, expected[, style[, flags]]), found 2"
        ),
    ])
    func brokenRecordsNameTheirLine(text: String, message: String) {
        do {
            _ = try Self.rows(text)
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }
}
