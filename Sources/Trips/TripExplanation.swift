public import Money

/// Why every home amount and every transfer is what it is, as values a presentation turns into
/// text: each conversion with its rate, and each transfer with the group it settles.
///
///     let explanation = try trip.explanation(of: [trip.homeSettlement()])
///     for line in explanation.conversions {
///         print(line.subject, line.conversion.original, "→", line.conversion.converted)
///     }
///     // Prints "bill 2 4950 JPY → 30.47 EUR"
public struct TripExplanation: Hashable, Sendable {
    /// What a conversion converted.
    public enum Subject: Hashable, Sendable, CustomStringConvertible {
        /// A bill, by id.
        case bill(id: String)
        /// A payment, by its position in ``Trip/payments``.
        case payment(index: Int)

        /// `bill 2`, `payment 1`: payments are counted from 1, as people count them.
        public var description: String {
            switch self {
            case .bill(let id): return "bill \(id)"
            case .payment(let index): return "payment \(index + 1)"
            }
        }
    }

    /// One conversion to the home currency.
    public struct ConversionLine: Hashable, Sendable {
        /// The bill or payment converted.
        public let subject: Subject
        /// The rate, how it was recorded, the amount before and after.
        public let conversion: Conversion
        /// For a bill, each person's share in the home currency (the converted total split by the shares).
        public let shares: [TripBill.Share]
        /// For a bill, each payer's amount in the home currency.
        public let payers: [TripBill.Payer]
    }

    /// One transfer and the reason for it.
    public struct TransferLine: Hashable, Sendable {
        /// The settlement's currency.
        public let currency: Currency
        /// The transfer (its ``Settlement/Transfer/reason`` holds both balances before it).
        public let transfer: Settlement.Transfer
        /// The balances of the zero-sum group the transfer belongs to, before any transfer.
        public let group: [Balance]
        /// How many transfers settle that group (its size less one, or fewer with cash rounding).
        public let transfersInGroup: Int
        /// Whether the settlement's count is proven minimal.
        public let optimality: Settlement.Optimality
    }

    /// Every conversion that used a rate (bills and payments already in the home currency are left out).
    public let conversions: [ConversionLine]
    /// Every transfer of the settlements explained, in their order.
    public let transfers: [TransferLine]
}

extension Trip {
    /// Each recorded conversion and each transfer of `settlements`, with their reasons.
    public func explanation(of settlements: [Settlement]) -> TripExplanation {
        var conversions: [TripExplanation.ConversionLine] = []
        for bill in bills {
            if let line = TripExplanation.ConversionLine(of: bill) { conversions.append(line) }
        }
        for (position, payment) in payments.enumerated() {
            guard let home = payment.home, home.method != .same else { continue }
            conversions.append(.init(subject: .payment(index: position), conversion: home, shares: [], payers: []))
        }
        var transfers: [TripExplanation.TransferLine] = []
        for settlement in settlements {
            let balance = Dictionary(
                settlement.balances.map { ($0.person, $0.amount) }, uniquingKeysWith: { a, _ in a })
            var counts: [Int: Int] = [:]
            for transfer in settlement.transfers { counts[transfer.reason.group, default: 0] += 1 }
            for transfer in settlement.transfers {
                let members = settlement.groups[transfer.reason.group]
                let group = members.map { Balance($0, balance[$0] ?? .zero(settlement.currency)) }
                transfers.append(
                    .init(
                        currency: settlement.currency, transfer: transfer, group: group,
                        transfersInGroup: counts[transfer.reason.group] ?? 0, optimality: settlement.optimality))
            }
        }
        return TripExplanation(conversions: conversions, transfers: transfers)
    }
}

extension TripExplanation.ConversionLine {
    /// The line of `bill`'s conversion to the home currency, so a trip read one bill at a time
    /// explains each bill as a whole trip does; `nil` for a bill with no rate, or one already in
    /// the home currency.
    ///
    /// - Parameter bill: A bill of the trip.
    public init?(of bill: TripBill) {
        guard let home = bill.home, home.conversion.method != .same else { return nil }
        self.init(subject: .bill(id: bill.id), conversion: home.conversion, shares: home.shares, payers: home.payers)
    }
}
