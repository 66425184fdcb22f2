import Money
import Testing

@Suite struct ConcurrencyTests {
    /// Formats and parses from 16 tasks at once; every result equals the sequential run's.
    @Test func manyTasksGetTheSequentialResults() async throws {
        let locales = try ["en_US", "de_CH", "fr_FR", "ar_EG", "ja_JP", "en_IN", "hi_IN", "de_DE"].map {
            try LocaleIdentifier($0)
        }
        let currencies = [Currency.usd, .eur, .chf, .jpy, try Currency(code: "KWD")]
        var formatters: [MoneyFormatter] = []
        for locale in locales {
            for style in MoneyFormatter.Style.allCases {
                formatters.append(MoneyFormatter(locale: locale, style: style))
            }
            formatters.append(MoneyFormatter(locale: locale, usesCashRounding: true, usesLatinDigits: true))
        }
        let all = formatters
        let jobs = all.count * currencies.count
        let work: @Sendable (Int) throws -> String = { index in
            let formatter = all[index % all.count]
            let currency = currencies[(index / all.count) % currencies.count]
            let money = Money(minorUnits: Int64(index) * 7919 - 5_000_000, currency)
            return try formatter.format(money)
        }
        let sequential = try (0..<2_000).map(work)
        #expect(jobs > 200)
        let concurrent = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for task in 0..<16 {
                group.addTask { (task, try (0..<2_000).map(work)) }
            }
            var results: [[String]] = Array(repeating: [], count: 16)
            for try await (task, result) in group { results[task] = result }
            return results
        }
        for (task, result) in concurrent.enumerated() {
            #expect(result == sequential, "task \(task) differs")
        }
    }

    @Test func parsersAreSafeToShare() async throws {
        let parser = MoneyParser(locale: try LocaleIdentifier("de_DE"))
        let texts = (0..<500).map { "\($0),\($0 % 10)5 €" }
        let sequential = try texts.map { try parser.parse($0) }
        try await withThrowingTaskGroup(of: [Money].self) { group in
            for _ in 0..<8 { group.addTask { try texts.map { try parser.parse($0) } } }
            for try await result in group { #expect(result == sequential) }
        }
    }
}
