import Money

/// Names why a formatted amount differs from what a table expected, by comparing the two texts'
/// structure rather than their bytes.
///
/// Each text is read as affixes around a number: the number's digits (and their numbering
/// system), group sizes, grouping and decimal separators; around it, signs, spaces, direction
/// marks and the currency's symbol or code, each on its side. The two structures are compared
/// part by part, and every part that differs names its ``DriftRule``.
///
///     let drift = DriftClassifier.classify(expected: "1\u{A0}234,50\u{A0}kr", actual: "kr\u{A0}1\u{A0}234,50")
///     print(drift.rule, drift.detail)
///     // Prints "placement suffix → prefix"
public enum DriftClassifier {
    /// Classifies one difference.
    ///
    /// - Parameters:
    ///   - expected: The text the table expected.
    ///   - actual: The text this run formatted.
    ///   - amount: The canonical amount both texts show (`2.345`), when known: it tells a tie
    ///     rounded the other way (``DriftRule/tieRounding``) from another value (``DriftRule/other``).
    /// - Returns: The rules that explain the difference; `[.other]` when none does, and also
    ///   when the texts are equal (there is nothing to explain).
    /// - Complexity: O(*n*) in the texts' length.
    public static func classify(expected: String, actual: String, amount: String? = nil) -> Drift {
        var left = FormattedShape(expected)
        var right = FormattedShape(actual)
        // A lone separator before three digits may group or mark decimals: the other side tells.
        if let decimal = left.number?.surelyDecimal, right.number?.surelyDecimal == nil {
            right = FormattedShape(actual, decimalHint: decimal)
        } else if let decimal = right.number?.surelyDecimal, left.number?.surelyDecimal == nil {
            left = FormattedShape(expected, decimalHint: decimal)
        }
        var found: [(DriftRule, String)] = []
        func note(_ rule: DriftRule, _ before: String, _ after: String) {
            found.append((rule, "\(CheckComparison.visible(before)) → \(CheckComparison.visible(after))"))
        }

        switch (left.number, right.number) {
        case (let l?, let r?):
            compareNumbers(l, r, amount: amount, note: note)
        case (nil, nil):
            break
        default:
            return Drift(rules: [.other], detail: "a number on one side only")
        }
        compareAffixes(left, right, note: note)
        if found.isEmpty && !expected.unicodeScalars.elementsEqual(actual.unicodeScalars) {
            compareOrder(left, right, note: note)
        }
        guard let first = found.first else { return Drift(rules: [.other], detail: "") }
        let rules = found.map(\.0)
        let primary = DriftRule.allCases.first(where: rules.contains) ?? first.0
        let detail = found.first(where: { $0.0 == primary })?.1 ?? first.1
        return Drift(rules: rules, detail: detail)
    }

    private static func compareNumbers(
        _ l: NumberShape, _ r: NumberShape, amount: String?, note: (DriftRule, String, String) -> Void
    ) {
        if l.digitZero != r.digitZero {
            note(.numberingSystem, NumberShape.systemName(l.digitZero), NumberShape.systemName(r.digitZero))
        }
        if l.fraction.count != r.fraction.count {
            note(.fractionDigits, "\(l.fraction.count)", "\(r.fraction.count)")
        } else if l.integerValue != r.integerValue || l.fraction != r.fraction {
            if let amount, isTie(amount, shownFractionDigits: l.fraction.count) {
                let before = l.valueText
                let after = r.valueText
                note(.tieRounding, before, after)
            } else {
                note(.other, l.valueText, r.valueText)
            }
        }
        if l.groups != r.groups && l.integer.count == r.integer.count {
            note(.groupingSize, l.groupText, r.groupText)
        }
        if let ls = l.groupingSeparator, let rs = r.groupingSeparator, ls != rs {
            note(isSpace(ls) && isSpace(rs) ? .space : .groupingSeparator, String(ls), String(rs))
        }
        if let ld = l.decimalSeparator, let rd = r.decimalSeparator, ld != rd {
            note(.decimalSeparator, String(ld), String(rd))
        }
    }

