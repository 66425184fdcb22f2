import Money
import Testing

/// Parsing what ``MoneyFormatter`` printed gives back the same amount: every locale ICU lists ×
/// 16 currencies × the five styles × three signs, each with and without the expected currency.
///
/// The currencies cover 0, 2 and 3 fraction digits and symbols several currencies share
/// (`$` for USD, CAD, AUD, MXN and CLP; `¥` for JPY and CNY; `kr` for ISK). Amounts are drawn
/// from a seeded SplitMix64, one to eleven digits of minor units.
///
/// With the expected currency every case must parse back. Without it, a few cases cannot,
/// because of ICU 72's own data: the text the formatter wrote for one currency is also a name
/// of another one in that locale (the narrow symbol `$` is CAD's, AUD's and USD's alike in
/// en_US; `￥` is JPY's and CNY's narrow symbol in ja_JP), so the text itself does not say which
/// currency it is. The test does not take the parser's word for that: it checks with
/// ``Currency/name(_:locale:)`` that the currency the parser chose (or every candidate of its
/// ``MoneyError/ambiguousCurrency(_:symbol:candidates:)``) really has the name the text used,
/// and counts those cases by style. Anything else is a failure, listed by locale.
@Suite struct MoneyParserRoundTripTests {
    static let codes = [
        "USD", "EUR", "GBP", "CHF", "JPY", "CNY", "KRW", "KWD", "BHD", "TND", "CAD", "AUD", "MXN", "CLP", "INR", "ISK",
    ]

    /// The three signs: positive as ICU writes it by default, negative, and positive with `+`.
    static let signs: [(negative: Bool, display: MoneyFormatter.SignDisplay)] = [
        (false, .auto), (true, .auto), (false, .always),
    ]

    @Test func everyLocaleCurrencyStyleAndSignParsesBack() throws {
        let currencies = try Self.codes.map { try Currency(code: $0) }
        var generator = SplitMix64(seed: 0x9A25E)
        var failures: [String: [String]] = [:]
        var sharedNames: [MoneyFormatter.Style: Int] = [:]
        var checked = 0
        var formatting = Duration.zero
        var parsing = Duration.zero
        let locales = LocaleIdentifier.available
        for (localeIndex, id) in locales.enumerated() {
            let locale = try LocaleIdentifier(id)
            let parser = MoneyParser(locale: locale)
            let others = currencies + [try? Currency.default(for: locale)].compactMap { $0 }
            for (currencyIndex, currency) in currencies.enumerated() {
                for (styleIndex, style) in MoneyFormatter.Style.allCases.enumerated() {
                    // One sign per locale, currency and style, taking turns; accounting always
                    // negative, its parentheses being the point of that style.
                    let sign =
                        style == .accounting
                        ? Self.signs[1] : Self.signs[(localeIndex + currencyIndex + styleIndex) % 3]
                    let formatter = MoneyFormatter(locale: locale, style: style, signDisplay: sign.display)
                    var units = Int64(generator.next() % 100_000_000_000) + 1
                    if generator.next() % 4 == 0 { units = Int64(generator.next() % 1000) }
                    let money = Money(minorUnits: sign.negative ? -units : units, currency)
                    let t0 = ContinuousClock.now
                    let text = try formatter.format(money)
                    let t1 = ContinuousClock.now
                    formatting += t0.duration(to: t1)
                    checked += 1
                    defer { parsing += t1.duration(to: .now) }
                    switch Self.roundTrip(text, money, parser, style: style, others: others) {
                    case .same: break
                    case .sharedName: sharedNames[style, default: 0] += 1
                    case .failure(let why):
                        failures[id, default: []].append("\(money) \(style) '\(visible(text))' \(why)")
                    }
                }
            }
        }
        #expect(locales.count > 700)
        #expect(checked == locales.count * Self.codes.count * 5)
        let listed = failures.keys.sorted().map {
            "\($0): \(failures[$0, default: []].prefix(4).joined(separator: "; "))"
        }
        let total = failures.values.map(\.count).reduce(0, +)
        #expect(
            failures.isEmpty,
            "\(total) failures in \(failures.count) locales:\n\(listed.prefix(60).joined(separator: "\n"))")
        // Only symbols are shared; code and name styles always say which currency it is.
        #expect(sharedNames[.code, default: 0] == 0 && sharedNames[.name, default: 0] == 0, "\(sharedNames)")
        print(
            "format \(formatting), parse \(parsing); round trip: \(checked) amounts; without the expected currency, shared names by style: \(sharedNames)"
        )
    }

    enum Outcome {
        /// Parsed back to the same amount, with and without the expected currency.
        case same
        /// Parsed back with the expected currency; without it, the text's currency name is another
        /// currency's too, so the parser chose that one or said the name is ambiguous.
        case sharedName
        case failure(String)
    }

    static func roundTrip(
        _ text: String, _ money: Money, _ parser: MoneyParser, style: MoneyFormatter.Style, others: [Currency]
    ) -> Outcome {
        do {
            let parsed = try parser.parse(text, expecting: money.currency)
            if parsed != money { return .failure("expecting \(money.currency) → \(parsed)") }
        } catch {
            return .failure("expecting \(money.currency) → \(error)")
        }
        do {
            let parsed = try parser.parse(text)
            if parsed == money { return .same }
            let nameOfThat = shareName(money.currency, parsed.currency, style: style, locale: parser.locale)
            return parsed.amount == money.amount && nameOfThat ? .sharedName : .failure("→ \(parsed)")
        } catch {
            if case .ambiguousCurrency(_, _, let candidates) = error,
                candidates.contains(money.currency.code),
                candidates.contains(where: { code in
                    (try? Currency(code: code)).map {
                        shareName(money.currency, $0, style: style, locale: parser.locale)
                    }
                        ?? false
                })
            {
                return .sharedName
            }
            let shared = others.contains { shareName(money.currency, $0, style: style, locale: parser.locale) }
            return shared ? .sharedName : .failure("→ \(error)")
        }
    }

    /// Whether the currency text the formatter wrote for `written` in `style` is also a name of
    /// `other` in the locale (its symbol, narrow symbol, display or plural name, or a root-locale
    /// symbol), so no reader of the text could tell the two apart.
    static func shareName(_ written: Currency, _ other: Currency, style: MoneyFormatter.Style, locale: LocaleIdentifier)
        -> Bool
    {
        guard written != other else { return false }
        let used: String
        switch style {
        case .symbol, .accounting: used = written.name(.symbol, locale: locale)
        case .narrow: used = written.name(.narrowSymbol, locale: locale)
        case .code, .name: return false
        }
        let root = try? LocaleIdentifier("en")
        var names = [
            other.name(.symbol, locale: locale), other.name(.narrowSymbol, locale: locale), other.code,
        ]
        if let root { names.append(other.name(.narrowSymbol, locale: root)) }
        return names.contains { fold($0) == fold(used) }
    }

    /// Compares names as the parser does: fullwidth `￥` as `¥`, marks and case ignored.
    static func fold(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars where scalar.properties.generalCategory != .format {
            switch scalar.value {
            case 0xFF01...0xFF5E: out.unicodeScalars.append(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
            case 0xFFE5: out += "\u{A5}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out.lowercased()
    }
}
