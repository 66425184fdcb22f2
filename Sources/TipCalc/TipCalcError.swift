public import Money

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#endif

/// Everything that can go wrong in the TipCalc module, each case carrying the input at fault.
///
/// The ``description`` is one sentence a person can act on; `tipfmt` prints it as is.
///
///     print(TipCalcError.percentOutOfRange(ExactDecimal(120)))
///     // Prints "tip percentage 120 is outside 0...100; give a percentage such as 18 or 17.5"
public enum TipCalcError: Error, Hashable, Sendable {
    /// A tip percentage below 0 or above 100.
    case percentOutOfRange(ExactDecimal)
    /// A party size outside 1...1000, or weights that are empty, too many, zero or negative.
    case invalidParty(String)
    /// A negative bill, tax, service charge or tip amount; the payload names which and its value.
    case negativeAmount(String)
    /// A Money operation failed: mixed currencies, an invalid increment, an amount out of range.
    case money(MoneyError)
    /// A rates file is malformed or stale, or does not cover a currency.
    case rates(file: String, reason: String)
    /// A tax rate below 0 or above 100 percent.
    case taxRateOutOfRange(ExactDecimal)
    /// A service-charge percentage below 0 or above 100.
    case serviceOutOfRange(ExactDecimal)
    /// An exchange rate that is zero or negative.
    case invalidExchangeRate(String)
    /// Inputs that contradict each other; the payload says how (a tax on a zero bill, a
    /// service charge larger than the bill, a cash increment the rounding increment does not fit).
    case inconsistent(String)
}

extension TipCalcError: CustomStringConvertible {
    /// A one-line message naming the bad input and what to do about it.
    public var description: String {
        switch self {
        case .percentOutOfRange(let percent):
            return "tip percentage \(percent) is outside 0...100; give a percentage such as 18 or 17.5"
        case .invalidParty(let reason):
            return "invalid party: \(reason)"
        case .negativeAmount(let what):
            return "\(what) is negative; give an amount of zero or more"
        case .money(let error):
            return error.description
        case .rates(let file, let reason):
            return "rates file '\(file)': \(reason)"
        case .taxRateOutOfRange(let rate):
            return "tax rate \(rate)% is outside 0...100; give a rate such as 8.875"
        case .serviceOutOfRange(let percent):
            return
                "service charge \(percent)% is outside 0...100; give the percentage printed on the bill, such as 12.5"
        case .invalidExchangeRate(let reason):
            return "invalid exchange rate: \(reason)"
        case .inconsistent(let reason):
            return reason
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
