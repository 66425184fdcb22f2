import Money
import Testing

@Suite struct MoneyAllocationTests {
    @Test func examples() throws {
        #expect(try Money(parsing: "100.00", .usd).allocated(into: 3).map(\.amountText) == ["33.34", "33.33", "33.33"])
        #expect(
            try Money(parsing: "-100.00", .usd).allocated(into: 3).map(\.amountText) == ["-33.34", "-33.33", "-33.33"])
        #expect(
            try Money(parsing: "10.00", .usd).allocated(by: [2, 1, 1]).map(\.amountText) == ["5.00", "2.50", "2.50"])
        #expect(try Money(parsing: "0.05", .usd).allocated(into: 3).map(\.amountText) == ["0.02", "0.02", "0.01"])
        #expect(try Money(parsing: "0.01", .usd).allocated(into: 3).map(\.amountText) == ["0.01", "0.00", "0.00"])
        #expect(
            try Money(parsing: "10.00", .chf).allocated(into: 3, in: .cash).map(\.amountText) == [
                "3.35", "3.35", "3.30",
            ])
        #expect(
            try Money(parsing: "1000", .jpy).allocated(into: 3, in: .increment(100)).map(\.amountText) == [
                "400", "300", "300",
            ])
        #expect(try Money(parsing: "1.03", .usd).allocated(by: [1, 3]).map(\.amountText) == ["0.26", "0.77"])
        #expect(try Money(parsing: "7.00", .usd).allocated(into: 1).map(\.amountText) == ["7.00"])
        let many = try Money(parsing: "100.00", .usd).allocated(into: 10_000)
        #expect(many.count == 10_000)
        #expect(many.prefix(1).map(\.minorUnits) == [1] && many.last?.minorUnits == 1)
    }

    @Test func errors() throws {
        let money = try Money(parsing: "10.00", .usd)
        #expect(
            moneyError { try money.allocated(into: 0) }
                == .invalidRatios([0], reason: "the number of parts must be from 1 to 10000"))
        guard case .invalidRatios = moneyError({ try money.allocated(into: 10_001) }) else {
            Issue.record("10001"); return
        }
        guard case .invalidRatios = moneyError({ try money.allocated(into: -1) }) else { Issue.record("-1"); return }
        guard case .invalidRatios = moneyError({ try money.allocated(by: []) }) else { Issue.record("[]"); return }
        guard case .invalidRatios = moneyError({ try money.allocated(by: [1, 0]) }) else {
            Issue.record("zero"); return
        }
        guard case .invalidRatios = moneyError({ try money.allocated(by: [2, -1]) }) else {
            Issue.record("negative"); return
        }
        guard case .invalidRatios = moneyError({ try money.allocated(by: Array(repeating: 1, count: 10_001)) }) else {
            Issue.record("10001 weights")
            return
        }
        let francs = try Money(parsing: "1.03", .chf)
        guard case .invalidIncrement = moneyError({ try francs.allocated(into: 2, in: .cash) }) else {
            Issue.record("1.03 CHF is not a multiple of 0.05")
            return
        }
    }

    /// Thousands of random splits: the sum is exact, shares are whole steps, equal shares differ by
    /// at most one step with the larger first, and weighted shares are within a step of exact.
    @Test func propertiesHoldOverRandomCases() throws {
        var random = SplitMix64(seed: 0x5EED)
        let currencies = [Currency.usd, .jpy, .chf, try Currency(code: "KWD"), try Currency(code: "DKK")]
        for _ in 0..<2_000 {
            let currency = currencies.randomElement(using: &random) ?? .usd
            let precision: Money.Precision = Bool.random(using: &random) ? .cash : .minorUnit
            let magnitude: Int64 =
                [1_000, 1_000_000, 1_000_000_000_000, Int64.max / 2].randomElement(using: &random) ?? 1_000
            var units = Int64.random(in: -magnitude...magnitude, using: &random)
            let step = currency.cashIncrementMinorUnits
            if precision == .cash { units -= units % step }
            let total = Money(minorUnits: units, currency)
            let stepUnits = precision == .cash ? step : 1
            let useWeights = Bool.random(using: &random)
            let count = Int.random(in: 1...(Bool.random(using: &random) ? 12 : 120), using: &random)
            let weights =
                useWeights
                ? (0..<count).map { _ in Int.random(in: 1...20, using: &random) } : Array(repeating: 1, count: count)
            let shares =
                useWeights
                ? try total.allocated(by: weights, in: precision) : try total.allocated(into: count, in: precision)

            let context = "\(total) into \(useWeights ? "\(weights)" : "\(count) parts") by \(precision)"
            #expect(shares.count == count, "\(context)")
            #expect(shares.allSatisfy { $0.currency == currency }, "\(context)")
            #expect(shares.reduce(Int128(0)) { $0 + Int128($1.minorUnits) } == Int128(units), "sum of \(context)")
            #expect(shares.allSatisfy { $0.minorUnits % stepUnits == 0 }, "whole steps: \(context)")
            #expect(shares.allSatisfy { $0.minorUnits == 0 || ($0.minorUnits < 0) == (units < 0) }, "sign: \(context)")
            // |share × W − total × w| < step × W: each share is within one step of its exact proportion.
            let totalWeight = Int128(weights.reduce(0, +))
            let proportional = zip(shares, weights).allSatisfy { share, weight in
                (Int128(share.minorUnits) * totalWeight - Int128(units) * Int128(weight)).magnitude
                    < UInt128(stepUnits) * UInt128(totalWeight)
            }
            #expect(proportional, "proportional: \(context)")
            // Among equal weights: spread at most one step, larger magnitude first.
            for weight in Set(weights) {
                let same = zip(shares, weights).filter { $0.1 == weight }.map { $0.0.minorUnits.magnitude }
                if let high = same.max(), let low = same.min() {
                    #expect(high - low <= UInt64(stepUnits), "spread: \(context)")
                    #expect(same == same.sorted(by: >), "larger shares first: \(context)")
                }
            }
        }
    }
}
