public import Money
public import TipCalc

/// Money handed from one person of a trip to another, outside any bill: it settles debts.
///
///     let payment = try TripPayment(from: "Ben", to: "Ann", amount: Money(parsing: "30.00", .eur))
///     print(payment)
///     // Prints "Ben → Ann 30.00 EUR"
public struct TripPayment: Hashable, Sendable {
    /// The payment's id, unique in its trip: 8 random letters (``TripItemID``) for a new payment,
    /// or its number (`1`, `2`…) for one recorded before payments had ids.
    public let id: String
    /// Who paid.
    public let from: String
    /// Who received.
    public let to: String
    /// How much, above zero.
    public let amount: Money
    /// The day, if known.
    public var date: CalendarDate?
    /// In cash or by card (or transfer).
    public var method: ItemisedBill.PaymentMethod
    /// The amount in the home currency, once a rate is recorded.
    public private(set) var home: Conversion?
    /// The revisions of the other versions of this payment (same id, other content) it was kept
    /// over when a merge's conflict was resolved, so a later merge of either copy takes it; empty
    /// for a payment no merge chose.
    public package(set) var ancestry: Set<String> = []

    /// A digest of the payment, its home amount and its ``ancestry``: 16 letters.
    public var revision: String { TripRevision.of(self) }

    /// Creates a payment.
    ///
    /// - Parameters:
    ///   - from: Who paid.
    ///   - to: Who received.
    ///   - amount: How much, above zero.
    ///   - date: The day, if known.
    ///   - method: Cash or card; card by default.
    ///   - id: The payment's id (1 to 200 characters without control characters); by default a
    ///     new random one (``TripItemID/random(using:)``), which no other copy of the trip gives.
    /// - Throws: ``TripError/invalidPayment(_:)`` when the amount is not above zero or `from` is
    ///   `to`, or ``TripError/invalidBillText(_:)`` for an id that is not 1 to 200 characters.
    public init(
        from: String, to: String, amount: Money, date: CalendarDate? = nil,
        method: ItemisedBill.PaymentMethod = .card, id: String? = nil
    ) throws(TripError) {
        if let id {
            try TripBill.checkText(id)
            self.id = id
        } else {
            var random = SystemRandomNumberGenerator()
            self.id = TripItemID.random(using: &random)
        }
        guard amount.minorUnits > 0 else {
            throw .invalidPayment("\(from) → \(to) of \(amount); give an amount above zero")
        }
        guard from != to else { throw .invalidPayment("\(from) cannot pay themselves; name two people") }
        self.from = from
        self.to = to
        self.amount = amount
        self.date = date
        self.method = method
    }

    /// This payment with its amount converted to `home` by `rate` (`nil` when already in `home`).
    ///
    /// - Throws: As ``Conversion/init(_:to:by:rounding:)``.
    public func converted(to home: Currency, by rate: RateSource?, rounding: Money.RoundingRule = .toNearestOrEven)
        throws(TripError) -> TripPayment
    {
        converted(by: try Conversion(amount, to: home, by: rate, rounding: rounding, what: "payment \(self)"))
    }

    /// This payment with `conversion`, a conversion of ``amount``, as its home amount.
    package func converted(by conversion: Conversion) -> TripPayment {
        var payment = self
        payment.home = conversion
        return payment
    }

    /// This payment without its home amount.
    public func withoutHome() -> TripPayment {
        var payment = self
        payment.home = nil
        return payment
    }

    /// Whether `other` is this payment, its home amount and ancestry aside: the same id, people,
    /// amount, day and method.
    package func isSamePayment(as other: TripPayment) -> Bool {
        (id, from, to, amount, date, method) == (other.id, other.from, other.to, other.amount, other.date, other.method)
    }
}

extension TripPayment: CustomStringConvertible {
    /// `Ben → Ann 30.00 EUR`.
    public var description: String { "\(from) → \(to) \(amount)" }
}
