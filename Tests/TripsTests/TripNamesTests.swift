import Foundation
import Money
import Testing
import Trips

/// Names that cannot be confused: trip names and people are compared after trimming, whatever
/// their letter case, their invisible characters and their Unicode spelling (NFC or NFD).
@Suite struct TripNamesTests {
    static let precomposed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    @Test func canonicallyEquivalentSpellingsAreOnePerson() throws {
        #expect(throws: TripError.duplicatePerson(Self.decomposed)) {
            try Trip(name: "Paris", people: [Self.precomposed, Self.decomposed])
        }
        let trip = try Trip(name: "Paris", people: [Self.precomposed, "Ann"])
        #expect(try trip.person(Self.decomposed, in: "--paid-by") == Self.precomposed)
    }

    @Test(arguments: ["an\u{200B}n", "a\u{200D}nn", "\u{FEFF}ann", "ann\u{E0041}\u{E007F}", "\u{A0}ann", " ann "])
    func namesThatDifferOnlyByInvisibleCharactersAreOnePerson(_ other: String) throws {
        #expect(Trip.nameKey(other) == "ann")
        #expect(throws: TripError.self) { try Trip(name: "Rome", people: ["Ann", other]) }
        var trip = try Trip(name: "Rome", people: ["Ann"])
        #expect(throws: TripError.self) { try trip.add(person: other) }
        #expect(try trip.person(other, in: "--people") == "Ann")
    }

    @Test(arguments: ["\u{200B}", "\u{A0}", "\u{FEFF}\u{200D}", "\u{E0020}", " ", "\u{202F}\u{2060}"])
    func aNameThatShowsNothingIsRefused(_ name: String) throws {
        #expect(throws: TripError.invalidName(Trip.trimmed(name))) { try Trip(name: name, people: ["Ann"]) }
        #expect(throws: TripError.self) { try Trip(name: "Rome", people: ["Ann", name]) }
    }

    @Test func namesAreKeptTrimmed() throws {
        let trip = try Trip(name: "  Lisbon ", people: [" Ann", "Ben  "])
        #expect(trip.name == "Lisbon")
        #expect(trip.people == ["Ann", "Ben"])
    }

    /// Different names stay different: a visible space inside a name counts.
    @Test func visibleDifferencesCount() throws {
        let trip = try Trip(name: "Oslo", people: ["Ann Lee", "AnnLee", "Anne"])
        #expect(trip.people.count == 3)
    }
}

/// A recorded conversion read back from a trip's JSON must agree with itself.
@Suite struct RecordedStatementTests {
    /// ¥4,950 on a card statement of €30.47: the rate is 30.47 ÷ 4950. A file whose statement
    /// says €31.00 beside that rate was changed, and is refused.
    @Test func aStatementThatDoesNotMatchItsRateIsRefused() throws {
        var trip = try Trip(name: "Tokyo", people: ["Ann", "Ben"], home: .eur)
        let share = try Money(parsing: "2475", .jpy)
        try trip.add(
            TripBill(
                id: "1", title: "Sushi", shares: [.init("Ann", share), .init("Ben", share)],
                payers: [.init("Ben", paid: try Money(parsing: "4950", .jpy))]),
            rate: .cardStatement(try Money(parsing: "30.47", .eur)))
        let json = try trip.json()
        #expect(try Trip(json: json).bills.first?.home?.total == (try Money(parsing: "30.47", .eur)))
        let changed = json.replacingOccurrences(of: "\"statement\" : \"30.47\"", with: "\"statement\" : \"31.00\"")
        #expect(changed != json)
        #expect(
            throws: TripError.invalidTripDocument(
                "bill \"1\" has the card statement 31.00 EUR, but converts to 30.47 EUR; the file was changed")
        ) { try Trip(json: changed) }
    }
}
