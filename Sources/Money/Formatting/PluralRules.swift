import Synchronization

/// A locale's cardinal plural rules (CLDR syntax), evaluated on exact operands.
///
/// ICU picks the plural form of a currency's long name (`1.00 US dollars`, `1 yen`) with these
/// rules, evaluated on the rounded value: `i` its integer part, `v` its count of shown fraction
/// digits, `f` those digits as an integer, `t` the same without trailing zeros, `n` the value
/// itself; `e` and `c` (compact exponents) are 0 outside compact notation. ICU holds every operand
/// in a `Double`, and `n % 10` is `fmod` on that `Double`. Here `n` is exact (`i` plus `f / 10^v`):
/// the two agree as long as the `Double` nearest to `n` lies on the same side of every integer as
/// `n` does, which holds for any value below 2^52 units of its last shown digit (the template
/// formatter's limit for long names).
///
/// Relations follow ICU's `AndConstraint::isFulfilled`: `=`, `!=` and `in` hold only for
/// integers, `within` for any value in the range, `is` compares one value; `not` negates.
/// Rules are tried in ICU's order (the resource's), with `other` last.
struct PluralRules: Sendable {
    /// A plural operand.
    enum Operand: Sendable {
        case n, i, f, t, v, e, c
    }

    /// One relation, such as `i % 10 = 2..4`.
    struct Relation: Sendable {
        var operand: Operand
        /// The `%` divisor, or 0 for none.
        var modulus: UInt64
        /// Inclusive ranges for `=`, `!=`, `in` and `within`; `nil` for `is`.
        var ranges: [ClosedRange<UInt64>]?
        /// The value `is` compares with.
        var value: UInt64
        var integerOnly: Bool
        var negated: Bool
        /// A bare operand (ICU's default rule `other: n`): always true.
        var isEmpty: Bool
    }

    /// The keywords (`one`, `few`, …, `other`), in the order they are tried.
    let keywords: [String]
    /// For each keyword, alternatives (`or`) of conjunctions (`and`) of relations; an empty
    /// list of alternatives never holds, an empty conjunction always does.
    private let conditions: [[[Relation]]]
    /// The sample numbers CLDR lists with the rules (`@integer 0, 1`, `@decimal 0.0~1.5`), as
    /// integer parts and fraction digit strings; ranges give both ends, compact samples are left out.
    let samples: [(integer: UInt64, fraction: String)]

    private static let cache = Mutex<[String: PluralRules]>([:])

    /// The rules ICU's number formatter uses for `locale`, read and parsed once per locale;
    /// `nil` when ICU's data cannot be read or uses syntax this parser does not know.
    static func forLocale(_ locale: String) -> PluralRules? {
        if let known = cache.withLock({ $0[locale] }) { return known }
        guard let rules = ICUPluralRuleData.rules(locale: locale), let parsed = PluralRules(rules) else { return nil }
        cache.withLock { cache in
            if cache.count < 2048 { cache[locale] = parsed }
        }
        return parsed
    }

    /// Parses ICU's rule texts; `nil` if any uses syntax this parser does not know (then the
    /// template formatter leaves long names to ICU).
    init?(_ rules: [ICUPluralRuleData.Rule]) {
        var ordered: [(String, [[Relation]])] = []
        var other: [[Relation]]?
        var samples: [(integer: UInt64, fraction: String)] = []
        for rule in rules {
            let parts = rule.text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
            guard let condition = Self.parseCondition(parts.first.map(String.init) ?? "") else { return nil }
            if parts.count > 1 { samples += Self.parseSamples(String(parts[1])) }
            if rule.keyword == "other" {
                other = condition
            } else {
                ordered.append((rule.keyword, condition))
            }
        }
        ordered.append(("other", other ?? [[]]))
        keywords = ordered.map(\.0)
        conditions = ordered.map(\.1)
        self.samples = samples
    }

    /// The index in ``keywords`` of the form of the value `integer.fraction`, with
    /// `fractionDigits` digits shown (`fraction` < 10^fractionDigits).
    func category(integer: UInt64, fraction: UInt64, fractionDigits: Int) -> Int {
        var trimmed = fraction
        while trimmed != 0 && trimmed % 10 == 0 { trimmed /= 10 }
        for (index, alternatives) in conditions.enumerated() {
            for conjunction in alternatives {
                var holds = true
                for relation in conjunction where holds {
                    holds = Self.holds(
                        relation, integer: integer, fraction: fraction, trimmed: trimmed, digits: fractionDigits)
                }
                if holds { return index }
            }
        }
        return keywords.count - 1
    }

    private static func holds(
        _ relation: Relation, integer: UInt64, fraction: UInt64, trimmed: UInt64, digits: Int
    ) -> Bool {
        if relation.isEmpty { return true }
        var whole: UInt64
        var isIntegral = true
        switch relation.operand {
        case .n:
            whole = integer
            isIntegral = fraction == 0
        case .i: whole = integer
        case .f: whole = fraction
        case .t: whole = trimmed
        case .v: whole = UInt64(digits)
        case .e, .c: whole = 0
        }
        var result: Bool
        if relation.integerOnly && !isIntegral {
            result = false
        } else {
            if relation.modulus > 0 { whole %= relation.modulus }
            if let ranges = relation.ranges {
                // `whole` plus a fraction in [0, 1) lies in lo...hi when lo <= whole and it is below hi,
                // or equal to hi with no fraction.
                result = ranges.contains { range in
                    range.lowerBound <= whole && (whole < range.upperBound || (whole == range.upperBound && isIntegral))
                }
            } else {
                result = isIntegral && whole == relation.value
            }
        }
        return relation.negated ? !result : result
    }

