public import Money
public import TipCalc

/// How an amount reaches the home currency: one of three recorded ways.
///
/// Nothing converts without one, and nothing goes to the network.
public enum RateSource: Sendable {
    /// A rate typed in: 1 unit of the bill's currency is this many home units (`0.0061` for JPY → EUR).
    case rate(ExactDecimal)
    /// The ECB's reference rates of one day, read by `ECBRates`; its date is kept.
    case ecb(ECBRates)
    /// The amount the card statement showed in the home currency: the rate is kept as the exact
    /// fraction `statement ÷ amount`, so the amount converts to exactly the statement's amount.
    case cardStatement(Money)
    /// The amount the card statement showed, which sets the rate as ``cardStatement(_:)`` does,
    /// and beside it the ECB's rate of the bill's day (TipCalc's `ECBRates.rate(from:to:)` of
    /// `ECBRateHistory.rates(on:)`), which gives the card's fee over it (``Conversion/cardFee``).
    case cardStatementOverECB(Money, ExchangeRate)
}

/// One recorded conversion of an amount to the home currency.
///
///     let conversion = try Conversion(
///         Money(minorUnits: 4950, .jpy), to: .eur, by: .cardStatement(Money(minorUnits: 3047, .eur)))
///     print(conversion.converted, conversion.rate.rate)
///     // Prints "30.47 EUR 0.0061555556"
public struct Conversion: Hashable, Sendable {
    /// How the rate was recorded.
    public enum Method: Hashable, Sendable {
        /// None: the amount is already in the home currency.
        case same
        /// A rate typed in.
        case typed
        /// An ECB reference-rate file: its name and the day of its rates (`YYYY-MM-DD`).
        case ecb(file: String, date: String)
        /// A card statement's amount.
        case cardStatement(Money)
    }

    /// The amount converted.
    public let original: Money
    /// The exact rate used (for a card statement, the fraction `statement ÷ original`).
    public let rate: ExchangeRate
    /// How the rate was recorded.
    public let method: Method
    /// How the converted amount was rounded to the home currency's minor unit.
    public let rounding: Money.RoundingRule
    /// The converted amount.
    public let converted: Money
    /// What the card charged over the ECB's rate of the day, when a card statement was recorded
    /// with that rate beside it (``RateSource/cardStatementOverECB(_:_:)``); else `nil`.
    public let cardFee: CardFee?

    /// The day of the ECB fixing the conversion used or compared with, `YYYY-MM-DD`: an ECB
    /// rate's day, or the day of a card fee's ECB rate; `nil` for the others.
    public var fixingDate: String? {
        if case .ecb(_, let date) = method { return date }
        return cardFee?.date
    }

    /// Converts `amount` to `home` once, by the rule `rounding`.
    ///
    /// - Parameters:
    ///   - amount: The amount, in its own currency.
    ///   - home: The home currency.
    ///   - source: How to convert; `nil` only when `amount` is already in `home`.
    ///   - rounding: How the converted amount rounds; **half-even** by default.
    /// - Throws: ``TripError/missingRate(_:currency:home:)`` without a source for another currency,
    ///   ``TripError/rateMismatch(_:reason:)`` for a statement in another currency or a zero amount
    ///   converted by statement, or an ECB rate beside a statement that is not from the amount's
    ///   currency to `home`; ``TripError/tipCalc(_:)`` for a rate that is not above zero.
    public init(
        _ amount: Money, to home: Currency, by source: RateSource?, rounding: Money.RoundingRule = .toNearestOrEven
    ) throws(TripError) {
        try self.init(amount, to: home, by: source, rounding: rounding, what: "\(amount)")
    }

