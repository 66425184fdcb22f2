public import Foundation
public import Money

extension LocaleIdentifier {
    /// The Money locale of a Foundation `Locale`, checked against Money's ICU as ``init(_:)-(String)``
    /// checks an id: `Locale(identifier: "de_CH")` is `de_CH`, `Locale(identifier: "de-CH")` too.
    ///
    ///     try LocaleIdentifier(Locale(identifier: "de_CH")).identifier   // "de_CH"
    ///
    /// Keywords (`@calendar=…`, `@currency=…`) are left out: Money's formatter takes its settings
    /// as arguments, not from the id.
    ///
    /// - Throws: ``MoneyError/invalidLocale(_:reason:)`` for a locale Money's ICU has no data for.
    public init(_ locale: Locale) throws(MoneyError) {
        let identifier = locale.identifier.prefix { $0 != "@" }
        try self.init(String(identifier))
    }
}
