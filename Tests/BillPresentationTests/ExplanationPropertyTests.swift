import BillPresentation
import Money
import Testing
import TipCalc

/// Over seeded random itemised bills: every number a step records redoes the result, and the
/// steps in words name what each person pays.
@Suite struct ExplanationPropertyTests {
    static let iterations = 2_000

    private static func randomBill(_ random: inout SplitMix64) throws -> ItemisedBill {
        let codes = ["USD", "CHF", "JPY", "KWD"]
        let currency = try Currency(code: codes[Int.random(in: 0..<codes.count, using: &random)])
        let names = ["ann", "ben", "cy", "dee", "eve"].prefix(Int.random(in: 1...5, using: &random))
        func price() -> Money {
            Money(
                minorUnits: Int64.random(in: 0...(Bool.random(using: &random) ? 99 : 50_000), using: &random), currency)
        }
        func percent(_ max: Int) throws -> ExactDecimal {
            try ExactDecimal(significand: Int128(Int.random(in: 0...max * 10, using: &random)), scale: 1)
        }
        var items: [ItemisedBill.Item] = []
        for number in 0..<Int.random(in: 1...5, using: &random) {
            let sharing: ItemisedBill.Sharing
            switch Int.random(in: 0..<4, using: &random) {
            case 0: sharing = .everyone
            case 1: sharing = .person(names.randomElement(using: &random) ?? "ann")
            case 2: sharing = .equally(names.filter { _ in Bool.random(using: &random) } + [names[0]])
            default:
                sharing = .weighted(names.map { .init($0, weight: Int.random(in: 1...4, using: &random)) })
            }
            var item = ItemisedBill.Item(
                name: "item \(number)", quantity: Int.random(in: 1...3, using: &random), unitPrice: price(),
                sharedBy: sharing)
            if Int.random(in: 0..<5, using: &random) == 0 { item.discount = .percent(try percent(30)) }
            if Int.random(in: 0..<5, using: &random) == 0 { item.taxRate = try percent(25) }
            items.append(item)
        }
        var bill = ItemisedBill(currency: currency, items: items)
        if Bool.random(using: &random) { bill.people = names.map { ItemisedBill.Person($0) } }
        bill.tax = Bool.random(using: &random) ? .rate(try percent(20)) : nil
        bill.pricesIncludeTax = Int.random(in: 0..<3, using: &random) == 0
        if Int.random(in: 0..<4, using: &random) == 0 { bill.discount = .percent(try percent(20)) }
        if Int.random(in: 0..<5, using: &random) == 0 { bill.service = .percent(try percent(15)) }
        bill.tip =
            Int.random(in: 0..<5, using: &random) == 0
            ? .amount(Money(minorUnits: Int64.random(in: 0...500, using: &random), currency))
            : .percent(try percent(25))
        bill.tipBase = [.pretax, .total, .beforeDiscount][Int.random(in: 0..<3, using: &random)]
        bill.defaultPayment = Int.random(in: 0..<3, using: &random) == 0 ? .cash : .card
        if Int.random(in: 0..<3, using: &random) == 0 { bill.payments = [names[0]: .cash] }
        bill.rounding = RoundingPolicy.allCases[Int.random(in: 0..<RoundingPolicy.allCases.count, using: &random)]
        if Int.random(in: 0..<4, using: &random) == 0 { bill.cashRounding = .separate }
        if Int.random(in: 0..<4, using: &random) == 0 { bill.paidBy = names.last }
        return bill
    }

