/// The plural form a locale gives a whole number, by ICU's cardinal rules: what picks
/// `1 Konflikt` or `2 Konflikte` in a label.
package enum PluralCategory {
    /// The CLDR keyword (`zero`, `one`, `two`, `few`, `many` or `other`) of `count` in `locale`;
    /// `one` for 1 and `other` for the rest when ICU's rules cannot be read.
    package static func keyword(of count: UInt64, locale: LocaleIdentifier) -> String {
        guard let rules = PluralRules.forLocale(locale.identifier) else { return count == 1 ? "one" : "other" }
        return rules.keywords[rules.category(integer: count, fraction: 0, fractionDigits: 0)]
    }
}
