import Foundation
import Testing

import Money
import TipCalc

@testable import TipfmtKit
import LiveUI

/// One bill, one result: `calc --json`, `receipt --format json`, the live screen's model and
/// `history show --json` after `--save` give the same total, tip and shares, for random single
/// and itemised bills.
@Suite struct SameFiguresEverywhereTests {
    let cli = Tipfmt.withHistory()

    static func object(_ result: RunResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any], "\(result)")
    }

    /// The receipt's summary amount of `kind`, and the amounts of its shares section.
    static func receiptFigures(_ receipt: [String: Any]) throws -> (total: String?, tip: String?, shares: [String]) {
        let sections = try #require(receipt["sections"] as? [[String: Any]])
        let summary = sections.first { $0["kind"] as? String == "summary" }?["lines"] as? [[String: Any]] ?? []
        let total = summary.first { $0["kind"] as? String == "total" }?["amount"] as? String
        let tip = summary.first { $0["kind"] as? String == "tip" }?["amount"] as? String
        let shares = sections.first { $0["kind"] as? String == "shares" }?["lines"] as? [[String: Any]] ?? []
        return (total, tip, shares.filter { $0["kind"] as? String == "share" }.compactMap { $0["amount"] as? String })
    }

    @Test func singleBills() throws {
        var random = SplitMix64(seed: 21)
        let currencies = [("USD", "en_US"), ("JPY", "ja_JP"), ("CHF", "de_CH"), ("EUR", "fr_FR")]
        for index in 1...12 {
            let (code, locale) = currencies[Int(random.next() % 4)]
            let bill =
                code == "JPY" ? "\(100 + random.next() % 90_000)" : "\(1 + random.next() % 999).\(random.next() % 100)"
            let tip = "\(random.next() % 41)"
            let split = "\(1 + random.next() % 6)"
            var arguments = [bill, "-c", code, "-l", locale, "--tip", tip, "--split", split]
            if code == "CHF" && random.next() % 2 == 0 { arguments.append("--cash") }

            let calc = try Self.object(try cli.run(["calc"] + arguments + ["--json"]))
            let receipt = try Self.receiptFigures(
                try Self.object(try cli.run(["receipt"] + arguments + ["--format", "json"])))
            let saved = try cli.run(["calc"] + arguments + ["--save"])
            #expect(saved.status == 0, "\(saved)")
            let history = try Self.object(try cli.run(["history", "show", "\(index)", "--json"]))
            let outcome = try #require(history["result"] as? [String: Any])
            let savedShares = try #require(outcome["shares"] as? [String])
            let state = try LiveFixture.state(arguments)
            let live = try state.result().get()

            let total = try #require(calc["total"] as? String, "\(arguments)")
            let shares = try #require(calc["shares"] as? [String])
            #expect(receipt.total == total, "\(arguments)")
            #expect(outcome["total"] as? String == total, "\(arguments)")
            #expect(live.total.amountText == total, "\(arguments)")
            #expect(receipt.tip == calc["tip"] as? String, "\(arguments)")
            #expect(outcome["tip"] as? String == calc["tip"] as? String, "\(arguments)")
            #expect(live.tip.amountText == calc["tip"] as? String, "\(arguments)")
            #expect(savedShares == shares, "\(arguments)")
            #expect(live.shares.map(\.amountText) == shares, "\(arguments)")
            if shares.count > 1 { #expect(receipt.shares == shares, "\(arguments)") }
        }
    }

    @Test func itemisedBills() throws {
        var random = SplitMix64(seed: 22)
        let names = ["ann", "ben", "cy"]
        for index in 1...8 {
            var arguments = ["-c", "CHF", "-l", "de_CH", "--tip", "\(random.next() % 25)"]
            for item in 0..<(1 + Int(random.next() % 4)) {
                let who = names.filter { _ in random.next() % 2 == 0 }
                let shares = who.isEmpty ? "all" : who.joined(separator: ",")
                arguments += ["--item", "Item\(item) \(1 + random.next() % 60).\(random.next() % 20 * 5) @\(shares)"]
            }
            if random.next() % 2 == 0 { arguments += ["--pay", "all=cash"] }

            let calc = try Self.object(try cli.run(["calc"] + arguments + ["--json"]))
            let receipt = try Self.receiptFigures(
                try Self.object(try cli.run(["receipt"] + arguments + ["--format", "json"])))
            let saved = try cli.run(["calc"] + arguments + ["--save"])
            #expect(saved.status == 0, "\(saved)")
            let history = try Self.object(try cli.run(["history", "show", "\(index)", "--json"]))
            let itemised = try #require(history["result"] as? [String: Any], "\(arguments)")

            let totals = try #require(calc["totals"] as? [String: Any], "\(arguments)")
            let pays = try #require(totals["pays"] as? String)
            #expect(receipt.total == pays, "\(arguments)")
            #expect((history["result"] as? [String: Any])?["total"] as? String == pays, "\(arguments)")
            #expect((itemised["totals"] as? [String: Any])?["pays"] as? String == pays, "\(arguments)")
            let people = { (object: [String: Any]) in
                (object["people"] as? [[String: Any]] ?? []).compactMap {
                    ($0["amounts"] as? [String: Any])?["pays"] as? String
                }
            }
            #expect(people(itemised) == people(calc), "\(arguments)")
        }
    }
}
