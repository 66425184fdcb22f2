/// Reads amounts written the way a locale writes them: `1.234,50 €` in de_DE, `CHF 1’234.50`
/// in de_CH, `١٬٢٣٤٫٥٠ ج.م.‏` in ar_EG.
///
///     let parser = try MoneyParser(locale: LocaleIdentifier("de_DE"))
///     try parser.parse("1.234,50 €")
///     // 1234.50 EUR
///
/// The parser never misreads: it returns the amount the text means in its locale, or an error
/// that says where the text went wrong. It reads the digits itself, with the locale's own
/// separators, signs and grouping sizes from ICU, and checks where every grouping separator
/// sits (`1.23,50` is an error in de_DE, never 123.50); ICU only names the currencies.
///
/// What it accepts around the number:
/// - a currency symbol, narrow symbol, ISO code or name (singular or plural, any letter case)
///   before or after the number, with or without a space (U+0020, U+00A0, U+202F, U+2009);
///   common alternates too (`¥` for `￥`, `US$` in en_AU). A symbol several currencies share
///   (`$` in fr_FR) needs the expected currency, or the locale's own currency, to settle it;
/// - a sign (`-`, `+`, `−` U+2212 or the locale's own) before or after the currency, or after
///   the number, or accounting parentheses: `(CA$1,234.50)`;
/// - bidi marks anywhere outside the digits, and white space at either end.
///
/// The locale's decimal separator with digits on one side only is read as such, since it cannot
/// group digits: `$.99` is 0.99 USD and `99.` is 99.00 in en_US (but `5.-`, the Swiss way of
/// writing 5 francs, stays an error rather than minus five).
///
/// A separator that the locale does not use that way is read only when the text allows one
/// reading (see ``ForeignSeparators``): `5.00 €` in de_DE is 5.00 EUR, because `.` there groups
/// digits in threes and cannot be followed by two. Text that reads two ways is an error naming
/// both (``MoneyError/ambiguousAmount(_:readings:currency:)``).
public struct MoneyParser: Sendable, Hashable {
    /// How a separator is read where the locale does not use it for that role.
    public enum ForeignSeparators: String, Hashable, Sendable, CaseIterable {
        /// A separator whose role only one reading of the text allows is read that way: in de_DE
        /// `5.00` is 5.00 (a group of two digits cannot follow a grouping `.`) and `1 234,50` is
        /// 1234.50. When the locale's reading and another both fit the currency (`1.000` in de_DE
        /// for a currency with three fraction digits), the text is ambiguous, an error. The default.
        case infer
        /// Only the locale's own separators count: `5.00` in de_DE is an error and `1.000` is
        /// always 1000, whatever the currency.
        case reject
    }

    /// The sign the text carried.
    public enum Sign: String, Hashable, Sendable, CaseIterable {
        /// No sign.
        case unsigned
        /// A plus sign: `+5.00`.
        case plus
        /// A minus sign: `-5.00`, `−5,00 €`.
        case minus
        /// Accounting parentheses: `($5.00)`.
        case parentheses
    }

    /// What the parser read: the amount, and how the text wrote its sign and currency.
    public struct Reading: Hashable, Sendable {
        /// The amount; a signed zero (`-0,00 €`) is zero.
        public let money: Money
        /// The sign as written, so a caller can refuse a sign where none belongs (`-0` as a bill).
        public let sign: Sign
        /// Whether the text named the currency (`5 €`), rather than it coming from the expected
        /// currency or the locale's.
        public let namesCurrency: Bool
    }

    /// The locale whose conventions the text follows.
    public let locale: LocaleIdentifier
    /// How separators the locale does not use for a role are read; ``ForeignSeparators/infer``
    /// by default.
    public let foreignSeparators: ForeignSeparators

    /// Creates a parser for a locale.
    ///
    /// - Parameters:
    ///   - locale: The locale the text is written in.
    ///   - foreignSeparators: Whether a `.` or `,` the locale does not use that way may be read
    ///     where only one reading is possible (the default) or is an error.
    public init(locale: LocaleIdentifier, foreignSeparators: ForeignSeparators = .infer) {
        self.locale = locale
        self.foreignSeparators = foreignSeparators
    }

    /// Reads a localized amount.
    ///
    ///     let parser = try MoneyParser(locale: LocaleIdentifier("en_US"))
    ///     try parser.parse("Euros 7.82")          // 7.82 EUR
    ///     try parser.parse("(CA$1,234.50)")       // -1234.50 CAD
    ///     try parser.parse("$5.00", expecting: .eur)
    ///     // throws: the text '$5.00' names USD but EUR was expected
    ///
    /// - Parameters:
    ///   - text: The amount as a person or a formatter wrote it.
    ///   - expected: The currency the amount must be in; a different currency named in the text
    ///     is an error, and a symbol it shares with others (`$`) is read as it. `nil` accepts any
    ///     currency the text names and falls back to the locale's.
    /// - Throws: ``MoneyError/unparsable(_:position:reason:)`` naming where the text went wrong,
    ///   ``MoneyError/ambiguousAmount(_:readings:currency:)``,
    ///   ``MoneyError/unexpectedCurrency(_:named:expected:)``,
    ///   ``MoneyError/ambiguousCurrency(_:symbol:candidates:)``,
    ///   ``MoneyError/missingCurrency(_:locale:)``,
    ///   ``MoneyError/tooManyFractionDigits(_:currency:allowed:)`` or ``MoneyError/overflow(_:)``.
    public func parse(_ text: String, expecting expected: Currency? = nil) throws(MoneyError) -> Money {
        try read(text, expecting: expected).money
    }

