import Money
import Testing
import TipCalc

@Suite struct ExchangeRateTests {
    @Test func convertsWithAnExplicitRule() throws {
        let rate = try ExchangeRate(from: .eur, to: .usd, rate: dec("1.0832"))
        #expect(rate.description == "1 EUR = 1.0832 USD")
        #expect(try rate.convert(money("12.50", "EUR")).description == "13.54 USD")  // 12.50 × 1.0832 = 13.54 exactly
        // 0.25 × 1.0832 = 0.2708 → 0.27 either way; 1.25 × 1.0832 = 1.354 → 1.35 (half-even) / 1.36 (ceiling)
        #expect(try rate.convert(money("1.25", "EUR"), rounding: .toNearestOrEven).amountText == "1.35")
        #expect(try rate.convert(money("1.25", "EUR"), rounding: .ceiling).amountText == "1.36")
        let yen = try ExchangeRate(from: .usd, to: .jpy, rate: dec("150.345"))
        #expect(try yen.convert(usd("10.01")).description == "1505 JPY")  // 10.01 × 150.345 = 1504.95345 → 1505
        let dinar = try ExchangeRate(from: .usd, to: Currency(code: "KWD"), rate: dec("0.3071"))
        #expect(try dinar.convert(usd("10.00")).description == "3.071 KWD")  // 10 × 0.3071
    }

    @Test func invertsExactly() throws {
        let rate = try ExchangeRate(from: .eur, to: .usd, rate: dec("1.0832"))
        #expect(rate.inverted.description == "1 USD = 0.9231905465 EUR")  // 1 ÷ 1.0832
        #expect(try rate.inverted.convert(usd("108.32")).description == "100.00 EUR")  // exact, not 99.99
    }

    @Test func rejectsBadRatesAndCurrencies() throws {
        let zero = #expect(throws: TipCalcError.invalidExchangeRate(from: "EUR", to: "USD", rate: 0)) {
            try ExchangeRate(from: .eur, to: .usd, rate: .zero)
        }
        #expect(zero?.description == "invalid exchange rate: 1 EUR = 0 USD is not above zero")
        let itself = #expect(throws: TipCalcError.invalidExchangeRate(from: "EUR", to: "EUR", rate: 2)) {
            try ExchangeRate(from: .eur, to: .eur, rate: 2)
        }
        #expect(itself?.description == "invalid exchange rate: 1 EUR = 2 EUR; a currency converts to itself at 1")
        let rate = try ExchangeRate(from: .eur, to: .usd, rate: dec("1.0832"))
        #expect(throws: TipCalcError.money(.currencyMismatch("USD", "EUR"))) { try rate.convert(usd("1")) }
    }
}
