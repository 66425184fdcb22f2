package import Money
package import TipCalc

/// What `tipfmt live` shows at one moment: the settings as typed, `calc`'s summary of them (or
/// why there is none), and the status row.
///
/// ``LiveScreen`` lays it out on a terminal and ``LivePlainText`` on one line; the session's
/// state (LiveUI's `LiveState`) makes it, and nothing here changes it.
package struct LiveView {
    /// A number being typed after `%` or `p`.
    package struct Entry: Hashable, Sendable {
        /// What the number is for.
        package enum Kind: Hashable, Sendable {
            case tipPercent, partySize
        }

        /// What the number is for.
        package var kind: Kind
        /// The text typed so far, with the locale's decimal separator.
        package var text = ""

        /// An entry of `kind`, `text` typed so far.
        package init(kind: Kind, text: String = "") {
            self.kind = kind
            self.text = text
        }
    }

    /// One line of feedback about the last key.
    package enum Message: Hashable, Sendable {
        /// Something was refused (a typed 101%); shown as `Error: …`.
        case error(String)
        /// Something the user may want to know (the slider's end, a saved bill).
        case info(String)
    }

    /// `calc`'s summary for the settings, or why it cannot be worked out.
    package enum Figures {
        /// The report `calc` prints for the settings: one result, laid out as a summary.
        case report(CalcReport)
        /// Why there are no figures, as `calc` would say it (or in the locale's words for what
        /// typing can lead to).
        case cannotCalculate(String)
    }

    /// The output locale: the language, numbers and punctuation of everything shown.
    package var locale: LocaleIdentifier
    /// The bill's currency code, shown in the title.
    package var currencyCode: String
    /// The decimal separator the bill is typed with (the locale's, with Latin digits).
    package var decimalSeparator: Character
    /// The bill as typed; empty is zero.
    package var billText: String
    /// The tip percentage.
    package var tipPercent: ExactDecimal
    /// The preset tips and the letter keys that pick them, in key order.
    package var presets: [(key: Character, percent: ExactDecimal)]
    /// How many people split the bill evenly.
    package var partySize: Int
    /// The rounding policy.
    package var rounding: RoundingPolicy
    /// Whether totals and shares round to the currency's cash increment.
    package var cash: Bool
    /// `calc`'s summary of the settings.
    package var figures: Figures
    /// The number being typed, if any.
    package var entry: Entry?
    /// Feedback about the last key, if any.
    package var message: Message?

    /// A view of the settings given; every one is shown as it is.
    package init(
        locale: LocaleIdentifier, currencyCode: String, decimalSeparator: Character, billText: String,
        tipPercent: ExactDecimal, presets: [(key: Character, percent: ExactDecimal)], partySize: Int,
        rounding: RoundingPolicy, cash: Bool,
        figures: Figures, entry: Entry?, message: Message?
    ) {
        self.locale = locale
        self.currencyCode = currencyCode
        self.decimalSeparator = decimalSeparator
        self.billText = billText
        self.tipPercent = tipPercent
        self.presets = presets
        self.partySize = partySize
        self.rounding = rounding
        self.cash = cash
        self.figures = figures
        self.entry = entry
        self.message = message
    }

    /// The words and numbers of the output locale.
    package var wording: BillWording { BillWording(formatter: MoneyFormatter(locale: locale)) }

    /// The summary's lines as `calc` prints them, unstyled.
    ///
    /// - Throws: ``LiveView/CannotCalculate`` with the reason when there are no figures.
    package func summaryLines() throws(CannotCalculate) -> [String] {
        switch figures {
        case .cannotCalculate(let message): throw CannotCalculate(message: message)
        case .report(let report):
            do { return try report.lines() } catch { throw CannotCalculate(message: error.description) }
        }
    }

    /// The summary's rows of cells and its notes (``CalcReport/summaryRows()``).
    ///
    /// - Throws: ``LiveView/CannotCalculate`` with the reason when there are no figures.
    package func summaryRows() throws(CannotCalculate) -> (rows: [[String]], notes: [String]) {
        switch figures {
        case .cannotCalculate(let message): throw CannotCalculate(message: message)
        case .report(let report):
            do { return try report.summaryRows() } catch { throw CannotCalculate(message: error.description) }
        }
    }

    /// Why the figures cannot be shown.
    package struct CannotCalculate: Error {
        /// The reason, one line.
        package var message: String
    }
}
