import Foundation
import Testing

/// Config values as people write them.
@Suite struct ConfigValueTests {
    let cli = Tipfmt()

    @Test func configTakesAPercentSignAndNumbers() throws {
        let set = try cli.run("config", "set", "tip", "18%")
        #expect(set.status == 0, "\(set)")
        #expect(try cli.run("config", "get", "tip").stdout == "18\n")
        try "{\"tip\": 17.5, \"currency\": \"EUR\"}".write(toFile: cli.configPath, atomically: true, encoding: .utf8)
        // 50 × 17.5 % = 8.75.
        let calc = try cli.run("calc", "50", "--json")
        #expect(calc.status == 0, "\(calc)")
        let object = try #require(try JSONSerialization.jsonObject(with: calc.stdoutBytes) as? [String: Any])
        #expect(object["tip"] as? String == "8.75")
        #expect(object["currency"] as? String == "EUR")
    }

    @Test func anUnknownConfigKeyIsAWarningNotAnError() throws {
        try FileManager.default.createDirectory(atPath: cli.home + "/config/tipfmt", withIntermediateDirectories: true)
        try "{\"tip\": \"10\", \"colour\": \"red\"}".write(toFile: cli.configPath, atomically: true, encoding: .utf8)
        let result = try cli.run("format", "5", "-c", "USD", "-l", "en_US")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "$5.00\n")
        #expect(
            result.stderr
                == "tipfmt: note: ignoring the unknown key 'colour' in \(cli.configPath) (known: tip, locale, currency, home, rounding, rates)\n"
        )
    }
}
