import SavedBills
import Testing

@Suite struct UTCTimestampTests {
    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00Z"), (1_767_225_600, "2026-01-01T00:00:00Z"),
        // 2028-02-29 is a leap day: 2028-01-01 is day 21184, + 59 days = 21243 → 1835395200 s, + 23:59:59.
        (1_835_481_599, "2028-02-29T23:59:59Z"), (-1, "1969-12-31T23:59:59Z"),
        (253_402_300_799, "9999-12-31T23:59:59Z"),
    ])
    func writesAndReadsUTC(seconds: Int64, text: String) {
        #expect(UTCTimestamp(seconds: seconds).text == text)
        #expect(UTCTimestamp(text)?.seconds == seconds)
    }

    @Test(arguments: [
        "2026-02-29T10:00:00Z", "2026-11-23T24:00:00Z", "2026-11-23T19:04:05+09:00", "2026-11-23 19:04:05Z",
        "2026-11-23T19:04:05.5Z", "2026-13-01T00:00:00Z", "2026-11-23T19:60:00Z", "", "２０２６-11-23T19:04:05Z",
    ])
    func rejectsAnythingElse(text: String) {
        #expect(UTCTimestamp(text) == nil)
    }

    @Test func roundTripsRandomMoments() {
        var generator = SplitMix64(seed: 2026)
        for _ in 0..<20_000 {
            let seconds = Int64(generator.next() % 253_402_300_800)
            let text = UTCTimestamp(seconds: seconds).text
            #expect(UTCTimestamp(text)?.seconds == seconds, "\(text)")
        }
    }

    @Test func textOrderIsTimeOrder() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<5_000 {
            let a = UTCTimestamp(seconds: Int64(generator.next() % 253_402_300_800))
            let b = UTCTimestamp(seconds: Int64(generator.next() % 253_402_300_800))
            #expect((a.text < b.text) == (a < b))
        }
    }
}
