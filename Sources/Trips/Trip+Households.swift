extension Trip {
    /// Sets a household: people of the trip who settle as one.
    ///
    /// A household of the same name (letter case ignored) is replaced.
    ///
    /// - Parameters:
    ///   - name: The household's name; not the name of a person of the trip (as ``nameKey(_:)``
    ///     tells names apart).
    ///   - members: At least two people of the trip, each once, none in another household.
    /// - Throws: ``TripError/invalidName(_:)``, ``TripError/unknownPerson(_:in:closest:)`` or
    ///   ``TripError/invalidHousehold(_:reason:)`` saying which rule the household breaks.
    public mutating func setHousehold(_ name: String, members: [String]) throws(TripError) {
        let name = Self.trimmed(name)
        guard Self.isUsable(name) else { throw .invalidName(name) }
        let key = Self.nameKey(name)
        if let person = people.first(where: { Self.nameKey($0) == key }) {
            throw .invalidHousehold(
                name, reason: "\"\(person)\" is a person of the trip; give the household another name")
        }
        guard members.count >= 2 else {
            throw .invalidHousehold(name, reason: "\(members.count) member; name at least two people who settle as one")
        }
        var resolved: [String] = []
        for member in members {
            let person = try person(member, in: "household \"\(name)\"")
            guard !resolved.contains(person) else {
                throw .invalidHousehold(name, reason: "\"\(person)\" is named twice; name each member once")
            }
            if let other = households.first(where: {
                Self.nameKey($0.name) != key && $0.members.contains(person)
            }) {
                throw .invalidHousehold(
                    name, reason: "\"\(person)\" is in household \"\(other.name)\"; remove them from it first")
            }
            resolved.append(person)
        }
        let household = Household(name: name, members: resolved)
        let before = settingsRevision
        defer { if settingsRevision != before { settingsAncestry.insert(before) } }
        if let position = households.firstIndex(where: { Self.nameKey($0.name) == key }) {
            households[position] = household
        } else {
            households.append(household)
        }
    }

    /// Removes a household (its members settle each on their own again) and returns it.
    ///
    /// - Throws: ``TripError/unknownHousehold(_:)``.
    @discardableResult
    public mutating func removeHousehold(_ name: String) throws(TripError) -> Household {
        let key = Self.nameKey(name)
        guard let position = households.firstIndex(where: { Self.nameKey($0.name) == key }) else {
            throw .unknownHousehold(Self.trimmed(name))
        }
        settingsAncestry.insert(settingsRevision)
        return households.remove(at: position)
    }

    /// The household `person` is in, if any.
    public func household(of person: String) -> Household? {
        households.first { $0.members.contains(person) }
    }
}
