public import Money
import TipCalc

/// A trip: a named group of people, their bills in any currencies, and the payments between them.
///
/// Every amount is exact. A bill keeps its own currency and its original amounts; bills in other
/// currencies than ``home`` convert with a rate recorded for that bill (see ``RateSource``).
///
///     var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"], home: .eur)
///     try trip.add(TripBill(
///         id: "1", title: "Dinner",
///         shares: [.init("Ann", Money(minorUnits: 3000, .eur)), .init("Ben", Money(minorUnits: 3000, .eur)),
///                  .init("Cy", Money(minorUnits: 3000, .eur))],
///         payers: [.init("Ann", paid: Money(minorUnits: 9000, .eur))]))
///     print(try trip.balances().map { "\($0.currency) \($0.amounts.map(\.amount))" })
///     // Prints "["EUR [60.00 EUR, -30.00 EUR, -30.00 EUR]"]"
public struct Trip: Hashable, Sendable {
    /// The largest number of people in a trip.
    public static let maximumPeople = 1000

    /// The trip's name.
    public private(set) var name: String
    /// Everyone in the trip, in the order given; every list of amounts per person follows it.
    public private(set) var people: [String]
    /// The currency every amount can be shown in, if one is set.
    public let home: Currency?
    /// The bills, in the order added.
    public private(set) var bills: [TripBill] = []
    /// The payments between people, in the order recorded.
    public private(set) var payments: [TripPayment] = []
    /// The households: people who settle as one, in the order set.
    public internal(set) var households: [Household] = []
    /// The bills removed, by id, each with the revisions it had had: a merge with a copy that
    /// still has one of them removes it there too, instead of bringing it back.
    public package(set) var removedBills: [String: Set<String>] = [:]
    /// The ids of the payments removed, so a merge does not bring them back.
    public package(set) var removedPayments: Set<String> = []
    /// The revisions the trip's settings (its home currency and households) replaced.
    public package(set) var settingsAncestry: Set<String> = []
    /// How each person is paid back (``Payee``), by their name as the trip spells it.
    ///
    /// Details removed stay as an empty ``Payee`` with their ancestry, so a merge with a copy
    /// that still has them removes them there too; ``payee(of:)`` reads a person's details.
    public package(set) var payees: [String: Payee] = [:]

    /// A digest of the home currency, the households and ``settingsAncestry``, which changes with
    /// every change to them (see ``TripBill/revision``).
    public var settingsRevision: String {
        TripRevision.ofSettings(home: home, households: households, ancestry: settingsAncestry)
    }

    /// Where each person is in ``people``.
    private(set) var index: [String: Int]
    /// Where each bill is in ``bills``, by id: adding, finding and replacing a bill take no scan.
    private var billIndex: [String: Int] = [:]
    /// For each bill, where its payers and then its sharers are in ``people``, found once when it
    /// is added, so balances need no lookup by name.
    private(set) var billPositions: [[Int]] = []
    /// For each payment, where its payer and receiver are in ``people``.
    private(set) var paymentPositions: [PaymentPositions] = []
    /// The ids of ``payments``.
    private var paymentIDs: Set<String> = []
    /// How many shares and payers the bills have together.
    private var shareCount = 0

    /// Where a payment's payer and receiver are in ``people``.
    struct PaymentPositions: Hashable, Sendable {
        let from: Int
        let to: Int
    }

    /// Creates a trip with no bills.
    ///
    /// - Parameters:
    ///   - name: The trip's name (1 to 100 characters, no control characters).
    ///   - people: Everyone, each name once whatever its letter case (1 to 100 characters, no
    ///     control characters).
    ///   - home: The home currency, if any.
    /// - Throws: ``TripError/peopleCount(_:)``, ``TripError/invalidName(_:)`` or ``TripError/duplicatePerson(_:)``.
    public init(name: String, people: [String], home: Currency? = nil) throws(TripError) {
        let name = Self.trimmed(name)
        let people = people.map(Self.trimmed)
        guard Self.isUsable(name) else { throw .invalidName(name) }
        guard (1...Self.maximumPeople).contains(people.count) else { throw .peopleCount(people.count) }
        var index: [String: Int] = [:]
        var folded = Set<String>()
        for (position, person) in people.enumerated() {
            guard Self.isUsable(person) else { throw .invalidName(person) }
            // People are told apart as a traveller sees them: whatever their letter case, and
            // whatever invisible characters they carry.
            guard folded.insert(Self.nameKey(person)).inserted else { throw .duplicatePerson(person) }
            index[person] = position
        }
        self.name = name
        self.people = people
        self.home = home
        self.index = index
    }

