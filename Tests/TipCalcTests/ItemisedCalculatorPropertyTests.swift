import Money
import Testing
import TipCalc

/// The rules of itemised bills (docs/ItemisedBills.md), each over 10,000 seeded random bills or requests.
@Suite struct ItemisedCalculatorPropertyTests {
    static let iterations = 10_000

    // MARK: - Random single-amount requests

    private static func randomRequest(_ random: inout SplitMix64) throws -> TipRequest {
        let codes = ["USD", "JPY", "KWD", "CHF", "CZK"]
        let currency = try Currency(code: codes[Int.random(in: 0..<codes.count, using: &random)])
        func units(_ limit: Int64) -> Int64 { limit <= 0 ? 0 : Int64.random(in: 0...limit, using: &random) }
        func percent(max: Int, scale: Int) throws -> ExactDecimal {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return .zero
            case 1: return ExactDecimal(max)
            case 2...4: return ExactDecimal(Int.random(in: 0...max, using: &random))
            default:
                var limit = max
                for _ in 0..<scale { limit *= 10 }
                return try ExactDecimal(significand: Int128(Int.random(in: 0...limit, using: &random)), scale: scale)
            }
        }
        var billUnits: Int64 = 0
        switch Int.random(in: 0..<12, using: &random) {
        case 0: billUnits = 0
        case 1: billUnits = units(20)
        case 2: billUnits = -1 - units(100)  // rejected by both
        default:
            var limit: Int64 = 1
            for _ in 0..<Int.random(in: 1...8, using: &random) { limit *= 10 }
            billUnits = units(limit)
        }
        let bill = Money(minorUnits: billUnits, currency)
        let tip: Tip =
            Int.random(in: 0..<7, using: &random) == 0
            ? .amount(Money(minorUnits: units(max(billUnits, 0) / 3 + 5), currency))
            : .percent(
                Int.random(in: 0..<60, using: &random) == 0 ? ExactDecimal(101) : try percent(max: 100, scale: 2))
        var request = TipRequest(bill: bill, tip: tip)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: request.tax = nil
        case 1: request.tax = .rate(try percent(max: 25, scale: 3))
        case 2: request.tax = .amount(Money(minorUnits: billUnits <= 0 ? 0 : units(billUnits / 4), currency))
        default: request.tax = .amount(Money(minorUnits: units(3), currency))
        }
        request.tipBase = Bool.random(using: &random) ? .pretax : .total
        switch Int.random(in: 0..<6, using: &random) {
        case 0: request.service = .percent(try percent(max: 20, scale: 1))
        case 1: request.service = .amount(Money(minorUnits: units(max(billUnits, 0) + 2), currency))
        default: request.service = nil
        }
        switch Int.random(in: 0..<200, using: &random) {
        case 0: request.party = .even(Int.random(in: 100...1000, using: &random))
        case 1...60:
            request.party = .weights(
                (0..<Int.random(in: 1...6, using: &random)).map { _ in Int.random(in: 1...5, using: &random) })
        default: request.party = .even(Int.random(in: 1...8, using: &random))
        }
        request.rounding = RoundingPolicy.allCases[Int.random(in: 0..<4, using: &random)]
        request.cash = Int.random(in: 0..<3, using: &random) == 0
        if Int.random(in: 0..<3, using: &random) == 0 {
            let increments = ["0.01", "0.05", "0.10", "0.25", "0.50", "1", "5", "100", "0.005", "0"]
            request.roundingIncrement = try ExactDecimal(
                parsing: increments[Int.random(in: 0..<increments.count, using: &random)])
        }
        if Int.random(in: 0..<5, using: &random) == 0 {
            let homes = ["EUR", "JPY", "KWD", "USD"].filter { $0 != currency.code }
            let to = try Currency(code: homes[Int.random(in: 0..<homes.count, using: &random)])
            let rate = try ExactDecimal(
                significand: Int128(Int.random(in: 1...2_000_000, using: &random)),
                scale: Int.random(in: 0...6, using: &random))
            request.home = try ExchangeRate(from: currency, to: to, rate: rate)
            request.homeRounding = Money.RoundingRule.allCases[Int.random(in: 0..<6, using: &random)]
        }
        return request
    }

    /// The request as an itemised bill: one item shared by everyone in the request's weights.
    private static func itemised(_ request: TipRequest) -> ItemisedBill {
        let people: [String]
        let sharing: ItemisedBill.Sharing
        switch request.party {
        case .even(let size):
            people = (0..<max(size, 0)).map { "p\($0 + 1)" }
            sharing = .everyone
        case .weights(let weights):
            people = weights.indices.map { "p\($0 + 1)" }
            sharing = .weighted(weights.enumerated().map { .init("p\($0.offset + 1)", weight: $0.element) })
        }
        var bill = ItemisedBill(
            currency: request.bill.currency,
            items: [ItemisedBill.Item(name: "Bill", unitPrice: request.bill, sharedBy: sharing)])
        bill.people = people.map { ItemisedBill.Person($0) }
        bill.defaultPayment = request.cash ? .cash : .card
        bill.tax = request.tax
        bill.service = request.service
        bill.tip = request.tip
        bill.tipBase = request.tipBase == .pretax ? .pretax : .total
        bill.rounding = request.rounding
        bill.roundingIncrement = request.roundingIncrement
        bill.home = request.home
        bill.homeRounding = request.homeRounding
        return bill
    }

    /// TipCalculator now runs through the bill engine; the code it had before (kept in
    /// ReferenceTipCalculator) gives the same result, or the same error, for every request.
    @Test func tipCalculatorGivesExactlyWhatItGaveBeforeTheEngine() throws {
        var random = SplitMix64(seed: 0x1_7E_A1_5E)
        var compared = 0
        for _ in 0..<Self.iterations {
            let request = try Self.randomRequest(&random)
            let before: Result<ReferenceResult, TipCalcError>
            do { before = .success(try ReferenceTipCalculator.calculate(request)) } catch { before = .failure(error) }
            let now: Result<ReferenceResult, TipCalcError>
            do { now = .success(ReferenceResult(try TipCalculator.calculate(request))) } catch { now = .failure(error) }
            if now != before {
                Issue.record("\(request): before \(before), now \(now)")
            }
            if case .success = before { compared += 1 }
        }
        #expect(compared > Self.iterations * 6 / 10)
    }

    /// A bill of one item shared by everyone gives exactly the single-amount result.
    @Test func oneItemSharedByAllGivesTheSingleAmountResult() throws {
        var random = SplitMix64(seed: 0x0E_17E_A11)
        var compared = 0
        for _ in 0..<Self.iterations {
            let request = try Self.randomRequest(&random)
            let single: TipResult
            do {
                single = try TipCalculator.calculate(request)
            } catch {
                #expect(throws: TipCalcError.self, "\(request)") {
                    try ItemisedCalculator.calculate(Self.itemised(request))
                }
                continue
            }
            let result: ItemisedResult
            do {
                result = try ItemisedCalculator.calculate(Self.itemised(request))
            } catch {
                Issue.record("\(error) for \(request), which TipCalculator computes")
                continue
            }
            compared += 1
            let people = result.people.map(\.amounts)
            let tips = try people.map { try $0.tip.adding($0.rounding) }
            let bills = try people.map { try $0.items.subtracting($0.discount) }
            let tipAndRounding = try result.totals.tip.adding(result.totals.rounding)
            let same =
                result.method == .wholeBill && people.map(\.pays) == single.shares && tips == single.tipShares
                && bills == single.billShares && people.map(\.tax) == single.taxShares
                && result.totals.pays == single.total && result.totals.tax == single.tax
                && tipAndRounding == single.tip
                && result.totals.service == single.service && result.totals.items == single.bill
                && result.effectiveTipPercent == single.effectiveTipPercent && result.tipPercent == single.tipPercent
                && result.home == single.home
            if !same {
                Issue.record("itemised \(result.people.map(\.amounts)) ≠ single \(single) for \(request)")
            }
        }
        #expect(compared > Self.iterations * 6 / 10)
    }

    // MARK: - Random itemised bills

    private struct Case: CustomStringConvertible {
        var bill: ItemisedBill
        /// Declared people who are in no item.
        var idle: Set<String>
        var description: String {
            let items = bill.items.map {
                "\($0.quantity)x \($0.name) \($0.unitPrice.amountText) \($0.sharedBy) rate \(String(describing: $0.taxRate)) "
                    + "off \(String(describing: $0.discount)) tipped \($0.isTipped)"
            }
            return "\(bill.currency) people \(bill.people.map { "\($0.name):\(String(describing: $0.payment))" }) "
                + "items \(items) tax \(String(describing: bill.tax)) included \(bill.pricesIncludeTax) discount "
                + "\(String(describing: bill.discount)) service \(String(describing: bill.service)) tip \(bill.tip) "
                + "on \(bill.tipBase) rounding \(bill.rounding) \(String(describing: bill.roundingIncrement)) cash "
                + "\(bill.cashRounding) paid by \(String(describing: bill.paidBy))"
        }
    }

    private static func randomBill(_ random: inout SplitMix64) throws -> Case {
        let codes = ["USD", "CHF", "JPY", "KWD", "EUR", "CZK"]
        let currency = try Currency(code: codes[Int.random(in: 0..<codes.count, using: &random)])
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        let count = int(1...6)
        let names = (0..<count).map { "p\($0)" }
        let idleCount = int(0...3) == 0 ? int(1...2) : 0
        let idle = (0..<idleCount).map { "idle\($0)" }
        var people = (names + idle).map {
            ItemisedBill.Person($0, payment: int(0...2) == 0 ? .cash : int(0...1) == 0 ? .card : nil)
        }
        people.shuffle(using: &random)
        let rates: [ExactDecimal] = [.zero, ExactDecimal(5), ExactDecimal(7), try dec("8.875"), ExactDecimal(19)]
        let perItemRates = int(0...2) == 0
        let shareAlike = int(0...5) == 0
        let common: ItemisedBill.Sharing =
            idle.isEmpty && int(0...1) == 0 ? .everyone : .weighted(names.map { .init($0, weight: int(1...3)) })
        var items: [ItemisedBill.Item] = []
        for index in 0..<int(1...8) {
            let price = Money(minorUnits: int(0...9) == 0 ? 0 : Int64(int(1...20_000)), currency)
            let sharing: ItemisedBill.Sharing
            if shareAlike {
                sharing = common
            } else {
                switch int(0...5) {
                case 0 where idle.isEmpty: sharing = .everyone
                case 1, 2: sharing = .person(names[int(0...(count - 1))])
                case 3:
                    sharing = .weighted(
                        names.shuffled(using: &random).prefix(int(1...count)).map { .init($0, weight: int(1...4)) })
                default: sharing = .equally(Array(names.shuffled(using: &random).prefix(int(1...count))))
                }
            }
            var item = ItemisedBill.Item(
                name: "item\(index)", quantity: int(1...3), unitPrice: price, sharedBy: sharing)
            if perItemRates { item.taxRate = rates[int(0...(rates.count - 1))] }
            switch int(0...7) {
            case 0: item.discount = .percent(ExactDecimal(int(0...100)))
            case 1: item.discount = .amount(Money(minorUnits: price.minorUnits / 2, currency))
            default: break
            }
            item.isTipped = int(0...5) != 0
            items.append(item)
        }
        var bill = ItemisedBill(currency: currency, items: items)
        bill.people = people
        bill.defaultPayment = int(0...3) == 0 ? .cash : .card
        if !perItemRates {
            switch int(0...3) {
            case 0: bill.tax = .rate(rates[int(0...(rates.count - 1))])
            case 1: bill.tax = .amount(Money(minorUnits: Int64(int(0...50)), currency))
            default: bill.tax = nil
            }
        }
        bill.pricesIncludeTax = int(0...2) == 0
        switch int(0...5) {
        case 0: bill.discount = .percent(ExactDecimal(int(0...30)))
        case 1: bill.discount = .amount(Money(minorUnits: Int64(int(0...3)), currency))
        default: bill.discount = nil
        }
        switch int(0...5) {
        case 0: bill.service = .percent(try dec("12.5"))
        case 1: bill.service = .amount(Money(minorUnits: Int64(int(0...2)), currency))
        default: bill.service = nil
        }
        bill.tip =
            int(0...6) == 0
            ? .amount(Money(minorUnits: Int64(int(0...2_000)), currency)) : .percent(ExactDecimal(int(0...25)))
        bill.tipBase = ItemisedBill.TipBase.allCases[int(0...2)]
        bill.rounding = int(0...3) == 0 ? RoundingPolicy.allCases[int(0...3)] : .none
        if bill.rounding != .none && int(0...2) == 0 {
            bill.roundingIncrement = currency.fractionDigits == 0 ? ExactDecimal(10) : try dec("0.50")
        }
        bill.cashRounding = int(0...2) == 0 ? .separate : .tip
        if int(0...3) == 0 { bill.paidBy = names[int(0...(count - 1))] }
        return Case(bill: bill, idle: Set(idle))
    }

    private static var columns: [(String, KeyPath<ItemisedResult.Amounts, Money>)] {
        [
            ("items", \.items), ("discount", \.discount), ("tax", \.tax), ("includedTax", \.includedTax),
            ("service", \.service), ("tip", \.tip), ("rounding", \.rounding), ("pays", \.pays),
        ]
    }

    /// Per column the people's parts sum exactly to the bill's; each pays items − discount + tax + tip
    /// + rounding; someone who had nothing pays nothing; cash payers pay multiples of the cash step and
    /// card payers their exact amount; the tip taken up by rounding never goes below zero; the
    /// order of the items changes nobody's amount.
    @Test func everyRuleHoldsForRandomBills() throws {
        var random = SplitMix64(seed: 0x17E_A15E_D)
        var computed = 0
        var perItem = 0
        var cashRounded = 0
        for _ in 0..<Self.iterations {
            let item = try Self.randomBill(&random)
            let bill = item.bill
            let result: ItemisedResult
            do {
                result = try ItemisedCalculator.calculate(bill)
            } catch {
                continue  // a discount or service larger than the random bill: not what this test is about
            }
            computed += 1
            if result.method == .perItem { perItem += 1 }
            let currency = bill.currency
            for (name, path) in Self.columns {
                let sum = result.people.reduce(Int128(0)) { $0 + Int128($1.amounts[keyPath: path].minorUnits) }
                if sum != Int128(result.totals[keyPath: path].minorUnits) {
                    Issue.record("\(name) parts sum to \(sum), not \(result.totals[keyPath: path]) for \(item)")
                }
            }
            var printed: Int64 = 0
            for line in bill.items { printed += line.unitPrice.minorUnits * Int64(line.quantity) }
            #expect(result.totals.items.minorUnits == printed, "items total for \(item)")
            let rows: [(name: String, payment: ItemisedBill.PaymentMethod?, amounts: ItemisedResult.Amounts)] =
                result.people.map { ($0.name, $0.payment, $0.amounts) } + [("totals", nil, result.totals)]
            for person in rows {
                let a = person.amounts
                let sum =
                    a.items.minorUnits - a.discount.minorUnits + a.tax.minorUnits + a.tip.minorUnits
                    + a.rounding.minorUnits
                if sum != a.pays.minorUnits || a.pays.isNegative || a.tip.isNegative
                    || a.discount.minorUnits > a.items.minorUnits
                {
                    Issue.record("\(person.name): \(a) does not add up for \(item)")
                }
                if item.idle.contains(person.name) && !(Self.columns.allSatisfy { a[keyPath: $0.1].isZero }) {
                    Issue.record("\(person.name) had nothing but has \(a) for \(item)")
                }
                if person.name == "totals" { continue }
                if result.roundingIsTip && a.tip.minorUnits + a.rounding.minorUnits < 0 {
                    Issue.record("\(person.name)'s tip went below zero: \(a) for \(item)")
                }
                let step = currency.cashIncrementMinorUnits
                if person.payment == .cash && result.totals.pays.minorUnits > 0 && step > 1 {
                    cashRounded += 1
                    if a.pays.minorUnits % step != 0 {
                        Issue.record("\(person.name) pays cash \(a.pays), not a multiple of \(step) for \(item)")
                    }
                }
                if person.payment == .card && bill.rounding == .none && result.method == .perItem && !a.rounding.isZero
                {
                    Issue.record("\(person.name) pays by card but was rounded: \(a) for \(item)")
                }
            }
            if let payer = bill.paidBy {
                let owed = result.debts.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
                let own = result.people.first { $0.name == payer }?.amounts.pays.minorUnits ?? -1
                #expect(owed + own == result.totals.pays.minorUnits, "debts for \(item)")
            }
            // The same bill with the items in another order.
            var shuffled = bill
            shuffled.items.shuffle(using: &random)
            let again = try ItemisedCalculator.calculate(shuffled)
            if again.people != result.people || again.totals != result.totals {
                Issue.record("reordering the items changed amounts for \(item)")
            }
        }
        #expect(computed > Self.iterations * 8 / 10)
        #expect(perItem > Self.iterations / 2)
        #expect(cashRounded > Self.iterations / 10)
    }

    /// Each person's tip is their proportional part of the tip (by what they had of the tipped items),
    /// rounded down or up: |part × K − tip × key| < K.
    @Test func tipPartsAreProportionalToWhatEachHad() throws {
        var random = SplitMix64(seed: 0x71_9B_A5_E5)
        var checked = 0
        for _ in 0..<2_000 {
            let item = try Self.randomBill(&random)
            guard let result = try? ItemisedCalculator.calculate(item.bill), result.method == .perItem else { continue }
            var keys = [Int128](repeating: 0, count: result.people.count)
            for line in result.items where line.isTipped {
                for part in line.parts {
                    let had =
                        item.bill.tipBase == .beforeDiscount ? part.amount : try part.amount.subtracting(part.discount)
                    keys[part.person] += Int128(had.minorUnits)
                }
            }
            let sum = keys.reduce(0, +)
            guard sum > 0 else { continue }
            checked += 1
            let tip = Int128(result.totals.tip.minorUnits)
            for (index, person) in result.people.enumerated() {
                let gap = Int128(person.amounts.tip.minorUnits) * sum - tip * keys[index]
                if gap <= -sum || gap >= sum {
                    Issue.record("\(person.name)'s tip \(person.amounts.tip) is not proportional for \(item)")
                }
            }
        }
        #expect(checked > 1_000)
    }
}
