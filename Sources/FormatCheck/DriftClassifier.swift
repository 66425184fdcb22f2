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
    /// A difference that no version change explains is named by that alone: another currency's
    /// symbol, code or name in the expected text (``DriftRule/wrongCurrency``, known only when
    /// `currency` is given), a sign that makes the amount negative or positive
    /// (``DriftRule/wrongSign``), or other digits (``DriftRule/other``, when rounding the one
    /// side's digits cannot give the other's).
    ///
    ///     DriftClassifier.classify(expected: "$1,234.50", actual: "€1,234.50", currency: "EUR", locale: "en_US").rules
    ///     // [.wrongCurrency]
    ///
    /// - Parameters:
    ///   - expected: The text the table expected.
    ///   - actual: The text this run formatted.
    ///   - amount: The canonical amount both texts show (`2.345`), when known: it tells a tie
    ///     rounded the other way (``DriftRule/tieRounding``) from another value (``DriftRule/other``).
    ///   - currency: The ISO code `actual` was formatted in, when known: it tells a symbol that
    ///     drifted from another currency's.
    ///   - locale: The locale `actual` was formatted for, when known: it says what a symbol
    ///     several currencies share (`$`) means there.
    /// - Returns: The rules that explain the difference; `[.other]` when none does, and also
    ///   when the texts are equal (there is nothing to explain).
    /// - Complexity: O(*n*) in the texts' length, once ICU's currency names are read (see
    ///   the first lookup of a locale or currency, some milliseconds).
    public static func classify(
        expected: String, actual: String, amount: String? = nil, currency: String? = nil, locale: String? = nil
    ) -> Drift {
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
        compareAffixes(left, right, currency: currency, locale: locale, note: note)
        if found.isEmpty && !expected.unicodeScalars.elementsEqual(actual.unicodeScalars) {
            compareOrder(left, right, note: note)
        }
        guard let first = found.first else { return Drift(rules: [.other], detail: "") }
        let drift = Drift(rules: found.map(\.0), detail: "")
        let detail = found.first(where: { $0.0 == drift.rule })?.1 ?? first.1
        return Drift(rules: drift.rules, detail: detail)
    }

    private static func compareNumbers(
        _ l: NumberShape, _ r: NumberShape, amount: String?, note: (DriftRule, String, String) -> Void
    ) {
        if l.digitZero != r.digitZero {
            note(.numberingSystem, NumberShape.systemName(l.digitZero), NumberShape.systemName(r.digitZero))
        }
        if l.fraction.count != r.fraction.count {
            // Fewer digits are drift only when they are the other side's value rounded.
            if NumberShape.isRounding(l, of: r) || NumberShape.isRounding(r, of: l) {
                note(.fractionDigits, "\(l.fraction.count)", "\(r.fraction.count)")
            } else {
                note(.other, l.valueText, r.valueText)
            }
        } else if l.integerValue != r.integerValue || l.fraction != r.fraction {
            if let amount, isTie(amount, shownFractionDigits: l.fraction.count), NumberShape.areAdjacent(l, r) {
                note(.tieRounding, l.valueText, r.valueText)
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
        _ l: FormattedShape, _ r: FormattedShape, currency: String?, locale: String?,
        note: (DriftRule, String, String) -> Void
    ) {
        let lMarks = l.pieces(.mark)
        let rMarks = r.pieces(.mark)
        if lMarks != rMarks { note(.directionMarks, describe(lMarks), describe(rMarks)) }
        let lSigns = l.pieces(.sign)
        let rSigns = r.pieces(.sign)
        if l.isNegative != r.isNegative {
            // A minus on a positive amount, or none on a negative one: another value.
            note(.wrongSign, l.isNegative ? "negative" : "positive", r.isNegative ? "negative" : "positive")
        } else if lSigns != rSigns {
            note(.sign, describe(lSigns), describe(rSigns))
        }
        let lSymbols = l.pieces(.symbol)
        let rSymbols = r.pieces(.symbol)
        let lSides = Set(lSymbols.map(\.side))
        let rSides = Set(rSymbols.map(\.side))
        // Moved: the symbol is on the other side now, and on neither side both times.
        let moved = !lSides.isEmpty && !rSides.isEmpty && lSides.isDisjoint(with: rSides)
        if moved { note(.placement, sides(lSymbols), sides(rSymbols)) }
        if l.affixDigits != r.affixDigits {
            let digits = { (values: [UInt8]) in values.map(String.init).joined() }
            note(.other, digits(l.affixDigits), digits(r.affixDigits))
            return
        }
        let lTexts = lSymbols.map(\.text)
        let rTexts = rSymbols.map(\.text)
        if lTexts != rTexts {
            compareSymbols(lTexts, rTexts, currency: currency, locale: locale, note: note)
        }
        // A space beside a symbol that moved moves with it: that is the placement, not a space.
        if !moved {
            let lSpaces = l.pieces(.space)
            let rSpaces = r.pieces(.space)
            if lSpaces != rSpaces { note(.space, describe(lSpaces), describe(rSpaces)) }
        }
    }

    /// Names a difference in the currency's texts: another currency's, its own written another
    /// way, or only other spaces inside it (`$<NBSP>US` against `$ US`).
    private static func compareSymbols(
        _ l: [String], _ r: [String], currency: String?, locale: String?, note: (DriftRule, String, String) -> Void
    ) {
        let before = l.joined(separator: " ")
        let after = r.joined(separator: " ")
        if let currency {
            let actualKeys = Set(r.map { CurrencyTexts.key($0.unicodeScalars) })
            for text in l where !actualKeys.contains(CurrencyTexts.key(text.unicodeScalars)) {
                if case .other(let code) = CurrencyTexts.owner(of: text, currency: currency, locale: locale) {
                    let own = currency.uppercased()
                    note(.wrongCurrency, "\(code)'s \(text)", "\(own)'s \(after.isEmpty ? "none" : after)")
                    return
                }
            }
        }
        let withoutSpaces = { (texts: [String]) in
            texts.map { String(String.UnicodeScalarView($0.unicodeScalars.filter { !isSpace($0) })) }
        }
        if withoutSpaces(l) == withoutSpaces(r) {
            note(.space, before, after)
        } else {
            note(.symbolText, before, after)
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
        // Parentheses on one side belong to a currency's name (`peso (1881–1970)`); accounting
        // parentheses enclose the number.
        for side in [Side.prefix, .suffix] {
            let parentheses = pieces.indices.filter {
                pieces[$0].side == side && pieces[$0].kind == .sign
                    && (pieces[$0].text == "(" || pieces[$0].text == ")")
            }
            let texts = Set(parentheses.map { pieces[$0].text })
            if texts.count == 2 { for index in parentheses { pieces[index].kind = .symbol } }
        }
        pieces = Self.joiningCurrencyTexts(pieces)
    }

    func pieces(_ kind: Kind) -> [Piece] { pieces.filter { $0.kind == kind } }

    /// Whether a sign shows the amount as negative: a minus of any kind, or parentheses around
    /// the number.
    var isNegative: Bool {
        pieces.contains { $0.kind == .sign && $0.text != "+" && $0.text != "(" && $0.text != ")" }
            || (pieces.contains { $0.kind == .sign && $0.side == .prefix && $0.text == "(" }
                && pieces.contains { $0.kind == .sign && $0.side == .suffix && $0.text == ")" })
    }

    /// The digits outside the number, in order (`74` in pt_CV's `1 234$74`, where the escudo's
    /// sign marks the decimals): part of the value, whatever the symbol around them.
    var affixDigits: [UInt8] {
        pieces.flatMap { $0.text.unicodeScalars.compactMap(NumberShape.digitValue) }
    }

    /// The pieces with each currency text made one symbol: words with spaces between them
    /// (`$ US`, `US dollars`), words joined by a hyphen (`États-Unis`) and a name's parentheses
    /// (`francs CFA (BCEAO)`) on one side.
    private static func joiningCurrencyTexts(_ pieces: [Piece]) -> [Piece] {
        var joined: [Piece] = []
        var index = 0
        while index < pieces.count {
            var piece = pieces[index]
            index += 1
            guard piece.kind == .symbol else {
                joined.append(piece)
                continue
            }
            while true {
                var next = index
                var gap = ""
                while next < pieces.count, pieces[next].side == piece.side, pieces[next].kind == .space {
                    gap += pieces[next].text
                    next += 1
                }
                if gap.isEmpty, next < pieces.count, pieces[next].side == piece.side, pieces[next].kind == .sign,
                    pieces[next].text == "-"
                {
                    gap = "-"
                    next += 1
                }
                guard next < pieces.count, pieces[next].side == piece.side, pieces[next].kind == .symbol else {
                    break
                }
                piece.text += gap + pieces[next].text
                index = next + 1
            }
            joined.append(piece)
        }
        return joined
    }

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

    /// The digits of the value in units of its last fraction digit, without leading zeros:
    /// `[1, 2, 3, 4, 5, 0]` for 1,234.50.
    private var units: [UInt8] {
        let digits = integer + fraction
        let start = digits.firstIndex(where: { $0 != 0 }) ?? digits.count
        return Array(digits[start...])
    }

    /// Whether `short`, with fewer fraction digits, is `long` rounded to them (either way: the
    /// rounding mode is the formatter's).
    static func isRounding(_ short: NumberShape, of long: NumberShape) -> Bool {
        let kept = short.fraction.count
        guard long.fraction.count > kept else { return false }
        let truncated = NumberShape(
            digitZero: long.digitZero, groups: [], integer: long.integer, fraction: Array(long.fraction.prefix(kept)),
            groupingSeparator: nil, decimalSeparator: nil, surelyDecimal: nil
        ).units
        if short.units == truncated { return true }
        let exact = long.fraction.dropFirst(kept).allSatisfy { $0 == 0 }
        return !exact && short.units == increment(truncated)
    }

    /// Whether two values with the same fraction digits are one last digit apart.
    static func areAdjacent(_ l: NumberShape, _ r: NumberShape) -> Bool {
        increment(l.units) == r.units || increment(r.units) == l.units
    }

    /// `digits` (most significant first, no leading zeros) plus one.
    private static func increment(_ digits: [UInt8]) -> [UInt8] {
        var digits = digits
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] < 9 {
                digits[index] += 1
                return digits
            }
            digits[index] = 0
            index -= 1
        }
        return [1] + digits
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