    /// Adds someone who joins the trip; they share no bill until one names them, and come last
    /// in ``people``.
    ///
    /// - Throws: ``TripError/invalidName(_:)``, ``TripError/duplicatePerson(_:)`` for a name already
    ///   in the trip whatever its letter case, or ``TripError/peopleCount(_:)`` past ``maximumPeople``.
    public mutating func add(person: String) throws(TripError) {
        let person = Self.trimmed(person)
        guard Self.isUsable(person) else { throw .invalidName(person) }
        let key = Self.nameKey(person)
        guard !people.contains(where: { Self.nameKey($0) == key }) else {
            throw .duplicatePerson(person)
        }
        if let household = households.first(where: { Self.nameKey($0.name) == key }) {
            throw .invalidHousehold(
                household.name, reason: "it is the name of a household; give the person another name")
        }
        guard people.count < Self.maximumPeople else { throw .peopleCount(people.count + 1) }
        index[person] = people.count
        people.append(person)
    }

    /// Gives the trip another name.
    ///
    /// - Throws: ``TripError/invalidName(_:)`` for an empty or too long name, or one with control characters.
    public mutating func rename(_ name: String) throws(TripError) {
        let name = Self.trimmed(name)
        guard Self.isUsable(name) else { throw .invalidName(name) }
        self.name = name
    }

    /// Whether `name` can name a trip or a person: 1 to 100 characters, no control characters,
    /// and something that shows (not only zero-width or no-break spaces).
    static func isUsable(_ name: String) -> Bool {
        // Counting characters is slow; at most 100 bytes cannot be more than 100 characters.
        let bytes = name.utf8.count
        return bytes > 0 && bytes <= 400 && !name.unicodeScalars.contains(where: { $0.isControl })
            && (bytes <= 100 || name.count <= 100) && !nameKey(name).isEmpty
    }

    /// The currencies of the bills and payments, sorted by code.
    public var currencies: [Currency] {
        Set(bills.map(\.currency) + payments.map(\.amount.currency)).sorted()
    }

    // MARK: Bills

    /// Adds a bill; a bill in the home currency gets its home amounts at once.
    ///
    /// - Throws: ``TripError/duplicateBill(_:)``, ``TripError/unknownPerson(_:in:closest:)``, or
    ///   ``TripError/rateMismatch(_:reason:)`` when the bill was converted to another currency than ``home``.
    ///
    /// A bill given the id of a removed bill replaces it: it descends from the removed one, so a
    /// merge takes it over the removed one.
    public mutating func add(_ bill: TripBill) throws(TripError) {
        guard billIndex[bill.id] == nil else { throw .duplicateBill(bill.id) }
        guard bills.count < TripLimits.bills else { throw .tooMany("bills", limit: TripLimits.bills) }
        guard shareCount + bill.shares.count + bill.payers.count <= TripLimits.shares else {
            throw .tooMany("shares and payers", limit: TripLimits.shares)
        }
        var bill = try checked(bill)
        if let removed = removedBills.removeValue(forKey: bill.id) {
            bill.ancestry.formUnion(removed.union([TripRevision.ofRemoval(removed)]))
        }
        billIndex[bill.id] = bills.count
        bills.append(bill)
        billPositions.append(positions(of: bill))
        shareCount += bill.shares.count + bill.payers.count
    }

    /// Adds a bill and records the rate that converts it to ``home``.
    ///
    /// - Throws: As ``add(_:)``, and ``TripError/noHomeCurrency`` or any conversion error.
    public mutating func add(_ bill: TripBill, rate: RateSource, rounding: Money.RoundingRule = .toNearestOrEven)
        throws(TripError)
    {
        guard let home else { throw .noHomeCurrency }
        try add(bill.converted(to: home, by: rate, rounding: rounding))
    }

