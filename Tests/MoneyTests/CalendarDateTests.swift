@testable import Money
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct CalendarDateTests {
    @Test(arguments: [
        ("2026-11-23", 2026, 11, 23),
        ("2024-02-29", 2024, 2, 29),  // 2024 is a leap year
        ("2000-02-29", 2000, 2, 29),  // so is 2000 (divisible by 400)
        ("0001-01-01", 1, 1, 1),
        ("9999-12-31", 9999, 12, 31),
    ])
    func readsStrictDates(_ text: String, _ year: Int, _ month: Int, _ day: Int) throws {
        let date = try #require(CalendarDate(text))
        #expect(date.year == year && date.month == month && date.day == day)
        #expect(date.description == text)
        #expect(CalendarDate(year: year, month: month, day: day) == date)
    }

    @Test(arguments: [
        "2026-02-29",  // 2026 is not a leap year
        "1900-02-29",  // nor is 1900 (divisible by 100, not 400)
        "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "0000-01-01",
        "2026-1-1", "26-01-01", " 2026-01-01", "2026-01-01 ", "2026/01/01", "２０２６-01-01", "",
    ])
    func rejectsAnythingElse(_ text: String) {
        #expect(CalendarDate(text) == nil, "\(text)")
    }

    @Test func rejectsDaysThatDoNotExist() {
        #expect(CalendarDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2026, month: 11, day: 31) == nil)
        #expect(CalendarDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(CalendarDate(year: 2026, month: 0, day: 1) == nil)
    }

    @Test func ordersByDay() throws {
        let dates = try ["2025-12-31", "2026-01-01", "2026-01-02", "2026-02-01", "2027-01-01"].map {
            try #require(CalendarDate($0))
        }
        #expect(dates == dates.sorted())
        #expect(Set(dates).count == dates.count)
    }

    @Test func countsDaysFrom1970() throws {
        // 2026-01-01: 56 years after 1970-01-01, 14 of them leap (1972…2024), 56 × 365 + 14 = 20454.
        #expect(try #require(CalendarDate("2026-01-01")).dayNumber == 20_454)
        #expect(try #require(CalendarDate("1970-01-01")).dayNumber == 0)
        #expect(try #require(CalendarDate("1969-12-31")).dayNumber == -1)
        #expect(CalendarDate(dayNumber: 20_454).description == "2026-01-01")
        #expect(CalendarDate(dayNumber: -1).description == "1969-12-31")
    }

    /// `CalendarDate(dayNumber: d.dayNumber) == d`, and consecutive day numbers are consecutive
    /// days, for seeded random days from year 1 to 9999.
    @Test func dayNumbersRoundTrip() {
        var random = SplitMix64(seed: 0x2026_1123)
        for _ in 0..<5_000 {
            let number = Int.random(in: -719_162...2_932_895, using: &random)
            let date = CalendarDate(dayNumber: number)
            #expect(date.dayNumber == number, "\(date)")
            #expect(CalendarDate(date.description) == date, "\(date)")
            let next = CalendarDate(dayNumber: number + 1)
            #expect(date < next, "\(date) then \(next)")
        }
    }

    @Test func todayComesFromTheClock() throws {
        // This code was written on 2026-11-23; a machine clock before that is wrong.
        #expect(CalendarDate.today >= (try #require(CalendarDate("2026-11-23"))))
        #expect(CalendarDate(CalendarDate.today.description) == CalendarDate.today)
    }

    @Test func codableAsText() throws {
        let date = try #require(CalendarDate("2026-11-23"))
        let json = try JSONEncoder().encode([date])
        #expect(String(decoding: json, as: UTF8.self) == #"["2026-11-23"]"#)
        #expect(try JSONDecoder().decode([CalendarDate].self, from: json) == [date])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CalendarDate].self, from: Data(#"["2026-02-30"]"#.utf8))
        }
    }
}
