@testable import BillPresentation
import Foundation
import Money
import Testing
@testable import TipCalc

/// The user's title and note never bring a control character into a rendered receipt.
@Suite struct ReceiptUserTextTests {
    /// ESC [2J (clear screen), C1 CSI 31m (red), BEL; in the note NUL, CR LF, NEL and a tab.
    static let title = "Tisch\u{1B}[2J\u{9B}31m 4\u{7}"
    static let note = "a\u{0}b\r\nc\u{85}d\te\u{7F}"

    static func receipt() throws -> Receipt {
        let request = TipRequest(bill: try usd("20.00"), tip: .percent(10))
        // 20.00 × 10% = 2.00; total 22.00.
        return try Receipt(
            result: TipCalculator.calculate(request), formatter: MoneyFormatter(locale: LocaleIdentifier("de_DE")),
            title: title, note: note)
    }

    /// Every C0 and C1 control and DEL (general category Cc) but the line feeds between lines.
    static func controls(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test func textShowsControlsByName() throws {
        let text = try Self.receipt().rendered(as: .text, width: 32)
        #expect(Self.controls(text).isEmpty, "\(Self.controls(text))")
        // Title: ESC, the C1 CSI and BEL by name: "Tisch<ESC>[2J<U+009B>31m 4<BEL>" is 5 + 5 + 3
        // + 8 + 3 + 2 + 5 = 31 columns, centred in 32 after no space. Note: NUL and DEL by name,
        // CR LF and NEL break paragraphs, the tab is a space. "Trinkgeld (10 %)" 16 + 10 spaces
        // + "2,00 $" 6 = 32.
        #expect(
            text == """
                Tisch<ESC>[2J<U+009B>31m 4<BEL>
                ================================
                Rechnung                 20,00\u{A0}$
                Trinkgeld (10\u{A0}%)          2,00\u{A0}$
                --------------------------------
                Gesamt                   22,00\u{A0}$
                ================================
                Hinweis
                a<NUL>b
                c
                d e<DEL>

                """, "\(visible(text))")
    }

    @Test func markdownShowsControlsByName() throws {
        let markdown = try Self.receipt().rendered(as: .markdown)
        #expect(Self.controls(markdown).isEmpty)
        #expect(markdown.hasPrefix("## Tisch&lt;ESC&gt;\\[2J&lt;U+009B&gt;31m 4&lt;BEL&gt;\n"), "\(visible(markdown))")
        #expect(markdown.hasSuffix("**Hinweis**\n\na&lt;NUL&gt;b  \nc  \nd e&lt;DEL&gt;\n"), "\(visible(markdown))")
    }

    @Test func htmlDropsControls() throws {
        let html = try Self.receipt().rendered(as: .html)
        #expect(Self.controls(html).isEmpty)
        #expect(!html.contains("\u{FFFD}"))
        #expect(html.contains("<h2>Tisch[2J31m 4</h2>"), "\(html)")
        #expect(html.contains("<p>ab<br>c<br>d e</p>"), "\(html)")
        #expect(Receipt.htmlEscaped("a\u{1B}b\u{9B}c\u{7F}<") == "abc&lt;")
    }

    @Test func jsonKeepsTheTextWithEveryControlEscaped() throws {
        let json = try Self.receipt().rendered(as: .json)
        #expect(Self.controls(json).isEmpty)
        #expect(json.contains(#""title" : "Tisch\u001b[2J\u009b31m 4\u0007""#), "\(json)")
        #expect(json.contains(#""note" : "a\u0000b\r\nc\u0085d\te\u007f","#), "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["title"] as? String == Self.title)
        #expect(object["note"] as? String == Self.note)
    }

    @Test func printableMapsEachKindOfCharacter() {
        #expect(Receipt.printable("x\u{1B}y") == "x<ESC>y")
        #expect(Receipt.printable("\u{202E}txt.exe\u{2066}") == "<U+202E>txt.exe<U+2066>")
        #expect(Receipt.printable("x\ty\u{2028}z") == "x y z")
        #expect(Receipt.printable("x\u{9F}y\u{A0}z", replacement: "") == "xy\u{A0}z")  // NBSP is not a control
        #expect(Receipt.printable("e\u{301}\u{200F}") == "e\u{301}\u{200F}")  // marks and format characters stay
    }
}
