@testable import Money
import Testing

/// ExactDecimal at the edges of its range: no operation traps, comparison is a total order, and
/// every result that fits is computed (no false overflow). Checked against ``DecimalOracle``, a
/// schoolbook base-ten reference that shares no code with ExactDecimal.
@Suite struct ExactDecimalEdgeTests {
    static let max38 = "170141183460469231731687303715884105727"  // Int128.max

    // MARK: Examples worked by hand

    @Test func int128MinIsNotAValue() throws {
        #expect(moneyError { try ExactDecimal(significand: .min, scale: 0) } != nil)
        #expect(moneyError { try ExactDecimal(significand: .min, scale: 3) } != nil)
        // -2^63 × 2^64 = -2^127 = Int128.min: an overflow, not a value whose negation traps.
        let low = ExactDecimal(Int(Int64.min))
        let twoTo64 = try ExactDecimal(significand: Int128(1) << 64, scale: 0)
        guard case .overflow = moneyError({ try low.multiplied(by: twoTo64) }) else {
            Issue.record("-2^63 × 2^64 should overflow")
            return
        }
        // Int128.max and its negation both exist, and negate to each other.
        let top = try ExactDecimal(significand: .max, scale: 0)
        #expect(top.negated().significand == -Int128.max)
        #expect(top.negated().negated() == top)
        // -Int128.max - 1 would be Int128.min: an overflow.
        guard case .overflow = moneyError({ try top.negated().subtracting(ExactDecimal(1)) }) else {
            Issue.record("-max - 1 should overflow")
            return
        }
        // 0 - (-max) = max.
        #expect(try ExactDecimal.zero.subtracting(top.negated()) == top)
    }

    @Test func comparisonAtTheEdgeIsATotalOrder() throws {
        // 170.5 against 170.141183460469231731687303715884105727 (Int128.max at scale 36): the
        // second is smaller, by 0.358816539530768268312696284115894273.
        let small = try ExactDecimal(significand: .max, scale: 36)
        let large = try ExactDecimal(parsing: "170.5")
        #expect(small < large)
        #expect(!(large < small))
        #expect(small != large)
        #expect(max(small, large) == large)
        #expect(max(large, small) == large)
        #expect(min(small, large) == small)
        // 171 against the same: whole parts differ (170 < 171).
        #expect(small < ExactDecimal(171))
        // Equal whole parts, negative: -170.5 < -170.1411…
        #expect(large.negated() < small.negated())
    }

