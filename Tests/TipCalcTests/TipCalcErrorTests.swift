import Money
import Testing
import TipCalc

@Suite struct TipCalcErrorTests {
    /// One of each case; a new case must be added here to be checked.
    static func everyCase() throws -> [TipCalcError] {
        let usd = try Money(parsing: "10.00", .usd)
        return [
            .percentOutOfRange(120), .invalidParty(.weights([2, 0])), .negativeAmount(.tax, try usd.negated()),
            .money(.unknownCurrency("XYZ")), .money(.invalidLocale("xx", reason: "'xx' is not a language ICU knows")),
            .money(.invalidAmount("1,5", reason: .comma)),
            .rates(file: "r.xml", reason: "it is empty"),
            .staleRates(file: "r.xml", date: "2026-11-20", ageInDays: 11, maximumAgeInDays: 4),
            .missingRate(file: "r.xml", currency: "KWD", available: ["EUR", "USD"]),
            .taxRateOutOfRange(101), .serviceOutOfRange(-1), .invalidExchangeRate(from: "EUR", to: "USD", rate: 0),
            .taxOnZeroBill(tax: usd), .serviceAboveBill(service: usd, bill: .zero(.usd)),
            .incrementNotMultipleOfCash(
                increment: try ExactDecimal(parsing: "0.02"), cashIncrement: try ExactDecimal(parsing: "0.05"),
                currency: "CHF"),
        ]
    }

    /// The library speaks for no program: no command names, no options. The CLI adds its hints.
    @Test func messagesNameNoCommandOrOption() throws {
        for error in try Self.everyCase() {
            let text = error.description
            #expect(!text.contains("tipfmt") && !text.contains("--") && !text.contains("`"), "\(text)")
            #expect(!text.isEmpty && !text.contains("\n"), "\(text)")
        }
    }

    @Test func messagesQuoteTheValues() throws {
        #expect(
            TipCalcError.missingRate(file: "r.xml", currency: "KWD", available: ["EUR", "USD"]).description
                == "rates file 'r.xml': has no rate for KWD; it covers EUR, USD")
        #expect(
            TipCalcError.negativeAmount(.serviceCharge, Money(minorUnits: -50, .usd)).description
                == "the service charge -0.50 USD is negative; give an amount of zero or more")
        #expect(
            TipCalcError.staleRates(file: "r.xml", date: "2026-11-20", ageInDays: 11, maximumAgeInDays: 4).description
                == "rates file 'r.xml': rates of 2026-11-20 are 11 days old (more than 4); download a fresh "
                + "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml")
    }
}
