/// People of a trip who settle as one: a couple or a family that shares one purse.
///
/// A household pays and receives as one unit when the trip is settled; how its members stand
/// inside it is shown next to the settlement. A person is in at most one household, and a
/// household's name is not the name of a person of the trip.
///
///     var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"])
///     try trip.setHousehold("Smiths", members: ["Ann", "Ben"])
///     print(trip.households.map { "\($0.name): \($0.members)" })
///     // Prints "["Smiths: ["Ann", "Ben"]"]"
public struct Household: Hashable, Sendable {
    /// The household's name (1 to 100 characters, no control characters).
    public let name: String
    /// Its members, people of the trip, in the order given.
    public let members: [String]

    /// Creates a household; ``Trip/setHousehold(_:members:)`` checks it against the trip.
    public init(name: String, members: [String]) {
        self.name = name
        self.members = members
    }
}
