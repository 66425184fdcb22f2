@_spi(Benchmarks) @testable import Money
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

    /// Strings worked out by hand from ICU 72's data, written by the template.
    @Test(arguments: [
        // Indian grouping: 1234567 → 12,34,567 (3 digits, then pairs).
        ("hi_IN", "INR", MoneyFormatter.Style.symbol, "1234567.80", "\u{20B9}12,34,567.80"),
        // Minimum grouping 2 in es: four integer digits stay ungrouped, five are grouped.
        ("es_ES", "EUR", .symbol, "1234.50", "1234,50\u{A0}€"),
        ("es_ES", "EUR", .symbol, "12345.50", "12.345,50\u{A0}€"),
        ("de_CH", "CHF", .symbol, "-1234.50", "CHF-1\u{2019}234.50"),
        // Native digits: Arabic-Indic (2 bytes each) and Han (3 bytes, 〇 for zero).
        ("ar_EG", "EGP", .symbol, "1234.50", "\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}"),
        ("zh_CN@numbers=hanidec", "JPY", .symbol, "1000", "JP¥一,〇〇〇"),
        // Plural forms of long names: v = 2 makes every USD amount "other" in English; JPY has no
        // fraction digits, so French 1 is "one" (i = 0,1) and 2 is "other".
        ("en_US", "USD", .name, "1", "1.00 US dollars"),
        ("fr_FR", "JPY", .name, "1", "1 yen japonais"),
        ("fr_FR", "JPY", .name, "2", "2 yens japonais"),
        ("fr_FR", "JPY", .name, "1000000", "1\u{202F}000\u{202F}000 yens japonais"),
        ("en_US", "USD", .accounting, "-5", "($5.00)"),
    ])
    func handCheckedStrings(
        _ locale: String, _ code: String, _ style: MoneyFormatter.Style, _ amount: String, _ expected: String
    ) throws {
        let formatter = MoneyFormatter(locale: try LocaleIdentifier(locale), style: style)
        let currency = try Currency(code: code)
        #expect(try formatter.prepareTemplate(for: currency) == .active)
        let ours = try #require(try formatter.formatWithTemplate(Money(parsing: amount, currency)))
        expectSame(ours, expected, "\(locale) \(code) \(style) \(amount)")
    }

    /// Cash rounding by integer arithmetic: CHF to 0.05 (1.025 is a tie between 1.00 and 1.05:
    /// half-even keeps 1.00, as 1.025 / 0.05 = 20.5 rounds to 20; 1.075 / 0.05 = 21.5 → 22 →
    /// 1.10), DKK to 0.50 where ICU 72 shows one fraction digit (1.25 / 0.5 = 2.5 → 2 → 1.0).
    @Test(arguments: [
        ("CHF", "1.025", "CHF\u{A0}1.00"), ("CHF", "1.075", "CHF\u{A0}1.10"), ("CHF", "-1.03", "-CHF\u{A0}1.05"),
        ("DKK", "1.25", "DKK\u{A0}1.0"), ("DKK", "1.26", "DKK\u{A0}1.5"), ("SEK", "12.50", "SEK\u{A0}12"),
    ])
    func cashRounding(_ code: String, _ amount: String, _ expected: String) throws {
        let formatter = MoneyFormatter(locale: try LocaleIdentifier("en_US"), usesCashRounding: true)
        let currency = try Currency(code: code)
        #expect(try formatter.prepareTemplate(for: currency) == .active)
        let value = try ExactDecimal(parsing: amount)
        let ours = try #require(try formatter.formatWithTemplate(value, currency: currency))
        expectSame(ours, expected, "\(code) \(amount)")
        expectSame(try formatter.formatWithICU(value, currency: currency), expected, "ICU \(code) \(amount)")
    }

    /// What the template must leave to ICU: values of 2^53 units or more (2^52 for long names),
    /// Int64's extremes, and negative values that round to zero (ICU writes "-$0.00").
    @Test func leavesToICUWhatItDoesNotCover() throws {
        let locale = try LocaleIdentifier("en_US")
        let symbol = MoneyFormatter(locale: locale)
        let name = MoneyFormatter(locale: locale, style: .name)
        #expect(try symbol.prepareTemplate(for: .usd) == .active)
        #expect(try name.prepareTemplate(for: .usd) == .active)
        let below = Money(minorUnits: (1 << 53) - 1, .usd)
        // 2^53 - 1 = 9007199254740991 cents.
        #expect(try symbol.formatWithTemplate(below) == "$90,071,992,547,409.91")
        for units: Int64 in [1 << 53, -(1 << 53), .max, .min] {
            let money = Money(minorUnits: units, .usd)
            #expect(try symbol.formatWithTemplate(money) == nil, "\(units)")
            expectSame(try symbol.format(money), try symbol.formatWithICU(money), "\(units)")
        }
        #expect(try name.formatWithTemplate(Money(minorUnits: (1 << 52) - 1, .usd)) != nil)
        #expect(try name.formatWithTemplate(Money(minorUnits: 1 << 52, .usd)) == nil)
        let tiny = try ExactDecimal(parsing: "-0.001")
        #expect(try symbol.formatWithTemplate(tiny, currency: .usd) == nil)
        expectSame(try symbol.format(tiny, currency: .usd), "-$0.00")
        expectSame(try symbol.format(ExactDecimal(parsing: "-0.005"), currency: .usd), "-$0.00")
    }

    /// Output the template cannot reproduce (compact and scientific notation) is refused when
    /// learning, and a template that differs from ICU on a check is never used.
    @Test func refusesWhatItCannotReproduce() throws {
        let precision = FormatTemplate.Precision(increment: 1, scale: 2, rule: .toNearestOrEven)
        for skeleton in ["currency/USD compact-short precision-currency-standard", "currency/USD scientific"] {
            let icu = try ICUNumberFormatter(skeleton: skeleton, locale: "en_US", fullNames: false)
            let failure = #expect(throws: FormatTemplate.Failure.self, "\(skeleton)") {
                try FormatTemplate.learn(precision: precision, plural: nil, from: icu)
            }
            #expect(
                failure?.description.contains("exponent or compact notation") == true,
                "\(skeleton): \(failure?.description ?? "no failure")")
        }
        // Told the wrong rounding rule (ICU rounds half-even), the template fails its checks.
        let icu = try ICUNumberFormatter(
            skeleton: "currency/USD precision-currency-standard rounding-mode-half-even", locale: "en_US",
            fullNames: false)
        let wrong = FormatTemplate.Precision(increment: 1, scale: 2, rule: .awayFromZero)
        let failure = #expect(throws: FormatTemplate.Failure.self) {
            try FormatTemplate.learn(precision: wrong, plural: nil, from: icu)
        }
        #expect(failure?.description.hasPrefix("check ") == true, "\(failure?.description ?? "no failure")")
        // A failure is published: the whole formatter then goes to ICU.
        let slot = FormatTemplateSlot()
        slot.publish(.failure(FormatTemplate.Failure("differs")))
        #expect(slot.status == .unavailable("differs"))
        #expect(slot.withTemplate { _ in "template" } == nil)
        #expect(!slot.countUse(threshold: 1))
    }

    /// A formatter is formatted by ICU until its ICU formatter has served `templateThreshold`
    /// amounts, then by the template; the text never changes.
    @Test func learnsOnlyOnceReused() throws {
        // Settings no other test uses, so this formatter's ICU formatter starts fresh.
        let formatter = MoneyFormatter(
            locale: try LocaleIdentifier("en_AU"), style: .code, signDisplay: .exceptZero, usesGrouping: false,
            rounding: .awayFromZero)
        let currency = try Currency(code: "NZD")
        #expect(try formatter.templateStatus(for: currency) == .pending(uses: 0))
        let threshold = MoneyFormatter.templateThreshold
        for index in 0..<(threshold + 10) {
            let money = Money(minorUnits: Int64(index) * 9_973 - 3_000_000, currency)
            expectSame(try formatter.format(money), try formatter.formatWithICU(money), "\(money)")
            if index == threshold - 2 {
                #expect(try formatter.templateStatus(for: currency) == .pending(uses: threshold - 1))
                #expect(try formatter.formatWithTemplate(money) == nil)
            }
        }
        #expect(try formatter.templateStatus(for: currency) == .active)
        #expect(try formatter.formatWithTemplate(Money(minorUnits: 123_456, currency)) == "+NZD\u{A0}1234.56")
    }

    /// Tasks that cross the threshold together get ICU's text throughout, and one template.
    @Test func learnsSafelyUnderConcurrentUse() async throws {
        let formatter = MoneyFormatter(
            locale: try LocaleIdentifier("en_NZ"), style: .narrow, signDisplay: .always, usesCashRounding: true,
            rounding: .toNearestOrAway)
        let currency = try Currency(code: "AUD")
        let work: @Sendable (Int) throws -> [String] = { task in
            try (0..<600).map { index in
                try formatter.format(Money(minorUnits: Int64(index * 8 + task) * 7_919 - 1_000_000, currency))
            }
        }
        let expected = try (0..<4).map { task in
            try (0..<600).map { index in
                try formatter.formatWithICU(Money(minorUnits: Int64(index * 8 + task) * 7_919 - 1_000_000, currency))
            }
        }
        let results = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for task in 0..<4 { group.addTask { (task, try work(task)) } }
            var results: [[String]] = Array(repeating: [], count: 4)
            for try await (task, texts) in group { results[task] = texts }
            return results
        }
        #expect(results == expected)
        #expect(try formatter.templateStatus(for: currency) == .active)
    }

    /// Plural rules, evaluated exactly (CLDR 42 rules as ICU 72 reads them).
    @Test func pluralRules() throws {
        func form(_ locale: String, _ integer: UInt64, _ fraction: UInt64, _ digits: Int) throws -> String {
            let rules = try #require(PluralRules.forLocale(locale))
            return rules.keywords[rules.category(integer: integer, fraction: fraction, fractionDigits: digits)]
        }
        // en one: i = 1 and v = 0.
        #expect(try form("en", 1, 0, 0) == "one")
        #expect(try form("en", 1, 0, 2) == "other")
        // fr one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
        #expect(try form("fr_CA", 1, 99, 2) == "one")
        #expect(try form("fr", 2, 0, 0) == "other")
        #expect(try form("fr", 2_000_000, 0, 0) == "many")
        #expect(try form("fr", 2_000_000, 0, 2) == "other")
        // ru: 21 one, 22 few, 25 and 11 many; with fraction digits, other.
        #expect(try form("ru", 21, 0, 0) == "one")
        #expect(try form("ru", 22, 0, 0) == "few")
        #expect(try form("ru", 25, 0, 0) == "many")
        #expect(try form("ru", 111, 0, 0) == "many")
        #expect(try form("ru", 21, 50, 2) == "other")
        // lv: v = 2 and f % 100 = 11..19 is zero; v = 2 and f % 10 = 1 (f % 100 != 11) is one;
        // 2.50 is neither (n % 10 = 2.5 is not an integer).
        #expect(try form("lv", 0, 11, 2) == "zero")
        #expect(try form("lv", 0, 21, 2) == "one")
        #expect(try form("lv", 2, 50, 2) == "other")
        #expect(try form("lv", 10, 0, 0) == "zero")
        // ar: n % 100 = 3..10 holds for 103.00 (an integer) but not for 3.50.
        #expect(try form("ar", 103, 0, 2) == "few")
        #expect(try form("ar", 3, 50, 2) == "other")
        #expect(try form("ar", 0, 0, 2) == "zero")
        // `within` holds between integers, `in` only on them.
        let within = try #require(
            PluralRules([.init(keyword: "one", text: "n within 0..2"), .init(keyword: "other", text: "")]))
        #expect(within.keywords[within.category(integer: 1, fraction: 5, fractionDigits: 1)] == "one")
        #expect(within.keywords[within.category(integer: 2, fraction: 5, fractionDigits: 1)] == "other")
        let inside = try #require(PluralRules([.init(keyword: "one", text: "n in 0..2")]))
        #expect(inside.keywords[inside.category(integer: 1, fraction: 5, fractionDigits: 1)] == "other")
        #expect(inside.keywords[inside.category(integer: 2, fraction: 0, fractionDigits: 1)] == "one")
        // Syntax this parser does not know leaves long names to ICU.
        #expect(PluralRules([.init(keyword: "one", text: "w = 1")]) == nil)
        #expect(PluralRules([.init(keyword: "one", text: "i = 1 or")]) == nil)
    }

    // MARK: - Every locale

    /// 20 currencies: 0, 2, 3 and 4 digits, cash increments of 0.05 (CHF, CAD), 0.50 (DKK) and
    /// whole units (SEK, CZK, HUF cash), Latin and non-Latin symbols.
    static let currencies = [
        "USD", "EUR", "JPY", "GBP", "CHF", "INR", "KWD", "BHD", "CLF", "SEK",
        "CZK", "HUF", "DKK", "CAD", "CNY", "BRL", "EGP", "RUB", "ILS", "KRW",
    ]

    /// Edge amounts in whole currency units (scaled by the currency's digits).
    static let edgeIntegers: [Int64] = [0, 999, 1000, 9999, 10000, 100_000, 1_000_000, 12_345_678]

    static let chunks = 16

    /// Every ICU locale × 20 currencies × every style, with sign display, grouping, cash
    /// rounding, rounding rule and Latin digits cycling across the combinations (each locale
    /// meets all sixteen sign/grouping/cash settings in every style). Per combination: random
    /// amounts, edge amounts (grouping boundaries, ±1 minor unit, the 2^52 and 2^53 limits,
    /// Int64's extremes) and exact decimals that need rounding; the template's text must equal
    /// ICU's wherever the template gives one, and must be absent beyond its limits.
    @Test(arguments: 0..<chunks)
    func everyLocaleMatchesICU(_ chunk: Int) throws {
        let locales = LocaleIdentifier.available.enumerated().filter { $0.offset % Self.chunks == chunk }
        let currencies = try Self.currencies.map { code throws in try Currency(code: code) }
        var generator = SplitMix64(seed: 2026 &+ UInt64(chunk))
        var active = 0
        var unavailable: [String] = []
        var covered = 0
        var compared = 0
        for (localeIndex, id) in locales {
            let locale = try LocaleIdentifier(id)
            for (currencyIndex, currency) in currencies.enumerated() {
                for (styleIndex, style) in MoneyFormatter.Style.allCases.enumerated() {
                    let combination = localeIndex &* 5 &+ currencyIndex &* 3 &+ styleIndex
                    let options = (currencyIndex + localeIndex) % 16
                    let formatter = MoneyFormatter(
                        locale: locale, style: style,
                        signDisplay: MoneyFormatter.SignDisplay.allCases[options % 4],
                        usesGrouping: (options / 4) % 2 == 0, usesCashRounding: options / 8 == 1,
                        usesLatinDigits: combination % 7 == 0,
                        rounding: Money.RoundingRule.allCases[combination % Money.RoundingRule.allCases.count])
                    let label =
                        "\(id) \(currency.code) \(style) \(formatter.signDisplay)"
                        + " grouping \(formatter.usesGrouping) cash \(formatter.usesCashRounding)"
                        + " latn \(formatter.usesLatinDigits) \(formatter.rounding)"
                    switch try formatter.prepareTemplate(for: currency) {
                    case .active: active += 1
                    case .unavailable(let reason):
                        unavailable.append("\(label): \(reason)")
                        continue
                    case .pending: Issue.record("\(label): not learned")
                    }
                    let (checked, matched) = try compare(
                        formatter, currency, combination: combination, using: &generator, label: label)
                    compared += checked
                    covered += matched
                }
            }
        }
        let failures = unavailable.count
        let examples = unavailable.prefix(20).joined(separator: "\n")
        #expect(failures == 0, "\(failures) without a template:\n\(examples)")
        #expect(active > 0)
        // Most inputs are within the template's range: it must really be the one formatting them.
        #expect(covered * 10 > compared * 7, "template covered \(covered) of \(compared)")
    }

    /// Compares template and ICU on a sample of amounts; returns how many were compared and how
    /// many the template covered.
    private func compare(
        _ formatter: MoneyFormatter, _ currency: Currency, combination: Int, using generator: inout SplitMix64,
        label: String
    ) throws -> (compared: Int, covered: Int) {
        var scale: Int64 = 1
        for _ in 0..<currency.fractionDigits { scale *= 10 }
        var units: [Int64] = [1, -1]
        let edge = Self.edgeIntegers[combination % Self.edgeIntegers.count]
        units += [edge * scale, -(edge * scale + scale - 1)]
        for _ in 0..<4 {
            let digits = Int(generator.next() % 12) + 1
            var limit: UInt64 = 1
            for _ in 0..<digits { limit *= 10 }
            let magnitude = Int64(generator.next() % limit)
            units.append(generator.next() % 4 == 0 ? -magnitude : magnitude)
        }
        var compared = 0
        var covered = 0
        for value in units {
            let money = Money(minorUnits: value, currency)
            compared += 1
            guard let ours = try formatter.formatWithTemplate(money) else { continue }
            covered += 1
            expectSame(ours, try formatter.formatWithICU(money), "\(label) \(money)")
        }
        // Beyond the template's limits: 2^53 (2^52 for long names) units of the last shown digit
        // and Int64's extremes go to ICU; one below the limit is still the template's.
        let limit: Int64 = formatter.style == .name ? 1 << 52 : 1 << 53
        let shown = try #require(
            try formatter.icuFormatter(for: currency).templateSlot.withTemplate { $0.settings.fractionDigits })
        var step: Int64 = 1
        for _ in shown..<max(shown, currency.fractionDigits) { step *= 10 }
        let boundary = combination % 4
        let beyond = [Int64.max, Int64.min, limit * step, -(limit * step)][boundary]
        #expect(try formatter.formatWithTemplate(Money(minorUnits: beyond, currency)) == nil, "\(label) \(beyond)")
        let within = Money(minorUnits: (limit - 1) * step * (boundary % 2 == 0 ? 1 : -1), currency)
        if let ours = try formatter.formatWithTemplate(within) {
            expectSame(ours, try formatter.formatWithICU(within), "\(label) \(within)")
        }
        // Exact decimals with one to three digits more than shown: rounding by the formatter's rule.
        for _ in 0..<2 {
            let extra = Int(generator.next() % 3) + 1
            let significand = Int128(Int64(generator.next() % 100_000_000)) * (generator.next() % 2 == 0 ? 1 : -1)
            let amount = try ExactDecimal(significand: significand, scale: currency.fractionDigits + extra)
            compared += 1
            guard let ours = try formatter.formatWithTemplate(amount, currency: currency) else { continue }
            covered += 1
            expectSame(ours, try formatter.formatWithICU(amount, currency: currency), "\(label) \(amount)")
        }
        return (compared, covered)
    }
}
