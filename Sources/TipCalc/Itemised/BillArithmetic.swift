import Money

/// Whole-number arithmetic on minor units for the bill engine: every rounding is named, every
/// product is checked, and nothing passes through a binary double.
///
/// The engine works on `Int64` minor units and widens to `Int128` for products; amounts on a bill
/// are never negative, so the half-up rounding here is `(n + d/2) / d` on non-negative numbers,
/// the same as ``Money/RoundingRule/toNearestOrAway``.
enum BillArithmetic {
    /// `n / d` rounded half-up; `n >= 0`, `d > 0`.
    static func halfUp(_ n: Int128, _ d: Int128) -> Int128 {
        let quotient = n / d
        return (n % d) * 2 >= d ? quotient + 1 : quotient
    }

    /// `10^exponent` for `0...38`.
    static func pow10(_ exponent: Int) -> Int128 {
        var value: Int128 = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// `percent`% of `units`, rounded half-up to the minor unit: 8.875% of 8450 is 750 (749.9375).
    ///
    /// - Throws: ``TipCalcError/money(_:)`` with ``MoneyError/overflow(_:)`` when it does not fit.
    static func percent(_ percent: ExactDecimal, of units: Int64, _ currency: Currency) throws(TipCalcError) -> Int64 {
        let product = Int128(units).multipliedReportingOverflow(by: percent.significand)
        guard !product.overflow, percent.scale + 2 <= 38 else {
            // A 35-digit percentage of a large bill: the product outgrows Int128, the result
            // need not. Money's exact multiply-then-divide decides (same half-up rule).
            return try exactly(percent, of: units, dividedBy: 100, currency)
        }
        return try narrow(halfUp(product.partialValue, pow10(percent.scale + 2)), currency)
    }

    /// The part of `units` that a rate of `percent` contained in it makes up, half-up:
    /// `units × p / (100 + p)`, so 119.00 with 19% VAT contains 19.00.
    static func contained(_ percent: ExactDecimal, in units: Int64, _ currency: Currency) throws(TipCalcError) -> Int64
    {
        let product = Int128(units).multipliedReportingOverflow(by: percent.significand)
        let denominator = pow10(min(percent.scale + 2, 38)).addingReportingOverflow(percent.significand)
        guard !product.overflow, !denominator.overflow, percent.scale + 2 <= 38 else {
            let hundredPlus: ExactDecimal
            do { hundredPlus = try ExactDecimal(100).adding(percent) } catch { throw .money(error) }
            return try exactly(percent, of: units, dividedBy: hundredPlus, currency)
        }
        return try narrow(halfUp(product.partialValue, denominator.partialValue), currency)
    }

    /// `units × percent ÷ divisor` in minor units, half-up, through ExactDecimal's exact
    /// multiply-then-divide, for factors whose product does not fit in `Int128`.
    private static func exactly(
        _ percent: ExactDecimal, of units: Int64, dividedBy divisor: ExactDecimal, _ currency: Currency
    ) throws(TipCalcError) -> Int64 {
        do {
            let amount = Money(minorUnits: units, currency).amount
            let share = try amount.multiplied(
                by: percent, dividedBy: divisor, fractionDigits: currency.fractionDigits, rounding: .toNearestOrAway)
            return try Money(share.quotient, currency).minorUnits
        } catch {
            throw .money(error)
        }
    }

    /// An `Int128` count of minor units back in `Int64`.
    static func narrow(_ units: Int128, _ currency: Currency) throws(TipCalcError) -> Int64 {
        guard let exact = Int64(exactly: units) else {
            throw .money(.overflow("\(units) minor units of \(currency.code) do not fit"))
        }
        return exact
    }

    /// `a + b`, checked.
    static func add(_ a: Int64, _ b: Int64, _ currency: Currency) throws(TipCalcError) -> Int64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow else {
            throw .money(.overflow("\(Money(minorUnits: a, currency)) + \(Money(minorUnits: b, currency))"))
        }
        return sum
    }

    /// The sum of `values`, checked.
    static func sum(_ values: [Int64], _ currency: Currency) throws(TipCalcError) -> Int64 {
        var total: Int64 = 0
        for value in values { total = try add(total, value, currency) }
        return total
    }

    /// `value` rounded half-up to a multiple of `step` (both non-negative, `step > 0`).
    static func nearest(_ value: Int64, step: Int64, _ currency: Currency) throws(TipCalcError) -> Int64 {
        try narrow(halfUp(Int128(value), Int128(step)) * Int128(step), currency)
    }

    /// `value` rounded up to a multiple of `step` (both non-negative, `step > 0`).
    static func up(_ value: Int64, step: Int64, _ currency: Currency) throws(TipCalcError) -> Int64 {
        let steps = (Int128(value) + Int128(step) - 1) / Int128(step)
        return try narrow(steps * Int128(step), currency)
    }

    /// Splits `units` (zero or more) in proportion to `keys` with `Money.allocated(by:in:)`: a zero
    /// key gets zero, the parts sum exactly to `units` (all zero when no key is positive and
    /// `units` is zero).
    ///
    /// - Precondition: some key is positive whenever `units` is not zero.
    static func allocate(
        _ units: Int64, by keys: [Int], in precision: Money.Precision = .minorUnit, _ currency: Currency
    ) throws(TipCalcError) -> [Int64] {
        if units != 0, keys.allSatisfy({ $0 > 0 }) {
            return try withMoney { () throws(MoneyError) in
                try Money(minorUnits: units, currency).allocated(by: keys, in: precision).map(\.minorUnits)
            }
        }
        var parts = [Int64](repeating: 0, count: keys.count)
        guard units != 0 else { return parts }
        var positive: [Int] = []
        positive.reserveCapacity(keys.count)
        for key in keys where key > 0 { positive.append(key) }
        guard !positive.isEmpty else {
            throw .invalidBill(.nobodyToPay(Money(minorUnits: units, currency)))
        }
        let shares = try withMoney { () throws(MoneyError) in
            try Money(minorUnits: units, currency).allocated(by: positive, in: precision)
        }
        var next = 0
        for index in keys.indices where keys[index] > 0 {
            parts[index] = shares[next].minorUnits
            next += 1
        }
        return parts
    }

    /// Amounts in minor units as allocation keys (they are never negative and fit an `Int`).
    static func keys(_ units: [Int64]) -> [Int] { units.map { Int(clamping: max(0, $0)) } }
}

extension Currency {
    /// The fraction digits of the currency's amounts; the one place the bill engine asks.
    var billDigits: Int { fractionDigits }

    /// The cash step in minor units (5 for CHF); the one place the bill engine asks.
    var billCashStep: Int64 { cashIncrementMinorUnits }
}
