public import Money
public import TipCalc

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#endif

/// Everything that can go wrong in a trip, each case carrying the input at fault.
///
/// The ``description`` is one sentence a person can act on:
///
///     let paid = Money(minorUnits: 5000, .usd), total = Money(minorUnits: 6000, .usd)
///     print(TripError.paidDoesNotMatchTotal(bill: "dinner", paid: paid, total: total))
///     // Prints "bill "dinner": the payers paid 50.00 USD but the bill is 60.00 USD; they differ by 10.00 USD"
public enum TripError: Error, Hashable, Sendable {
    /// A trip's name, or a person's, is empty, too long or has control characters.
    case invalidName(String)
    /// The same person is named twice in the trip.
    case duplicatePerson(String)
    /// The trip has no people, or more than ``Trip/maximumPeople``.
    case peopleCount(Int)
    /// A bill, payment or import names someone who is not in the trip.
    case unknownPerson(String, in: String, closest: String? = nil)
    /// A bill id is used twice.
    case duplicateBill(String)
    /// No bill has this id.
    case unknownBill(String)
    /// A bill id or title is empty or too long.
    case invalidBillText(String)
    /// A bill's category is empty, too long or has control characters.
    case invalidCategory(bill: String, String)
    /// A household that cannot be set: its name clashes, or a member is unknown or in another household.
    case invalidHousehold(String, reason: String)
    /// No household has this name.
    case unknownHousehold(String)
    /// A person's payment details (``Payee``) that a trip does not store, and why.
    case invalidPayee(String, reason: String)
    /// A settlement rule (`--never Ann:Ben`, `--only …`) that cannot be kept, with why.
    case settlementRule(String, reason: String)
    /// A bill has no payer, or names a payer twice.
    case invalidPayers(bill: String, reason: String)
    /// A bill's shares do not sum to its total (one share per person, each zero or more).
    case invalidShares(bill: String, reason: String)
    /// What the payers paid does not add up to the bill's total.
    case paidDoesNotMatchTotal(bill: String, paid: Money, total: Money)
    /// A payment that is not above zero or goes from a person to themselves.
    case invalidPayment(String)
    /// A home amount is asked for but the trip has no home currency.
    case noHomeCurrency
    /// A bill or payment in another currency than home has no recorded rate.
    case missingRate(String, currency: Currency, home: Currency)
    /// The trip settles in its home currency, and this bill or payment of the trip has no rate to
    /// it yet (its currency when known): the answer waits for the rate, never falls back to
    /// another currency.
    case noRateYet(trip: String, TripLedger.Unconverted, currency: Currency?, home: Currency)
    /// A rate was given for the wrong pair of currencies, or a card statement in the wrong currency.
    case rateMismatch(String, reason: String)
    /// A row of an imported file that does not read; `row` counts from 1, the header included.
    case importRow(row: Int, reason: String)
    /// An imported file that does not read as a whole (no header, no people).
    case importFile(String)
    /// A trip document (the JSON of ``Trip/json(method:rules:basis:)``) that does not read back.
    case invalidTripDocument(String)
    /// A trip would hold more of something (`bills`, `payments`, `shares and payers`) than
    /// ``TripLimits`` allows.
    case tooMany(String, limit: Int)
    /// An error of the Money module (overflow, unknown currency).
    case money(MoneyError)
    /// An error of the TipCalc module (a bad exchange rate).
    case tipCalc(TipCalcError)
}

extension TripError: CustomStringConvertible {
    /// One sentence saying what is wrong and what to do; a command it suggests says `NAME` for
    /// the trip's name, which the error does not know (`description(trip:)` fills it in).
    public var description: String { description(trip: nil) }

