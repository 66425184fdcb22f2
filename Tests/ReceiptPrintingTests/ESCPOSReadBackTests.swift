import Foundation
import Money
import ReceiptPrinting
import BillPresentation
import TipCalc
import Testing

/// Every golden receipt read back with glibc's iconv (not the ICU tables it was encoded with) is the
/// text receipt at the same width: the same lines, character for character, except where a fold
/// of docs/Printing.md replaced one; the title centred and bold, the totals bold, nothing else.
///
/// The text lines are compared in visual order (ICU's bidi and Arabic shaping, as the renderer
/// lays them down: right-to-left receipts, and Hebrew or Arabic words in any other); the code
/// pages are what this test checks.
@Suite struct ESCPOSReadBackTests {
    /// Whether `printed` is `expected`, or a fold of it, scalar for scalar.
    static func matches(_ printed: String, _ expected: String) -> Bool {
        let printed = Array(printed.unicodeScalars)
        let expected = expected.unicodeScalars.filter { !PrintFold.isDropped($0) }
        guard printed.count == expected.count else { return false }
        return zip(printed, expected).allSatisfy { got, want in
            got == want || got == PrintFold.replacement(for: want)
                || PrintFold.arabicAlternatives(for: want).contains(got)
        }
    }

    /// The text receipt's lines as the printer should print them.
    static func expectedLines(of receipt: Receipt, width: Int) throws -> [ESCPOSReader.Line] {
        let text = receipt.rendered(as: .text, width: width).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
        let rows = receipt.textRows(width: width)
        #expect(rows.map(\.text) == text)
        var lines: [ESCPOSReader.Line] = []
        for (line, row) in zip(text, rows) {
            let isTitle = row.role == .title
            var shown = isTitle ? String(line.drop { $0 == " " || $0 == "\u{200F}" }) : line
            shown = try VisualText.line(shown, rightToLeft: receipt.direction == .rightToLeft)
            let bold: Bool
            if case .line(_, let emphasized) = row.role { bold = emphasized } else { bold = isTitle }
            lines.append(.init(text: shown, columns: DisplayWidth.of(shown), bold: bold, centred: isTitle))
        }
        return lines
    }

    @Test(arguments: PrinterProfile.all.map(\.id))
    func goldenBytesReadBackAsTheTextReceipt(profile id: String) throws {
        let profile = try PrinterProfile.named(id)
        var checked = 0
        for locale in PrintedReceipts.goldenLocales {
            guard let data = FileManager.default.contents(atPath: PrintedReceipts.fixtures + "/\(id)/\(locale).bin")
            else {
                continue
            }
            var reader = ESCPOSReader(profile: profile)
            let printout = try reader.read([UInt8](data))
            let (_, receipt) = try PrintedReceipts.print(
                { try PrintedReceipts.goldenReceipt(locale, style: $0) }, on: profile)
            let expected = try Self.expectedLines(of: receipt, width: profile.defaultColumns)
            #expect(printout.lines.count == expected.count, "\(id)/\(locale): \(printout.lines)")
            for (got, want) in zip(printout.lines, expected) {
                #expect(Self.matches(got.text, want.text), "\(id)/\(locale): printed \(got), text \(want)")
                #expect(got.bold == want.bold && got.centred == want.centred, "\(id)/\(locale): \(got) vs \(want)")
                #expect(got.columns <= profile.defaultColumns, "\(id)/\(locale): \(got) is \(got.columns) columns")
                if !want.centred { #expect(got.columns == want.columns, "\(id)/\(locale): \(got)") }
            }
            #expect(printout.font == profile.fonts.first?.number)
            #expect(printout.cut == (profile.commands.cut != nil))
            #expect(printout.feed == profile.feedBeforeEnd)
            checked += 1
        }
        #expect(checked >= 3, "\(id) has golden files for \(checked) languages")
    }

    /// The same through the command: `tipfmt receipt … --format text --width N` against the bytes is
    /// in tipfmtTests (ReceiptPrintingCommandTests); here, a width narrower than the font.
    @Test func aNarrowerWidthReadsBackAtThatWidth() throws {
        let profile = try PrinterProfile.named("epson-tm-t88")
        for locale in ["fr_FR", "he_IL", "ar_EG", "el_GR"] {
            let (bytes, receipt) = try PrintedReceipts.print(
                { try PrintedReceipts.goldenReceipt(locale, style: $0) }, on: profile, width: 30)
            var reader = ESCPOSReader(profile: profile)
            let printout = try reader.read(bytes)
            let expected = try Self.expectedLines(of: receipt, width: 30)
            #expect(printout.lines.map(\.columns).max() ?? 0 <= 30)
            #expect(zip(printout.lines, expected).allSatisfy { Self.matches($0.text, $1.text) }, "\(locale)")
        }
    }

    /// A width past Font A is printed in Font B.
    @Test func aWiderWidthChoosesTheSmallerFont() throws {
        let profile = try PrinterProfile.named("generic-58")
        let bytes = try PrintedReceipts.goldenReceipt("en_US").escpos(for: profile, width: 42)
        var reader = ESCPOSReader(profile: profile)
        let printout = try reader.read(bytes)
        #expect(printout.font == 1)
        #expect(printout.lines.contains { $0.columns == 42 })
        #expect(throws: PrintingError.tooWide(columns: 43, printer: "generic-58", maximum: 42)) {
            try PrintedReceipts.goldenReceipt("en_US").escpos(for: profile, width: 43)
        }
    }
}
