/// Formats percentages for a locale; `Money.PercentFormatter` when a name of your own is also called `PercentFormatter`.
public typealias PercentFormatter = Money.PercentFormatter

extension Money {
    /// Formats percentages for a locale as ICU does: `18 %` in de, `%18` in tr, `18%` in en.
    ///
    ///     try PercentFormatter(locale: LocaleIdentifier("de_DE")).format(18)
    ///     // "18\u{A0}%"
    ///
    /// The value is the percentage itself (18 for 18%), shown with exactly its own digits unless
    /// ``fractionDigits`` fixes them.
    public struct PercentFormatter: Sendable, Hashable {
        /// The locale whose conventions are used.
        public let locale: LocaleIdentifier
        /// Fixed fraction digits, rounded half-up; `nil` shows the value's own digits (`17.5`).
        public let fractionDigits: Int?
        /// Whether Latin digits replace the locale's own.
        public let usesLatinDigits: Bool

        /// Creates a percent formatter.
        public init(locale: LocaleIdentifier, fractionDigits: Int? = nil, usesLatinDigits: Bool = false) {
            self.locale = locale
            self.fractionDigits = fractionDigits.map { min(max($0, 0), 6) }
            self.usesLatinDigits = usesLatinDigits
        }

        /// Formats a percentage: `18` is `18%` in en and `18\u{A0}%` in de.
        ///
        /// - Parameter percent: The percentage itself: `18` for 18%.
        /// - Throws: ``MoneyError/icu(operation:code:name:)`` only if ICU itself fails.
        public func format(_ percent: ExactDecimal) throws(MoneyError) -> String {
            var stems = ["percent"]
            if let fractionDigits {
                stems.append(
                    fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits))
                stems.append("rounding-mode-half-up")
            } else {
                stems.append("precision-unlimited")
            }
            return try ICUNumberFormatter.format(
                percent, stems: stems, usesLatinDigits: usesLatinDigits, locale: locale)
        }
    }
}
