import Money

/// An arithmetic bill such as `23.40 + 18.75 + 2*4.50`: `+ - * /`, parentheses and unary minus,
/// with the usual precedence, evaluated exactly.
///
/// Numbers are canonical decimals (read by ``ExactDecimal``); the arithmetic is on exact fractions,
/// so `100/3*3` is exactly 100. Only the final result is brought to the currency's minor units:
/// when it has more digits (a division that does not terminate, such as `100/3`), it is rounded
/// half-up and ``Evaluation/rounded`` says so.
struct BillExpression {
    /// The result of evaluating an expression in a currency.
    struct Evaluation: Equatable {
        /// The amount, in whole minor units.
        let money: Money
        /// Whether the exact value had to be rounded to the currency's minor units.
        let rounded: Bool
        /// Whether the text was an expression rather than a single number.
        let isExpression: Bool
    }

    /// Why an expression could not be evaluated.
    enum Failure: Error, Equatable {
        case syntax(String)
        case number(MoneyError)
        case divisionByZero
        case overflow
    }

    private enum Token: Equatable {
        case number(ExactDecimal)
        case plus, minus, times, divide, open, close
    }

    /// The most characters an expression may have.
    static let maximumLength = 1000

    /// Evaluates `text` in `currency`.
    ///
    /// - Throws: ``CLIError/rejected(_:)`` saying what is wrong and where.
    static func evaluate(_ text: String, currency: Currency) throws(CLIError) -> Evaluation {
        do {
            return try evaluateOrFail(text, currency: currency)
        } catch {
            switch error {
            case .syntax(let reason): throw .rejected("invalid bill '\(clipped(text))': \(reason)")
            case .number(let money): throw .rejected(MoneyContext.message(for: money, subject: "the bill "))
            case .divisionByZero: throw .rejected("invalid bill '\(clipped(text))': division by zero")
            case .overflow: throw .rejected("invalid bill '\(clipped(text))': the numbers are too large")
            }
        }
    }

    private static func clipped(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    static func evaluateOrFail(_ text: String, currency: Currency) throws(Failure) -> Evaluation {
        guard text.utf8.count <= maximumLength else {
            throw .syntax("it is \(text.utf8.count) bytes long; the limit is \(maximumLength)")
        }
        let tokens = try tokenize(text)
        guard !tokens.isEmpty else { throw .syntax("it is empty") }
        let isExpression = tokens.count > 1
        if case .number(let value) = tokens[0], tokens.count == 1 {
            // A plain number must fit the currency: 84.505 USD is a typo, not something to round.
            do {
                return Evaluation(money: try Money(value, currency), rounded: false, isExpression: false)
            } catch {
                throw .number(.tooManyFractionDigits(text, currency: currency.code, allowed: currency.minorUnits))
            }
        }
        var parser = Parser(tokens: tokens)
        let value = try parser.expression()
        guard parser.position == tokens.count else { throw .syntax("unexpected \(parser.describeCurrent())") }
        let (units, exact) = try value.minorUnitsRoundingHalfUp(digits: currency.minorUnits)
        guard let minor = Int64(exactly: units) else { throw .overflow }
        return Evaluation(money: Money(minorUnits: minor, currency), rounded: !exact, isExpression: isExpression)
    }

    private static func tokenize(_ text: String) throws(Failure) -> [Token] {
        var tokens: [Token] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case " ", "\t":
                index += 1
                continue
            case "+": tokens.append(.plus)
            case "-", "\u{2212}": tokens.append(.minus)
            case "*", "x", "\u{D7}": tokens.append(.times)
            case "/", "\u{F7}": tokens.append(.divide)
            case "(": tokens.append(.open)
            case ")": tokens.append(.close)
            case "0"..."9", ".", ",":
                var end = index
                while end < scalars.count,
                    ("0"..."9").contains(scalars[end]) || scalars[end] == "." || scalars[end] == ","
                {
                    end += 1
                }
                var literal = ""
                literal.unicodeScalars.append(contentsOf: scalars[index..<end])
                do {
                    tokens.append(.number(try ExactDecimal(parsing: literal)))
                } catch {
                    throw .number(error)
                }
                index = end
                continue
            default:
                throw .syntax("unexpected '\(scalar)' at character \(index + 1); use numbers, + - * / and parentheses")
            }
            index += 1
        }
        return tokens
    }

    /// A recursive-descent parser: expression := term (('+'|'-') term)*; term := factor (('*'|'/') factor)*;
    /// factor := '-' factor | '(' expression ')' | number.
    private struct Parser {
        let tokens: [Token]
        var position = 0
        var depth = 0

        func describeCurrent() -> String {
            guard position < tokens.count else { return "end of the bill" }
            switch tokens[position] {
            case .number(let value): return "number \(value)"
            case .plus: return "'+'"
            case .minus: return "'-'"
            case .times: return "'*'"
            case .divide: return "'/'"
            case .open: return "'('"
            case .close: return "')'"
            }
        }

        mutating func expression() throws(Failure) -> Fraction {
            var value = try term()
            while position < tokens.count {
                switch tokens[position] {
                case .plus:
                    position += 1
                    value = try value.adding(term())
                case .minus:
                    position += 1
                    value = try value.adding(term().negated())
                default:
                    return value
                }
            }
            return value
        }

        mutating func term() throws(Failure) -> Fraction {
            var value = try factor()
            while position < tokens.count {
                switch tokens[position] {
                case .times:
                    position += 1
                    value = try value.multiplied(by: factor())
                case .divide:
                    position += 1
                    value = try value.divided(by: factor())
                default:
                    return value
                }
            }
            return value
        }

        mutating func factor() throws(Failure) -> Fraction {
            guard position < tokens.count else { throw .syntax("it ends where a number was expected") }
            depth += 1
            defer { depth -= 1 }
            guard depth < 100 else { throw .syntax("it is nested too deeply") }
            switch tokens[position] {
            case .minus:
                position += 1
                return try factor().negated()
            case .plus:
                position += 1
                return try factor()
            case .open:
                position += 1
                let value = try expression()
                guard position < tokens.count, tokens[position] == .close else {
                    throw .syntax("a '(' is not closed")
                }
                position += 1
                return value
            case .number(let value):
                position += 1
                return try Fraction(value)
            default:
                throw .syntax("expected a number, found \(describeCurrent())")
            }
        }
    }
}

