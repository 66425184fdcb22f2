import Foundation
import SavedBills
import Testing

/// Saved bills with fixed times and amounts worked out by hand, and a way to run
/// `tipfmt-history` directly (to feed it records and to kill it mid-save).
enum HistoryFixtures {
    /// `tipfmt-history`, next to the `tipfmt` the tests run.
    static let historyBinary = (Tipfmt.binary as NSString).deletingLastPathComponent + "/tipfmt-history"

    /// 84.50 USD, 18% tip: 84.50 × 0.18 = 15.21, total 99.71, split 3: 33.24 + 33.24 + 33.23
    /// (bill 28.17 + 28.17 + 28.16, tip 5.07 each). Saved 2026-11-20 12:00 UTC (21:00 in Tokyo).
    static let lunch = SavedBill(
        savedAt: "2026-11-20T12:00:00Z", note: "Lunch, \"team\"", command: .calc, locale: "en_US", currency: "USD",
        fractionDigits: 2,
        request: SavedBill.Request(
            billInput: "84.50", bill: "84.50", tax: nil, tip: SavedBill.Tip(percent: "18"), tipBase: "pretax",
            service: nil, party: SavedBill.Party(split: 3), rounding: "none", roundingIncrement: nil, cash: false,
            home: nil),
        result: SavedBill.Outcome(
            bill: "84.50", tax: "0.00", service: "0.00", tip: "15.21", total: "99.71", tipPercent: "18",
            effectiveTipPercent: "18.00", home: nil),
        formatted: SavedBill.Formatted(
            bill: "$84.50", tax: "$0.00", service: "$0.00", tip: "$15.21", total: "$99.71", tipPercent: "18%",
            home: nil),
        people: [
            person("33.24", "28.17", "0.00", "5.07", "$33.24"), person("33.24", "28.17", "0.00", "5.07", "$33.24"),
            person("33.23", "28.16", "0.00", "5.07", "$33.23"),
        ],
        outputs: outputs(calc: "Bill   $84.50\nTotal  $99.71\n", receipt: "LUNCH RECEIPT\n"))

    /// 4500 JPY, 10% tip: 450, total 4950, at 1 JPY = 0.0061 EUR: 4950 × 0.0061 = 30.195 → 30.20
    /// EUR (half-even), split 4500 : 450 → 27.45 + 2.75. Saved 2026-11-21 10:30 UTC (19:30 in Tokyo).
    static let kyoto = SavedBill(
        savedAt: "2026-11-21T10:30:00Z", note: "Dinner in Kyoto", command: .calc, locale: "ja_JP", currency: "JPY",
        fractionDigits: 0,
        request: SavedBill.Request(
            billInput: "4500", bill: "4500", tax: nil, tip: SavedBill.Tip(percent: "10"), tipBase: "pretax",
            service: nil, party: SavedBill.Party(split: 1), rounding: "none", roundingIncrement: nil, cash: false,
            home: SavedBill.Home(
                currency: "EUR", fractionDigits: 2, rate: "0.0061", rateSource: "--rate", rateDate: "2026-11-21")),
        result: SavedBill.Outcome(
            bill: "4500", tax: "0", service: "0", tip: "450", total: "4950", tipPercent: "10",
            effectiveTipPercent: "10.00",
            home: SavedBill.HomeOutcome(bill: "27.45", tax: "0.00", tip: "2.75", total: "30.20")),
        formatted: SavedBill.Formatted(
            bill: "\u{FFE5}4,500", tax: "\u{FFE5}0", service: "\u{FFE5}0", tip: "\u{FFE5}450", total: "\u{FFE5}4,950",
            tipPercent: "10%",
            home: SavedBill.HomeOutcome(bill: "€27.45", tax: "€0.00", tip: "€2.75", total: "€30.20")),
        people: [person("4950", "4500", "0", "450", "\u{FFE5}4,950", home: ("30.20", "€30.20"))],
        outputs: outputs(calc: "Bill \u{FFE5}4,500\n", receipt: "領収書\n"))

    /// 120.00 EUR with 20% tip: 24.00, total 144.00, one payer, de_DE. Saved 2026-11-22 23:45 UTC
    /// (2026-11-23 08:45 in Tokyo).
    static let berlin = SavedBill(
        savedAt: "2026-11-22T23:45:00Z", note: nil, command: .receipt, locale: "de_DE", currency: "EUR",
        fractionDigits: 2,
        request: SavedBill.Request(
            billInput: "120", bill: "120.00", tax: nil, tip: SavedBill.Tip(percent: "20"), tipBase: "pretax",
            service: nil, party: SavedBill.Party(split: 1), rounding: "none", roundingIncrement: nil, cash: false,
            home: nil),
        result: SavedBill.Outcome(
            bill: "120.00", tax: "0.00", service: "0.00", tip: "24.00", total: "144.00", tipPercent: "20",
            effectiveTipPercent: "20.00", home: nil),
        formatted: SavedBill.Formatted(
            bill: "120,00\u{A0}€", tax: "0,00\u{A0}€", service: "0,00\u{A0}€", tip: "24,00\u{A0}€",
            total: "144,00\u{A0}€", tipPercent: "20\u{A0}%", home: nil),
        people: [person("144.00", "120.00", "0.00", "24.00", "144,00\u{A0}€")],
        outputs: outputs(calc: "Rechnung  120,00\u{A0}€\n", receipt: "QUITTUNG\n"))

