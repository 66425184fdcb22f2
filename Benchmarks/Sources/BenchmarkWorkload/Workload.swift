public import Money

/// Steele, Lea and Flood's SplitMix64: a tiny, fixed-seed generator, so every run (and every
/// machine) formats the same amounts.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The fixed workload every benchmark line runs: amounts spread over twelve locale/currency pairs.
package struct Workload {
    /// The pairs, as ICU ids and ISO codes.
    package static let pairs: [(locale: String, currency: String)] = [
        ("en_US", "USD"), ("de_DE", "EUR"), ("de_CH", "CHF"), ("ja_JP", "JPY"),
        ("hi_IN", "INR"), ("ar_EG", "EGP"), ("ar_KW", "KWD"), ("fr_FR", "EUR"),
        ("en_GB", "GBP"), ("pt_BR", "BRL"), ("zh_CN", "CNY"), ("sv_SE", "SEK"),
    ]

    package let locales: [LocaleIdentifier]
    package let currencies: [Currency]
    /// The pair of each amount.
    package let pairIndex: [Int]
    /// The amounts, in their pair's currency.
    package let amounts: [Money]

    package var count: Int { amounts.count }

    /// `count` amounts from seed 2026 over the first `pairs` pairs: one to eight digits of minor
    /// units, about 5% negative.
    package init(count: Int, pairs pairCount: Int = Workload.pairs.count, seed: UInt64 = 2026) throws(MoneyError) {
        var locales: [LocaleIdentifier] = []
        var currencies: [Currency] = []
        for pair in Self.pairs.prefix(pairCount) {
            locales.append(try LocaleIdentifier(pair.locale))
            currencies.append(try Currency(code: pair.currency))
        }
        var generator = SplitMix64(seed: seed)
        var pairIndex: [Int] = []
        var amounts: [Money] = []
        pairIndex.reserveCapacity(count)
        amounts.reserveCapacity(count)
        for _ in 0..<count {
            let pair = Int(generator.next() % UInt64(locales.count))
            let digits = Int(generator.next() % 8) + 1
            var limit: UInt64 = 1
            for _ in 0..<digits { limit *= 10 }
            var units = Int64(generator.next() % limit)
            if generator.next() % 100 < 5 { units = -units }
            pairIndex.append(pair)
            amounts.append(Money(minorUnits: units, currencies[pair]))
        }
        self.locales = locales
        self.currencies = currencies
        self.pairIndex = pairIndex
        self.amounts = amounts
    }
}
