/// An ISO 4217 currency; `Money.Currency` when a name of your own is also called `Currency`.
public typealias Currency = Money.Currency

extension Money {
    /// An ISO 4217 currency as ICU knows it, with the digits and cash rounding of its CLDR data.
    ///
    ///     let franc = try Currency(code: "chf")
    ///     print(franc.code, franc.fractionDigits, franc.cashIncrement)
    ///     // Prints "CHF 2 0.05"
    ///
    /// Only codes in ICU's currency list are accepted: `XYZ` is ``MoneyError/unknownCurrency(_:)``,
    /// not a currency with default digits.
    ///
    /// The type is declared inside ``Money`` so that it can always be named `Money.Currency`; the
    /// top-level `Currency` is an alias for it.
    public struct Currency: Sendable, Hashable {
        /// The code's ASCII bytes, the first in the lowest byte (`USD` is 0x44_5355).
        ///
        /// A currency, and so an amount, holds no reference: copying one is copying its bytes. A
        /// `String` here cost every copy of a `Money` a retain, a release and the value witnesses
        /// of a type with a reference (about 90 instructions per amount a reused formatter
        /// formats; BENCHMARKS.md).
        let codeBits: UInt64
        /// How many fraction digits amounts have (JPY 0, USD 2, KWD 3, CLF 4).
        public let fractionDigits: Int
        /// How many fraction digits cash amounts have (CZK 0, CHF 2).
        public let cashFractionDigits: Int
        /// The smallest cash step in minor units: 5 for CHF (0.05), 100 for CZK (1), 1 where cash
        /// is not rounded differently.
        public let cashIncrementMinorUnits: Int64
        /// The ISO 4217 numeric code (840 for USD), or 0 where ICU has none.
        public let numericCode: Int
    }
}

extension Currency {
    /// A currency of what ICU's data or the data file say about a code (not checked here).
    ///
    /// - Parameter code: The upper-case code: three ASCII letters, as every caller has checked (a
    ///   code holds at most 8 bytes).
    init(code: String, fractionDigits: Int, cashFractionDigits: Int, cashIncrementMinorUnits: Int64, numericCode: Int) {
        assert(code.utf8.count <= 8 && code.utf8.allSatisfy { $0 > 0 && $0 < 0x80 }, "currency code \(code)")
        var bits: UInt64 = 0
        var index = 0
        for byte in code.utf8 where index < 8 {
            bits |= UInt64(byte) << (8 * index)
            index += 1
        }
        codeBits = bits
        self.fractionDigits = fractionDigits
        self.cashFractionDigits = cashFractionDigits
        self.cashIncrementMinorUnits = cashIncrementMinorUnits
        self.numericCode = numericCode
    }

    /// The upper-case ISO 4217 code, such as `USD`.
    public var code: String {
        // ASCII, so the string is made without validation (and, at 3 bytes, without allocating).
        let count = 8 - codeBits.leadingZeroBitCount / 8
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count { buffer[index] = UInt8(truncatingIfNeeded: codeBits >> (8 * index)) }
            return count
        }
    }

    /// Looks up a currency by its ISO 4217 code, in any letter case.
    ///
    ///     try Currency(code: "jpy").fractionDigits   // 0
    ///
    /// - Parameter code: Three ASCII letters, such as `USD` or `chf`.
    /// - Throws: ``MoneyError/unknownCurrency(_:)`` when ICU does not know the code.
    public init(code: String) throws(MoneyError) {
        self = try Currency.cache.value(for: code) { () throws(MoneyError) in try Currency(checking: code) }
    }

    /// Checks `code` against ICU and reads its metadata (what ``init(code:)`` caches).
    private init(checking code: String) throws(MoneyError) {
        let upper = code.uppercased()
        guard upper.utf8.count == 3, upper.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }),
            Currency.isKnownCode(upper)
        else { throw .unknownCurrency(code) }
        self = try Currency.reading(knownCode: upper)
    }
}

extension Currency {
    private static let cache = ProcessCache<String, Currency>(limit: 4096)

    /// The cash rounding increment as a decimal: `0.05` for CHF, `1` for CZK, `0.01` for USD.
    public var cashIncrement: ExactDecimal {
        ExactDecimal(normalizing: Int128(cashIncrementMinorUnits), scale: fractionDigits)
    }

