internal import Foundation

/// Foundation's currency formatting, as a Swift user without tipfmt would write it.
///
/// This module is the only one in the package that imports full `Foundation`: Foundation brings
/// its own ICU, and its headers must never meet the system ICU headers that `CICU` exposes.
/// Its API therefore speaks only strings and integers.
///
///     let baseline = FoundationBaseline(pairs: [(locale: "de_CH", currency: "CHF")])
///     baseline.formatStyle(pair: 0, minorUnits: 123450, scale: 2)
///     // "CHF 1’234.50" (with Foundation's own CLDR data)
public final class FoundationBaseline {
    private let formatters: Formatters

    /// Builds one `Decimal.FormatStyle.Currency` and one `NumberFormatter` per pair, up front.
    public init(pairs: [(locale: String, currency: String)]) {
        formatters = Formatters(pairs: pairs)
    }

    /// Formats `minorUnits × 10^-scale` with the pair's cached `Decimal.FormatStyle.Currency`.
    public func formatStyle(pair: Int, minorUnits: Int64, scale: Int) -> String {
        formatters.formatStyle(pair: pair, minorUnits: minorUnits, scale: scale)
    }

    /// Formats `minorUnits × 10^-scale` with the pair's cached `NumberFormatter`.
    public func numberFormatter(pair: Int, minorUnits: Int64, scale: Int) -> String {
        formatters.numberFormatter(pair: pair, minorUnits: minorUnits, scale: scale)
    }
}

/// The Foundation objects behind ``FoundationBaseline``; no Foundation type is visible outside.
private final class Formatters {
    private let styles: [Decimal.FormatStyle.Currency]
    private let numberFormatters: [NumberFormatter]

    init(pairs: [(locale: String, currency: String)]) {
        styles = pairs.map { pair in
            Decimal.FormatStyle.Currency(code: pair.currency, locale: Locale(identifier: pair.locale))
        }
        numberFormatters = pairs.map { pair in
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: pair.locale)
            formatter.numberStyle = .currency
            formatter.currencyCode = pair.currency
            return formatter
        }
    }

    func formatStyle(pair: Int, minorUnits: Int64, scale: Int) -> String {
        Self.decimal(minorUnits: minorUnits, scale: scale).formatted(styles[pair])
    }

    func numberFormatter(pair: Int, minorUnits: Int64, scale: Int) -> String {
        let number = NSDecimalNumber(decimal: Self.decimal(minorUnits: minorUnits, scale: scale))
        return numberFormatters[pair].string(from: number) ?? ""
    }

    private static func decimal(minorUnits: Int64, scale: Int) -> Decimal {
        Decimal(
            sign: minorUnits < 0 ? .minus : .plus, exponent: -scale, significand: Decimal(minorUnits.magnitude))
    }
}
