public import Money

/// What a card charged over the ECB's reference rate of the day: the card's real fee.
///
/// A card statement shows what the bank took in the home currency. Beside the ECB's fixing of
/// the bill's day, that gives the fee, in percent of the amount at the ECB rate:
///
///     percent = (statement ÷ (amount × ECB rate) − 1) × 100
///
/// computed exactly (decimal, never binary floating point) and rounded once, **half-even**, to
/// ``fractionDigits`` (two) fraction digits. A statement below the ECB amount gives a negative
/// fee (a card that charged less than the reference rate):
///
///     if let day = CalendarDate("2026-05-04") {
///         let rates = try history.rates(on: day)   // 1 EUR = 1.13 USD that day
///         let fee = try CardFee(
///             statement: Money(parsing: "101.73", .eur), amount: Money(parsing: "113.00", .usd), rates: rates)
///         print(fee.percent, fee.atECBRate, fee.fee, fee.date ?? "")
///         // Prints "1.73 100.00 EUR 1.73 EUR 2026-05-04"
///     }
///
/// The ECB rate is kept as ``ExchangeRate`` keeps it: a cross rate (a USD bill on a CHF card)
/// goes through EUR exactly, and only the percent and ``atECBRate`` are rounded.
public struct CardFee: Hashable, Sendable {
    /// The amount paid, in its own currency (the bill's total).
    public let amount: Money
    /// What the card statement showed for it, in the home currency.
    public let statement: Money
    /// The ECB's rate from the amount's currency to the statement's on the day, with its source
    /// (the file and the day of the fixing).
    public let ecbRate: ExchangeRate
    /// The amount at the ECB rate, rounded half-even to the home currency's minor unit.
    public let atECBRate: Money
    /// What the card took over the ECB rate: ``statement`` less ``atECBRate`` (below zero when
    /// the card charged less).
    public let fee: Money
    /// The fee in percent of the amount at the exact ECB rate, rounded half-even to
    /// ``fractionDigits`` fraction digits: `1.73` for 1.73 %, `-0.5` for 0.50 % under the rate.
    public let percent: ExactDecimal

    /// The fraction digits ``percent`` is rounded to.
    public static let fractionDigits = 2
    /// How ``percent`` and ``atECBRate`` are rounded: half-even, as conversions are by default.
    public static let rounding: Money.RoundingRule = .toNearestOrEven

    /// The fee of a card that charged `statement` for `amount`, against the ECB's `rates` of the
    /// bill's day (``ECBRateHistory/rates(on:)`` or a daily file).
    ///
    /// - Parameters:
    ///   - statement: What the card statement showed, in the home currency.
    ///   - amount: The amount paid, in its own currency.
    ///   - rates: The ECB's rates of the day.
    /// - Throws: ``TipCalcError/missingRate(file:currency:available:)`` when the rates have no
    ///   fixing for either currency; the errors of ``init(statement:amount:ecbRate:)``.
    public init(statement: Money, amount: Money, rates: ECBRates) throws(TipCalcError) {
        try self.init(
            statement: statement, amount: amount,
            ecbRate: try rates.rate(from: amount.currency, to: statement.currency))
    }

    /// The fee of a card that charged `statement` for `amount`, against `ecbRate`.
    ///
    /// - Parameters:
    ///   - statement: What the card statement showed, in ``ExchangeRate/to``.
    ///   - amount: The amount paid, in ``ExchangeRate/from``.
    ///   - ecbRate: The ECB's rate of the day (any exact rate: the fee is over it).
    /// - Throws: ``TipCalcError/invalidCardStatement(statement:amount:rate:)`` when the currencies
    ///   are not the rate's, when the statement or the amount is zero, or when one is negative and
    ///   the other not (a refund is negative on both); ``TipCalcError/money(_:)`` when a figure
    ///   overflows.
    public init(statement: Money, amount: Money, ecbRate: ExchangeRate) throws(TipCalcError) {
        guard statement.currency == ecbRate.to, amount.currency == ecbRate.from, !statement.isZero, !amount.isZero,
            statement.isNegative == amount.isNegative
        else {
            throw .invalidCardStatement(statement: statement, amount: amount, rate: ecbRate)
        }
        self.amount = amount
        self.statement = statement
        self.ecbRate = ecbRate
        let atECBRate = try ecbRate.convert(amount, rounding: Self.rounding)
        self.atECBRate = atECBRate
        (fee, percent) = try withMoney { () throws(MoneyError) in
            // With the ECB rate n ÷ d: (s ÷ (a × n ÷ d) − 1) × 100 = (s × d − a × n) × 100 ÷ (a × n),
            // one exact quotient rounded once.
            let atRate = try amount.amount.multiplied(by: ecbRate.numerator)
            let over = try statement.amount.multiplied(by: ecbRate.denominator).subtracting(atRate)
            let percent = try over.multiplied(
                by: 100, dividedBy: atRate, fractionDigits: Self.fractionDigits, rounding: Self.rounding
            ).quotient
            return (try statement.subtracting(atECBRate), percent)
        }
    }

    /// The day of the ECB fixing, `YYYY-MM-DD`, when the rate names one.
    public var date: String? { ecbRate.source?.date }
}

extension CardFee: CustomStringConvertible {
    /// `card 1.73% over the ECB rate (101.73 EUR for 113.00 USD, 100.00 EUR at 1 USD = 0.8849557522 EUR)`.
    public var description: String {
        let words = percent.isNegative ? "under" : "over"
        let magnitude = percent.isNegative ? percent.negated() : percent
        return "card \(magnitude.formatted(fractionDigits: Self.fractionDigits))% \(words) the ECB rate "
            + "(\(statement) for \(amount), \(atECBRate) at \(ecbRate))"
    }
}
