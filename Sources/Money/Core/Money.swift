/// An exact amount of money: a whole number of its currency's minor units.
///
/// A `Money` can never hold a fraction of a cent, so nothing can round silently: an unrounded
/// intermediate (18.5% of 84.50) is an ``ExactDecimal`` until a named ``RoundingRule`` turns it
/// into a `Money`. Arithmetic is checked: overflow and mixed currencies throw.
///
///     let bill = try Money(parsing: "84.50", .usd)
///     let tip = try bill.multiplied(byPercent: ExactDecimal(parsing: "18.5"), rounding: .toNearestOrAway)
///     print(tip)
///     // Prints "15.63 USD"
///
/// Amounts of different currencies cannot be compared or combined: `Money` is not `Comparable`,
/// and ``isLess(than:)``, ``adding(_:)`` and ``subtracting(_:)`` throw
/// ``MoneyError/currencyMismatch(_:_:)`` for them.
///
/// The module is also named `Money`, so the module's other types are declared inside this one
/// where an app may have a type of the same name: `Money.Currency`, `Money.LocaleIdentifier`,
/// `Money.DecimalFormatter` and `Money.PercentFormatter` (each also has a top-level alias).
public struct Money: Sendable, Hashable {
    /// The amount as a count of the currency's minor units (cents for USD, yen for JPY).
    public let minorUnits: Int64
    /// The currency.
    public let currency: Currency

    /// Creates an amount from a count of minor units: `Money(minorUnits: 1234, .usd)` is 12.34 USD.
    ///
    /// - Parameters:
    ///   - minorUnits: The amount in the currency's smallest unit (cents, yen, fils).
    ///   - currency: The currency.
    public init(minorUnits: Int64, _ currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Zero in a currency.
    public static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency) }

    /// Creates an amount from an exact decimal that has at most the currency's fraction digits.
    ///
    ///     try Money(ExactDecimal(parsing: "12.5"), .usd)   // 12.50 USD
    ///
    /// - Throws: ``MoneyError/tooManyFractionDigits(_:currency:allowed:)`` when the value needs
    ///   rounding, ``MoneyError/overflow(_:)`` when it does not fit.
    public init(_ amount: ExactDecimal, _ currency: Currency) throws(MoneyError) {
        guard amount.scale <= currency.fractionDigits else {
            throw .tooManyFractionDigits(amount.description, currency: currency.code, allowed: currency.fractionDigits)
        }
        try self.init(checkedMinorUnits: amount.significand(atScale: currency.fractionDigits), currency, source: amount)
    }

    /// Creates an amount from an exact decimal, rounding it to the currency's minor unit by `rule`.
    ///
    ///     try Money(ExactDecimal(parsing: "1.005"), .usd, rounding: .toNearestOrAway)   // 1.01 USD
    ///
    /// - Throws: ``MoneyError/overflow(_:)`` when the result does not fit.
    public init(_ amount: ExactDecimal, _ currency: Currency, rounding rule: RoundingRule) throws(MoneyError) {
        try self.init(amount.rounded(toFractionDigits: currency.fractionDigits, rule), currency)
    }

    /// Reads a canonical decimal amount such as `"12.34"`, `"-0.5"` or `"1200"`.
    ///
    /// The text must be canonical (see ``ExactDecimal/init(parsing:)``). Without a rounding rule,
    /// more fraction digits than the currency has is an error (`"1.005"` in USD); with one, the
    /// value is rounded once by that rule. Trailing zeros beyond the currency's digits are fine
    /// (`"1.500"` is 1.50 USD).
    ///
    /// - Throws: ``MoneyError/invalidAmount(_:reason:)``,
    ///   ``MoneyError/tooManyFractionDigits(_:currency:allowed:)`` or ``MoneyError/overflow(_:)``.
    public init(parsing text: String, _ currency: Currency, rounding rule: RoundingRule? = nil) throws(MoneyError) {
        let decimal = try ExactDecimal(parsing: text)
        if let rule {
            try self.init(decimal, currency, rounding: rule)
        } else if decimal.scale > currency.fractionDigits {
            throw .tooManyFractionDigits(text, currency: currency.code, allowed: currency.fractionDigits)
        } else {
            try self.init(decimal, currency)
        }
    }

    init(checkedMinorUnits units: Int128, _ currency: Currency, source: @autoclosure () -> ExactDecimal)
        throws(MoneyError)
    {
        guard let exact = Int64(exactly: units) else {
            throw .overflow("\(source()) \(currency.code) is beyond ±\(Int64.max) minor units")
        }
        self.init(minorUnits: exact, currency)
    }

    /// The amount as an exact decimal (`12.34` for 1234 cents).
    public var amount: ExactDecimal { ExactDecimal(normalizing: Int128(minorUnits), scale: currency.fractionDigits) }

    /// The canonical amount text with exactly the currency's fraction digits: `"12.30"`, `"1200"`, `"0.500"`.
    public var amountText: String {
        ExactDecimal(normalizing: Int128(minorUnits), scale: currency.fractionDigits)
            .formatted(fractionDigits: currency.fractionDigits)
    }

    /// Whether the amount is below zero.
    public var isNegative: Bool { minorUnits < 0 }

    /// Whether the amount is zero.
    public var isZero: Bool { minorUnits == 0 }
}

extension Money: CustomStringConvertible {
    /// The canonical form: `12.34 USD`, `1200 JPY`, `-0.500 KWD`.
    public var description: String { "\(amountText) \(currency.code)" }
}

extension Money {
    /// Whether this amount is less than another amount of the same currency.
    ///
    /// `Money` is deliberately not `Comparable`: 1 USD and 100 CHF have no order without an
    /// exchange rate, so comparing them is an error rather than an answer.
    ///
    ///     try Money(parsing: "1.00", .usd).isLess(than: Money(parsing: "1.01", .usd))   // true
    ///     try Money(parsing: "1.00", .usd).isLess(than: Money(parsing: "100", .chf))    // throws
    ///
    /// - Parameter other: An amount in the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` when the currencies differ.
    public func isLess(than other: Money) throws(MoneyError) -> Bool {
        try requireSameCurrency(other)
        return minorUnits < other.minorUnits
    }
}
