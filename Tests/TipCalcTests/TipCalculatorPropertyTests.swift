import Money
import Testing
import TipCalc

/// Every rule of `TipCalculator`'s contract (tax, tip, minimum tip, rounding, splits) checked over
/// thousands of seeded random requests against an independent integer oracle (minor units in
/// Int128, half-up by hand).
@Suite struct TipCalculatorPropertyTests {
    static let iterations = 5000

    private static func halfUp(_ numerator: Int128, _ denominator: Int128) -> Int128 {
        (2 * numerator + denominator) / (2 * denominator)  // both non-negative here
    }

    private static func ceilTo(_ value: Int128, _ step: Int128) -> Int128 { (value + step - 1) / step * step }
    private static func nearestTo(_ value: Int128, _ step: Int128) -> Int128 { halfUp(value, step) * step }
    private static func pow10(_ n: Int) -> Int128 { (0..<n).reduce(1) { acc, _ in acc * 10 } }

    /// `units × percent / 100`, half-up.
    private static func percentOf(_ units: Int128, _ percent: ExactDecimal) -> Int128 {
        halfUp(units * percent.significand, pow10(percent.scale + 2))
    }

    struct Case: CustomStringConvertible {
        var request: TipRequest
        var description: String {
            let r = request
            return "bill \(r.bill) tax \(String(describing: r.tax)) base \(r.tipBase) tip \(r.tip) service "
                + "\(String(describing: r.service)) party \(r.party) rounding \(r.rounding) increment "
                + "\(String(describing: r.roundingIncrement)) cash \(r.cash)"
        }
    }

