#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Money
import Testing

@Suite struct MoneyCodableTests {
    private func json(_ money: Money) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(money), as: UTF8.self)
    }

    private func decode(_ text: String) throws -> Money {
        try JSONDecoder().decode(Money.self, from: Data(text.utf8))
    }

    @Test(arguments: [
        ("12.34", "USD", #"{"amount":"12.34","currency":"USD"}"#),
        ("12.3", "USD", #"{"amount":"12.30","currency":"USD"}"#),
        ("1200", "JPY", #"{"amount":"1200","currency":"JPY"}"#),
        ("0.5", "KWD", #"{"amount":"0.500","currency":"KWD"}"#),
        ("-0.05", "CHF", #"{"amount":"-0.05","currency":"CHF"}"#),
    ])
    func encodesTheAmountAsAStringWithTheCurrencysDigits(_ amount: String, _ code: String, _ expected: String) throws {
        let money = try Money(parsing: amount, Currency(code: code))
        #expect(try json(money) == expected)
        #expect(try decode(expected) == money)
    }

    @Test func decodesLowerCaseCurrencyAndShortAmounts() throws {
        #expect(try decode(#"{"amount":"12.3","currency":"usd"}"#) == Money(parsing: "12.30", .usd))
    }

    @Test(arguments: [
        #"{"amount":12.34,"currency":"USD"}"#,
        #"{"amount":1200,"currency":"JPY"}"#,
        #"{"amount":"12.345","currency":"USD"}"#,
        #"{"amount":"1e3","currency":"USD"}"#,
        #"{"amount":"1,000.00","currency":"USD"}"#,
        #"{"amount":" 12.34","currency":"USD"}"#,
        #"{"amount":"","currency":"USD"}"#,
        #"{"amount":"12.34","currency":"XYZ"}"#,
        #"{"amount":"12.34"}"#,
        #"{"currency":"USD"}"#,
    ])
    func rejectsNumbersAndBadAmounts(_ text: String) {
        #expect(throws: DecodingError.self) { try decode(text) }
    }

    /// Every decoding failure is a `DecodingError`, as `Codable` callers expect, never a `MoneyError`.
    @Test func failuresAreDecodingErrors() {
        let cases: [(String, any Decodable.Type)] = [
            (#""XYZ""#, Currency.self), (#""xx""#, LocaleIdentifier.self), (#""1,5""#, ExactDecimal.self),
            (#""sideways""#, Money.RoundingRule.self), (#"{"amount":"1","currency":"usd1"}"#, Money.self),
        ]
        for (text, type) in cases {
            #expect(throws: DecodingError.self, "\(text) as \(type)") {
                _ = try JSONDecoder().decode(type, from: Data(text.utf8))
            }
        }
    }

    @Test func otherTypesRoundTrip() throws {
        let decimal = try ExactDecimal(parsing: "18.5")
        #expect(String(decoding: try JSONEncoder().encode(decimal), as: UTF8.self) == #""18.5""#)
        #expect(try JSONDecoder().decode(ExactDecimal.self, from: Data(#""18.5""#.utf8)) == decimal)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(ExactDecimal.self, from: Data("18.5".utf8)) }
        #expect(String(decoding: try JSONEncoder().encode(Currency.chf), as: UTF8.self) == #""CHF""#)
        #expect(String(decoding: try JSONEncoder().encode(LocaleIdentifier("de-CH")), as: UTF8.self) == #""de_CH""#)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LocaleIdentifier.self, from: Data(#""xx""#.utf8))
        }
        #expect(String(decoding: try JSONEncoder().encode(Money.RoundingRule.ceiling), as: UTF8.self) == #""ceiling""#)
    }
}
