package import Money
package import TipCalc
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--rates FILE`: an ECB eurofxref XML file, read and checked for freshness.
package enum RatesFile {
    /// The oldest file accepted without `--allow-stale-rates`, in days: the ECB publishes on
    /// working days only, so a week covers weekends and holidays.
    package static let maximumAgeDays = 7

    /// The rate from `from` to `to` in the file at `path`.
    ///
    /// - Parameters:
    ///   - allowStale: Whether a file older than ``maximumAgeDays`` (or dated after today) is used,
    ///     with a note, instead of being an error.
    ///   - notes: Where the staleness note goes.
    /// - Throws: ``CLIError`` for a file that cannot be read or is not UTF-8; `TipCalcError` for
    ///   one that is not ECB XML, is stale, or lacks a currency.
    package static func rate(
        from: Currency, to: Currency, path: String, allowStale: Bool, notes: inout [String]
    ) throws -> ExchangeRate {
        let table = try Self.table(path: path)
        do {
            try table.checkFresh(today: today(), maximumAgeDays: maximumAgeDays)
        } catch {
            guard allowStale else {
                throw CLIError.badData(error.description + "; or pass --allow-stale-rates to use it anyway")
            }
            notes.append(error.description)
        }
        return try table.rate(from: from, to: to)
    }

    /// The ECB reference rates in the file at `path`, whatever their date.
    ///
    /// - Throws: ``CLIError`` for a file that cannot be read or is not UTF-8; `TipCalcError` for
    ///   one that is not ECB XML.
    package static func table(path: String) throws -> ECBRates {
        let bytes = try FileSystem.read(path)
        guard let xml = String(validating: bytes, as: UTF8.self) else {
            throw CLIError.badData("rates file '\(path)' is not valid UTF-8 text; give an ECB eurofxref XML file")
        }
        return try ECBRates(xml: xml, source: path)
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
