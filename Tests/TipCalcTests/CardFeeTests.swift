import Money
import Testing
import TipCalc

/// The card's fee over the ECB fixing of the bill's day, on the history sample of
/// ``ECBRateHistoryTests`` (1 EUR = 1.13 USD and 163.00 JPY on 4 May 2026, 163.10 JPY on 5 May,
/// 1.12 USD and 0.94 CHF on 30 April). Every figure below is worked out by hand.
@Suite struct CardFeeTests {
    static func rates(on day: String) throws -> ECBRates {
        try ECBRateHistoryTests.history("eurofxref-hist-sample.csv").rates(on: ECBRateHistoryTests.day(day))
    }

    static func money(_ text: String, _ currency: Currency) throws -> Money { try Money(parsing: text, currency) }

    @Test func aCardOverTheRate() throws {
        // 113.00 USD at 1 ÷ 1.13 is 100.00 EUR; (101.73 × 1.13 − 113) × 100 ÷ 113 = 1.9549 × 100 ÷ 113 = 1.73.
        let fee = try CardFee(
            statement: Self.money("101.73", .eur), amount: Self.money("113.00", .usd),
            rates: Self.rates(on: "2026-05-04"))
        #expect(fee.percent.description == "1.73")
        #expect(fee.atECBRate.description == "100.00 EUR" && fee.fee.description == "1.73 EUR")
        #expect(fee.date == "2026-05-04")
        #expect(
            fee.description
                == "card 1.73% over the ECB rate (101.73 EUR for 113.00 USD, 100.00 EUR at 1 USD = 0.8849557522 EUR)")
    }

    @Test func aQuotientThatDoesNotEndIsRoundedOnce() throws {
        // 4950 JPY at 1 ÷ 163.10 is 30.3494… → 30.35 EUR; (30.47 × 163.10 − 4950) × 100 ÷ 4950
        // = 1965.7 ÷ 4950 = 0.39711… → 0.40; the fee in euros is 30.47 − 30.35 = 0.12.
        let fee = try CardFee(
            statement: Self.money("30.47", .eur), amount: Self.money("4950", .jpy), rates: Self.rates(on: "2026-05-05"))
        #expect(fee.percent.formatted(fractionDigits: 2) == "0.40")
        #expect(fee.atECBRate.description == "30.35 EUR" && fee.fee.description == "0.12 EUR")
    }

    @Test func aCardUnderTheRateHasANegativeFee() throws {
        // (99.50 × 1.13 − 113) × 100 ÷ 113 = −0.565 × 100 ÷ 113 = −0.5.
        let fee = try CardFee(
            statement: Self.money("99.50", .eur), amount: Self.money("113.00", .usd),
            rates: Self.rates(on: "2026-05-04"))
        #expect(fee.percent.description == "-0.5" && fee.fee.description == "-0.50 EUR")
        #expect(fee.description.hasPrefix("card 0.50% under the ECB rate"))
        // A refund is negative on both sides: the same fee.
        let refund = try CardFee(
            statement: Self.money("-99.50", .eur), amount: Self.money("-113.00", .usd),
            rates: Self.rates(on: "2026-05-04"))
        #expect(refund.percent.description == "-0.5" && refund.fee.description == "0.50 EUR")
    }

    @Test(arguments: [
        // 1130.00 USD is 1000.00 EUR at 1.13: each statement's fee ends in a 5 at the third digit.
        ("1000.05", "0"),  // 0.005 → 0.00 (0 is even)
        ("1000.15", "0.02"),  // 0.015 → 0.02
        ("1000.25", "0.02"),  // 0.025 → 0.02
        ("999.95", "0"),  // −0.005 → −0.00
        ("999.85", "-0.02"),  // −0.015 → −0.02
    ])
    func halvesRoundToEven(statement: String, percent: String) throws {
        let fee = try CardFee(
            statement: Self.money(statement, .eur), amount: Self.money("1130.00", .usd),
            rates: Self.rates(on: "2026-05-04"))
        #expect(fee.percent.description == percent, "\(statement)")
    }

    @Test func aCrossRateGoesThroughTheEuroExactly() throws {
        // 112.00 USD on a CHF card on 30 April: 112 × 0.94 ÷ 1.12 = 94.00 CHF;
        // (95.88 × 1.12 − 112 × 0.94) × 100 ÷ (112 × 0.94) = 2.1056 × 100 ÷ 105.28 = 2.
        let fee = try CardFee(
            statement: Self.money("95.88", .chf), amount: Self.money("112.00", .usd),
            rates: Self.rates(on: "2026-04-30"))
        #expect(fee.percent.description == "2" && fee.atECBRate.description == "94.00 CHF")
        #expect(fee.ecbRate.rate.description == "0.8392857143")
    }

    @Test func statementsThatGiveNoFeeAreRefused() throws {
        let rates = try Self.rates(on: "2026-05-04")
        let usd = try Self.money("113.00", .usd)
        let cases: [(Money, Money, String)] = [
            (
                try Self.money("0.00", .eur), usd,
                "a card statement of 0.00 EUR for 113.00 USD gives no card fee; give what the card charged, above "
                    + "zero (both below zero for a refund)"
            ),
            (
                try Self.money("-101.73", .eur), usd,
                "a card statement of -101.73 EUR for 113.00 USD gives no card fee; give what the card charged, above "
                    + "zero (both below zero for a refund)"
            ),
            (
                try Self.money("101.73", .eur), try Self.money("0.00", .usd),
                "a card statement of 101.73 EUR for 0.00 USD gives no card fee; give what the card charged, above "
                    + "zero (both below zero for a refund)"
            ),
        ]
        for (statement, amount, message) in cases {
            let error = #expect(throws: TipCalcError.self) {
                try CardFee(statement: statement, amount: amount, rates: rates)
            }
            #expect(error?.description == message)
        }
        let eurRate = try rates.rate(from: .usd, to: .eur)
        let wrong = #expect(throws: TipCalcError.self) {
            try CardFee(statement: Self.money("101.73", Currency(code: "GBP")), amount: usd, ecbRate: eurRate)
        }
        #expect(
            wrong?.description
                == "the card statement 101.73 GBP is not in EUR, the currency the ECB rate converts USD to; give what "
                + "the card charged in EUR")
        let missing = #expect(throws: TipCalcError.self) {
            try CardFee(
                statement: Self.money("1.00", .eur), amount: Self.money("1.00", Currency(code: "CAD")), rates: rates)
        }
        guard case .missingRate(file: "eurofxref-hist-sample.csv", currency: "CAD", _) = missing else {
            Issue.record("expected missingRate, got \(String(describing: missing))")
            return
        }
    }
}