    // MARK: - Parsing

    private enum Token: Equatable, Sendable {
        case word(String)
        case number(UInt64)
        case dots, comma, equals, notEquals, percent
    }

    /// The punctuation of a condition and its token.
    private static let punctuation: [(text: [UInt8], token: Token)] = [
        (Array("..".utf8), .dots), (Array(",".utf8), .comma), (Array("=".utf8), .equals),
        (Array("!=".utf8), .notEquals), (Array("%".utf8), .percent),
    ]

    private static func tokens(_ text: String) -> [Token]? {
        var result: [Token] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                var end = index
                while end < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end]) { end += 1 }
                result.append(.word(String(decoding: bytes[index..<end], as: UTF8.self)))
                index = end
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var value: UInt64 = 0
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    guard value < 100_000_000_000 else { return nil }
                    value = value * 10 + UInt64(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                }
                result.append(.number(value))
            default:
                guard let (text, token) = punctuation.first(where: { bytes[index...].starts(with: $0.text) }) else {
                    return nil
                }
                result.append(token)
                index += text.count
            }
        }
        return result
    }

    /// `condition = and ('or' and)*`, `and = relation ('and' relation)*`; `nil` on anything else.
    private static func parseCondition(_ text: String) -> [[Relation]]? {
        guard let tokens = tokens(text) else { return nil }
        if tokens.isEmpty { return [[]] }
        var position = 0
        var alternatives: [[Relation]] = [[]]
        while true {
            guard let relation = parseRelation(tokens, &position) else { return nil }
            alternatives[alternatives.count - 1].append(relation)
            guard position < tokens.count else { return alternatives }
            switch tokens[position] {
            case .word("and"): position += 1
            case .word("or"):
                position += 1
                alternatives.append([])
            default: return nil
            }
        }
    }

    private static func parseRelation(_ tokens: [Token], _ position: inout Int) -> Relation? {
        guard position < tokens.count, case .word(let name) = tokens[position] else { return nil }
        let operand: Operand
        switch name {
        case "n": operand = .n
        case "i": operand = .i
        case "f": operand = .f
        case "t": operand = .t
        case "v": operand = .v
        case "e": operand = .e
        case "c": operand = .c
        default: return nil
        }
        position += 1
        var relation = Relation(
            operand: operand, modulus: 0, ranges: nil, value: 0, integerOnly: false, negated: false, isEmpty: false)
        if position < tokens.count, tokens[position] == .percent || tokens[position] == .word("mod") {
            guard position + 1 < tokens.count, case .number(let modulus) = tokens[position + 1], modulus > 0 else {
                return nil
            }
            relation.modulus = modulus
            position += 2
        }
        guard position < tokens.count, tokens[position] != .word("and"), tokens[position] != .word("or") else {
            relation.isEmpty = relation.modulus == 0
            return relation.isEmpty ? relation : nil
        }
        let verb = tokens[position]
        position += 1
        switch verb {
        case .equals, .notEquals:
            relation.integerOnly = true
            relation.negated = verb == .notEquals
            relation.ranges = parseRanges(tokens, &position)
            return relation.ranges == nil ? nil : relation
        case .word("is"):
            if position < tokens.count, tokens[position] == .word("not") {
                relation.negated = true
                position += 1
            }
            guard position < tokens.count, case .number(let value) = tokens[position] else { return nil }
            relation.value = value
            position += 1
            return relation
        case .word("not"), .word("in"), .word("within"):
            var word = verb
            if verb == .word("not") {
                relation.negated = true
                guard position < tokens.count else { return nil }
                word = tokens[position]
                position += 1
            }
            guard word == .word("in") || word == .word("within") else { return nil }
            relation.integerOnly = word == .word("in")
            relation.ranges = parseRanges(tokens, &position)
            return relation.ranges == nil ? nil : relation
        default:
            return nil
        }
    }

    private static func parseRanges(_ tokens: [Token], _ position: inout Int) -> [ClosedRange<UInt64>]? {
        var ranges: [ClosedRange<UInt64>] = []
        while true {
            guard position < tokens.count, case .number(let low) = tokens[position] else { return nil }
            position += 1
            var high = low
            if position < tokens.count, tokens[position] == .dots {
                guard position + 1 < tokens.count, case .number(let end) = tokens[position + 1], end >= low else {
                    return nil
                }
                high = end
                position += 2
            }
            ranges.append(low...high)
            guard position < tokens.count, tokens[position] == .comma else { return ranges }
            position += 1
        }
    }

    /// The plain numbers of a sample list such as `integer 0, 2~16, 100, … @decimal 0.0~1.5`.
    private static func parseSamples(_ text: String) -> [(integer: UInt64, fraction: String)] {
        var result: [(integer: UInt64, fraction: String)] = []
        for item in text.split(whereSeparator: { $0 == "," || $0 == "@" || $0 == "~" || $0 == " " }) {
            let parts = item.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.count <= 15,
                whole.allSatisfy({ $0.isASCII && $0.isNumber }), let integer = UInt64(whole)
            else { continue }
            let fraction = parts.count == 2 ? String(parts[1]) : ""
            guard fraction.count <= 15, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { continue }
            result.append((integer, fraction))
        }
        return result
    }
}
