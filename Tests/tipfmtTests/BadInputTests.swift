import Foundation
import Testing

/// One bad command line, the exit code it must give and the one line it must print on stderr.
struct BadInput: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { arguments.joined(separator: " ").prefix(60).description }

    init(_ arguments: [String], _ status: Int32, _ message: String) {
        self.arguments = arguments
        self.status = status
        self.message = message
    }
}

@Suite struct BadInputTests {
    /// The message for a bill with a sign: a bill is printed without one, so a sign is a mistake.
    static func signed(_ text: String) -> String {
        "bill '\(text)' has a sign; give the amount as printed, without a sign (refunds are not tips)"
    }

    static let usd = "use an ISO 4217 code such as USD or EUR (try `tipfmt currencies`)"
    static let cases: [BadInput] = [
        .init(["calc", "84.50", "--split", "0"], 1, "invalid party: a party of 0; give a size from 1 to 1000"),
        .init(["calc", "84.50", "--split", "1001"], 1, "invalid party: a party of 1001; give a size from 1 to 1000"),
        .init(
            ["calc", "84.50", "--split", "abc"], 64, "The value 'abc' is invalid for '--split <n>' (see 'tipfmt help')"),
        .init(
            ["calc", "84.50", "--tip", "101"], 1,
            "tip percentage 101 is outside 0...100; give a percentage such as 18 or 17.5"),
        .init(
            ["calc", "84.50", "--tip=-5"], 1,
            "tip percentage -5 is outside 0...100; give a percentage such as 18 or 17.5"),
        .init(
            ["calc", "84.50", "--tip", "abc"], 1,
            "invalid --tip 'abc': unexpected 'a'; use digits, an optional leading '-' and '.'; give a percentage such as 18 or 17.5"
        ),
        .init(["calc", "84.50", "-c", "XYZ"], 1, "unknown currency 'XYZ'; \(usd)"),
        .init(["format", "5", "-c", "usdd"], 1, "unknown currency 'usdd'; \(usd)"),
        .init(["currency", "XYZ"], 1, "unknown currency 'XYZ'; \(usd)"),
        .init(
            ["calc", "84.50", "-l", "xx_YY"], 1,
            "unknown locale 'xx_YY': 'xx' is not a language ICU knows (try `tipfmt locales`)"),
        .init(
            ["calc", "84,50"], 1,
            "invalid bill '84,50': a comma is not allowed; write 1234.50 with '.' as the decimal point (or give "
                + "--input-locale); it reads as $84.50 with --input-locale de_DE"
        ),
        .init(
            ["format", "1,5", "-c", "USD"], 1,
            "invalid amount '1,5': a comma is not allowed; write 1234.50 with '.' as the decimal point (or give --input-locale)"
        ),
        .init(
            ["calc", "abc"], 1,
            "invalid bill 'abc': unexpected 'a' at character 1; use numbers, + - * / and parentheses"),
        .init(
            ["calc", "1e5"], 1,
            "invalid bill '1e5': unexpected 'e' at character 2; use numbers, + - * / and parentheses"),
        .init(["calc", "84.505"], 1, "the bill '84.505' has more fraction digits than USD's 2; write 84.51"),
        .init(["calc", "1.005"], 1, "the bill '1.005' has more fraction digits than USD's 2; write 1.01"),
        .init(
            ["calc", "1200.5", "-c", "JPY"], 1, "the bill '1200.5' has more fraction digits than JPY's 0; write 1201"),
        // Quoted as typed, trailing zero and all, not as the value prints (84.5).
        .init(["calc", "84.50", "-c", "JPY"], 1, "the bill '84.50' has more fraction digits than JPY's 0; write 85"),
        .init(
            ["calc", "84.50", "--tax", "7.505"], 1,
            "--tax '7.505' has more fraction digits than USD's 2; write 7.51; a rate needs a trailing %, as in 8.875%"),
        .init(
            ["calc", "84,505", "--input-locale", "de_DE", "-c", "EUR"], 1,
            "the bill '84,505' has more fraction digits than EUR's 2; round it to 2 decimal places"),
        .init(
            ["calc", "1.234,50 €", "--input-locale", "de_DE", "-c", "USD", "--tip", "18"], 1,
            "invalid bill '1.234,50 €': it is in EUR but --currency is USD; give one currency"),
        .init(
            ["calc", "84.50", "--tip", "-5"], 1,
            "tip percentage -5 is outside 0...100; give a percentage such as 18 or 17.5"),
        .init(
            ["calc", "84.50", "-t", "-5"], 1,
            "tip percentage -5 is outside 0...100; give a percentage such as 18 or 17.5"),
        .init(["calc", "-5"], 1, "the \(signed("-5"))"),
        .init(["-5", "--tip", "10"], 1, "the \(signed("-5"))"),
        .init(["receipt", "-5"], 1, "the \(signed("-5"))"),
        // A sign on a bill is an error whatever its value: refunds are not tips.
        .init(["calc", "-0", "--tip", "15"], 1, "the \(signed("-0"))"),
        .init(["calc", "+12", "--tip", "15"], 1, "the \(signed("+12"))"),
        .init(["calc", "-0,00 €", "--input-locale", "de_DE", "--tip", "15"], 1, "the \(signed("-0,00 €"))"),
        .init(["calc", "5-10"], 1, "the bill -5.00 USD is negative; give an amount of zero or more"),
        .init(["calc", "84.50", "--tax", "-5%"], 1, "tax rate -5% is outside 0...100; give a rate such as 8.875%"),
        .init(["calc", "84.50", "--split", "-2"], 1, "invalid party: a party of -2; give a size from 1 to 1000"),
        .init(
            ["calc", "84.50", "--tip", "--json"], 64,
            "Missing value for '--tip <percent>' ('--json' is an option) (see 'tipfmt help')"),
        .init(
            ["calc", "84.50", "--tax", "--json"], 64,
            "Missing value for '--tax' ('--json' is an option) (see 'tipfmt help')"),
        .init(["calc", "1/0"], 1, "invalid bill '1/0': division by zero"),
        .init(["calc", "(1+2"], 1, "invalid bill '(1+2': a '(' is not closed"),
        .init(["calc", "1+"], 1, "invalid bill '1+': it ends where a number was expected"),
        .init(["calc", "1 2"], 1, "invalid bill '1 2': unexpected number 2"),
        .init(["calc", "--", "-5"], 1, "the \(signed("-5"))"),
        .init(["calc", "84.50", "--bogus"], 64, "Unknown option '--bogus' (see 'tipfmt help')"),
        .init(
            ["calc", "84.50", "--split", "3", "--weights", "1,2"], 64,
            "give --split or --weights, not both (see 'tipfmt help')"),
        .init(
            ["calc", "84.50", "--weights", "1,x"], 1,
            "invalid --weights '1,x': 'x' is not a whole number; give weights such as 2,1,1"),
        .init(
            ["calc", "84.50", "--weights", "0,0"], 1,
            "invalid party: weight 0 is not a whole number above zero; use weights such as 2,1,1"),
        .init(
            ["calc", "84.50", "--tax", "abc"], 1,
            "invalid --tax 'abc': unexpected 'a'; use digits, an optional leading '-' and '.'; a rate needs a trailing %, as in 8.875%"
        ),
        .init(["calc", "84.50", "--tax", "101%"], 1, "tax rate 101% is outside 0...100; give a rate such as 8.875%"),
        .init(
            ["calc", "84.50", "--service", "101%"], 1,
            "service charge 101% is outside 0...100; give the percentage printed on the bill, such as 12.5"),
        .init(
            ["calc", "84.50", "--home", "EUR"], 64,
            "--home needs --rate R (1 unit of the bill's currency in home units) or --rates FILE (or `tipfmt config set rates FILE`)"
        ),
        // --rate and --rates without a home currency get the same answer: neither can
        // convert without knowing into what.
        .init(
            ["calc", "84.50", "--rate", "0.9"], 64,
            "--rate needs --home CODE, the currency it converts to (or set one: `tipfmt config set home EUR`)"),
        .init(
            ["calc", "84.50", "--rates", "x.xml"], 64,
            "--rates needs --home CODE, the currency it converts to (or set one: `tipfmt config set home EUR`)"),
        .init(
            ["calc", "84.50", "--home", "EUR", "--rate", "1", "--rates", "x.xml"], 64,
            "give --rate or --rates, not both (see 'tipfmt help')"),
        .init(
            ["calc", "84.50", "--home", "EUR", "--rates", "/nonexistent/rates.xml"], 66,
            "cannot read '/nonexistent/rates.xml': No such file or directory"),
        .init(["calc", "84.50", "--home", "EUR", "--rates", "/"], 66, "cannot read '/': it is a directory"),
        .init(
            ["calc", "84.50", "--home", "EUR", "--rate", "abc"], 1,
            "invalid --rate 'abc': unexpected 'a'; use digits, an optional leading '-' and '.'; give a rate such as 0.9215"
        ),
        .init(["calc", "84.50", "--home", "XYZ", "--rate", "1"], 1, "unknown currency 'XYZ'; \(usd)"),
        .init(
            ["calc", "84.50", "--round", "sideways"], 64,
            "The value 'sideways' is invalid for '--round <policy>'. Please provide one of 'none', 'nearest', 'up' or 'shares-up'. (see 'tipfmt help')"
        ),
        .init(
            ["calc", "84.50", "--round-to", "0.001"], 1,
            "invalid rounding increment: 0.001 is finer than the USD minor unit"),
        .init(
            ["calc", "84.50", "--round-to", "x"], 1,
            "invalid --round-to 'x': unexpected 'x'; use digits, an optional leading '-' and '.'; give a step such as 0.05 or 5"
        ),
        .init(
            ["calc", "84.50", "--region", "USA"], 1,
            "invalid --region 'USA': a region is two letters; give an ISO 3166 code such as US or JP"),
        .init(
            ["calc", "84.50", "--tip-on", "foo"], 64,
            "The value 'foo' is invalid for '--tip-on <base>'. Please provide one of 'pretax' and 'total'. (see 'tipfmt help')"
        ),
        .init(
            ["format", "abc", "-c", "USD"], 1,
            "invalid amount 'abc': unexpected 'a'; use digits, an optional leading '-' and '.'"),
        .init(["format", "--bogus", "5"], 64, "Unknown option '--bogus' (see 'tipfmt help')"),
        .init(
            ["format", "5", "--style", "fancy"], 64,
            "The value 'fancy' is invalid for '--style <style>'. Please provide one of 'symbol', 'narrow', 'code', 'name' or 'accounting'. (see 'tipfmt help')"
        ),
        .init(
            ["format", "5", "--rounding", "sideways"], 64,
            "The value 'sideways' is invalid for '--rounding <mode>'. Please provide one of the following: to-nearest-or-even, to-nearest-or-away, ceiling, floor, toward-zero, away-from-zero (see 'tipfmt help')"
        ),
        // ICU's "up" is away from zero, which many read as the ceiling: rejected, with the unambiguous names listed.
        .init(
            ["format", "5", "--rounding", "up"], 64,
            "The value 'up' is invalid for '--rounding <mode>'. Please provide one of the following: to-nearest-or-even, to-nearest-or-away, ceiling, floor, toward-zero, away-from-zero (see 'tipfmt help')"
        ),
        .init(
            ["format", "1e3", "-c", "USD"], 1, "invalid amount '1e3': exponents are not allowed; write all the digits"),
        .init(
            ["format", "NaN", "-c", "USD"], 1,
            "invalid amount 'NaN': unexpected 'N'; use digits, an optional leading '-' and '.'"),
        .init(
            ["format", "5", "-c", "USD", "--input-locale", "zz"], 1,
            "unknown locale 'zz': 'zz' is not a language ICU knows (try `tipfmt locales`)"),
        .init(
            ["calc", "84.50", "--region", "1"], 1,
            "invalid --region '1': a region is two letters; give an ISO 3166 code such as US or JP"),
        .init(["parse"], 64, "Missing expected argument '<text>' (see 'tipfmt help')"),
        .init(["currency"], 64, "Missing expected argument '<code>' (see 'tipfmt help')"),
        .init(
            ["config", "set", "tip", "101"], 1,
            "invalid value '101' for 'tip': expected a percentage from 0 to 100, such as 18 or 17.5%"),
        .init(
            ["config", "set", "locale", "xx_ZZ"], 1,
            "invalid value 'xx_ZZ' for 'locale': expected a locale such as de_CH"),
        .init(
            ["config", "set", "rounding", "sideways"], 1,
            "invalid value 'sideways' for 'rounding': expected one of none, nearest, up, shares-up"),
        .init(
            ["config", "set", "foo", "1"], 64,
            "The value 'foo' is invalid for '<key>'. Please provide one of the following: tip, locale, currency, home, rounding, rates (see 'tipfmt help')"
        ),
        .init(["config", "get", "tip"], 1, "'tip' is not set; set it with `tipfmt config set tip VALUE`"),
        .init(
            ["calc"], 64, "no bill given; pass one, as in `tipfmt calc 84.50` (the last bill is reused for 10 minutes)"),
        .init(
            ["calc", String(repeating: "1", count: 102_400)], 64, "argument 2 is 102400 bytes long; the limit is 4096"),
        // Int128.min from a product has no negation: an error, not a trap.
        .init(
            ["calc", "--tip", "0", "0-(-9223372036854775808*18446744073709551616)"], 1,
            "the bill '0-(-9223372036854775808*1844674407370955…' is too large; the largest amounts have 18 digits"),
        .init(
            ["calc", "84.50\nrm -rf"], 1,
            "invalid bill '84.50\\nrm -rf': unexpected '\\n' at character 6; use numbers, + - * / and parentheses"),
    ]

