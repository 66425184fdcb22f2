#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import Money
import Testing
import TipCalc

/// The Codable conformances of `Sources/TipCalc/Codable`: Money's string-amount convention
/// everywhere, exact round trips, and every failure a `DecodingError`.
@Suite struct TipCalcCodableTests {
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    static func roundTrips<T: Codable & Equatable>(_ value: T) throws -> Bool {
        try decode(T.self, json(value)) == value
    }

    @Test func twoFormValuesAreOneKeyObjects() throws {
        #expect(try Self.json(Tip.percent(try dec("17.5"))) == #"{"percent":"17.5"}"#)
        #expect(try Self.json(Tip.amount(try money("0.500", "KWD"))) == #"{"amount":"0.500","currency":"KWD"}"#)
        #expect(try Self.json(Tax.rate(try dec("8.875"))) == #"{"rate":"8.875"}"#)
        #expect(try Self.json(Tax.amount(try usd("7.5"))) == #"{"amount":"7.50","currency":"USD"}"#)
        #expect(try Self.json(ServiceCharge.percent(try dec("12.5"))) == #"{"percent":"12.5"}"#)
        #expect(try Self.json(ServiceCharge.amount(try money("1200", "JPY"))) == #"{"amount":"1200","currency":"JPY"}"#)
        #expect(try Self.json(Party.even(3)) == #"{"even":3}"#)
        #expect(try Self.json(Party.weights([2, 1, 1])) == #"{"weights":[2,1,1]}"#)
        for value in [Tip.percent(18), .amount(try usd("5"))] { #expect(try Self.roundTrips(value)) }
        for value in [Tax.rate(try dec("8.875")), .amount(try usd("7.50"))] { #expect(try Self.roundTrips(value)) }
        // Validated later, as Party is.
        for value in [Party.even(0), .weights([])] { #expect(try Self.roundTrips(value)) }
    }

    @Test func aRequestWithOnlyBillAndTipTakesTheDefaults() throws {
        let text = #"{"bill":{"amount":"84.50","currency":"USD"},"tip":{"percent":"18"}}"#
        #expect(try Self.decode(TipRequest.self, text) == TipRequest(bill: try usd("84.50"), tip: .percent(18)))
        #expect(
            try Self.json(TipRequest(bill: try usd("84.50"), tip: .percent(18)))
                == #"{"bill":{"amount":"84.50","currency":"USD"},"cash":false,"homeRounding":"toNearestOrEven","#
                + #""party":{"even":1},"rounding":"none","tip":{"percent":"18"},"tipBase":"pretax"}"#)
    }

    @Test func aFullRequestRoundTrips() throws {
        let rates = try ECBRates(xml: ECBRatesTests.fixture(), source: "eurofxref-daily.xml")
        var request = TipRequest(bill: try money("112.50", "CHF"), tip: .amount(try money("3.00", "CHF")))
        request.tax = .rate(try dec("7.7"))
        request.tipBase = .total
        request.service = .percent(try dec("12.5"))
        request.party = .weights([2, 1, 1])
        request.rounding = .sharesUp
        request.roundingIncrement = try dec("0.50")
        request.cash = true
        request.home = try rates.rate(from: .chf, to: .usd)  // a cross rate through EUR
        request.homeRounding = .ceiling
        #expect(try Self.roundTrips(request))
    }

    @Test func crossRatesKeepTheirExactQuotient() throws {
        let rates = try ECBRates(xml: ECBRatesTests.fixture(), source: "eurofxref-daily.xml")
        let cross = try rates.rate(from: .usd, to: .jpy)
        let decoded = try Self.decode(ExchangeRate.self, Self.json(cross))
        #expect(decoded == cross)
        // 50.00 × 162.85 ÷ 1.0832 = 7517.0790… → 7517, the same as before the round trip.
        #expect(try decoded.convert(usd("50.00")).description == "7517 JPY")
        let direct = try ExchangeRate(from: .eur, to: .usd, rate: dec("1.0832"))
        #expect(try Self.json(direct) == #"{"from":"EUR","rate":"1.0832","to":"USD"}"#)
        #expect(try Self.roundTrips(direct))
    }

    /// Thousands of calculated results, including home amounts, come back exactly as they went.
    @Test func resultsRoundTrip() throws {
        var random = SplitMix64(seed: 0xC0DA_B1E5)
        let rate = try ExchangeRate(from: .usd, to: .eur, rate: dec("0.9215"))
        var checked = 0
        for index in 0..<1000 {
            var request = try TipCalculatorPropertyTests.randomCase(&random).request
            if index % 3 == 0, request.bill.currency == .usd { request.home = rate }
            guard let result = try? TipCalculator.calculate(request) else { continue }
            let decoded = try Self.decode(TipResult.self, Self.json(result))
            #expect(decoded == result, "\(request)")
            checked += 1
        }
        #expect(checked > 800)
    }

    /// A stored result is not recomputed, but one whose amounts do not add up is rejected.
    @Test func resultsThatDoNotAddUpAreRejected() throws {
        var request = try TipRequest(bill: usd("84.50"), tip: .percent(18))
        request.party = .even(2)
        let text = try Self.json(TipCalculator.calculate(request))
        // tip 84.50 × 0.18 = 15.21; total 99.71; shares 49.86 + 49.85
        #expect(text.contains(#""total":{"amount":"99.71","currency":"USD"}"#))
        let tampered = [
            text.replacingFirst(#""total":{"amount":"99.71""#, with: #""total":{"amount":"99.72""#),
            text.replacingFirst(#""tip":{"amount":"15.21""#, with: #""tip":{"amount":"15.22""#),
            text.replacingFirst(#"{"amount":"49.86","currency":"USD"}"#, with: #"{"amount":"49.86","currency":"EUR"}"#),
        ]
        for bad in tampered {
            #expect(bad != text)
            #expect(throws: DecodingError.self) { try Self.decode(TipResult.self, bad) }
        }
    }

    @Test(arguments: [
        (#"{"even":3,"weights":[1]}"#, "Party"), (#"{}"#, "Party"), (#"{"even":"3"}"#, "Party"),
        (#"{"percent":18}"#, "Tip"), (#"{"percent":"18","amount":"1.00","currency":"USD"}"#, "Tip"),
        (#"{"rate":"1e3"}"#, "Tax"),
        (#"{"from":"EUR","to":"USD","rate":"0"}"#, "ExchangeRate"),
        (#"{"from":"EUR","to":"EUR","rate":"2"}"#, "ExchangeRate"),
        (#"{"from":"USD","to":"JPY","rate":"150","numerator":"162.85","denominator":"1.0832"}"#, "ExchangeRate"),
        (#"{"from":"USD","to":"JPY","rate":"150","numerator":"162.85"}"#, "ExchangeRate"),
        (#"{"tip":{"percent":"18"}}"#, "TipRequest"),
    ])
    func failuresAreDecodingErrors(_ text: String, _ type: String) {
        let types: [String: any Decodable.Type] = [
            "Party": Party.self, "Tip": Tip.self, "Tax": Tax.self, "ExchangeRate": ExchangeRate.self,
            "TipRequest": TipRequest.self,
        ]
        guard let decodable = types[type] else {
            Issue.record("no type \(type)")
            return
        }
        #expect(throws: DecodingError.self, "\(text)") {
            _ = try JSONDecoder().decode(decodable, from: Data(text.utf8))
        }
    }

}

extension String {
    /// This string with the first `target` replaced (tests only; no Foundation needed).
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }
}
