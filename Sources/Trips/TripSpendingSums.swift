import Money
import TipCalc

/// The sums behind a ``TripSpending``, added a bill at a time, so a trip of any size is reported
/// in the memory of one bill and its sums (``Trip/spending(by:)`` adds every bill of a trip).
///
///     var sums = TripSpendingSums(trip, by: .category)
///     for bill in trip.bills { sums.add(bill) }
///     print(try sums.spending(ledger: trip.ledger()) == trip.spending(by: .category))
///     // Prints "true"
public struct TripSpendingSums: Sendable {
    /// One currency's sums (or the home currency's), per key and person, in minor units; Int128 so
    /// that no sum of Int64 amounts overflows.
    private struct Block: Sendable {
        /// The keys in the order bills first use them.
        var keys: [String?] = []
        var spent: [String?: [Int128]] = [:]
        var paid: [String?: [Int128]] = [:]
    }

    private let grouping: TripSpending.Grouping
    private let people: [String]
    /// Where each person is in ``people``.
    private let index: [String: Int]
    private var blocks: [Currency: Block] = [:]
    private var home = Block()
    /// Each person's part of the bills' card fees, in home minor units; `nil` until a bill has one.
    private var cardFees: [Int128]?

    /// Starts the sums of `trip` (its people; its bills are not read).
    ///
    /// - Parameters:
    ///   - trip: The trip, or the trip without its bills.
    ///   - grouping: What the rows are grouped by.
    public init(_ trip: Trip, by grouping: TripSpending.Grouping) {
        self.grouping = grouping
        people = trip.people
        index = trip.index
    }

    /// Adds one bill of the trip, in its currency and, when it has them, its home amounts.
    ///
    /// - Parameter bill: A bill of the trip (its people are the trip's).
    public mutating func add(_ bill: TripBill) {
        let key: String? =
            switch grouping {
            case .category: bill.category
            case .day: bill.date?.description
            case .person, .currency: nil
            }
        add(key, shares: bill.shares, payers: bill.payers, to: &blocks[bill.currency, default: Block()])
        if let converted = bill.home { add(key, shares: converted.shares, payers: converted.payers, to: &home) }
        if let fee = bill.home?.conversion.cardFee { addCardFee(fee.fee, shares: bill.shares) }
    }

    /// A bill's card fee, split in proportion to its shares as its home amounts are.
    private mutating func addCardFee(_ fee: Money, shares: [TripBill.Share]) {
        var sums = cardFees ?? Array(repeating: 0, count: people.count)
        // The parts sum to the fee, and each is at most the fee: the split cannot fail.
        let parts = (try? fee.split(proportionalTo: shares.map { $0.amount.minorUnits })) ?? []
        for (share, part) in zip(shares, parts) { sums[index[share.person] ?? 0] += Int128(part.minorUnits) }
        cardFees = sums
    }

    private func add(_ key: String?, shares: [TripBill.Share], payers: [TripBill.Payer], to block: inout Block) {
        if block.spent[key] == nil {
            block.keys.append(key)
            block.spent[key] = Array(repeating: 0, count: people.count)
            block.paid[key] = Array(repeating: 0, count: people.count)
        }
        // Every name is the trip's: the trip checked it when the bill was added.
        for payer in payers { block.paid[key]?[index[payer.person] ?? 0] += Int128(payer.amount.minorUnits) }
        for share in shares { block.spent[key]?[index[share.person] ?? 0] += Int128(share.amount.minorUnits) }
    }

    /// The report of the bills added, with each person's *owes* from `ledger`.
    ///
    /// - Parameter ledger: The trip's ledger (its balances, payments included).
    /// - Throws: ``TripError/money(_:)`` when a sum overflows.
    public func spending(ledger: TripLedger) throws(TripError) -> TripSpending {
        var result: [(currency: Currency, isHome: Bool, rows: [TripSpending.Row])] = []
        for currency in ledger.currencies {
            result.append((currency, false, try rows(blocks[currency] ?? Block(), currency, ledger, isHome: false)))
        }
        // At home only when another currency is there to convert: else the rows would repeat.
        if let currency = ledger.home, ledger.isConverted, ledger.currencies.contains(where: { $0 != currency }) {
            result.append((currency, true, try rows(home, currency, ledger, isHome: true)))
        }
        guard grouping == .person else { return TripSpending(grouping: grouping, rows: result.flatMap(\.rows)) }
        var rows: [TripSpending.Row] = []
        for person in people {
            for block in result { rows += block.rows.filter { $0.person == person } }
        }
        return TripSpending(grouping: grouping, rows: rows)
    }

    /// The rows of one currency (or of home), grouped as asked.
    private func rows(_ block: Block, _ currency: Currency, _ ledger: TripLedger, isHome: Bool) throws(TripError)
        -> [TripSpending.Row]
    {
        var keys = block.keys
        if grouping == .person || grouping == .currency {
            // One row per person, whether or not they had a bill in this currency.
            keys = [nil]
        } else if grouping == .day {
            keys.sort { ($0 ?? "9999-99-99~") < ($1 ?? "9999-99-99~") }
        } else if grouping == .category, let none = keys.firstIndex(where: { $0 == nil }) {
            keys.append(keys.remove(at: none))
        }
        let balances = try isHome ? ledger.homeBalances() : ledger.balances(in: currency)
        var rows: [TripSpending.Row] = []
        for key in keys {
            let spentHere = block.spent[key] ?? Array(repeating: 0, count: people.count)
            let paidHere = block.paid[key] ?? Array(repeating: 0, count: people.count)
            for (position, person) in people.enumerated() {
                let hasOwes = grouping == .person || grouping == .currency
                if !hasOwes && spentHere[position] == 0 && paidHere[position] == 0 { continue }
                let owes = hasOwes ? try money(-Int128(balances.amounts[position].amount.minorUnits), currency) : nil
                let fees = isHome && grouping == .person ? cardFees : nil
                rows.append(
                    TripSpending.Row(
                        key: key, person: person, spent: try money(spentHere[position], currency),
                        paid: try money(paidHere[position], currency), owes: owes, isHome: isHome,
                        cardFees: try fees.map { (sums) throws(TripError) in try money(sums[position], currency) }))
            }
        }
        return rows
    }

    private func money(_ units: Int128, _ currency: Currency) throws(TripError) -> Money {
        guard let units = Int64(exactly: units) else { throw .money(.overflow("a sum in \(currency.code)")) }
        return Money(minorUnits: units, currency)
    }
}