    static func randomCase(_ random: inout SplitMix64) throws -> Case {
        let codes = ["USD", "JPY", "KWD", "CHF"]
        let currency = try Currency(code: codes[Int.random(in: 0..<codes.count, using: &random)])
        func amount(below limit: Int64) -> Money {
            Money(minorUnits: limit <= 0 ? 0 : Int64.random(in: 0...limit, using: &random), currency)
        }
        let billUnits: Int64 =
            Int.random(in: 0..<10, using: &random) == 0
            ? 0 : Int64.random(in: 0..<Int64(pow10(Int.random(in: 1...8, using: &random))), using: &random)
        let bill = Money(minorUnits: billUnits, currency)
        func percent(max: Int, scale: Int) throws -> ExactDecimal {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return .zero
            case 1: return ExactDecimal(max)
            case 2...5: return ExactDecimal(Int.random(in: 0...max, using: &random))
            default:
                let sig = Int128(Int.random(in: 0...(max * Int(pow10(scale))), using: &random))
                return try ExactDecimal(significand: sig, scale: scale)
            }
        }
        let tip: Tip =
            Int.random(in: 0..<7, using: &random) == 0
            ? .amount(amount(below: billUnits / 3 + 5)) : .percent(try percent(max: 100, scale: 2))
        var request = TipRequest(bill: bill, tip: tip)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: request.tax = nil
        case 1: request.tax = .rate(try percent(max: 25, scale: 3))
        default: request.tax = .amount(billUnits == 0 ? .zero(currency) : amount(below: billUnits / 4))
        }
        request.tipBase = Bool.random(using: &random) ? .pretax : .total
        switch Int.random(in: 0..<6, using: &random) {
        case 0: request.service = .percent(try percent(max: 20, scale: 1))
        case 1: request.service = .amount(amount(below: billUnits))
        default: request.service = nil
        }
        switch Int.random(in: 0..<20, using: &random) {
        case 0: request.party = .even(Int.random(in: 1...1000, using: &random))
        case 1...6:
            request.party = .weights(
                (0..<Int.random(in: 1...6, using: &random)).map { _ in Int.random(in: 1...5, using: &random) })
        default: request.party = .even(Int.random(in: 1...8, using: &random))
        }
        request.rounding = RoundingPolicy.allCases[Int.random(in: 0..<4, using: &random)]
        request.cash = Int.random(in: 0..<(currency.code == "CHF" ? 2 : 4), using: &random) == 0
        let increments: [String: [String]] = [
            "USD": ["0.01", "0.05", "0.25", "0.50", "1", "5"], "JPY": ["1", "5", "10", "100", "1000"],
            "KWD": ["0.005", "0.050", "0.5", "1", "10"], "CHF": ["0.05", "0.10", "0.20", "0.50", "1", "5", "0.02"],
        ]
        if Bool.random(using: &random), let list = increments[currency.code] {
            request.roundingIncrement = try ExactDecimal(parsing: list[Int.random(in: 0..<list.count, using: &random)])
        }
        return Case(request: request)
    }

    @Test func everyRuleHoldsForRandomRequests() throws {
        var random = SplitMix64(seed: 0x7195_CA1C)
        var checked = 0
        var roundedCases = 0
        for _ in 0..<Self.iterations {
            let item = try Self.randomCase(&random)
            let request = item.request
            let currency = request.bill.currency
            let cashUnits = Int128(request.cash ? currency.cashIncrementMinorUnits : 1)
            let incrementUnits = try request.roundingIncrement.map {
                Int128(try request.bill.minorUnits(of: .increment($0)))
            }
            if let incrementUnits, incrementUnits % cashUnits != 0 {
                #expect(throws: TipCalcError.self, "\(item)") { try TipCalculator.calculate(request) }
                continue
            }
            let result: TipResult
            do {
                result = try TipCalculator.calculate(request)
            } catch {
                Issue.record("unexpected \(error) for \(item)")
                continue
            }
            checked += 1
            try Self.check(result, item, cashUnits: cashUnits, incrementUnits: incrementUnits, rounded: &roundedCases)
        }
        #expect(checked > Self.iterations * 8 / 10)
        #expect(roundedCases > Self.iterations / 2)
    }

    /// With a home currency: home bill + tax + tip == home total, the home shares sum to it, the
    /// home total is the converted total, and each part is its proportional share of the home
    /// total rounded down or up (|part × Σw − total × w| < Σw), zero for a zero amount.
    @Test func homeAmountsAddUpToTheHomeTotal() throws {
        var random = SplitMix64(seed: 0x40_3E_A3_07)
        let homeCodes = ["EUR", "JPY", "KWD", "USD", "CHF"]
        var checked = 0
        for _ in 0..<2000 {
            var item = try Self.randomCase(&random)
            item.request.roundingIncrement = nil
            let from = item.request.bill.currency
            let candidates = homeCodes.filter { $0 != from.code }
            let to = try Currency(code: candidates[Int.random(in: 0..<candidates.count, using: &random)])
            let scale = Int.random(in: 0...6, using: &random)
            let significand = Int128(Int.random(in: 1...2_000_000, using: &random))
            let rate = try ExchangeRate(from: from, to: to, rate: ExactDecimal(significand: significand, scale: scale))
            item.request.home = rate
            item.request.homeRounding =
                Money.RoundingRule.allCases[
                    Int.random(in: 0..<Money.RoundingRule.allCases.count, using: &random)]
            let result: TipResult
            do {
                result = try TipCalculator.calculate(item.request)
            } catch {
                continue  // an increment or a cash step the case cannot use: not what this test is about
            }
            let home = try #require(result.home, "\(item)")
            checked += 1
            #expect(home.total == (try rate.convert(result.total, rounding: item.request.homeRounding)), "\(item)")
            #expect(
                home.bill.minorUnits + home.tax.minorUnits + home.tip.minorUnits == home.total.minorUnits,
                "home \(home.bill) + \(home.tax) + \(home.tip) ≠ \(home.total) for \(item)")
            #expect(
                home.shares.reduce(Int128(0)) { $0 + Int128($1.minorUnits) } == Int128(home.total.minorUnits),
                "home shares \(home.shares) do not sum to \(home.total) for \(item)")
            #expect(home.shares.count == result.shares.count)
            for (parts, amounts) in [
                ([home.bill, home.tax, home.tip], [result.bill, result.tax, result.tip]), (home.shares, result.shares),
            ] {
                let sum = amounts.reduce(Int128(0)) { $0 + Int128($1.minorUnits) }
                let off = zip(parts, amounts).filter { part, amount in
                    guard sum > 0 else { return part.minorUnits != 0 }
                    if amount.isZero { return !part.isZero }
                    let gap = Int128(part.minorUnits) * sum - Int128(home.total.minorUnits) * Int128(amount.minorUnits)
                    return gap <= -sum || gap >= sum || part.currency != to
                }
                #expect(off.isEmpty, "parts \(off) not proportional to the home total \(home.total) for \(item)")
            }
        }
        #expect(checked > 1500)
    }

    private static func check(
        _ result: TipResult, _ item: Case, cashUnits: Int128, incrementUnits: Int128?, rounded: inout Int
    ) throws {
        let request = item.request
        let currency = request.bill.currency
        let bill = Int128(request.bill.minorUnits)
        // The oracle: tax, service, wanted tip, unrounded total.
        let tax: Int128
        switch request.tax {
        case nil: tax = 0
        case .amount(let money): tax = Int128(money.minorUnits)
        case .rate(let rate): tax = percentOf(bill, rate)
        }
        let service: Int128
        switch request.service {
        case nil: service = 0
        case .amount(let money): service = Int128(money.minorUnits)
        case .percent(let p): service = halfUp(bill * p.significand, 100 * pow10(p.scale) + p.significand)
        }
        let base = request.tipBase == .pretax ? bill : bill + tax
        let wanted: Int128
        switch request.tip {
        case .percent(let p): wanted = percentOf(base, p)
        case .amount(let money): wanted = Int128(money.minorUnits)
        }
        let pre = bill + tax
        let unrounded = pre + max(0, wanted - service)
        let total = Int128(result.total.minorUnits)
        let tip = Int128(result.tip.minorUnits)

        #expect(Int128(result.tax.minorUnits) == tax, "tax \(result.tax) ≠ \(tax) for \(item)")
        #expect(Int128(result.service.minorUnits) == service, "service for \(item)")
        #expect(total == pre + tip, "total ≠ bill + tax + tip for \(item)")
        #expect(total >= pre, "total below bill + tax for \(item)")
        #expect(tip >= 0, "negative tip for \(item)")
        #expect(result.total.currency == currency && result.tip.currency == currency)

        let roundingOn = request.rounding != .none || request.cash
        if bill == 0 {
            #expect(tip == 0 && total == 0, "zero bill gave tip \(result.tip) total \(result.total) for \(item)")
        } else if !roundingOn {
            #expect(total == unrounded, "unrounded total \(result.total) ≠ \(unrounded) for \(item)")
        } else {
            rounded += 1
            // 1%, or the asked percentage (a fixed tip: the tip) if less; at least 1 unit; 0 for a 0 tip.
            let minimumTip: Int128
            switch request.tip {
            case .percent(let p): minimumTip = p == .zero ? 0 : max(percentOf(bill, min(p, ExactDecimal(1))), 1)
            case .amount(let m):
                minimumTip = m.isZero ? 0 : max(min(percentOf(bill, ExactDecimal(1)), Int128(m.minorUnits)), 1)
            }
            // The service included counts toward the minimum tip.
            let floor = pre + max(0, minimumTip - service)
            #expect(tip + service >= minimumTip, "tip and service below the minimum \(minimumTip) for \(item)")
            let step: Int128 =
                request.rounding == .none
                ? cashUnits : incrementUnits ?? lcm(pow10(currency.fractionDigits), cashUnits)
            let start = max(unrounded, floor)
            switch request.rounding {
            case .none, .nearest:
                let nearest = nearestTo(unrounded, step)
                let expected = nearest >= floor ? nearest : ceilTo(start, step)
                #expect(total == expected, "nearest: \(result.total) ≠ \(expected) (step \(step)) for \(item)")
            case .up:
                #expect(total == ceilTo(start, step), "up: \(result.total) for \(item)")
            case .sharesUp:
                #expect(
                    total >= start && total - Int128(result.shares.count) * step < start,
                    "shares-up total \(result.total) for \(item)")
                let offStep = result.shares.filter { Int128($0.minorUnits) % step != 0 }
                #expect(offStep.isEmpty, "shares \(offStep) not multiples of \(step) for \(item)")
            }
            #expect(total % step == 0, "total \(result.total) not a multiple of \(step) for \(item)")
        }

        // Shares and their parts.
        let count = request.party.count
        for (name, parts, sum) in [
            ("shares", result.shares, total), ("tipShares", result.tipShares, tip),
            ("billShares", result.billShares, bill), ("taxShares", result.taxShares, tax),
        ] {
            #expect(parts.count == count, "\(name) count for \(item)")
            #expect(
                parts.reduce(Int128(0)) { $0 + Int128($1.minorUnits) } == sum,
                "\(name) do not sum to \(sum) for \(item)")
            #expect(
                parts.allSatisfy { !$0.isNegative && $0.currency == currency }, "negative \(name) \(parts) for \(item)")
        }
        // Plain loops, one #expect each: per-element expectations would dominate the run time.
        let mismatched = (0..<min(count, result.shares.count)).filter { index in
            result.billShares[index].minorUnits + result.taxShares[index].minorUnits
                + result.tipShares[index].minorUnits
                != result.shares[index].minorUnits
        }
        #expect(mismatched.isEmpty, "shares \(mismatched) ≠ bill + tax + tip parts for \(item)")
        if request.cash {
            let offCash = result.shares.filter { Int128($0.minorUnits) % cashUnits != 0 }
            #expect(offCash.isEmpty, "cash shares \(offCash) not multiples of \(cashUnits) for \(item)")
        }
        if case .even = request.party {
            let units = result.shares.map(\.minorUnits)
            #expect(units == units.sorted(by: >), "even shares not largest first for \(item)")
            if request.rounding != .sharesUp, let first = units.first, let last = units.last {
                #expect(Int128(first - last) <= cashUnits, "even shares differ by more than a step for \(item)")
            }
        }
        // Effective percentage: tip ÷ base × 100, two digits, half-up.
        let effective =
            base == 0 ? ExactDecimal.zero : try ExactDecimal(significand: halfUp(tip * 10_000, base), scale: 2)
        #expect(
            result.effectiveTipPercent == effective,
            "effective \(result.effectiveTipPercent) ≠ \(effective) for \(item)")
    }

    private static func lcm(_ a: Int128, _ b: Int128) -> Int128 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }
}
