import BillPresentation
import Foundation
import Money
import Testing
import TipCalc
@testable import TipfmtKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("", 0), ("\u{FFE5}1,234", 7), ("日本円", 6), ("한국어", 6),
        ("e\u{301}", 1), ("\u{200F}123", 3), ("\u{061C}-5", 2), ("1\u{A0}€", 3), ("CHF\u{A0}1\u{2019}234.50", 12),
        ("\u{200E}\u{200D}", 0), ("🍕", 2),
    ])
    func widths(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func tableAlignsWideAndZeroWidthText() {
        var table = TextTable(alignments: [.left, .right])
        table.rows = [["Total", "\u{FFE5}1,320"], ["合計", "\u{200F}12"]]
        #expect(table.lines() == ["Total  \u{FFE5}1,320", "合計        \u{200F}12"])
    }
}
