import FormatCheck
import FormatCheckTesting
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library as a team would use it from its own tests: the checked-in examples, the
/// expectations helper, and the failure message a test can `#expect` on.
@Suite struct FormatCheckExpectationsTests {
    static let examples =
        String(#filePath.dropLast("Tests/FormatCheckTests/FormatCheckExpectationsTests.swift".utf8.count))
        + "Examples/"

    @Test func thePassingExamplePassesWithNoIssue() {
        let report = expectFormatting(inTable: Self.examples + "formats.tsv")
        #expect(report.matched == 30 && report.passed)
        #expect(report.failureMessage == nil)
    }

    /// failing.tsv has four wrong rows: four issues, one per row, each naming file and line.
    @Test func theFailingExampleRecordsOneIssuePerWrongRow() {
        let recorded = Mutex<[String]>([])
        withKnownIssue {
            expectFormatting(inTable: Self.examples + "failing.tsv")
        } matching: { issue in
            recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
            return true
        }
        let issues = recorded.withLock { $0 }
        #expect(issues.count == 4)
        #expect(
            issues.first == """
                \(Self.examples)failing.tsv:7: de_DE EUR 1234.5: differs at character 9 (space changed)
                  expected: 1.234,50 €
                  actual:   1.234,50<NBSP>€
                                    ^
                """)
    }

    @Test func oneAmountMatchesOrRecordsAnIssue() {
        expectFormatting("1234.5", currency: "EUR", locale: "de_DE", equals: "1.234,50\u{A0}€")
        expectFormatting("-5", currency: "USD", locale: "en_US", style: "accounting", equals: "($5.00)")
        expectFormatting("1.03", currency: "CHF", locale: "de_CH", flags: "cash", equals: "CHF\u{A0}1.05")
        withKnownIssue {
            expectFormatting("1234.5", currency: "EUR", locale: "fr_FR", equals: "1 234,50 €")
        }
        withKnownIssue {
            expectFormatting("1,5", currency: "EUR", locale: "fr_FR", equals: "1,50 €")
        }
    }

    @Test func theFailureMessageListsEveryProblem() throws {
        let table = try CheckTable(
            bytes: Array("en_US\tUSD\t1\t$1.00\nen_US\tUSD\t2\t$2\nxx_YY\tUSD\t1\t$1.00\n".utf8), path: "t.tsv")
        let message = try #require(CheckReport(table: table).failureMessage)
        let lines = message.split(separator: "\n")
        #expect(lines.first == "1 row differs, by rule:")
        #expect(lines.contains("t.tsv:2: en_US USD 2: differs at character 3 (fraction digits changed)"))
        #expect(lines.contains { $0.hasPrefix("t.tsv:3: unknown locale 'xx_YY'") })
        #expect(
            lines.last == "checked 3 rows in 1 file with \(FormattingVersions.current): 1 match, 1 differs, 1 malformed"
        )
    }

    /// A FIFO named as a table is an error at once, never a wait for a writer.
    @Test func aFIFOIsNotRead() throws {
        let path = "/tmp/formatcheck-fifo-\(getpid())"
        unlink(path)
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let report = CheckReport(path: path, format: .tsv)
        #expect(report.tableError?.description == "\(path): cannot read: it is not a regular file")
    }

    @Test func theFormatComesFromTheExtension() {
        #expect(CheckTableFormat(path: "a/b.TSV") == .tsv)
        #expect(CheckTableFormat(path: "b.tab") == .tsv)
        #expect(CheckTableFormat(path: "b.csv") == .csv)
        #expect(CheckTableFormat(path: "b.json") == .json)
        #expect(CheckTableFormat(path: "b.xlsx") == nil)
        #expect(CheckTableFormat(path: ".tsv") == nil)
    }
}
