import BillPresentation
import Money
import Testing
import Trips

/// `Settlement.Transfer.sentence(_:name:)`: a transfer in the locale's words, as `tipfmt trip
/// show` prints it.
@Suite struct TransferSentenceTests {
    /// Ben owes Ann 29.00 EUR: one transfer.
    private func transfer() throws -> Settlement.Transfer {
        var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
        let half = try Money(parsing: "29.00", .eur)
        try trip.add(
            TripBill(
                id: "1", title: "Dinner", shares: [.init("Ann", half), .init("Ben", half)],
                payers: [.init("Ann", paid: try Money(parsing: "58.00", .eur))]))
        return try #require(try trip.settlement(in: .eur).transfers.first)
    }

    private func sentence(_ locale: String) throws -> String {
        try transfer().sentence(MoneyFormatter(locale: LocaleIdentifier(locale)))
    }

    @Test func theWordsAndTheAmountAreTheLocales() throws {
        #expect(try sentence("en_US") == "Ben pays Ann €29.00")
        #expect(try sentence("de_DE") == "Ben zahlt 29,00\u{A0}€ an Ann")
        #expect(try sentence("fr_FR") == "Ben verse 29,00\u{A0}€ à Ann")
        #expect(try sentence("ja_JP") == "BenからAnnへ€29.00")
    }

    /// A regional locale takes its language's words, as every label does, and its own numbers.
    @Test func aRegionalLocaleTakesItsLanguagesWords() throws {
        #expect(try sentence("en_GB") == "Ben pays Ann €29.00")
        #expect(try sentence("de_CH") == "Ben zahlt EUR\u{A0}29.00 an Ann")
    }

    /// In Arabic and Hebrew the amount is isolated, so its digits and sign keep their order
    /// inside the right-to-left sentence.
    @Test func rightToLeftSentencesIsolateTheAmount() throws {
        let arabic = try sentence("ar_EG")
        let amount = try MoneyFormatter(locale: LocaleIdentifier("ar_EG")).format(Money(parsing: "29.00", .eur))
        #expect(arabic == "تحويل من Ben إلى Ann: \u{2068}\(amount)\u{2069}")
        #expect(try sentence("he_IL").contains("\u{2068}"))
        #expect(!(try sentence("en_US")).contains("\u{2068}"))
    }

    /// Names are the user's text, written as they are unless the caller says how.
    @Test func namesGoThroughTheCallersFunction() throws {
        let shown = try transfer().sentence(MoneyFormatter(locale: LocaleIdentifier("en_US"))) { "<\($0)>" }
        #expect(shown == "<Ben> pays <Ann> €29.00")
    }
}
