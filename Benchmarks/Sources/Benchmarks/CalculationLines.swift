import Money
import TipCalc

extension Benchmarks {
    /// The request of the full-calculation line: the amount's magnitude as the bill, 8.875% tax,
    /// an 18% tip, three people and the total rounded to the nearest major unit.
    static func calculationRequest(_ amount: Money, taxRate: ExactDecimal) -> TipRequest {
        var request = TipRequest(
            bill: Money(minorUnits: abs(amount.minorUnits), amount.currency), tip: .percent(ExactDecimal(18)))
        request.tax = .rate(taxRate)
        request.party = .even(3)
        request.rounding = .nearest
        return request
    }

    /// Checks the calculation of every amount (shares sum to the total) and returns its line.
    static func calculationLines(amounts: [Money], check: Bool) throws -> [(key: String, line: BenchmarkLine)] {
        let taxRate = try ExactDecimal(parsing: "8.875")
        var wrong = 0
        for amount in amounts where check {
            let result = try TipCalculator.calculate(calculationRequest(amount, taxRate: taxRate))
            var sum = Money.zero(amount.currency)
            for share in result.shares { sum = try sum.adding(share) }
            if sum != result.total || result.shares.count != 3 { wrong += 1 }
        }
        guard wrong == 0 else { throw BenchmarkFailure("\(wrong) calculations whose shares do not sum to the total") }
        let line = BenchmarkLine("TipCalculator.calculate (tax, 18%, 3 ways, nearest)", informational: true) {
            var checksum = 0, failures = 0
            for amount in amounts {
                do {
                    let result = try TipCalculator.calculate(calculationRequest(amount, taxRate: taxRate))
                    checksum &+= Int(truncatingIfNeeded: result.total.minorUnits)
                } catch { failures += 1 }
            }
            return (checksum, failures)
        }
        return [("calc", line)]
    }
}
