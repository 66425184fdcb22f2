public import Money
public import TipCalc

/// What merging two copies of a trip gives: the merged trip, what came in, and the conflicts.
///
/// Two copies of a trip kept on two devices are merged as ``Trip/merged(with:keeping:)`` says:
/// what only one side changed comes through, and a bill changed on both sides in different ways
/// is a ``Conflict``, reported with both versions and never decided silently.
public struct TripMerge: Hashable, Sendable {
    /// Which copy a version comes from.
    public enum Side: String, Hashable, Sendable, CaseIterable {
        /// The copy merged into: this device's.
        case mine
        /// The copy merged in: the other device's export.
        case theirs
    }

    /// What a conflict is about.
    public enum Subject: Hashable, Sendable, Comparable {
        /// The trip's settings: its home currency and households, and how each person is paid
        /// back (``Payee``).
        case settings
        /// The bill with this id.
        case bill(String)
        /// The payment with this id.
        case payment(String)
    }

    /// One version of something in conflict.
    public enum Version: Hashable, Sendable {
        /// The bill as this copy has it.
        case bill(TripBill)
        /// The payment as this copy has it.
        case payment(TripPayment)
        /// The settings as this copy has them.
        case settings(home: Currency?, households: [Household])
        /// The payment details of the people whose details changed on both copies, by person.
        case payees([String: Payee])
        /// Removed from this copy.
        case removed
    }

    /// Something changed in different ways on both copies.
    public struct Conflict: Hashable, Sendable {
        /// What is in conflict.
        public let subject: Subject
        /// This copy's version (the one the merged trip keeps until the conflict is resolved).
        public let mine: Version
        /// The other copy's version.
        public let theirs: Version

        /// Each field that differs, with its value on each side, in the order of the fields.
        public var differences: [Difference] { Difference.between(mine, theirs) }

        /// The same conflict seen from the other copy.
        public var mirrored: Conflict { Conflict(subject: subject, mine: theirs, theirs: mine) }
    }

    /// One field of a conflict: its name and its value on each side, as text and as a value.
    ///
    /// The text (``mine``, ``theirs``) is the stable machine form `trip merge --json` writes
    /// (`90.00 EUR`, `Ann 45.00 card`); the values (``mineValue``, ``theirsValue``) are what a
    /// renderer words in the user's language. Two differences are equal when their field and
    /// texts are: the texts are what the merge compared.
    public struct Difference: Hashable, Sendable {
        /// The field: `kind`, `title`, `date`, `category`, `total`, `shares`, `payers`, `home`,
        /// `from`, `to`, `amount`, `method`, `households`, `removed`, `payee PERSON DETAIL` (such as
        /// `payee Ann iban`), or `ancestry` when only
        /// the versions' pasts differ (`revision KQ3…, after 2`: the revision and how many it
        /// replaced).
        public let field: String
        /// Its value on this copy.
        public let mineValue: Value
        /// Its value on the other copy.
        public let theirsValue: Value

        /// Its value on this copy, as text.
        public var mine: String { mineValue.text }
        /// Its value on the other copy, as text.
        public var theirs: String { theirsValue.text }

        /// Creates a difference of two values given as text.
        ///
        /// - Parameters:
        ///   - field: The field's name.
        ///   - mine: Its value on this copy.
        ///   - theirs: Its value on the other copy.
        public init(field: String, mine: String, theirs: String) {
            self.init(field: field, mine: .text(mine), theirs: .text(theirs))
        }

        /// Creates a difference of two values.
        ///
        /// - Parameters:
        ///   - field: The field's name.
        ///   - mine: Its value on this copy.
        ///   - theirs: Its value on the other copy.
        public init(field: String, mine: Value, theirs: Value) {
            self.field = field
            self.mineValue = mine
            self.theirsValue = theirs
        }

        /// Whether two differences name the same field with the same texts.
        public static func == (left: Self, right: Self) -> Bool {
            left.field == right.field && left.mine == right.mine && left.theirs == right.theirs
        }

