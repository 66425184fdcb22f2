import Money
import TestSupport
import Testing

@testable import FormatCheck

/// `--update`: only the expected fields of rows that differ change, each in its file's own
/// quoting or escaping, in one linear pass.
@Suite struct CheckReportUpdateTests {
    /// The versions these tests check with, so the header comments below are exact.
    static let versions = FormattingVersions(icu: "72.1", cldr: "42.0")
    static let header = "# tipfmt check: written with ICU 72.1, CLDR 42.0"

    /// Options that write every differing row, drift or not: the tests of how a field is
    /// written use placeholders (`x`) that only the `other` rule explains.
    static let writingAll = CheckReport.UpdateOptions(accepted: [.wrongCurrency, .wrongSign, .other])

    static func updated(
        _ text: String, _ format: CheckTableFormat, _ options: CheckReport.UpdateOptions = writingAll,
        versions: FormattingVersions = versions
    ) throws -> String? {
        let table = try CheckTable(bytes: Array(text.utf8), path: "t", format: format)
        let report = CheckReport(table: table, versions: versions)
        return try report.updatedBytes(options).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A table that shows no invisible character gets escapes, so its diff shows the change.
    @Test func tsvChangesOnlyTheExpectedFieldsThatDiffer() throws {
        let text = "# keep\r\nde_DE\tEUR\t1\t1,00 €\tsymbol\r\n\nen_US\tUSD\t1\t$1.00\nfr_FR\tEUR\t1234.5\tx\t\tcash"
        #expect(
            try Self.updated(text, .tsv)
                == Self.header
                + "\r\n# keep\r\nde_DE\tEUR\t1\t1,00\\u00A0€\tsymbol\r\n\nen_US\tUSD\t1\t$1.00\nfr_FR\tEUR\t1234.5\t1\\u202F234,50\\u00A0€\t\tcash"
        )
    }

    @Test func nothingToUpdateIsNil() throws {
        #expect(try Self.updated("en_US\tUSD\t1\t$1.00\n", .tsv) == nil)
    }

