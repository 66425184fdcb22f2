public import Money

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#endif

/// Everything that can go wrong in the TipCalc module, each case carrying the input at fault.
///
/// The ``description`` is one sentence a person can act on. Each case carries values, not
/// prose, so an app can point at the field at fault or offer a way out:
///
///     do {
///         _ = try TipCalculator.calculate(request)
///     } catch .negativeAmount(.tax, let tax) {
///         // highlight the tax field, which holds `tax`
///     } catch {
///         print(error)
///     }
///
///     print(TipCalcError.percentOutOfRange(120))
///     // Prints "tip percentage 120 is outside 0...100; give a percentage such as 18 or 17.5"
public enum TipCalcError: Error, Hashable, Sendable {
    /// A part of a ``TipRequest`` that holds an amount.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// ``TipRequest/bill``.
        case bill
        /// ``TipRequest/tax`` as an amount.
        case tax
        /// ``TipRequest/service`` as an amount.
        case serviceCharge
        /// ``TipRequest/tip`` as an amount.
        case tip
    }

    /// A tip percentage below 0 or above 100.
    case percentOutOfRange(ExactDecimal)
    /// A party whose size is outside 1...1000, or whose weights are too few, too many, zero or negative.
    case invalidParty(Party)
    /// A negative bill, tax, service charge or tip amount: which, and the amount.
    case negativeAmount(Field, Money)
    /// A Money operation failed: mixed currencies, an invalid increment, an amount out of range.
    case money(MoneyError)
    /// A rates file is not in the ECB's format, or its date or today's cannot be read: the
    /// file's name and what is wrong.
    case rates(file: String, reason: String)
    /// A rates file is older than allowed: its name, its date, its age and the limit, in days.
    case staleRates(file: String, date: String, ageInDays: Int, maximumAgeInDays: Int)
    /// A rates file has no rate for a currency: its name, the currency's code and the codes it has.
    case missingRate(file: String, currency: String, available: [String])
    /// A tax rate below 0 or above 100 percent.
    case taxRateOutOfRange(ExactDecimal)
    /// A service-charge percentage below 0 or above 100.
    case serviceOutOfRange(ExactDecimal)
    /// An exchange rate that is zero or negative, or other than 1 between a currency and itself:
    /// 1 `from` = `rate` `to`, with ISO codes.
    case invalidExchangeRate(from: String, to: String, rate: ExactDecimal)
    /// A tax amount on a zero bill (which has no tax).
    case taxOnZeroBill(tax: Money)
    /// A service charge larger than the bill that includes it.
    case serviceAboveBill(service: Money, bill: Money)
    /// A rounding increment that is not a multiple of the currency's cash increment, with cash
    /// rounding on: the increment, the cash increment and the currency's code.
    case incrementNotMultipleOfCash(increment: ExactDecimal, cashIncrement: ExactDecimal, currency: String)
    /// An itemised bill that cannot be computed: what is wrong with it.
    case invalidBill(ItemisedBill.Problem)
    /// A card statement that gives no ``CardFee``: in another currency than the ECB rate converts
    /// to, for an amount in another currency than it converts from, zero, or of the other sign
    /// than the amount.
    case invalidCardStatement(statement: Money, amount: Money, rate: ExchangeRate)
}

extension TipCalcError: CustomStringConvertible {
    /// A one-line message naming the bad input and what to do about it.
    public var description: String {
        switch self {
        case .percentOutOfRange(let percent):
            return "tip percentage \(percent) is outside 0...100; give a percentage such as 18 or 17.5"
        case .invalidParty(let party):
            return "invalid party: \(party.problem ?? "\(party)")"
        case .negativeAmount(let field, let amount):
            return "the \(field.words) \(amount) is negative; give an amount of zero or more"
        case .money(let error):
            return error.description
        case .rates(let file, let reason):
            return "rates file '\(file)': \(reason)"
        case .staleRates(let file, let date, let age, let maximum):
            return
                "rates file '\(file)': rates of \(date) are \(age) days old (more than \(maximum)); download a fresh "
                + "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
        case .missingRate(let file, let currency, let available):
            return "rates file '\(file)': has no rate for \(currency); it covers \(available.joined(separator: ", "))"
        case .taxRateOutOfRange(let rate):
            return "tax rate \(rate)% is outside 0...100; give a rate such as 8.875"
        case .serviceOutOfRange(let percent):
            return
                "service charge \(percent)% is outside 0...100; give the percentage printed on the bill, such as 12.5"
        case .invalidExchangeRate(let from, let to, let rate):
            if rate <= .zero { return "invalid exchange rate: 1 \(from) = \(rate) \(to) is not above zero" }
            return "invalid exchange rate: 1 \(from) = \(rate) \(to); a currency converts to itself at 1"
        case .taxOnZeroBill(let tax):
            return "a tax of \(tax) on a zero bill; give the bill before tax, or no tax"
        case .serviceAboveBill(let service, let bill):
            return "the service charge \(service) is more than the bill \(bill), which includes it"
        case .incrementNotMultipleOfCash(let increment, let cashIncrement, let currency):
            return "the rounding increment \(increment) is not a multiple of the \(currency) cash increment "
                + "\(cashIncrement); use a multiple of it, or no cash rounding"
        case .invalidBill(let problem):
            return problem.description
        case .invalidCardStatement(let statement, let amount, let rate):
            if statement.currency != rate.to {
                return "the card statement \(statement) is not in \(rate.to.code), the currency the ECB rate "
                    + "converts \(amount.currency.code) to; give what the card charged in \(rate.to.code)"
            }
            if amount.currency != rate.from {
                return "the ECB rate converts \(rate.from.code), not \(amount.currency.code) (\(amount))"
            }
            return "a card statement of \(statement) for \(amount) gives no card fee; give what the card "
                + "charged, above zero (both below zero for a refund)"
        }
    }
}

extension TipCalcError.Field {
    /// The field as the error sentence names it: "service charge".
    var words: String {
        switch self {
        case .bill: "bill"
        case .tax: "tax"
        case .serviceCharge: "service charge"
        case .tip: "tip"
        }
    }
}

#if canImport(FoundationEssentials)
    extension TipCalcError: LocalizedError {
        /// The same text as ``description``.
        public var errorDescription: String? { description }
    }
#endif

/// Runs a Money operation, wrapping its error as ``TipCalcError/money(_:)``.
func withMoney<T>(_ body: () throws(MoneyError) -> T) throws(TipCalcError) -> T {
    do {
        return try body()
    } catch {
        throw .money(error)
    }
}
