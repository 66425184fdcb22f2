import Foundation
import Money
import SavedBills
import TipCalc
import Testing

@testable import BillHistory

@Suite struct HistoryExportTests {
    @Test func csvHasAHeaderCRLFAndExactAmounts() throws {
        var dinner = try savedBill("84.50", "USD", party: .even(3), note: "Dinner, \"late\"\nwith Ana")
        dinner.id = 1
        var kyoto = try savedBill(
            "4500", "JPY", locale: "ja_JP", percent: "10", home: ("EUR", "0.0061"), at: "2026-11-24T11:00:00Z")
        kyoto.id = 2
        let local = [dinner, kyoto].map { UTCTimestamp($0.savedAt)?.localText ?? "" }
        let csv = HistoryExport.billsCSV([dinner, kyoto])
        #expect(
            csv
                == "id,saved_at,saved_local,note,command,locale,currency,bill,tax,service,tip,total,tip_percent,"
                + "effective_tip_percent,tip_base,party_size,weights,rounding,rounding_increment,cash,home_currency,"
                + "home_rate,home_rate_source,home_rate_date,home_bill,home_tax,home_tip,home_total\r\n"
                // 84.50 × 18% = 15.21, total 99.71; the note is quoted, its quotes doubled, its line break kept.
                + "1,2026-11-23T19:04:05Z,\(local[0]),\"Dinner, \"\"late\"\"\nwith Ana\",calc,en_US,USD,84.50,0.00,"
                + "0.00,15.21,99.71,18,18.00,pretax,3,,none,,false,,,,,,,,\r\n"
                // 4950 JPY × 0.0061 = 30.195 → 30.20 EUR, split 4500 : 450 → 27.45 + 2.75.
                + "2,2026-11-24T11:00:00Z,\(local[1]),,calc,ja_JP,JPY,4500,0,0,450,4950,10,10.00,pretax,1,,none,,"
                + "false,EUR,0.0061,--rate,2026-11-24,27.45,0.00,2.75,30.20\r\n")
    }

    @Test func perPersonCSVHasOneRowPerShare() throws {
        var bill = try savedBill("120", "EUR", locale: "de_DE", percent: "20", party: .weights([2, 1, 1]))
        bill.id = 7
        // 144.00 by 2:1:1 = 72.00, 36.00, 36.00; bill 120 → 60, 30, 30; tip 24 → 12, 6, 6.
        #expect(
            HistoryExport.peopleCSV([bill])
                == "bill_id,saved_at,note,currency,person,weight,share,bill,tax,tip,home_currency,home_share,name,"
                + "payment\r\n"
                + "7,2026-11-23T19:04:05Z,,EUR,1,2,72.00,60.00,0.00,12.00,,,,\r\n"
                + "7,2026-11-23T19:04:05Z,,EUR,2,1,36.00,30.00,0.00,6.00,,,,\r\n"
                + "7,2026-11-23T19:04:05Z,,EUR,3,1,36.00,30.00,0.00,6.00,,,,\r\n")
    }

    /// A note that a spreadsheet would run as a formula is exported as text (a leading `'`).
    @Test func notesThatLookLikeFormulasAreExportedAsText() throws {
        #expect(CSVText.inert("=HYPERLINK(\"http://x\")") == "'=HYPERLINK(\"http://x\")")
        #expect(CSVText.inert("+1+1") == "'+1+1")
        #expect(CSVText.inert("-5 for the cab") == "'-5 for the cab")
        #expect(CSVText.inert("@SUM(A1)") == "'@SUM(A1)")
        #expect(CSVText.inert("\tx") == "'\tx")
        #expect(CSVText.inert("Dinner = fun") == "Dinner = fun")
        #expect(CSVText.inert("") == "")
        var bill = try savedBill("10", "USD", note: "=1+1")
        bill.id = 3
        #expect(HistoryExport.billsCSV([bill]).contains("\r\n3,2026-11-23T19:04:05Z,") == true)
        #expect(HistoryExport.billsCSV([bill]).contains(",'=1+1,calc,"), "the note as text in the bills CSV")
        #expect(HistoryExport.peopleCSV([bill]).contains(",'=1+1,USD,"), "and in the per-person CSV")
    }

    @Test func fieldsAreQuotedOnlyWhenNeeded() {
        #expect(CSVText.field("Kyoto") == "Kyoto")
        #expect(CSVText.field(" spaced ") == " spaced ")
        #expect(CSVText.field("a,b") == "\"a,b\"")
        #expect(CSVText.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVText.field("two\r\nlines") == "\"two\r\nlines\"")
        #expect(CSVText.field("=1+2") == "=1+2")
    }

    /// The JSON export (version 2) holds each bill's record and, under `result`, the bill as
    /// every surface writes it: a saved single amount's shares and tips, worked out by hand.
    @Test func jsonDocumentHoldsEachBillAsTheBillObject() throws {
        var bill = try savedBill(
            "4500", "JPY", locale: "ja_JP", percent: "10", home: ("EUR", "0.0061"), note: "Dinner in Kyoto")
        bill.id = 3
        let text = try HistoryExport.json([bill])
        #expect(text.hasPrefix("{\n  \"bills\" : [\n    {\n      \"command\" : \"calc\",\n"))
        #expect(text.hasSuffix("  ],\n  \"format\" : \"tipfmt-history\",\n  \"version\" : 2\n}\n"))
        #expect(!text.contains("outputs"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let first = try #require((object["bills"] as? [[String: Any]])?.first)
        #expect(
            Set(first.keys) == [
                "command", "currency", "fractionDigits", "id", "locale", "note", "request", "result", "savedAt",
            ])
        let result = try #require(first["result"] as? [String: Any])
        // 4500 JPY + 10% = 450 tip, 4950 in all, paid by one; every amount a string, never a number.
        #expect(result["bill"] as? String == "4500")
        #expect(result["tip"] as? String == "450")
        #expect(result["total"] as? String == "4950")
        #expect(result["shares"] as? [String] == ["4950"])
        #expect(result["tipShares"] as? [String] == ["450"])
        #expect(result["split"] as? Int == 1)
        #expect(result["tipPercent"] as? String == "10")
        #expect((result["formatted"] as? [String: Any])?["tipShares"] as? [String] == ["￥450"])
        // 4950 × 0.0061 = 30.195 → 30.20 EUR.
        let home = try #require(result["home"] as? [String: Any])
        #expect(home["total"] as? String == "30.20")
        #expect(home["currency"] as? String == "EUR")
        #expect(home["rate"] as? String == "0.0061")
    }
}