    init(
        _ amount: Money, to home: Currency, by source: RateSource?, rounding: Money.RoundingRule,
        what: @autoclosure () -> String
    )
        throws(TripError)
    {
        original = amount
        self.rounding = rounding
        let from = amount.currency
        var statementShown: Money?
        switch source {
        case nil:
            guard from == home else { throw .missingRate(what(), currency: from, home: home) }
            rate = try withTipCalc { () throws(TipCalcError) in try ExchangeRate(from: home, to: home, rate: 1) }
            method = .same
            converted = amount
            cardFee = nil
            return
        case .rate(let value):
            rate = try withTipCalc { () throws(TipCalcError) in try ExchangeRate(from: from, to: home, rate: value) }
            method = from == home ? .same : .typed
        case .ecb(let rates):
            rate = try withTipCalc { () throws(TipCalcError) in try rates.rate(from: from, to: home) }
            method = .ecb(file: rates.source, date: rates.date)
        case .cardStatement(let statement), .cardStatementOverECB(let statement, _):
            guard statement.currency == home else {
                throw .rateMismatch(
                    what(),
                    reason: "the card statement is in \(statement.currency.code), the home currency is \(home.code)")
            }
            guard !amount.isZero, !statement.isZero, amount.isNegative == statement.isNegative else {
                throw .rateMismatch(
                    what(),
                    reason: "a card statement of \(statement) cannot give a rate for \(amount); type a rate instead")
            }
            // The exact fraction, not a rounded rate: amount × statement ÷ amount is the statement.
            let numerator = statement.isNegative ? statement.amount.negated() : statement.amount
            let denominator = amount.isNegative ? amount.amount.negated() : amount.amount
            var exact = try withTipCalc { () throws(TipCalcError) in
                try ExchangeRate(from: from, to: home, numerator: numerator, denominator: denominator)
            }
            exact.source = ExchangeRate.Source(name: "card statement")
            rate = exact
            method = .cardStatement(statement)
            statementShown = statement
        }
        if let statement = statementShown, case .cardStatementOverECB(_, let ecbRate) = source {
            guard ecbRate.from == from, ecbRate.to == home else {
                throw .rateMismatch(
                    what(),
                    reason: "the ECB rate beside the card statement converts \(ecbRate.from.code) to "
                        + "\(ecbRate.to.code), not \(from.code) to \(home.code)")
            }
            cardFee = try withTipCalc { () throws(TipCalcError) in
                try CardFee(statement: statement, amount: amount, ecbRate: ecbRate)
            }
        } else {
            cardFee = nil
        }
        let used = rate
        converted = try withTipCalc { () throws(TipCalcError) in try used.convert(amount, rounding: rounding) }
    }

    /// A conversion recorded earlier, done again with its own rate and rounding (a trip read back).
    ///
    /// With `ecbRate` (a card statement's, recorded with the ECB's rate of the day beside it), the
    /// card fee is computed again from it.
    ///
    /// - Throws: ``TripError/tipCalc(_:)`` when the rate does not convert `original`'s currency or
    ///   `ecbRate` gives the statement no fee; ``TripError/rateMismatch(_:reason:)`` for an
    ///   `ecbRate` beside a method other than a card statement.
    package init(
        restoring original: Money, rate: ExchangeRate, method: Method, rounding: Money.RoundingRule,
        ecbRate: ExchangeRate? = nil
    ) throws(TripError) {
        self.original = original
        self.rate = rate
        self.method = method
        self.rounding = rounding
        converted =
            method == .same
            ? original : try withTipCalc { () throws(TipCalcError) in try rate.convert(original, rounding: rounding) }
        if let ecbRate {
            guard case .cardStatement(let statement) = method else {
                throw .rateMismatch(
                    "\(original)", reason: "an ECB rate beside a conversion that is not a card statement's")
            }
            cardFee = try withTipCalc { () throws(TipCalcError) in
                try CardFee(statement: statement, amount: original, ecbRate: ecbRate)
            }
        } else {
            cardFee = nil
        }
    }

    /// The converted amount split in proportion to `parts` (of the original, each zero or more,
    /// summing to it), largest remainder first: the result sums exactly to ``converted``.
    func split(_ parts: [Money]) throws(TripError) -> [Money] {
        // Without a rate the parts are already the converted amount's parts.
        if method == .same { return parts }
        return try converted.split(proportionalTo: parts.map { $0.minorUnits })
    }
}

extension Money {
    /// This amount split in proportion to `parts` (each zero or more): zero parts get zero, the
    /// others `Money.allocated(by:)`; all zero gives everything to the first part.
    func split(proportionalTo parts: [Int64]) throws(TripError) -> [Money] {
        let positive = parts.indices.filter { parts[$0] > 0 }
        var result = Array(repeating: Money.zero(currency), count: parts.count)
        guard !positive.isEmpty else {
            if !result.isEmpty { result[0] = self }
            return result
        }
        // Minor units are at most Int64.max, which is Int.max on the 64-bit platforms Swift runs on.
        let weights = positive.map { Int(truncatingIfNeeded: parts[$0]) }
        let shares = try withMoney { () throws(MoneyError) in try allocated(by: weights) }
        for (index, share) in zip(positive, shares) { result[index] = share }
        return result
    }
}
