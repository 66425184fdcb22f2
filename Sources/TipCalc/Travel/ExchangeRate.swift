public import Money

/// An exact exchange rate: 1 unit of ``from`` is ``rate`` units of ``to``.
///
/// Converting rounds once, to the target currency's minor unit, by a rule you name:
///
///     let rate = try ExchangeRate(from: .eur, to: .usd, rate: ExactDecimal(parsing: "1.0832"))
///     try rate.convert(Money(parsing: "12.50", .eur), rounding: .toNearestOrAway)
///     // 13.54 USD (12.50 × 1.0832 = 13.54)
///
/// A cross rate from ``ECBRates`` (USD → CHF through EUR) is kept exactly as the quotient of the
/// two published rates; ``rate`` shows it to ``displayScale`` fraction digits, but ``convert(_:rounding:)``
/// computes `amount × numerator ÷ denominator` exactly and rounds only the result.
public struct ExchangeRate: Hashable, Sendable {
    /// The currency converted from.
    public let from: Currency
    /// The currency converted to.
    public let to: Currency
    /// How many units of ``to`` one unit of ``from`` buys; for a cross rate, the exact quotient
    /// rounded half-even to ``displayScale`` fraction digits (conversion uses the exact quotient).
    public let rate: ExactDecimal
    /// Where the rate comes from (an ECB file and its day, or the user), for receipts.
    ///
    /// `nil` when not stated. ``ECBRates/rate(from:to:)`` sets it; it takes no part in conversion.
    public var source: Source? = nil
    /// The exact rate is `numerator / denominator`; `denominator` is 1 for a rate given directly.
    package let numerator: ExactDecimal
    /// See ``numerator``.
    package let denominator: ExactDecimal

    /// The fraction digits ``rate`` shows for a cross rate.
    public static let displayScale = 10

    /// Creates a rate: 1 `from` = `rate` `to`.
    ///
    /// - Throws: ``TipCalcError/invalidExchangeRate(from:to:rate:)`` when `rate` is not above
    ///   zero, or when `from` and `to` are the same currency with a rate other than 1.
    public init(from: Currency, to: Currency, rate: ExactDecimal) throws(TipCalcError) {
        try self.init(from: from, to: to, numerator: rate, denominator: 1)
    }

    /// Creates the exact rate `numerator / denominator`, both positive.
    ///
    /// Trips keep a card statement's rate this way (statement amount ÷ bill amount), so the bill
    /// converts to exactly the amount the statement shows.
    package init(from: Currency, to: Currency, numerator: ExactDecimal, denominator: ExactDecimal) throws(TipCalcError)
    {
        guard numerator > .zero, denominator > .zero else {
            throw .invalidExchangeRate(from: from.code, to: to.code, rate: numerator > .zero ? denominator : numerator)
        }
        self.from = from
        self.to = to
        self.numerator = numerator
        self.denominator = denominator
        if denominator == 1 {
            rate = numerator
        } else {
            rate = try withMoney { () throws(MoneyError) in
                try numerator.divided(by: denominator, fractionDigits: Self.displayScale, rounding: .toNearestOrEven)
                    .quotient
            }
        }
        if from == to && numerator != denominator {
            throw .invalidExchangeRate(from: from.code, to: to.code, rate: rate)
        }
    }

    /// The rate the other way round, exact: 1 `to` = `1 / rate` `from`.
    public var inverted: ExchangeRate {
        // Both parts are positive, so this cannot throw; the fallback keeps the signature total.
        var inverse = (try? ExchangeRate(from: to, to: from, numerator: denominator, denominator: numerator)) ?? self
        inverse.source = source
        return inverse
    }

    /// Converts an amount in ``from`` to ``to``, rounding once to the target's minor unit.
    ///
    /// The default rule is **half-even** (`.toNearestOrEven`, ICU's default), not half-up.
    ///
    /// - Throws: ``TipCalcError/money(_:)`` with `MoneyError.currencyMismatch` when the amount
    ///   is not in ``from``, or with `MoneyError.overflow` when the result does not fit.
    public func convert(_ money: Money, rounding: Money.RoundingRule = .toNearestOrEven) throws(TipCalcError) -> Money {
        guard money.currency == from else { throw .money(.currencyMismatch(money.currency.code, from.code)) }
        return try withMoney { () throws(MoneyError) in
            let converted = try money.amount.multiplied(
                by: numerator, dividedBy: denominator, fractionDigits: to.fractionDigits, rounding: rounding)
            return try Money(converted.quotient, to)
        }
    }
}

extension ExchangeRate: CustomStringConvertible {
    /// `1 EUR = 1.0832 USD`.
    public var description: String { "1 \(from.code) = \(rate) \(to.code)" }
}
