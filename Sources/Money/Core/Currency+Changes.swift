/// Currency changes newer than the system ICU's CLDR data, and what they change in ``Money/Currency``.
///
/// ICU 72 (CLDR 42, 2022) still gives Bulgaria the lev and has never heard of the Caribbean
/// guilder. `Resources/locales/currencies/changes.json` lists such changes with their sources; it
/// is compiled into the module (`Generated/CurrencyChanges+Data.swift`), and Money lays it over
/// ICU's data:
///
/// - ``default(forRegion:on:)`` and ``default(for:on:)`` answer with the currency in use on a
///   day: `BG` gives EUR from 2026-01-01 and BGN before.
/// - A replacement code ICU does not know (XCG, ZWG) is a valid ``Money/Currency`` with the digits and
///   numeric code of the data file. It formats with its code, as ICU formats any code it has
///   no symbol for: `XCG 1,234.50` in `en_US`.
/// - ``replacement`` tells what replaced a withdrawn code, from when and at what fixed rate.
///
/// **ICU's data wins where it has any.** A code ICU knows keeps ICU's digits and names; a region
/// keeps ICU's default unless that default is a code of the region's changes (the withdrawn one
/// when ICU has not heard of the change, the new one when it has), and then the change's date
/// decides. A newer ICU that already knows a change therefore gives the same answers for today.
///
///     let day = CalendarDate("2026-11-23") ?? .today
///     let bulgaria = try Currency.default(forRegion: "BG", on: day)
///     let kuna = try Currency(code: "HRK")
///     print(bulgaria, kuna.replacement?.description ?? "-")
///     // Prints "EUR HRK → EUR on 2023-01-01 (1 EUR = 7.53450 HRK)"
extension Currency {
    /// One currency withdrawn in favour of another: who, where, from when, and at what rate.
    public struct Change: Hashable, Sendable {
        /// Facts about a replacement code that a system ICU may have no data for (XCG, ZWG).
        public struct NewCurrency: Hashable, Sendable {
            /// How many fraction digits amounts have (ISO 4217's minor unit).
            public let fractionDigits: Int
            /// The ISO 4217 numeric code.
            public let numericCode: Int
            /// The symbol the issuer uses: `Cg`, `ZiG`.
            ///
            /// Formatting does not use it: ICU writes the code for a currency it has no data
            /// for, and so does Money.
            public let symbol: String
        }

        /// The withdrawn code: `HRK`.
        public let withdrawnCode: String
        /// The code that replaced it: `EUR`.
        public let replacementCode: String
        /// The ISO 3166 regions whose currency changed, upper-case: `["CW", "SX"]`.
        public let regions: [String]
        /// The first day of the new currency.
        public let date: CalendarDate
        /// The fixed rate, in units of the withdrawn currency per unit of the new one (7.5345 HRK
        /// per EUR); `nil` where none was set.
        public let rate: ExactDecimal?
        /// ``rate`` as the decision writes it, trailing zeros kept: `"7.53450"`.
        public let rateText: String?
        /// Digits, numeric code and symbol of the replacement, for codes new with this change
        /// that a system ICU may lack; `nil` for a code that existed before (EUR).
        public let newCurrency: NewCurrency?
        /// Where the facts come from: the ISO 4217 amendment or the official decision.
        public let source: String

        /// Creates an entry (the generated table uses this).
        init(
            withdrawnCode: String, replacementCode: String, regions: [String], date: CalendarDate,
            rate: ExactDecimal?, rateText: String?, newCurrency: NewCurrency?, source: String
        ) {
            self.withdrawnCode = withdrawnCode
            self.replacementCode = replacementCode
            self.regions = regions
            self.date = date
            self.rate = rate
            self.rateText = rateText
            self.newCurrency = newCurrency
            self.source = source
        }

        /// Whether the system's ICU already has this change.
        ///
        /// ICU has it when it knows the new code and gives it as the currency of every region the
        /// change names. Such an entry changes nothing ICU says about today; its date still
        /// answers questions about earlier days.
        public var isKnownToICU: Bool {
            ICUCurrencyData.knownCodes.contains(replacementCode)
                && regions.allSatisfy { region in
                    (try? ICUCurrencyData.defaultCode(for: "und_\(region)")) == replacementCode
                }
        }
    }

    /// Every change of the data file, sorted by withdrawn code.
    public static var changes: [Change] { Change.generated }

    /// The day the data file was last checked against its sources.
    public static var changesAsOf: CalendarDate { Change.generatedAsOf }

    /// What replaced this currency, or `nil` if nothing has (or will, as far as the data file knows).
    ///
    ///     try Currency(code: "HRK").replacement?.replacementCode  // "EUR"
    ///     Currency.usd.replacement                                // nil
    public var replacement: Change? { Change.byWithdrawnCode[code] }

    /// The symbol the issuer uses for a code that is new with one of ``changes`` (`Cg` for XCG,
    /// `ZiG` for ZWG); `nil` for other codes.
    ///
    /// Formatting does not use it: a system ICU without data for the code writes the code, and
    /// one with data writes its own symbol.
    public var issuerSymbol: String? {
        Change.generated.first { $0.replacementCode == code && $0.newCurrency != nil }?.newCurrency?.symbol
    }

    /// Whether the currency had been replaced on `date` (by default today, in UTC).
    ///
    /// A withdrawn currency is still a valid ``Money/Currency``: old bills and receipts are in it.
    public func isWithdrawn(on date: CalendarDate = .today) -> Bool {
        replacement.map { date >= $0.date } ?? false
    }

