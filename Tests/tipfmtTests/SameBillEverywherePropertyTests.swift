import ArgumentParser
import Foundation
import Testing

import Money
import TipCalc
import Trips

@testable import HistoryKit
@testable import TipfmtKit
import LiveUI
import BillRequestKit

/// The same bill is the same everywhere: for 1,000 random bills of every kind (a single amount
/// split evenly, one shared by named people with VAT included, a discount and cash payers, and
/// itemised bills), in currencies of 0, 2 and 3 digits and with CHF's and SEK's cash steps, with
/// tax added or included, discounts, service and a home currency, `calc --json`, `receipt
/// --format json`, the history after `--save`, the live calculator (for what it takes) and a
/// one-bill trip give every person the same amount and the same total.
@Suite struct SameBillEverywherePropertyTests {
    static let people = ["ann", "ben", "cy", "dee"]
    static let currencies: [(code: String, locale: String, digits: Int)] = [
        ("USD", "en_US", 2), ("JPY", "ja_JP", 0), ("KWD", "en_US", 3), ("CHF", "de_CH", 2), ("SEK", "sv_SE", 2),
        ("EUR", "fr_FR", 2),
    ]

    /// One random bill: what calc, receipt and --save take, what a trip takes, and whether live
    /// takes it.
    struct Bill {
        var calc: [String]
        var trip: [String]
        var live: Bool
        var shares: Int
    }

    static func amount(_ random: inout SplitMix64, digits: Int, upTo whole: UInt64) -> String {
        let units = 1 + random.next() % whole
        guard digits > 0 else { return "\(units)" }
        var fraction = String(random.next() % UInt64(pow(10, Double(digits))))
        while fraction.count < digits { fraction = "0" + fraction }
        return "\(units).\(fraction)"
    }

    static func bill(_ random: inout SplitMix64) -> Bill {
        let currency = currencies[Int(random.next() % UInt64(currencies.count))]
        let scale: UInt64 = currency.digits == 0 ? 30_000 : 400
        var common = ["-c", currency.code, "-l", currency.locale, "--tip", "\(random.next() % 26)"]
        // Cash rounds only where cash has a step of its own (CHF 0.05, SEK 1); elsewhere a receipt
        // refuses it as changing nothing.
        let cash = ["CHF", "SEK"].contains(currency.code)
        let count = 1 + Int(random.next() % 4)
        let names = Array(people.prefix(count))
        if random.next() % 3 == 0 { common += ["--tax", "\(random.next() % 20)%"] }
        if random.next() % 5 == 0 { common += ["--service", "\(random.next() % 10)%"] }
        switch random.next() % 3 {
        case 0:
            // A single amount split evenly: the single bill's own table, summary and live screen.
            var calc = [amount(&random, digits: currency.digits, upTo: scale)] + common
            if cash, random.next() % 3 == 0 { calc.append("--cash") }
            if random.next() % 4 == 0 { calc += ["--round", "nearest"] }
            let trip = calc + ["--people", names.joined(separator: ",")]
            return Bill(calc: calc + ["--split", "\(count)"], trip: trip, live: true, shares: count)
        case 1:
            // A single amount shared by named people, with what only items had before.
            var calc = [amount(&random, digits: currency.digits, upTo: scale)] + common
            calc += ["--people", names.joined(separator: ",")]
            if common.contains("--tax"), random.next() % 2 == 0 { calc.append("--prices-include-tax") }
            if random.next() % 2 == 0 { calc += ["--discount", "\(random.next() % 30)%"] }
            if cash, random.next() % 2 == 0 { calc += ["--pay", "\(names[Int(random.next() % UInt64(count))])=cash"] }
            return Bill(calc: calc, trip: calc, live: false, shares: count)
        default:
            // Items, each had by some of four people (or all), every person declared.
            var calc = common + ["--people", people.joined(separator: ",")]
            for number in 0..<(1 + Int(random.next() % 4)) {
                let who = people.filter { _ in random.next() % 2 == 0 }
                let shared = who.isEmpty ? "all" : who.joined(separator: ",")
                let price = amount(&random, digits: currency.digits, upTo: scale / 4)
                calc += ["--item", "Item\(number) \(price) @\(shared)"]
            }
            if common.contains("--tax"), random.next() % 2 == 0 { calc.append("--prices-include-tax") }
            if random.next() % 3 == 0 { calc += ["--discount", "\(random.next() % 30)%"] }
            if cash, random.next() % 2 == 0 { calc += ["--pay", "\(people[Int(random.next() % 4)])=cash"] }
            if cash, random.next() % 4 == 0 { calc.append("--cash") }
            return Bill(calc: calc, trip: calc, live: false, shares: people.count)
        }
    }

