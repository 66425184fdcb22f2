import Foundation
import Testing

// Nested in CheckCommandTests so that filtering on it runs these too.
extension CheckCommandTests {
    /// `tipfmt check` as a person reviewing a CI run meets it: a regression is reported as one and
    /// `--update` will not write it away, a table's diff shows its invisible characters, a table
    /// written with spaces says so, and nothing from a file name or a cell reaches the terminal raw.
    @Suite struct Review {
        let cli = Tipfmt()

        static let versions = "ICU 72.1, CLDR 42.0"
        static let header = "# tipfmt check: written with ICU 72.1, CLDR 42.0\n"

        func file(_ name: String, _ text: String) throws -> String {
            let path = cli.home + "/" + name
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }

        func contents(_ path: String) throws -> String {
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        }

        // MARK: - A regression is never drift

        /// Another currency's symbol is a failure: `--update` writes the drift beside it and leaves
        /// it, saying why, until `--accept-currency-change`.
        @Test func updateLeavesAWrongCurrencyUnlessAccepted() throws {
            let path = try file("money.tsv", "en_US\tEUR\t1234.5\t$1,234.50\nde_DE\tEUR\t5\t5,00 €\n")
            let result = try cli.run(["check", path, "--update"])
            #expect(result.status == 1, "\(result)")
            #expect(
                result.lines == [
                    "2 rows differ, by rule:",
                    "  wrong currency, not drift: 1 row in en_US; e.g. \(path):1 en_US EUR 1234.5: USD's $ → EUR's € ($1,234.50 → €1,234.50)",
                    "  space changed: 1 row in de_DE; e.g. \(path):2 de_DE EUR 5: after ' ' → after '<NBSP>' (5,00 € → 5,00<NBSP>€)",
                    "\(path):1: en_US EUR 1234.5: differs at character 1 (wrong currency, not drift)",
                    "  expected: $1,234.50",
                    "  actual:   €1,234.50",
                    "            ^",
                    "\(path):2: de_DE EUR 5: differs at character 5 (space changed)",
                    "  expected: 5,00 €",
                    "  actual:   5,00<NBSP>€",
                    "                ^",
                    "checked 2 rows in 1 file with \(Self.versions): 0 match, 2 differ, 0 malformed",
                ], "\(result)")
            #expect(
                result.stderr
                    == "tipfmt: note: \(path):1: en_US EUR 1234.5: wrong-currency (USD's $ → EUR's €) not updated; "
                    + "correct the row, or pass --accept wrong-currency to write ICU's text\n"
                    + "tipfmt: note: updated 1 row in \(path)\n", "\(result)")
            // The drift is written as an escape (the table showed no spelling), the regression kept.
            #expect(try contents(path) == Self.header + "en_US\tEUR\t1234.5\t$1,234.50\nde_DE\tEUR\t5\t5,00\\u00A0€\n")

            let accepted = try cli.run(["check", path, "--update", "--accept-currency-change"])
            #expect(accepted.status == 0, "\(accepted)")
            #expect(accepted.stderr == "tipfmt: note: updated 1 row in \(path)\n", "\(accepted)")
            #expect(try contents(path) == Self.header + "en_US\tEUR\t1234.5\t€1,234.50\nde_DE\tEUR\t5\t5,00\\u00A0€\n")

