import Money
import TipCalc

// TipCalculator.calculate as it was before it ran through the itemised bill engine (main at
// a2545c3: payload errors, the minimum tip of 1% or the percentage asked for, ceiling/floor),
// kept verbatim apart from its result type and one rule decided since (the service included
// counts toward the minimum tip), so a property test can show that the one engine gives exactly
// the same results for every request.

/// The fields of a ``TipResult`` (its initializer is internal to TipCalc).
struct ReferenceResult: Equatable {
    struct Home: Equatable {
        let bill: Money
        let tax: Money
        let tip: Money
        let total: Money
        let shares: [Money]
    }

    let tax: Money
    let service: Money
    let tipPercent: ExactDecimal?
    let tip: Money
    let total: Money
    let effectiveTipPercent: ExactDecimal
    let shares: [Money]
    let tipShares: [Money]
    let billShares: [Money]
    let taxShares: [Money]
    let home: Home?

    init(
        tax: Money, service: Money, tipPercent: ExactDecimal?, tip: Money, total: Money,
        effectiveTipPercent: ExactDecimal, shares: [Money], tipShares: [Money], billShares: [Money],
        taxShares: [Money], home: Home?
    ) {
        self.tax = tax
        self.service = service
        self.tipPercent = tipPercent
        self.tip = tip
        self.total = total
        self.effectiveTipPercent = effectiveTipPercent
        self.shares = shares
        self.tipShares = tipShares
        self.billShares = billShares
        self.taxShares = taxShares
        self.home = home
    }

    init(_ result: TipResult) {
        self.init(
            tax: result.tax, service: result.service, tipPercent: result.tipPercent, tip: result.tip,
            total: result.total, effectiveTipPercent: result.effectiveTipPercent, shares: result.shares,
            tipShares: result.tipShares, billShares: result.billShares, taxShares: result.taxShares,
            home: result.home.map { Home(bill: $0.bill, tax: $0.tax, tip: $0.tip, total: $0.total, shares: $0.shares) })
    }
}

private func referenceWithMoney<T>(_ body: () throws(MoneyError) -> T) throws(TipCalcError) -> T {
    do {
        return try body()
    } catch {
        throw .money(error)
    }
}

enum ReferenceTipCalculator {
    static func calculate(_ request: TipRequest) throws(TipCalcError) -> ReferenceResult {
        let bill = request.bill
        let currency = bill.currency
        guard !bill.isNegative else { throw .negativeAmount(.bill, bill) }
        let weights = try request.party.validatedWeights()
        let tax = try taxAmount(of: request)
        let service = try serviceAmount(of: request)
        let preTip = try referenceWithMoney { () throws(MoneyError) in try bill.adding(tax) }
        let base = request.tipBase == .pretax ? bill : preTip
        let (wanted, tipPercent) = try wantedTip(of: request, base: base)
        let step = try roundingStep(of: request)

        var shares: [Money]
        let total: Money
        if bill.isZero {
            total = .zero(currency)
            shares = Array(repeating: .zero(currency), count: weights.count)
        } else {
            (total, shares) = try referenceWithMoney { () throws(MoneyError) in
                let extra = wanted.minorUnits > service.minorUnits ? try wanted.subtracting(service) : .zero(currency)
                let unrounded = try preTip.adding(extra)
                guard let step else {
                    let total = unrounded
                    return (total, try total.allocated(by: weights))
                }
                // Changed since: the service included counts toward the minimum tip.
                let minimum = try minimumTip(of: request.tip, bill: bill)
                let floor = try preTip.adding(
                    minimum.minorUnits > service.minorUnits ? try minimum.subtracting(service) : .zero(currency))
                let sharePrecision: Money.Precision = request.cash ? .cash : .minorUnit
                switch request.rounding {
                case .none, .nearest:
                    var total = try unrounded.rounded(.toNearestOrAway, to: step)
                    if try total.isLess(than: floor) {
                        total = try larger(unrounded, floor).rounded(.ceiling, to: step)
                    }
                    return (total, try total.allocated(by: weights, in: sharePrecision))
                case .up:
                    let total = try larger(unrounded, floor).rounded(.ceiling, to: step)
                    return (total, try total.allocated(by: weights, in: sharePrecision))
                case .sharesUp:
                    let exact = try larger(unrounded, floor).allocated(by: weights)
                    var shares: [Money] = []
                    shares.reserveCapacity(exact.count)
                    var total = Money.zero(currency)
                    for share in exact {
                        let rounded = try share.rounded(.ceiling, to: step)
                        shares.append(rounded)
                        total = try total.adding(rounded)
                    }
                    return (total, shares)
                }
            }
        }
        let tip = try referenceWithMoney { () throws(MoneyError) in try total.subtracting(preTip) }
        let parts = try splitParts(shares: shares, bill: bill, tax: tax, weights: weights)
        let effective: ExactDecimal =
            base.isZero ? .zero : try referenceWithMoney { () throws(MoneyError) in try tip.percentage(of: base) }
        let home = try homeAmounts(of: request, bill: bill, tax: tax, tip: tip, total: total, shares: shares)
        return ReferenceResult(
            tax: tax, service: service, tipPercent: tipPercent, tip: tip, total: total, effectiveTipPercent: effective,
            shares: shares, tipShares: parts.tip, billShares: parts.bill, taxShares: parts.tax, home: home)
    }

