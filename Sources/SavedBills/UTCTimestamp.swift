#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A moment as the history writes it: UTC, to the second, `2026-11-23T19:04:05Z` (ISO 8601), so
/// text order is time order.
package struct UTCTimestamp: Hashable, Sendable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    package let seconds: Int64

    /// The moment `seconds` after the epoch.
    package init(seconds: Int64) {
        self.seconds = seconds
    }

    /// Now, from the system clock.
    package static func now() -> UTCTimestamp { UTCTimestamp(seconds: Int64(time(nil))) }

    /// Reads exactly `YYYY-MM-DDTHH:MM:SSZ`; `nil` for anything else (other zones, fractions,
    /// impossible dates).
    package init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day), hour < 24,
            minute < 60, second < 60
        else { return nil }
        let days = Self.dayNumber(year: year, month: month, day: day)
        seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// `2026-11-23T19:04:05Z`.
    package var text: String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = Int(seconds - days * 86_400)
        let (year, month, day) = Self.civil(fromDays: Int(days))
        return "\(Self.digits(year, 4))-\(Self.digits(month, 2))-\(Self.digits(day, 2))T"
            + "\(Self.digits(rest / 3600, 2)):\(Self.digits(rest / 60 % 60, 2)):\(Self.digits(rest % 60, 2))Z"
    }

    /// The moment as local date and time, `2026-11-24 04:04`, in the process's time zone (`TZ`).
    package var localText: String {
        var value = time_t(seconds)
        var parts = tm()
        guard localtime_r(&value, &parts) != nil else { return text }
        return "\(Self.digits(Int(parts.tm_year) + 1900, 4))-\(Self.digits(Int(parts.tm_mon) + 1, 2))-"
            + "\(Self.digits(Int(parts.tm_mday), 2)) \(Self.digits(Int(parts.tm_hour), 2)):"
            + "\(Self.digits(Int(parts.tm_min), 2))"
    }

    /// The first moment of a local calendar day given as `YYYY-MM-DD`, in the process's time zone;
    /// `nil` for text that is not such a day.
    package static func startOfLocalDay(_ text: String) -> UTCTimestamp? {
        guard let noon = UTCTimestamp(text + "T12:00:00Z") else { return nil }
        let (year, month, day) = civil(fromDays: Int(noon.seconds / 86_400))
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_isdst = -1
        let value = mktime(&parts)
        guard value != -1 else { return nil }
        return UTCTimestamp(seconds: Int64(value))
    }

    package static func < (lhs: UTCTimestamp, rhs: UTCTimestamp) -> Bool { lhs.seconds < rhs.seconds }

    private static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    private static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day number (Howard Hinnant's `civil_from_days`).
    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
