import Testing

@testable import FormatCheck

/// The JSON reader: strings with every escape, amounts as numbers, flags as arrays, and the
/// expected string's exact span and escaping.
@Suite struct CheckJSONReaderTests {
    /// The rows, or the first record that is not a row as the error.
    static func rows(_ text: String) throws(CheckError) -> [CheckRow] {
        let read = try CheckJSONReader.rows(Array(text.utf8), path: "t.json")
        if let first = read.malformed.first { throw first }
        return read.rows
    }

    @Test func valuesEscapesNumbersAndFlagArrays() throws {
        let text = """
            [
              {"locale": "de_CH", "currency": "CHF", "amount": "1234.5", "expected": "CHF\\u00a01\\u2019234.50"},
              {"expected": "-$5.00", "locale": "en_US", "currency": "USD", "amount": -5, "flags": ["sign-always", "cash"]},
              {"locale": "en_US", "currency": "USD", "amount": 1e2, "expected": "a\\"b\\\\c\\/d\\n\\t\\ud83d\\ude00 😀"}
            ]
            """
        let rows = try Self.rows(text)
        #expect(rows.map(\.line) == [2, 3, 4])
        #expect(rows[0].expected == "CHF\u{A0}1\u{2019}234.50")
        #expect(rows[0].expectedQuoted, "\\u escapes are remembered")
        #expect(rows[1].amount == "-5" && rows[1].flags == "sign-always,cash")
        #expect(!rows[1].expectedQuoted)
        #expect(rows[2].amount == "1e2", "a number is taken as written (and rejected later as not canonical)")
        #expect(rows[2].expected == "a\"b\\c/d\n\t😀 😀", "a surrogate pair is one scalar")
        let bytes = Array(text.utf8)
        #expect(Array(bytes[rows[0].expectedSpan]) == Array("\"CHF\\u00a01\\u2019234.50\"".utf8))
        #expect(Array(bytes[rows[1].expectedSpan]) == Array("\"-$5.00\"".utf8))
    }

    @Test func anEmptyArrayHasNoRows() throws {
        #expect(try Self.rows(" [ ] \n").isEmpty)
    }

    @Test(arguments: [
        ("{\"locale\": \"en_US\"}", "t.json:1: a JSON table is an array of objects: it must start with ["),
        (
            "[\n{\"locale\": \"en_US\", \"currency\": \"USD\", \"amount\": \"1\"}\n]",
            "t.json:2: the row has no \"expected\""
        ),
        ("[{\"locale\": \"x\", \"locale\": \"y\"}]", "t.json:1: the key \"locale\" appears twice"),
        (
            "[\n {\"locale\": \"en_US\",\n  \"expexted\": \"$1\"}]",
            "t.json:3: unknown key \"expexted\"; the keys are locale, currency, amount, expected, style, flags"
        ),
        (
            "[{\"locale\": \"en_US\", \"currency\": \"USD\", \"amount\": \"1\", \"expected\": \"$1]",
            "t.json:1: a string is never closed with \""
        ),
        (
            "[{\"locale\": \"a\tb\"}]",
            "t.json:1: a control character (a raw newline or tab?) inside a string; write it as \\n or \\t"
        ),
        ("[{\"locale\": \"\\ud800\"}]", "t.json:1: a \\u escape holds half a surrogate pair"),
        ("[{\"locale\": \"\\x\"}]", "t.json:1: an unknown escape \\x in a string"),
        ("[{\"locale\": 5}]", "t.json:1: \"locale\" must be a string"),
        ("[]]", "t.json:1: unexpected text after the closing ]"),
        (
            "[{\"locale\": \"a\", \"currency\": \"b\", \"amount\": \"1\", \"expected\": \"x\"} {",
            "t.json:1: expected , or ] after a row"
        ),
    ])
    func brokenTablesNameTheirLine(text: String, message: String) {
        do {
            _ = try Self.rows(text)
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }
}
