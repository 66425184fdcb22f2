import Foundation
import Testing

/// `--save` keeps every bill `calc` and `receipt` can compute, itemised ones whole, and `history
/// show` prints again exactly what was printed when it was saved.
@Suite struct ItemisedBillsAreSavedTests {
    let cli = Tipfmt.withHistory()

    static let items = ["--item", "Beer 6.00 @ann", "--item", "Wine 9.00 @ben", "--tip", "10"]

    @Test func calcSavesAnItemisedBillAndShowPrintsTheSameTable() throws {
        let saved = try cli.run(["calc"] + Self.items + ["--save", "--note", "x"])
        #expect(saved.status == 0, "\(saved)")
        // 6.00 × 10% = 0.60, 9.00 × 10% = 0.90.
        #expect(
            saved.lines == [
                "Person   Items    Tip    Pays",
                "ann      $6.00  $0.60   $6.60",
                "ben      $9.00  $0.90   $9.90",
                "Total   $15.00  $1.50  $16.50",
                "Tip 10% of $15.00",
            ], "\(saved)")
        #expect(saved.stderr == "tipfmt: note: saved as bill 1\n", "\(saved)")

        let listing = try cli.run(["history"])
        #expect(listing.lines.count == 2, "\(listing)")
        #expect(listing.lines.last?.hasSuffix("$15.00  10%  $16.50") == true, "\(listing)")
        #expect(listing.lines.last?.contains("  x  ") == true, "the note: \(listing)")

        let shown = try cli.run(["history", "show", "1"])
        #expect(shown.stdout == saved.stdout, "\(shown)")

        let json = try cli.run(["history", "show", "1", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let itemised = try #require(object["result"] as? [String: Any], "\(json)")
        let people = try #require(itemised["people"] as? [[String: Any]])
        #expect(people.map { $0["name"] as? String } == ["ann", "ben"])
    }

    @Test func receiptSavesAnItemisedBillFromAFileAndShowPrintsTheSameReceipt() throws {
        let path = cli.home + "/bill.txt"
        try "currency: CHF\ntip: 10%\npeople: ann, ben\ncash: ann\nRösti 24.50 @ann\nFondue 32.90 @ben\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let saved = try cli.run(["receipt", "--bill-file", path, "-l", "de_CH", "--save"])
        #expect(saved.status == 0, "\(saved)")
        #expect(saved.stdout.contains("CHF\u{A0}63.14"), "\(saved)")
        let shown = try cli.run(["history", "show", "1", "--receipt"])
        #expect(shown.stdout == saved.stdout, "\(shown)")
        let csv = try cli.run(["history", "export", "--format", "csv"])
        // bill + tax + tip = total: 57.40 + 0.00 + 5.74 = 63.14.
        #expect(csv.lines.last?.contains(",de_CH,CHF,57.40,0.00,0.00,5.74,63.14,10,") == true, "\(csv)")
    }

    @Test func aNoteOfTerminalControlsIsSavedAndShownByName() throws {
        let saved = try cli.run(["calc"] + Self.items + ["--save", "--note", "a\u{1B}[2Jb\u{202E}c"])
        #expect(saved.status == 0, "\(saved)")
        let listing = try cli.run(["history"])
        #expect(listing.stdout.contains("a<ESC>[2Jb<U+202E>c"), "\(listing)")
        #expect(!listing.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(listing)")
    }

    @Test func exportsGivePerBillPerPersonAndPerItemRows() throws {
        let saved = try cli.run([
            "calc", "--item", "Beer 6.00 @ann", "--item", "2x Nachos 4.50 @ann,ben", "--tip", "10", "--pay", "ben=cash",
            "-c", "CHF", "--save",
        ])
        #expect(saved.status == 0, "\(saved)")
        // ann: 6.00 + 4.50 = 10.50, tip 1.05; ben: 4.50, tip 0.45.
        // CSV records end in CRLF.
        let csvLines = { (result: RunResult) in result.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty } }
        let people = try cli.run(["history", "export", "--per-person"])
        #expect(csvLines(people).first?.hasSuffix(",home_currency,home_share,name,payment") == true, "\(people)")
        #expect(csvLines(people).count == 3, "\(people)")
        #expect(csvLines(people)[1].hasSuffix(",CHF,1,1,11.55,10.50,0.00,1.05,,,ann,card"), "\(people)")
        #expect(csvLines(people)[2].hasSuffix(",CHF,2,1,4.95,4.50,0.00,0.45,,,ben,cash"), "\(people)")
        let items = try cli.run(["history", "export", "--per-item"])
        #expect(
            csvLines(items).first
                == "bill_id,saved_at,note,currency,item,name,quantity,unit_price,amount,discount,tax_rate,tipped,"
                + "person,part,part_discount", "\(items)")
        #expect(
            csvLines(items).dropFirst().map {
                String($0.split(separator: ",", maxSplits: 4, omittingEmptySubsequences: false)[4])
            } == [
                "1,Beer,1,6.00,6.00,0.00,,true,ann,6.00,0.00", "2,Nachos,2,4.50,9.00,0.00,,true,ann,4.50,0.00",
                "2,Nachos,2,4.50,9.00,0.00,,true,ben,4.50,0.00",
            ], "\(items)")
        let refused = try cli.run(["history", "export", "--per-item", "--format", "json"])
        #expect(refused.status == 64, "\(refused)")
    }
}