    @Test func tipOfA35DigitPercentageOnALargeBill() throws {
        // 99.999999999999999999999999999999999% (35 digits, scale 33) of 92233720368547758.07 USD
        // (Int64.max cents): units = 9223372036854775807 × 99999999999999999999999999999999999 / 10^35
        // = 9223372036854775807 - 9223372036854775807 / 10^35, i.e. 9223372036854775806.9999…,
        // which rounds half-up to 9223372036854775807 cents and down to …806.
        let percent = try ExactDecimal(parsing: "99." + String(repeating: "9", count: 33))
        let bill = Money(minorUnits: .max, .usd)
        #expect(try bill.multiplied(byPercent: percent, rounding: .toNearestOrAway).minorUnits == .max)
        #expect(try bill.multiplied(byPercent: percent, rounding: .towardZero).minorUnits == .max - 1)
        // 12.345678901234567890123456789012345% of 1,000,000.00 USD: 123456.78901234567890… → 123456.79.
        let odd = try ExactDecimal(parsing: "12.345678901234567890123456789012345")
        #expect(
            try Money(parsing: "1000000.00", .usd).multiplied(byPercent: odd, rounding: .toNearestOrEven).amountText
                == "123456.79"
        )
    }

    @Test func multiplyingPastTheScaleLimitRoundsTheExactProduct() throws {
        // 12.34 × 0.123456789012345678901234567890123457 = 1.52345677641234567764123456776412345938,
        // 38 fraction digits (more than an ExactDecimal holds); rounded to cents: 1.52.
        let factor = try ExactDecimal(parsing: "0.123456789012345678901234567890123457")
        let product = try Money(parsing: "12.34", .usd).multiplied(by: factor, rounding: .toNearestOrEven)
        #expect(product.amountText == "1.52")
        // 5^50 (35 digits) at scale 36 times 2^50 at scale 10 is 10^50 × 10^-46 = 10000.
        let five = try ExactDecimal(significand: 88_817_841_970_012_523_233_890_533_447_265_625, scale: 36)
        let two = try ExactDecimal(significand: 1_125_899_906_842_624, scale: 10)
        #expect(try five.multiplied(by: two) == ExactDecimal(10000))
        // 171 + -170.000…001 (36 fraction digits): 171 at scale 36 does not fit an Int128, but the
        // sum, 0.999…999 (36 nines), does.
        let almost = try ExactDecimal(significand: -(170 * ExactDecimal.pow10(36) + 1), scale: 36)
        #expect(try ExactDecimal(171).adding(almost).description == "0." + String(repeating: "9", count: 36))
    }

    @Test func fusedMultiplyDivideKeepsTheWholeProduct() throws {
        // 1,000,000.00 × 1.08320000000000000000000000000001 / 0.93210000000000000000000000000001
        // = 1162107.0700568608518…, rounded half-even to 1162107.07.
        let amount = try ExactDecimal(parsing: "1000000.00")
        let usd = try ExactDecimal(parsing: "1.08320000000000000000000000000001")
        let chf = try ExactDecimal(parsing: "0.93210000000000000000000000000001")
        let (quotient, exact) = try amount.multiplied(
            by: usd, dividedBy: chf, fractionDigits: 2, rounding: .toNearestOrEven)
        #expect(quotient.description == "1162107.07")
        #expect(!exact)
    }

    // MARK: Properties

    @Test func arithmeticMatchesTheOracleAtExtremeSignificandsAndScales() throws {
        var random = SplitMix64(seed: 0x17_17_17)
        var checked = (sums: 0, products: 0, overflows: 0)
        for _ in 0..<3000 {
            let x = Self.extremeValue(&random)
            let y = Self.extremeValue(&random)
            let ox = DecimalOracle(x)
            let oy = DecimalOracle(y)

            // Comparison: exactly one of <, ==, > holds, and it agrees with the oracle.
            let relations = [x < y, x == y, y < x].filter { $0 }.count
            #expect(relations == 1, "\(x) vs \(y): \(relations) relations hold")
            #expect((x < y) == (DecimalOracle.compare(ox, oy) < 0), "\(x) < \(y)")
            #expect(max(x, y) == (DecimalOracle.compare(ox, oy) < 0 ? y : x), "max(\(x), \(y))")

            // Negation never traps and is an involution.
            #expect(x.negated().negated() == x)
            #expect(DecimalOracle(x.negated()) == ox.negated())

            for (name, expected, actual) in [
                ("+", ox + oy, Result { () throws(MoneyError) in try x.adding(y) }),
                ("-", ox + oy.negated(), Result { () throws(MoneyError) in try x.subtracting(y) }),
                ("×", ox * oy, Result { () throws(MoneyError) in try x.multiplied(by: y) }),
            ] {
                switch actual {
                case .success(let value):
                    #expect(DecimalOracle(value) == expected, "\(x) \(name) \(y) = \(value), expected \(expected)")
                    if name == "×" { checked.products += 1 } else { checked.sums += 1 }
                case .failure(let error):
                    #expect(!expected.fits, "\(x) \(name) \(y) = \(expected) fits, but threw \(error)")
                    checked.overflows += 1
                }
            }
        }
        // The generator reaches both sides of the edge.
        #expect(checked.sums > 1000 && checked.products > 500 && checked.overflows > 500, "\(checked)")
    }

    @Test func divisionRoundsTheExactQuotient() throws {
        var random = SplitMix64(seed: 0xD1_71DE)
        var computed = 0
        for _ in 0..<2000 {
            let x = Self.extremeValue(&random)
            let y = Self.extremeValue(&random)
            guard !y.isZero else { continue }
            let digits = Int(random.next() % 37)
            guard
                case .success(let result) = Result(catching: { () throws(MoneyError) in
                    try x.divided(by: y, fractionDigits: digits, rounding: .towardZero)
                })
            else { continue }
            computed += 1
            // Toward zero: |q·y| ≤ |x| < |(q + 10^-digits)·y|, with q of x's sign (or zero).
            let q = DecimalOracle(result.quotient)
            let ulp = DecimalOracle(negative: x.isNegative != y.isNegative, digits: "1", scale: digits)
            let low = (q * DecimalOracle(y)).magnitude
            let high = ((q + ulp) * DecimalOracle(y)).magnitude
            let target = DecimalOracle(x).magnitude
            #expect(DecimalOracle.compare(low, target) <= 0, "\(x) ÷ \(y) at \(digits): \(q) too large")
            #expect(DecimalOracle.compare(target, high) < 0, "\(x) ÷ \(y) at \(digits): \(q) too small")
            #expect(result.isExact == (DecimalOracle.compare(low, target) == 0))
        }
        #expect(computed > 800, "only \(computed) quotients fit")
    }

    /// Values near the edges: Int128.max and neighbours, powers of 2, 5 and 10 (whose products
    /// strip to short values), small numbers, zero; at scales 0…36, mostly the extremes.
    static func extremeValue(_ random: inout SplitMix64) -> ExactDecimal {
        let magnitude: Int128
        switch random.next() % 8 {
        case 0: magnitude = Int128.max - Int128(random.next() % 3)
        case 1: magnitude = ExactDecimal.pow10(Int(random.next() % 39)) - Int128(random.next() % 2)
        case 2: magnitude = Int128(1) << Int(random.next() % 127)
        case 3:
            var power: Int128 = 1
            for _ in 0..<(random.next() % 55) { power *= 5 }
            magnitude = power
        case 4: magnitude = Int128(random.next() % 1000)
        case 5: magnitude = Int128((UInt128(random.next()) << 64 | UInt128(random.next())) >> 1)
        case 6: magnitude = Int128(random.next() >> (random.next() % 64))
        default: magnitude = Int128(random.next() % 2)
        }
        let negative = random.next() % 2 == 0
        let scales = [0, 1, 2, 18, 34, 35, 36, Int(random.next() % 37)]
        let scale = scales[Int(random.next() % UInt64(scales.count))]
        // magnitude ≤ Int128.max, so the significand is never Int128.min and this cannot throw.
        return (try? ExactDecimal(significand: negative ? -magnitude : magnitude, scale: scale)) ?? .zero
    }
}