    /// ``description``, with the suggested commands naming the trip `trip` (shell-quoted, so the
    /// command can be pasted): what the command line says, since it knows which trip it was.
    package func description(trip: String?) -> String {
        let quotedTrip = trip.map(ShellWord.quoted) ?? "NAME"
        switch self {
        case .invalidName(let name):
            return "the name \"\(name)\" is not usable; give 1 to 100 characters without control characters"
        case .duplicatePerson(let name):
            return "\"\(name)\" is named twice; give each person of the trip a different name"
        case .peopleCount(let count):
            return "a trip of \(count) people; give from 1 to \(Trip.maximumPeople) people"
        case .unknownPerson(let person, let context, let closest):
            let guess =
                closest.map { "; did you mean \"\($0)\"?" }
                ?? "; add them first with `tipfmt trip join \(quotedTrip) \(ShellWord.quoted(person))`"
            return "\(context) names \"\(person)\", who is not in the trip\(guess)"
        case .duplicateBill(let id):
            return "a bill with id \"\(id)\" is already in the trip; give each bill its own id"
        case .unknownBill(let id):
            return "the trip has no bill with id \"\(id)\"; `tipfmt trip show \(quotedTrip)` lists the bills with "
                + "their ids"
        case .invalidBillText(let text):
            return "bill id or title \"\(text)\" is not usable; give 1 to 200 characters without control characters"
        case .invalidCategory(let bill, let category):
            return "bill \"\(bill)\": the category \"\(category)\" is not usable; give 1 to 100 characters without "
                + "control characters"
        case .invalidHousehold(let name, let reason):
            return "household \"\(name)\": \(reason)"
        case .settlementRule(let rule, let reason):
            return "\(rule): \(reason)"
        case .invalidPayee(let person, let reason):
            return "the payment details of \"\(person)\": \(reason)"
        case .unknownHousehold(let household):
            return "the trip has no household \"\(household)\"; set one with `tipfmt trip household \(quotedTrip) "
                + "\(ShellWord.quoted(household)) A,B`"
        case .invalidPayers(let bill, let reason):
            return "bill \"\(bill)\": \(reason)"
        case .invalidShares(let bill, let reason):
            return "bill \"\(bill)\": \(reason)"
        case .paidDoesNotMatchTotal(let bill, let paid, let total):
            let difference = Int128(paid.minorUnits) - Int128(total.minorUnits)
            return "bill \"\(bill)\": the payers paid \(paid) but the bill is \(total); they differ by "
                + Self.amountText(difference.magnitude, total.currency)
        case .invalidPayment(let reason):
            return "payment: \(reason)"
        case .noHomeCurrency:
            return "the trip has no home currency; set one with `tipfmt trip set \(quotedTrip) --home CODE`"
        case .missingRate(let what, let currency, let home):
            return
                "\(what) is in \(currency.code) and has no rate to \(home.code); give one with --rate R, --rates FILE "
                + "or --statement AMOUNT (`tipfmt trip edit \(quotedTrip) ID --rate R` for a bill already added)"
        case .rateMismatch(let what, let reason):
            return "\(what): \(reason)"
        case .noRateYet(let trip, let item, let currency, let home):
            let what: String
            let fix: String
            let name = ShellWord.quoted(trip)
            switch item {
            case .bill(let id):
                what = "bill \(id)"
                fix =
                    "give it one with `tipfmt trip edit \(name) \(ShellWord.quoted(id)) --rate R` (or --statement AMOUNT, "
                    + "or --rates FILE)"
            case .payment(let number):
                what = "payment \(number)"
                fix =
                    "remove it with `tipfmt trip remove \(name) --payment \(number)` and record it again with "
                    + "`tipfmt trip pay` and --rate R"
            }
            let inCurrency = currency.map { " is in \($0.code) and" } ?? ""
            return "\(what)\(inCurrency) has no rate to \(home.code) yet, so \(trip) cannot settle in \(home.code); "
                + "\(fix), or settle each currency on its own with --per-currency"
        case .importRow(let row, let reason):
            return "row \(row): \(reason)"
        case .importFile(let reason):
            return "the file does not read as a Splitwise export: \(reason)"
        case .invalidTripDocument(let reason):
            return "the file does not read as a tipfmt trip: \(reason)"
        case .tooMany(let what, let limit):
            return "a trip holds at most \(limit) \(what) (docs/Limits.md); start another trip for more"
        case .money(let error):
            return error.description
        case .tipCalc(let error):
            return error.description
        }
    }
}

#if canImport(FoundationEssentials)
    extension TripError: LocalizedError {
        /// The same text as ``description``.
        public var errorDescription: String? { description }
    }
#endif

extension TripError {
    /// `units` minor units of `currency` as `9.00 EUR`; a sum of amounts may not fit a `Money`.
    static func amountText(_ units: UInt128, _ currency: Currency) -> String {
        // A sum of up to a thousand Int64 amounts is far below Int128.max.
        let decimal = (try? ExactDecimal(significand: Int128(units), scale: currency.fractionDigits)) ?? .zero
        return "\(decimal.formatted(fractionDigits: currency.fractionDigits)) \(currency.code)"
    }
}

/// Runs a Money operation, wrapping its error as ``TripError/money(_:)``.
func withMoney<T>(_ body: () throws(MoneyError) -> T) throws(TripError) -> T {
    do {
        return try body()
    } catch {
        throw .money(error)
    }
}

/// Runs a TipCalc operation, wrapping its error as ``TripError/tipCalc(_:)``.
func withTipCalc<T>(_ body: () throws(TipCalcError) -> T) throws(TripError) -> T {
    do {
        return try body()
    } catch {
        throw .tipCalc(error)
    }
}
