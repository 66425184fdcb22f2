import Money
import Testing
import TipCalc

/// No spelling of a bill changes who pays what: over 10,000 seeded random bill files, the same
/// bill with its item lines, `@` lists and setting lines in another order gives identical
/// amounts; and a bill whose items are all shared alike gives the same totals split as a whole
/// or per item.
@Suite struct ItemisedSpellingPropertyTests {
    static let iterations = 10_000

    /// A random bill file: its setting lines and item lines, kept apart so they can be shuffled.
    private struct BillFile: CustomStringConvertible {
        var settings: [String]
        var items: [String]
        var text: String { (settings + items).joined(separator: "\n") }
        var description: String { text.split(separator: "\n").joined(separator: " | ") }
    }

    /// One item line's parts: the `@` list is a list of `name[:weight]` so it can be shuffled.
    private struct ItemLine {
        var head: String
        var sharers: [String]
        var tail: String
        func text(_ sharers: [String]) -> String {
            head + (sharers.isEmpty ? "" : " @" + sharers.joined(separator: ",")) + tail
        }
    }

    private static func randomBill(
        _ random: inout SplitMix64, sharedAlike: Bool = false, currencies: [String] = ["USD", "CHF", "JPY", "KWD"]
    ) -> (file: BillFile, lines: [ItemLine], people: [String]) {
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
        let code = currencies[int(0...(currencies.count - 1))]
        let digits = code == "JPY" ? 0 : code == "KWD" ? 3 : 2
        func amount(_ maximum: Int) -> String {
            let units = int(0...maximum)
            guard digits > 0 else { return "\(units)" }
            var scale = 1
            for _ in 0..<digits { scale *= 10 }
            let fraction = String(units % scale)
            return "\(units / scale).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
        }
        let pool = ["ann", "ben", "cy", "dee", "eve", "fay"].shuffled(using: &random)
        let people = Array(pool.prefix(int(1...5)))
        let declared = chance(50)
        // A name as an item writes it: now and then in another letter case.
        func spelled(_ name: String) -> String { chance(10) ? name.uppercased() : name }
        func sharers() -> [String] {
            switch int(0...5) {
            case 0: return []
            case 1: return ["all"]
            case 2:
                return people.shuffled(using: &random).prefix(int(1...people.count)).map {
                    "\(spelled($0)):\(int(1...3))"
                }
            default: return people.shuffled(using: &random).prefix(int(1...people.count)).map(spelled)
            }
        }
        let common = sharedAlike ? (chance(50) ? [] : people.map { "\($0):\(int(1...3))" }) : []
        var lines: [ItemLine] = []
        for index in 0..<int(1...5) {
            let count = chance(20) ? "\(int(2...4))x " : ""
            var tail = ""
            if !sharedAlike && chance(15) { tail += " tax \([5, 7, 19][int(0...2)])%" }
            if chance(10) { tail += " -\(int(0...50))%" }
            if chance(10) { tail += " no-tip" }
            let price = amount(int(0...9) == 0 ? 0 : 30_000)
            lines.append(
                ItemLine(head: "\(count)item\(index) \(price)", sharers: sharedAlike ? common : sharers(), tail: tail))
        }
        var settings = ["currency: \(code)"]
        if declared { settings.append("people: " + people.joined(separator: ", ")) }
        switch int(0...4) {
        case 0: settings.append("tax: 8.875%")
        case 1: settings.append("tax: 8.1% included")
        case 2 where !sharedAlike: settings.append("tax: \(amount(500))")
        default: break
        }
        if chance(20) { settings.append(chance(50) ? "discount: \(int(0...30))%" : "discount: \(amount(20))") }
        if chance(20) { settings.append(chance(50) ? "service: 12.5%" : "service: \(amount(30))") }
        let bases = ["", " on pretax", " on total", " on before-discount"]
        settings.append(
            (chance(15) ? "tip: \(amount(2_000))" : "tip: \(int(0...25))%") + bases[int(0...(bases.count - 1))])
        if !sharedAlike {
            if chance(30) {
                settings.append(
                    "rounding: " + ["nearest", "up", "shares-up"][int(0...2)]
                        + (chance(30) ? (digits == 0 ? " to 10" : " to 0.50") : ""))
            }
            // Payment and payer names come from the items unless people are declared.
            let named = Set(lines.flatMap { $0.sharers }.map { String($0.split(separator: ":")[0]).lowercased() })
            let payable = declared ? people : people.filter { named.contains($0) }
            let order = payable.shuffled(using: &random)
            let cash = order.prefix(int(0...order.count))
            let card = order.dropFirst(cash.count).prefix(int(0...(order.count - cash.count)))
            if chance(20) { settings.append(chance(50) ? "cash: all" : "card: all") }
            if !cash.isEmpty && chance(60) { settings.append("cash: " + cash.joined(separator: ", ")) }
            if !card.isEmpty && chance(40) { settings.append("card: " + card.joined(separator: ", ")) }
            if chance(20) { settings.append("cash-rounding: separate") }
            if let payer = payable.randomElement(using: &random), chance(25) { settings.append("paid-by: \(payer)") }
        }
        let file = BillFile(settings: settings, items: lines.map { $0.text($0.sharers) })
        return (file, lines, people)
    }

