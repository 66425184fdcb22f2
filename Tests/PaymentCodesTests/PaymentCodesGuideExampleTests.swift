// The example keeps the page's layout (an aligned comment), which swift-format would change.
// swift-format-ignore-file
import Money
import PaymentCodes
import Testing

/// docs/PaymentCodes.md's *In Swift* example, as the page shows it (`SwiftBlocksAreCompiledTests`
/// finds the block here), with what it prints checked.
@Suite struct PaymentCodesGuideExampleTests {
    @Test func inSwift() throws {
        let code = try PaymentCode.epc(
            name: "Ann Example", iban: "DE89 3704 0044 0532 0130 00",
            amount: Money(minorUnits: 1230, .eur), message: "Lisbon trip")
        let symbol = try code.qrCode()          // error correction M
        print(symbol.size, symbol.isDark(row: 0, column: 0))
        print(symbol.halfBlockText())
        // A QR symbol is at least 21 modules wide, and its top-left module is a finder's corner.
        #expect(symbol.size >= 21)
        #expect(symbol.isDark(row: 0, column: 0))
    }
}
