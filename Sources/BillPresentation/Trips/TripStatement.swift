package import Money
import TipCalc
package import Trips

/// A trip's document: built once from the trip (its people, bills and payments), its ledger and
/// its settlements, and laid out by a renderer (``TerminalRenderer`` for `trip show`, `balances`,
/// `settle`, `report`, `set` and the confirmations of `add` and `pay`).
///
/// It holds what the views show and nothing worded: amounts as `Money`, names, titles and ids as
/// the user typed them (a renderer makes them safe for its medium), and each entry's role. Every
/// figure comes from Trips; a renderer computes none.
///
/// A trip of many bills is not held whole: `trip show` streams its bills from the history and
/// lays out each one as it is read (``Bill/init(_:)``, ``TerminalRenderer/billRow(_:)``), so the
/// statement of such a trip has no ``bills``.
package struct TripStatement: Hashable, Sendable {
    /// One person's amount, with what it is.
    package struct Entry: Hashable, Sendable {
        /// What an entry's amount is.
        package enum Role: Hashable, Sendable {
            /// A person's part of a bill.
            case share
            /// What a person paid towards a bill, by card.
            case paid
            /// What a person paid towards a bill, in cash.
            case paidCash
            /// A balance: above zero the person gets money back, below zero they owe it.
            case balance
            /// A transfer or a recorded payment from ``Entry/person`` to ``Entry/counterpart``.
            case transfer
            /// What a cash transfer's rounding left with a person.
            case leftover
        }

        /// What the amount is.
        package var role: Role
        /// The person, as the user wrote the name.
        package var person: String
        /// Whom a transfer goes to; `nil` for the other roles.
        package var counterpart: String?
        /// The amount.
        package var amount: Money

        /// A payment of the trip, as a ``Role/transfer``.
        package init(_ payment: TripPayment) {
            self.init(.transfer, payment.from, payment.amount, to: payment.to)
        }

        /// An entry of `role`.
        package init(_ role: Role, _ person: String, _ amount: Money, to counterpart: String? = nil) {
            self.role = role
            self.person = person
            self.counterpart = counterpart
            self.amount = amount
        }
    }

    /// One bill: its row in the bill table, and what a confirmation shows of it.
    package struct Bill: Hashable, Sendable {
        /// The bill's id.
        package var id: String
        /// When it was, if known.
        package var date: CalendarDate?
        /// Its title.
        package var title: String
        /// Its category, if given.
        package var category: String?
        /// What it came to.
        package var total: Money
        /// Who paid, as ``Entry/Role/paid`` or ``Entry/Role/paidCash`` entries.
        package var payers: [Entry]
        /// Who shared it, as ``Entry/Role/share`` entries.
        package var shares: [Entry]
        /// Its conversion to the home currency, when it needed a rate.
        package var conversion: Conversion?

        /// The statement's view of `bill`.
        package init(_ bill: TripBill) {
            id = bill.id
            date = bill.date
            title = bill.title
            category = bill.category
            total = bill.total
            payers = bill.payers.map { Entry($0.method == .cash ? .paidCash : .paid, $0.person, $0.amount) }
            shares = bill.shares.map { Entry(.share, $0.person, $0.amount) }
            conversion = bill.home.flatMap { $0.conversion.method == .same ? nil : $0.conversion }
        }
    }

    /// Balances and the transfers that settle them, in one currency.
    package struct SettlementSection: Hashable, Sendable {
        /// A household's balance and what its members settle inside it.
        package struct Household: Hashable, Sendable {
            /// The household's name.
            package var name: String
            /// Each member's ``Entry/Role/balance``.
            package var members: [Entry]
        }

        /// The currency.
        package var currency: Currency
        /// Whether this is the home currency's settlement (each bill converted at its own rate).
        package var isHome: Bool
        /// Each person's ``Entry/Role/balance``.
        package var balances: [Entry]
        /// How each household's balance is made.
        package var households: [Household]
        /// The ``Entry/Role/transfer`` entries, in order.
        package var transfers: [Entry]
        /// How the transfers were chosen.
        package var method: Settlement.Method
        /// Whether their count is proven minimal.
        package var optimality: Settlement.Optimality
        /// The cash step the transfers were rounded to, when that rounding is shown: a cash
        /// settlement in a currency with a cash step, or with something left over.
        package var cashStep: Money?
        /// What the cash rounding left with someone, as ``Entry/Role/leftover`` entries (none zero).
        package var leftovers: [Entry]
        /// Under `--only`, those who settle (``Settlement/rules``); `nil` for everyone.
        package var only: [String]?
        /// Under `--only`, what those who settle still owe people outside them (below zero) or are
        /// still owed by them, as ``Entry/Role/balance`` entries (none zero).
        package var unsettled: [Entry]

        /// The statement's view of `settlement`.
        package init(_ settlement: Settlement, isHome: Bool) {
            currency = settlement.currency
            self.isHome = isHome
            balances = settlement.balances.map { Entry(.balance, $0.person, $0.amount) }
            households = settlement.households.map { household in
                Household(
                    name: household.name, members: household.members.map { Entry(.balance, $0.person, $0.amount) })
            }
            transfers = settlement.transfers.map { Entry(.transfer, $0.from, $0.amount, to: $0.to) }
            method = settlement.method
            optimality = settlement.optimality
            leftovers = settlement.leftovers.filter { !$0.amount.isZero }.map { Entry(.leftover, $0.person, $0.amount) }
            only = settlement.rules.only
            unsettled = settlement.unsettled.map { Entry(.balance, $0.person, $0.amount) }
            // A currency paid in cash to the minor unit (EUR, USD) rounds nothing: no step for it.
            let currency = settlement.currency
            cashStep =
                settlement.isCash && (currency.hasCashRounding || !leftovers.isEmpty)
                ? Money(minorUnits: currency.cashIncrementMinorUnits, currency) : nil
        }
    }

    /// The bills and payments still without a rate to the home currency.
    package struct Unconverted: Hashable, Sendable {
        /// Each one, in the trip's order.
        package var items: [TripLedger.Unconverted]
        /// The home currency they wait for.
        package var currency: Currency

        /// What still waits for a rate to `currency`, in the trip's order.
        package init(items: [TripLedger.Unconverted], currency: Currency) {
            self.items = items
            self.currency = currency
        }
    }

    /// Why every home amount and every transfer is what it is (`--explain`).
    package struct Explanation: Hashable, Sendable {
        /// A conversion to the home currency and what it converted.
        package struct ConversionLine: Hashable, Sendable {
            /// The bill or payment.
            package var subject: TripExplanation.Subject
            /// The rate, how it was recorded, the amounts before and after.
            package var conversion: Conversion
        }

        /// A rule that shaped a transfer, with the names it speaks of.
        package enum Rule: Hashable, Sendable {
            /// A household settles as one.
            case household(String)
            /// `from` never pays `to` directly.
            case never(from: String, to: String)
            /// Only these settle.
            case only([String])
        }

        /// A transfer and the reason for it.
        package struct Reason: Hashable, Sendable {
            /// The ``Entry/Role/transfer``.
            package var transfer: Entry
            /// What the payer owed just before this transfer (above zero).
            package var owes: Money
            /// What the payee was owed just before this transfer.
            package var owed: Money
            /// The people of the zero-sum group the transfer belongs to.
            package var group: [String]
            /// How many transfers settle that group.
            package var transfersInGroup: Int
            /// Whether the group's balances do not sum to zero (under `--only` the rest stays owed).
            package var isPartial: Bool
            /// The rules that shaped the transfer.
            package var rules: [Rule]
        }

        /// Every conversion that used a rate.
        package var conversions: [ConversionLine]
        /// Every transfer, with its reason.
        package var reasons: [Reason]
    }

    /// Who spent, paid and owes what (`trip report`), in blocks that each make one table.
    package struct Spending: Hashable, Sendable {
        /// Rows of one person (by person) or of one currency (otherwise).
        package struct Block: Hashable, Sendable {
            /// The person the block is about, by person; `nil` otherwise.
            package var person: String?
            /// The block's currency, when grouped by currency, category or day.
            package var currency: Currency
            /// Whether the block is in the home currency, each bill converted at its own rate.
            package var isHome: Bool
            /// The rows, in order.
            package var rows: [TripSpending.Row]
        }

        /// How the rows are grouped.
        package var grouping: TripSpending.Grouping
        /// The blocks, in order.
        package var blocks: [Block]
    }

    /// One trip in the list of trips (`trip list`): what the history knows of it without reading it.
    package struct Listing: Hashable, Sendable {
        /// The trip's name.
        package var name: String
        /// Its people.
        package var people: [String]
        /// How many bills it has.
        package var bills: Int
        /// Its home currency, if it has one.
        package var home: Currency?
        /// The day it was created (`2026-11-23`).
        package var created: String

        /// A listing of a trip.
        package init(name: String, people: [String], bills: Int, home: Currency?, created: String) {
            self.name = name
            self.people = people
            self.bills = bills
            self.home = home
            self.created = created
        }
    }

    /// The trip's name.
    package var name: String
    /// Its people.
    package var people: [String]
    /// Its home currency, if it has one.
    package var home: Currency?
    /// Its bills; empty when they were streamed into the view one by one.
    package var bills: [Bill]
    /// Its payments, as ``Entry/Role/transfer`` entries.
    package var payments: [Entry]
    /// The settlements shown: the home one alone, or one per currency (one answer, never both).
    package var settlements: [SettlementSection] = []
    /// What still has no rate to the home currency, when the view says so; `nil` otherwise.
    package var unconverted: Unconverted?
    /// Each bill converted with a rate, under the bills of plain `trip show` (the rate, how it
    /// was recorded, the day of its ECB fixing and the card's fee); empty with an ``explanation``,
    /// which has them.
    package var conversions: [Explanation.ConversionLine] = []
    /// Why each amount is what it is, with `--explain`.
    package var explanation: Explanation?
    /// The spending report, for `trip report`.
    package var spending: Spending?

    /// The statement of `trip`'s outline: its name, people, home currency and payments, and its
    /// bills when `withBills` says so (only `trip show` lays them out).
    package init(trip: Trip, withBills: Bool = false) {
        name = trip.name
        people = trip.people
        home = trip.home
        bills = withBills ? trip.bills.map(Bill.init) : []
        payments = trip.payments.map(Entry.init)
    }
}