            // Written and checked with the same versions: no versions line.
            let again = try cli.run(["check", path])
            #expect(again.status == 0, "\(again)")
            #expect(
                again.lines == ["checked 2 rows in 1 file with \(Self.versions): 2 match, 0 differ, 0 malformed"],
                "\(again)")
        }

        /// The rows once named as drift, now each a failure.
        @Test func theRegressionsOnceNamedAsDrift() throws {
            let path = try file(
                "regressions.tsv",
                "en_US\tEUR\t1234.5\t$1,234.50\nen_US\tUSD\t1234.5\t-$1,234.50\nde_DE\tEUR\t5\t5,00 $\n"
                    + "fr_CA\tCAD\t1234.5\t1\u{A0}234,50\u{A0}$\u{A0}CA\n")
            let result = try cli.run(["check", path, "--summary-only"])
            #expect(result.status == 1, "\(result)")
            #expect(
                result.lines == [
                    "4 rows differ, by rule:",
                    "  wrong currency, not drift: 2 rows in en_US, de_DE; e.g. \(path):1 en_US EUR 1234.5: USD's $ → EUR's € ($1,234.50 → €1,234.50)",
                    "  wrong sign, not drift: 1 row in en_US; e.g. \(path):2 en_US USD 1234.5: negative → positive (-$1,234.50 → $1,234.50)",
                    "  symbol or code text changed: 1 row in fr_CA; e.g. \(path):4 fr_CA CAD 1234.5: $<NBSP>CA → $ (1<NBSP>234,50<NBSP>$<NBSP>CA → 1<NBSP>234,50<NBSP>$)",
                    "checked 4 rows in 1 file with \(Self.versions): 0 match, 4 differ, 0 malformed",
                ], "\(result)")
        }

        @Test func acceptingACurrencyChangeNeedsUpdate() throws {
            let path = try file("t.tsv", "en_US\tUSD\t1\t$1.00\n")
            let result = try cli.run(["check", path, "--accept-currency-change"])
            #expect(result.status == 64, "\(result)")
            #expect(result.stderr.contains("--accept-currency-change say how to update: add --update"), "\(result)")
        }

        // MARK: - Tables people can read in a diff

        /// Escapes and names are read; a row is updated in its own spelling.
        @Test func escapesAndNamesAreReadAndKeptByAnUpdate() throws {
            let path = try file(
                "spelled.tsv",
                Self.header + "de_DE\tEUR\t1234.5\t1.234,50\\u00A0€\nfr_FR\tEUR\t1234.5\t1<NBSP>234,50<NBSP>€\n")
            let check = try cli.run(["check", path])
            #expect(check.status == 1, "\(check)")
            #expect(
                check.lines == [
                    "1 row differs, by rule:",
                    "  space changed: 1 row in fr_FR; e.g. \(path):3 fr_FR EUR 1234.5: <NBSP> → <NNBSP> (1<NBSP>234,50<NBSP>€ → 1<NNBSP>234,50<NBSP>€)",
                    "\(path):3: fr_FR EUR 1234.5: differs at character 2 (space changed)",
                    "  expected: 1<NBSP>234,50<NBSP>€",
                    "  actual:   1<NNBSP>234,50<NBSP>€",
                    "             ^",
                    "checked 2 rows in 1 file with \(Self.versions): 1 match, 1 differs, 0 malformed",
                ], "\(check)")
            let update = try cli.run(["check", path, "--update"])
            #expect(update.status == 0, "\(update)")
            #expect(
                try contents(path)
                    == Self.header + "de_DE\tEUR\t1234.5\t1.234,50\\u00A0€\nfr_FR\tEUR\t1234.5\t1<NNBSP>234,50<NBSP>€\n"
            )
        }

        @Test func aTSVWrittenWithSpacesGetsAHint() throws {
            let path = try file("spaces.tsv", "locale currency amount expected\nen_US USD 1 $1.00\n")
            let result = try cli.run(["check", path])
            #expect(result.status == 2, "\(result)")
            #expect(
                result.stderr
                    == "tipfmt: error: \(path):1: expected 4 to 6 tab-separated columns (locale, currency, amount, "
                    + "expected[, style[, flags]]), found 1; the header has spaces but no tab: separate the columns "
                    + "with tabs, not spaces\n"
                    + "tipfmt: error: \(path):2: expected 4 to 6 tab-separated columns (locale, currency, amount, "
                    + "expected[, style[, flags]]), found 1; the line has spaces but no tab: separate the columns "
                    + "with tabs, not spaces\n", "\(result)")
        }

        // MARK: - One terminal boundary

        /// A file name and the cells of malformed rows holding `ESC[8m` (hidden text) and U+202E
        /// (right-to-left override) are shown by name, in the text report, on stderr, in GitHub
        /// annotations and in JUnit.
        @Test func escapeSequencesAndBidiControlsAreShownByName() throws {
            let path = try file(
                "evil\u{1B}[8m\u{202E}vst.tsv",
                "en\u{1B}[8m_US\tUSD\t1\t$1.00\nen_US\tUSD\t1\t$1.00\t\tcash,\u{202E}loud\n"
                    + "en_US\tUS\u{1B}[31mD\t1\t$1.00\nen_US\tUSD\t1\t$1\n")
            let shown = cli.home + "/evil<ESC>[8m<U+202E>vst.tsv"
            let errors = [
                "\(shown):1: unknown locale 'en<ESC>[8m_US': it has characters no locale id has",
                "\(shown):2: unknown flag '<U+202E>loud'; flags are cash, latin-digits, no-grouping, sign-always, sign-never, sign-except-zero",
                "\(shown):3: unknown currency 'US<ESC>[31mD'; use an ISO 4217 code such as USD or EUR",
            ]
            let summary = "  fraction digits changed: 1 row in en_US; e.g. \(shown):4 en_US USD 1: 0 → 2 ($1 → $1.00)"
            let closing = "checked 4 rows in 1 file with \(Self.versions): 0 match, 1 differs, 3 malformed"

            let text = try cli.run(["check", path])
            #expect(text.status == 2, "\(text)")
            #expect(
                text.lines == [
                    "1 row differs, by rule:", summary,
                    "\(shown):4: en_US USD 1: differs at character 3 (fraction digits changed)",
                    "  expected: $1",
                    "  actual:   $1.00",
                    "              ^",
                    closing,
                ], "\(text)")
            #expect(text.stderr == errors.map { "tipfmt: error: \($0)\n" }.joined(), "\(text)")

            let github = try cli.run(["check", path, "--format", "github"])
            #expect(github.status == 2, "\(github)")
            let file = "file=\(shown)"
            #expect(
                github.lines == [
                    "1 row differs, by rule:", summary,
                    "::group::fraction digits changed (1 row)",
                    "::error \(file),line=4,title=tipfmt check%3A fraction digits changed::en_US USD 1: expected '$1' but got '$1.00' (fraction digits changed: 0 → 2)",
                    "::endgroup::",
                    "::error \(file),line=1,title=tipfmt check::unknown locale 'en<ESC>[8m_US': it has characters no locale id has",
                    "::error \(file),line=2,title=tipfmt check::unknown flag '<U+202E>loud'; flags are cash, latin-digits, no-grouping, sign-always, sign-never, sign-except-zero",
                    "::error \(file),line=3,title=tipfmt check::unknown currency 'US<ESC>[31mD'; use an ISO 4217 code such as USD or EUR",
                    closing,
                ], "\(github)")
            #expect(github.stderr == errors.map { "tipfmt: error: \($0)\n" }.joined(), "\(github)")

            let junit = try cli.run(["check", path, "--junit", "/dev/stdout", "--summary-only"])
            #expect(
                junit.stdout.contains("name=\"\(cli.home)/evil&lt;U+001B&gt;[8m&lt;U+202E&gt;vst.tsv\""), "\(junit)")

            // JSON keeps the strings (escaped, they parse back to the same name), never raw.
            let json = try cli.run(["check", path, "--format", "json"])
            #expect(json.stdout.contains("\\u202E"), "\(json)")
            let object = try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any]
            let rows = object?["rows"] as? [[String: Any]] ?? []
            #expect(rows.first?["file"] as? String == path || rows.first?["path"] as? String == path, "\(json)")

            for output in [text, github, junit, json] {
                let raw = (output.stdout + output.stderr).unicodeScalars.filter { $0 == "\u{1B}" || $0 == "\u{202E}" }
                #expect(raw.isEmpty, "nothing raw reaches the terminal: \(output)")
            }
        }
    }
}