    /// Reads a localized amount and says how its sign and currency were written.
    ///
    ///     let parser = try MoneyParser(locale: LocaleIdentifier("de_DE"))
    ///     let reading = try parser.read("-0,00 €")
    ///     print(reading.money, reading.sign, reading.namesCurrency)
    ///     // Prints "0.00 EUR minus true"
    ///
    /// - Parameters:
    ///   - text: The amount as a person or a formatter wrote it.
    ///   - expected: The currency the amount must be in, as in ``parse(_:expecting:)``.
    /// - Throws: The errors of ``parse(_:expecting:)``.
    public func read(_ text: String, expecting expected: Currency? = nil) throws(MoneyError) -> Reading {
        let source = SourceText(text)
        guard !source.scalars.isEmpty else {
            throw .unparsable(source.string, position: 1, reason: "it is empty")
        }
        guard source.scalars.count <= SourceText.maximumLength else {
            throw .unparsable(
                String(source.string.prefix(20)) + "…", position: 1,
                reason:
                    "it is \(source.scalars.count) characters long; an amount has at most \(SourceText.maximumLength)")
        }
        let rules = try Rules.shared(locale)
        let number = try NumberText(source, rules: rules)
        let affixes = try Affixes(source, number: number, rules: rules)
        let (currency, named) = try resolveCurrency(affixes, in: source, rules: rules, expected: expected)
        let scale = try number.scale(source, rules: rules, currency: currency, foreign: foreignSeparators)
        var significand = number.significand
        if affixes.sign == .minus || affixes.sign == .parentheses { significand = 0 - significand }
        guard scale <= ExactDecimal.maximumScale else {
            throw .tooManyFractionDigits(source.string, currency: currency.code, allowed: currency.fractionDigits)
        }
        let money: Money
        do throws(MoneyError) {
            money = try Money(ExactDecimal(significand: significand, scale: scale), currency)
        } catch .tooManyFractionDigits {
            throw .tooManyFractionDigits(source.string, currency: currency.code, allowed: currency.fractionDigits)
        } catch .overflow {
            throw .overflow("'\(source.string)' is beyond the range of \(currency.code) amounts")
        }
        return Reading(money: money, sign: affixes.sign, namesCurrency: named)
    }

    /// The currency of an amount: the one its text names, else the expected one, else the locale's.
    private func resolveCurrency(
        _ affixes: Affixes, in source: SourceText, rules: Rules, expected: Currency?
    ) throws(MoneyError) -> (Currency, named: Bool) {
        let named = affixes.currencies
        guard !named.isEmpty else {
            if let expected { return (expected, false) }
            guard let code = rules.defaultCurrency, let currency = try? Currency(code: code) else {
                throw .missingCurrency(source.string, locale: locale.identifier)
            }
            return (currency, false)
        }
        if let expected {
            let names = rules.names(of: expected.code)
            if named.allSatisfy({ names[source.key(of: $0)] != nil }) { return (expected, true) }
        } else if let own = rules.defaultCurrency {
            // A strong name of the locale's own currency means it whatever else shares the name,
            // so the whole table is not needed: `€` in de_DE.
            let names = rules.names(of: own)
            if named.allSatisfy({ names[source.key(of: $0)] == true }), let currency = try? Currency(code: own) {
                return (currency, true)
            }
        }
        let table = CurrencyNames.shared(rules.identifier)
        // Each currency text is one name or, as pt_CV writes `US$ dólares`, a symbol and a name.
        var parts: [(range: Range<Int>, matches: [String: Bool])] = []
        for range in named {
            let matches = table.matches(source.key(of: range))
            if !matches.isEmpty {
                parts.append((range, matches))
            } else if let pair = Self.splitNames(range, source, table) {
                parts += pair
            } else {
                throw affixes.unknownCurrency(range, source, rules: rules) {
                    !table.matches(source.key(of: $0)).isEmpty
                }
            }
        }
        var common = parts[0].matches  // code → whether some name in the text is a strong name of it
        for part in parts.dropFirst() {
            var both: [String: Bool] = [:]
            for (code, strong) in part.matches {
                if let other = common[code] { both[code] = strong || other }
            }
            guard !both.isEmpty else {
                throw source.failure(
                    at: part.range.lowerBound,
                    "'\(source.string(parts[0].range))' and '\(source.string(part.range))' name different currencies")
            }
            common = both
        }
        if let expected, common[expected.code] != nil { return (expected, true) }
        let strong = common.filter(\.value).map(\.key)
        let pool = strong.isEmpty ? common.map(\.key) : strong
        let chosen: String
        if let own = rules.defaultCurrency, pool.contains(own) {
            chosen = own
        } else if pool.count == 1, let only = pool.first {
            chosen = only
        } else {
            throw .ambiguousCurrency(source.string, symbol: source.string(parts[0].range), candidates: pool.sorted())
        }
        let currency = try Currency(code: chosen)
        if let expected, expected != currency {
            throw .unexpectedCurrency(source.string, named: currency.code, expected: expected.code)
        }
        return (currency, true)
    }

    /// A currency text read as two names side by side, split at a space where both halves name a
    /// currency they have in common: ICU 72 writes full names in pt_CV and kea_CV after the symbol
    /// (`US$ dólares dos Estados Unidos`, `KWD KWD`).
    private static func splitNames(
        _ range: Range<Int>, _ source: SourceText, _ table: CurrencyNames
    ) -> [(range: Range<Int>, matches: [String: Bool])]? {
        for index in range where SourceText.isBlank(source.scalars[index]) {
            let left = range.lowerBound..<index
            let right = (index + 1)..<range.upperBound
            let leftMatches = table.matches(source.key(of: left))
            let rightMatches = table.matches(source.key(of: right))
            if leftMatches.keys.contains(where: { rightMatches[$0] != nil }) {
                return [(left, leftMatches), (right, rightMatches)]
            }
        }
        return nil
    }
}
