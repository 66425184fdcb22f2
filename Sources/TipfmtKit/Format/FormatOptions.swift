import ArgumentParser
import FormatCheck
import Money

/// How amounts are shown: the options of `tipfmt format`, which `tipfmt check` reproduces per row.
struct FormatOptions: ParsableArguments {
    @Option(help: ArgumentHelp("How the currency is shown.", valueName: "style"))
    var style: MoneyFormatter.Style = .symbol

    @Flag(help: "Round to the currency's cash increment (0.05 CHF, 1 CZK).")
    var cash = false

    @Option(help: ArgumentHelp("When a sign is shown.", valueName: "when"))
    var sign: SignOption = .auto

    @Flag(inversion: .prefixedNo, help: "Group digits (1,234 rather than 1234).")
    var grouping = true

    @Flag(help: "Use Latin digits 0-9 instead of the locale's own.")
    var latinDigits = false

    @Option(
        help: ArgumentHelp(
            "How amounts with more fraction digits than the currency has are rounded; to-nearest-or-even "
                + "(half-even, as ICU does) by default. ICU's up and down are not accepted: "
                + "write away-from-zero or ceiling, toward-zero or floor.",
            valueName: "mode"))
    var rounding: RoundingMode = .toNearestOrEven

    /// The settings these options stand for: the same type a `check` table row builds.
    var settings: FormatSettings {
        var settings = FormatSettings()
        settings.style = style
        settings.usesCashRounding = cash
        settings.signDisplay = sign.signDisplay
        settings.usesGrouping = grouping
        settings.usesLatinDigits = latinDigits
        settings.rounding = rounding.rule
        return settings
    }
}

/// `--sign`: when a sign is shown.
enum SignOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case auto, always, never
    case exceptZero = "except-zero"

    /// The formatter setting.
    var signDisplay: MoneyFormatter.SignDisplay {
        switch self {
        case .auto: .auto
        case .always: .always
        case .never: .never
        case .exceptZero: .exceptZero
        }
    }
}

/// `--rounding`: how excess fraction digits are rounded, spelled as `Money.RoundingRule` names them.
///
/// ICU's `up`, `down`, `half-up` and `half-down` are rejected: ICU's "up" is away from zero, which
/// many read as toward positive infinity. `half-even` has one reading and is accepted.
enum RoundingMode: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// To nearest, ties to even (ICU's default).
    case toNearestOrEven = "to-nearest-or-even"
    /// To nearest, ties away from zero.
    case toNearestOrAway = "to-nearest-or-away"
    /// Toward positive infinity.
    case ceiling
    /// Toward negative infinity.
    case floor
    /// Toward zero (truncate).
    case towardZero = "toward-zero"
    /// Away from zero.
    case awayFromZero = "away-from-zero"

    init?(argument: String) {
        self.init(rawValue: argument == "half-even" ? Self.toNearestOrEven.rawValue : argument)
    }

    /// The Money rule of the same name.
    var rule: Money.RoundingRule {
        switch self {
        case .toNearestOrEven: .toNearestOrEven
        case .toNearestOrAway: .toNearestOrAway
        case .ceiling: .ceiling
        case .floor: .floor
        case .towardZero: .towardZero
        case .awayFromZero: .awayFromZero
        }
    }
}
