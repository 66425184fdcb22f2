extension MoneyParser {
    /// What surrounds the number: a sign or accounting parentheses, and the currency text before
    /// and after it.
    ///
    /// A sign may sit before or after a currency that comes first (`-€5`, `€-5`), after the
    /// number (`5-`) or after a currency that follows it (`5 €-`); parentheses wrap the whole
    /// amount, on either side of a currency (`(€5)`, `€(5)`). Whatever is left once signs,
    /// parentheses, spaces and marks are peeled off both ends of each side is currency text.
    struct Affixes {
        /// The sign the text carries.
        private(set) var sign = Sign.unsigned
        /// The currency text before the number, if any.
        private(set) var prefix: Range<Int>?
        /// The currency text after the number, if any.
        private(set) var suffix: Range<Int>?
        private var signIndex: Int?
        /// Where the number sits.
        let number: Range<Int>

        /// The currency texts, the one before the number first.
        var currencies: [Range<Int>] { [prefix, suffix].compactMap { $0 } }

        /// Why currency text at `range` is not a currency: usually it is not one the locale knows,
        /// but a separator next to the number means the number itself starts or ends badly.
        func unknownCurrency(
            _ range: Range<Int>, _ source: SourceText, rules: Rules, isName: (Range<Int>) -> Bool
        ) -> MoneyError {
            let scalars = source.scalars
            if range.upperBound == number.lowerBound, rules.separatorClass(scalars[range.upperBound - 1]) != nil {
                let separator = SourceText.quoted(scalars[range.upperBound - 1])
                return source.failure(
                    at: range.upperBound - 1,
                    "the number starts with \(separator); write a digit first, as in 0\(separator)5")
            }
            if range.lowerBound == number.upperBound, rules.separatorClass(scalars[range.lowerBound]) != nil {
                return source.failure(
                    at: range.lowerBound, "the number ends with \(SourceText.quoted(scalars[range.lowerBound]))")
            }
            // A currency followed (or, before the number, preceded) by something else.
            let blanks = range.filter { SourceText.isBlank(scalars[$0]) }
            if range.lowerBound >= number.upperBound,
                let end = blanks.first(where: { isName(range.lowerBound..<$0) }),
                let next = (end..<range.upperBound).first(where: { !SourceText.isBlank(scalars[$0]) })
            {
                return source.failure(at: next, "'\(source.string(next..<range.upperBound))' follows the currency")
            }
            if range.upperBound <= number.lowerBound,
                let start = blanks.last(where: { isName(($0 + 1)..<range.upperBound) })
            {
                return source.failure(
                    at: range.lowerBound, "'\(source.string(range.lowerBound..<start))' comes before the currency")
            }
            return source.failure(
                at: range.lowerBound,
                "'\(source.string(range))' is not a currency symbol, code or name \(rules.identifier) knows")
        }

        init(_ source: SourceText, number: NumberText, rules: Rules) throws(MoneyError) {
            let scalars = source.scalars
            self.number = number.start..<number.end
            var open: Int?
            var close: Int?

            // Before the number.
            let before = try strip(0..<number.start, source, rules, paren: "(", allowsParen: true, at: &open)
            if !before.isEmpty { prefix = before }

            // After the number.
            if let digit = (number.end..<scalars.count).first(where: { SourceText.digit(scalars[$0]) != nil }) {
                throw source.failure(at: digit, "a second number follows the amount")
            }
            let after = try strip(
                number.end..<scalars.count, source, rules, paren: ")", allowsParen: open != nil, at: &close)
            if !after.isEmpty { suffix = after }
            if open == nil, let suffix, scalars[suffix.lowerBound] == ")" {
                throw source.failure(at: suffix.lowerBound, "')' closes no '('")
            }

            if let open {
                guard close != nil else { throw source.failure(at: open, "'(' is not closed") }
                if let signIndex {
                    throw source.failure(
                        at: signIndex, "a sign inside accounting parentheses, which already mean minus")
                }
                sign = .parentheses
            }
        }

        /// What is left of `bounds` once blanks, signs (recorded) and at most one `paren` (its index
        /// put in `parenIndex`, when `allowsParen`) are taken from its start, then from its end.
        private mutating func strip(
            _ bounds: Range<Int>, _ source: SourceText, _ rules: Rules, paren: Unicode.Scalar, allowsParen: Bool,
            at parenIndex: inout Int?
        ) throws(MoneyError) -> Range<Int> {
            var low = bounds.lowerBound
            var high = bounds.upperBound
            for fromStart in [true, false] {
                while low < high {
                    let index = fromStart ? low : high - 1
                    let scalar = source.scalars[index]
                    if SourceText.isBlank(scalar) {
                        // Skipped.
                    } else if scalar == paren, allowsParen, parenIndex == nil {
                        parenIndex = index
                    } else if let sign = rules.sign(scalar) {
                        try record(sign, at: index, source)
                    } else {
                        break
                    }
                    if fromStart { low += 1 } else { high -= 1 }
                }
            }
            return low..<high
        }

        private mutating func record(_ sign: Sign, at index: Int, _ source: SourceText) throws(MoneyError) {
            guard self.sign == .unsigned else { throw source.failure(at: index, "the amount has a second sign") }
            self.sign = sign
            signIndex = index
        }
    }
}
