internal import CICUShims

/// The symbols and grouping sizes a locale writes amounts with, read from ICU's classic
/// `UNumberFormat` (the only C API that exposes them).
///
/// ``MoneyParser`` reads amounts with these itself; ICU never decides the digits.
struct ICUNumberSymbols: Sendable {
    /// The decimal separator of currency amounts (`,` in de_DE, `$` in pt_CV).
    var monetaryDecimal: String
    /// The grouping separator of currency amounts (`.` in de_DE and de_AT).
    var monetaryGrouping: String
    /// The decimal separator of plain numbers (`,` in fr_CH, whose amounts use `.`).
    var decimal: String
    /// The grouping separator of plain numbers (U+00A0 in de_AT, whose amounts use `.`).
    var grouping: String
    /// The minus sign, bidi marks included (`\u{200E}-` in he).
    var minus: String
    /// The plus sign, bidi marks included.
    var plus: String
    /// Digits per group next to the decimal separator (3; 0 where the locale does not group).
    var primaryGroup: Int
    /// Digits per group further left (2 in en_IN, `12,34,567`); 0 when the primary size applies.
    var secondaryGroups: [Int]

    /// Reads the symbols of `locale` from its currency and decimal patterns.
    init(locale: String) throws(MoneyError) {
        var status = ICUStatus()
        let currency = cicu_unum_open(CICU_UNUM_CURRENCY, locale, &status.code)
        defer { if let currency { cicu_unum_close(currency) } }
        try status.check("unum_open")
        let plain = cicu_unum_open(CICU_UNUM_DECIMAL, locale, &status.code)
        defer { if let plain { cicu_unum_close(plain) } }
        try status.check("unum_open")
        guard let currency, let plain else { throw .icu(operation: "unum_open", code: 0, name: "nil") }
        func symbol(_ tag: Int32) throws(MoneyError) -> String {
            try ICUText.withUCharBuffer("unum_getSymbol") { buffer, capacity, status in
                cicu_unum_getSymbol(currency, tag, buffer, capacity, &status.code)
            }
        }
        monetaryDecimal = try symbol(CICU_UNUM_MONETARY_SEPARATOR_SYMBOL)
        monetaryGrouping = try symbol(CICU_UNUM_MONETARY_GROUPING_SEPARATOR_SYMBOL)
        decimal = try symbol(CICU_UNUM_DECIMAL_SEPARATOR_SYMBOL)
        grouping = try symbol(CICU_UNUM_GROUPING_SEPARATOR_SYMBOL)
        minus = try symbol(CICU_UNUM_MINUS_SIGN_SYMBOL)
        plus = try symbol(CICU_UNUM_PLUS_SIGN_SYMBOL)
        primaryGroup = Int(max(0, cicu_unum_getAttribute(currency, CICU_UNUM_GROUPING_SIZE)))
        var secondary: [Int] = []
        for format in [currency, plain] {
            let size = Int(cicu_unum_getAttribute(format, CICU_UNUM_SECONDARY_GROUPING_SIZE))
            if size > 0, size != primaryGroup, !secondary.contains(size) { secondary.append(size) }
        }
        secondaryGroups = secondary
    }
}