    /// Whether cash amounts round more coarsely than the minor unit (CHF, CZK, SEK…).
    public var hasCashRounding: Bool { cashIncrementMinorUnits > 1 }

    /// The current, legal-tender currencies ICU knows, sorted by code.
    public static var all: [Currency] { all(on: .today) }

    /// Every code ICU accepts, historic ones included, sorted.
    public static var allCodes: [String] { ICUCurrencyData.knownCodes.union(Change.addedCodes.keys).sorted() }

    /// The currency of a locale's region: CHF for `de_CH`, INR for `en_IN`.
    ///
    /// A locale without a region uses its likely region (`de` gives EUR, through `de_DE`).
    ///
    ///     try Currency.default(for: LocaleIdentifier("en_IN")).code   // "INR"
    ///
    /// - Parameter locale: The locale whose region is looked up.
    /// - Throws: ``MoneyError/noCurrency(region:)`` when the region has no currency of its own.
    public static func `default`(for locale: LocaleIdentifier) throws(MoneyError) -> Currency {
        try `default`(for: locale, on: .today)
    }

    /// The currency of an ISO 3166 region code such as `CH` or `IN`.
    ///
    ///     try Currency.default(forRegion: "ch").code   // "CHF"
    ///
    /// - Parameter region: A two-letter or three-digit region code, in any letter case.
    /// - Throws: ``MoneyError/noCurrency(region:)`` when the region is unknown or has no currency.
    public static func `default`(forRegion region: String) throws(MoneyError) -> Currency {
        try `default`(forRegion: region, on: .today)
    }
}

// MARK: - Names

extension Currency {
    /// Which name of a currency to show.
    public enum NameStyle: String, Hashable, Sendable, CaseIterable {
        /// The locale's symbol: `$`, `CHF`, `US$` (en_CA).
        case symbol
        /// The shortest symbol, which may be ambiguous: `$` for USD, CAD and AUD alike.
        case narrowSymbol
        /// The full name: `US Dollar`.
        case name
    }

    /// A CLDR plural category, used to choose the grammatical form of a currency name.
    public enum PluralCategory: String, Hashable, Sendable, CaseIterable {
        /// Categories as CLDR names them.
        case zero, one, two, few, many, other
    }

    /// The currency's symbol, narrow symbol or name in a locale.
    ///
    ///     try Currency(code: "USD").name(.symbol, locale: LocaleIdentifier("en_CA"))  // "US$"
    ///
    /// The code is returned if ICU has no name for it.
    public func name(_ style: NameStyle, locale: LocaleIdentifier) -> String {
        (try? ICUCurrencyData.name(code, locale: locale.identifier, style: style)) ?? code
    }

    /// The currency's full name in the grammatical form for a plural category: "US dollars".
    public func pluralName(_ category: PluralCategory, locale: LocaleIdentifier) -> String {
        (try? ICUCurrencyData.pluralName(code, locale: locale.identifier, category: category.rawValue)) ?? code
    }
}

extension Currency: Comparable {
    /// Orders currencies by code, for sorted lists (it says nothing about their value).
    public static func < (lhs: Currency, rhs: Currency) -> Bool { lhs.code < rhs.code }
}

extension Currency: CustomStringConvertible {
    /// The ISO code.
    public var description: String { code }
}

extension Currency: Codable {
    /// Decodes an ISO code string, checking it against ICU.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a code ICU does not know.
    public init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(from: decoder) { (code) throws(MoneyError) in try Currency(code: code) }
    }

    /// Encodes the ISO code as a string.
    ///
    /// - Throws: `EncodingError` when the encoder rejects a value.
    public func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(code, to: encoder)
    }
}

extension Currency {
    /// US dollar.
    public static let usd = known("USD", digits: 2)
    /// Euro.
    public static let eur = known("EUR", digits: 2)
    /// Swiss franc.
    public static let chf = known("CHF", digits: 2)
    /// Japanese yen.
    public static let jpy = known("JPY", digits: 0)

    private static func known(_ code: String, digits: Int) -> Currency {
        // Plain metadata, used only if ICU's data were missing a major currency.
        (try? Currency(code: code))
            ?? Currency(
                code: code, fractionDigits: digits, cashFractionDigits: digits, cashIncrementMinorUnits: 1,
                numericCode: 0)
    }
}
