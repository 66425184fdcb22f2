@testable import BillPresentation
import Money
import Testing
import TipCalc
import Trips

/// A trip's document: what it holds for each part of a trip (role, person, amount) and how the
/// terminal lays it out, on one trip worked out by hand.
///
/// Ann, Ben and Cy, home EUR. Dinner 90.00 EUR, paid by Ann, 30.00 each. Sushi 6000 JPY, paid
/// by Ben, 2000 each, at a typed 0.006: 6000 × 0.006 = 36.00 EUR, 12.00 each.
/// EUR alone: Ann +60.00, Ben −30.00, Cy −30.00. JPY alone: Ann −2000, Ben +4000, Cy −2000.
/// At home: Ann 90.00 − 30.00 − 12.00 = +48.00; Ben 36.00 − 30.00 − 12.00 = −6.00; Cy −30.00 −
/// 12.00 = −42.00 (sum 0): Ben pays Ann 6.00 and Cy pays Ann 42.00, two transfers for three
/// people whose balances only sum to zero all together, which is the fewest.
@Suite struct TripStatementTests {
    static func trip() throws -> Trip {
        var trip = try Trip(name: "Lisbon", people: ["Ann", "Ben", "Cy"], home: .eur)
        let eur = { (units: Int64) in Money(minorUnits: units, .eur) }
        let jpy = { (units: Int64) in Money(minorUnits: units, .jpy) }
        try trip.add(
            TripBill(
                id: "1", title: "Dinner", shares: ["Ann", "Ben", "Cy"].map { .init($0, eur(3000)) },
                payers: [.init("Ann", paid: eur(9000))]))
        try trip.add(
            TripBill(
                id: "2", title: "Sushi", shares: ["Ann", "Ben", "Cy"].map { .init($0, jpy(2000)) },
                payers: [.init("Ben", paid: jpy(6000))]),
            rate: .rate(try ExactDecimal(parsing: "0.006")))
        return trip
    }

    private static func eur(_ text: String) throws -> Money { try Money(parsing: text, .eur) }

