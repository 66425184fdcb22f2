internal import CICUShims
import Synchronization

/// Currency facts read from ICU's CLDR data: the codes it knows, digits, increments and names.
enum ICUCurrencyData {
    /// Every code ICU knows, current and historic, upper-case.
    static let knownCodes: Set<String> = Set(codes(CICU_UCURR_ALL))

    /// The codes of current, legal-tender currencies, sorted.
    static let currentCodes: [String] = codes(CICU_UCURR_COMMON | CICU_UCURR_NON_DEPRECATED).sorted()

    /// Whether ICU knows an upper-case code: a walk over ICU's list that builds nothing, since a
    /// one-shot process checks one or two codes and ``knownCodes`` costs a set of every code ICU
    /// has (about a quarter of a million instructions of start-up).
    static func knows(_ code: String) -> Bool {
        var status = ICUStatus()
        guard let enumeration = cicu_ucurr_openISOCurrencies(CICU_UCURR_ALL, &status.code), status.isSuccess else {
            return false
        }
        defer { cicu_uenum_close(enumeration) }
        var code = code
        return code.withUTF8 { wanted -> Bool in
            while true {
                var length: Int32 = 0
                guard let next = cicu_uenum_next(enumeration, &length, &status.code), status.isSuccess else {
                    return false
                }
                guard Int(length) == wanted.count else { continue }
                var index = 0
                while index < wanted.count, UInt8(bitPattern: next[index]) == wanted[index] { index += 1 }
                if index == wanted.count { return true }
            }
        }
    }

    private static func codes(_ type: UInt32) -> [String] {
        var status = ICUStatus()
        guard let enumeration = cicu_ucurr_openISOCurrencies(type, &status.code), status.isSuccess else { return [] }
        defer { cicu_uenum_close(enumeration) }
        var result: [String] = []
        while true {
            var length: Int32 = 0
            guard let code = cicu_uenum_next(enumeration, &length, &status.code), status.isSuccess else { break }
            result.append(String(cString: code))
        }
        return result
    }

    /// The `CurrencyMeta` table of ICU's supplemental data: `{digits, rounding, cashDigits, cashRounding}`.
    private static func currencyMeta(_ code: String) -> [Int32]? {
        var status = ICUStatus()
        guard let supplemental = cicu_ures_openDirect(cicu_icudata_curr(), "supplementalData", &status.code),
            status.isSuccess
        else {
            return nil
        }
        defer { cicu_ures_close(supplemental) }
        guard let meta = cicu_ures_getByKey(supplemental, "CurrencyMeta", nil, &status.code), status.isSuccess else {
            return nil
        }
        defer { cicu_ures_close(meta) }
        var entry = cicu_ures_getByKey(meta, code, nil, &status.code)
        if !status.isSuccess {
            status = ICUStatus()
            entry = cicu_ures_getByKey(meta, "DEFAULT", nil, &status.code)
        }
        guard let entry, status.isSuccess else { return nil }
        defer { cicu_ures_close(entry) }
        var length: Int32 = 0
        guard let vector = cicu_ures_getIntVector(entry, &length, &status.code), status.isSuccess else { return nil }
        return Array(UnsafeBufferPointer(start: vector, count: Int(length)))
    }

    /// The currency of an upper-case code ICU knows, with its digits, cash increment and numeric
    /// code (the code itself is not checked).
    static func currency(_ code: String) throws(MoneyError) -> Currency {
        let uchars = ICUText.uchars(code)
        var status = ICUStatus()
        let digits = Int(cicu_ucurr_getDefaultFractionDigitsForUsage(uchars, CICU_UCURR_USAGE_STANDARD, &status.code))
        try status.check("ucurr_getDefaultFractionDigitsForUsage")
        let cashDigits = Int(cicu_ucurr_getDefaultFractionDigitsForUsage(uchars, CICU_UCURR_USAGE_CASH, &status.code))
        try status.check("ucurr_getDefaultFractionDigitsForUsage")
        var increment: Int64 = 1
        if cashDigits < digits { increment = Int64(ExactDecimal.pow10(digits - cashDigits)) }
        if let meta = currencyMeta(code), meta.count >= 4, meta[3] > 1, cashDigits <= digits {
            increment = Int64(meta[3]) * Int64(ExactDecimal.pow10(digits - cashDigits))
        }
        return Currency(
            code: code,
            fractionDigits: digits,
            cashFractionDigits: cashDigits,
            cashIncrementMinorUnits: increment,
            numericCode: Int(cicu_ucurr_getNumericCode(uchars))
        )
    }

    /// The currency ICU associates with a locale's region (likely region when none is given).
    static func defaultCode(for locale: String) throws(MoneyError) -> String? {
        let code: String
        do throws(MoneyError) {
            code = try ICUText.withUCharBuffer("ucurr_forLocale") { buffer, capacity, status in
                cicu_ucurr_forLocale(locale, buffer, capacity, &status.code)
            }
        } catch .icu(_, let status, _) where status == ICUStatus.missingResource {
            return nil  // ICU's answer for a region with no currency (or no region at all)
        }
        return code.isEmpty ? nil : code
    }

    /// A display name of a currency: symbol, narrow symbol or long name.
    static func name(_ code: String, locale: String, style: Int32) throws(MoneyError) -> String {
        let uchars = ICUText.uchars(code)
        var isChoiceFormat: Int8 = 0
        var length: Int32 = 0
        var status = ICUStatus()
        guard let name = cicu_ucurr_getName(uchars, locale, style, &isChoiceFormat, &length, &status.code) else {
            try status.check("ucurr_getName")
            return code
        }
        try status.check("ucurr_getName")
        return ICUText.string(name, count: length)
    }

    /// The long name for a plural category ("one", "other", …).
    static func pluralName(_ code: String, locale: String, category: String) throws(MoneyError) -> String {
        let uchars = ICUText.uchars(code)
        var isChoiceFormat: Int8 = 0
        var length: Int32 = 0
        var status = ICUStatus()
        guard let name = cicu_ucurr_getPluralName(uchars, locale, &isChoiceFormat, category, &length, &status.code)
        else {
            try status.check("ucurr_getPluralName")
            return code
        }
        try status.check("ucurr_getPluralName")
        return ICUText.string(name, count: length)
    }

}

extension Currency.NameStyle {
    fileprivate var icuStyle: Int32 {
        switch self {
        case .symbol: CICU_UCURR_SYMBOL_NAME
        case .narrowSymbol: CICU_UCURR_NARROW_SYMBOL_NAME
        case .name: CICU_UCURR_LONG_NAME
        }
    }
}

extension ICUCurrencyData {
    static func name(_ code: String, locale: String, style: Currency.NameStyle) throws(MoneyError) -> String {
        try name(code, locale: locale, style: style.icuStyle)
    }
}
