import Money
import Testing
import TipCalc

/// Rates and amounts whose exact intermediates outgrow an `Int128` while the answer fits.
@Suite struct ExchangeRateEdgeTests {
    /// An ECB daily file with two rates of 32 fraction digits.
    static let longRates = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
        <Cube><Cube time='2026-11-20'>
        <Cube currency='USD' rate='1.08320000000000000000000000000001'/>
        <Cube currency='CHF' rate='0.93600000000000000000000000000003'/>
        </Cube></Cube>
        </gesmes:Envelope>
        """

    @Test func thirtyTwoDigitRatesConvertLargeAmounts() throws {
        let rates = try ECBRates(xml: Self.longRates, source: "long.xml")
        let usdToChf = try rates.rate(from: .usd, to: .chf)
        // 0.93600000000000000000000000000003 ÷ 1.08320000000000000000000000000001 = 0.86410635155…
        #expect(usdToChf.rate.description == "0.8641063516")
        // 1,000,000.00 × 0.936…03 ÷ 1.0832…01 = 864106.3515509601… → 864106.35
        #expect(try usdToChf.convert(usd("1000000.00")).description == "864106.35 CHF")
        // 123,456,789.00 → 106679795.516986706… → 106679795.52 (half-even, above the half)
        #expect(try usdToChf.convert(usd("123456789.00")).description == "106679795.52 CHF")
        // 84.50 → 73.0169867060… → 73.02
        #expect(try usdToChf.convert(usd("84.50")).description == "73.02 CHF")
        // The way back: 73.02 × 1.0832…01 ÷ 0.936…03 = 84.5034… → 84.50.
        #expect(try usdToChf.inverted.convert(money("73.02", "CHF")).description == "84.50 USD")
    }

    @Test func aThirtyFiveDigitTipOnALargeBill() throws {
        // 18.000000000000000000000000000000001% (35 digits) of 50,000,000.00 USD is
        // 9,000,000.0000000000000000000000000005 → 9000000.00.
        let request = try TipRequest(
            bill: usd("50000000.00"), tip: .percent(dec("18.000000000000000000000000000000001")))
        let result = try TipCalculator.calculate(request)
        #expect(result.tip.description == "9000000.00 USD")
    }
}