    @Test func eachSettlementHoldsItsBalancesAndTransfersWithTheirRoles() throws {
        let statement = try TripStatement.settling(
            Self.trip(), home: nil, explain: false, method: .fewestTransfers, cash: false)
        // One answer: a trip with a home currency settles there alone.
        #expect(statement.settlements.map(\.currency) == [.eur])
        #expect(statement.settlements.map(\.isHome) == [true])
        let home = try #require(statement.settlements.first)
        #expect(home.balances.map(\.role) == [.balance, .balance, .balance])
        #expect(home.balances.map(\.person) == ["Ann", "Ben", "Cy"])
        #expect(home.balances.map(\.amount) == [try Self.eur("48.00"), try Self.eur("-6.00"), try Self.eur("-42.00")])
        #expect(home.transfers.allSatisfy { $0.role == .transfer && $0.counterpart == "Ann" })
        #expect(
            Set(home.transfers.map { "\($0.person) \($0.amount)" }) == ["Ben 6.00 EUR", "Cy 42.00 EUR"])
        #expect(home.optimality == .minimal)
        #expect(home.cashStep == nil && home.leftovers.isEmpty && home.unsettled.isEmpty)
        #expect(statement.unconverted == nil && statement.explanation == nil)
        // Per currency only when asked: each currency on its own, none at home.
        let perCurrency = try TripStatement.settling(
            Self.trip(), home: false, explain: false, method: .fewestTransfers, cash: false)
        #expect(perCurrency.settlements.map(\.currency) == [.eur, .jpy])
        #expect(perCurrency.settlements.map(\.isHome) == [false, false])
        #expect(perCurrency.settlements[1].balances.map(\.amount.amountText) == ["-2000", "4000", "-2000"])
    }

    @Test func theBillsHoldWhoPaidAndSharedAndTheConversion() throws {
        let statement = TripStatement(trip: try Self.trip(), withBills: true)
        #expect(statement.bills.map(\.id) == ["1", "2"])
        let sushi = statement.bills[1]
        #expect(sushi.payers == [.init(.paid, "Ben", Money(minorUnits: 6000, .jpy))])
        #expect(sushi.shares.map(\.role) == [.share, .share, .share])
        #expect(sushi.shares.map(\.amount.amountText) == ["2000", "2000", "2000"])
        #expect(sushi.conversion?.converted == (try Self.eur("36.00")))
        // A bill already in the home currency has no conversion to show.
        #expect(statement.bills[0].conversion == nil)
        // Without asking, a statement holds no bills (a streamed `trip show` lays them out itself).
        #expect(TripStatement(trip: try Self.trip()).bills.isEmpty)
    }

    @Test func theExplanationGivesEachTransfersBalancesAndGroup() throws {
        let statement = try TripStatement.settling(
            Self.trip(), home: true, explain: true, method: .fewestTransfers, cash: false)
        let explanation = try #require(statement.explanation)
        #expect(explanation.conversions.map(\.subject) == [.bill(id: "2")])
        #expect(explanation.conversions.first?.conversion.converted == (try Self.eur("36.00")))
        // Each payer pays their whole debt; Ann is owed 48.00 before the first transfer and
        // 48.00 less it before the second.
        #expect(explanation.reasons.count == 2)
        for reason in explanation.reasons { #expect(reason.owes == reason.transfer.amount) }
        #expect(explanation.reasons.first?.owed == (try Self.eur("48.00")))
        let first = try #require(explanation.reasons.first).transfer.amount
        #expect(explanation.reasons.last?.owed == (try Self.eur("48.00").subtracting(first)))
        let ben = try #require(explanation.reasons.first { $0.transfer.person == "Ben" })
        #expect(ben.transfer.amount == (try Self.eur("6.00")))
        #expect(ben.group == ["Ann", "Ben", "Cy"] && ben.transfersInGroup == 2)
        #expect(!ben.isPartial && ben.rules.isEmpty)
    }

    @Test func theTerminalLaysOutTheHomeSettlement() throws {
        let statement = try TripStatement.settling(
            Self.trip(), home: true, explain: false, method: .fewestTransfers, cash: false)
        let renderer = TerminalRenderer(
            wording: BillWording(formatter: MoneyFormatter(locale: try LocaleIdentifier("en_US"))))
        let lines = try renderer.tripSettlement(statement)
        let transfers = lines.filter { $0.hasSuffix("pays Ann €6.00") || $0.hasSuffix("pays Ann €42.00") }
        #expect(
            lines.filter { !transfers.contains($0) } == [
                "",
                "Balances in EUR, each bill converted at its own rate",
                "  Ann  gets back €48.00",
                "  Ben  owes €6.00",
                "  Cy   owes €42.00",
                "",
                "Settle up in EUR",
                "  Fewest transfers: 2.",
            ])
        #expect(Set(transfers) == ["  Ben pays Ann €6.00", "  Cy pays Ann €42.00"])
    }

    /// What a command changed, in one line, names shown safely: a bidi override in a joiner's
    /// name is named, not sent.
    @Test func aChangeIsConfirmedInOneLine() throws {
        let renderer = TerminalRenderer(
            wording: BillWording(formatter: MoneyFormatter(locale: try LocaleIdentifier("en_US"))))
        let statement = TripStatement(trip: try Self.trip())
        #expect(try renderer.confirmation(.created, of: statement) == "Trip Lisbon created for Ann, Ben, Cy.")
        #expect(try renderer.confirmation(.billRemoved(id: "2"), of: statement) == "Bill 2 removed from Lisbon.")
        #expect(
            try renderer.confirmation(.joined(["Dee\u{202E}"]), of: statement) == "Dee<U+202E> joined Lisbon.")
        #expect(
            try renderer.confirmation(.imported(bills: 2), of: statement)
                == "Trip Lisbon imported: Ann, Ben, Cy; bills: 2.")
    }

    /// The list of trips lines up its columns and says "none" as a note instead of a table.
    @Test func theListOfTripsIsATable() throws {
        let renderer = TerminalRenderer(
            wording: BillWording(formatter: MoneyFormatter(locale: try LocaleIdentifier("en_US"))))
        #expect(try renderer.tripList([]) == nil)
        let lines = try renderer.tripList([
            .init(name: "Lisbon", people: ["Ann", "Ben"], bills: 12, home: .eur, created: "2026-07-01"),
            .init(name: "Rome", people: ["Cy"], bills: 3, home: nil, created: "2026-08-02"),
        ])
        #expect(
            lines == [
                "Trip    People    Bills  Home currency  Created",
                "Lisbon  Ann, Ben     12  EUR            2026-07-01",
                "Rome    Cy            3                 2026-08-02",
            ])
    }

    /// In Arabic and Hebrew every amount and rate sits in FIRST STRONG ISOLATE … POP DIRECTIONAL
    /// ISOLATE exactly once: 3 balances and 2 transfers; bill 2's conversion (6000 JPY, the rate,
    /// 36.00 EUR); each reason's transfer, what the payer owed and what the payee was owed (2 × 3).
    @Test(arguments: ["ar_EG", "he_IL"])
    func aRightToLeftSettleIsolatesEachAmountOnce(locale: String) throws {
        let statement = try TripStatement.settling(
            Self.trip(), home: true, explain: true, method: .fewestTransfers, cash: false)
        let formatter = MoneyFormatter(locale: try LocaleIdentifier(locale))
        let lines = try TerminalRenderer(wording: BillWording(formatter: formatter)).tripSettlement(statement)
        let text = lines.joined(separator: "\n")
        #expect(text.filter { $0 == "\u{2068}" }.count == 5 + 3 + 6)
        #expect(text.filter { $0 == "\u{2069}" }.count == 5 + 3 + 6)
        // Never an isolate inside another: each opens after the last one closed.
        var depth = 0
        for character in text {
            if character == "\u{2068}" { depth += 1 }
            if character == "\u{2069}" { depth -= 1 }
            #expect(depth == 0 || depth == 1)
        }
        // And each amount of the document is written only inside its isolate.
        let amounts = statement.settlements.flatMap { $0.balances + $0.transfers }.map(\.amount)
        for amount in amounts {
            let value = try formatter.format(amount.isNegative ? amount.negated() : amount)
            let isolated = "\u{2068}\(value)\u{2069}"
            #expect(text.ranges(of: value).count == text.ranges(of: isolated).count)
        }
    }
}
