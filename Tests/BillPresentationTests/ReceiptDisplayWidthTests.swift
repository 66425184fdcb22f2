import BillPresentation
import Testing
import TipCalc

@Suite struct ReceiptDisplayWidthTests {
    @Test(arguments: [
        ("Total", 5), ("合計", 4), ("￥8,450", 7), ("\u{200F}12.50", 5), ("\u{2068}x\u{2069}", 1),
        ("e\u{301}", 1), ("한국", 4), ("ใบเสร็จ", 6), ("👩\u{200D}👩\u{200D}👧", 2), ("\u{A0}\u{202F}", 2),
        ("", 0), ("\u{61C}", 0), ("ｱ", 1), ("Ａ", 2), ("👍\u{1F3FD}", 2), ("🇩🇪", 2),
    ])
    func widths(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    /// Devanagari, summed per scalar as glibc's `wcwidth` does (checked with python3 ctypes
    /// `libc.wcwidth` under C.UTF-8): consonants and spacing vowel signs (Mc) 1, virama and
    /// nonspacing vowel signs (Mn) 0, whatever the grapheme clusters.
    @Test(arguments: [
        ("व्यक्ति", 5),  // व 1 + ् 0 + य 1 + क 1 + ् 0 + त 1 + ि 1 (two clusters: व्य, क्ति)
        ("क्ति", 3),  // क 1 + ् 0 + त 1 + ि (Mc) 1, one cluster
        ("प्रति व्यक्ति", 10),  // प 1 + ् 0 + र 1 + त 1 + ि 1 = 4, space 1, व्यक्ति 5
        ("कुल", 2),  // क 1 + ु (Mn) 0 + ल 1
        ("रसीद", 4),  // र 1 + स 1 + ी (Mc) 1 + द 1
        ("คนที่ 1", 5),  // ค 1 + น 1 + ท 1 + ี 0 + ่ 0, space 1, 1 1
    ])
    func widthsSumScalarsLikeWcwidth(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func prefixCutsBetweenClustersWithinTheWidth() {
        #expect(DisplayWidth.prefix(of: "合計金額", fitting: 5) == "合計")
        #expect(DisplayWidth.prefix(of: "Trinkgeld", fitting: 5) == "Trink")
        #expect(DisplayWidth.prefix(of: "e\u{301}e\u{301}", fitting: 1) == "e\u{301}")
        // व्यक्ति is two clusters, व्य (2 columns) and क्ति (3): no cut inside a conjunct.
        #expect(DisplayWidth.prefix(of: "व्यक्ति", fitting: 4) == "व्य")
        #expect(DisplayWidth.prefix(of: "व्यक्ति", fitting: 5) == "व्यक्ति")
        #expect(DisplayWidth.prefix(of: "व्यक्ति", fitting: 1) == "")
        #expect(DisplayWidth.padded("合計", to: 6) == "合計  ")
        #expect(DisplayWidth.padded("合計", to: 6, leading: true) == "  合計")
    }
}
