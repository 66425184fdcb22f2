package import Money
import TipCalc

/// The one line a trip command prints once it has changed the trip.
extension TerminalRenderer {
    /// What a trip command changed.
    package enum TripChange: Hashable, Sendable {
        /// `trip create`.
        case created
        /// `trip delete`.
        case deleted
        /// `trip join`: these people joined, as typed.
        case joined([String])
        /// `trip remove ID`: the bill with this id is gone.
        case billRemoved(id: String)
        /// `trip import`: the trip came in with this many bills.
        case imported(bills: Int)
        /// `trip household NAME A,B`: the household and its members, as the trip spells them.
        case householdSet(name: String, members: [String])
        /// `trip household NAME --remove`.
        case householdRemoved(name: String)
    }

    /// `Trip Lisbon created for Ann, Ben, Cy.`, `Bill 3 removed from Lisbon.`: what `change` did
    /// to the trip of `statement`, names shown safely.
    package func confirmation(_ change: TripChange, of statement: TripStatement) throws(MoneyError) -> String {
        let name = TerminalText.neutralised(statement.name)
        let names = { (people: [String]) in people.map { TerminalText.neutralised($0) }.joined(separator: ", ") }
        switch change {
        case .created:
            return labels.filled(.tripCreated, ["name": name, "people": names(statement.people)])
        case .deleted:
            return labels.filled(.tripDeleted, ["name": name])
        case .joined(let people):
            return labels.filled(.tripJoined, ["name": name, "people": names(people)])
        case .billRemoved(let id):
            return labels.filled(.tripBillRemoved, ["id": TerminalText.neutralised(id), "name": name])
        case .imported(let bills):
            return labels.filled(
                .tripImported,
                [
                    "name": name, "people": names(statement.people),
                    "n": try wording.numbers.format(ExactDecimal(bills)),
                ])
        case .householdSet(let household, let members):
            return labels.filled(
                .tripHouseholdSet,
                ["name": TerminalText.neutralised(household), "trip": name, "members": names(members)])
        case .householdRemoved(let household):
            return labels.filled(.tripHouseholdRemoved, ["name": TerminalText.neutralised(household), "trip": name])
        }
    }
}
