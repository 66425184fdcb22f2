package import Money
import TipCalc

/// The one line a trip command prints once it has changed the trip, and the list of trips.
extension TerminalRenderer {
    /// `trip list`: a row per trip (name, people, bills, home currency, the day it was created)
    /// under a header; `nil` when there is no trip, which is said as a note.
    package func tripList(_ trips: [TripStatement.Listing]) throws(MoneyError) -> [String]? {
        guard !trips.isEmpty else { return nil }
        var table = TextTable(alignments: [.left, .left, .right, .left, .left])
        table.rows.append([
            labels[.tripTrip], labels[.tripPeople], labels[.tripBills], labels[.homeCurrency],
            labels[.tripCreatedColumn],
        ])
        for trip in trips {
            table.rows.append([
                TerminalText.neutralised(trip.name),
                wording.list(trip.people.map { TerminalText.neutralised($0) }),
                try wording.numbers.format(ExactDecimal(trip.bills)), trip.home?.code ?? "", trip.created,
            ])
        }
        return table.lines()
    }

    /// `No trips yet…`: the note `trip list` writes when there is none.
    package var noTrips: String { labels[.tripNoTrips] }

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
        let names = { (people: [String]) in wording.list(people.map { TerminalText.neutralised($0) }) }
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