    @Test(arguments: cases)
    func badInputGivesOneLineAndADocumentedCode(_ input: BadInput) throws {
        let result = try Tipfmt().run(input.arguments)
        #expect(result.status == input.status, "\(result)")
        #expect(result.stdout == "", "nothing on stdout: \(result)")
        #expect(result.stderr == "tipfmt: error: \(input.message)\n", "\(result)")
        #expect(result.status < 128)
    }

    /// A bill too large for Money says so, not "more fraction digits than USD's 2",
    /// which would send the user after the wrong fix.
    @Test func overflowSaysOutOfRange() throws {
        let result = try Tipfmt().run("calc", "99999999999999999", "--tip", "25")
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.hasPrefix("tipfmt: error: invalid bill '99999999999999999': amount out of range"), "\(result)"
        )
        #expect(!result.stderr.contains("fraction digits"), "\(result)")
    }

    @Test func atLeastFortyBadInputs() {
        #expect(Self.cases.count >= 40)
    }

    @Test func invalidUTF8Argument() throws {
        let result = try Tipfmt().runShell("\"$0\" format \"$(printf '\\377\\376')\" -c USD")
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "tipfmt: error: argument 2 is not valid UTF-8; pass text in UTF-8\n")
    }

    @Test func malformedRatesFileIsBadData() throws {
        let cli = Tipfmt()
        let path = cli.home + "/rates.xml"
        try "<not ecb/>".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try cli.run("calc", "84.50", "--home", "EUR", "--rates", path)
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("tipfmt: error: rates file '\(path)': "), "\(result)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
}
