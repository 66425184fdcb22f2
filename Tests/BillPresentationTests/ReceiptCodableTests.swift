#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import BillPresentation
import Money
import Testing
import TipCalc

/// A receipt is Codable: it decodes to itself, and its JSON rendering uses the same keys.
@Suite struct ReceiptCodableTests {
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test func receiptsRoundTripAndRenderTheSame() throws {
        var request = try TipRequest(bill: money("84.50", "EUR"), tip: .percent(18))
        request.party = .even(3)
        request.tax = .rate(19)
        request.home = try ExchangeRate(from: .eur, to: .usd, rate: dec("1.0832"))
        let result = try TipCalculator.calculate(request)
        for locale in ["de_DE", "ar_EG", "ja_JP"] {
            let receipt = try Receipt(
                result: result, formatter: MoneyFormatter(locale: LocaleIdentifier(locale)), note: "Tisch 4")
            let decoded = try Self.decode(Receipt.self, Self.json(receipt))
            #expect(decoded == receipt, "\(locale)")
            for format in Receipt.Format.allCases {
                #expect(decoded.rendered(as: format) == receipt.rendered(as: format), "\(locale) \(format)")
            }
            #expect(decoded.rate == result.request.home && decoded.tipPercent == 18, "\(locale)")
            // The JSON rendering uses the same keys: it decodes to the same receipt, labels aside
            // (it has none, so the built-in ones of its language are used, which are the same),
            // and without the figures behind it (rate, percentage) that only the terminal reads.
            var printed = try Self.decode(Receipt.self, receipt.rendered(as: .json))
            #expect(printed.rate == nil && printed.tipPercent == nil, "\(locale)")
            printed.rate = receipt.rate
            printed.tipPercent = receipt.tipPercent
            #expect(printed == receipt, "\(locale)")
        }
    }
}