    /// The currencies in use on a day: ICU's current ones, plus new codes of the data file from
    /// their date (XCG from 2025-03-31), less codes withdrawn by then (HRK from 2023-01-01).
    ///
    /// - Parameters:
    ///   - date: The day; today (UTC) by default.
    ///   - includingWithdrawn: Whether to keep the withdrawn codes the data file knows (marked by
    ///     ``isWithdrawn(on:)``), for listing them.
    /// - Returns: The currencies, sorted by code.
    public static func all(on date: CalendarDate = .today, includingWithdrawn: Bool = false) -> [Currency] {
        var codes = Set(ICUCurrencyData.currentCodes)
        for change in changes {
            if change.newCurrency != nil, date >= change.date { codes.insert(change.replacementCode) }
            if date >= change.date {
                if includingWithdrawn { codes.insert(change.withdrawnCode) } else { codes.remove(change.withdrawnCode) }
            }
        }
        return codes.sorted().compactMap { try? Currency(code: $0) }
    }

    /// The currency of an ISO 3166 region on a day: `BG` gives BGN on 2025-12-31 and EUR on 2026-01-01.
    ///
    /// - Throws: ``MoneyError/noCurrency(region:)`` when the region has no currency of its own.
    public static func `default`(forRegion region: String, on date: CalendarDate) throws(MoneyError) -> Currency {
        let upper = region.uppercased()
        guard !upper.isEmpty, let code = try ICUCurrencyData.defaultCode(for: "und_\(upper)") else {
            throw .noCurrency(region: region)
        }
        return try Currency(code: Change.regionDefault(upper, icuCode: code, on: date))
    }

    /// The currency of a locale's region on a day: `bg_BG` gives EUR from 2026-01-01.
    ///
    /// A locale without a region uses its likely region (`bg` gives `bg_BG`). A currency keyword
    /// (`bg_BG@currency=BGN`) is taken as it is.
    /// - Throws: ``MoneyError/noCurrency(region:)`` when the region has no currency of its own.
    public static func `default`(for locale: LocaleIdentifier, on date: CalendarDate) throws(MoneyError) -> Currency {
        var id = locale.identifier
        if locale.region == nil, let likely = locale.likelyRegion { id = "\(locale.language)_\(likely)" }
        guard let code = try ICUCurrencyData.defaultCode(for: id) else {
            throw .noCurrency(region: locale.likelyRegion ?? locale.identifier)
        }
        // Only an id with keywords (`de_DE@currency=DEM`) can name its own currency; the test for
        // '@' first keeps the costly substring search off every plain id.
        let namesCurrency = locale.identifier.contains("@") && locale.identifier.lowercased().contains("currency=")
        guard let region = locale.likelyRegion, !namesCurrency else {
            return try Currency(code: code)
        }
        return try Currency(code: Change.regionDefault(region, icuCode: code, on: date))
    }

    /// Whether ICU or the data file knows an upper-case code.
    static func isKnownCode(_ code: String) -> Bool {
        ICUCurrencyData.knows(code) || Change.addedCodes[code] != nil
    }

    /// The currency of a known upper-case code, with ICU's digits and numeric code, or the data
    /// file's for a code ICU lacks (no cash rounding: ISO 4217 has none, and ICU formats such a
    /// code without).
    static func reading(knownCode code: String) throws(MoneyError) -> Currency {
        if !ICUCurrencyData.knows(code), let added = Change.addedCodes[code] {
            return Currency(
                code: code, fractionDigits: added.fractionDigits, cashFractionDigits: added.fractionDigits,
                cashIncrementMinorUnits: 1, numericCode: added.numericCode)
        }
        return try ICUCurrencyData.currency(code)
    }
}

extension Currency.Change {
    /// The changes by withdrawn code.
    static let byWithdrawnCode: [String: Currency.Change] = Dictionary(
        generated.map { ($0.withdrawnCode, $0) }, uniquingKeysWith: { first, _ in first })

    /// The new codes of the data file that the system's ICU does not know.
    static let addedCodes: [String: NewCurrency] = {
        var codes: [String: NewCurrency] = [:]
        for change in generated {
            if let new = change.newCurrency, !ICUCurrencyData.knownCodes.contains(change.replacementCode) {
                codes[change.replacementCode] = new
            }
        }
        return codes
    }()

    /// The currency of `region` on `date`, given ICU's answer for it.
    ///
    /// The region's changes form a chain (VEB → VEF → VES); when ICU's answer is one of its codes,
    /// ICU either lacks the later changes or knows them all, and the chain's dates decide. Any
    /// other answer is ICU's own knowledge, which wins.
    static func regionDefault(_ region: String, icuCode: String, on date: CalendarDate) -> String {
        let chain = generated.filter { $0.regions.contains(region) }.sorted { $0.date < $1.date }
        guard let first = chain.first,
            chain.contains(where: { $0.withdrawnCode == icuCode || $0.replacementCode == icuCode })
        else { return icuCode }
        var code = first.withdrawnCode
        for change in chain where date >= change.date { code = change.replacementCode }
        return code
    }
}

extension Currency.Change: CustomStringConvertible {
    /// `HRK → EUR on 2023-01-01 (1 EUR = 7.53450 HRK)`, without the parenthesis when no rate was set.
    public var description: String {
        var text = "\(withdrawnCode) → \(replacementCode) on \(date)"
        if let rateText { text += " (1 \(replacementCode) = \(rateText) \(withdrawnCode))" }
        return text
    }
}