    /// Replaces the bill with the same id (an edit); its position in the trip stays.
    ///
    /// The replaced bill's ``TripBill/revision`` joins the new bill's ``TripBill/ancestry``
    /// (unless nothing changed), so a merge knows the new bill is the newer.
    ///
    /// - Throws: ``TripError/unknownBill(_:)`` and the checks of ``add(_:)``.
    public mutating func replace(_ bill: TripBill) throws(TripError) {
        guard let position = billIndex[bill.id] else { throw .unknownBill(bill.id) }
        let bill = try checked(bill)
        let count = shareCount - billPositions[position].count + bill.shares.count + bill.payers.count
        guard count <= TripLimits.shares else { throw .tooMany("shares and payers", limit: TripLimits.shares) }
        bills[position] = bills[position].succeeded(by: bill)
        billPositions[position] = positions(of: bill)
        shareCount = count
    }

    /// Records the rate that converts a bill to ``home``, replacing any it had.
    ///
    /// - Throws: ``TripError/unknownBill(_:)``, ``TripError/noHomeCurrency`` or a conversion error.
    public mutating func recordRate(
        forBill id: String, _ rate: RateSource, rounding: Money.RoundingRule = .toNearestOrEven
    )
        throws(TripError)
    {
        guard let home else { throw .noHomeCurrency }
        guard let position = billIndex[id] else { throw .unknownBill(id) }
        bills[position] = bills[position].succeeded(
            by: try bills[position].converted(to: home, by: rate, rounding: rounding))
    }

    /// Removes a bill and returns it.
    ///
    /// - Throws: ``TripError/unknownBill(_:)``.
    @discardableResult
    public mutating func removeBill(id: String) throws(TripError) -> TripBill {
        guard let position = billIndex[id] else { throw .unknownBill(id) }
        shareCount -= billPositions[position].count
        billPositions.remove(at: position)
        let removed = bills.remove(at: position)
        removedBills[id] = removed.ancestry.union([removed.revision])
        billIndex[id] = nil
        for later in position..<bills.count { billIndex[bills[later].id] = later }
        return removed
    }

    /// Makes the bill at `position` descend from `earlier`, the bill it was made from (see
    /// ``TripBill/ancestry``).
    mutating func descend(billAt position: Int, from earlier: TripBill) {
        bills[position] = earlier.succeeded(by: bills[position])
    }

    /// The bill with an id, if there is one.
    public func bill(id: String) -> TripBill? { billIndex[id].map { bills[$0] } }

    /// Where the payers, then the sharers, of a checked bill are in ``people``.
    private func positions(of bill: TripBill) -> [Int] {
        // Every name was checked against the trip just before.
        bill.payers.map { index[$0.person] ?? 0 } + bill.shares.map { index[$0.person] ?? 0 }
    }

    private func checked(_ bill: TripBill) throws(TripError) -> TripBill {
        var bill = bill
        if let category = bill.category {
            let trimmed = Self.trimmed(category)
            guard Self.isUsable(trimmed) else { throw .invalidCategory(bill: bill.id, category) }
            bill.category = trimmed
        }
        for share in bill.shares where index[share.person] == nil {
            throw .unknownPerson(share.person, in: "bill \"\(bill.id)\"", closest: closest(to: share.person))
        }
        for payer in bill.payers where index[payer.person] == nil {
            throw .unknownPerson(payer.person, in: "bill \"\(bill.id)\"", closest: closest(to: payer.person))
        }
        // A name equal to the trip's but not in its bytes (`Zoë` decomposed) is written the trip's
        // way, so the bill reads and exports alike on every copy.
        if bill.shares.contains(where: { !Self.sameBytes($0.person, spelling(of: $0.person)) })
            || bill.payers.contains(where: { !Self.sameBytes($0.person, spelling(of: $0.person)) })
        {
            bill = try bill.respelled(spelling(of:))
        }
        guard let home else { return bill.withoutHome() }
        if let converted = bill.home {
            try checkConverted(to: converted.total.currency, "bill \"\(bill.id)\"")
            return bill
        }
        // A bill in the home currency needs no rate; others wait for one.
        return bill.currency == home ? try bill.converted(to: home, by: nil) : bill
    }

    // MARK: Payments

