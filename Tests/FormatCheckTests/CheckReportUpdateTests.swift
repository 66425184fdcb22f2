import Money
import TestSupport
import Testing

@testable import FormatCheck

/// `--update`: only the expected fields of rows that differ change, each in its file's own
/// quoting or escaping, in one linear pass.
@Suite struct CheckReportUpdateTests {
    static func updated(_ text: String, _ format: CheckTableFormat) throws -> String? {
        let report = CheckReport(table: try CheckTable(bytes: Array(text.utf8), path: "t", format: format))
        return try report.updatedBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func tsvChangesOnlyTheExpectedFieldsThatDiffer() throws {
        let text = "# keep\r\nde_DE\tEUR\t1\t1,00 €\tsymbol\r\n\nen_US\tUSD\t1\t$1.00\nfr_FR\tEUR\t1234.5\tx\t\tcash"
        #expect(
            try Self.updated(text, .tsv)
                == "# keep\r\nde_DE\tEUR\t1\t1,00\u{A0}€\tsymbol\r\n\nen_US\tUSD\t1\t$1.00\nfr_FR\tEUR\t1234.5\t1\u{202F}234,50\u{A0}€\t\tcash"
        )
    }

    @Test func nothingToUpdateIsNil() throws {
        #expect(try Self.updated("en_US\tUSD\t1\t$1.00\n", .tsv) == nil)
    }

    @Test func csvKeepsQuotingAndQuotesWhatNeedsIt() throws {
        let text = "de_DE,EUR,1,\"1,00 €\"\nen_US,USD,1234.5,1234.50,\nen_US,USD,1,\"$1.00\"\nen_US,USD,2,x\n"
        #expect(
            try Self.updated(text, .csv)
                == "de_DE,EUR,1,\"1,00\u{A0}€\"\nen_US,USD,1234.5,\"$1,234.50\",\nen_US,USD,1,\"$1.00\"\nen_US,USD,2,$2.00\n"
        )
    }

    @Test func jsonKeepsEachStringsOwnEscaping() throws {
        let text = """
            [{"locale": "fr_FR", "currency": "EUR", "amount": "1234.5", "expected": "1\\u00a0234,50\\u00a0€"},
             {"expected": "x", "locale": "de_DE", "currency": "EUR", "amount": "1"}]
            """
        #expect(
            try Self.updated(text, .json) == """
                [{"locale": "fr_FR", "currency": "EUR", "amount": "1234.5", "expected": "1\\u202f234,50\\u00a0€"},
                 {"expected": "1,00\u{A0}€", "locale": "de_DE", "currency": "EUR", "amount": "1"}]
                """)
    }

    @Test func tsvCannotHoldATab() throws {
        let row = CheckRow(locale: "en_US", currency: "USD", amount: "1", expected: "")
        #expect(
            throws: CheckError(
                path: "t", line: 1, message: "the actual text holds a tab or newline, which TSV cannot; use CSV or JSON"
            )
        ) {
            try CheckReport.encoded("a\tb", row: row, format: .tsv, path: "t")
        }
    }

    /// Random tables in each format, some rows right and some wrong (a space for U+00A0, a
    /// wrong digit, an empty field): after an update every row matches, the number of rows and
    /// their lines are the same, and every byte outside the expected fields is unchanged.
    @Test(arguments: CheckTableFormat.allCases)
    func anUpdatedTableMatchesAndKeepsEverythingElse(format: CheckTableFormat) throws {
        var random = SplitMix64(seed: 0x0FC4_EC7 &+ UInt64(format.rawValue.utf8.count))
        let locales = ["de_DE", "fr_FR", "en_US", "ar_EG", "ja_JP", "de_CH", "hi_IN"]
        let currencies = ["EUR", "USD", "JPY", "CHF", "KWD"]
        for _ in 0..<20 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let locale = locales.randomElement(using: &random) ?? "en_US"
                let code = currencies.randomElement(using: &random) ?? "USD"
                let amount = "\(Int.random(in: -99_999...99_999, using: &random))"
                let right = try FormatSettings().format(
                    amount, currency: Currency(code: code), locale: LocaleIdentifier(locale))
                let expected: String
                switch Int.random(in: 0..<4, using: &random) {
                case 0: expected = right.replacing("\u{A0}", with: " ")
                case 1: expected = right + "0"
                case 2: expected = ""
                default: expected = right
                }
                lines.append(Self.line(format, locale, code, amount, expected))
            }
            let text = Self.table(format, lines)
            let before = try CheckTable(bytes: Array(text.utf8), path: "t", format: format)
            let report = CheckReport(table: before)
            guard let bytes = try report.updatedBytes() else {
                #expect(report.mismatched == 0)
                continue
            }
            let after = try CheckTable(bytes: bytes, path: "t", format: format)
            #expect(CheckReport(table: after).passed, "\(format): \(visible(String(decoding: bytes, as: UTF8.self)))")
            #expect(after.rows.map(\.line) == before.rows.map(\.line))
            #expect(Self.outside(before) == Self.outside(after), "bytes outside the expected fields are kept")
        }
    }

    /// A table's bytes with every expected field cut out.
    static func outside(_ table: CheckTable) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        for row in table.rows {
            pieces.append(Array(table.bytes[start..<row.expectedSpan.lowerBound]))
            start = row.expectedSpan.upperBound
        }
        pieces.append(Array(table.bytes[start...]))
        return pieces
    }

    static func line(_ format: CheckTableFormat, _ locale: String, _ code: String, _ amount: String, _ expected: String)
        -> String
    {
        switch format {
        case .tsv: "\(locale)\t\(code)\t\(amount)\t\(expected)"
        case .csv: "\(locale),\(code),\(amount),\"\(expected.replacing("\"", with: "\"\""))\""
        case .json:
            "  {\"locale\": \"\(locale)\", \"currency\": \"\(code)\", \"amount\": \"\(amount)\", \"expected\": \"\(expected)\"}"
        }
    }

    static func table(_ format: CheckTableFormat, _ lines: [String]) -> String {
        switch format {
        case .tsv: "# generated\n" + lines.joined(separator: "\n") + "\n"
        case .csv: "locale,currency,amount,expected\r\n" + lines.joined(separator: "\r\n") + "\r\n"
        case .json: "[\n" + lines.joined(separator: ",\n") + "\n]\n"
        }
    }

    /// A table of 100,000 rows, every one wrong, is updated in one pass: every field replaced.
    @Test func aLargeTableIsUpdatedWhole() throws {
        let rows = 100_000
        var text = ""
        text.reserveCapacity(rows * 24)
        for index in 0..<rows { text += "en_US\tUSD\t\(index)\tx\n" }
        let report = CheckReport(table: try CheckTable(bytes: Array(text.utf8), path: "big.tsv", format: .tsv))
        #expect(report.mismatched == rows)
        let bytes = try #require(try report.updatedBytes())
        let updated = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        #expect(updated.count == rows)
        #expect(updated[0] == "en_US\tUSD\t0\t$0.00")
        #expect(updated[12_345] == "en_US\tUSD\t12345\t$12,345.00")
        #expect(updated[rows - 1] == "en_US\tUSD\t99999\t$99,999.00")
    }
}
