import Foundation
import Testing

/// What a user expects of one bill on a receipt: the bill said once, the VAT in the prices named
/// as the language's receipts name it (as `calc` names it), a café bill that names nobody paid
/// by the table, and no tip line for a tip nobody asked for.
@Suite struct SingleBillReceiptTests {
    let cli = Tipfmt()

    /// A café bill: items, nobody named, no tip.
    static let cafe = Data("Coffee 4.50\nCake 6.20\n".utf8)

    @Test func vatInTheAmountIsOneBillLineAndNamedAsGermanReceiptsNameIt() throws {
        let result = try cli.run(
            "receipt", "120.80", "--prices-include-tax", "--tax", "8.1%", "--tip", "10", "-l", "de_CH", "-c", "CHF")
        #expect(result.status == 0, "\(result)")
        // VAT in 120.80 at 8.1%: 120.80 × 8.1 / 108.1 = 9.0518… → 9.05; tip 10% of 120.80 = 12.08;
        // 120.80 + 12.08 = 132.88. Once "Rechnung", never an item line repeating it.
        #expect(
            result.lines == [
                "                 Quittung",
                "==========================================",
                "Rechnung                        CHF\u{A0}120.80",
                "  inkl. MwSt. 8.1%                CHF\u{A0}9.05",
                "Trinkgeld (10%)                  CHF\u{A0}12.08",
                "------------------------------------------",
                "Gesamt                          CHF\u{A0}132.88",
            ], "\(result)")
        // calc names the same VAT with the same words (its column, and "MwSt." in its note).
        let calc = try cli.run(
            "calc", "120.80", "--prices-include-tax", "--tax", "8.1%", "--tip", "10", "-l", "de_CH", "-c", "CHF")
        #expect(calc.status == 0, "\(calc)")
        #expect(calc.lines.first?.contains("inkl. MwSt.") == true, "\(calc)")
        #expect(calc.lines.contains("MwSt. 8.1%: CHF\u{A0}9.05 in CHF\u{A0}120.80 enthalten"), "\(calc)")
    }

    @Test func aDiscountInJapaneseSaysTheSubtotalOnceAndNoTipNobodyAskedFor() throws {
        let result = try cli.run("receipt", "8800", "--discount", "5%", "-l", "ja_JP", "-c", "JPY")
        #expect(result.status == 0, "\(result)")
        // 5% of 8,800 = 440; 8,800 − 440 = 8,360. Japan's custom is no tip, and none was asked
        // for: no チップ line at all (not "チップ（0%） ￥0").
        #expect(
            result.lines == [
                "                  領収書",
                "==========================================",
                "小計                               ￥8,800",
                "割引 5%                             -￥440",
                "------------------------------------------",
                "合計                               ￥8,360",
            ], "\(result)")
        // Asked for, a tip of 0 is shown.
        let asked = try cli.run("receipt", "8800", "--tip", "0", "-l", "ja_JP", "-c", "JPY")
        #expect(asked.lines.contains("チップ（0%）                           ￥0"), "\(asked)")
    }

    @Test func frenchVATIsDontTVAInTheSummaryAndInEachShare() throws {
        let result = try cli.run(
            "receipt", "120.80", "--prices-include-tax", "--tax", "10%", "--split", "2", "--tip", "5", "-l", "fr_FR",
            "-c", "EUR")
        #expect(result.status == 0, "\(result)")
        // TVA in 120.80 at 10%: 120.80 × 10 / 110 = 10.981… → 10.98; tip 5% of 120.80 = 6.04;
        // total 126.84; each half 60.40 with 10.98 / 2 = 5.49 of TVA and 6.04 / 2 = 3.02 of tip.
        #expect(
            result.stdout == """
                                   Reçu
                ==========================================
                Addition                          120,80\u{A0}€
                  dont TVA 10\u{A0}%                    10,98\u{A0}€
                Pourboire (5\u{A0}%)                     6,04\u{A0}€
                ------------------------------------------
                Total                             126,84\u{A0}€
                ==========================================
                Personne 1
                Addition                           60,40\u{A0}€
                  dont TVA                          5,49\u{A0}€
                Pourboire                           3,02\u{A0}€
                ------------------------------------------
                Total                              63,42\u{A0}€
                ==========================================
                Personne 2
                Addition                           60,40\u{A0}€
                  dont TVA                          5,49\u{A0}€
                Pourboire                           3,02\u{A0}€
                ------------------------------------------
                Total                              63,42\u{A0}€

                """, "\(result)")
    }

    @Test func aCafeBillThatNamesNobodyIsTheTable() throws {
        let calc = try cli.run(["calc", "--bill-file", "-", "-l", "de_CH", "-c", "CHF"], stdin: Self.cafe)
        #expect(calc.status == 0, "\(calc)")
        // 4.50 + 6.20 = 10.70, no tip: the table pays it all.
        #expect(
            calc.lines == [
                "Person  Positionen  Trinkgeld      Zahlt",
                "Tisch    CHF\u{A0}10.70   CHF\u{A0}0.00  CHF\u{A0}10.70",
                "Gesamt   CHF\u{A0}10.70   CHF\u{A0}0.00  CHF\u{A0}10.70",
                "Kein Trinkgeld.",
            ], "\(calc)")
        // --split 1 is the same party.
        let one = try cli.run(
            ["calc", "--bill-file", "-", "-l", "de_CH", "-c", "CHF", "--split", "1"], stdin: Self.cafe)
        #expect(one.status == 0, "\(one)")
        #expect(one.stdout == calc.stdout)
        // The receipt: the items, the bill, the total; no tip line, since none was asked for.
        let receipt = try cli.run(
            ["receipt", "--bill-file", "-", "-l", "en_US", "-c", "USD", "--split", "1"], stdin: Self.cafe)
        #expect(receipt.status == 0, "\(receipt)")
        #expect(
            receipt.lines == [
                "                 Receipt",
                "==========================================",
                "Coffee                               $4.50",
                "Cake                                 $6.20",
                "==========================================",
                "Bill                                $10.70",
                "------------------------------------------",
                "Total                               $10.70",
            ], "\(receipt)")
    }

    @Test func aCafeBillSplitsAsASingleAmountDoes() throws {
        // 10.70 + 10% = 11.77; weights 2:1 of 10.70 = 7.133… → 7.13 and 3.57 (the larger
        // remainder), of the tip 1.07: 0.713… → 0.72 (the larger remainder) and 0.35.
        let result = try cli.run(
            ["calc", "--bill-file", "-", "-l", "en_US", "-c", "USD", "--weights", "2,1", "--tip", "10"],
            stdin: Self.cafe)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                "Person     Items    Tip    Pays",
                "Person 1   $7.13  $0.72   $7.85",
                "Person 2   $3.57  $0.35   $3.92",
                "Total     $10.70  $1.07  $11.77",
                "Tip 10% of $10.70",
                "Everything is shared alike, so the total is split by the same weights.",
            ], "\(result)")
        // A bill that names people says who had what itself.
        let named = try cli.run(
            ["calc", "--bill-file", "-", "-l", "en_US", "-c", "USD", "--split", "2"],
            stdin: Data("Coffee 4.50 @ann\n".utf8))
        #expect(named.status == 64)
        #expect(
            named.stderr
                == "tipfmt: error: with --item or --bill-file, say who had what with @names instead of --split or --weights\n"
        )
    }

    /// One locale for each language of the labels.
    static let locales = [
        "ar_EG", "cs_CZ", "da_DK", "de_DE", "el_GR", "en_GB", "es_ES", "fi_FI", "fr_FR", "he_IL", "hi_IN", "hu_HU",
        "id_ID", "it_IT", "ja_JP", "ko_KR", "nb_NO", "nl_NL", "pl_PL", "pt_PT", "ru_RU", "sv_SE", "th_TH", "tr_TR",
        "uk_UA", "vi_VN", "zh_CN", "zh_TW",
    ]

    /// Kinds of bill: the arguments, whether a tip is asked for, whether VAT is in the prices,
    /// and whether the bill comes on stdin (the café bill).
    static let kinds: [(name: String, arguments: [String], tipAsked: Bool, vat: Bool, cafe: Bool)] = [
        ("single", ["1200.80", "--tip", "10"], true, false, false),
        ("discount", ["1200.80", "--discount", "5%", "--tip", "10"], true, false, false),
        ("vat", ["1200.80", "--prices-include-tax", "--tax", "8.1%", "--tip", "10"], true, true, false),
        (
            "vat split", ["1200.80", "--prices-include-tax", "--tax", "8.1%", "--split", "2", "--tip", "10"], true,
            true, false
        ),
        ("people", ["1200.80", "--people", "ann,ben", "--discount", "10", "--tip", "10"], true, false, false),
        ("cash apart", ["1200.80", "--cash", "--cash-rounding", "separate", "--tip", "12.5"], true, false, false),
        ("cafe", [], false, false, true),
        ("cafe split 1", ["--split", "1"], false, false, true),
        ("one item", ["--item", "Dinner 1200.80"], false, false, false),
    ]

    /// The language's own label for `key`, from its labels file (through the file of its
    /// script for Chinese, Bokmål for Norwegian).
    static func label(_ key: String, locale: String) throws -> String {
        let language =
            ["zh_CN": "zh-Hans", "zh_TW": "zh-Hant"][locale] ?? String(locale.prefix { $0 != "_" })
        let url = URL(fileURLWithPath: ExampleWorkspace.packageRoot + "/Resources/locales/labels/\(language).json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        return try #require((object?["labels"] as? [String: String])?[key])
    }

    /// Over every language and kind of single bill: no receipt says a line twice (within a
    /// section, or an item as the bill), the bill line is in the summary once, VAT in the prices
    /// is the language's "incl. VAT", and a tip line is there exactly when a tip was asked for.
    @Test(arguments: locales) func noReceiptRepeatsALineInAnyLanguageOrKind(locale: String) throws {
        let includedVAT = try Self.label("includedVAT", locale: locale)
        for kind in Self.kinds {
            let arguments = ["receipt", "--format", "json", "-l", locale, "-c", "CHF"] + kind.arguments
            let result = try cli.run(
                kind.cafe ? arguments + ["--bill-file", "-"] : arguments, stdin: kind.cafe ? Self.cafe : nil)
            try #require(result.status == 0, "\(locale) \(kind.name): \(result)")
            let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
            let sections = try #require(object["sections"] as? [[String: Any]])
            func lines(_ section: [String: Any]) -> [[String: Any]] { section["lines"] as? [[String: Any]] ?? [] }
            func said(_ line: [String: Any]) -> String { "\(line["label"] ?? "")|\(line["value"] ?? "")" }
            for section in sections {
                let texts = lines(section).map(said)
                #expect(Set(texts).count == texts.count, "\(locale) \(kind.name): a line repeats in \(texts)")
            }
            let summary = try #require(sections.first { $0["kind"] as? String == "summary" }.map(lines))
            let items = sections.first { $0["kind"] as? String == "items" }.map(lines) ?? []
            let bill = summary.filter { $0["kind"] as? String == "bill" }
            #expect(bill.count == 1, "\(locale) \(kind.name): \(summary.map(said))")
            for line in bill {
                #expect(
                    !items.map(said).contains(said(line)),
                    "\(locale) \(kind.name): an item repeats the bill \(said(line))")
            }
            let tips = sections.flatMap(lines).filter { $0["kind"] as? String == "tip" }
            #expect(
                kind.tipAsked ? summary.contains { $0["kind"] as? String == "tip" } : tips.isEmpty,
                "\(locale) \(kind.name): tip lines \(tips.map(said))")
            if kind.vat {
                let vat = summary.filter { $0["kind"] as? String == "tax" && $0["included"] as? Bool == true }
                #expect(vat.count == 1, "\(locale) \(kind.name): \(summary.map(said))")
                for line in vat {
                    #expect(
                        (line["label"] as? String)?.hasPrefix(includedVAT) == true,
                        "\(locale) \(kind.name): VAT labelled \(said(line)), not \(includedVAT)")
                }
            }
        }
    }
}
