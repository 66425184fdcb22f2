import Foundation
import Testing

/// Service included: the tip line is the extra tip.
@Suite struct ServiceIncludedTipTests {
    let cli = Tipfmt()

    @Test func withServiceIncludedTheTipLineIsTheExtraTip() throws {
        // Service 100 × 12.5 / 112.5 = 11.11; 15 % of 100 = 15.00, less 11.11 = 3.89 on top.
        let result = try cli.run("calc", "100", "--service", "12.5%", "--tip", "15")
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                "Bill                   $100.00",
                "  incl. service 12.5%   $11.11",
                "Extra tip                $3.89",
                "Total                  $103.89",
            ], "\(result)")
    }

    @Test func theArabicExtraTipIsLabelledAsWhatItIs() throws {
        // 850 × 12 / 112 = 91.07 of service; 15 % = 127.50; extra 127.50 − 91.07 = 36.43; total 886.43.
        let result = try cli.run("calc", "850", "-l", "ar_EG", "-c", "EGP", "--service", "12%", "--tip", "15")
        #expect(result.status == 0, "\(result)")
        let tipLine = try #require(result.lines.first { $0.hasPrefix("بقشيش إضافي") }, "\(result)")
        #expect(tipLine.contains("٣٦٫٤٣"), "\(visible(tipLine))")
        #expect(!result.stdout.contains("١٥٪") && !result.stdout.contains("15"), "no 15 % beside 36.43: \(result)")
    }
}
