package import Money

/// A bill that could not be evaluated: its text and what is wrong with it.
package struct BillError: Error, Equatable {
    /// Why an expression could not be evaluated.
    package enum Failure: Error, Equatable {
        /// Not an expression: an unexpected character, an unclosed parenthesis…
        case syntax(String)
        /// A number Money rejects (too many fraction digits for the currency…).
        case number(MoneyError)
        /// A division by zero somewhere in it.
        case divisionByZero
        /// A result or an intermediate value out of range.
        case overflow
        /// An intermediate fraction too fine to hold exactly (`1/3/3/3…`: its denominator passes
        /// `Int128`), though its value is small.
        case tooFine
        /// A signed number (`-5`, `-0`): a bill has no sign.
        case signed
    }

    /// The bill as given.
    package var text: String
    /// What is wrong with it.
    package var failure: Failure
}

/// An arithmetic bill such as `23.40 + 18.75 + 2*4.50`: `+ - * /`, parentheses and unary minus,
/// with the usual precedence, evaluated exactly.
///
/// Numbers are canonical decimals (read by ``ExactDecimal``); the arithmetic is on exact fractions,
/// so `100/3*3` is exactly 100. Only the final result is brought to the currency's minor units:
/// when it has more digits (a division that does not terminate, such as `100/3`), it is rounded
/// half-up and ``Evaluation/rounded`` says so.
package struct BillExpression {
    /// The result of evaluating an expression in a currency.
    package struct Evaluation: Equatable {
        /// The amount, in whole minor units.
        package let money: Money
        /// Whether the exact value had to be rounded to the currency's minor units.
        package let rounded: Bool
        /// Whether the text was an expression rather than a single number.
        package let isExpression: Bool
    }

    private enum Token: Equatable {
        case number(ExactDecimal)
        case plus, minus, times, divide, open, close
    }

    /// The most characters an expression may have.
    package static let maximumLength = 1000

    /// Evaluates `text` in `currency`.
    ///
    /// A bill that is a signed number (`-5`, `-0`, `+12`) is an error whatever its value: a bill
    /// is an amount as printed, and refunds are not tips. A sign inside an expression
    /// (`-5+10`) is arithmetic.
    ///
    /// - Throws: ``BillError`` saying what is wrong and where.
    package static func evaluate(_ text: String, currency: Currency) throws(BillError) -> Evaluation {
        do {
            return try evaluateOrFail(text, currency: currency)
        } catch {
            throw BillError(text: text, failure: error)
        }
    }

    package static func evaluateOrFail(_ text: String, currency: Currency) throws(BillError.Failure) -> Evaluation {
        guard text.utf8.count <= maximumLength else {
            throw .syntax("it is \(text.utf8.count) bytes long; the limit is \(maximumLength)")
        }
        let tokens = try tokenize(text)
        guard !tokens.isEmpty else { throw .syntax("it is empty") }
        let isExpression = tokens.count > 1
        switch (tokens.first, tokens.count) {
        case (.number(let value)?, 1):
            // A plain number must fit the currency: 84.505 USD is a typo, not something to round.
            do {
                return Evaluation(money: try Money(value, currency), rounded: false, isExpression: false)
            } catch {
                throw .number(error)
            }
        case (.minus?, 2), (.plus?, 2):
            if case .number = tokens[1] { throw .signed }
        default:
            break
        }
        var parser = Parser(tokens: tokens)
        let value = try parser.expression()
        guard parser.position == tokens.count else { throw .syntax("unexpected \(parser.describeCurrent())") }
        let (units, exact) = try value.minorUnitsRoundingHalfUp(digits: currency.fractionDigits)
        guard let minor = Int64(exactly: units) else { throw .overflow }
        return Evaluation(money: Money(minorUnits: minor, currency), rounded: !exact, isExpression: isExpression)
    }

    private static func tokenize(_ text: String) throws(BillError.Failure) -> [Token] {
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
                // One by one: appending the slice runs an unspecialized generic (start-up time).
                for scalar in scalars[index..<end] { literal.unicodeScalars.append(scalar) }
                // A lone point at either end has one reading only: `.99` is 0.99, `99.` is 99.
                if literal.filter({ $0 == "." }).count == 1 && !literal.contains(",") && literal.count > 1 {
                    if literal.hasPrefix(".") { literal = "0" + literal }
                    if literal.hasSuffix(".") { literal.removeLast() }
                }
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

        mutating func expression() throws(BillError.Failure) -> Fraction {
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

        mutating func term() throws(BillError.Failure) -> Fraction {
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

        mutating func factor() throws(BillError.Failure) -> Fraction {
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
