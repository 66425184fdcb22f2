import Money
import Testing

@Suite struct MoneyErrorTests {
    /// One of each case; a new case must be added here to be checked.
    static let everyCase: [MoneyError] = [
        .unknownCurrency("XYZ"), .noCurrency(region: "AQ"), .currencyMismatch("USD", "EUR"),
        .invalidAmount("1,5", reason: .comma), .invalidAmount("", reason: .empty),
        .tooManyFractionDigits("1.005", currency: "USD", allowed: 2),
        .invalidLocale("xx", reason: "'xx' is not a language ICU knows"), .invalidRatios([0], reason: "zero"),
        .invalidIncrement("0 is not above zero"), .noCashRounding("USD"), .overflow("1 + 1"),
        .unparsable("1.2.3 €", position: 4, reason: "a second decimal point"),
        .icu(operation: "unumf_openForSkeletonAndLocale", code: 1, name: "U_ILLEGAL_ARGUMENT_ERROR"),
    ]

    /// The library speaks for no program: no command names, no options. An app or the CLI adds
    /// its own hints by switching on the case.
    @Test func messagesNameNoCommandOrOption() {
        for error in Self.everyCase {
            let text = error.description
            #expect(!text.contains("tipfmt") && !text.contains("--") && !text.contains("`"), "\(text)")
            #expect(!text.isEmpty && !text.contains("\n"), "\(text)")
        }
    }

    @Test func messagesQuoteTheInput() {
        #expect(
            MoneyError.unknownCurrency("usdd").description
                == "unknown currency 'usdd'; use an ISO 4217 code such as USD or EUR")
        #expect(
            MoneyError.noCurrency(region: "AQ").description
                == "region 'AQ' has no currency of its own; name the currency")
        #expect(
            MoneyError.invalidLocale("xx_YY", reason: "'xx' is not a language ICU knows").description
                == "unknown locale 'xx_YY': 'xx' is not a language ICU knows")
    }

    @Test func callersSwitchOnTheReason() {
        func hint(_ error: MoneyError) -> String? {
            switch error {
            case .invalidAmount(_, reason: .comma): "read it as the user's locale writes it"
            case .invalidAmount(_, reason: .nonASCIIDigit): "convert the digits"
            default: nil
            }
        }
        #expect(hint(.invalidAmount("1,5", reason: .comma)) != nil)
        #expect(hint(.invalidAmount("١", reason: .nonASCIIDigit("١"))) != nil)
        #expect(hint(.invalidAmount("1e3", reason: .exponent)) == nil)
    }
}
