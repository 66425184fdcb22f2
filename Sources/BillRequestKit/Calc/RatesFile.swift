package import Money
package import TipCalc
import BillPresentation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--rates FILE`: an ECB reference-rate file, read and checked for freshness.
///
/// Two kinds of file: the daily `eurofxref-daily.xml` (one day, judged against today) and the
/// history, `eurofxref-hist.xml` or `.csv` (every day since 1999, read as a stream), where a bill
/// takes the fixing of its own day or the last before it and freshness is judged against the
/// bill's date.
package enum RatesFile {
    /// The oldest file accepted without `--allow-stale-rates`, in days: the ECB publishes on
    /// working days only, so a week covers weekends and holidays.
    package static let maximumAgeDays = 7

    /// The largest history file read (the real one is about 10 MB as XML, 2 MB as CSV).
    static let maximumHistoryBytes = 256 << 20

    /// What a rates file holds.
    package enum Table {
        /// A daily file: the rates of one day.
        case daily(ECBRates)
        /// A history file: the rates of many days.
        case history(ECBRateHistory)
    }

    /// The rate from `from` to `to` in the file at `path`, for a bill of `date` (today when `nil`).
    ///
    /// - Parameters:
    ///   - allowStale: Whether a file too old for the bill (or a daily file dated after today) is
    ///     used, with a note, instead of being an error.
    ///   - notes: Where the staleness note and any `N/A` gap of the two currencies go.
    ///   - locale: The language of the gap notes: the output's.
    /// - Throws: ``CLIError`` for a file that cannot be read, is not UTF-8 or is stale;
    ///   `TipCalcError` for one that is not ECB XML or CSV, or lacks a currency.
    package static func rate(
        from: Currency, to: Currency, path: String, on date: CalendarDate? = nil, allowStale: Bool,
        notes: inout [String], locale: LocaleIdentifier
    ) throws -> ExchangeRate {
        // A bill given its day (`--date`) takes that day's fixing, never a later one, even from a
        // daily file; an undated bill is today's, and a daily file is judged against today.
        let rates =
            try date.map { day in
                try ratesOfDay(path: path, on: day, allowStale: allowStale, notes: &notes, purpose: .billRate)
            } ?? self.rates(path: path, on: nil, checkDaily: true, allowStale: allowStale, notes: &notes)
        notes += gapNotes(rates, currencies: [from, to], locale: locale)
        return try rates.rate(from: from, to: to)
    }

    /// The rates in the file at `path` for a bill of `date` (today when `nil`): a daily file's one
    /// day, or a history's fixing of that day or the last before it.
    ///
    /// - Parameters:
    ///   - checkDaily: Whether a daily file is checked against today (`calc`; a trip's bills keep
    ///     the rates of the file they are given, whatever its day).
    ///   - allowStale: As in ``rate(from:to:path:on:allowStale:notes:)``.
    /// - Throws: As ``rate(from:to:path:on:allowStale:notes:)``, and `TipCalcError` for a bill
    ///   dated before a history's first fixing.
    package static func rates(
        path: String, on date: CalendarDate?, checkDaily: Bool, allowStale: Bool, notes: inout [String]
    ) throws -> ECBRates {
        let day = date ?? CalendarDate.today
        switch try load(path: path) {
        case .daily(let table):
            if checkDaily {
                try stale(allowStale: allowStale, notes: &notes) { () throws(TipCalcError) in
                    try table.checkFresh(today: today(), maximumAgeDays: maximumAgeDays)
                }
            }
            return table
        case .history(let history):
            try stale(allowStale: allowStale, notes: &notes) { () throws(TipCalcError) in
                try history.checkFresh(for: day, maximumAgeDays: maximumAgeDays)
            }
            return try history.rates(on: day)
        }
    }

    /// The ECB rates a card statement of `date` is compared with (the card's fee): a history's
    /// fixing of that day or the last before it, as ``rates(path:on:checkDaily:allowStale:notes:)``
    /// gives; a daily file only when it is of that day or at most a week before it, never after.
    ///
    /// - Throws: As ``rates(path:on:checkDaily:allowStale:notes:)``, and ``CLIError`` for a daily
    ///   file of another day (more than a week before it only without `allowStale`).
    package static func feeRates(path: String, on date: CalendarDate, allowStale: Bool, notes: inout [String])
        throws -> ECBRates
    {
        try ratesOfDay(path: path, on: date, allowStale: allowStale, notes: &notes, purpose: .cardFee)
    }

    /// What a day's fixing is taken for, as the refusals of ``ratesOfDay(path:on:allowStale:notes:purpose:)`` say it.
    private enum DayPurpose {
        case cardFee, billRate

        /// Why a later fixing is refused.
        var laterFixing: String {
            switch self {
            case .cardFee: "a card fee is measured against the fixing of the bill's day or the last before it"
            case .billRate: "a bill's rate is the fixing of its --date or the last before it"
            }
        }

        /// Why a fixing more than a week older is refused.
        var olderFixing: String {
            switch self {
            case .cardFee: "a card fee is measured against the fixing of the bill's day"
            case .billRate: "a bill's rate is the fixing of its --date"
            }
        }
    }

    /// A history's fixing of `date` or the last before it; a daily file only when it is of that
    /// day or at most a week before it, never after.
    private static func ratesOfDay(
        path: String, on date: CalendarDate, allowStale: Bool, notes: inout [String], purpose: DayPurpose
    ) throws -> ECBRates {
        guard case .daily(let table) = try load(path: path) else {
            return try rates(path: path, on: date, checkDaily: false, allowStale: allowStale, notes: &notes)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let fixing = CalendarDate(table.date) else {
            throw CLIError.badData("rates file '\(name)': its date '\(table.date)' is not YYYY-MM-DD")
        }
        let age = date.dayNumber - fixing.dayNumber
        if age < 0 {
            throw CLIError.badData(
                "rates file '\(name)' is of \(table.date), after the bill's date \(date): \(purpose.laterFixing); "
                    + "give the ECB history (eurofxref-hist.csv)")
        }
        if age > maximumAgeDays {
            let message =
                "rates file '\(name)' is of \(table.date), \(age) days before the bill's date \(date) (more than "
                + "\(maximumAgeDays)): \(purpose.olderFixing); give the ECB history (eurofxref-hist.csv)"
            guard allowStale else { throw CLIError.badData(message + ", or pass --allow-stale-rates to use it anyway") }
            notes.append(message)
        }
        return table
    }

    /// One note per currency of `currencies` the file had no fixing for on the rates' day.
    package static func gapNotes(_ rates: ECBRates, currencies: [Currency], locale: LocaleIdentifier) -> [String] {
        let name = rates.source.split(separator: "/").last.map(String.init) ?? rates.source
        let labels = ReceiptLabels(locale: locale)
        return Set(currencies.map(\.code)).sorted().compactMap { code in
            rates.carriedOver[code].map { earlier in
                labels.filled(
                    .ratesGapNote, ["file": name, "currency": code, "date": "\(rates.date)", "earlier": "\(earlier)"])
            }
        }
    }

    /// A freshness check: its error, with the way past it, unless `allowStale` makes it a note.
    private static func stale(allowStale: Bool, notes: inout [String], _ check: () throws(TipCalcError) -> Void)
        throws
    {
        do {
            try check()
        } catch {
            guard allowStale else {
                throw CLIError.badData(error.description + "; or pass --allow-stale-rates to use it anyway")
            }
            notes.append(error.description)
        }
    }

    /// The ECB reference rates in the file at `path`, whatever their date: a daily file (XML of
    /// one day, up to 1 MB, read strictly) or a history (read as a stream).
    ///
    /// - Throws: ``CLIError`` for a file that cannot be read or is not UTF-8; `TipCalcError` for
    ///   one that is neither ECB form.
    package static func load(path: String) throws -> Table {
        var head: [UInt8] = []
        var reader: ECBRateHistory.Reader? = nil
        try FileSystem.forEachChunk(of: path, maximumSize: maximumHistoryBytes) { chunk in
            if reader != nil {
                try reader?.consume(chunk)
                return
            }
            head.append(contentsOf: chunk)
            if head.count > 1 << 20 {
                reader = ECBRateHistory.Reader(source: path)
                try reader?.consume(head)
                head = []
            }
        }
        if var reader { return .history(try reader.finish()) }
        guard let text = String(validating: head, as: UTF8.self) else {
            throw CLIError.badData(
                "rates file '\(path)' is not valid UTF-8 text; give an ECB eurofxref XML or CSV file")
        }
        let start = text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
        // A daily file keeps its strict reader (and its messages); more than one day is a history.
        if start == "<",
            text.utf8.split(separator: UInt8(ascii: "<")).filter({ $0.starts(with: "Cube time".utf8) })
                .count <= 1
        {
            return .daily(try ECBRates(xml: text, source: path))
        }
        var small = ECBRateHistory.Reader(source: path)
        try small.consume(head)
        return .history(try small.finish())
    }

    /// The ECB reference rates of a daily file at `path`, or of a history's last fixing.
    ///
    /// - Throws: As ``load(path:)``.
    package static func table(path: String) throws -> ECBRates {
        switch try load(path: path) {
        case .daily(let table): return table
        case .history(let history): return try history.rates(on: history.lastDate)
        }
    }

    /// Today's UTC date as `YYYY-MM-DD`.
    package static func today() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    }
}
