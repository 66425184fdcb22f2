import SavedBills
import Testing

@Suite struct MinorUnitTextTests {
    @Test(arguments: [
        ("84.50", 2, Int64(8450)), ("4500", 0, 4500), ("-0.005", 3, -5), ("0.00", 2, 0),
        ("92233720368547758.07", 2, Int64.max), ("-92233720368547758.08", 2, Int64.min),
    ])
    func readsCanonicalAmounts(text: String, digits: Int, minor: Int64) {
        #expect(MinorUnitText.minorUnits(text, fractionDigits: digits) == minor)
        #expect(MinorUnitText.text(minor, fractionDigits: digits) == text)
    }

    @Test(arguments: [
        ("84.5", 2), ("84.500", 2), ("84", 2), ("84.50", 0), (".50", 2), ("84.", 2), ("+84.50", 2), ("8 4.50", 2),
        ("", 2), ("-", 0), ("92233720368547758.08", 2), ("-92233720368547758.09", 2), ("١٢", 0), ("1e3", 0),
    ])
    func rejectsEverythingElse(text: String, digits: Int) {
        #expect(MinorUnitText.minorUnits(text, fractionDigits: digits) == nil)
    }

    @Test func roundTripsRandomAmounts() {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<10_000 {
            let minor = Int64(bitPattern: generator.next())
            let digits = Int(generator.next() % 7)
            let text = MinorUnitText.text(minor, fractionDigits: digits)
            #expect(MinorUnitText.minorUnits(text, fractionDigits: digits) == minor, "\(text)")
            #expect(MinorUnitText.fractionDigits(of: text) == digits, "\(text)")
        }
    }
}
