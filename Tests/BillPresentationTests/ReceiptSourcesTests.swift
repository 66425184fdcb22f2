import BillPresentation
import Money
import Testing
import TipCalc

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Receipts name where the suggested tip and the exchange rate come from (Receipt+Sources).
@Suite struct ReceiptSourcesTests {
    private static func receipt(
        locale: String = "en_US", custom region: String? = "US", rate: ExchangeRate.Source? = nil
    ) throws -> Receipt {
        var tipRequest = TipRequest(bill: try usd("84.50"), tip: .percent(20))
        if let rate {
            var exchange = try ExchangeRate(from: .usd, to: .eur, rate: dec("0.9215"))
            exchange.source = rate
            tipRequest.home = exchange
        }
        let result = try TipCalculator.calculate(tipRequest)
        return try Receipt(
            result: result, formatter: MoneyFormatter(locale: LocaleIdentifier(locale)),
            custom: region.flatMap { TippingCustom.forRegion($0) })
    }

    @Test func namesTheCustomAndTheRateInThatOrder() throws {
        let receipt = try Self.receipt(rate: .ecb(file: "/var/tmp/eurofxref-daily.xml", date: "2026-11-20"))
        let us = try #require(TippingCustom.forRegion("US"))
        #expect(
            receipt.sources == [
                Receipt.Source(kind: .tippingCustom, label: "Tip (US)", source: us.source, date: us.asOf),
                Receipt.Source(
                    kind: .exchangeRate, label: "Rate", source: "ECB euro reference rates (eurofxref-daily.xml)",
                    date: "2026-11-20"),
            ])
    }

    @Test func namesNothingItWasNotTold() throws {
        // No custom and a rate without a stated source: no sources, and no block in the text.
        let receipt = try Self.receipt(custom: nil, rate: nil)
        #expect(receipt.sources.isEmpty)
        #expect(receipt.rendered(as: .text).split(separator: "\n").last?.hasPrefix("Total") == true)
        #expect(receipt.rendered(as: .json).contains("\"sources\" : [\n\n  ]"))
    }

    @Test func textWrapsEachSourceUnderARule() throws {
        let receipt = try Self.receipt(rate: ExchangeRate.Source(name: "given on the command line"))
        let lines = receipt.rendered(as: .text, width: 32).split(separator: "\n", omittingEmptySubsequences: false)
        // "Tip (US): Lonely Planet the USA travel guide, …" in 32 columns, then the rate's line
        // (no date: a typed rate has none).
        #expect(
            Array(lines.suffix(7)) == [
                "================================",
                "Tip (US): Lonely Planet the USA",
                "travel guide, money and tipping",
                "section (lonelyplanet.com),",
                "2026-11-21",
                "Rate: given on the command line",
                "",
            ])
    }

    @Test func rightToLeftSourceLinesStartWithAMark() throws {
        let receipt = try Self.receipt(locale: "ar_EG", custom: "EG")
        let lines = receipt.rendered(as: .text).split(separator: "\n")
        let ruleIndex = try #require(lines.lastIndex { $0.hasSuffix("==========") })
        for line in lines[(ruleIndex + 1)...] {
            #expect(line.hasPrefix("\u{200F}"), "\(InvisibleCharacters.visible(String(line)))")
        }
    }

    @Test func jsonListsEachSource() throws {
        struct Document: Decodable {
            struct Source: Decodable, Equatable {
                let kind, label, source: String
                let date: String?
            }
            let sources: [Source]
        }
        let receipt = try Self.receipt(rate: .ecb(file: "rates.xml", date: "2026-11-20"))
        let document = try JSONDecoder().decode(Document.self, from: Data(receipt.rendered(as: .json).utf8))
        let us = try #require(TippingCustom.forRegion("US"))
        #expect(
            document.sources == [
                .init(kind: "tippingCustom", label: "Tip (US)", source: us.source, date: "2026-11-21"),
                .init(
                    kind: "exchangeRate", label: "Rate", source: "ECB euro reference rates (rates.xml)",
                    date: "2026-11-20"),
            ])
    }

    @Test func markdownAndHTMLEscapeTheSources() throws {
        var receipt = try Self.receipt(custom: nil)
        receipt.sources = [Receipt.Source(kind: .exchangeRate, label: "Rate", source: "<b>*me*</b> & co", date: nil)]
        #expect(receipt.rendered(as: .markdown).hasSuffix("\nRate: &lt;b&gt;\\*me\\*&lt;/b&gt; &amp; co\n"))
        #expect(
            receipt.rendered(as: .html).contains(
                "<footer class=\"sources\"><p>Rate: &lt;b&gt;*me*&lt;/b&gt; &amp; co</p></footer>"))
    }

    @Test func ecbRatesSayWhereAndWhenAndKeepItWhenInverted() throws {
        let path =
            String(#filePath.dropLast("ReceiptSourcesTests.swift".utf8.count))
            + "../TipCalcTests/Fixtures/eurofxref-daily.xml"
        let rates = try ECBRates(xml: readFile(path), source: "downloads/eurofxref-daily.xml")
        let rate = try rates.rate(from: .usd, to: .chf)
        #expect(rate.source == .ecb(file: "eurofxref-daily.xml", date: "2026-11-20"))
        #expect(rate.source?.description == "ECB euro reference rates (eurofxref-daily.xml) of 2026-11-20")
        #expect(rate.inverted.source == rate.source)
        #expect(try ExchangeRate(from: .eur, to: .usd, rate: dec("1.0832")).source == nil)
        #expect(ExchangeRate.Source(name: "given on the command line").description == "given on the command line")
    }
}