/// A base-ten reference for exact decimals: sign, digits as text and a scale, with schoolbook
/// addition and multiplication. Slow, short and independent of ExactDecimal's arithmetic.
struct DecimalOracle: Equatable, CustomStringConvertible {
    private(set) var negative: Bool
    /// Most significant digit first, no leading zeros; "0" for zero.
    private(set) var digits: [UInt8]
    private(set) var scale: Int

    init(negative: Bool, digits: String, scale: Int) {
        self.negative = negative
        self.digits = digits.utf8.map { $0 - 48 }
        self.scale = scale
        normalize()
    }

    /// From the canonical text, which only prints `String(significand.magnitude)`.
    init(_ value: ExactDecimal) {
        self.init(negative: value.isNegative, digits: String(value.significand.magnitude), scale: value.scale)
    }

    var description: String {
        var text = digits.map { String($0) }.joined()
        if scale > 0 {
            if text.count <= scale { text = String(repeating: "0", count: scale - text.count + 1) + text }
            text.insert(".", at: text.index(text.endIndex, offsetBy: -scale))
        }
        return (negative ? "-" : "") + text
    }

    var isZero: Bool { digits == [0] }
    var magnitude: DecimalOracle { DecimalOracle(negative: false, digits: digits, scale: scale) }

    func negated() -> DecimalOracle { DecimalOracle(negative: !negative, digits: digits, scale: scale) }

