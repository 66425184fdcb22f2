import FormatCheck
import Money
import TestSupport
import Testing

/// Each rule on a difference worked out by hand (expected first, as a table holds it; actual as
/// ICU 72 prints it), and a property: a formatted amount changed on purpose in one way is
/// classified as that way.
@Suite struct DriftClassifierTests {
    static func drift(_ expected: String, _ actual: String, amount: String? = nil) -> Drift {
        DriftClassifier.classify(expected: expected, actual: actual, amount: amount)
    }

    @Test func groupingSeparator() {
        let drift = Self.drift("CHF\u{A0}1'234.50", "CHF\u{A0}1\u{2019}234.50")
        #expect(drift.rules == [.groupingSeparator])
        #expect(drift.detail == "' → ’")
    }

    @Test func decimalSeparator() {
        let drift = Self.drift("1\u{A0}234,50", "1\u{A0}234.50")
        #expect(drift.rules == [.decimalSeparator])
        #expect(drift.detail == ", → .")
    }

    @Test func spaceBesideTheSymbolAndInsideTheNumber() {
        let beside = Self.drift("1.234,50 €", "1.234,50\u{A0}€")
        #expect(beside.rules == [.space])
        #expect(beside.detail == "after ' ' → after '<NBSP>'")
        let inside = Self.drift("1\u{A0}234,50\u{A0}€", "1\u{202F}234,50\u{A0}€")
        #expect(inside.rules == [.space])
        #expect(inside.detail == "<NBSP> → <NNBSP>")
        let added = Self.drift("R$1.234,50", "R$\u{A0}1.234,50")
        #expect(added.rules == [.space])
    }

    @Test func groupingSizeAndMinimumGrouping() {
        let indian = Self.drift("₹1,234,567.80", "₹12,34,567.80")
        #expect(indian.rules == [.groupingSize])
        #expect(indian.detail == "1,3,3 → 2,2,3")
        let minimum = Self.drift("1.234,50\u{A0}€", "1234,50\u{A0}€")
        #expect(minimum.rules == [.groupingSize])
        #expect(minimum.detail == "1,3 → 4")
    }

    @Test func fractionDigits() {
        let drift = Self.drift("Rp\u{A0}1.235", "Rp\u{A0}1.234,56")
        #expect(drift.rules == [.fractionDigits])
        #expect(drift.detail == "0 → 2")
        #expect(Self.drift("1\u{A0}235\u{A0}Ft", "1\u{A0}234,56\u{A0}Ft").rules == [.fractionDigits])
    }

    @Test func symbolText() {
        let drift = Self.drift("¥1,234", "￥1,234")
        #expect(drift.rules == [.symbolText])
        #expect(drift.detail == "¥ → ￥")
        #expect(Self.drift("NOK\u{A0}12,00", "kr\u{A0}12,00").rules == [.symbolText])
    }

    @Test func placement() {
        let drift = Self.drift("1\u{A0}234,50\u{A0}kr", "kr\u{A0}1\u{A0}234,50")
        #expect(drift.rules == [.placement])
        #expect(drift.detail == "suffix → prefix")
    }

    @Test func signForms() {
        let accounting = Self.drift("-$5.00", "($5.00)")
        #expect(accounting.rules == [.sign])
        #expect(accounting.detail == "before '-' → before '(', after ')'")
        #expect(Self.drift("-42,00\u{A0}kr", "\u{2212}42,00\u{A0}kr").rules == [.sign])
        let moved = Self.drift("€\u{A0}-1.234,50", "-€\u{A0}1.234,50")
        #expect(moved.rules == [.sign])
        #expect(moved.detail == "¤-# → -¤#")
    }

    @Test func directionMarks() {
        let drift = Self.drift("1,234.50\u{A0}\u{200F}₪", "\u{200F}1,234.50\u{A0}\u{200F}₪")
        #expect(drift.rules == [.directionMarks])
        #expect(drift.detail == "after '<RLM>' → before '<RLM>', after '<RLM>'")
    }

    /// Arabic-Indic digits bring their own separators: the row is grouped as the numbering
    /// system, the separators follow.
    @Test func numberingSystem() {
        let drift = Self.drift(
            "\u{200F}1,234.50\u{A0}ج.م.\u{200F}", "\u{200F}١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}")
        #expect(drift.rule == .numberingSystem)
        #expect(drift.rules == [.numberingSystem, .groupingSeparator, .decimalSeparator])
        #expect(drift.detail == "latn → arab")
    }

    @Test func tieRoundingOnlyWhenTheAmountIsATie() {
        let tie = Self.drift("$2.35", "$2.34", amount: "2.345")
        #expect(tie.rules == [.tieRounding])
        #expect(tie.detail == "2.35 → 2.34")
        #expect(Self.drift("$2.35", "$2.34", amount: "2.3450").rules == [.tieRounding])
        #expect(Self.drift("$2.35", "$2.34", amount: "2.344").rules == [.other])
        #expect(Self.drift("$2.35", "$2.34").rules == [.other])
    }

    @Test func otherOnlyWhenNothingElseExplainsIt() {
        #expect(Self.drift("$1.00", "$2.00", amount: "1").rules == [.other])
        #expect(Self.drift("n/a", "$1.00").rules == [.other])
        #expect(Self.drift("$1.00", "$1.00").rules == [.other])
    }

