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

    @Test func textReplacesControlsWithTheReplacementCharacter() throws {
        let text = try Self.receipt().rendered(as: .text, width: 32)
        #expect(Self.controls(text).isEmpty, "\(Self.controls(text))")
        // Title: ESC and CSI and BEL → U+FFFD: "Tisch�[2J�31m 4�" is 16 columns, centred in 32
        // after 8 spaces. Note: NUL → U+FFFD, CR LF and NEL break paragraphs, the tab is a
        // space, DEL → U+FFFD. "Trinkgeld (10 %)" 16 + 10 spaces + "2,00 $" 6 = 32.
        #expect(
            text == """
                        Tisch\u{FFFD}[2J\u{FFFD}31m 4\u{FFFD}
                ================================
                Rechnung                 20,00\u{A0}$
                Trinkgeld (10\u{A0}%)          2,00\u{A0}$
                --------------------------------
                Gesamt                   22,00\u{A0}$
                ================================
                Hinweis
                a\u{FFFD}b
                c
                d e\u{FFFD}

                """, "\(visible(text))")
    }

    @Test func markdownReplacesControls() throws {
        let markdown = try Self.receipt().rendered(as: .markdown)
        #expect(Self.controls(markdown).isEmpty)
        #expect(markdown.hasPrefix("## Tisch\u{FFFD}\\[2J\u{FFFD}31m 4\u{FFFD}\n"), "\(visible(markdown))")
        #expect(markdown.hasSuffix("**Hinweis**\n\na\u{FFFD}b  \nc  \nd e\u{FFFD}\n"), "\(visible(markdown))")
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
        #expect(Receipt.printable("x\u{1B}y") == "x\u{FFFD}y")
        #expect(Receipt.printable("x\ty\u{2028}z") == "x y z")
        #expect(Receipt.printable("x\u{9F}y\u{A0}z", replacement: "") == "xy\u{A0}z")  // NBSP is not a control
        #expect(Receipt.printable("e\u{301}\u{200F}") == "e\u{301}\u{200F}")  // marks and format characters stay
    }
}