    /// What a bill comes to, by person (names in lower case) and in all.
    private struct Outcome: Equatable {
        var people: [String]
        var payments: [ItemisedBill.PaymentMethod]
        var amounts: [ItemisedResult.Amounts]
        var totals: ItemisedResult.Amounts
        var debts: [String]
        var method: ItemisedResult.Method

        init(_ result: ItemisedResult) {
            people = result.people.map { $0.name.lowercased() }
            payments = result.people.map(\.payment)
            amounts = result.people.map(\.amounts)
            totals = result.totals
            debts = result.debts.map { "\($0.from.lowercased()) \($0.to.lowercased()) \($0.amount)" }
            method = result.method
        }
    }

    private static func outcome(_ text: String) -> Outcome? {
        guard let bill = try? ItemisedBill(text: text), let result = try? ItemisedCalculator.calculate(bill) else {
            return nil
        }
        return Outcome(result)
    }

    /// In four chunks of 2,500 bills, each with its own seed, so they run side by side.
    @Test(arguments: 0..<4)
    func noOrderOfItemsAtListsOrSettingsChangesAnyAmount(_ chunk: Int) {
        var random = SplitMix64(seed: 0x5_9E11_1265 + UInt64(chunk))
        var computed = 0
        var ties = 0
        for _ in 0..<(Self.iterations / 4) {
            let (file, lines, _) = Self.randomBill(&random)
            let shuffled = BillFile(
                settings: file.settings.shuffled(using: &random),
                items: lines.map { $0.text($0.sharers.shuffled(using: &random)) }.shuffled(using: &random))
            // Settings and items may mix: move a setting line among the items now and then.
            var mixed = shuffled.settings + shuffled.items
            if Int.random(in: 0...1, using: &random) == 0 { mixed.shuffle(using: &random) }
            let first = Self.outcome(file.text)
            let second = Self.outcome(mixed.joined(separator: "\n"))
            if first != second {
                Issue.record("\(String(describing: first)) ≠ \(String(describing: second)) for \(file) and \(mixed)")
            }
            if first != nil { computed += 1 }
            if lines.contains(where: { $0.sharers.count > 1 }) { ties += 1 }
        }
        #expect(computed > Self.iterations / 4 * 7 / 10)
        #expect(ties > Self.iterations / 4 / 2)
    }

    /// Every item shared alike, nobody's amount rounded (card, or cash where the cash step is the
    /// minor unit): split as a whole bill (everyone by card) and per item (one pays cash), every
    /// column's total is the same. With the tip, discount and service as percentages each person's
    /// amount differs by a few minor units at most: each item's part is off by under one unit, so
    /// what each had is off by under two per item, and each column split by it (discount, tax,
    /// tip, at most 100% of it) by under one unit more than that.
    @Test func theWholeBillAndPerItemSplitsAgreeWhenEveryItemIsSharedAlike() throws {
        var random = SplitMix64(seed: 0x3_A11_CE)
        var compared = 0
        var percentages = 0
        for _ in 0..<Self.iterations {
            let (file, lines, people) = Self.randomBill(&random, sharedAlike: true, currencies: ["USD", "JPY", "KWD"])
            guard let bill = try? ItemisedBill(text: file.text), let whole = try? ItemisedCalculator.calculate(bill)
            else { continue }
            guard bill.currency.cashIncrementMinorUnits == 1 else { continue }
            var split = bill
            split.payments = [people[Int.random(in: 0...(people.count - 1), using: &random)]: .cash]
            let perItem = try ItemisedCalculator.calculate(split)
            guard people.count > 1 else { continue }
            compared += 1
            #expect(whole.method == .wholeBill && perItem.method == .perItem, "\(file)")
            if whole.totals != perItem.totals {
                Issue.record("totals \(whole.totals) ≠ \(perItem.totals) for \(file)")
            }
            // A fixed tip, discount or service is split by what each had, not by the weights: a
            // unit's difference in what one had can move more than a unit of it.
            if case .amount = bill.tip { continue }
            if case .amount = bill.discount { continue }
            if case .amount = bill.service { continue }
            percentages += 1
            let bound = Int64(8 * lines.count + 5)
            for (a, b) in zip(whole.people, perItem.people) {
                let gap = a.amounts.pays.minorUnits - b.amounts.pays.minorUnits
                if a.name != b.name || gap > bound || gap < -bound || !b.amounts.rounding.isZero {
                    Issue.record("\(a.name): \(a.amounts.pays) whole, \(b.amounts.pays) per item for \(file)")
                }
            }
        }
        #expect(compared > Self.iterations / 2)
        #expect(percentages > Self.iterations / 3)
    }
}
