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
        let itemised = try #require(object["itemised"] as? [String: Any], "\(json)")
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
}
