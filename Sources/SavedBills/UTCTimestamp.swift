#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Money

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
        guard bytes.count == 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z"),
            let date = CalendarDate(String(decoding: bytes[0..<10], as: UTF8.self)),
            let hour = CalendarDate.number(bytes[11..<13]), let minute = CalendarDate.number(bytes[14..<16]),
            let second = CalendarDate.number(bytes[17..<19]), hour < 24, minute < 60, second < 60
        else { return nil }
        seconds = Int64(date.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }

    /// `2026-11-23T19:04:05Z`.
    package var text: String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = Int(seconds - days * 86_400)
        return "\(CalendarDate(dayNumber: Int(days)))T"
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
        guard let date = CalendarDate(text) else { return nil }
        let (year, month, day) = (date.year, date.month, date.day)
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
}
