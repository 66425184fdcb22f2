package import ArgumentParser
package import Money
package import TipCalc

/// A bill as `calc` declares it (the bill or its items, the party, tax, service, rounding, the
/// currency and locale, one tip), for commands that take a bill without printing `calc`'s
/// table: `tipfmt trip add` and `trip edit`.
///
/// The options are `calc`'s own declarations, read by the same reader (``BillRequest``), so a
/// bill means the same thing wherever it is typed. A trip adds who is on it and who paid: without
/// `--tip` (or a bill file's `tip:`) the tip is zero (a trip records what was paid rather than
/// suggests a tip), and the bill is never a remembered one.
package struct BillInput: ParsableArguments {
    package init() {}

    @OptionGroup package var money: MoneyOptions
    @OptionGroup package var options: CalcOptions
    @OptionGroup(title: "Itemised bills") package var itemised: ItemisedOptions

    @Option(
        name: [.customShort("t"), .long], parsing: .unconditional,
        help: ArgumentHelp("A tip percentage such as 10 or 12.5; none by default.", valueName: "percent"))
    package var tip: String?

    /// Whether a bill (an amount, items or a bill file) was given.
    package var isGiven: Bool { options.billText != nil || itemised.isRequested }

    /// `--people`, as given: who shares the bill.
    package var people: String? { itemised.people }
    /// `--paid-by`, as given: who paid.
    package var paidBy: String? { itemised.paidBy }
    /// `--pay`, as given: `name=cash|card` entries.
    package var payments: [String] { itemised.pay }
    /// `--rate`, as given.
    package var rate: String? { options.rate }
    /// Whether the bill says its currency: `--currency`, or a bill file (which is in its own).
    package var namesCurrency: Bool { money.currency != nil || itemised.billFile != nil }

    /// `--rates`, as given: an ECB rates file, read whatever its date (a trip's bill may be weeks
    /// old; the file's date is recorded with the bill instead).
    package var ratesFile: String? { options.rates }

    /// `--allow-stale-rates`: a history `--rates` file may end more than a week before the bill.
    package var allowStaleRates: Bool { options.allowStaleRates }

    /// Reads and computes the bill as a trip's: shared by `trip`'s people (or `--people`),
    /// `@all` meaning everyone on the trip, in the trip's currency unless the bill says otherwise.
    ///
    /// The rate options are left to the caller (a trip converts with its own recorded rate), so
    /// the result has no home amounts.
    ///
    /// `config` is the one the command loaded (a command reads its config once, so a warning
    /// about it is said once).
    ///
    /// - Throws: What `calc` throws for the same options (``InputError``, ``BillError``,
    ///   `MoneyError`, `TipCalcError`, ``CLIError``).
    package func compute(in trip: TripContext, config: ConfigFile, environment: Environment) throws -> ComputedBill {
        let input = BillOptions(money: money, options: options, itemised: itemised, tips: tip.map { [$0] } ?? [])
        let request = try BillRequest.read(input, for: .trip(trip), config: config, environment: environment)
        return ComputedBill(result: try request.compute(), request: request, notes: request.notes)
    }

    /// The output locale these options resolve to (`--locale`, `config`'s, the environment's).
    ///
    /// - Throws: `MoneyError` or ``CLIError`` for a locale ICU does not know.
    package func locale(config: ConfigFile, environment: Environment) throws -> LocaleIdentifier {
        try MoneyOptions.resolveLocale(explicit: money.locale, config: config, environment: environment)
    }
}

/// A bill computed from ``BillInput``: the result, and how its amounts are read and shown.
package struct ComputedBill: Sendable {
    /// What was computed (a single amount as one item shared by everyone).
    package let result: ItemisedResult
    /// What was read.
    package let request: BillRequest
    package var context: MoneyContext { request.context }
    /// Notes for stderr (a rounded expression).
    package let notes: [String]

    /// The output locale.
    package var locale: LocaleIdentifier { context.locale }
    /// The bill's currency.
    package var currency: Currency { context.currency }

    /// A bill file's `paid-by:` line, which a trip's `--paid-by` must agree with.
    package var filePayer: String? { request.bill.paidBy }

    /// A bill file's `home:` line: the bill's rate to a home currency.
    package var fileHome: ExchangeRate? { request.bill.home }

    /// How `person` pays their part: `--pay person=cash`, else `--cash`, else by card.
    package func method(of person: String) -> ItemisedBill.PaymentMethod { request.method(of: person) }

    /// The total the bill comes to.
    package var total: Money { result.totals.pays }

    /// Reads an amount typed on the command line in `currency` (canonical, or as
    /// `--input-locale` writes amounts), naming `subject` in any error.
    ///
    /// - Throws: ``InputError``.
    package func amount(_ text: String, in currency: Currency? = nil, subject: String) throws -> Money {
        var context = context
        if let currency { context.currency = currency }
        return try context.readMoney(text, subject: subject)
    }

    /// Reads a rate typed on the command line (`0.0061`, or `0,0061` with a comma input locale).
    ///
    /// - Throws: ``InputError`` naming `subject`.
    package func rate(_ text: String, subject: String) throws -> ExactDecimal {
        do {
            return try ExactDecimal(parsing: LocalizedNumber.canonical(text, inputLocale: context.inputLocale))
        } catch {
            throw InputError(subject: subject, text: text, reason: error, hint: "give a rate such as 0.9215")
        }
    }
}
