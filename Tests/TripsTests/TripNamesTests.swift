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