    private static func compareAffixes(
        _ l: FormattedShape, _ r: FormattedShape, note: (DriftRule, String, String) -> Void
    ) {
        let lMarks = l.pieces(.mark)
        let rMarks = r.pieces(.mark)
        if lMarks != rMarks { note(.directionMarks, describe(lMarks), describe(rMarks)) }
        let lSigns = l.pieces(.sign)
        let rSigns = r.pieces(.sign)
        if lSigns != rSigns { note(.sign, describe(lSigns), describe(rSigns)) }
        let lSymbols = l.pieces(.symbol)
        let rSymbols = r.pieces(.symbol)
        let moved = lSymbols.map(\.side) != rSymbols.map(\.side)
        if moved { note(.placement, sides(lSymbols), sides(rSymbols)) }
        if lSymbols.map(\.text) != rSymbols.map(\.text) {
            note(.symbolText, lSymbols.map(\.text).joined(separator: " "), rSymbols.map(\.text).joined(separator: " "))
        }
        // A space beside a symbol that moved moves with it: that is the placement, not a space.
        if !moved {
            let lSpaces = l.pieces(.space)
            let rSpaces = r.pieces(.space)
            if lSpaces != rSpaces { note(.space, describe(lSpaces), describe(rSpaces)) }
        }
    }

    /// The same parts in another order around the number: a sign or a symbol moved.
    private static func compareOrder(
        _ l: FormattedShape, _ r: FormattedShape, note: (DriftRule, String, String) -> Void
    ) {
        let lOrder = l.affixText
        let rOrder = r.affixText
        if !l.pieces(.sign).isEmpty || !r.pieces(.sign).isEmpty {
            note(.sign, lOrder, rOrder)
        } else if !l.pieces(.symbol).isEmpty {
            note(.placement, lOrder, rOrder)
        }
    }

    private static func describe(_ pieces: [FormattedShape.Piece]) -> String {
        pieces.isEmpty
            ? "none"
            : pieces.map { "\($0.side == .prefix ? "before" : "after") '\($0.text)'" }.joined(
                separator: ", ")
    }

    private static func sides(_ pieces: [FormattedShape.Piece]) -> String {
        pieces.isEmpty ? "none" : pieces.map { $0.side == .prefix ? "prefix" : "suffix" }.joined(separator: ", ")
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .spaceSeparator
    }

    /// Whether `amount` lies exactly halfway between two values with `shownFractionDigits`
    /// fraction digits: its further digits are a 5 and zeros.
    static func isTie(_ amount: String, shownFractionDigits: Int) -> Bool {
        guard let dot = amount.firstIndex(of: ".") else { return false }
        let fraction = amount[amount.index(after: dot)...]
        guard fraction.count > shownFractionDigits else { return false }
        let rest = fraction.dropFirst(shownFractionDigits)
        return rest.first == "5" && rest.dropFirst().allSatisfy { $0 == "0" }
    }
}

/// A formatted amount read as parts: the number, and the pieces before and after it.
struct FormattedShape {
    enum Side: Hashable { case prefix, suffix }
    enum Kind: Hashable { case sign, space, mark, symbol }

    /// A run of characters of one kind on one side of the number.
    struct Piece: Hashable {
        var kind: Kind
        var side: Side
        var text: String
    }

    var pieces: [Piece] = []
    var number: NumberShape?

    init(_ text: String, decimalHint: Unicode.Scalar? = nil) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var side = Side.prefix
        while index < scalars.count {
            let scalar = scalars[index]
            if number == nil, NumberShape.digitValue(scalar) != nil {
                let (shape, end) = NumberShape.read(scalars, from: index, decimalHint: decimalHint)
                number = shape
                index = end
                side = .suffix
                continue
            }
            let kind = Self.kind(of: scalar)
            // Symbols and marks run on; each space and each sign character is its own piece.
            if kind == .symbol || kind == .mark, let last = pieces.last, last.kind == kind, last.side == side {
                pieces[pieces.count - 1].text.unicodeScalars.append(scalar)
            } else {
                pieces.append(Piece(kind: kind, side: side, text: String(scalar)))
            }
            index += 1
        }
    }

    func pieces(_ kind: Kind) -> [Piece] { pieces.filter { $0.kind == kind } }

    /// The affixes' non-space parts in order, with `#` for the number: `-¤#`, `¤-#`.
    var affixText: String {
        var out = ""
        var numberWritten = false
        for piece in pieces where piece.kind != .space {
            if piece.side == .suffix && !numberWritten {
                out += "#"
                numberWritten = true
            }
            out += piece.kind == .symbol ? "¤" : piece.text
        }
        return numberWritten ? out : out + "#"
    }

    static func kind(of scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x2D, 0x2B, 0x2212, 0x28, 0x29, 0xFE63, 0xFF0D: return .sign
        case 0x200E, 0x200F, 0x061C: return .mark
        default: return DriftClassifier.isSpace(scalar) ? .space : .symbol
        }
    }
}

