import Testing

/// Amounts typed on the command line: a lone decimal point where one reading exists, the input
/// locale's currency, a hint naming the `--input-locale` that reads a bill, and messages that
/// never suggest another option for one written without its space.
@Suite struct TypedAmountCommandTests {
    let cli = Tipfmt()

    @Test(arguments: [
        // 0.99 × 18% = 0.1782 → 0.18; 1.17.
        (
            ["calc", "$.99", "--input-locale", "en_US", "--tip", "18"],
            ["Bill       $0.99", "Tip (18%)  $0.18", "Total      $1.17"]
        ),
        // 99 × 18% = 17.82; 116.82.
        (
            ["calc", "$00099.", "--input-locale", "en_US", "--tip", "18"],
            ["Bill        $99.00", "Tip (18%)   $17.82", "Total      $116.82"]
        ),
    ])
    func readsALoneDecimalPoint(_ arguments: [String], lines: [String]) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == lines, "\(result)")
    }

    @Test(arguments: [
        (
            ["calc", "CHF 1'234.50"],
            "tipfmt: error: invalid bill 'CHF 1'234.50': unexpected 'C' at character 1; use numbers, + - * / and "
                + "parentheses; it reads as CHF\u{A0}1,234.50 with --input-locale de_CH\n"
        ),
        // No locale reads these as written: no hint.
        (["calc", "1+"], "tipfmt: error: invalid bill '1+': it ends where a number was expected\n"),
        (
            ["calc", "84.505"],
            "tipfmt: error: the bill '84.505' has more fraction digits than USD's 2; write 84.51\n"
        ),
    ])
    func aBillThatALocaleReadsNamesItsInputLocale(_ arguments: [String], message: String) throws {
        let result = try cli.run(arguments + ["-l", "en_US"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout == "", "\(result)")
        #expect(result.stderr == message, "\(result)")
    }

    /// Without --input-locale a percentage is canonical: a comma in one never suggests
    /// --input-locale (with one, `8,875%` reads in its separator: TypedNumbersTests).
    @Test(arguments: [["--tax", "8,875%"]])
    func aPercentageWithACommaSuggestsNoInputLocale(_ arguments: [String]) throws {
        let result = try cli.run(["calc", "84.50"] + arguments)
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: invalid --tax '8,875%': a comma is not allowed; write 1234.50 with '.' as the "
                + "decimal point; give a rate such as 8.875%\n", "\(result)")
    }

    @Test func aValueJoinedToAShortOptionIsNotTakenForAnotherOption() throws {
        let result = try cli.run("calc", "84.50", "-t18")
        #expect(result.status == 64, "\(result)")
        #expect(
            result.stderr
                == "tipfmt: error: '-t18': put a space between -t and its value, as in -t 18 (see 'tipfmt help')\n",
            "\(result)")
        #expect(!result.stderr.contains("--tax"))
    }
}
