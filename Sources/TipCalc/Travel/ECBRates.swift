public import Money

/// The European Central Bank's daily euro reference rates, read from its `eurofxref-daily.xml`.
///
/// The file lists, for one day, how many units of each currency one euro buys:
///
///     <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="...">
///       <gesmes:subject>Reference rates</gesmes:subject>
///       <Cube>
///         <Cube time='2026-11-20'>
///           <Cube currency='USD' rate='1.0832'/>
///           <Cube currency='CHF' rate='0.9360'/>
///
/// Any pair the file covers has a rate, EUR included; a pair without EUR is a cross rate through
/// EUR, kept exactly as `rate(to) / rate(from)` (see ``ExchangeRate``):
///
///     let rates = try ECBRates(xml: text, source: "eurofxref-daily.xml")
///     try rates.rate(from: .usd, to: .chf).rate
///     // 0.8641063516 (0.9360 / 1.0832, shown to 10 fraction digits)
///
/// Reading is strict: anything but that one-day shape is a ``TipCalcError/rates(file:reason:)``
/// naming the file, never a crash.
public struct ECBRates: Sendable {
    /// The day the rates are for, `YYYY-MM-DD` (the `time` attribute).
    public let date: String
    /// The file name given to ``init(xml:source:)``, used in error messages.
    public let source: String
    /// Units of each currency per euro, by upper-case ISO code, as published (EUR is 1).
    public let perEuro: [String: ExactDecimal]
    /// The currencies a history file marked `N/A` on ``date``, each with the day of the earlier
    /// fixing taken instead (``ECBRateHistory/rates(on:)``); empty for a daily file.
    public let carriedOver: [String: String]

    /// Rates read elsewhere: one day of a history file.
    init(date: String, source: String, perEuro: [String: ExactDecimal], carriedOver: [String: String]) {
        self.date = date
        self.source = source
        self.perEuro = perEuro
        self.carriedOver = carriedOver
    }

    /// Reads the text of a `eurofxref-daily.xml` file.
    ///
    /// - Parameters:
    ///   - xml: The whole file.
    ///   - source: The file's name, quoted in errors.
    /// - Throws: ``TipCalcError/rates(file:reason:)`` when the text is not that format, has no
    ///   date or no rates, repeats a currency, or has a rate that is not a positive decimal.
    public init(xml: String, source: String) throws(TipCalcError) {
        let parsed: EurofxrefScanner.Result
        do {
            parsed = try EurofxrefScanner.scan(xml)
        } catch {
            throw .rates(file: source, reason: error.reason)
        }
        self.date = parsed.date
        self.source = source
        var rates = parsed.rates
        rates["EUR"] = 1
        self.perEuro = rates
        self.carriedOver = [:]
    }

    /// The rate from one currency to another: direct for pairs with EUR, else a cross rate.
    ///
    /// The rate's ``ExchangeRate/source`` names the file and the day of its rates.
    ///
    /// - Throws: ``TipCalcError/missingRate(file:currency:available:)`` when the file has no rate
    ///   for a currency.
    public func rate(from: Currency, to: Currency) throws(TipCalcError) -> ExchangeRate {
        guard let fromPerEuro = perEuro[from.code] else { throw missing(from) }
        guard let toPerEuro = perEuro[to.code] else { throw missing(to) }
        // 1 from = (1 / fromPerEuro) EUR = (toPerEuro / fromPerEuro) to.
        var rate = try ExchangeRate(from: from, to: to, numerator: toPerEuro, denominator: fromPerEuro)
        rate.source = .ecb(file: source, date: date)
        return rate
    }

    /// Checks that the rates are at most `maximumAgeDays` days older than `today`.
    ///
    /// The ECB publishes on working days only, so a Monday sees Friday's rates: allow at least 4.
    /// A date one day ahead of `today` is accepted (time zones); more is an error.
    ///
    ///     try rates.checkFresh(today: "2026-11-21", maximumAgeDays: 4)   // rates of 2026-11-20: fine
    ///
    /// - Throws: ``TipCalcError/staleRates(file:date:ageInDays:maximumAgeInDays:)`` when stale;
    ///   ``TipCalcError/rates(file:reason:)`` when dated in the future, or when `today` is not a
    ///   `YYYY-MM-DD` date.
    public func checkFresh(today: String, maximumAgeDays: Int) throws(TipCalcError) {
        guard let todayNumber = CalendarDate(today)?.dayNumber else {
            throw .rates(file: source, reason: "cannot check its age: today's date '\(today)' is not YYYY-MM-DD")
        }
        guard let dateNumber = CalendarDate(date)?.dayNumber else {
            throw .rates(file: source, reason: "its date '\(date)' is not YYYY-MM-DD")
        }
        let age = todayNumber - dateNumber
        if age > maximumAgeDays {
            throw .staleRates(file: source, date: date, ageInDays: age, maximumAgeInDays: maximumAgeDays)
        }
        if age < -1 {
            throw .rates(
                file: source, reason: "rates of \(date) are dated after today (\(today)); check the file and the clock")
        }
    }

    /// The currency codes the file covers, EUR included, sorted.
    public var currencies: [String] { perEuro.keys.sorted() }

    private func missing(_ currency: Currency) -> TipCalcError {
        .missingRate(file: source, currency: currency.code, available: currencies)
    }
}