/// The number in a formatted amount: its digits, groups and separators.
struct NumberShape: Hashable {
    /// The code point of the digit zero of the digits' numbering system (0x30 for Latin).
    var digitZero: UInt32
    /// The integer part's group sizes, most significant first: `[1, 3]` for 1,234.
    var groups: [Int]
    /// The integer part's digit values, leading zeros kept.
    var integer: [UInt8]
    /// The fraction's digit values.
    var fraction: [UInt8]
    var groupingSeparator: Unicode.Scalar?
    var decimalSeparator: Unicode.Scalar?
    /// The decimal separator when the text alone shows it is one (two kinds of separator, a
    /// lone separator before other than three digits, or the Arabic decimal separator).
    var surelyDecimal: Unicode.Scalar?

    /// The integer digits without leading zeros.
    var integerValue: ArraySlice<UInt8> {
        let start = integer.firstIndex(where: { $0 != 0 }) ?? integer.count
        return integer[start...]
    }

    /// `1234.56`, in Latin digits.
    var valueText: String {
        let digits = { (values: [UInt8]) in String(values.map { Character(String($0)) }) }
        return fraction.isEmpty ? digits(integer) : digits(integer) + "." + digits(fraction)
    }

    /// `3,3` for 1,234,567; `2,2,3` for 12,34,567; `4` for 1234.
    var groupText: String { groups.map(String.init).joined(separator: ",") }

    static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
            value >= 0, value <= 9
        else { return nil }
        return UInt8(value)
    }

    static func systemName(_ zero: UInt32) -> String {
        switch zero {
        case 0x30: "latn"
        case 0x660: "arab"
        case 0x6F0: "arabext"
        case 0x966: "deva"
        case 0x9E6: "beng"
        case 0xE50: "thai"
        case 0x1040: "mymr"
        default: "digits from U+\(InvisibleCharacters.hex(zero))"
        }
    }

    /// Reads the number starting at a digit: digits, and single separators between digits.
    ///
    /// Returns the shape and the index after the number.
    static func read(_ scalars: [Unicode.Scalar], from start: Int, decimalHint: Unicode.Scalar?) -> (Self, Int) {
        var runs: [[UInt8]] = [[]]
        var separators: [Unicode.Scalar] = []
        var zero: UInt32 = 0x30
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if let value = digitValue(scalar) {
                if runs.count == 1 && runs[0].isEmpty { zero = scalar.value - UInt32(value) }
                runs[runs.count - 1].append(value)
                index += 1
                continue
            }
            // A separator is one non-digit, non-letter character between two digits.
            guard index + 1 < scalars.count, digitValue(scalars[index + 1]) != nil, isSeparator(scalar) else {
                break
            }
            separators.append(scalar)
            runs.append([])
            index += 1
        }
        var decimalAt: Int?
        var sure: Unicode.Scalar?
        if let last = separators.last {
            if last == "\u{066B}" {
                decimalAt = separators.count - 1
                sure = last
            } else if separators.count >= 2 && separators[separators.count - 2] != last {
                decimalAt = separators.count - 1
                sure = last
            } else if separators.count == 1 {
                if let decimalHint {
                    if decimalHint == last { decimalAt = 0 }
                } else if runs[1].count != 3 && last != "\u{066C}" {
                    decimalAt = 0
                    sure = last
                }
            }
        }
        let integerRuns = decimalAt.map { Array(runs[...$0]) } ?? runs
        let shape = NumberShape(
            digitZero: zero, groups: integerRuns.map(\.count), integer: integerRuns.flatMap { $0 },
            fraction: decimalAt.map { runs[$0 + 1] } ?? [],
            groupingSeparator: decimalAt.map { separators[..<$0].first } ?? separators.first,
            decimalSeparator: decimalAt.map { separators[$0] }, surelyDecimal: sure)
        return (shape, index)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .otherPunctuation, .spaceSeparator, .initialPunctuation, .finalPunctuation, .dashPunctuation,
            .connectorPunctuation:
            return true
        default:
            return scalar == "'" || scalar == "\u{2019}" || scalar == "\u{066B}" || scalar == "\u{066C}"
        }
    }
}
