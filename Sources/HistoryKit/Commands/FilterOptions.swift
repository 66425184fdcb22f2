import ArgumentParser
import BillHistory
import Money
import SavedBills
import BillRequestKit

/// `--limit`, `--since` and `--currency`: which bills `list` and `export` take.
struct FilterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("At most this many bills, the newest.", valueName: "n"))
    var limit: Int?

    @Option(help: ArgumentHelp("Only bills saved on or after this day (local time).", valueName: "YYYY-MM-DD"))
    var since: String?

    @Option(help: ArgumentHelp("Only bills in this currency, such as JPY.", valueName: "code"))
    var currency: String?

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more, not \(limit)") }
        if let since, UTCTimestamp.startOfLocalDay(since) == nil {
            throw ValidationError("--since '\(since.prefix(40))' is not a date such as 2026-11-01")
        }
    }

    /// The filter these options describe.
    ///
    /// - Throws: ``CLIError`` for a currency code ICU does not know.
    func filter() throws -> HistoryFilter {
        var filter = HistoryFilter(limit: limit, since: since.flatMap(UTCTimestamp.startOfLocalDay))
        if let currency {
            do {
                filter.currency = try Currency(code: currency).code
            } catch {
                throw CLIError.rejected(error.description)
            }
        }
        return filter
    }

    /// ` in JPY since 2026-11-01`, for the message about an empty listing.
    var summary: String {
        var text = ""
        if let currency { text += " in \(currency.uppercased())" }
        if let since { text += " since \(since)" }
        return text
    }
}
