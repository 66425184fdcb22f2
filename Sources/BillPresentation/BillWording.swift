package import Money
package import TipCalc

/// The words and numbers of one locale as every human-readable output of a bill uses them: the
/// calc table, the itemised table, the live screen and what the history shows again.
///
/// One place for what used to be written per output: the labels (``ReceiptLabels``, 28
/// languages, falling back to English key by key), the rate line and where a rate comes from,
/// the tipping note, rounding and payment names, and the isolation of numbers inside
/// right-to-left text. Receipts and explanations use the same labels.
package struct BillWording {
    /// The labels of the locale's language.
    package let labels: ReceiptLabels
    /// Amounts.
    package let money: MoneyFormatter
    /// Percentages: `18 %` in de, `18%` in en.
    package let percents: PercentFormatter
    /// Counts and rates, in the locale's digits.
    package let numbers: DecimalFormatter

    /// The wording of `formatter`'s locale, with its digits.
    package init(formatter: MoneyFormatter) {
        labels = ReceiptLabels(locale: formatter.locale)
        money = formatter
        percents = PercentFormatter(locale: formatter.locale, usesLatinDigits: formatter.usesLatinDigits)
        numbers = DecimalFormatter(locale: formatter.locale, usesLatinDigits: formatter.usesLatinDigits)
    }

    /// A number or amount placed in right-to-left text, wrapped in FIRST STRONG ISOLATE … POP
    /// DIRECTIONAL ISOLATE (as the receipt does) so it never reorders with the words around it.
    package func isolated(_ text: String) -> String {
        labels.isolated(text)
    }

    /// `1 USD = 0.9215 EUR`: a rate in the locale's digits, as every output writes it.
    package func rateText(_ rate: ExchangeRate) throws(MoneyError) -> String {
        "\(try numbers.format(ExactDecimal(1))) \(rate.from.code) = \(try numbers.format(rate.rate)) \(rate.to.code)"
    }

    /// `Rate: 1 USD = 0.9215 EUR (given on the command line)`: the rate in the locale's digits,
    /// and where it comes from when that is known.
    package func rateLine(_ rate: ExchangeRate) throws(MoneyError) -> String {
        var value = isolated(try rateText(rate))
        if let source = rate.source {
            value = labels.filled(.withRemark, ["value": value, "text": self.source(source)])
        }
        return labelled(labels[.rate], value)
    }

    /// `Rate: …`: a label and its value as the language joins them (`Taux : …` in French,
    /// `為替レート：…` in Japanese, with the full-width colon its other labels use).
    package func labelled(_ label: String, _ value: String) -> String {
        labels.filled(.labelled, ["label": label, "value": value])
    }

    /// An amount in another currency beside the bill's: `≈ $0.67`, `約$0.67` in Japanese (the
    /// sign `≈` is as wide as two columns in a Japanese terminal and would shift the column).
    package func approximately(_ amount: String) -> String {
        labels.filled(.approximately, ["amount": amount])
    }

    /// `2 × $33.24`: `count` people who each pay `amount` (`2人￥3,324` in Japanese, where `×`
    /// is as wide as two columns and would shift the column).
    package func counted(_ count: String, _ amount: String) -> String {
        labels.filled(.countOf, ["count": count, "amount": amount])
    }

    /// `Ann, Ben, Cy`: the items as the language lists them (`Ann、Ben、Cy` in Japanese).
    package func list(_ items: [String]) -> String {
        labels.list(items)
    }

    /// Where a rate comes from, in the locale's words where the source is one the tool names
    /// itself: `given on the command line`, `ECB euro reference rates, 2026-11-20; rates.xml`
    /// (the file it was read from after the date); any other source as it is.
    package func source(_ source: ExchangeRate.Source) -> String {
        let (text, includesDate) = labels.rateSource(source)
        // Any other source shows its date as it names itself (`ExchangeRate.Source.description`).
        return TerminalText.neutralised(!includesDate && text == source.name ? source.description : text)
    }

    /// The tipping custom of a region as one sentence in the locale's words.
    ///
    /// "Tipping in US: 15–20%, usually 18%. … Source: …, as of …." The custom's own note is
    /// English data (Resources/locales/tipping), so only English text carries it: in any other
    /// language the sentence says what the data says (range, usual percentage, service included,
    /// source) in that language alone, never half in English.
    package func tippingNote(_ custom: TippingCustom) throws(MoneyError) -> String {
        var range = try percents.format(custom.defaultPercent)
        if custom.minimumPercent != custom.maximumPercent {
            range =
                "\(try percents.format(custom.minimumPercent))–\(try percents.format(custom.maximumPercent)), "
                + labels.filled(.usually, ["percent": try percents.format(custom.defaultPercent)])
        }
        var note = labels.filled(.tippingIn, ["region": custom.region, "range": range])
        if custom.serviceUsuallyIncluded {
            note = labels.filled(.clauses, ["first": note, "second": labels[.serviceUsuallyIncluded]])
        }
        var source = labels.filled(.source, ["source": custom.source, "date": custom.asOf])
        if labels.language == "en" { source = custom.note + " " + source }
        return labels.filled(.tippingNote, ["tipping": note, "source": source])
    }

    /// A rounding policy's name: `none`, `nearest`, `up`, `shares up`.
    package func name(_ rounding: RoundingPolicy) -> String {
        switch rounding {
        case .none: labels[.roundingNone]
        case .nearest: labels[.roundingNearest]
        case .up: labels[.roundingUp]
        case .sharesUp: labels[.roundingSharesUp]
        }
    }

    /// A payment method's name: `cash`, `card`.
    package func name(_ payment: ItemisedBill.PaymentMethod) -> String {
        switch payment {
        case .cash: labels[.cash]
        case .card: labels[.card]
        }
    }

    /// `on` or `off`.
    package func name(_ flag: Bool) -> String { flag ? labels[.on] : labels[.off] }
}
