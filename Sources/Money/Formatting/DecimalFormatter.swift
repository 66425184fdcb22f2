/// Formats plain numbers for a locale; `Money.DecimalFormatter` when a name of your own is also called `DecimalFormatter`.
public typealias DecimalFormatter = Money.DecimalFormatter

extension Money {
    /// Formats plain numbers for a locale as ICU does: the locale's digits, decimal and grouping marks.
    ///
    /// For numbers that are not money: an exchange rate on a receipt, a person's number.
    ///
    ///     try DecimalFormatter(locale: LocaleIdentifier("de_DE")).format(ExactDecimal(parsing: "1234.0812"))
    ///     // "1.234,0812"
    ///     try DecimalFormatter(locale: LocaleIdentifier("ar_EG")).format(3)
    ///     // "٣"
    ///
    /// The value is shown with exactly its own digits, never rounded.
    public struct DecimalFormatter: Sendable, Hashable {
        /// The locale whose conventions are used.
        public let locale: LocaleIdentifier
        /// Whether digits are grouped (`1,234`); on by default.
        public let usesGrouping: Bool
        /// Whether Latin digits replace the locale's own.
        public let usesLatinDigits: Bool

        /// Creates a number formatter.
        public init(locale: LocaleIdentifier, usesGrouping: Bool = true, usesLatinDigits: Bool = false) {
            self.locale = locale
            self.usesGrouping = usesGrouping
            self.usesLatinDigits = usesLatinDigits
        }

        /// Formats a number with all of its digits.
        ///
        /// - Throws: ``MoneyError/icu(operation:code:name:)`` only if ICU itself fails.
        public func format(_ value: ExactDecimal) throws(MoneyError) -> String {
            var stems = ["precision-unlimited"]
            if !usesGrouping { stems.append("group-off") }
            return try ICUNumberFormatter.format(value, stems: stems, usesLatinDigits: usesLatinDigits, locale: locale)
        }
    }
}