/// An exact fraction of `Int128`s, always reduced, with a positive denominator.
///
/// Neither part is ever `Int128.min`, so negating or inverting a fraction cannot overflow.
struct Fraction: Equatable {
    private(set) var numerator: Int128
    private(set) var denominator: Int128

    init(_ decimal: ExactDecimal) throws(BillExpression.Failure) {
        var denominator: Int128 = 1
        for _ in 0..<decimal.scale {
            let (next, overflow) = denominator.multipliedReportingOverflow(by: 10)
            if overflow { throw .overflow }
            denominator = next
        }
        try self.init(decimal.significand, denominator)
    }

    init(_ numerator: Int128, _ denominator: Int128) throws(BillExpression.Failure) {
        guard denominator != 0 else { throw .divisionByZero }
        // Reduce the magnitudes: Int128.min's magnitude, 2^127, has no positive Int128.
        let divisor = Self.gcd(numerator.magnitude, denominator.magnitude)  // not 0: denominator is not
        let n = numerator.magnitude / divisor
        let d = denominator.magnitude / divisor
        guard n <= UInt128(Int128.max), d <= UInt128(Int128.max) else { throw .overflow }
        self.numerator = (numerator < 0) != (denominator < 0) ? 0 - Int128(n) : Int128(n)
        self.denominator = Int128(d)
    }

    private static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    private static func checked(_ result: (partialValue: Int128, overflow: Bool)) throws(BillExpression.Failure)
        -> Int128
    {
        if result.overflow { throw .overflow }
        return result.partialValue
    }

    func negated() -> Fraction {
        var copy = self
        copy.numerator = 0 - numerator
        return copy
    }

    func adding(_ other: Fraction) throws(BillExpression.Failure) -> Fraction {
        let left = try Self.checked(numerator.multipliedReportingOverflow(by: other.denominator))
        let right = try Self.checked(other.numerator.multipliedReportingOverflow(by: denominator))
        let sum = try Self.checked(left.addingReportingOverflow(right))
        return try Fraction(sum, Self.checked(denominator.multipliedReportingOverflow(by: other.denominator)))
    }

    func multiplied(by other: Fraction) throws(BillExpression.Failure) -> Fraction {
        // Cross-reduce first to keep the numbers small.
        let a = try Fraction(numerator, other.denominator)
        let b = try Fraction(other.numerator, denominator)
        return try Fraction(
            Self.checked(a.numerator.multipliedReportingOverflow(by: b.numerator)),
            Self.checked(a.denominator.multipliedReportingOverflow(by: b.denominator)))
    }

    func divided(by other: Fraction) throws(BillExpression.Failure) -> Fraction {
        guard other.numerator != 0 else { throw .divisionByZero }
        return try multiplied(by: Fraction(other.denominator, other.numerator))
    }

    /// The value in units of 10^-digits, rounded half away from zero, and whether that was exact.
    func minorUnitsRoundingHalfUp(digits: Int) throws(BillExpression.Failure) -> (Int128, Bool) {
        var scaled = numerator
        for _ in 0..<digits { scaled = try Self.checked(scaled.multipliedReportingOverflow(by: 10)) }
        let quotient = scaled / denominator
        let remainder = scaled % denominator
        if remainder == 0 { return (quotient, true) }
        let twice = remainder.magnitude * 2
        if twice >= denominator.magnitude { return (quotient + (scaled < 0 ? -1 : 1), false) }
        return (quotient, false)
    }
}
