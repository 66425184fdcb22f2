import Money

extension Trip {
    /// The person of the trip whose name is nearest `name` (letter case ignored), when it is near
    /// enough to be a typo: at most two edits, one for names of four letters or less.
    public func closest(to name: String) -> String? {
        let key = Self.nameKey(name)
        let limit = key.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for person in people {
            let distance = EditDistance.between(key, Self.nameKey(person))
            if distance <= limit, best.map({ distance < $0.distance }) ?? true { best = (person, distance) }
        }
        return best?.name
    }

    /// The trip's spelling of `name` (names match as ``nameKey(_:)`` tells them apart).
    ///
    /// - Throws: ``TripError/unknownPerson(_:in:closest:)`` naming `context` and the closest name.
    public func person(_ name: String, in context: String) throws(TripError) -> String {
        if let exact = people.first(where: { $0 == name }) { return exact }
        let key = Self.nameKey(name)
        guard let person = people.first(where: { Self.nameKey($0) == key }) else {
            throw .unknownPerson(name, in: context, closest: closest(to: name))
        }
        return person
    }
}
