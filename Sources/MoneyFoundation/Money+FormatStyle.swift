public import Foundation
public import Money

extension Money {
    /// The amount in a format style: `price.formatted(.money(locale: Locale(identifier: "de_CH")))`.
    public func formatted<Style: FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == Money {
        style.format(self)
    }

    /// Reads an amount with a parseable format style's strategy.
    ///
    ///     try Money("CHF 1’234.50", format: .money(locale: Locale(identifier: "de_CH"), currency: .chf))
    ///     // 1234.50 CHF
    ///
    /// - Throws: What the style's parse strategy throws (``MoneyParser``'s error for
    ///   ``MoneyFormatStyle``).
    public init<Style: ParseableFormatStyle>(_ value: Style.Strategy.ParseInput, format: Style) throws
    where Style.Strategy.ParseOutput == Money {
        self = try format.parseStrategy.parse(value)
    }
}
