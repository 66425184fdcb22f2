import Foundation
import Testing

/// The minimum tip when rounding.
@Suite struct MinimumTipTests {
    let cli = Tipfmt()

    @Test func theMinimumTipIsTheAskedPercentageWhenBelowOnePercent() throws {
        // 200 at 0.5 %: tip 1.00, minimum 0.5 % = 1.00, 201.00 is round (1 % made it 202.00).
        let result = try cli.run("calc", "200", "--tip", "0.5", "--round", "up", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["total"] as? String == "201.00", "\(result)")
    }
}
