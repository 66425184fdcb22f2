import Money
import Testing
import Trips

/// How each person of a trip is paid back: stored, replaced and removed with their revisions,
/// carried by the trip's JSON, and merged person by person.
@Suite struct PayeeTests {
    static let iban = "DE89370400440532013000"

    func lisbon() throws -> Trip {
        try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"], home: .eur)
    }

    @Test func detailsAreStoredTrimmedReplacedAndRemovedWithTheirPast() throws {
        var trip = try lisbon()
        try trip.setPayee(Payee(iban: " \(Self.iban) "), for: "ann")
        let first = try #require(trip.payee(of: "Ann"))
        #expect(first.iban == Self.iban)
        #expect(first.ancestry.isEmpty)

        try trip.setPayee(Payee(iban: Self.iban, upi: "ann@okbank"), for: "Ann")
        let second = try #require(trip.payee(of: "Ann"))
        #expect(second.ancestry == [first.revision])
        // The same details again are no new revision.
        try trip.setPayee(Payee(iban: Self.iban, upi: "ann@okbank"), for: "Ann")
        #expect(trip.payee(of: "Ann") == second)

        let removed = try trip.removePayee(of: "Ann")
        #expect(removed.details == second.details)
        #expect(trip.payee(of: "Ann") == nil)
        // Kept as no details with their past, so a merge does not bring them back.
        #expect(trip.payees["Ann"]?.isEmpty == true)
        #expect(trip.payees["Ann"]?.ancestry == [first.revision, second.revision])
    }

    @Test func whatATripDoesNotStoreIsRefused() throws {
        var trip = try lisbon()
        #expect(throws: TripError.unknownPerson("Zed", in: "trip payee", closest: nil)) {
            try trip.setPayee(Payee(upi: "zed@okbank"), for: "Zed")
        }
        #expect(throws: TripError.invalidPayee("Ann", reason: "the upi is empty; give it, or leave it out")) {
            try trip.setPayee(Payee(upi: "  "), for: "Ann")
        }
        #expect(
            throws: TripError.invalidPayee("Ann", reason: "the name has a control character; write it on one line")
        ) {
            try trip.setPayee(Payee(name: "Ann\nEvil", upi: "ann@okbank"), for: "Ann")
        }
        #expect(
            throws: TripError.invalidPayee("Ben", reason: "none are stored; give some with --iban, --upi or --pix")
        ) {
            try trip.removePayee(of: "Ben")
        }
        #expect(trip.payees.isEmpty)
    }

    @Test func theJSONCarriesDetailsAndRemovals() throws {
        var trip = try lisbon()
        try trip.setPayee(
            Payee(
                name: "Ann Example", iban: "CH9300762011623852957", street: "Rue du Lac", building: "1268",
                postcode: "2501", town: "Biel", country: "CH"), for: "Ann")
        try trip.setPayee(Payee(pix: "ben@example.com", city: "BRASILIA"), for: "Ben")
        try trip.setPayee(Payee(upi: "cy@okbank"), for: "Cy")
        try trip.removePayee(of: "Cy")
        let json = try trip.json()
        #expect(json.contains("\"payees\" : ["))
        #expect(json.contains("\"postcode\" : \"2501\""))
        let copy = try Trip(json: json)
        #expect(copy == trip)
        #expect(copy.payees["Cy"]?.ancestry.count == 1)
    }

    @Test func aTripWithoutDetailsWritesNoPayees() throws {
        #expect(!(try lisbon().json().contains("payees")))
    }

    @Test func twoPeoplesDetailsChangedOnTwoCopiesMergeWithoutConflict() throws {
        let base = try lisbon()
        var mine = base
        var theirs = base
        try mine.setPayee(Payee(iban: Self.iban), for: "Ann")
        try theirs.setPayee(Payee(upi: "ben@okbank"), for: "Ben")
        let merge = try mine.merged(with: theirs)
        #expect(merge.conflicts.isEmpty)
        #expect(merge.changes.settings)
        #expect(merge.trip.payee(of: "Ann")?.iban == Self.iban)
        #expect(merge.trip.payee(of: "Ben")?.upi == "ben@okbank")
        #expect(try theirs.merged(with: mine).trip == merge.trip)
        // Merged again: nothing changes.
        #expect(try merge.trip.merged(with: theirs).changes.isEmpty)
    }

    @Test func theNewerDetailsWinAndARemovalHolds() throws {
        var base = try lisbon()
        try base.setPayee(Payee(iban: Self.iban, upi: "ann@okbank"), for: "Ann")
        var mine = base
        var theirs = base
        try theirs.setPayee(Payee(upi: "ann@newbank"), for: "Ann")
        #expect(try mine.merged(with: theirs).trip.payee(of: "Ann")?.upi == "ann@newbank")
        try mine.removePayee(of: "Ann")
        // Removed here after the version there: conflict, since there it changed too.
        let both = try mine.merged(with: theirs)
        #expect(both.conflicts.count == 1)
        // Removed here, unchanged there: removed.
        let removed = try mine.merged(with: base)
        #expect(removed.conflicts.isEmpty)
        #expect(removed.trip.payee(of: "Ann") == nil)
    }

    @Test func oneDetailChangedTwoWaysIsAConflictNamingTheField() throws {
        let base = try lisbon()
        var mine = base
        var theirs = base
        try mine.setPayee(Payee(upi: "ann@okbank"), for: "Ann")
        try theirs.setPayee(Payee(upi: "ann@newbank"), for: "Ann")
        let merge = try mine.merged(with: theirs)
        let conflict = try #require(merge.conflicts.first)
        #expect(merge.conflicts.count == 1)
        #expect(conflict.subject == .settings)
        #expect(
            conflict.differences == [
                TripMerge.Difference(field: "payee Ann upi", mine: "ann@okbank", theirs: "ann@newbank")
            ]
        )
        // The merged trip keeps this copy's until a side is chosen; the one chosen descends from both.
        #expect(merge.trip.payee(of: "Ann")?.upi == "ann@okbank")
        let chosen = try mine.merged(with: theirs, keeping: [.settings: .theirs])
        #expect(chosen.conflicts.isEmpty)
        #expect(chosen.trip.payee(of: "Ann")?.upi == "ann@newbank")
        #expect(try chosen.trip.merged(with: mine).conflicts.isEmpty)
        let again = try chosen.trip.merged(with: theirs)
        #expect(again.changes.isEmpty, "\(again.changes)")
        #expect(again.trip == chosen.trip)
    }

    @Test func aPersonSpelledOtherwiseOnTheOtherCopyKeepsTheirDetails() throws {
        var mine = try Trip(name: "Lisbon", people: ["Ann", "Ben"])
        var theirs = try Trip(name: "Lisbon", people: ["ann", "Ben"])
        try theirs.setPayee(Payee(upi: "ann@okbank"), for: "ann")
        try mine.setPayee(Payee(upi: "ben@okbank"), for: "Ben")
        let merge = try mine.merged(with: theirs)
        #expect(merge.conflicts.isEmpty)
        #expect(merge.trip.payee(of: "Ann")?.upi == "ann@okbank")
        #expect(merge.trip.payees.keys.sorted() == ["Ann", "Ben"])
    }
}
