public import Money
import TipCalc

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
        /// The trip's settings: its home currency and households.
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

    /// One field of a conflict: its name and its value on each side, as text.
    public struct Difference: Hashable, Sendable {
        /// The field: `kind`, `title`, `date`, `category`, `total`, `shares`, `payers`, `home`,
        /// `from`, `to`, `amount`, `method`, `households`, `removed`, or `ancestry` when only
        /// the versions' pasts differ (`revision KQ3…, after 2`: the revision and how many it
        /// replaced).
        public let field: String
        /// Its value on this copy.
        public let mine: String
        /// Its value on the other copy.
        public let theirs: String

        /// Creates a difference.
        ///
        /// - Parameters:
        ///   - field: The field's name.
        ///   - mine: Its value on this copy.
        ///   - theirs: Its value on the other copy.
        public init(field: String, mine: String, theirs: String) {
            self.field = field
            self.mine = mine
            self.theirs = theirs
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
        /// Whether the home currency or the households changed.
        public var settings = false

        /// No change.
        public init() {}

        /// Whether nothing changed.
        public var isEmpty: Bool { self == Changes() }
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
            return [Self(field: "removed", mine: left.isEmpty ? "yes" : "no", theirs: right.isEmpty ? "yes" : "no")]
        }
        let fields = zip(left, right).compactMap { pair in
            pair.0.value == pair.1.value ? nil : Self(field: pair.0.name, mine: pair.0.value, theirs: pair.1.value)
        }
        if !fields.isEmpty { return fields }
        // The same content with different pasts: each copy changed it and came back to the same,
        // or a merge kept it over different versions. The history is what differs.
        return [Self(field: "ancestry", mine: ancestry(mine), theirs: ancestry(theirs))]
    }

    /// A version's revision and how many it replaced: `revision KQ3…, after 2`.
    private static func ancestry(_ version: TripMerge.Version) -> String {
        let (revision, ancestry): (String, Set<String>) =
            switch version {
            case .bill(let bill): (bill.revision, bill.ancestry)
            case .payment(let payment): (payment.revision, payment.ancestry)
            case .settings, .removed: ("", [])
            }
        return "revision \(revision), after \(ancestry.count)"
    }

    /// Each field of a version as text; none for a removed one.
    private static func fields(_ version: TripMerge.Version) -> [(name: String, value: String)] {
        switch version {
        case .removed: return []
        case .bill(let bill):
            return [
                ("kind", bill.kind.rawValue), ("title", bill.title), ("date", bill.date?.description ?? "none"),
                ("category", bill.category ?? "none"),
                ("total", "\(bill.total)"),
                ("shares", bill.shares.map { "\($0.person) \($0.amount.amountText)" }.joined(separator: ", ")),
                (
                    "payers",
                    bill.payers.map { "\($0.person) \($0.amount.amountText) \($0.method.rawValue)" }
                        .joined(separator: ", ")
                ),
                ("home", bill.home.map { text($0.conversion) } ?? "none"),
            ]
        case .payment(let payment):
            return [
                ("from", payment.from), ("to", payment.to), ("amount", "\(payment.amount)"),
                ("date", payment.date?.description ?? "none"), ("method", payment.method.rawValue),
                ("home", payment.home.map(text) ?? "none"),
            ]
        case .settings(let home, let households):
            return [
                ("home", home?.code ?? "none"),
                (
                    "households",
                    households.isEmpty
                        ? "none"
                        : households.map {
                            "\($0.name): \($0.members.joined(separator: ", "))"
                        }.joined(separator: "; ")
                ),
            ]
        }
    }

    /// `30.47 EUR at 0.0061555556`, or `same currency` for an amount already in the home currency
    /// (its home amount is the amount: no field of its own).
    private static func text(_ conversion: Conversion) -> String {
        conversion.method == .same ? "same currency" : "\(conversion.converted) at \(conversion.rate.rate)"
    }
}