    /// Several changes at once are all named, grouped under the first.
    @Test func severalChangesAreAllNamed() {
        let drift = Self.drift("1'234.50 CHF", "CHF\u{A0}1\u{2019}234.50")
        #expect(drift.rules == [.placement, .groupingSeparator])
        #expect(drift.rule == .placement)
    }

    // MARK: - Property

    enum Change: CaseIterable {
        case separator, space, digits, position
        var rule: DriftRule {
            switch self {
            case .separator: .groupingSeparator
            case .space: .space
            case .digits: .fractionDigits
            case .position: .placement
            }
        }
    }

    /// Locales whose ICU 72 output has a known shape: grouping and decimal separator, and
    /// whether the symbol comes first.
    static let shapes: [(locale: String, currency: String, grouping: Character, decimal: Character, prefix: Bool)] = [
        ("en_US", "USD", ",", ".", true), ("de_DE", "EUR", ".", ",", false), ("de_CH", "CHF", "\u{2019}", ".", true),
        ("fr_FR", "EUR", "\u{202F}", ",", false), ("nb_NO", "NOK", "\u{A0}", ",", true),
        ("hi_IN", "INR", ",", ".", true), ("id_ID", "IDR", ".", ",", true), ("es_CO", "COP", ".", ",", true),
    ]

    /// ICU's text for a random amount, changed on purpose in one way, is classified as that way,
    /// whichever side holds the change.
    @Test func aDeliberateChangeIsClassifiedAsThatChange() throws {
        var random = SplitMix64(seed: 0xD21F_7)
        var checked = 0
        for _ in 0..<400 {
            let shape = Self.shapes[Int.random(in: 0..<Self.shapes.count, using: &random)]
            let whole = Int.random(in: 1_000...99_999_999, using: &random)
            let cents = Int.random(in: 0...99, using: &random)
            let sign = Bool.random(using: &random) ? "-" : ""
            let amount = "\(sign)\(whole).\(cents < 10 ? "0" : "")\(cents)"
            let actual = try FormatSettings().format(
                amount, currency: Currency(code: shape.currency), locale: LocaleIdentifier(shape.locale))
            let change = Change.allCases[Int.random(in: 0..<Change.allCases.count, using: &random)]
            guard let changed = Self.apply(change, to: actual, shape: shape, random: &random) else { continue }
            let forward = DriftClassifier.classify(expected: changed, actual: actual, amount: amount)
            let backward = DriftClassifier.classify(expected: actual, actual: changed, amount: amount)
            #expect(forward.rule == change.rule, "\(change) \(visible(changed)) vs \(visible(actual))")
            #expect(backward.rule == change.rule, "\(change) \(visible(actual)) vs \(visible(changed))")
            checked += 1
        }
        #expect(checked > 300)
    }

    static func apply(
        _ change: Change, to text: String,
        shape: (
            locale: String, currency: String, grouping: Character,
            decimal: Character, prefix: Bool
        ),
        random: inout SplitMix64
    ) -> String? {
        switch change {
        case .separator:
            let others = [",", ".", "'", "\u{2019}"].filter {
                $0 != String(shape.grouping) && $0 != String(shape.decimal)
            }
            let replacement = others[Int.random(in: 0..<others.count, using: &random)]
            guard !shape.grouping.isWhitespace else { return nil }
            return text.replacing(String(shape.grouping), with: replacement)
        case .space:
            let spaces: [Character] = [" ", "\u{A0}", "\u{202F}"]
            guard let index = text.firstIndex(where: { spaces.contains($0) }) else { return nil }
            let others = spaces.filter { $0 != text[index] }
            var changed = text
            changed.replaceSubrange(index...index, with: String(others[Int.random(in: 0..<2, using: &random)]))
            return changed
        case .digits:
            guard let decimal = text.lastIndex(of: shape.decimal) else { return nil }
            var end = text.index(after: decimal)
            while end < text.endIndex && text[end].isNumber { end = text.index(after: end) }
            return String(text[..<decimal] + text[end...])
        case .position:
            // Move the symbol (and the space beside it) to the other end.
            let scalars = Array(text.unicodeScalars)
            let isSymbolScalar = { (s: Unicode.Scalar) in
                s.properties.isAlphabetic || s.properties.generalCategory == .currencySymbol
            }
            if shape.prefix {
                guard let first = scalars.firstIndex(where: isSymbolScalar) else { return nil }
                var end = first
                while end < scalars.count && isSymbolScalar(scalars[end]) { end += 1 }
                let symbol = String(String.UnicodeScalarView(scalars[first..<end]))
                var rest = scalars
                rest.removeSubrange(first..<end)
                if first < rest.count, rest[first].properties.generalCategory == .spaceSeparator {
                    rest.remove(at: first)
                }
                return String(String.UnicodeScalarView(rest)) + "\u{A0}" + symbol
            }
            guard let last = scalars.lastIndex(where: isSymbolScalar) else { return nil }
            var start = last
            while start > 0 && isSymbolScalar(scalars[start - 1]) { start -= 1 }
            let symbol = String(String.UnicodeScalarView(scalars[start...last]))
            var rest = Array(scalars[..<start])
            if let space = rest.last, space.properties.generalCategory == .spaceSeparator { rest.removeLast() }
            return symbol + "\u{A0}" + String(String.UnicodeScalarView(rest))
        }
    }
}
