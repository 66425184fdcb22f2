public import Money

/// The European Central Bank's euro reference rates of many days, read from its history files
/// `eurofxref-hist.xml` or `eurofxref-hist.csv`: a rate source by date.
///
/// A bill takes the fixing of its own day, or the last one before it (weekends, holidays), never a
/// later one. A currency the file marks `N/A` that day takes its previous fixing, at most
/// ``maximumCarryDays`` days older, and the rates say so (``ECBRates/carriedOver``):
///
///     var reader = ECBRateHistory.Reader(source: "eurofxref-hist.csv")
///     try reader.consume(Array("Date,USD,CHF,\n2026-05-04,1.1300,N/A,\n2026-04-30,1.1200,0.9400,\n".utf8))
///     let history = try reader.finish()
///     if let sunday = CalendarDate("2026-05-03"), let nextDay = CalendarDate("2026-05-04") {
///         let rates = try history.rates(on: sunday)
///         print(rates.date, rates.carriedOver)
///         // Prints "2026-04-30 [:]"
///         let monday = try history.rates(on: nextDay)
///         print(monday.date, monday.carriedOver, try monday.rate(from: .usd, to: .chf).rate)
///         // Prints "2026-05-04 ["CHF": "2026-04-30"] 0.8318584071"
///     }
///
/// The file is read as a stream (``Reader``) into one compact table of day × currency, so the
/// whole history since 1999 takes a few MB.
public struct ECBRateHistory: Sendable {
    /// The file name, quoted in errors and kept in each rate's source.
    public let source: String
    /// The currencies the file has a column or rates for, upper-case ISO codes, EUR excluded, sorted.
    public let currencies: [String]
    /// The fixing days, as day numbers, oldest first.
    let days: [Int32]
    /// `significands[day × currencies.count + currency]`: the rate's digits, 0 for none (`N/A`).
    let significands: [Int64]
    /// The rate's fraction digits, parallel to ``significands``.
    let scales: [UInt8]

    /// How many days older than the fixing a currency's previous fixing may be, when the file
    /// has `N/A` for it: a week covers the days a currency has missed in the history; a currency
    /// no longer fixed (a euro changeover, a suspension) is missing after that.
    public static let maximumCarryDays = 7

    init(source: String, currencies: [String], days: [Int32], significands: [Int64], scales: [UInt8]) {
        self.source = source
        self.currencies = currencies
        self.days = days
        self.significands = significands
        self.scales = scales
    }

    /// The number of fixing days in the file.
    public var dayCount: Int { days.count }
    /// The first fixing day.
    public var firstDate: CalendarDate { CalendarDate(dayNumber: Int(days.first ?? 0)) }
    /// The last fixing day.
    public var lastDate: CalendarDate { CalendarDate(dayNumber: Int(days.last ?? 0)) }

    /// The rates for a bill of `date`: the fixing of that day, or the last before it.
    ///
    /// - Throws: ``TipCalcError/rates(file:reason:)`` when `date` is before the file's first fixing.
    public func rates(on date: CalendarDate) throws(TipCalcError) -> ECBRates {
        let wanted = Int32(clamping: date.dayNumber)
        // The last day at or before `wanted`: binary search for the first day after it.
        var low = 0
        var high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle] <= wanted { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else {
            throw .rates(
                file: source,
                reason:
                    "it has no fixing on or before \(date); its first is of \(firstDate), so a bill of \(date) needs a rate typed with --rate"
            )
        }
        let row = low - 1
        var perEuro: [String: ExactDecimal] = ["EUR": 1]
        var carriedOver: [String: String] = [:]
        for (column, code) in currencies.enumerated() {
            var earlier = row
            while earlier >= 0, significands[earlier * currencies.count + column] == 0,
                Int(days[row]) - Int(days[earlier]) <= Self.maximumCarryDays
            {
                earlier -= 1
            }
            guard earlier >= 0, Int(days[row]) - Int(days[earlier]) <= Self.maximumCarryDays else { continue }
            let index = earlier * currencies.count + column
            guard
                let rate = try? ExactDecimal(significand: Int128(significands[index]), scale: Int(scales[index]))
            else { continue }
            perEuro[code] = rate
            if earlier != row { carriedOver[code] = CalendarDate(dayNumber: Int(days[earlier])).description }
        }
        return ECBRates(
            date: CalendarDate(dayNumber: Int(days[row])).description, source: source, perEuro: perEuro,
            carriedOver: carriedOver)
    }

    /// The rate from one currency to another for a bill of `date`, through EUR exactly.
    ///
    /// - Throws: See ``rates(on:)`` and ``ECBRates/rate(from:to:)``.
    public func rate(from: Currency, to: Currency, on date: CalendarDate) throws(TipCalcError) -> ExchangeRate {
        try rates(on: date).rate(from: from, to: to)
    }

    /// Checks that the file covers a bill of `date`: a bill within the file's span always is; a
    /// bill dated more than `maximumAgeDays` after the last fixing needs a newer file.
    ///
    /// - Throws: ``TipCalcError/rates(file:reason:)`` naming the last fixing and the bill's date.
    public func checkFresh(for date: CalendarDate, maximumAgeDays: Int) throws(TipCalcError) {
        let age = date.dayNumber - Int(days.last ?? 0)
        guard age > maximumAgeDays else { return }
        throw .rates(
            file: source,
            reason:
                "its last fixing is of \(lastDate), \(age) days before the bill's date \(date) (more than \(maximumAgeDays)); download a newer eurofxref-hist file"
        )
    }
}
