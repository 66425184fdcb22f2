/// A named way a formatted amount changes between two ICU or CLDR versions (or two platforms).
///
/// ``DriftClassifier/classify(expected:actual:amount:currency:locale:)`` compares the expected and actual texts
/// structurally (the number's digits, separators and groups; the sign, symbol, spaces and
/// direction marks around it) and names every rule that explains the difference. `other` is
/// used only when none does.
///
/// Three rules are not drift but a wrong table or a wrong program: ``wrongCurrency``,
/// ``wrongSign`` and ``other`` (``isDrift`` is `false`). A row they name is named by them
/// alone, so nothing about it reads as drift; `tipfmt check --update` writes a wrong currency
/// only when told `--accept-currency-change`.
///
///     DriftClassifier.classify(expected: "CHF\u{A0}1'234.50", actual: "CHF\u{A0}1\u{2019}234.50").rule
///     // .groupingSeparator
public enum DriftRule: String, Hashable, Sendable, CaseIterable, Codable {
    // Declared from cause to consequence: a row is grouped under the first rule that explains
    // it, so a numbering system that also brings its own separators is grouped as the former.

    /// The expected text names another currency than the row's: `$1,234.50` for EUR in en_US,
    /// where ICU writes `€1,234.50`. Not drift: the table, or the program, has the wrong currency.
    case wrongCurrency = "wrong-currency"
    /// The expected text shows a negative amount as positive, or a positive one as negative
    /// (`-$1,234.50` for 1234.5). Not drift: it is another value.
    case wrongSign = "wrong-sign"
    /// The digits belong to another numbering system (`١٬٢٣٤` → `1,234`).
    case numberingSystem = "numbering-system"
    /// The number of fraction digits changed (2 → 0 for IDR, HUF, COP and PKR in CLDR 48).
    case fractionDigits = "fraction-digits"
    /// An amount exactly halfway between two shown values rounded the other way (half-even
    /// against half-up: 2.345 → 2.34 or 2.35).
    case tieRounding = "tie-rounding"
    /// The currency symbol moved to the other side of the number (`kr 12` → `12 kr`).
    case placement
    /// The currency symbol or code reads differently (`kr` → `NOK`, `¥` → `￥`).
    case symbolText = "symbol-text"
    /// The sign is written differently or elsewhere (`-` → `−`, `-$5` → `$-5`, `-` → `( )`).
    case sign
    /// The digits are grouped differently: another group size (1,234,567 → 12,34,567) or
    /// another minimum grouping (1234 → 1,234).
    case groupingSize = "grouping-size"
    /// The grouping separator is another character (’ → ' in de_CH, CLDR 48).
    case groupingSeparator = "grouping-separator"
    /// The decimal separator is another character (`,` → `.`).
    case decimalSeparator = "decimal-separator"
    /// A space is another kind of space (U+0020, U+00A0, U+202F), or one was added or removed,
    /// inside the number or beside the symbol.
    case space
    /// Bidirectional marks (U+200E, U+200F, U+061C) were added, removed or moved.
    case directionMarks = "direction-marks"
    /// Nothing above explains the difference (another value, another text). Not drift.
    case other

    /// Whether the rule is a change a new ICU or CLDR (or another platform) may bring; `false`
    /// for ``wrongCurrency``, ``wrongSign`` and ``other``, which no version change explains.
    public var isDrift: Bool {
        switch self {
        case .wrongCurrency, .wrongSign, .other: false
        default: true
        }
    }

    /// What the rule says, as a report's summary names it: `grouping separator changed`.
    public var title: String {
        switch self {
        case .groupingSeparator: "grouping separator changed"
        case .decimalSeparator: "decimal separator changed"
        case .space: "space changed"
        case .groupingSize: "grouping size or minimum grouping changed"
        case .fractionDigits: "fraction digits changed"
        case .symbolText: "symbol or code text changed"
        case .placement: "currency placement moved"
        case .sign: "sign or accounting form changed"
        case .directionMarks: "direction marks changed"
        case .numberingSystem: "numbering system changed"
        case .tieRounding: "rounding at a tie changed"
        case .wrongCurrency: "wrong currency, not drift"
        case .wrongSign: "wrong sign, not drift"
        case .other: "other"
        }
    }
}

/// What a mismatch's classification found: every rule that explains it, and a short note of
/// what changed for the first.
///
/// When a rule that is not drift applies (``DriftRule/isDrift``), the rules are those alone: a
/// wrong currency that also changes the spacing is a wrong currency, not a space change.
///
///     let drift = DriftClassifier.classify(expected: "Rp\u{A0}1.235", actual: "Rp\u{A0}1.234,56")
///     print(drift.rules, drift.detail)
///     // Prints "[FormatCheck.DriftRule.fractionDigits] 0 → 2"
public struct Drift: Hashable, Sendable {
    /// Every rule that explains the difference, in ``DriftRule``'s declaration order; never
    /// empty (`[.other]` when nothing else applies).
    public let rules: [DriftRule]
    /// What changed, expected first, for the first rule: `’ → '`, `2 → 0`, `prefix → suffix`,
    /// with invisible characters named (`<NBSP> → <NNBSP>`).
    public let detail: String

    /// The first of ``rules``: the one a summary groups the row under.
    public var rule: DriftRule { rules.first ?? .other }

    /// Whether every rule is drift: a version change explains the whole difference.
    public var isDrift: Bool { rules.allSatisfy(\.isDrift) }

    /// A classification with `rules` (in any order; sorted here, `[.other]` when empty, and
    /// only those that are not drift when there are any).
    public init(rules: [DriftRule], detail: String) {
        let failures = rules.filter { !$0.isDrift }
        let kept = failures.isEmpty ? rules : failures
        let sorted = DriftRule.allCases.filter(kept.contains)
        self.rules = sorted.isEmpty ? [.other] : sorted
        self.detail = detail
    }
}