    /// Whether ExactDecimal can hold it: at most 36 fraction digits and |significand| ≤ Int128.max.
    var fits: Bool {
        guard scale <= ExactDecimal.maximumScale else { return false }
        let max = Array(ExactDecimalEdgeTests.max38.utf8.map { $0 - 48 })
        return Self.compareDigits(digits, max) <= 0
    }

    private init(negative: Bool, digits: [UInt8], scale: Int) {
        self.negative = negative
        self.digits = digits
        self.scale = scale
        normalize()
    }

    private mutating func normalize() {
        while digits.count > 1 && digits[0] == 0 { digits.removeFirst() }
        while scale > 0 && digits.count > 1 && digits[digits.count - 1] == 0 {
            digits.removeLast()
            scale -= 1
        }
        if digits == [0] {
            scale = 0
            negative = false
        }
    }

    private func digits(atScale target: Int) -> [UInt8] { digits + [UInt8](repeating: 0, count: target - scale) }

    private static func compareDigits(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return 0
    }

    private static func strip(_ digits: [UInt8]) -> [UInt8] {
        let stripped = Array(digits.drop { $0 == 0 })
        return stripped.isEmpty ? [0] : stripped
    }

    static func compare(_ a: DecimalOracle, _ b: DecimalOracle) -> Int {
        if a.negative != b.negative { return a.negative ? -1 : 1 }
        let common = Swift.max(a.scale, b.scale)
        let order = compareDigits(strip(a.digits(atScale: common)), strip(b.digits(atScale: common)))
        return a.negative ? -order : order
    }

    static func + (a: DecimalOracle, b: DecimalOracle) -> DecimalOracle {
        let common = Swift.max(a.scale, b.scale)
        let x = strip(a.digits(atScale: common))
        let y = strip(b.digits(atScale: common))
        if a.negative == b.negative {
            var result: [UInt8] = []
            var carry = 0
            var (i, j) = (x.count - 1, y.count - 1)
            while i >= 0 || j >= 0 || carry > 0 {
                let sum = (i >= 0 ? Int(x[i]) : 0) + (j >= 0 ? Int(y[j]) : 0) + carry
                result.append(UInt8(sum % 10))
                carry = sum / 10
                i -= 1
                j -= 1
            }
            return DecimalOracle(negative: a.negative, digits: result.reversed(), scale: common)
        }
        let order = compareDigits(x, y)
        if order == 0 { return DecimalOracle(negative: false, digits: [0], scale: 0) }
        let (big, small, negative) = order > 0 ? (x, y, a.negative) : (y, x, b.negative)
        var result: [UInt8] = []
        var borrow = 0
        var (i, j) = (big.count - 1, small.count - 1)
        while i >= 0 {
            var difference = Int(big[i]) - (j >= 0 ? Int(small[j]) : 0) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 10 }
            result.append(UInt8(difference))
            i -= 1
            j -= 1
        }
        return DecimalOracle(negative: negative, digits: result.reversed(), scale: common)
    }

    static func * (a: DecimalOracle, b: DecimalOracle) -> DecimalOracle {
        var product = [Int](repeating: 0, count: a.digits.count + b.digits.count)
        for (i, x) in a.digits.reversed().enumerated() {
            for (j, y) in b.digits.reversed().enumerated() { product[i + j] += Int(x) * Int(y) }
        }
        var carry = 0
        for index in product.indices {
            let sum = product[index] + carry
            product[index] = sum % 10
            carry = sum / 10
        }
        return DecimalOracle(
            negative: a.negative != b.negative, digits: product.reversed().map { UInt8($0) }, scale: a.scale + b.scale)
    }
}