    /// Records a payment between two people of the trip.
    ///
    /// - Throws: ``TripError/unknownPerson(_:in:closest:)``, ``TripError/rateMismatch(_:reason:)`` when it
    ///   was converted to another currency than ``home``, or ``TripError/invalidPayment(_:)`` when the
    ///   trip has a payment with its id.
    public mutating func record(_ payment: TripPayment) throws(TripError) {
        let payment = try checked(payment)
        guard payments.count < TripLimits.payments else { throw .tooMany("payments", limit: TripLimits.payments) }
        guard paymentIDs.insert(payment.id).inserted else {
            throw .invalidPayment("the trip has a payment with the id \"\(payment.id)\" already; give another id")
        }
        removedPayments.remove(payment.id)
        payments.append(payment)
        // Both names were checked against the trip just before.
        paymentPositions.append(PaymentPositions(from: index[payment.from] ?? 0, to: index[payment.to] ?? 0))
    }

    /// Records a payment and the rate that converts it to ``home``.
    ///
    /// - Throws: As ``record(_:)``, and ``TripError/noHomeCurrency`` or any conversion error.
    public mutating func record(
        _ payment: TripPayment, rate: RateSource, rounding: Money.RoundingRule = .toNearestOrEven
    )
        throws(TripError)
    {
        guard let home else { throw .noHomeCurrency }
        try record(payment.converted(to: home, by: rate, rounding: rounding))
    }

    /// Records every transfer of a settlement as a payment (in the settlement's currency).
    ///
    /// Recording the transfers of ``settlement(in:method:cash:rules:)`` (or of ``homeSettlement(method:cash:rules:)``)
    /// brings every balance it settled to zero, or to the named leftovers of a cash settlement.
    ///
    /// - Throws: As ``record(_:)``.
    /// A household's transfer is recorded from the member who owes most (to the member owed
    /// most), ties to the earlier; the household's balance then is zero, and its members' balances
    /// sum to zero: what they settle inside it.
    public mutating func record(_ settlement: Settlement, date: CalendarDate? = nil) throws(TripError) {
        func member(_ name: String, paying: Bool) -> String {
            guard let split = settlement.households.first(where: { $0.name == name }) else { return name }
            var chosen = split.members.first
            for member in split.members.dropFirst() {
                let better =
                    paying
                    ? member.amount.minorUnits < (chosen?.amount.minorUnits ?? 0)
                    : member.amount.minorUnits > (chosen?.amount.minorUnits ?? 0)
                if better { chosen = member }
            }
            return chosen?.person ?? name
        }
        for transfer in settlement.transfers {
            let method: ItemisedBill.PaymentMethod = settlement.isCash ? .cash : .card
            try record(
                TripPayment(
                    from: member(transfer.from, paying: true), to: member(transfer.to, paying: false),
                    amount: transfer.amount, date: date, method: method))
        }
    }

    /// Removes the payment at a position of ``payments`` and returns it, or `nil` when out of range.
    @discardableResult
    public mutating func removePayment(at position: Int) -> TripPayment? {
        guard payments.indices.contains(position) else { return nil }
        paymentPositions.remove(at: position)
        let removed = payments.remove(at: position)
        paymentIDs.remove(removed.id)
        removedPayments.insert(removed.id)
        return removed
    }

    /// The trip's spelling of a person of the trip `name` is canonically equivalent to.
    private func spelling(of name: String) -> String {
        index[name].map { people[$0] } ?? name
    }

    /// Checks that `what`, converted earlier to `currency`, was converted to ``home``.
    private func checkConverted(to currency: Currency, _ what: @autoclosure () -> String) throws(TripError) {
        guard let home, currency != home else { return }
        throw .rateMismatch(what(), reason: "it was converted to \(currency.code), the trip's home is \(home.code)")
    }

    private func checked(_ payment: TripPayment) throws(TripError) -> TripPayment {
        for name in [payment.from, payment.to] where index[name] == nil {
            throw .unknownPerson(name, in: "payment \(payment)", closest: closest(to: name))
        }
        var payment = payment
        if !Self.sameBytes(payment.from, spelling(of: payment.from))
            || !Self.sameBytes(payment.to, spelling(of: payment.to))
        {
            payment = try payment.respelled(spelling(of:))
        }
        // Without a home currency there is nothing to convert to: a home amount read from a
        // document is dropped, as a bill's is, so a copy merged with itself is itself.
        guard let home else { return payment.withoutHome() }
        if let converted = payment.home {
            try checkConverted(to: converted.converted.currency, "payment \(payment)")
            return payment
        }
        return payment.amount.currency == home ? try payment.converted(to: home, by: nil) : payment
    }
}
