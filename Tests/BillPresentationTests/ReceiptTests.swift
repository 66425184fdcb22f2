@testable import BillPresentation
import Foundation
import Money
import Testing
@testable import TipCalc

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Receipts compared to their exact text, in 14 locales (Latin, CJK, Arabic, Hebrew, Devanagari,
/// Thai; 42 and 32 columns).
///
/// Every case: bill with 8.875% tax (84.50 → 7.50, as 7.499375 rounds half-up), an 18% tip on
/// the pre-tax bill (84.50 → 15.21), total 107.21 split evenly (3 ways: 35.74, 35.74, 35.73; 2
/// ways: 53.61, 53.60). JPY 8450: tax 750 (749.9375), tip 1521, total 10721 → 3574, 3574, 3573.
/// KRW 84500: tax 7499 (7499.375), tip 15210, total 107209 → 53605, 53604. fr_FR with 12%
/// service included: service 84.50 × 12/112 = 9.05, tip 15.21 − 9.05 = 6.16, total 98.16 → 49.08
/// twice. ar_EG with 10% service: 7.68 of service, tip 7.53, total 99.53 → 49.77, 49.76. With a
/// service charge the service is an indented "included" line under the bill (fr: "  dont
/// service 12 %" = 2 + 17 columns, 7 spaces, 9,05 € = 32) and the tip is "extra", without a
/// percentage (fr "Pourboire en plus" 17 + 9 spaces + 6,16 € 6 = 32).
///
/// Home amounts: only the total is converted; bill, tax and tip are its split in proportion to
/// them, so they add up to it (``HomeAmounts``). en_US → EUR at 0.9215: 107.21 → 98.794015 →
/// 98.79; 9879 cents × 8450, 750, 1521 / 10721 = 7786.35…, 691.09…, 1401.54… → 7786, 691, 1401
/// and the leftover cent to the largest remainder (the tip): 77.86 + 6.91 + 14.02 = 98.79
/// (converted alone the bill would be 77.87). de_DE → USD at 1.0812: 107.21 → 115.916652 →
/// 115.92; 11592 × 8450, 750, 1521 / 10721 = 9136.49…, 810.93…, 1644.56… → 9136, 811, 1645
/// (the two leftover cents to the largest remainders, .93 and .56). ar_EG → USD at 0.0204:
/// 99.53 → 2.030412 → 2.03; 203 × 8450, 750, 753 / 9953 = 172.34…, 15.29…, 15.35… → 172, 15,
/// 16 (the tip has the largest remainder, 3564 against the bill's 3434 and the tax's 2955).
///
/// Each share is followed by that person's part of the tip, indented as an included line: the
/// share less its bill and tax parts (en_US: 35.74 − 28.17 − 2.50 = 5.07, three times 15.21; the
/// two-way splits 53.61 − 42.25 − 3.75 = 7.61 and 53.60 − 42.25 − 3.75 = 7.60; with service, the
/// extra tip: fr 6.16 → 3.08 twice, ar 7.53 → 3.77 + 3.76).
///
/// hi_IN columns are counted per scalar as terminals do: व्यक्ति 1 is व 1 + ् 0 + य 1 + क 1 + ् 0
/// + त 1 + ि 1 = 5, a space and 1: 7 columns, so 29 spaces pad it to 42 before ₹53.61 (6).
/// Alignment: every line but the title is exactly `width` display columns (checked separately
/// below), so the expectations were checked by that property as well as by eye.
@Suite struct ReceiptTests {
    struct TextCase: Sendable, CustomTestStringConvertible {
        var locale: String
        var currency: String
        var bill: String
        var split: Int
        var width: Int
        var service: String? = nil
        var title: String? = nil
        var note: String? = nil
        var home: (String, String)? = nil
        var expected: String

        var testDescription: String { "\(locale) \(width) columns" }
    }

    static let textCases: [TextCase] = [
        TextCase(
            locale: "en_US", currency: "USD", bill: "84.50", split: 3, width: 42,
            home: ("EUR", "0.9215"),
            expected: """
                                 Receipt
                ==========================================
                Bill                                $84.50
                Tax                                  $7.50
                Tip (18%)                           $15.21
                ------------------------------------------
                Total                              $107.21
                ==========================================
                Per person
                Person 1                            $35.74
                  Tip                                $5.07
                Person 2                            $35.74
                  Tip                                $5.07
                Person 3                            $35.73
                  Tip                                $5.07
                ==========================================
                Home currency (EUR)
                Rate                    1 USD = 0.9215 EUR
                Bill                                €77.86
                Tax                                  €6.91
                Tip                                 €14.02
                ------------------------------------------
                Total                               €98.79
                ==========================================
                Per person (EUR)
                Person 1                            €32.93
                Person 2                            €32.93
                Person 3                            €32.93
                """
        ),
        TextCase(
            locale: "de_DE", currency: "EUR", bill: "84.50", split: 3, width: 42,
            home: ("USD", "1.0812"),
            expected: """
                                 Quittung
                ==========================================
                Rechnung                           84,50\u{A0}€
                Steuer                              7,50\u{A0}€
                Trinkgeld (18\u{A0}%)                   15,21\u{A0}€
                ------------------------------------------
                Gesamt                            107,21\u{A0}€
                ==========================================
                Pro Person
                Person 1                           35,74\u{A0}€
                  Trinkgeld                         5,07\u{A0}€
                Person 2                           35,74\u{A0}€
                  Trinkgeld                         5,07\u{A0}€
                Person 3                           35,73\u{A0}€
                  Trinkgeld                         5,07\u{A0}€
                ==========================================
                Heimatwährung (USD)
                Kurs                    1 EUR = 1,0812 USD
                Rechnung                           91,36\u{A0}$
                Steuer                              8,11\u{A0}$
                Trinkgeld                          16,45\u{A0}$
                ------------------------------------------
                Gesamt                            115,92\u{A0}$
                ==========================================
                Pro Person (USD)
                Person 1                           38,65\u{A0}$
                Person 2                           38,64\u{A0}$
                Person 3                           38,63\u{A0}$
                """
        ),
        TextCase(
            locale: "fr_FR", currency: "EUR", bill: "84.50", split: 2, width: 32,
            service: "12", title: "Chez Marcel — dîner du vendredi soir",
            note: "Merci ! Service compris, pourboire en plus.",
            expected: """
                Chez Marcel — dîner du vendredi
                              soir
                ================================
                Addition                 84,50\u{A0}€
                  dont service 12\u{A0}%       9,05\u{A0}€
                Taxes                     7,50\u{A0}€
                Pourboire en plus         6,16\u{A0}€
                --------------------------------
                Total                    98,16\u{A0}€
                ================================
                Par personne
                Personne 1               49,08\u{A0}€
                  Pourboire en plus       3,08\u{A0}€
                Personne 2               49,08\u{A0}€
                  Pourboire en plus       3,08\u{A0}€
                ================================
                Remarque
                Merci ! Service compris,
                pourboire en plus.
                """
        ),
        TextCase(
            locale: "es_ES", currency: "EUR", bill: "84.50", split: 2, width: 42,
            expected: """
                                  Recibo
                ==========================================
                Cuenta                             84,50\u{A0}€
                Impuesto                            7,50\u{A0}€
                Propina (18\u{A0}%)                     15,21\u{A0}€
                ------------------------------------------
                Total                             107,21\u{A0}€
                ==========================================
                Por persona
                Persona 1                          53,61\u{A0}€
                  Propina                           7,61\u{A0}€
                Persona 2                          53,60\u{A0}€
                  Propina                           7,60\u{A0}€
                """
        ),
        TextCase(
            locale: "ja_JP", currency: "JPY", bill: "8450", split: 3, width: 42,
            expected: """
                                  領収書
                ==========================================
                小計                               ￥8,450
                税                                   ￥750
                チップ（18%）                      ￥1,521
                ------------------------------------------
                合計                              ￥10,721
                ==========================================
                1人あたり
                1人目                              ￥3,574
                  チップ                             ￥507
                2人目                              ￥3,574
                  チップ                             ￥507
                3人目                              ￥3,573
                  チップ                             ￥507
                """
        ),
        TextCase(
            locale: "ko_KR", currency: "KRW", bill: "84500", split: 2, width: 42,
            expected: """
                                  영수증
                ==========================================
                소계                               ₩84,500
                세금                                ₩7,499
                팁 (18%)                           ₩15,210
                ------------------------------------------
                합계                              ₩107,209
                ==========================================
                1인당
                손님 1                             ₩53,605
                  팁                                ₩7,605
                손님 2                             ₩53,604
                  팁                                ₩7,605
                """
        ),
        TextCase(
            locale: "zh_TW", currency: "TWD", bill: "84.50", split: 3, width: 42,
            expected: """
                                   收據
                ==========================================
                小計                                $84.50
                稅金                                 $7.50
                小費（18%）                         $15.21
                ------------------------------------------
                合計                               $107.21
                ==========================================
                每人
                第1位                               $35.74
                  小費                               $5.07
                第2位                               $35.74
                  小費                               $5.07
                第3位                               $35.73
                  小費                               $5.07
                """
        ),
        TextCase(
            locale: "ar_EG", currency: "EGP", bill: "84.50", split: 2, width: 42,
            service: "10", home: ("USD", "0.0204"),
            expected: """
                \u{200F}                  إيصال
                ==========================================
                \u{200F}الفاتورة                        \u{2068}\u{200F}٨٤٫٥٠\u{A0}ج.م.\u{200F}\u{2069}
                \u{200F}  شامل الخدمة \u{2068}١٠٪\u{61C}\u{2069}                \u{2068}\u{200F}٧٫٦٨\u{A0}ج.م.\u{200F}\u{2069}
                \u{200F}الضريبة                          \u{2068}\u{200F}٧٫٥٠\u{A0}ج.م.\u{200F}\u{2069}
                \u{200F}بقشيش إضافي                      \u{2068}\u{200F}٧٫٥٣\u{A0}ج.م.\u{200F}\u{2069}
                ------------------------------------------
                \u{200F}الإجمالي                        \u{2068}\u{200F}٩٩٫٥٣\u{A0}ج.م.\u{200F}\u{2069}
                ==========================================
                \u{200F}للشخص
                \u{200F}الشخص \u{2068}١\u{2069}                         \u{2068}\u{200F}٤٩٫٧٧\u{A0}ج.م.\u{200F}\u{2069}
                \u{200F}  بقشيش إضافي                    \u{2068}\u{200F}٣٫٧٧\u{A0}ج.م.\u{200F}\u{2069}
                \u{200F}الشخص \u{2068}٢\u{2069}                         \u{2068}\u{200F}٤٩٫٧٦\u{A0}ج.م.\u{200F}\u{2069}
                \u{200F}  بقشيش إضافي                    \u{2068}\u{200F}٣٫٧٦\u{A0}ج.م.\u{200F}\u{2069}
                ==========================================
                \u{200F}عملة البلد (USD)
                \u{200F}سعر الصرف               \u{2068}١ EGP = ٠٫٠٢٠٤ USD\u{2069}
                \u{200F}الفاتورة                          \u{2068}\u{200F}١٫٧٢\u{A0}US$\u{2069}
                \u{200F}الضريبة                           \u{2068}\u{200F}٠٫١٥\u{A0}US$\u{2069}
                \u{200F}بقشيش إضافي                       \u{2068}\u{200F}٠٫١٦\u{A0}US$\u{2069}
                ------------------------------------------
                \u{200F}الإجمالي                          \u{2068}\u{200F}٢٫٠٣\u{A0}US$\u{2069}
                ==========================================
                \u{200F}للشخص (USD)
                \u{200F}الشخص \u{2068}١\u{2069}                           \u{2068}\u{200F}١٫٠٢\u{A0}US$\u{2069}
                \u{200F}الشخص \u{2068}٢\u{2069}                           \u{2068}\u{200F}١٫٠١\u{A0}US$\u{2069}
                """
        ),
        TextCase(
            locale: "he_IL", currency: "ILS", bill: "84.50", split: 3, width: 42,
            expected: """
                \u{200F}                   קבלה
                ==========================================
                \u{200F}חשבון                              \u{2068}\u{200F}84.50\u{A0}\u{200F}₪\u{2069}
                \u{200F}מס                                  \u{2068}\u{200F}7.50\u{A0}\u{200F}₪\u{2069}
                \u{200F}טיפ (\u{2068}18%\u{2069})                          \u{2068}\u{200F}15.21\u{A0}\u{200F}₪\u{2069}
                ------------------------------------------
                \u{200F}סה״כ                              \u{2068}\u{200F}107.21\u{A0}\u{200F}₪\u{2069}
                ==========================================
                \u{200F}לאדם
                \u{200F}סועד \u{2068}1\u{2069}                             \u{2068}\u{200F}35.74\u{A0}\u{200F}₪\u{2069}
                \u{200F}  טיפ                               \u{2068}\u{200F}5.07\u{A0}\u{200F}₪\u{2069}
                \u{200F}סועד \u{2068}2\u{2069}                             \u{2068}\u{200F}35.74\u{A0}\u{200F}₪\u{2069}
                \u{200F}  טיפ                               \u{2068}\u{200F}5.07\u{A0}\u{200F}₪\u{2069}
                \u{200F}סועד \u{2068}3\u{2069}                             \u{2068}\u{200F}35.73\u{A0}\u{200F}₪\u{2069}
                \u{200F}  טיפ                               \u{2068}\u{200F}5.07\u{A0}\u{200F}₪\u{2069}
                """
        ),
        TextCase(
            locale: "tr_TR", currency: "TRY", bill: "84.50", split: 2, width: 32,
            expected: """
                              Fiş
                ================================
                Hesap                     ₺84,50
                Vergi                      ₺7,50
                Bahşiş (%18)              ₺15,21
                --------------------------------
                Toplam                   ₺107,21
                ================================
                Kişi başı
                1. kişi                   ₺53,61
                  Bahşiş                   ₺7,61
                2. kişi                   ₺53,60
                  Bahşiş                   ₺7,60
                """
        ),
        TextCase(
            locale: "de_CH", currency: "CHF", bill: "84.50", split: 3, width: 32,
            expected: """
                            Quittung
                ================================
                Rechnung               CHF\u{A0}84.50
                Steuer                  CHF\u{A0}7.50
                Trinkgeld (18%)        CHF\u{A0}15.21
                --------------------------------
                Gesamt                CHF\u{A0}107.21
                ================================
                Pro Person
                Person 1               CHF\u{A0}35.74
                  Trinkgeld             CHF\u{A0}5.07
                Person 2               CHF\u{A0}35.74
                  Trinkgeld             CHF\u{A0}5.07
                Person 3               CHF\u{A0}35.73
                  Trinkgeld             CHF\u{A0}5.07
                """
        ),
        TextCase(
            locale: "ru_RU", currency: "RUB", bill: "84.50", split: 2, width: 42,
            expected: """
                                   Чек
                ==========================================
                Счёт                               84,50\u{A0}₽
                Налог                               7,50\u{A0}₽
                Чаевые (18\u{A0}%)                      15,21\u{A0}₽
                ------------------------------------------
                Итого                             107,21\u{A0}₽
                ==========================================
                С человека
                Гость 1                            53,61\u{A0}₽
                  Чаевые                            7,61\u{A0}₽
                Гость 2                            53,60\u{A0}₽
                  Чаевые                            7,60\u{A0}₽
                """
        ),
        TextCase(
            locale: "hi_IN", currency: "INR", bill: "84.50", split: 2, width: 42,
            expected: """
                                   रसीद
                ==========================================
                बिल                                 ₹84.50
                कर                                   ₹7.50
                टिप (18%)                           ₹15.21
                ------------------------------------------
                कुल                                 ₹107.21
                ==========================================
                प्रति व्यक्ति
                व्यक्ति 1                             ₹53.61
                  टिप                                ₹7.61
                व्यक्ति 2                             ₹53.60
                  टिप                                ₹7.60
                """
        ),
        TextCase(
            locale: "th_TH", currency: "THB", bill: "84.50", split: 3, width: 42,
            expected: """
                                  ใบเสร็จ
                ==========================================
                ค่าอาหาร                             ฿84.50
                ภาษี                                  ฿7.50
                ทิป (18%)                            ฿15.21
                ------------------------------------------
                ยอดรวม                             ฿107.21
                ==========================================
                ต่อคน
                คนที่ 1                               ฿35.74
                  ทิป                                 ฿5.07
                คนที่ 2                               ฿35.74
                  ทิป                                 ฿5.07
                คนที่ 3                               ฿35.73
                  ทิป                                 ฿5.07
                """
        ),
    ]

    static func receipt(_ c: TextCase) throws -> Receipt {
        let currency = try Currency(code: c.currency)
        var request = TipRequest(bill: try Money(parsing: c.bill, currency), tip: .percent(18))
        request.party = .even(c.split)
        request.tax = .rate(try ExactDecimal(parsing: "8.875"))
        if let service = c.service { request.service = .percent(try ExactDecimal(parsing: service)) }
        if let (code, rate) = c.home {
            request.home = try ExchangeRate(from: currency, to: Currency(code: code), rate: ExactDecimal(parsing: rate))
        }
        let result = try TipCalculator.calculate(request)
        return try Receipt(
            result: result, formatter: MoneyFormatter(locale: LocaleIdentifier(c.locale)), title: c.title, note: c.note)
    }

    @Test(arguments: textCases)
    func textReceiptMatchesExactly(_ c: TextCase) throws {
        let text = try Self.receipt(c).rendered(as: .text, width: c.width)
        #expect(text == c.expected + "\n", "\(c.locale):\n\(visible(text))\nexpected:\n\(visible(c.expected))")
    }

    @Test(arguments: textCases)
    func everyAmountLineAndRuleFillsTheWidthExactly(_ c: TextCase) throws {
        let receipt = try Self.receipt(c)
        let values = receipt.sections.flatMap(\.lines).map(\.value)
        let lines = receipt.rendered(as: .text, width: c.width).split(separator: "\n")
        var checked = 0
        for line in lines {
            let isRule = line.allSatisfy { $0 == "=" } || line.allSatisfy { $0 == "-" }
            let endsWithAmount = values.contains { line.hasSuffix($0) || line.hasSuffix($0 + "\u{2069}") }
            guard isRule || endsWithAmount else { continue }
            checked += 1
            #expect(DisplayWidth.of(line) == c.width, "'\(visible(line))' is \(DisplayWidth.of(line)) columns")
        }
        #expect(checked >= values.count + 2)
        for line in lines { #expect(DisplayWidth.of(line) <= c.width, "'\(visible(line))'") }
    }

    /// Columns as a terminal's `wcwidth` counts them for Devanagari, independently of
    /// ``DisplayWidth`` and of grapheme clusters: every scalar is one column except nonspacing
    /// and enclosing marks, format characters and controls (no Devanagari or Latin is wide).
    static func terminalColumns(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: sum
            default: sum + 1
            }
        }
    }

    /// `tipfmt receipt 84.50 --tip 10 --split 2 -l hi_IN` printed व्यक्ति lines of 43 columns at
    /// 42; at every width, with tax, service and home amounts too, no line may pass the width.
    @Test(arguments: [16, 20, 24, 32, 42, 60])
    func hindiReceiptLinesNeverPassTheWidth(_ width: Int) throws {
        let inr = try Currency(code: "INR")
        var plain = TipRequest(bill: try Money(parsing: "84.50", inr), tip: .percent(10))
        plain.party = .even(2)
        var full = plain
        full.party = .weights([2, 1, 1])
        full.tax = .rate(5)
        full.service = .percent(10)
        full.home = try ExchangeRate(from: inr, to: .eur, rate: dec("0.0109"))
        for request in [plain, full] {
            let receipt = try Receipt(
                result: TipCalculator.calculate(request), formatter: MoneyFormatter(locale: LocaleIdentifier("hi_IN")),
                title: "प्रति व्यक्ति रसीद", note: "व्यक्ति व्यक्ति व्यक्ति व्यक्ति व्यक्ति")
            let lines = receipt.rendered(as: .text, width: width).split(separator: "\n")
            #expect(lines.count > 8)
            for line in lines {
                #expect(
                    Self.terminalColumns(line) <= width, "\(width): '\(line)' is \(Self.terminalColumns(line)) columns")
            }
            // The share lines end exactly at the width, as terminals count it.
            let shareLines = lines.filter { $0.hasPrefix("व्यक्ति ") && $0.contains("₹") }
            #expect(shareLines.count == request.party.count)
            for line in shareLines { #expect(Self.terminalColumns(line) == width, "'\(line)'") }
        }
    }

    @Test func rightToLeftLinesStartWithRLMAndIsolateAmounts() throws {
        let receipt = try Self.receipt(Self.textCases.first { $0.locale == "he_IL" }!)
        #expect(receipt.direction == .rightToLeft)
        let lines = receipt.rendered(as: .text).split(separator: "\n")
        let amountLines = lines.filter { $0.contains("\u{20AA}") }
        #expect(amountLines.count == 10)  // bill, tax, tip, total; three shares, each with its tip
        for line in amountLines {
            #expect(line.hasPrefix("\u{200F}"))
            #expect(line.hasSuffix("\u{2069}"))
            #expect(line.contains("\u{2068}\u{200F}"))
        }
        let ltr = try Self.receipt(Self.textCases.first { $0.locale == "de_DE" }!).rendered(as: .text)
        #expect(!ltr.unicodeScalars.contains { [0x200F, 0x2068, 0x2069].contains($0.value) })
    }

    @Test func narrowWidthWrapsLabelsAndNeverSplitsAnAmount() throws {
        let euro = Currency.eur
        var request = TipRequest(bill: try Money(parsing: "1234567.89", euro), tip: .percent(18))
        request.party = .even(1)
        let receipt = try Receipt(
            result: TipCalculator.calculate(request), formatter: MoneyFormatter(locale: LocaleIdentifier("fr_FR")))
        // 1 234 567,89 × 18 % = 222 222,2202 → 222 222,22; total 1 456 790,11.
        let text = receipt.rendered(as: .text, width: 16)
        #expect(
            text == """
                      Reçu
                ================
                Addition
                  1\u{202F}234\u{202F}567,89\u{A0}€
                Pourboire (18\u{A0}%)
                    222\u{202F}222,22\u{A0}€
                ----------------
                Total
                  1\u{202F}456\u{202F}790,11\u{A0}€

                """, "\(visible(text))")
        // Below the minimum width the layout uses the minimum.
        #expect(receipt.rendered(as: .text, width: 3) == text)
    }

    @Test func wrapsAtSpacesAndBreaksCJKBetweenCharacters() throws {
        let receipt = try Self.receipt(Self.textCases.first { $0.locale == "ja_JP" }!)
        #expect(receipt.wrap("チップ（18%）チップ（18%）", width: 10) == ["チップ（18", "%）チップ", "（18%）"])
        #expect(receipt.wrap("Pourboire du soir", width: 10) == ["Pourboire", "du soir"])
        #expect(receipt.wrap("", width: 10) == [""])
    }

    @Test func htmlEscapesEveryUserTextAndSetsLangAndDir() throws {
        var c = Self.textCases.first { $0.locale == "he_IL" }!
        c.title = "<script>alert('x')</script> & \"co\""
        c.note = "a<b>\nline 2 ' \" &amp;"
        let html = try Self.receipt(c).rendered(as: .html)
        #expect(html.hasPrefix("<section class=\"receipt\" lang=\"he-IL\" dir=\"rtl\">\n"))
        #expect(html.contains("<h2>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;co&quot;</h2>"))
        #expect(html.contains("<p>a&lt;b&gt;<br>line 2 &#39; &quot; &amp;amp;</p>"))
        #expect(!html.contains("<script"))
        #expect(html.contains("<tr class=\"total\"><th scope=\"row\"><strong>סה״כ</strong></th>"))
        #expect(html.hasSuffix("</section>\n"))
        let ltr = try Self.receipt(Self.textCases.first { $0.locale == "de_CH" }!).rendered(as: .html)
        #expect(ltr.hasPrefix("<section class=\"receipt\" lang=\"de-CH\" dir=\"ltr\">\n<h2>Quittung</h2>\n"))
        #expect(Receipt.htmlEscaped("&<>\"'x") == "&amp;&lt;&gt;&quot;&#39;x")
    }

    @Test func htmlIsWellFormedXML() throws {
        var c = Self.textCases.first { $0.locale == "ar_EG" }!
        c.note = "<i>x</i> & y"
        let html = try Self.receipt(c).rendered(as: .html).replacingOccurrences(of: "<br>", with: "<br/>")
        let parser = XMLParser(data: Data(html.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func markdownEscapesUserText() throws {
        var c = Self.textCases.first { $0.locale == "es_ES" }!
        c.title = "Mesa | 4 *<script>*"
        c.note = "pagar_en [efectivo](x)"
        let markdown = try Self.receipt(c).rendered(as: .markdown)
        #expect(
            markdown == """
                ## Mesa \\| 4 \\*&lt;script&gt;\\*

                | | |
                | :-- | --: |
                | Cuenta | 84,50\u{A0}€ |
                | Impuesto | 7,50\u{A0}€ |
                | Propina (18\u{A0}%) | 15,21\u{A0}€ |
                | **Total** | **107,21\u{A0}€** |

                | Por persona | |
                | :-- | --: |
                | Persona 1 | 53,61\u{A0}€ |
                | *Propina* | *7,61\u{A0}€* |
                | Persona 2 | 53,60\u{A0}€ |
                | *Propina* | *7,60\u{A0}€* |

                **Nota**

                pagar\\_en \\[efectivo\\](x)

                """, "\(visible(markdown))")
    }

    @Test func jsonParsesAndCarriesCanonicalAmounts() throws {
        var c = Self.textCases.first { $0.locale == "de_DE" }!
        c.note = "Danke \"\\\n\u{2028}!"
        let json = try Self.receipt(c).rendered(as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["locale"] as? String == "de_DE")
        #expect(object["language"] as? String == "de")
        #expect(object["direction"] as? String == "ltr")
        #expect(object["note"] as? String == "Danke \"\\\n\u{2028}!")
        // JSONEncoder's style (sorted keys, `"key" : value`), U+2028 escaped.
        #expect(json.contains(#""note" : "Danke \"\\\n\u2028!""#), "\(json)")
        #expect(json.hasPrefix("{\n  \"direction\" : \"ltr\",\n  \"language\" : \"de\",\n"), "sorted keys: \(json)")
        let sections = try #require(object["sections"] as? [[String: Any]])
        #expect(sections.map { $0["kind"] as? String } == ["summary", "shares", "home", "homeShares"])
        let summary = try #require(sections[0]["lines"] as? [[String: Any]])
        #expect(summary.map { $0["amount"] as? String } == ["84.50", "7.50", "15.21", "107.21"])
        #expect(summary[2]["label"] as? String == "Trinkgeld (18\u{A0}%)")
        #expect(summary[3]["value"] as? String == "107,21\u{A0}€")
        #expect(summary[3]["emphasized"] as? Bool == true)
        let home = try #require(sections[2]["lines"] as? [[String: Any]])
        #expect(home[0]["kind"] as? String == "rate")
        // The rate line has no amount: the key is absent, never null.
        #expect(home[0]["amount"] == nil && home[0]["currency"] == nil)
        #expect(home[0]["value"] as? String == "1 EUR = 1,0812 USD")
        #expect(home.last?["amount"] as? String == "115.92")
        #expect(home.last?["currency"] as? String == "USD")
    }

    /// `tipfmt receipt 100 --tip 15 --service 12.5%`: the service is inside the bill, so it is an
    /// included line under it, and the tip line is the extra added on top, with no percentage.
    /// Service 100 × 12.5 / 112.5 = 11.111… → 11.11; 15% of 100 = 15.00, less 11.11 = 3.89 extra;
    /// total 100 + 3.89 = 103.89 (bill + extra tip; the included 11.11 is not added again).
    static func serviceReceipt(service: ServiceCharge? = nil, percent: Int = 15) throws -> Receipt {
        var request = TipRequest(bill: try usd("100.00"), tip: .percent(ExactDecimal(percent)))
        request.service = try service ?? .percent(dec("12.5"))
        return try Receipt(
            result: TipCalculator.calculate(request), formatter: MoneyFormatter(locale: LocaleIdentifier("en_US")))
    }

    @Test func includedServiceIsPartOfTheBillInText() throws {
        let text = try Self.serviceReceipt().rendered(as: .text)
        // 42 columns: "Bill" 4 + 31 + "$100.00" 7; "  incl. service 12.5%" 21 + 15 + "$11.11" 6;
        // "Extra tip" 9 + 28 + "$3.89" 5; "Total" 5 + 30 + "$103.89" 7.
        #expect(
            text == """
                                 Receipt
                ==========================================
                Bill                               $100.00
                  incl. service 12.5%               $11.11
                Extra tip                            $3.89
                ------------------------------------------
                Total                              $103.89

                """, "\(visible(text))")
        // An amount of service has no percentage; a tip the service covers leaves an extra of 0.00
        // (10% of 100 = 10.00 < 11.11).
        let amount = try Self.serviceReceipt(service: .amount(try usd("8.00")), percent: 10)
        // 10.00 − 8.00 = 2.00 extra; total 102.00.
        #expect(
            amount.sections[0].lines.map { "\($0.label)=\($0.value)" } == [
                "Bill=$100.00", "incl. service=$8.00", "Extra tip=$2.00", "Total=$102.00",
            ])
        let covered = try Self.serviceReceipt(percent: 10)
        #expect(covered.sections[0].lines.map(\.value) == ["$100.00", "$11.11", "$0.00", "$100.00"])
    }

    @Test func includedServiceInMarkdownJSONAndHTML() throws {
        let receipt = try Self.serviceReceipt()
        #expect(
            receipt.rendered(as: .markdown) == """
                ## Receipt

                | | |
                | :-- | --: |
                | Bill | $100.00 |
                | *incl. service 12.5%* | *$11.11* |
                | Extra tip | $3.89 |
                | **Total** | **$103.89** |

                """)
        let json = receipt.rendered(as: .json)
        let lineObject = { (fields: [(String, String)]) in
            "{\n" + fields.map { "          \"\($0.0)\" : \($0.1)" }.joined(separator: ",\n") + "\n        }"
        }
        #expect(
            json.contains(
                lineObject([
                    ("amount", #""11.11""#), ("currency", #""USD""#), ("emphasized", "false"), ("included", "true"),
                    ("kind", #""service""#), ("label", #""incl. service 12.5%""#), ("value", #""$11.11""#),
                ])), "\(json)")
        #expect(
            json.contains(
                lineObject([
                    ("amount", #""3.89""#), ("currency", #""USD""#), ("emphasized", "false"), ("included", "false"),
                    ("kind", #""tip""#), ("label", #""Extra tip""#), ("value", #""$3.89""#),
                ])), "\(json)")
        // What a JSON reader adds up: the lines not included make the total, 100.00 + 3.89 = 103.89.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        let lines = try #require(sections[0]["lines"] as? [[String: Any]])
        #expect(lines.map { $0["included"] as? Bool } == [false, true, false, false])
        let html = receipt.rendered(as: .html)
        #expect(
            html.contains(
                "<tr class=\"service included\"><th scope=\"row\" style=\"padding-inline-start:1.5em;font-weight:normal\">"
                    + "incl. service 12.5%</th><td style=\"text-align:end\"><bdi>$11.11</bdi></td></tr>\n"
                    + "<tr class=\"tip\"><th scope=\"row\">Extra tip</th><td style=\"text-align:end\"><bdi>$3.89</bdi></td></tr>\n"
            ), "\(html)")
    }

    /// `tipfmt receipt 10 -c EUR --tip 10 --home JPY --rate 162.45 --width 16` printed the rate
    /// line "1 EUR = 162,45 JPY", 18 columns. A value too wide for its line now goes under its
    /// label, broken after " = ", each piece aligned to the end.
    ///
    /// 10.00 EUR + 10% = 1.00 → 11.00. In JPY: 11.00 × 162.45 = 1786.95 → 1787 (half-even), split
    /// 1000 : 100: 1624.54… → 1624 (remainder 600/1100), 162.45… → 162 (remainder 500/1100), the
    /// leftover yen to the bill: 1625 + 162 = 1787.
    @Test func sixteenColumnsBreakTheRateLineAndNothingPassesTheWidth() throws {
        var request = TipRequest(bill: try Money(parsing: "10.00", .eur), tip: .percent(10))
        request.home = try ExchangeRate(from: .eur, to: .jpy, rate: dec("162.45"))
        let receipt = try Receipt(
            result: TipCalculator.calculate(request), formatter: MoneyFormatter(locale: LocaleIdentifier("de_DE")))
        let text = receipt.rendered(as: .text, width: 16)
        // "Rechnung" 8 + 1 + "10,00 €" 7; "Trinkgeld (10 %)" wraps in the 16 − 1 − 6 = 9 columns
        // beside "1,00 €": "(10 %)" 6 + 4 + 6; the heading (19) wraps; "1 EUR =" (7) after 9
        // spaces, "162,45 JPY" (10) after 6; "Trinkgeld" 9 + 2 + "162 ¥" 5.
        #expect(
            text == """
                    Quittung
                ================
                Rechnung 10,00\u{A0}€
                Trinkgeld
                (10\u{A0}%)    1,00\u{A0}€
                ----------------
                Gesamt   11,00\u{A0}€
                ================
                Heimatwährung
                (JPY)
                Kurs
                         1 EUR =
                      162,45 JPY
                Rechnung 1.625\u{A0}¥
                Trinkgeld  162\u{A0}¥
                ----------------
                Gesamt   1.787\u{A0}¥

                """, "\(visible(text))")
        for line in text.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 16, "'\(visible(line))'") }
    }

    /// Whatever the width, language or amount, no text line passes the width, the rate line and
    /// an amount wider than the whole line included (the amount is then broken, as a last resort).
    @Test(arguments: ["de_DE", "ar_EG", "ja_JP", "hi_IN", "fr_FR"])
    func noLineEverPassesTheWidth(_ locale: String) throws {
        for bill in ["10.00", "98765432109.87", "12345678901234.56"] {
            var request = TipRequest(bill: try Money(parsing: bill, .eur), tip: .percent(18))
            request.party = .even(3)
            request.tax = .rate(try dec("8.875"))
            request.service = .percent(10)
            request.home = try ExchangeRate(from: .eur, to: .jpy, rate: dec("162.4512"))
            let receipt = try Receipt(
                result: TipCalculator.calculate(request), formatter: MoneyFormatter(locale: LocaleIdentifier(locale)),
                title: "Le Grand Restaurant du Vieux Port", note: "Merci beaucoup et à bientôt")
            for width in [16, 17, 20, 24, 32, 42] {
                for line in receipt.rendered(as: .text, width: width).split(separator: "\n") {
                    #expect(DisplayWidth.of(line) <= width, "\(locale) \(bill) \(width): '\(visible(line))'")
                }
            }
        }
    }

    @Test func fixedTipAndRoundingShowTheEffectivePercentage() throws {
        var request = TipRequest(bill: try Money(parsing: "10.57", .usd), tip: .percent(20))
        request.rounding = .nearest
        // 10.57 + 2.11 = 12.68 → 13.00; tip 2.43 = 22.99 % of 10.57.
        let rounded = try Receipt(
            result: TipCalculator.calculate(request), formatter: MoneyFormatter(locale: LocaleIdentifier("en_US")))
        #expect(rounded.sections[0].lines.map(\.label) == ["Bill", "Tip (22.99%)", "Total"])
        request = TipRequest(bill: try Money(parsing: "40.00", .usd), tip: .amount(try Money(parsing: "6.00", .usd)))
        let fixed = try Receipt(
            result: TipCalculator.calculate(request), formatter: MoneyFormatter(locale: LocaleIdentifier("tr_TR")))
        #expect(fixed.sections[0].lines.map(\.label) == ["Hesap", "Bahşiş (%15)", "Toplam"])
        #expect(fixed.sections.count == 1)
    }

    @Test func emptyTitleAndNoteFallBackToTheDefaults() throws {
        var c = Self.textCases.first { $0.locale == "ja_JP" }!
        c.title = "  "
        c.note = "\n"
        let receipt = try Self.receipt(c)
        #expect(receipt.title == "領収書")
        #expect(receipt.note == nil)
    }
}

/// Wrapping touches each character a bounded number of times: one long word is cut into pieces
/// of the width, the same as many short words would be.
@Suite struct ReceiptWrappingLengthTests {
    @Test func oneLongWordIsCutIntoPiecesOfTheWidth() throws {
        let locale = try LocaleIdentifier("en_US")
        let receipt = Receipt(
            title: "Receipt", note: nil, locale: locale, labels: ReceiptLabels(locale: locale), sections: [])
        let word = String(repeating: "x", count: 100_000) + "yz"
        let lines = receipt.wrap(word, width: 32)
        // 100,002 characters: 3,125 full pieces of 32, then "yz".
        #expect(lines.count == 3126)
        #expect(lines.dropLast().allSatisfy { $0 == String(repeating: "x", count: 32) })
        #expect(lines.last == "yz")
        // Each katakana takes two columns, so a piece of 4 columns holds two of them.
        #expect(receipt.wrap("チップチップチ", width: 4) == ["チッ", "プチ", "ップ", "チ"])
    }
}
