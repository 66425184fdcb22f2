import Foundation
import Testing

/// The bill's own currency.
@Suite struct BillCurrencyTests {
    let cli = Tipfmt()

    @Test func currencyNamedInTheBillIsUsedWithoutCurrencyOption() throws {
        // 1234.50 × 18% = 222.21; total 1456.71.
        let result = try cli.run("calc", "1.234,50 €", "--input-locale", "de_DE", "--tip", "18")
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["Bill       €1,234.50", "Tip (18%)    €222.21", "Total      €1,456.71"], "\(result)")
        #expect(result.stderr == "", "\(result)")
        // Without a symbol the bill is in the input locale's currency: amounts typed as de_DE
        // writes them are euros, unless --currency or the config names another.
        let plain = try cli.run("calc", "1.234,50", "--input-locale", "de_DE", "--tip", "18")
        #expect(plain.lines.first == "Bill       €1,234.50", "\(plain)")
        let swiss = try cli.run("calc", "1'234.50", "--input-locale", "de_CH", "--tip", "18")
        #expect(swiss.lines.first == "Bill       CHF\u{A0}1,234.50", "\(swiss)")
        let given = try cli.run("calc", "1.234,50", "--input-locale", "de_DE", "-c", "USD", "--tip", "18")
        #expect(given.lines.first == "Bill       $1,234.50", "\(given)")
    }
}