    // MARK: - Steps

    private static func requireCurrency(_ money: Money, of bill: Money, _ field: TipCalcError.Field)
        throws(TipCalcError)
    {
        guard money.currency == bill.currency else {
            throw .money(.currencyMismatch(bill.currency.code, money.currency.code))
        }
        guard !money.isNegative else { throw .negativeAmount(field, money) }
    }

    /// The larger of two amounts of one currency.
    private static func larger(_ a: Money, _ b: Money) throws(MoneyError) -> Money {
        try a.isLess(than: b) ? b : a
    }

    private static func taxAmount(of request: TipRequest) throws(TipCalcError) -> Money {
        let bill = request.bill
        switch request.tax {
        case nil:
            return .zero(bill.currency)
        case .amount(let tax):
            try requireCurrency(tax, of: bill, .tax)
            if bill.isZero && !tax.isZero { throw .taxOnZeroBill(tax: tax) }
            return tax
        case .rate(let rate):
            guard rate >= .zero, rate <= 100 else { throw .taxRateOutOfRange(rate) }
            return try referenceWithMoney { () throws(MoneyError) in
                try bill.multiplied(byPercent: rate, rounding: .toNearestOrAway)
            }
        }
    }

    private static func serviceAmount(of request: TipRequest) throws(TipCalcError) -> Money {
        let bill = request.bill
        switch request.service {
        case nil:
            return .zero(bill.currency)
        case .amount(let service):
            try requireCurrency(service, of: bill, .serviceCharge)
            guard service.minorUnits <= bill.minorUnits else { throw .serviceAboveBill(service: service, bill: bill) }
            return service
        case .percent(let percent):
            guard percent >= .zero, percent <= 100 else { throw .serviceOutOfRange(percent) }
            // bill = net × (100 + p) / 100, so the service in it is bill × p / (100 + p).
            return try referenceWithMoney { () throws(MoneyError) in
                let numerator = try bill.amount.multiplied(by: percent)
                let share = try numerator.divided(
                    by: ExactDecimal(100).adding(percent), fractionDigits: bill.currency.fractionDigits,
                    rounding: .toNearestOrAway)
                return try Money(share.quotient, bill.currency)
            }
        }
    }

    private static func wantedTip(of request: TipRequest, base: Money) throws(TipCalcError) -> (Money, ExactDecimal?) {
        switch request.tip {
        case .percent(let percent):
            guard percent >= .zero, percent <= 100 else { throw .percentOutOfRange(percent) }
            let tip = try referenceWithMoney { () throws(MoneyError) in
                try base.multiplied(byPercent: percent, rounding: .toNearestOrAway)
            }
            return (tip, percent)
        case .amount(let tip):
            try requireCurrency(tip, of: request.bill, .tip)
            return (tip, nil)
        }
    }

    /// The least tip a rounded total keeps: 1% of the bill, or the percentage asked for if that is
    /// less (a fixed tip: the tip itself if less than 1% of the bill), rounded half-up, and at
    /// least one minor unit; zero when the tip asked for is zero.
    ///
    ///     // 200.00 USD at 0.5%: 1.00 (not 1% = 2.00); at 15%: 2.00; at 0.001%: 0.01; at 0%: 0.00
    private static func minimumTip(of tip: Tip, bill: Money) throws(MoneyError) -> Money {
        let one = ExactDecimal(1)
        let seed: Money
        switch tip {
        case .percent(let percent):
            if percent == .zero { return .zero(bill.currency) }
            seed = try bill.multiplied(byPercent: min(percent, one), rounding: .toNearestOrAway)
        case .amount(let amount):
            if amount.isZero { return .zero(bill.currency) }
            let onePercent = try bill.multiplied(byPercent: one, rounding: .toNearestOrAway)
            seed = try amount.isLess(than: onePercent) ? amount : onePercent
        }
        return try larger(seed, Money(minorUnits: 1, bill.currency))
    }

