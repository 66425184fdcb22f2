import Money
import TipCalc

extension Benchmarks {
    /// A fixed bill of `items` items among `people` people in CHF: most items had by one person,
    /// others shared equally, by weights or by everyone; some with their own tax rate, a discount or
    /// not tipped; 8.1% tax on top, a 5% bill discount, an 18% tip; every third person pays cash.
    static func itemisedBill(items count: Int, people: Int) throws -> ItemisedBill {
        var state: UInt64 = 0x1_7E_A1_5E
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let names = (0..<people).map { "p\($0)" }
        var items: [ItemisedBill.Item] = []
        items.reserveCapacity(count)
        let reduced = try ExactDecimal(parsing: "2.6")
        for index in 0..<count {
            let price = Money(minorUnits: Int64(100 + next(6_000)), .chf)
            let sharing: ItemisedBill.Sharing
            switch next(10) {
            case 0...3: sharing = .person(names[next(people)])
            case 4...6:
                let start = next(people)
                sharing = .equally((0..<(2 + next(5))).map { names[(start + $0 * 7) % people] })
            case 7, 8:
                let start = next(people)
                sharing = .weighted(
                    (0..<(2 + next(4))).map { .init(names[(start + $0 * 3) % people], weight: 1 + next(3)) })
            default: sharing = .everyone
            }
            var item = ItemisedBill.Item(
                name: "item \(index)", quantity: 1 + next(3), unitPrice: price, sharedBy: sharing)
            if next(5) == 0 { item.taxRate = reduced }
            if next(10) == 0 { item.discount = .percent(10) }
            if next(20) == 0 { item.isTipped = false }
            items.append(item)
        }
        var bill = ItemisedBill(currency: .chf, items: items)
        bill.people = names.enumerated().map {
            ItemisedBill.Person($0.element, payment: $0.offset % 3 == 0 ? .cash : .card)
        }
        bill.tax = .rate(try ExactDecimal(parsing: "8.1"))
        bill.discount = .percent(5)
        bill.tip = .percent(18)
        return bill
    }

    /// Times ItemisedCalculator on a 1,000-item bill among 50 people (target: under 5 ms per bill),
    /// against a baseline measured in the same run: 1,000 single-amount TipCalculator calculations
    /// (one per item, three ways) through the same engine.
    static func itemisedReport(runs: Int) throws {
        let bill = try itemisedBill(items: 1_000, people: 50)
        let result = try ItemisedCalculator.calculate(bill)
        var paid: Int64 = 0
        for person in result.people { paid += person.amounts.pays.minorUnits }
        guard paid == result.totals.pays.minorUnits, result.method == .perItem else {
            throw BenchmarkFailure("the itemised bill's payments do not sum to its total")
        }
        let singles = bill.items.map { item in
            var request = TipRequest(bill: item.unitPrice, tip: .percent(18))
            request.tax = .rate(8)
            request.party = .even(3)
            return request
        }
        let repeats = 20
        var lines = [
            BenchmarkLine("ItemisedCalculator, 1,000 items / 50 people") {
                var checksum = 0, failures = 0
                for _ in 0..<repeats {
                    do { checksum &+= Int(try ItemisedCalculator.calculate(bill).totals.pays.minorUnits) } catch {
                        failures += 1
                    }
                }
                return (checksum, failures)
            },
            BenchmarkLine("  the same with the explanation", informational: true) {
                var checksum = 0, failures = 0
                for _ in 0..<repeats {
                    do {
                        checksum &+= try ItemisedCalculator.calculate(bill, explaining: true).explanation.count
                    } catch { failures += 1 }
                }
                return (checksum, failures)
            },
            BenchmarkLine("1,000 x TipCalculator.calculate (baseline)") {
                var checksum = 0, failures = 0
                for _ in 0..<repeats {
                    for request in singles {
                        do { checksum &+= Int(try TipCalculator.calculate(request).total.minorUnits) } catch {
                            failures += 1
                        }
                    }
                }
                return (checksum, failures)
            },
        ]
        for _ in 0..<max(runs, 1) {
            for index in lines.indices { lines[index].run() }
        }
        let baseline = lines[2].cpuMedian
        print("")
        print("Itemised bill (\(bill.items.count) items, \(result.people.count) people, CHF, per-item split):")
        print(
            "\(padded("line", 52, left: false)) \(padded("cpu ms/bill", 12)) \(padded("wall ms", 9)) \(padded("x base", 7))"
        )
        for line in lines {
            let mark = line.failures == 0 ? "" : "  (\(line.failures) FAILED)"
            print(
                "\(padded(line.name, 52, left: false)) \(padded(fixed(line.cpuMedian / Double(repeats) / 1e6, 3), 12))"
                    + " \(padded(fixed(line.median / Double(repeats) / 1e6, 3), 9))"
                    + " \(padded(fixed(line.cpuMedian / baseline, 2), 7))\(mark)")
        }
        let perBill = lines[0].cpuMedian / Double(repeats) / 1e6
        print("  target: 1,000 items / 50 people under 5 ms: \(fixed(perBill, 3)) ms \(perBill < 5 ? "MET" : "MISSED")")
    }
}
