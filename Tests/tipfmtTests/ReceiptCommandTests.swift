import Foundation
import Testing

@Suite struct ReceiptCommandTests {
    let cli = Tipfmt()

    @Test func germanReceiptSplitThreeWays() throws {
        let result = try cli.run("receipt", "84.50", "--tip", "18", "--split", "3", "-l", "de_DE", "-c", "EUR")
        #expect(result.status == 0, "\(result)")
        // 84.50 × 18 % = 15.21; 99.71 = 33.24 + 33.24 + 33.23; each share holds 15.21 / 3 = 5.07
        // of tip (33.24 − 28.17 of bill, 33.23 − 28.16), shown under it.
        #expect(
            result.stdout == """
                                 Quittung
                ==========================================
                Rechnung                           84,50\u{A0}€
                Trinkgeld (18\u{A0}%)                   15,21\u{A0}€
                ------------------------------------------
                Gesamt                             99,71\u{A0}€
                ==========================================
                Pro Person
                Person 1                           33,24\u{A0}€
                  Trinkgeld                         5,07\u{A0}€
                Person 2                           33,24\u{A0}€
                  Trinkgeld                         5,07\u{A0}€
                Person 3                           33,23\u{A0}€
                  Trinkgeld                         5,07\u{A0}€

                """, "\(result)")
        #expect(result.stderr == "")
    }

    @Test func thirtyTwoColumnsWithTaxAndHomeCurrency() throws {
        let result = try cli.run(
            "receipt", "84.50", "--tip", "18", "--tax", "8.875%", "-l", "en_US", "-c", "USD", "--home", "EUR",
            "--rate", "0.9215", "--width", "32")
        #expect(result.status == 0, "\(result)")
        // Tax 7.499375 → 7.50; total 107.21; in EUR the total 107.21 × 0.9215 = 98.794015 → 98.79,
        // split in proportion to 8450 : 750 : 1521 so the lines add up to it: 9879 × 8450 / 10721 =
        // 7786.35… → 77.86, × 750 / 10721 = 691.09… → 6.91, × 1521 / 10721 = 1401.54… → 1401 + the
        // leftover cent (largest remainder) = 14.02; 77.86 + 6.91 + 14.02 = 98.79.
        #expect(
            result.lines == [
                "            Receipt",
                "================================",
                "Bill                      $84.50",
                "Tax                        $7.50",
                "Tip (18%)                 $15.21",
                "--------------------------------",
                "Total                    $107.21",
                "================================",
                "Home currency (EUR)",
                "Rate          1 USD = 0.9215 EUR",
                "Bill                      €77.86",
                "Tax                        €6.91",
                "Tip                       €14.02",
                "--------------------------------",
                "Total                     €98.79",
                "================================",
                "Rate: given on the command line",
            ], "\(result)")
    }

    @Test func latinDigitsAndCodeStyleReachEveryNumber() throws {
        let result = try cli.run(
            "receipt", "84.50", "--tip", "18", "-l", "ar_EG", "-c", "EGP", "--latin-digits", "--style", "code",
            "--width", "32")
        #expect(result.status == 0, "\(result)")
        let arabicIndicDigits = result.stdout.unicodeScalars.filter { (0x660...0x669).contains($0.value) }
        #expect(arabicIndicDigits.isEmpty, "\(result)")
        // The bill line: RLM, label, padding, then the amount isolated in FSI…PDI, as ICU writes it
        // for ar_EG with Latin digits and the ISO code: RLM 84.50 NBSP EGP.
        #expect(result.lines[2].hasSuffix("\u{2068}\u{200F}84.50\u{A0}EGP\u{2069}"), "\(result)")
        // 18% in ar_EG with Latin digits: 18 LRM % LRM.
        #expect(result.lines[3].contains("\u{2068}18\u{200E}%\u{200E}\u{2069}"), "\(result)")
        #expect(result.lines[5].hasSuffix("\u{2068}\u{200F}99.71\u{A0}EGP\u{2069}"), "\(result)")
    }

    @Test func htmlEscapesTitleAndNote() throws {
        let result = try cli.run(
            "receipt", "20", "--tip", "10", "-l", "ar_EG", "-c", "EGP", "--format", "html",
            "--title", "<script>alert('1')</script>", "--note", "a & b \"c\"")
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "<section class=\"receipt\" lang=\"ar-EG\" dir=\"rtl\">")
        #expect(result.stdout.contains("<h2>&lt;script&gt;alert(&#39;1&#39;)&lt;/script&gt;</h2>"))
        #expect(result.stdout.contains("<p>a &amp; b &quot;c&quot;</p>"))
        #expect(!result.stdout.contains("<script"))
    }

    @Test func jsonAndMarkdownFormats() throws {
        let json = try cli.run("receipt", "84.50", "--tip", "18", "-l", "ja_JP", "-c", "JPY", "--format", "json")
        #expect(json.status == 1, "\(json)")  // 84.50 JPY has fraction digits JPY does not
        let ok = try cli.run("receipt", "8450", "--tip", "18", "-l", "ja_JP", "-c", "JPY", "--json")
        #expect(ok.status == 0, "\(ok)")
        let object = try #require(try JSONSerialization.jsonObject(with: ok.stdoutBytes) as? [String: Any])
        #expect(object["language"] as? String == "ja")
        #expect(object["title"] as? String == "領収書")
        let markdown = try cli.run("receipt", "8450", "--tip", "18", "-l", "ja_JP", "-c", "JPY", "--format", "markdown")
        #expect(markdown.lines.prefix(5) == ["## 領収書", "", "| | |", "| :-- | --: |", "| 小計 | ￥8,450 |"], "\(markdown)")
    }

    @Test(arguments: [
        (["receipt", "84.50", "--width", "10"], "--width must be from 16 to 200 columns, not 10"),
        (["receipt", "84.50", "--tip", "10", "--tip", "15"], "a receipt shows one tip"),
        (["receipt", "84.50", "--format", "pdf"], "pdf"),
    ])
    func badOptionsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let result = try cli.run(arguments)
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr.contains(message), "\(result)")
    }

    @Test func labelsTravelWithTheBinaryCopiedAlone() throws {
        let directory = NSTemporaryDirectory() + "tipfmt-alone-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let copy = directory + "/tipfmt"
        // The copy is made by the child shell: a file this process had open for writing could be
        // inherited by a process another test forks meanwhile, and exec would fail with ETXTBSY.
        let result = try cli.runShell(
            "cp '\(Tipfmt.binary)' '\(copy)' && cd / && '\(copy)' receipt 8450 --tip 10 -l ko_KR -c KRW")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("팁 (10%)"), "\(result)")
        #expect(result.stdout.contains("합계"), "\(result)")
    }
}