    /// The step the total (or each share) rounds to, or `nil` when nothing is rounded.
    private static func roundingStep(of request: TipRequest) throws(TipCalcError) -> Money.Precision? {
        let bill = request.bill
        let currency = bill.currency
        let cashUnits = request.cash ? currency.cashIncrementMinorUnits : 1
        var units: Int64? = nil
        if let increment = request.roundingIncrement {
            let given = try referenceWithMoney { () throws(MoneyError) in try bill.minorUnits(of: .increment(increment))
            }
            if given % cashUnits != 0 {
                throw .incrementNotMultipleOfCash(
                    increment: increment, cashIncrement: currency.cashIncrement, currency: currency.code)
            }
            units = given
        }
        if request.rounding == .none {
            return request.cash ? .cash : nil
        }
        var major: Int64 = 1
        for _ in 0..<currency.fractionDigits { major *= 10 }
        let stepUnits = units ?? leastCommonMultiple(major, cashUnits)
        return try referenceWithMoney { () throws(MoneyError) in
            .increment(try ExactDecimal(significand: Int128(stepUnits), scale: currency.fractionDigits))
        }
    }

    private static func leastCommonMultiple(_ a: Int64, _ b: Int64) -> Int64 {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return a / x * b
    }

    /// The bill, tax and tip part of each share; every tip part is zero or more.
    private static func splitParts(
        shares: [Money], bill: Money, tax: Money, weights: [Int]
    ) throws(TipCalcError) -> (bill: [Money], tax: [Money], tip: [Money]) {
        let currency = bill.currency
        let (billShares, taxShares) = try referenceWithMoney { () throws(MoneyError) in
            (try bill.allocated(by: weights), try tax.allocated(by: weights))
        }
        var billUnits = billShares.map(\.minorUnits)
        var taxUnits = taxShares.map(\.minorUnits)
        // shares[i] >= 0 and bill, tax parts <= their totals, so none of these overflow.
        var tipUnits = shares.indices.map { shares[$0].minorUnits - billUnits[$0] - taxUnits[$0] }
        // Cash steps can leave a share below its bill + tax part; move bill (then tax) units from
        // that person to one whose tip part has room. The tips sum to tip >= 0, so room exists.
        var donor = 0
        for index in tipUnits.indices where tipUnits[index] < 0 {
            while tipUnits[index] < 0 {
                while donor < tipUnits.count && tipUnits[donor] <= 0 { donor += 1 }
                guard donor < tipUnits.count else { break }
                var amount = min(-tipUnits[index], tipUnits[donor])
                let fromBill = min(amount, billUnits[index])
                billUnits[index] -= fromBill
                billUnits[donor] += fromBill
                amount -= fromBill
                taxUnits[index] -= amount
                taxUnits[donor] += amount
                let moved = fromBill + amount
                tipUnits[index] += moved
                tipUnits[donor] -= moved
            }
        }
        return (
            billUnits.map { Money(minorUnits: $0, currency) }, taxUnits.map { Money(minorUnits: $0, currency) },
            tipUnits.map { Money(minorUnits: $0, currency) }
        )
    }

    private static func homeAmounts(
        of request: TipRequest, bill: Money, tax: Money, tip: Money, total: Money, shares: [Money]
    ) throws(TipCalcError) -> ReferenceResult.Home? {
        guard let rate = request.home else { return nil }
        guard rate.from == bill.currency else { throw .money(.currencyMismatch(bill.currency.code, rate.from.code)) }
        let homeTotal = try rate.convert(total, rounding: request.homeRounding)
        let parts = try proportionalParts(of: homeTotal, proportionalTo: [bill, tax, tip])
        return ReferenceResult.Home(
            bill: parts[0], tax: parts[1], tip: parts[2], total: homeTotal,
            shares: try proportionalParts(of: homeTotal, proportionalTo: shares))
    }

    /// The converted total split in proportion to `amounts` (the bill, tax and tip, or the shares),
    /// so the parts sum exactly to the home total (converting each amount alone could miss it by a
    /// minor unit or two: 27.45 + 2.74 EUR against a total of 30.20 EUR).
    ///
    /// The positive amounts are the weights of ``Money/allocated(by:in:)``; a zero amount stays
    /// zero in the home currency, and when every amount is zero so is every part.
    private static func proportionalParts(of homeTotal: Money, proportionalTo amounts: [Money]) throws(TipCalcError)
        -> [Money]
    {
        // Amounts are never negative (bills, tax and tips are not), and a Money's minor units fit in Int.
        let weights = amounts.map { Int($0.minorUnits) }
        let positive = weights.filter { $0 > 0 }
        guard !positive.isEmpty else { return amounts.map { _ in Money.zero(homeTotal.currency) } }
        do {
            var parts = try homeTotal.allocated(by: positive)[...]
            return weights.map { $0 > 0 ? parts.removeFirst() : Money.zero(homeTotal.currency) }
        } catch {
            throw .money(error)
        }
    }
}
