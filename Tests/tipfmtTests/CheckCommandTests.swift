import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `tipfmt check` end to end: each input format, each exit code, the report formats, --update.
@Suite struct CheckCommandTests {
    let cli = Tipfmt()

    /// The versions this suite's expected outputs come from, as the summary line names them.
    static let versions = "ICU 72.1, CLDR 42.0"

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    /// Writes `text` to a new file in this test's private directory and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let path = cli.home + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    // MARK: - Exit codes

    @Test func thePassingExampleExitsZero() throws {
        let result = try cli.run(["check", Self.examples + "/formats.tsv"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == ["checked 30 rows in 1 file with \(Self.versions): 30 match, 0 differ, 0 malformed"],
            "\(result)")
        #expect(result.stderr == "")
    }

    @Test func theFailingExampleExitsOneAndShowsInvisibles() throws {
        let path = Self.examples + "/failing.tsv"
        let result = try cli.run(["check", path])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.lines == [
                "4 rows differ, by rule:",
                "  symbol or code text changed: 1 row in ja_JP; e.g. \(path):13 ja_JP JPY 1234: ¥ → ￥ (¥1,234 → ￥1,234)",
                "  space changed: 2 rows in de_DE, fr_FR; e.g. \(path):7 de_DE EUR 1234.5: after ' ' → after '<NBSP>' (1.234,50 € → 1.234,50<NBSP>€)",
                "  direction marks changed: 1 row in he_IL; e.g. \(path):11 he_IL ILS 1234.5: after '<RLM>' → before '<RLM>', after '<RLM>' (1,234.50<NBSP><RLM>₪ → <RLM>1,234.50<NBSP><RLM>₪)",
                "\(path):7: de_DE EUR 1234.5: differs at character 9 (space changed)",
                "  expected: 1.234,50 €",
                "  actual:   1.234,50<NBSP>€",
                "                    ^",
                "\(path):9: fr_FR EUR 1234.5: differs at character 2 (space changed)",
                "  expected: 1<NBSP>234,50<NBSP>€",
                "  actual:   1<NNBSP>234,50<NBSP>€",
                "             ^",
                "\(path):11: he_IL ILS 1234.5: differs at character 1 (direction marks changed)",
                "  expected: 1,234.50<NBSP><RLM>₪",
                "  actual:   <RLM>1,234.50<NBSP><RLM>₪",
                "            ^",
                "\(path):13: ja_JP JPY 1234: differs at character 1 (symbol or code text changed)",
                "  expected: ¥1,234",
                "  actual:   ￥1,234",
                "            ^",
                "checked 5 rows in 1 file with \(Self.versions): 1 match, 4 differ, 0 malformed",
            ], "\(result)")
    }

    @Test func invisiblesWithoutNamesShowTheirCodePoint() throws {
        // LRM (U+200E) and a thin space (U+2009) have no short name.
        let path = try file("odd.tsv", "en_US\tUSD\t1\t\u{200E}$1.00\u{2009}\n")
        let result = try cli.run(["check", path])
        #expect(result.status == 1, "\(result)")
        // The summary counts the row under both its rules (space, direction marks): two lines.
        #expect(result.lines[4] == "  expected: <U+200E>$1.00<U+2009>", "\(result)")
        #expect(result.lines[5] == "  actual:   $1.00", "\(result)")
    }

