import Foundation
import Testing

/// The last bill, with its currency and locale.
@Suite struct LastBillReuseTests {
    let cli = Tipfmt()

    @Test func theLastBillIsReusedInItsCurrencyAndLocale() throws {
        #expect(try cli.run("calc", "84.50", "-c", "EUR", "-l", "de_DE", "--tip", "18").status == 0)
        // 84.50 × 20 % = 16.90; 101.40, shown as de_DE shows euros.
        let again = try cli.run("calc", "--tip", "20")
        #expect(again.status == 0, "\(again)")
        #expect(
            again.lines == [
                "Rechnung           84,50\u{A0}€",
                "Trinkgeld (20\u{A0}%)   16,90\u{A0}€",
                "Gesamt            101,40\u{A0}€",
            ], "\(again)")
        // The note speaks the remembered locale's language, as the table does.
        #expect(
            again.stderr
                == "tipfmt: note: letzte Rechnung wird verwendet: 84,50\u{A0}€, vor weniger als einer Minute\n")
        // --locale still wins over the remembered locale.
        let english = try cli.run("calc", "--tip", "20", "-l", "en_US")
        #expect(english.lines.first == "Bill        €84.50", "\(english)")
        // Another currency is not "no bill": it says which currency the last bill is in.
        let dollars = try cli.run("calc", "--tip", "20", "-c", "USD")
        #expect(dollars.status == 64, "\(dollars)")
        #expect(
            dollars.stderr
                == "tipfmt: error: the last bill, 84.50 EUR, is in EUR, not USD; give a bill, or leave out --currency to reuse it\n"
        )
        let state = try String(contentsOfFile: cli.statePath, encoding: .utf8)
        #expect(state.contains("\"locale\" : \"de_DE\""), "\(state)")
    }

    /// A state file whose time is Int64.min trapped (`now - savedAt` overflowed): now it is a note
    /// and is ignored; so is one that is not JSON.
    @Test(arguments: [
        (
            "{\"bill\": \"84.50\", \"currency\": \"USD\", \"savedAt\": -9223372036854775808}",
            "it was saved at -9223372036854775808, which is not a time in the past"
        ),
        ("{\"bill\": ", "it is not a JSON object with bill, currency and savedAt"),
        ("{\"bill\": \"84.50\", \"currency\": \"XYZ\", \"savedAt\": 0}", "unknown currency 'XYZ'"),
    ])
    func aCorruptStateFileIsANoteAndIsIgnored(contents: String, reason: String) throws {
        try FileManager.default.createDirectory(atPath: cli.home + "/state/tipfmt", withIntermediateDirectories: true)
        try contents.write(toFile: cli.statePath, atomically: true, encoding: .utf8)
        let result = try cli.run("calc", "--tip", "20")
        #expect(result.status == 64, "no bill, no crash: \(result)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(result)")
        #expect(
            lines.first?.hasPrefix("tipfmt: note: ignoring the last-bill file \(cli.statePath): \(reason)") == true,
            "\(result)")
        #expect(lines.last?.hasPrefix("tipfmt: error: no bill given") == true, "\(result)")
        // A bill on the command line works and replaces the file.
        #expect(try cli.run("calc", "10", "--tip", "10").status == 0)
        #expect(try cli.run("calc", "--tip", "10").status == 0)
    }

    /// `--rate` with the configured home currency converts; without any home it is the same
    /// usage error as `--rates` (`--rates` alone used to be ignored silently, which printed no
    /// conversion and no reason why).
    @Test func theConfiguredHomeCurrencyServesRateAndRates() throws {
        #expect(try cli.run("config", "set", "home", "EUR").status == 0)
        // 84.50 × 0.9 = 76.05; the 99.71 total × 0.9 = 89.739 → 89.74.
        let result = try cli.run("calc", "84.50", "--tip", "18", "--rate", "0.9", "--json")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let home = try #require(object["home"] as? [String: Any])
        #expect(home["currency"] as? String == "EUR" && home["total"] as? String == "89.74")
        #expect(try cli.run("config", "unset", "home").status == 0)
        let rate = try cli.run("calc", "84.50", "--rate", "0.9")
        let rates = try cli.run("calc", "84.50", "--rates", "rates.xml")
        #expect(rate.status == 64 && rates.status == 64, "\(rate)\n\(rates)")
        #expect(rates.stderr == rate.stderr.replacingOccurrences(of: "--rate ", with: "--rates "))
    }
}