        /// Hashes the field and the texts, which equality compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(field)
            hasher.combine(mine)
            hasher.combine(theirs)
        }
    }

    /// The value of one field of a version in conflict.
    public enum Value: Hashable, Sendable {
        /// No value: a bill without a date, category or home amount, a trip without a home or
        /// households.
        case none
        /// Text as typed: a title, a category, a person's name.
        case text(String)
        /// Where the bill's amounts come from.
        case kind(TripBill.Kind)
        /// A day.
        case date(CalendarDate)
        /// An amount.
        case money(Money)
        /// Each person's share of a bill.
        case shares([TripBill.Share])
        /// Who paid a bill, how much and how.
        case payers([TripBill.Payer])
        /// How a payment was made.
        case method(ItemisedBill.PaymentMethod)
        /// How an amount reached the home currency.
        case conversion(Conversion)
        /// The trip's home currency.
        case currency(Currency)
        /// The trip's households.
        case households([Household])
        /// Whether the version is removed.
        case removed(Bool)
        /// Only the past differs: the version's revision and how many revisions it replaced.
        case ancestry(revision: String, replaced: Int)

        /// The value as `trip merge --json` writes it: `90.00 EUR`, `Ann 45.00, Ben 45.00`,
        /// `Ann 90.00 card`, `30.47 EUR at 0.0061555556`, `same currency`, `none`, `yes`.
        public var text: String {
            switch self {
            case .none: "none"
            case .text(let text): text
            case .kind(let kind): kind.rawValue
            case .date(let date): date.description
            case .money(let money): "\(money)"
            case .shares(let shares): shares.map { "\($0.person) \($0.amount.amountText)" }.joined(separator: ", ")
            case .payers(let payers):
                payers.map { "\($0.person) \($0.amount.amountText) \($0.method.rawValue)" }.joined(separator: ", ")
            case .method(let method): method.rawValue
            case .conversion(let conversion):
                conversion.method == .same ? "same currency" : "\(conversion.converted) at \(conversion.rate.rate)"
            case .currency(let currency): currency.code
            case .households(let households):
                households.map { "\($0.name): \($0.members.joined(separator: ", "))" }.joined(separator: "; ")
            case .removed(let removed): removed ? "yes" : "no"
            case .ancestry(let revision, let replaced): "revision \(revision), after \(replaced)"
            }
        }
    }

    /// How many things the merge changed on this copy (encoded as `trip merge --json` writes it).
    public struct Changes: Hashable, Sendable, Encodable {
        /// People who joined from the other copy.
        public var people = 0
        /// Bills that came from the other copy.
        public var billsAdded = 0
        /// Bills replaced by the other copy's newer version.
        public var billsChanged = 0
        /// Bills removed because the other copy removed them.
        public var billsRemoved = 0
        /// Payments that came from the other copy.
        public var paymentsAdded = 0
        /// Payments replaced by the other copy's version: one an earlier merge kept over this
        /// copy's, or a home amount this copy did not have.
        public var paymentsChanged = 0
        /// Payments removed because the other copy removed them.
        public var paymentsRemoved = 0
        /// Whether the home currency, the households or someone's payment details changed.
        public var settings = false

        /// No change.
        public init() {}

        /// Whether nothing changed.
        public var isEmpty: Bool { self == Changes() }
    }

    /// A merge's result as a reader that merged a trip in parts gathered it (a trip too large
    /// to hold whole, merged a few bills at a time against the history).
    ///
    /// - Parameters:
    ///   - trip: The merged trip, or as much of it as the reader holds (its name at least).
    ///   - conflicts: Every conflict, sorted settings first, then bills and payments by id.
    ///   - changes: What changed from this copy.
    package init(trip: Trip, conflicts: [Conflict], changes: Changes) {
        self.trip = trip
        self.conflicts = conflicts
        self.changes = changes
    }

    /// The merged trip: this copy's name and people first, then whoever joined on the other; each
    /// bill and payment in conflict as this copy has it.
    public let trip: Trip
    /// The conflicts, settings first, then bills and payments by id.
    public let conflicts: [Conflict]
    /// What changed from this copy.
    public let changes: Changes
}

extension TripMerge.Difference {
    /// The fields in which two versions differ.
    static func between(_ mine: TripMerge.Version, _ theirs: TripMerge.Version) -> [Self] {
        let left = fields(mine)
        let right = fields(theirs)
        if left.isEmpty || right.isEmpty {
            return [Self(field: "removed", mine: .removed(left.isEmpty), theirs: .removed(right.isEmpty))]
        }
        let fields = zip(left, right).compactMap { pair in
            pair.0.value.text == pair.1.value.text
                ? nil : Self(field: pair.0.name, mine: pair.0.value, theirs: pair.1.value)
        }
        if !fields.isEmpty { return fields }
        // The same content with different pasts: each copy changed it and came back to the same,
        // or a merge kept it over different versions. The history is what differs.
        return [Self(field: "ancestry", mine: ancestry(mine), theirs: ancestry(theirs))]
    }

    /// A version's revision and how many it replaced: `revision KQ3…, after 2`.
    private static func ancestry(_ version: TripMerge.Version) -> TripMerge.Value {
        switch version {
        case .bill(let bill): .ancestry(revision: bill.revision, replaced: bill.ancestry.count)
        case .payment(let payment): .ancestry(revision: payment.revision, replaced: payment.ancestry.count)
        case .settings, .payees, .removed: .ancestry(revision: "", replaced: 0)
        }
    }

    /// Each field of a version; none for a removed one.
    private static func fields(_ version: TripMerge.Version) -> [(name: String, value: TripMerge.Value)] {
        switch version {
        case .removed: return []
        case .bill(let bill):
            return [
                ("kind", .kind(bill.kind)), ("title", .text(bill.title)),
                ("date", bill.date.map { .date($0) } ?? .none),
                ("category", bill.category.map { .text($0) } ?? .none), ("total", .money(bill.total)),
                ("shares", .shares(bill.shares)), ("payers", .payers(bill.payers)),
                ("home", bill.home.map { .conversion($0.conversion) } ?? .none),
            ]
        case .payment(let payment):
            return [
                ("from", .text(payment.from)), ("to", .text(payment.to)), ("amount", .money(payment.amount)),
                ("date", payment.date.map { .date($0) } ?? .none), ("method", .method(payment.method)),
                ("home", payment.home.map { .conversion($0) } ?? .none),
            ]
        case .payees(let payees):
            return payees.keys.sorted().flatMap { person in
                (payees[person] ?? Payee()).fields.map { field -> (name: String, value: TripMerge.Value) in
                    ("payee \(person) \(field.name)", field.value.map { .text($0) } ?? .none)
                }
            }
        case .settings(let home, let households):
            return [
                ("home", home.map { .currency($0) } ?? .none),
                ("households", households.isEmpty ? .none : .households(households)),
            ]
        }
    }
}