    @Test func allFilesAreCheckedAndMalformedWinsWithTwo() throws {
        let broken = try file("broken.tsv", "# header comment\n\nen_US\tUSD\t1\t$1.00\nen_US\tUSD\t2\n")
        let result = try cli.run(["check", broken, Self.examples + "/failing.tsv", Self.examples + "/formats.tsv"])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: \(broken):4: expected 4 to 6 tab-separated columns (locale, currency, amount, expected[, style[, flags]]), found 3\n"
        )
        #expect(result.stdout.contains("failing.tsv:7: de_DE EUR 1234.5"), "\(result)")
        #expect(
            // The broken table's good row is checked too: a malformed row stops only itself.
            result.lines.last == "checked 36 rows in 3 files with \(Self.versions): 32 match, 4 differ, 1 malformed",
            "\(result)")
    }

    @Test(arguments: [
        (
            "bad.tsv", "en_US\tUSD\t1\t$1.00\n\nen_US\tUSD\t1\t$1.00\tsymbol\tcash,loud\n",
            "bad.tsv:3: unknown flag 'loud'; flags are cash, latin-digits, no-grouping, sign-always, sign-never, sign-except-zero"
        ),
        ("bad.tsv", "# c\nxx_YY\tUSD\t1\t$1.00\n", "bad.tsv:2: unknown locale 'xx_YY'"),
        ("bad.tsv", "en_US\tUSD\t1\t$1.00\tfancy\n", "bad.tsv:1: unknown style 'fancy'"),
        // No hint to an option `check` does not have (--input-locale).
        (
            "bad.tsv", "en_US\tUSD\t1,5\t$1.00\n",
            "bad.tsv:1: invalid amount '1,5': a comma is not allowed; write 1234.50 with '.' as the decimal point\n"
        ),
        (
            "bad.tsv", "en_US\tUSD\t1\t$1.00\t\tsign-always,sign-never\n",
            "bad.tsv:1: flags 'sign-always' and 'sign-never' contradict"
        ),
        ("bad.tsv", "en_US\t\t1\t$1.00\n", "bad.tsv:1: the currency column is empty"),
        (
            "bad.csv", "locale,currency,amount,expected\nen_US,USD,1,\"$1.00\n\n",
            "bad.csv:2: a quoted field is never closed"
        ),
        ("bad.csv", "en_US,USD,1,\"$1.00\"x\n", "bad.csv:1: text after a closing quote"),
        ("bad.csv", "# c\nen_US,USD,1,$1\"00\n", "bad.csv:2: a quote inside an unquoted field"),
        (
            "bad.json",
            "[\n  {\"locale\": \"en_US\", \"currency\": \"USD\", \"amount\": \"1\", \"expected\": \"$1.00\"},\n  {\"locale\": \"en_US\",\n   \"expexted\": \"$1.00\"}\n]\n",
            "bad.json:4: unknown key \"expexted\"; the keys are locale, currency, amount, expected, style, flags"
        ),
        ("bad.json", "{\"locale\": \"en_US\"}", "bad.json:1: a JSON table is an array of objects"),
        (
            "bad.json", "[\n{\"locale\": \"en_US\", \"currency\": \"USD\", \"amount\": \"1\"}\n]",
            "bad.json:2: the row has no \"expected\""
        ),
        (
            "bad.json",
            "[\n{\"locale\": \"en_US\", \"currency\": \"USD\",\n \"amount\": \"1\", \"expected\": \"$1.00}]",
            "bad.json:3: a string is never closed"
        ),
        ("table.xlsx", "x", "table.xlsx: cannot tell the table format from the file name"),
    ])
    func malformedFilesExitTwoNamingTheLine(_ name: String, _ text: String, _ message: String) throws {
        let path = try file(name, text)
        let result = try cli.run(["check", path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("tipfmt: error: \(cli.home)/\(message)"), "\(result)")
    }

    @Test func unreadableAndInvalidUTF8FilesExitTwo() throws {
        let missing = try cli.run(["check", cli.home + "/none.tsv"])
        #expect(missing.status == 2, "\(missing)")
        #expect(missing.stderr.contains("none.tsv: cannot read"), "\(missing)")
        let path = cli.home + "/latin1.tsv"
        try Data("en_US\tUSD\t1\t$1.00\nde_DE\tEUR\t1\t1,00 \u{80}\n".utf8.map { $0 == 0xC2 ? 0xA0 : $0 }).write(
            to: URL(fileURLWithPath: path))
        let invalid = try cli.run(["check", path])
        #expect(invalid.status == 2, "\(invalid)")
        #expect(invalid.stderr.contains("latin1.tsv:2: the line is not valid UTF-8"), "\(invalid)")
    }

    @Test func noFileIsAUsageError() throws {
        let result = try cli.run(["check"])
        #expect(result.status == 64, "\(result)")
    }

    // MARK: - Input formats

    @Test func csvWithQuotingCommentsHeaderAndCRLF() throws {
        let path = try file(
            "table.csv",
            "# comment, with \"quotes\"\r\nlocale,currency,amount,expected,style,flags\r\n\r\n"
                + "en_US,USD,1234.5,\"$1,234.50\"\r\n"
                + "de_DE,EUR,-42.5,\"-42,50\u{A0}€\",,\r\n"
                + "en_US,USD,5,+$5.00,,\"sign-always, cash\"\r\n"
                + "en_US,USD,1234.5,\"1,234.50 US dollars\",name\r\n")
        let result = try cli.run(["check", path])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == ["checked 4 rows in 1 file with \(Self.versions): 4 match, 0 differ, 0 malformed"],
            "\(result)")
    }

    @Test func csvQuotedFieldMayHoldAQuoteAndANewline() throws {
        let path = try file("q.csv", "en_US,USD,1,\"$1.00 \"\"x\"\"\nnext\"\n")
        let result = try cli.run(["check", path])
        #expect(result.status == 1, "\(result)")
        // The summary counts the row under both its rules: two lines before the row.
        #expect(
            result.lines[3]
                == "\(path):1: en_US USD 1: differs at character 6 (symbol or code text changed, space changed)",
            "\(result)")
        #expect(result.lines[4] == "  expected: $1.00 \"x\"<U+000A>next", "\(result)")
    }

    @Test func jsonWithEscapesNumbersAndFlagArrays() throws {
        let path = try file(
            "table.json",
            """
            [
              {"locale": "de_CH", "currency": "CHF", "amount": "1234.5", "expected": "CHF\\u00a01\\u2019234.50"},
              {"locale": "en_US", "currency": "USD", "amount": -5, "expected": "-$5.00"},
              {"locale": "en_US", "currency": "USD", "amount": "5", "expected": "+$5.00", "flags": ["sign-always"]},
              {"locale": "ar_EG", "currency": "EGP", "amount": "1234.5", "expected": "\\u200f1,234.50\\u00a0ج.م.\\u200f",
               "style": "", "flags": "latin-digits"}
            ]
            """)
        let result = try cli.run(["check", path])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == ["checked 4 rows in 1 file with \(Self.versions): 4 match, 0 differ, 0 malformed"],
            "\(result)")
        let failing = try file(
            "f.json", "[{\"locale\": \"en_US\", \"currency\": \"USD\", \"amount\": \"5\", \"expected\": \"$5\"}]")
        let mismatch = try cli.run(["check", failing])
        #expect(mismatch.status == 1, "\(mismatch)")
        #expect(mismatch.lines.first == "1 row differs, by rule:", "\(mismatch)")
        #expect(
            mismatch.lines.dropFirst(2).first
                == "\(failing):1: en_US USD 5: differs at character 3 (fraction digits changed)",
            "\(mismatch)")
    }

    @Test(arguments: [
        ("bom.tsv", "locale\tcurrency\tamount\texpected\nen_US\tUSD\t1234.5\t$1,234.50\n"),
        ("bom-data.tsv", "en_US\tUSD\t1234.5\t$1,234.50\r\n"),
        ("bom.csv", "locale,currency,amount,expected\r\nen_US,USD,1234.5,\"$1,234.50\"\r\n"),
        ("bom-data.csv", "en_US,USD,1234.5,\"$1,234.50\"\r\n"),
        (
            "bom.json",
            "[{\"locale\": \"en_US\", \"currency\": \"USD\", \"amount\": \"1234.5\", \"expected\": \"$1,234.50\"}]"
        ),
    ])
    func aByteOrderMarkIsSkipped(name: String, text: String) throws {
        let path = try file(name, "\u{FEFF}" + text)
        let result = try cli.run(["check", path])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == ["checked 1 row in 1 file with \(Self.versions): 1 match, 0 differ, 0 malformed"],
            "\(result)")
        #expect(result.stderr == "", "\(result)")
    }

    @Test func updateKeepsTheByteOrderMark() throws {
        let path = try file("bom-update.csv", "\u{FEFF}en_US,USD,1234.5,\"$1,234.00\"\r\n")
        // Another value (other) is written only when accepted.
        let result = try cli.run(["check", path, "--update", "--accept", "other"])
        #expect(result.status == 0, "\(result)")
        #expect(
            try contents(path)
                == "\u{FEFF}# tipfmt check: written with \(Self.versions)\r\nen_US,USD,1234.5,\"$1,234.50\"\r\n")
    }

    @Test func inputFormatOverridesTheExtension() throws {
        let path = try file("table.txt", "en_US\tUSD\t1\t$1.00\n")
        #expect(try cli.run(["check", path]).status == 2)
        let result = try cli.run(["check", path, "--input-format", "tsv"])
        #expect(result.status == 0, "\(result)")
    }

    // MARK: - Reports

    @Test func githubAnnotations() throws {
        let broken = try file("b,1.tsv", "en_US\tUSD\t1\t$1.00\tsymbol\twide\n")
        let failing = try file("f.tsv", "# x\nfr_FR\tEUR\t1234.5\t1 234,50 €\n")
        let result = try cli.run(["check", "--format", "github", failing, broken])
        #expect(result.status == 2, "\(result)")
        let escapedBroken = cli.home + "/b%2C1.tsv"
        #expect(
            result.lines == [
                "1 row differs, by rule:",
                "  space changed: 1 row in fr_FR; e.g. \(failing):2 fr_FR EUR 1234.5:   → <NNBSP> (1 234,50 € → 1<NNBSP>234,50<NBSP>€)",
                "::group::space changed (1 row)",
                "::error file=\(failing),line=2,title=tipfmt check%3A space changed::fr_FR EUR 1234.5: expected '1 234,50 €' but got '1<NNBSP>234,50<NBSP>€' (space changed:   → <NNBSP>)",
                "::endgroup::",
                "::error file=\(escapedBroken),line=1,title=tipfmt check::unknown flag 'wide'; flags are cash, latin-digits, no-grouping, sign-always, sign-never, sign-except-zero",
                "checked 2 rows in 2 files with \(Self.versions): 0 match, 1 differs, 1 malformed",
            ], "\(result)")
    }

    @Test func junitReportParsesAsXMLWithTheRightCounts() throws {
        let broken = try file("b.tsv", "en_US\tUSD\t1\t$1.00\t<&>\n")
        try FileManager.default.createDirectory(atPath: cli.home + "/reports", withIntermediateDirectories: true)
        let report = cli.home + "/reports/junit.xml"
        let result = try cli.run([
            "check", Self.examples + "/failing.tsv", broken, cli.home + "/missing.csv", "--junit", report,
        ])
        #expect(result.status == 2, "\(result)")
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        let document = try XMLDocument(data: data)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "7")
        #expect(root.attribute(forName: "failures")?.stringValue == "4")
        #expect(root.attribute(forName: "errors")?.stringValue == "2")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 3)
        let cases = suites[0].elements(forName: "testcase")
        #expect(cases.count == 5)
        #expect(cases[0].elements(forName: "failure").isEmpty)
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(
            failure.attribute(forName: "message")?.stringValue
                == "space changed: expected '1.234,50 €' but got '1.234,50<NBSP>€'")
        #expect(failure.attribute(forName: "type")?.stringValue == "space")
        #expect(cases[1].attribute(forName: "name")?.stringValue == "line 7: de_DE EUR 1234.5")
        let error = try #require(suites[1].elements(forName: "testcase").first?.elements(forName: "error").first)
        #expect(
            error.attribute(forName: "message")?.stringValue
                == "unknown style '<&>'; use one of symbol, narrow, code, name, accounting (empty means symbol)")
    }

    /// `--junit /dev/stdout` and `--junit -` (stdout here is a regular file) go to the process's own
    /// stdout, which then holds the XML alone (the text report goes to stderr), and nothing in /dev
    /// or the working folder is replaced or created.
    @Test(arguments: ["/dev/stdout", "-"]) func junitToStdoutIsWrittenToStdout(path: String) throws {
        let result = try cli.run(["check", Self.examples + "/failing.tsv", "--junit", path])
        #expect(result.status == 1, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: cli.home + "/-"), "no file named -")
        #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"), "\(result)")
        #expect(result.stdout.hasSuffix("</testsuites>\n"), "\(result)")
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        #expect(document.rootElement()?.attribute(forName: "failures")?.stringValue == "4")
        #expect(result.stderr.hasPrefix("4 rows differ, by rule:\n"), "\(result)")
        #expect(
            result.stderr.hasSuffix("checked 5 rows in 1 file with \(Self.versions): 1 match, 4 differ, 0 malformed\n"),
            "\(result)")
        var info = stat()
        #expect(lstat("/dev/stdout", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK, "/dev/stdout is still a link")
    }

    /// A FIFO is written straight, never replaced by a regular file.
    @Test func junitToAFIFOIsWrittenStraight() throws {
        let result = try cli.runShell(
            """
            mkfifo report.fifo && timeout 10 cat report.fifo > received.xml & \
            sleep 0.2; "$0" check '\(Self.examples)/formats.tsv' --junit report.fifo; status=$?; wait
            test -p report.fifo && echo "still a FIFO"; head -c 5 received.xml; echo; exit $status
            """)
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.suffix(2) == ["still a FIFO", "<?xml"], "\(result)")
    }

    /// A new report is readable by others (0644 under the usual umask 022), as reports are.
    @Test func aNewJUnitReportHasMode0644() throws {
        let result = try cli.runShell(
            "umask 022; mkdir out; \"$0\" check '\(Self.examples)/formats.tsv' --junit out/junit.xml && stat -c %a out/junit.xml"
        )
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.last == "644", "\(result)")
    }

    // MARK: - --update

    @Test func updateRewritesOnlyTheExpectedColumnOfACopy() throws {
        let original = try contents(Self.examples + "/failing.tsv")
        let copy = try file("failing.tsv", original)
        let result = try cli.run(["check", copy, "--update"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "tipfmt: note: updated 4 rows in \(copy)\n", "\(result)")
        let header = "# tipfmt check: written with \(Self.versions)\n"
        let updated = try contents(copy)
        let expectedLines = original.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            switch line {
            case "de_DE\tEUR\t1234.5\t1.234,50 €": "de_DE\tEUR\t1234.5\t1.234,50\u{A0}€"
            case "fr_FR\tEUR\t1234.5\t1\u{A0}234,50\u{A0}€": "fr_FR\tEUR\t1234.5\t1\u{202F}234,50\u{A0}€"
            case "he_IL\tILS\t1234.5\t1,234.50\u{A0}\u{200F}₪": "he_IL\tILS\t1234.5\t\u{200F}1,234.50\u{A0}\u{200F}₪"
            case "ja_JP\tJPY\t1234\t¥1,234": "ja_JP\tJPY\t1234\t￥1,234"
            default: String(line)
            }
        }
        #expect(updated == header + expectedLines.joined(separator: "\n"), "\(visible(updated))")
        #expect(try cli.run(["check", copy]).status == 0)
        // The checked-in example itself is untouched.
        #expect(try contents(Self.examples + "/failing.tsv") == original)
    }

    @Test func updateKeepsCSVQuotingAndOtherColumns() throws {
        let path = try file(
            "u.csv",
            "# keep me\r\nlocale,currency,amount,expected,style\r\n"
                + "de_DE,EUR,1,\"1,00 €\",symbol\r\n"
                + "en_US,USD,1234.5,1234.50,\r\n"
                + "en_US,USD,1,$1.00,\r\n")
        let result = try cli.run(["check", path, "--update"])
        #expect(result.status == 0, "\(result)")
        #expect(
            try contents(path)
                == "# tipfmt check: written with \(Self.versions)\r\n# keep me\r\nlocale,currency,amount,expected,style\r\n"
                + "de_DE,EUR,1,\"1,00\\u00A0€\",symbol\r\n"
                + "en_US,USD,1234.5,\"$1,234.50\",\r\n"
                + "en_US,USD,1,$1.00,\r\n")
    }

    @Test func updateKeepsJSONEscapingStyle() throws {
        let path = try file(
            "u.json",
            "[\n  {\"locale\": \"fr_FR\", \"currency\": \"EUR\", \"amount\": \"1234.5\", \"expected\": \"1\\u00a0234,50\\u00a0€\"},\n"
                + "  {\"expected\": \"x\", \"locale\": \"de_DE\", \"currency\": \"EUR\", \"amount\": \"1\"}\n]\n")
        let result = try cli.run(["check", path, "--update", "--accept", "other"])
        #expect(result.status == 0, "\(result)")
        #expect(
            try contents(path)
                == "[\n  {\"locale\": \"fr_FR\", \"currency\": \"EUR\", \"amount\": \"1234.5\", \"expected\": \"1\\u202f234,50\\u00a0€\"},\n"
                + "  {\"expected\": \"1,00\\u00a0€\", \"locale\": \"de_DE\", \"currency\": \"EUR\", \"amount\": \"1\"}\n]\n"
        )
    }

    @Test func updateKeepsTheTablesMode() throws {
        let path = try file("mode.tsv", "en_US\tUSD\t1\t$1\n")
        #expect(chmod(path, 0o664) == 0)
        let result = try cli.run(["check", path, "--update"])
        #expect(result.status == 0, "\(result)")
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o664)
        #expect(try contents(path) == "# tipfmt check: written with \(Self.versions)\nen_US\tUSD\t1\t$1.00\n")
    }

    @Test func updateLeavesMalformedFilesAlone() throws {
        let text = "en_US\tUSD\t1\t$2.00\nen_US\tUSD\n"
        let path = try file("m.tsv", text)
        let result = try cli.run(["check", path, "--update"])
        #expect(result.status == 2, "\(result)")
        #expect(try contents(path) == text)
    }

    // MARK: - Rules, versions and limits

    static let fixture =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FormatCheckTests/Fixtures/cldr48-drift.tsv").path

    /// A table from a newer CLDR: the summary (versions, one line per rule, the closing line)
    /// fits in a dozen lines without the rows.
    @Test func summaryOnlyPrintsOneLinePerRule() throws {
        let copy = try file("drift.tsv", try contents(Self.fixture))
        let result = try cli.run(["check", copy, "--summary-only"])
        #expect(result.status == 1, "\(result)")
        #expect(result.lines.count == 7, "\(result)")
        #expect(result.lines.count <= 12)
        #expect(
            result.lines.first
                == "\(copy): table written with CLDR 48.0 (ICU 78.1), checked with CLDR 42.0 (ICU 72.1)", "\(result)")
        #expect(result.lines[2].hasPrefix("  fraction digits changed: 6 rows in id_ID, hu_HU, es_CO, ur_PK, en_PK; "))
        #expect(result.lines.last == "checked 14 rows in 1 file with \(Self.versions): 0 match, 14 differ, 0 malformed")
    }

    @Test func jsonFormatHasTheVersionsTheRulesAndTheRows() throws {
        let copy = try file("drift.tsv", try contents(Self.fixture))
        let result = try cli.run(["check", copy, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        #expect(object["icu"] as? String == "72.1")
        #expect(object["cldr"] as? String == "42.0")
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(
            rules.compactMap { $0["rule"] as? String }
                == ["fraction-digits", "placement", "grouping-separator", "space"])
        #expect(rules.compactMap { $0["rows"] as? Int } == [6, 3, 4, 1])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.count == 14)
        #expect(rows.first?["rules"] as? [String] == ["grouping-separator"])
        #expect(rows.first?["expected"] as? String == "CHF\u{A0}1'234.50")
        #expect(rows.first?["actual"] as? String == "CHF\u{A0}1\u{2019}234.50")
        let tables = try #require(object["tables"] as? [[String: Any]])
        #expect(tables.first?["writtenWithCLDR"] as? String == "48.0")
    }

    /// A table written with CLDR 48 gets the running version's value beside its own; the table
    /// then passes here, saying whose value it used, and keeps both.
    @Test func addVersionKeepsBothValuesAndTheTablePasses() throws {
        let path = try file(
            "keyed.tsv",
            "# tipfmt check: written with ICU 78.1, CLDR 48.0\nde_CH\tCHF\t1234.5\tCHF\u{A0}1'234.50\n")
        let update = try cli.run(["check", path, "--update", "--update-mode", "add-version"])
        #expect(update.status == 0, "\(update)")
        #expect(
            try contents(path)
                == "# tipfmt check: written with \(Self.versions)\n"
                + "de_CH\tCHF\t1234.5\t{cldr42}CHF\u{A0}1\u{2019}234.50{cldr48}CHF\u{A0}1'234.50\n")
        let check = try cli.run(["check", path])
        #expect(check.status == 0, "\(check)")
        #expect(
            check.lines == [
                "\(path): version-keyed rows used CLDR 42's for 1 row (checked with CLDR 42)",
                "checked 1 row in 1 file with \(Self.versions): 1 match, 0 differ, 0 malformed",
            ], "\(check)")
    }

    /// Limited to one rule, an update leaves the other rows differing (exit 1).
    @Test func updateLimitedToOneRule() throws {
        let copy = try file("drift.tsv", try contents(Self.fixture))
        let result = try cli.run(["check", copy, "--update", "--only-rule", "grouping-separator"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr == "tipfmt: note: updated 4 rows in \(copy)\n", "\(result)")
        let after = try cli.run(["check", copy, "--summary-only"])
        #expect(after.lines.last == "checked 14 rows in 1 file with \(Self.versions): 4 match, 10 differ, 0 malformed")
        #expect(try cli.run(["check", copy, "--only-rule", "space"]).status == 64)
    }

    /// A 2 GiB sparse file is refused from its size, before a byte is read.
    @Test func aHugeTableIsRefusedUnread() throws {
        let path = try file("huge.tsv", "en_US\tUSD\t1\t$1.00\n")
        #expect(truncate(path, 2 << 30) == 0)
        defer { unlink(path) }
        let result = try cli.run(["check", path])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: \(path): the table is 2048 MiB, over the limit of 256 MiB; split it into smaller tables\n",
            "\(result)")
    }

    /// A read-only table is refused, not replaced (even for root, who could write it).
    @Test func updateRefusesAReadOnlyTable() throws {
        let text = "en_US\tUSD\t1\t$1\n"
        let path = try file("ro.tsv", text)
        #expect(chmod(path, 0o444) == 0)
        let result = try cli.run(["check", path, "--update"])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: \(path): cannot update a read-only table (mode 444); make it writable (chmod u+w) to update it\n",
            "\(result)")
        #expect(try contents(path) == text)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o7777 == 0o444)
    }

    /// A table with another hard link is refused: replacing it would leave the other name old.
    @Test func updateRefusesAHardLinkedTable() throws {
        let text = "en_US\tUSD\t1\t$1\n"
        let path = try file("linked.tsv", text)
        let other = cli.home + "/other-name.tsv"
        #expect(link(path, other) == 0)
        let result = try cli.run(["check", path, "--update"])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: \(path): cannot update a table with 2 hard links: replacing it would split them; update a copy, or remove the other links first\n",
            "\(result)")
        #expect(try contents(path) == text && contents(other) == text)
        var left = stat()
        var right = stat()
        #expect(stat(path, &left) == 0 && stat(other, &right) == 0 && left.st_ino == right.st_ino)
    }

    /// The version-keyed example passes here with CLDR 42's values and says so.
    @Test func theMultiVersionExamplePassesNamingTheVersionUsed() throws {
        let path = Self.examples + "/multi-version.tsv"
        let result = try cli.run(["check", path])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                "\(path): version-keyed rows used CLDR 42's for 3 rows (checked with CLDR 42)",
                "checked 4 rows in 1 file with \(Self.versions): 4 match, 0 differ, 0 malformed",
            ], "\(result)")
    }
}
