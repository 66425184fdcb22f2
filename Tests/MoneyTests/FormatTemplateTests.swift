@testable import Money
import Testing

/// The template formatter (`FormatTemplate`) must write exactly ICU's bytes, be used where it
/// should, and leave to ICU what it must not cover.
@Suite struct FormatTemplateTests {
    static let commonPairs: [(locale: String, currency: String)] = [
        ("en_US", "USD"), ("de_DE", "EUR"), ("de_CH", "CHF"), ("ja_JP", "JPY"), ("hi_IN", "INR"),
        ("ar_EG", "EGP"), ("ar_KW", "KWD"), ("fr_FR", "EUR"), ("en_GB", "GBP"), ("pt_BR", "BRL"),
        ("zh_CN", "CNY"), ("sv_SE", "SEK"), ("es_ES", "EUR"), ("pl_PL", "PLN"), ("ru_RU", "RUB"),
        ("en_IN", "INR"), ("he_IL", "ILS"), ("ko_KR", "KRW"), ("tr_TR", "TRY"), ("nl_NL", "EUR"),
    ]

    /// In common locales every style learns a template, and it writes ICU's bytes.
    @Test(arguments: commonPairs.map { "\($0.locale) \($0.currency)" })
    func commonLocalesUseTheTemplate(_ pair: String) throws {
        let parts = pair.split(separator: " ").map(String.init)
        let locale = try LocaleIdentifier(parts[0])
        let currency = try Currency(code: parts[1])
        var generator = SplitMix64(seed: 16)
        for style in MoneyFormatter.Style.allCases {
            let formatter = MoneyFormatter(locale: locale, style: style)
            #expect(try formatter.prepareTemplate(for: currency) == .active, "\(pair) \(style)")
            for _ in 0..<200 {
                let units = Int64(bitPattern: generator.next() % 10_000_000_000) - 5_000_000_000
                let money = Money(minorUnits: units, currency)
                let ours = try #require(try formatter.formatWithTemplate(money), "\(pair) \(style) \(money)")
                expectSame(ours, try formatter.formatWithICU(money), "\(pair) \(style) \(money)")
            }
        }
    }
}