    /// Each person's amount and the total, as `calc --json` gives them.
    static func figures(_ object: [String: Any]) -> (total: String?, shares: [String]) {
        if let totals = object["totals"] as? [String: Any] {
            let shares = (object["people"] as? [[String: Any]] ?? []).compactMap {
                ($0["amounts"] as? [String: Any])?["pays"] as? String
            }
            return (totals["pays"] as? String, shares)
        }
        return (object["total"] as? String, object["shares"] as? [String] ?? [])
    }

    @Test(arguments: 0..<8) func aThousandBillsAgreeOnEverySurface(batch: Int) throws {
        let cli = Tipfmt.withHistory()
        var random = SplitMix64(seed: 3_000 + UInt64(batch))
        var saved: [(bill: Bill, total: String, shares: [String])] = []
        for _ in 0..<125 {
            var bill = Self.bill(&random)
            let foreign = !bill.calc.contains("EUR")
            let home = foreign && random.next() % 4 == 0 ? ["--home", "EUR", "--rate", "0.9"] : []
            let calcRun = try cli.run(["calc"] + bill.calc + home + ["--json", "--save"])
            let receiptRun = try cli.run(["receipt"] + bill.calc + home + ["--format", "json"])
            guard calcRun.status == 0 else {
                // A bill no surface can compute (a service above the bill…) is refused by each alike.
                #expect(receiptRun.status == calcRun.status, "\(bill.calc): \(calcRun)\n\(receiptRun)")
                continue
            }
            let calc = Self.figures(try SameFiguresEverywhereTests.object(calcRun))
            let total = try #require(calc.total, "\(bill.calc)")
            #expect(calc.shares.count == bill.shares, "\(bill.calc)")

            try #require(receiptRun.status == 0, "receipt \(bill.calc): \(receiptRun)")
            let receipt = try SameFiguresEverywhereTests.receiptFigures(
                try SameFiguresEverywhereTests.object(receiptRun))
            #expect(receipt.total == total, "receipt \(bill.calc)")

            if bill.live {
                let live = try LiveFixture.state(bill.calc + home).result().get()
                #expect(live.total.amountText == total, "live \(bill.calc)")
                #expect(live.shares.map(\.amountText) == calc.shares, "live \(bill.calc)")
            }

            bill.trip += ["--paid-by", "ann", "--title", "Bill", "--date", "2026-07-01"]
            let add = try TripTool.Add.parse(["Trip"] + bill.trip)
            let trip = try Trip(name: "Trip", people: Self.people)
            let (tripBill, _, _) = try add.details.make(
                id: "1", bill: add.bill, trip: trip, previous: nil, config: ConfigFile(path: ""))
            #expect(tripBill.total.amountText == total, "trip \(bill.trip)")
            let tripShares = tripBill.shares.map(\.amount.amountText)
            #expect(tripShares == calc.shares, "trip \(bill.trip)")
            saved.append((bill, total, calc.shares))
        }
        // The history after --save: each bill in the order saved.
        let export = try SameFiguresEverywhereTests.object(try cli.run(["history", "export", "--format", "json"]))
        let bills = try #require(export["bills"] as? [[String: Any]])
        try #require(bills.count == saved.count, "\(bills.count) saved of \(saved.count)")
        for (stored, expected) in zip(bills, saved) {
            #expect(
                (stored["result"] as? [String: Any])?["total"] as? String == expected.total, "\(expected.bill.calc)")
            let shares = (stored["result"] as? [String: Any])?["shares"] as? [String] ?? []
            #expect(shares == expected.shares, "history \(expected.bill.calc)")
        }
    }
}
