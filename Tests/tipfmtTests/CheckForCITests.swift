import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `tipfmt check` as a CI job runs it: `--update` blesses drift and nothing else, drift can warn
/// while regressions fail, tables come from stdin, a malformed row stops only itself, an empty
/// table fails, and reports go only where they are asked to.
@Suite struct CheckForCITests {
    let cli = Tipfmt()
    static let versions = CheckCommandTests.versions
    static let header = "# tipfmt check: written with \(versions)\n"
    /// A wrong sign, another value and a space: two regressions and one drift.
    static let upgraded = "en_US\tUSD\t42\t-$42.00\nen_US\tUSD\t42.5\t$42.60\nde_DE\tEUR\t1\t1,00 €\n"

    func file(_ name: String, _ text: String) throws -> String {
        let path = cli.home + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func contents(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    // MARK: - --update writes drift only

    @Test func updateLeavesRegressionsByteForByteWithANoteEach() throws {
        let path = try file("app.tsv", Self.upgraded)
        let result = try cli.run(["check", path, "--update", "--summary-only"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: note: \(path):1: en_US USD 42: wrong-sign (negative → positive) not updated; "
                + "correct the row, or pass --accept wrong-sign to write ICU's text\n"
                + "tipfmt: note: \(path):2: en_US USD 42.5: other (42.60 → 42.50) not updated; "
                + "correct the row, or pass --accept other to write ICU's text\n"
                + "tipfmt: note: updated 1 row in \(path)\n", "\(result)")
        #expect(
            try contents(path)
                == Self.header + "en_US\tUSD\t42\t-$42.00\nen_US\tUSD\t42.5\t$42.60\nde_DE\tEUR\t1\t1,00\\u00A0€\n")
    }

    @Test func acceptNamesTheRegressionsToWrite() throws {
        let path = try file("app.tsv", Self.upgraded)
        let sign = try cli.run(["check", path, "--update", "--accept", "wrong-sign"])
        #expect(sign.status == 1, "\(sign)")
        #expect(
            try contents(path)
                == Self.header + "en_US\tUSD\t42\t$42.00\nen_US\tUSD\t42.5\t$42.60\nde_DE\tEUR\t1\t1,00\\u00A0€\n")
        let rest = try cli.run(["check", path, "--update", "--accept", "other,wrong-currency"])
        #expect(rest.status == 0, "\(rest)")
        #expect(rest.stderr == "tipfmt: note: updated 1 row in \(path)\n", "\(rest)")
        #expect(try cli.run(["check", path]).status == 0)
    }

    @Test func acceptCurrencyChangeIsAcceptWrongCurrency() throws {
        let table = "en_US\tEUR\t1234.5\t$1,234.50\n"
        let long = try file("a.tsv", table)
        let short = try file("b.tsv", table)
        #expect(try cli.run(["check", long, "--update", "--accept-currency-change"]).status == 0)
        #expect(try cli.run(["check", short, "--update", "--accept", "wrong-currency"]).status == 0)
        #expect(try contents(long) == Self.header + "en_US\tEUR\t1234.5\t€1,234.50\n")
        #expect(try contents(short) == (try contents(long)))
    }

    @Test(arguments: [
        (
            ["--update", "--accept", "space"],
            "--accept takes the rules that are not drift (wrong-currency, wrong-sign, other); space is drift, which --update always writes"
        ),
        (
            ["--update", "--accept", "wrong-sine"],
            "--accept takes rule names (wrong-currency, wrong-sign, other); 'wrong-sine' is none"
        ),
        (
            ["--accept", "wrong-sign"],
            "--update-mode, --only-rule, --accept and --accept-currency-change say how to update: add --update"
        ),
    ])
    func acceptIsRefusedWhereItWouldDoNothing(arguments: [String], message: String) throws {
        let path = try file("app.tsv", Self.upgraded)
        let result = try cli.run(["check", path] + arguments)
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains(message), "\(result)")
        #expect(try contents(path) == Self.upgraded)
    }

    // MARK: - --drift warn|fail

