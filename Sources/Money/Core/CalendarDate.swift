#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A day of the proleptic Gregorian calendar, with no time and no time zone: `2026-11-23`.
///
/// Currency facts change on a day (Bulgaria adopted the euro on 2026-01-01), so questions such
/// as ``Money/Currency/default(forRegion:on:)`` take a `CalendarDate`; Money has no `Date`, which would
/// bring Foundation.
///
///     let day = CalendarDate(year: 2026, month: 1, day: 1)
///     print(day ?? "invalid", CalendarDate("2026-02-30") ?? "invalid")
///     // Prints "2026-01-01 invalid"
///
/// Dates order by day; the text form is always `YYYY-MM-DD` (years 1 to 9999).
public struct CalendarDate: Hashable, Sendable {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 28, 29, 30 or 31.
    public let day: Int

    /// Creates a date, or `nil` when there is no such day (`2026-02-29`, month 13, year 0).
    ///
    /// - Parameters:
    ///   - year: The year, 1 to 9999.
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= Self.daysIn(month: month, year: year)
        else { return nil }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    /// A date the caller has already checked (the generated currency data, the clock).
    init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads strict `YYYY-MM-DD` text with a real month and day; `nil` for anything else
    /// (`2026-1-1`, `2026-02-30`, ` 2026-01-01`).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
            let day = Self.number(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The value of a run of ASCII digits (`"07"` is 7); `nil` when any byte is not a digit.
    ///
    /// For fixed-width fields of a date or time, so the run is short enough not to overflow.
    package static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Today in UTC, from the system clock.
    ///
    /// The day turns at midnight UTC, not at local midnight: at 00:30 in Sofia on 2026-01-01
    /// (22:30 UTC) it is still 2025-12-31.
    public static var today: CalendarDate {
        let seconds = Int(time(nil))
        // Floor division, so a clock before 1970 still gives the right day.
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return CalendarDate(dayNumber: days)
    }

    /// The number of days in a month of a year (February has 29 in leap years).
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`); negative before it.
    package var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01 (Howard Hinnant's `civil_from_days`), clamped
    /// to the years 1 to 9999.
    package init(dayNumber: Int) {
        // 0001-01-01 is day -719162 and 9999-12-31 is day 2932896.
        let days = min(max(dayNumber, -719_162), 2_932_896) + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(uncheckedYear: year, month: month, day: day)
    }
}

extension CalendarDate: Comparable {
    /// Orders dates by day.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension CalendarDate: CustomStringConvertible {
    /// The date as `YYYY-MM-DD`: `2026-01-01`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.utf8.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}

extension CalendarDate: LosslessStringConvertible {}

extension CalendarDate: Codable {
    /// Decodes a `YYYY-MM-DD` string.
    ///
    /// - Throws: `DecodingError` when the value is not a string or not a valid day.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CalendarDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text.prefix(40))' is not a YYYY-MM-DD date")
        }
        self = date
    }

    /// Encodes the date as a `YYYY-MM-DD` string.
    ///
    /// - Throws: `EncodingError` when the encoder rejects the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
