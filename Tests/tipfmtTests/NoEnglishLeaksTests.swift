import Foundation
import Testing

/// What a traveller reads in another language is in that language throughout: the tipping note,
/// the rate line, the note after saving and the history's headers; and a Japanese table keeps its
/// columns whether the terminal draws East Asian ambiguous characters one or two columns wide.
@Suite struct NoEnglishLeaksTests {
    let cli = Tipfmt.withHistory()

    @Test func aTippingNoteInAnotherLanguageHasNoEnglishSentence() throws {
        let swiss = try cli.run("calc", "100", "-l", "de_CH")
        #expect(swiss.status == 0, "\(swiss)")
        #expect(
            swiss.lines.last
                == "Trinkgeld in CH: 0%–10%, meist 5%; Bedienung ist meist inbegriffen. Quelle: Rick Steves' "
                + "Europe, \"Tipping in Europe\" (ricksteves.com), Stand 2026-11-21.")
        let japanese = try cli.run("calc", "100", "-l", "ja_JP")
        #expect(
            japanese.lines.last
                == "JPのチップ：0%。出典：Japan National Tourism Organization (japan.travel)（2026-11-21時点）。")
        // English keeps the data's own advice.
        let american = try cli.run("calc", "100", "-l", "de_DE")
        #expect(!american.stdout.contains("Round up"), "\(american)")
        let english = try cli.run("calc", "100", "-l", "en_DE")
        #expect(english.stdout.contains("Round up or add 5-10%"), "\(english)")
    }

    @Test func labelsAndValuesAreJoinedAsTheLanguageDoes() throws {
        let japanese = try cli.run("calc", "100", "-l", "ja_JP", "--tip", "10", "--home", "USD", "--rate", "0.0067")
        #expect(japanese.status == 0, "\(japanese)")
        #expect(japanese.lines.contains("為替レート：1 JPY = 0.0067 USD（コマンドラインで指定）"), "\(japanese)")
        let french = try cli.run("calc", "100", "-l", "fr_FR", "--tip", "10", "--home", "USD", "--rate", "1.1")
        #expect(french.lines.last == "Taux\u{A0}: 1 EUR = 1,1 USD (indiqué sur la ligne de commande)", "\(french)")
        let english = try cli.run("calc", "100", "--tip", "10", "--home", "EUR", "--rate", "0.9")
        #expect(english.lines.last == "Rate: 1 USD = 0.9 EUR (given on the command line)", "\(english)")
    }

    /// Each row of the table has the same width counting the East Asian ambiguous characters
    /// (`×`, `≈`) as one column or as two: the home column no longer uses `≈`.
    @Test func aJapaneseTableKeepsItsColumnsInEveryTerminal() throws {
        let table = try cli.run("calc", "100", "-l", "ja_JP", "--home", "USD", "--rate", "0.0067")
        #expect(table.status == 0, "\(table)")
        #expect(table.lines[1] == "* 0%     ￥0  ￥100     約$0.67", "\(table)")
        let rows = table.lines.prefix(7)
        #expect(Set(rows.map { Self.width($0, ambiguousIsWide: false) }).count == 1, "\(table)")
        #expect(Set(rows.map { Self.width($0, ambiguousIsWide: true) }).count == 1, "\(table)")
        let summary = try cli.run("calc", "10000", "-l", "ja_JP", "--tip", "10", "--home", "USD", "--rate", "0.0067")
        #expect(summary.lines[0] == "小計           ￥10,000  約$67.00", "\(summary)")
    }

    /// The split's rows count people with the language's counter, not `×` (ambiguous, two columns
    /// in these terminals), and list with its comma: every aligned row keeps one width.
    @Test(arguments: [
        ("ja_JP", "1人あたり      1人￥39、2人￥38"), ("zh_CN", "每人         1人¥38.34、2人¥38.33"),
        ("zh_TW", "每人         1人$38.34、2人$38.33"), ("ko_KR", "1인당     1명\u{A0}₩39, 2명\u{A0}₩38"),
    ])
    func aSplitKeepsItsColumnsInEveryTerminal(locale: String, perPerson: String) throws {
        let bill = locale == "ja_JP" || locale == "ko_KR" ? "100" : "100.00"
        let summary = try cli.run("calc", bill, "-l", locale, "--tip", "15", "--split", "3")
        #expect(summary.status == 0, "\(summary)")
        #expect(summary.lines.contains(perPerson), "\(summary)")
        let rows = summary.lines.prefix(5)
        #expect(Set(rows.map { Self.width($0, ambiguousIsWide: false) }).count == 1, "\(summary)")
        #expect(Set(rows.map { Self.width($0, ambiguousIsWide: true) }).count == 1, "\(summary)")
    }

    @Test func savingSaysSoInTheBillsLanguage() throws {
        let german = try cli.run("calc", "50", "-l", "de_DE", "--save")
        #expect(german.status == 0, "\(german)")
        #expect(german.stderr == "tipfmt: note: als Rechnung 1 gespeichert\n")
        let japanese = try cli.run("calc", "5000", "-l", "ja_JP", "--save")
        #expect(japanese.stderr == "tipfmt: note: 履歴に2番として保存しました\n")
    }

    @Test func theHistorysHeadersSpeakTheLocale() throws {
        _ = try cli.run("calc", "50", "-l", "de_DE", "--save")
        let german = try cli.run("history", "list", "-l", "de_CH")
        #expect(german.status == 0, "\(german)")
        #expect(german.lines.first == "Nr.  Gespeichert       Hinweis  Rechnung  Trinkgeld   Gesamt", "\(german)")
        let english = try cli.run("history")
        #expect(english.lines.first == "ID  Saved             Note     Bill   Tip    Total", "\(english)")
        let refused = try cli.run("history", "list", "-l", "de_CH", "--json")
        #expect(refused.status == 64, "\(refused)")
        #expect(refused.stderr.contains("--json"), "\(refused)")
    }

    @Test func aJapaneseTripJoinsItsLabelsWithTheFullWidthColon() throws {
        let created = try cli.run("trip", "create", "Tokyo", "--people", "Ann,Ben", "--home", "JPY", "-l", "ja_JP")
        #expect(created.status == 0, "\(created)")
        let added = try cli.run(
            "trip", "add", "Tokyo", "9000", "--tip", "0", "--paid-by", "Ann", "--title", "Sushi", "--category", "food",
            "-l", "ja_JP", "--id", "1")
        #expect(added.status == 0, "\(added)")
        #expect(
            added.stdout
                == "費用 1 を「Tokyo」に追加しました：Sushi、￥9,000。\n  支払者：Ann\n  負担者：Ann ￥4,500、Ben ￥4,500\n"
                + "  カテゴリ：food\n", "\(added)")
    }

    /// Display width as a terminal draws it: wide and full-width characters take two columns,
    /// ambiguous ones one or two as the terminal is set.
    static func width(_ line: String, ambiguousIsWide: Bool) -> Int {
        line.unicodeScalars.reduce(0) { total, scalar in
            let value = scalar.value
            let wide =
                (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0xFFE0...0xFFE6).contains(value)
            let ambiguous = [0x00D7, 0x2248, 0x00B7, 0x2013].contains(value)
            return total + (wide || (ambiguous && ambiguousIsWide) ? 2 : 1)
        }
    }
}
