import Money
import Testing
import TipCalc

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct TippingCustomTests {
    private struct File: Decodable { let customs: [TippingCustom] }

    /// The raw data, read through #filePath from Resources/locales/tipping/customs.json.
    static func raw() throws -> [TippingCustom] {
        let tests = String(#filePath.dropLast("TipCalcTests/TippingCustomTests.swift".utf8.count))
        let text = try readFile(tests + "../Resources/locales/tipping/customs.json")
        return try JSONDecoder().decode(File.self, from: Data(text.utf8)).customs
    }

    @Test func generatedDataMatchesTheJSON() throws {
        let raw = try Self.raw().sorted { $0.region < $1.region }
        #expect(raw.count == TippingCustom.all.count, "run python3 scripts/generate-tipping.py")
        for (json, generated) in zip(raw, TippingCustom.all) {
            #expect(json == generated, "stale \(generated.region); run python3 scripts/generate-tipping.py")
        }
    }

    @Test func everyEntryIsComplete() throws {
        let all = TippingCustom.all
        #expect(all.count >= 40)
        #expect(Set(all.map(\.region)).count == all.count)
        #expect(all.map(\.region) == all.map(\.region).sorted())
        for custom in all {
            #expect(custom.region.count == 2 && custom.region == custom.region.uppercased(), "\(custom.region)")
            #expect(custom.minimumPercent >= .zero && custom.maximumPercent <= 100, "\(custom.region)")
            #expect(
                custom.minimumPercent <= custom.defaultPercent && custom.defaultPercent <= custom.maximumPercent,
                "\(custom.region)")
            #expect(!custom.note.isEmpty && !custom.note.contains("\n"), "\(custom.region)")
            #expect(!custom.source.isEmpty, "\(custom.region)")
            #expect(custom.asOf.utf8.count == 10 && custom.asOf.hasPrefix("20"), "\(custom.region) asOf \(custom.asOf)")
            // The default feeds straight into a request, so it must be a valid tip percentage.
            let tip = TipRequest(bill: try usd("50.00"), tip: .percent(custom.defaultPercent))
            #expect(throws: Never.self) { try TipCalculator.calculate(tip) }
        }
    }

    @Test func findsARegionInAnyCase() throws {
        let us = try #require(TippingCustom.forRegion("us"))
        #expect(us.region == "US" && us.defaultPercent == 20 && !us.serviceUsuallyIncluded)
        #expect(TippingCustom.forRegion("JP")?.defaultPercent == .zero)
        #expect(TippingCustom.forRegion("fr")?.serviceUsuallyIncluded == true)
        #expect(TippingCustom.forRegion("GB")?.defaultPercent.description == "12.5")
        #expect(TippingCustom.forRegion("XX") == nil)
    }
}
