import Testing
import TipCalc

@Suite struct ReceiptDisplayWidthTests {
    @Test(arguments: [
        ("Total", 5), ("合計", 4), ("￥8,450", 7), ("\u{200F}12.50", 5), ("\u{2068}x\u{2069}", 1),
        ("e\u{301}", 1), ("한국", 4), ("ใบเสร็จ", 6), ("व्यक्ति", 4), ("👩\u{200D}👩\u{200D}👧", 2), ("\u{A0}\u{202F}", 2),
        ("", 0), ("\u{61C}", 0), ("ｱ", 1), ("Ａ", 2),
    ])
    func widths(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func prefixCutsBetweenClustersWithinTheWidth() {
        #expect(DisplayWidth.prefix(of: "合計金額", fitting: 5) == "合計")
        #expect(DisplayWidth.prefix(of: "Trinkgeld", fitting: 5) == "Trink")
        #expect(DisplayWidth.prefix(of: "e\u{301}e\u{301}", fitting: 1) == "e\u{301}")
        #expect(DisplayWidth.padded("合計", to: 6) == "合計  ")
        #expect(DisplayWidth.padded("合計", to: 6, leading: true) == "  合計")
    }
}
