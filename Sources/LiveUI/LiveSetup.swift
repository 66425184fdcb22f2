package import BillPresentation
package import Money
import TipCalc
package import BillRequestKit

/// What stays the same for a whole `tipfmt live` session: the `calc` plan the command line,
/// config file and environment make, and how the locale writes a decimal number.
package struct LiveSetup: Sendable {
    /// The plan `calc` made from the same options: its request carries the tax, tip base,
    /// service, rounding step and home rate; live mode changes only the bill, tip, party,
    /// rounding and cash (see ``BillRequest/live(bill:percent:partySize:rounding:cash:)``).
    package let plan: BillRequest
    /// Whether no bill was given or remembered (the plan then holds a zero bill).
    package let startsEmpty: Bool
    /// The decimal separator shown in the typed bill: the locale's, with Latin digits.
    package let decimalSeparator: Character
    /// Other characters typed as the decimal separator: `.`, and the locale's own with its
    /// native digits (`٫` in Arabic).
    package let otherSeparators: Set<Character>

    /// The bill's currency.
    package var currency: Currency { plan.bill.currency }
    /// The output locale.
    package var locale: LocaleIdentifier { plan.context.locale }

    /// A setup for `plan`; the separators come from ICU's formatting of 1.5 in the locale.
    package init(plan: BillRequest, startsEmpty: Bool) {
        self.plan = plan
        self.startsEmpty = startsEmpty
        let half = (try? ExactDecimal(parsing: "1.5")) ?? .zero
        func separator(latinDigits: Bool) -> Character? {
            let formatter = DecimalFormatter(
                locale: plan.context.locale, usesGrouping: false, usesLatinDigits: latinDigits)
            guard let text = try? formatter.format(half) else { return nil }
            // The characters between the one and the five, without bidi marks.
            let middle = text.dropFirst().dropLast().filter { DisplayWidth.of($0) > 0 }
            return middle.count == 1 ? middle.first : nil
        }
        decimalSeparator = separator(latinDigits: true) ?? "."
        var others: Set<Character> = ["."]
        if let native = separator(latinDigits: false) { others.insert(native) }
        others.remove(decimalSeparator)
        otherSeparators = others
    }

    /// The words and numbers of the output locale (messages, prompts and keys are in its language).
    package var wording: BillWording { BillWording(formatter: MoneyFormatter(locale: locale)) }

    /// Whether `character` is typed as the decimal separator.
    package func isDecimalSeparator(_ character: Character) -> Bool {
        character == decimalSeparator || otherSeparators.contains(character)
    }

    /// Canonical decimal text (`84.50`) as typed in this locale (`84,50`).
    package func localized(_ canonical: String) -> String {
        decimalSeparator == "." ? canonical : canonical.replacingAll(".", with: decimalSeparator)
    }

    /// Typed text (`84,5`) as canonical decimal text (`84.5`).
    package func canonical(_ typed: String) -> String {
        decimalSeparator == "." ? typed : typed.replacingAll(decimalSeparator, with: ".")
    }
}

extension String {
    /// The string with every `old` character replaced by `new`.
    fileprivate func replacingAll(_ old: Character, with new: Character) -> String {
        String(map { $0 == old ? new : $0 })
    }
}
