import Foundation
import PaymentCodes
import Testing

/// The QR symbol from libqrencode, its renderings, and its reading back by zbarimg.
@Suite struct QRCodeTests {
    @Test func sizeFollowsVersion() throws {
        let small = try QRCode(encoding: "HELLO")
        #expect(small.version == 1 && small.size == 21 && small.modules.count == 441)
        // The three finder patterns: a dark 7×7 ring in three corners.
        for (row, column) in [(0, 0), (0, 14), (14, 0)] {
            #expect(small.isDark(row: row, column: column) && small.isDark(row: row + 6, column: column + 6))
            #expect(!small.isDark(row: row + 1, column: column + 1) && small.isDark(row: row + 3, column: column + 3))
        }
        #expect(!small.isDark(row: -1, column: 0) && !small.isDark(row: 21, column: 21))
        let large = try QRCode(bytes: Array(repeating: 0x41, count: 331), errorCorrection: .medium)
        #expect(large.size == 17 + 4 * large.version)
        #expect(throws: QRCodeError.empty) { try QRCode(bytes: []) }
        #expect(throws: QRCodeError.tooLong(bytes: 2400, errorCorrection: .high)) {
            try QRCode(bytes: Array(repeating: 0x41, count: 2400), errorCorrection: .high)
        }
    }

    @Test func halfBlocksDrawTwoRowsALineInsideTheQuietZone() throws {
        let code = try QRCode(encoding: "HELLO")
        let lines = code.halfBlockText().split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == (21 + 8 + 1) / 2)
        #expect(lines.allSatisfy { $0.count == 29 })
        #expect(lines[0].allSatisfy { $0 == " " } && lines[1].allSatisfy { $0 == " " })
        // Line 2 holds module rows 0 and 1 of the symbol (rows 4 and 5 with the quiet zone):
        // the finder's top edge and its ring, both dark in column 0.
        let row2 = Array(lines[2])
        #expect(row2[4] == "█" && row2[5] == "▀" && row2[3] == " ")
    }

    @Test func svgHasOneSquarePerDarkModule() throws {
        let code = try QRCode(encoding: "HELLO")
        let svg = code.svg(moduleSize: 2, quietZone: 4)
        let dark = code.modules.filter { $0 }.count
        #expect(svg.components(separatedBy: "fill=\"#000000\"").count - 1 == dark)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"58\" height=\"58\""))
    }

    @Test(arguments: ["HELLO", "https://example.com/ä", String(repeating: "0123456789", count: 40)])
    func readsBack(text: String) throws {
        #expect(try ZbarReader.text(QRCode(encoding: text)) == text)
    }
}
