import Money
import Testing
import Trips

/// Setting and removing households, the rules a household keeps, and how it travels in the
/// trip's JSON document.
@Suite struct HouseholdTests {
    static func trip() throws -> Trip {
        try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy", "Dee"])
    }

    @Test func aHouseholdIsSetWithTheTripsSpellingAndReplacedByName() throws {
        var trip = try Self.trip()
        try trip.setHousehold(" Smiths ", members: ["ann", "BEN"])
        #expect(trip.households == [Household(name: "Smiths", members: ["Ann", "Ben"])])
        #expect(trip.household(of: "Ben")?.name == "Smiths")
        #expect(trip.household(of: "Cy") == nil)
        try trip.setHousehold("smiths", members: ["Ann", "Cy"])
        #expect(trip.households == [Household(name: "smiths", members: ["Ann", "Cy"])])
        #expect(try trip.removeHousehold("SMITHS") == Household(name: "smiths", members: ["Ann", "Cy"]))
        #expect(trip.households.isEmpty)
        #expect(throws: TripError.unknownHousehold("Smiths")) { try trip.removeHousehold(" Smiths") }
    }

    @Test func aHouseholdThatBreaksARuleIsRefusedNamingIt() throws {
        var trip = try Self.trip()
        try trip.setHousehold("Smiths", members: ["Ann", "Ben"])
        #expect(
            throws: TripError.invalidHousehold(
                "Jones", reason: "\"Ben\" is in household \"Smiths\"; remove them from it first")
        ) { try trip.setHousehold("Jones", members: ["Ben", "Cy"]) }
        #expect(
            throws: TripError.invalidHousehold(
                "c\u{200B}y", reason: "\"Cy\" is a person of the trip; give the household another name")
        ) { try trip.setHousehold("c\u{200B}y", members: ["Dee", "Cy"]) }
        #expect(
            throws: TripError.invalidHousehold("Jones", reason: "\"Cy\" is named twice; name each member once")
        ) { try trip.setHousehold("Jones", members: ["Cy", "cy"]) }
        #expect(
            throws: TripError.invalidHousehold(
                "Jones", reason: "1 member; name at least two people who settle as one")
        ) { try trip.setHousehold("Jones", members: ["Cy"]) }
        #expect(throws: TripError.unknownPerson("Dea", in: "household \"Jones\"", closest: "Dee")) {
            try trip.setHousehold("Jones", members: ["Cy", "Dea"])
        }
        #expect(throws: TripError.invalidName("")) { try trip.setHousehold(" ", members: ["Cy", "Dee"]) }
        #expect(
            throws: TripError.invalidHousehold(
                "Smiths", reason: "it is the name of a household; give the person another name")
        ) { try trip.add(person: "smiths") }
        #expect(trip.households == [Household(name: "Smiths", members: ["Ann", "Ben"])])
    }

    @Test func householdsAndCategoriesReadBackFromTheDocument() throws {
        var trip = try Self.trip()
        try trip.setHousehold("Smiths", members: ["Ben", "Ann"])
        var bill = try TripBill(
            id: "1", title: "Dinner", shares: [.init("Ann", Money(minorUnits: 900, .eur))],
            payers: [.init("Cy", paid: Money(minorUnits: 900, .eur))])
        bill.category = "  Food "
        try trip.add(bill)
        #expect(trip.bill(id: "1")?.category == "Food")
        let json = try trip.json()
        #expect(json.contains("\"category\" : \"Food\""))
        #expect(json.contains("\"households\" : [\n    {\n      \"members\" : [\n        \"Ben\",\n        \"Ann\""))
        let copy = try Trip(json: json)
        #expect(copy == trip)
        #expect(try copy.json() == json)
    }

    /// A trip with neither writes no key for them, so older readers and stored documents see
    /// exactly what they saw before.
    @Test func aTripWithoutHouseholdsOrCategoriesWritesNoKeyForThem() throws {
        var trip = try Self.trip()
        try trip.add(
            TripBill(
                id: "1", title: "Dinner", shares: [.init("Ann", Money(minorUnits: 900, .eur))],
                payers: [.init("Cy", paid: Money(minorUnits: 900, .eur))]))
        let json = try trip.json()
        #expect(!json.contains("households"))
        #expect(!json.contains("category"))
        #expect(try Trip(json: json) == trip)
    }

    @Test(arguments: ["", "  ", "Food\u{7}", String(repeating: "x", count: 101)])
    func anUnusableCategoryIsRefused(_ category: String) throws {
        var trip = try Self.trip()
        var bill = try TripBill(
            id: "1", title: "Dinner", shares: [.init("Ann", Money(minorUnits: 900, .eur))],
            payers: [.init("Cy", paid: Money(minorUnits: 900, .eur))])
        bill.category = category
        #expect(throws: TripError.invalidCategory(bill: "1", category)) { try trip.add(bill) }
    }
}