    /// Every split's parts sum to its amount, each part is its whole steps plus one step for each
    /// leftover unit it took, the units given are the split's remainder (an item with its own
    /// discount is split twice, what is left and the discount, each whole, so its parts are their
    /// sums and only add up, as do the shares of a total rounded up share by share); each
    /// payment's figures
    /// add up to what the person pays; the taxes and the total paid are the result's.
    @Test func everyNumberAStepRecordsRedoesTheResult() throws {
        var random = SplitMix64(seed: 0xE_4B1A_1)
        var checked = 0
        for _ in 0..<Self.iterations {
            let bill = try Self.randomBill(&random)
            guard let result = try? ItemisedCalculator.calculate(bill, explaining: true) else { continue }
            checked += 1
            let pays = result.people.map(\.amounts.pays.minorUnits)
            var taxes: [Int64] = []
            var discounted = false
            var sharesUp = false
            for step in result.explanation {
                switch step {
                case .item(let item):
                    discounted = item.discountAmount > 0
                case .wholeTotal(let total):
                    if case .sharesUp = total.rounding { sharesUp = true }
                case .split(let split):
                    let parts = split.shares.reduce(Int64(0)) { $0 + $1.part }
                    if parts != split.amount { Issue.record("parts \(parts) ≠ \(split.amount): \(split)") }
                    if case .item = split.subject, discounted { continue }
                    if case .total = split.subject, sharesUp { continue }
                    let units = Int128(split.amount / split.step)
                    var floors: Int128 = 0
                    for share in split.shares {
                        let product = units * Int128(share.weight)
                        floors += product / split.totalWeight
                        let took = split.unitsGiven.contains { $0.person == share.person }
                        if share.numerator != Int128(split.amount) * Int128(share.weight)
                            || share.remainder != product % split.totalWeight
                            || Int128(share.floor) != product / split.totalWeight * Int128(split.step)
                            || share.part != share.floor + (took ? split.step : 0)
                        {
                            Issue.record("share \(share) does not redo \(split)")
                        }
                    }
                    if !split.isSole && Int64(units - floors) != Int64(split.unitsGiven.count) {
                        Issue.record("\(split.unitsGiven.count) units given, \(units - floors) left: \(split)")
                    }
                    if split.leftover != Int64(units - floors) { Issue.record("leftover of \(split)") }
                    if case .total = split.subject, split.shares.map(\.part) != split.shares.map({ pays[$0.person] }) {
                        Issue.record("total split \(split) is not what each pays, \(pays)")
                    }
                case .payment(let payment):
                    let paid = payment.rounding?.pay ?? payment.exact
                    if payment.items - payment.discount + payment.tax + payment.tip != payment.exact
                        || paid != pays[payment.person]
                    {
                        Issue.record("payment \(payment) does not give \(pays[payment.person])")
                    }
                case .tax(let tax):
                    taxes.append(tax.amount)
                    if let quotient = tax.quotient {
                        // Half-up: the amount is the quotient plus a half, rounded down.
                        let halfUp = (2 * quotient.numerator + quotient.denominator) / (2 * quotient.denominator)
                        if halfUp != Int128(tax.amount) { Issue.record("tax \(tax) is not its quotient half-up") }
                    }
                case .totalPaid(let total):
                    if total.total != result.totals.pays.minorUnits
                        || total.net + total.tax + total.tip + total.rounding != total.total
                    {
                        Issue.record("total \(total) is not \(result.totals.pays)")
                    }
                default:
                    break
                }
            }
            #expect(taxes == result.taxes.map(\.amount.minorUnits), "\(bill)")
        }
        #expect(checked > Self.iterations / 2)
    }

    /// What each person who pays something pays appears in the steps in words, in English and in
    /// Arabic (its digits canonical, inside an isolated formula); someone outside every item is in
    /// no step.
    @Test func theWordedStepsNameWhatEachPersonPays() throws {
        var random = SplitMix64(seed: 0x5_7E_B5)
        let arabic = ReceiptLabels(locale: try LocaleIdentifier("ar_EG"))
        for _ in 0..<Self.iterations / 4 {
            let bill = try Self.randomBill(&random)
            guard let result = try? ItemisedCalculator.calculate(bill, explaining: true) else { continue }
            for labels in [ReceiptLabels.english, arabic] {
                let text = Explanation(of: result, in: labels).lines.map(\.text).joined(separator: "\n")
                for person in result.people
                where !person.amounts.pays.isZero && !text.contains(person.amounts.pays.amountText) {
                    Issue.record("\(person.name) pays \(person.amounts.pays), not in the steps: \(text)")
                }
            }
        }
    }
}
