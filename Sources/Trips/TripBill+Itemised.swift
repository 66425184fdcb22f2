public import Money
public import TipCalc

extension TripBill {
    /// Creates a bill from an itemised bill whose people the trip names differently (`ann` on the
    /// items, `Ann` in the trip): `people` gives the trip's name of each person of the result, in
    /// its order, and each pays their `ItemisedResult.Amounts.pays`.
    ///
    /// - Throws: ``TripError/invalidShares(bill:reason:)`` when there is not one name per person,
    ///   ``TripError/paidDoesNotMatchTotal(bill:paid:total:)`` or ``TripError/invalidPayers(bill:reason:)``.
    public init(
        id: String, title: String, date: CalendarDate? = nil, result: ItemisedResult, people: [String],
        payers: [Payer]
    ) throws(TripError) {
        guard people.count == result.people.count else {
            throw .invalidShares(
                bill: id, reason: "\(people.count) names for \(result.people.count) people; give one name per person")
        }
        let shares = zip(people, result.people).map { Share($0, $1.amounts.pays) }
        try self.init(
            id: id, title: title, date: date, kind: .itemised, total: result.totals.pays, shares: shares, payers: payers
        )
    }
}
