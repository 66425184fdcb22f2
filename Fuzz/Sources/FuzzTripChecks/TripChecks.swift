import FuzzSupport
import Money
import Trips

/// What every trip a reader accepts must hold, whatever the input was, so the trip readers' targets
/// are held to the same rules.
public enum TripChecks {
    /// Stops the run unless `trip` keeps its promises: every currency's balances sum to zero (the
    /// `Balances` initialiser checks it), a settlement of each currency, once recorded, clears its balances (a household's as one), and the
    /// trip reads back from its own JSON export unchanged.
    ///
    /// Settlements use the largest-first method: the fewest-transfers search is exact and may take
    /// seconds on a dozen people, which would read as a timeout, not a finding.
    ///
    /// - Parameters:
    ///   - trip: A trip a reader accepted.
    ///   - reader: Which reader accepted it, for the message.
    public static func holds(_ trip: Trip, from reader: String) {
        // Balances past 64 bits are refused with an error, which is a fine answer to hostile input.
        guard let balances = try? trip.balances() else { return }
        for balance in balances {
            invariant(
                (try? Balances(currency: balance.currency, amounts: balance.amounts)) != nil,
                "\(reader): balances in \(balance.currency.code) do not sum to zero")
            guard let settlement = try? trip.settlement(in: balance.currency, method: .largestFirst) else { continue }
            var settled = trip
            do {
                try settled.record(settlement)
            } catch {
                invariant(false, "\(reader): the settlement in \(balance.currency.code) does not record: \(error)")
            }
            guard let after = try? settled.balances(in: balance.currency) else { continue }
            // A household settles as one: its members' balances sum to zero, each other person's is zero.
            var left: [String: Int128] = [:]
            for amount in after.amounts {
                let owner = trip.household(of: amount.person)?.name ?? amount.person
                left[owner, default: 0] += Int128(amount.amount.minorUnits)
            }
            invariant(
                left.values.allSatisfy { $0 == 0 },
                "\(reader): the settlement in \(balance.currency.code) leaves \(left.filter { $0.value != 0 })")
        }
        guard let json = try? trip.json(method: .largestFirst) else { return }
        let copy = try? Trip(json: json)
        invariant(copy == trip, "\(reader): the trip does not read back from its own export:\n\(json)")
    }
}