    @Test func driftWarnsWhileRegressionsFail() throws {
        let drift = try file("drift.tsv", "de_DE\tEUR\t1\t1,00 €\n")
        #expect(try cli.run(["check", drift]).status == 1)
        let warned = try cli.run(["check", drift, "--drift", "warn"])
        #expect(warned.status == 0, "\(warned)")
        #expect(warned.stderr == "tipfmt: note: 1 row differs by drift alone: warnings, not failures (--drift warn)\n")
        let both = try file("both.tsv", Self.upgraded)
        #expect(try cli.run(["check", both, "--drift", "warn"]).status == 1)
        #expect(try cli.run(["check", both, "--drift", "fail"]).status == 1)
    }

    @Test func githubWritesWarningsForDriftAndErrorsForRegressions() throws {
        let path = try file("app.tsv", Self.upgraded)
        let result = try cli.run(["check", path, "--drift", "warn", "--format", "github"])
        #expect(result.status == 1, "\(result)")
        let annotations = result.lines.filter { $0.hasPrefix("::warning") || $0.hasPrefix("::error") }
        #expect(
            annotations.map { $0.prefix { $0 != " " } } == ["::error", "::warning", "::error"], "\(result)")
        #expect(annotations[1].hasPrefix("::warning file=\(path),line=3,title=tipfmt check%3A space changed::"))
        let failing = try cli.run(["check", path, "--format", "github"])
        #expect(failing.lines.filter { $0.hasPrefix("::warning") }.isEmpty, "\(failing)")
    }

    @Test func junitCountsOnlyRegressionsAsFailuresUnderWarn() throws {
        let path = try file("app.tsv", Self.upgraded)
        let result = try cli.run(["check", path, "--drift", "warn", "--junit", "-"])
        #expect(result.status == 1, "\(result)")
        let root = try #require(try XMLDocument(data: Data(result.stdout.utf8)).rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "3")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        let cases = root.elements(forName: "testsuite").first?.elements(forName: "testcase") ?? []
        #expect(cases.map { !$0.elements(forName: "failure").isEmpty } == [true, true, false])
        #expect(cases.last?.elements(forName: "system-out").first?.stringValue?.hasPrefix("warning: drift") == true)
    }

    @Test func jsonGivesEachRowItsSeverity() throws {
        let path = try file("app.tsv", Self.upgraded)
        for (policy, severities) in [("warn", ["error", "error", "warning"]), ("fail", ["error", "error", "error"])] {
            let result = try cli.run(["check", path, "--drift", policy, "--format", "json"])
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let rows = try #require(object["rows"] as? [[String: Any]])
            #expect(rows.compactMap { $0["severity"] as? String } == severities, "\(policy)")
        }
    }

    /// A row is counted under every rule that explains it, not only its first.
    @Test func theSummaryCountsEveryRuleOfARow() throws {
        // ICU writes U+202F to group and U+00A0 before €: both spaces and the grouping differ.
        let path = try file("fr.tsv", "fr_FR\tEUR\t1234.5\t1.234,50 €\n")
        let result = try cli.run(["check", path, "--format", "json", "--summary-only"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.count >= 2, "\(result)")
        #expect(rules.allSatisfy { $0["rows"] as? Int == 1 }, "\(result)")
        #expect((object["rows"] as? [Any])?.isEmpty == true, "--summary-only leaves the rows out")
    }

    // MARK: - Inputs

    @Test(arguments: [
        ("tsv", "locale\tcurrency\tamount\texpected\nen_US\tUSD\t5\t$5.00\n"),
        ("csv", "# a comment, with a comma\nen_US,USD,5,$5.00\n"),
        ("json", "[{\"locale\": \"en_US\", \"currency\": \"USD\", \"amount\": \"5\", \"expected\": \"$5.00\"}]"),
    ])
    func aTableOnStdinIsReadInTheFormatItShows(format: String, table: String) throws {
        let result = try cli.run(["check", "-"], stdin: Data(table.utf8))
        #expect(result.status == 0, "\(format): \(result)")
        #expect(result.lines == ["checked 1 row in 1 file with \(Self.versions): 1 match, 0 differ, 0 malformed"])
        let given = try cli.run(["check", "-", "--input-format", format], stdin: Data(table.utf8))
        #expect(given.status == 0, "\(format): \(given)")
    }

    @Test func aTableOnStdinIsNamedStdin() throws {
        let result = try cli.run(["check", "-"], stdin: Data("en_US\tUSD\t5\t$5\nen_US\tUSD\n".utf8))
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.contains("<stdin>:1: en_US USD 5: differs"), "\(result)")
        #expect(result.stderr.hasPrefix("tipfmt: error: <stdin>:2: expected 4 to 6 tab-separated columns"), "\(result)")
        let update = try cli.run(["check", "-", "--update"], stdin: Data())
        #expect(update.status == 64, "\(update)")
        #expect(update.stderr.contains("cannot update a table read from stdin (-)"), "\(update)")
    }

    @Test func aMalformedRowIsReportedAndTheOthersAreChecked() throws {
        let path = try file(
            "app.csv",
            "locale,currency,amount,expected,style,flags\nfr_FR,EUR,1234.5,1 234,50 €,,\nen_US,USD,5,$5.00\nen_US,USD,6,$5.00\n"
        )
        let result = try cli.run(["check", path])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: \(path):2: expected 4 to 6 comma-separated columns (locale, currency, amount, "
                + "expected[, style[, flags]]), found 7; a field holding commas must be quoted, as \"1 234,50 €\" "
                + "(a quote inside is written \"\")\n", "\(result)")
        #expect(result.stdout.contains("\(path):4: en_US USD 6: differs"), "\(result)")
        #expect(
            result.lines.last == "checked 2 rows in 1 file with \(Self.versions): 1 match, 1 differs, 1 malformed",
            "\(result)")
    }

    @Test func aTableWithNoRowsFailsUnlessAllowed() throws {
        let path = try file("gate.tsv", "locale\tcurrency\tamount\texpected\n# en_US\tUSD\t5\t$5.00\n\n")
        let result = try cli.run(["check", path])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: \(path): no rows to check (only a header, comments or blank lines); "
                + "add rows, or pass --allow-empty\n", "\(result)")
        let allowed = try cli.run(["check", path, "--allow-empty"])
        #expect(allowed.status == 0, "\(allowed)")
        #expect(allowed.lines == ["checked 0 rows in 1 file with \(Self.versions): 0 match, 0 differ, 0 malformed"])
    }

    @Test func anUnknownExtensionNamesInputFormat() throws {
        let path = try file("app.txt", "en_US\tUSD\t5\t$5.00\n")
        let result = try cli.run(["check", path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("or give the format (tipfmt check --input-format tsv|csv|json)"), "\(result)")
    }

    // MARK: - Outputs

    @Test func jsonAndGitHubCannotShareStdoutWithJUnit() throws {
        let result = try cli.run([
            "check", CheckCommandTests.examples + "/formats.tsv", "--junit", "-", "--format", "json",
        ])
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout.isEmpty)
    }

    @Test func aReportIntoAMissingFolderIsRefusedNamingIt() throws {
        let result = try cli.run([
            "check", CheckCommandTests.examples + "/failing.tsv", "--junit", cli.home + "/nonexistent/dir/x.xml",
        ])
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: \(cli.home)/nonexistent/dir/x.xml: cannot write the JUnit report: the folder "
                + "'\(cli.home)/nonexistent/dir' does not exist; create it first\n", "\(result)")
        #expect(!FileManager.default.fileExists(atPath: cli.home + "/nonexistent"), "no folder is made")
    }

    /// Every `--output` refuses a missing folder the same way, and makes none.
    @Test(arguments: [
        ["receipt", "84.50", "--format", "escpos", "--printer", "generic-58", "--output", "missing/r.bin"],
        ["history", "export", "--output", "missing/h.csv"],
    ])
    func everyOutputRefusesAMissingFolder(arguments: [String]) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 73, "\(result)")
        #expect(result.stderr.contains("the folder 'missing' does not exist; create it first"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: cli.home + "/missing"), "no folder is made")
    }

    @Test func tripExportRefusesAMissingFolder() throws {
        #expect(try cli.run("trip", "create", "Nice", "--people", "Ann,Ben").status == 0)
        let result = try cli.run(["trip", "export", "Nice", "--output", "missing/t.json"])
        #expect(result.status == 73, "\(result)")
        #expect(result.stderr.contains("the folder 'missing' does not exist; create it first"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: cli.home + "/missing"), "no folder is made")
    }
}