    @Test func csvKeepsQuotingAndQuotesWhatNeedsIt() throws {
        let text = "de_DE,EUR,1,\"1,00 €\"\nen_US,USD,1234.5,1234.50,\nen_US,USD,1,\"$1.00\"\nen_US,USD,2,x\n"
        #expect(
            try Self.updated(text, .csv)
                == Self.header
                + "\nde_DE,EUR,1,\"1,00\\u00A0€\"\nen_US,USD,1234.5,\"$1,234.50\",\nen_US,USD,1,\"$1.00\"\nen_US,USD,2,$2.00\n"
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
                 {"expected": "1,00\\u00a0€", "locale": "de_DE", "currency": "EUR", "amount": "1"}]
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
            let report = CheckReport(table: before, versions: Self.versions)
            guard let bytes = try report.updatedBytes(Self.writingAll) else {
                #expect(report.mismatched == 0)
                continue
            }
            let after = try CheckTable(bytes: bytes, path: "t", format: format)
            #expect(CheckReport(table: after).passed, "\(format): \(visible(String(decoding: bytes, as: UTF8.self)))")
            // TSV and CSV gain the versions comment as their first line; JSON has no comments.
            let added = format == .json ? 0 : 1
            #expect(after.rows.map(\.line) == before.rows.map { $0.line + added })
            var outside = Self.outside(after)
            if format != .json {
                let lineEnd = format == .csv ? "\r\n" : "\n"
                let comment = Array((Self.header + lineEnd).utf8)
                #expect(outside[0].starts(with: comment))
                outside[0].removeFirst(comment.count)
            }
            #expect(Self.outside(before) == outside, "bytes outside the expected fields are kept")
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
        let table = try CheckTable(bytes: Array(text.utf8), path: "big.tsv", format: .tsv)
        let report = CheckReport(table: table, versions: Self.versions)
        #expect(report.mismatched == rows)
        let bytes = try #require(try report.updatedBytes(Self.writingAll))
        let updated = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        #expect(updated.count == rows + 1)
        #expect(updated[0] == Self.header)
        #expect(updated[1] == "en_US\tUSD\t0\t$0.00")
        #expect(updated[12_346] == "en_US\tUSD\t12345\t$12,345.00")
        #expect(updated[rows] == "en_US\tUSD\t99999\t$99,999.00")
    }

    // MARK: - Versions

    @Test func theVersionsCommentIsReplacedWhereItIs() throws {
        let text = "# mine\n# tipfmt check: written with ICU 78.1, CLDR 48.0\nen_US\tUSD\t1\tx\n"
        #expect(try Self.updated(text, .tsv) == "# mine\n\(Self.header)\nen_US\tUSD\t1\t$1.00\n")
    }

    @Test func theTableRecordsTheVersionsThatWroteIt() throws {
        let text = "# tipfmt check: written with ICU 78.1, CLDR 48.0\r\nen_US\tUSD\t1\t$1.00\r\n"
        let table = try CheckTable(bytes: Array(text.utf8), path: "t", format: .tsv)
        #expect(table.writtenWith == FormattingVersions(icu: "78.1", cldr: "48.0"))
        let report = CheckReport(table: table, versions: Self.versions)
        #expect(report.versionNote == "table written with CLDR 48.0 (ICU 78.1), checked with CLDR 42.0 (ICU 72.1)")
        let plain = try CheckTable(bytes: Array("en_US\tUSD\t1\t$1.00\n".utf8), path: "t", format: .tsv)
        #expect(plain.writtenWith == nil && CheckReport(table: plain).versionNote == nil)
    }

    /// Written and checked with the same versions, there is nothing to say.
    @Test func theVersionsLineOnlyWhenTheVersionsDiffer() throws {
        let same = try CheckTable(
            bytes: Array("\(Self.header)\nen_US\tUSD\t1\tx\n".utf8), path: "t", format: .tsv)
        let report = CheckReport(table: same, versions: Self.versions)
        #expect(report.versionNote == nil)
        #expect(
            CheckReport.headLines(for: [report]) == [
                "1 row differs, by rule:",
                "  other: 1 row in en_US; e.g. t:2 en_US USD 1: a number on one side only (x → $1.00)",
            ])
        let otherICU = CheckReport(table: same, versions: FormattingVersions(icu: "72.2", cldr: "42.0"))
        #expect(otherICU.versionNote == "table written with CLDR 42.0 (ICU 72.1), checked with CLDR 42.0 (ICU 72.2)")
        var totals = CheckTotals(path: "t", versions: Self.versions)
        totals.add(report, isFirst: true)
        #expect(totals.versionNote == nil)
    }

    /// A wrong currency is left as it is unless accepted; the rest of the table is updated.
    @Test func aWrongCurrencyIsUpdatedOnlyWhenAccepted() throws {
        let text = "en_US\tEUR\t1234.5\t$1,234.50\nen_US\tUSD\t1\t$1\n"
        let table = try CheckTable(bytes: Array(text.utf8), path: "t", format: .tsv)
        let report = CheckReport(table: table, versions: Self.versions)
        #expect(report.results.compactMap(\.drift?.rule) == [.wrongCurrency, .fractionDigits])
        #expect(report.rowsToUpdate() == 1)
        #expect(
            try Self.updated(text, .tsv, .init())
                == "\(Self.header)\nen_US\tEUR\t1234.5\t$1,234.50\nen_US\tUSD\t1\t$1.00\n")
        #expect(report.rowsToUpdate(.init(acceptsCurrencyChange: true)) == 2)
        #expect(
            try Self.updated(text, .tsv, .init(acceptsCurrencyChange: true))
                == "\(Self.header)\nen_US\tEUR\t1234.5\t€1,234.50\nen_US\tUSD\t1\t$1.00\n")
        #expect(try Self.updated(text, .tsv, .init(onlyRule: .wrongCurrency)) == nil)
    }

    /// `--update` writes drift only: a wrong sign and another value stay byte for byte, each
    /// until its own rule is accepted.
    @Test func onlyDriftIsWrittenUnlessItsRuleIsAccepted() throws {
        let text = "en_US\tUSD\t42\t-$42.00\nen_US\tUSD\t42.5\t$42.60\nde_DE\tEUR\t1\t1,00 €\n"
        let table = try CheckTable(bytes: Array(text.utf8), path: "t", format: .tsv)
        let report = CheckReport(table: table, versions: Self.versions)
        #expect(report.results.compactMap(\.drift?.rules) == [[.wrongSign], [.other], [.space]])
        let space = "de_DE\tEUR\t1\t1,00\\u00A0€\n"
        #expect(report.rowsToUpdate() == 1)
        #expect(
            try Self.updated(text, .tsv, .init())
                == "\(Self.header)\nen_US\tUSD\t42\t-$42.00\nen_US\tUSD\t42.5\t$42.60\n" + space)
        #expect(
            try Self.updated(text, .tsv, .init(accepted: [.wrongSign]))
                == "\(Self.header)\nen_US\tUSD\t42\t$42.00\nen_US\tUSD\t42.5\t$42.60\n" + space)
        #expect(
            try Self.updated(text, .tsv, .init(accepted: [.wrongSign, .other]))
                == "\(Self.header)\nen_US\tUSD\t42\t$42.00\nen_US\tUSD\t42.5\t$42.50\n" + space)
        let options = CheckReport.UpdateOptions(accepted: [.other])
        #expect(report.results.compactMap(\.drift).map(options.refusedRules) == [[.wrongSign], [], []])
        // Accepting a drift rule changes nothing: drift is always written.
        #expect(report.rowsToUpdate(.init(accepted: [.space])) == 1)
        // --accept-currency-change is --accept wrong-currency.
        #expect(CheckReport.UpdateOptions(acceptsCurrencyChange: true).accepted == [.wrongCurrency])
    }

    /// Adding a version keeps the old value, keyed by the CLDR the header says wrote it.
    @Test func addingAVersionKeepsTheOldValueBesideTheNew() throws {
        let text = "# tipfmt check: written with ICU 78.1, CLDR 48.0\nde_CH\tCHF\t1234.5\tCHF\u{A0}1'234.50\n"
        let updated = try Self.updated(text, .tsv, .init(mode: .addVersion))
        #expect(
            updated
                == "\(Self.header)\nde_CH\tCHF\t1234.5\t{cldr42}CHF\u{A0}1\u{2019}234.50{cldr48}CHF\u{A0}1'234.50\n")
        // The updated table passes here, naming the version whose value it used.
        let table = try CheckTable(bytes: Array((updated ?? "").utf8), path: "t", format: .tsv)
        let report = CheckReport(table: table, versions: Self.versions)
        #expect(report.passed)
        #expect(report.results.map(\.expectationVersion) == ["42"])
    }

    @Test func addingAVersionToATableOfUnknownVersionIsRefused() throws {
        #expect(throws: CheckError.self) {
            try Self.updated("de_CH\tCHF\t1234.5\tCHF\u{A0}1'234.50\n", .tsv, .init(mode: .addVersion))
        }
    }

    /// In a version-keyed field only the running version's value changes, whatever the mode.
    @Test func aKeyedFieldGetsTheRunningVersionsValueReplacedOrAdded() throws {
        let keyed = "en_US\tUSD\t1\t{cldr48}$1.00 {cldr42}wrong\n"
        #expect(try Self.updated(keyed, .tsv) == "\(Self.header)\nen_US\tUSD\t1\t{cldr42}$1.00{cldr48}$1.00 \n")
        let other = "en_US\tUSD\t1\t{cldr48}$1.00 \n"
        #expect(try Self.updated(other, .tsv) == "\(Self.header)\nen_US\tUSD\t1\t{cldr42}$1.00{cldr48}$1.00 \n")
    }

    /// Limited to one rule, an update leaves the rows another rule explains as they were.
    @Test func anUpdateCanBeLimitedToOneRule() throws {
        let text = "de_CH\tCHF\t1234.5\tCHF\u{A0}1'234.50\nnb_NO\tNOK\t1234.5\t1\u{A0}234,50\u{A0}kr\n"
        let table = try CheckTable(bytes: Array(text.utf8), path: "t", format: .tsv)
        let report = CheckReport(table: table, versions: Self.versions)
        let options = CheckReport.UpdateOptions(onlyRule: .groupingSeparator)
        #expect(report.rowsToUpdate(options) == 1)
        #expect(
            try Self.updated(text, .tsv, options)
                == "\(Self.header)\nde_CH\tCHF\t1234.5\tCHF\u{A0}1\u{2019}234.50\nnb_NO\tNOK\t1234.5\t1\u{A0}234,50\u{A0}kr\n"
        )
    }
}
