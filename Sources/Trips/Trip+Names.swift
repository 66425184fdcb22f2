import Money

extension Trip {
    /// The person of the trip whose name is nearest `name` (letter case ignored), when it is near
    /// enough to be a typo: at most two edits, one for names of four letters or less.
    public func closest(to name: String) -> String? {
        let key = name.lowercased()
        let limit = key.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for person in people {
            let distance = EditDistance.between(key, person.lowercased())
            if distance <= limit, best.map({ distance < $0.distance }) ?? true { best = (person, distance) }
        }
        return best?.name
    }

    /// The trip's spelling of `name` (names match whatever their letter case).
    ///
    /// - Throws: ``TripError/unknownPerson(_:in:closest:)`` naming `context` and the closest name.
    public func person(_ name: String, in context: String) throws(TripError) -> String {
        if let exact = people.first(where: { $0 == name }) { return exact }
        let lowered = name.lowercased()
        guard let person = people.first(where: { $0.lowercased() == lowered }) else {
            throw .unknownPerson(name, in: context, closest: closest(to: name))
        }
        return person
    }
}