    /// A bill for 50 people: a save writes 50 `bill_person` rows, so a kill can land mid-transaction.
    /// 100.00 USD, 10% tip = 10.00, total 110.00 = 50 × 2.20 (bill 2.00, tip 0.20 each).
    static let crowd = SavedBill(
        savedAt: "2026-11-23T08:00:00Z", note: "Crowd", command: .calc, locale: "en_US", currency: "USD",
        fractionDigits: 2,
        request: SavedBill.Request(
            billInput: "100", bill: "100.00", tax: nil, tip: SavedBill.Tip(percent: "10"), tipBase: "pretax",
            service: nil, party: SavedBill.Party(split: 50), rounding: "none", roundingIncrement: nil, cash: false,
            home: nil),
        result: SavedBill.Outcome(
            bill: "100.00", tax: "0.00", service: "0.00", tip: "10.00", total: "110.00", tipPercent: "10",
            effectiveTipPercent: "10.00", home: nil),
        formatted: SavedBill.Formatted(
            bill: "$100.00", tax: "$0.00", service: "$0.00", tip: "$10.00", total: "$110.00", tipPercent: "10%",
            home: nil),
        people: Array(repeating: person("2.20", "2.00", "0.00", "0.20", "$2.20"), count: 50),
        outputs: outputs(calc: "Crowd\n", receipt: "CROWD\n"))

    static func person(
        _ share: String, _ bill: String, _ tax: String, _ tip: String, _ formatted: String,
        home: (String, String)? = nil
    ) -> SavedBill.Person {
        SavedBill.Person(
            weight: 1, share: share, bill: bill, tax: tax, tip: tip, homeShare: home?.0, formattedShare: formatted,
            formattedHomeShare: home?.1)
    }

    static func outputs(calc: String, receipt: String) -> SavedBill.Outputs {
        SavedBill.Outputs(
            calc: calc,
            receipt: SavedBill.ReceiptOutputs(
                format: "text", width: 42, text: receipt, markdown: "## " + receipt, json: "{}\n",
                html: "<p>" + receipt + "</p>\n"))
    }

    /// The record as `tipfmt` sends it to `tipfmt-history save`.
    static func json(_ bill: SavedBill) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(bill)
    }

    /// The bills `tipfmt history --json` printed.
    static func decodeBills(_ data: Data) throws -> [ShownBill] {
        struct Document: Decodable { var bills: [ShownBill] }
        return try JSONDecoder().decode(Document.self, from: data).bills
    }
}

/// A saved bill as `history show --json` prints it: the record and, under `result`, the bill
/// object every surface writes (the keys these tests compare).
struct ShownBill: Decodable, Equatable {
    struct Result: Decodable, Equatable {
        struct Formatted: Decodable, Equatable {
            var bill, tax, service, tip, total: String
            var shares, tipShares: [String]
        }
        struct Home: Decodable, Equatable {
            var currency, rate: String
            var bill, tax, tip, total: String
            var shares: [String]
        }
        var currency, locale, bill, tax, service, tip, total, tipPercent, effectiveTipPercent: String
        var split: Int
        var weights: [Int]?
        var shares, tipShares: [String]
        var formatted: Formatted
        var home: Home?
    }
    var id: Int64?
    var savedAt: String
    var note: String?
    var command: String
    var locale: String
    var currency: String
    var fractionDigits: Int
    var request: SavedBill.Request
    var result: Result

    /// What a saved single amount record prints as (the formatted tips are not in the record,
    /// so they are `tipShares` as shown).
    static func of(_ bill: SavedBill, tipShares shownTips: [String]) -> ShownBill {
        let people = bill.people
        var home: Result.Home? = nil
        if let asked = bill.request.home, let converted = bill.result.home {
            home = Result.Home(
                currency: asked.currency, rate: asked.rate, bill: converted.bill, tax: converted.tax,
                tip: converted.tip, total: converted.total, shares: people.map { $0.homeShare ?? "" })
        }
        return ShownBill(
            id: bill.id, savedAt: bill.savedAt, note: bill.note, command: bill.command.rawValue, locale: bill.locale,
            currency: bill.currency, fractionDigits: bill.fractionDigits, request: bill.request,
            result: Result(
                currency: bill.currency, locale: bill.locale, bill: bill.result.bill, tax: bill.result.tax,
                service: bill.result.service, tip: bill.result.tip, total: bill.result.total,
                tipPercent: bill.result.tipPercent ?? bill.result.effectiveTipPercent,
                effectiveTipPercent: bill.result.effectiveTipPercent, split: people.count,
                weights: bill.request.party.weights, shares: people.map(\.share), tipShares: people.map(\.tip),
                formatted: Result.Formatted(
                    bill: bill.formatted.bill, tax: bill.formatted.tax, service: bill.formatted.service,
                    tip: bill.formatted.tip, total: bill.formatted.total, shares: people.map(\.formattedShare),
                    tipShares: shownTips),
                home: home))
    }
}

extension Tipfmt {
    /// The history file of this instance.
    var historyPath: String { home + "/data/tipfmt/history.sqlite" }

    /// An instance with its own `XDG_DATA_HOME` and the Tokyo time zone (UTC+9, no summer time).
    static func withHistory() -> Tipfmt {
        Tipfmt(extraEnvironment: { home in ["XDG_DATA_HOME": home + "/data", "TZ": "Asia/Tokyo"] })
    }

    /// Saves `bills` in order through `tipfmt history save`, checking each reports its id.
    func save(_ bills: [SavedBill]) throws {
        for bill in bills {
            let result = try run(["history", "save"], stdin: try HistoryFixtures.json(bill))
            #expect(result.status == 0, "\(result)")
            // The note speaks the bill's language; its id is the last word or the number in it.
            #expect(result.stderr.hasPrefix("tipfmt: note: ") && result.stderr.contains(where: \.isNumber), "\(result)")
        }
    }
}
