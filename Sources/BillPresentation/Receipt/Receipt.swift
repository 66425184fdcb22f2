public import Money
public import TipCalc

/// A receipt ready to show or print: a `TipResult`'s amounts with labels in the locale's
/// language and every number formatted by the locale.
///
/// Building a receipt does all the localizing (labels through `ReceiptLabels`, amounts through
/// `MoneyFormatter`, percentages through `PercentFormatter`); the renderers only lay it out:
///
///     let result = try TipCalculator.calculate(request)
///     let receipt = try Receipt(result: result, formatter: MoneyFormatter(locale: LocaleIdentifier("de_DE")))
///     print(receipt.rendered(as: .text, width: 32))
///
/// A receipt has up to four sections: the summary (bill, tax, service, tip with its
/// percentage, total), the shares when more than one person pays (each with that person's part
/// of the tip as an included line under it), and the home-currency equivalents (rate, bill,
/// tax, tip, total, then the shares) when the request converts.
///
/// **A service charge already in the bill** is shown as part of the bill, not added to it: an
/// indented line under the bill (``Line/isIncluded``), and the tip line becomes *Extra tip*, the
/// amount added on top, without a percentage (the percentage asked for is covered by service and
/// extra tip together, so putting it beside the extra alone would misstate it). `tipfmt receipt
/// 100 --tip 15 --service 12.5%` reads:
///
///     Bill                              $100.00
///       incl. service 12.5%              $11.11
///     Extra tip                           $3.89
///     ------------------------------------------
///     Total                             $103.89
///
/// (service 100 × 12.5 / 112.5 = 11.11; 15% of 100 = 15.00, less 11.11 = 3.89; 100 + 3.89 = 103.89.)
public struct Receipt: Hashable, Sendable {
    /// The writing direction of a receipt's language (its labels').
    public typealias Direction = TextDirection

    /// One labelled amount.
    public struct Line: Hashable, Sendable {
        /// What the line shows, for machine-readable output (`"bill"`, `"share"`…).
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            case bill, tax, service, tip, total, share, rate
            /// An itemised receipt's item, its discount or a bill discount, and a cash rounding line.
            case item, discount, rounding
        }

        /// What the line shows.
        public var kind: Kind
        /// The label, in the receipt's language: `"Trinkgeld (18 %)"`.
        public var label: String
        /// The value, formatted for the locale: `"15,21 €"`.
        public var value: String
        /// The amount behind ``value``; `nil` for the exchange rate.
        public var amount: Money?
        /// Whether the line is the total, which renderers set apart.
        public var isEmphasized: Bool
        /// Whether the amount is part of the line above rather than added to the total (the
        /// service charge already in the bill); renderers indent it, and JSON marks it
        /// `"included": true`.
        public var isIncluded: Bool

        /// Creates a line.
        public init(
            kind: Kind, label: String, value: String, amount: Money?, isEmphasized: Bool = false,
            isIncluded: Bool = false
        ) {
            self.kind = kind
            self.label = label
            self.value = value
            self.amount = amount
            self.isEmphasized = isEmphasized
            self.isIncluded = isIncluded
        }
    }

    /// A group of lines under an optional heading.
    public struct Section: Hashable, Sendable {
        /// Which part of the receipt a section is.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// Bill, tax, service, tip and total.
            case summary
            /// What each person pays.
            case shares
            /// The amounts converted to the home currency.
            case home
            /// What each person pays, converted to the home currency.
            case homeShares
            /// An itemised receipt's items (quantity × unit price, name, amount).
            case items
            /// One person's part of an itemised bill, headed by their name.
            case person
        }

        /// Which part of the receipt this is.
        public var kind: Kind
        /// The heading, in the receipt's language; `nil` for the summary.
        public var heading: String?
        /// The lines, in order.
        public var lines: [Line]

        /// Creates a section.
        public init(kind: Kind, heading: String?, lines: [Line]) {
            self.kind = kind
            self.heading = heading
            self.lines = lines
        }
    }

    /// The title: the user's, or the localized word for "Receipt".
    public var title: String
    /// A note the user added, printed under the amounts; `nil` for none.
    public var note: String?
    /// The locale the numbers are formatted for.
    public let locale: LocaleIdentifier
    /// The labels, with the language and direction actually used.
    public let labels: ReceiptLabels
    /// The sections, in order.
    public var sections: [Section]
    /// Where the suggested tip and the exchange rate come from; empty when not stated.
    public var sources: [Source]
    /// Whether the shares were split by weights (each shown in order) rather than evenly (equal
    /// shares counted together in a table).
    public var sharesAreWeighted: Bool
    /// The percentage the tip was asked as; `nil` for a tip given as an amount.
    public var tipPercent: ExactDecimal?
    /// The rate the home section converts with, with its source; `nil` without a home currency.
    public var rate: ExchangeRate?
    /// The tipping custom the tip was taken from; `nil` when the tip was the user's.
    public var custom: TippingCustom?
    /// Everyone's amounts in an itemised bill, in the bill's order (with the people who had
    /// nothing); empty for a single amount.
    public var people: [PersonRow]
    /// The itemised bill's totals, the last row of the per-person table; `nil` for a single amount.
    public var totals: PersonRow?
    /// Whether the rounding is shown apart from the tip (a column of its own).
    public var showsRoundingApart: Bool
    /// The sentences under an itemised bill's amounts: its taxes, tip, rounding and split.
    public var notes: [Note]
    /// Who owes whom after an itemised bill.
    public var debts: [Debt]

    /// The writing direction: that of the labels' language.
    public var direction: Direction { labels.direction }

    /// The locale as a BCP-47 tag, as HTML's `lang` wants it: `de-CH`.
    public var languageTag: String {
        let base = locale.identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? "und"
        return base.split(separator: "_").joined(separator: "-")
    }

    /// Creates a receipt from parts already localized (for tests and custom layouts).
    public init(
        title: String, note: String?, locale: LocaleIdentifier, labels: ReceiptLabels, sections: [Section],
        sources: [Source] = [], sharesAreWeighted: Bool = false, tipPercent: ExactDecimal? = nil,
        rate: ExchangeRate? = nil, custom: TippingCustom? = nil, people: [PersonRow] = [], totals: PersonRow? = nil,
        showsRoundingApart: Bool = false, notes: [Note] = [], debts: [Debt] = []
    ) {
        self.title = title
        self.note = note
        self.locale = locale
        self.labels = labels
        self.sections = sections
        self.sources = sources
        self.sharesAreWeighted = sharesAreWeighted
        self.tipPercent = tipPercent
        self.rate = rate
        self.custom = custom
        self.people = people
        self.totals = totals
        self.showsRoundingApart = showsRoundingApart
        self.notes = notes
        self.debts = debts
    }

    /// Builds the receipt for a result, formatting every amount with `formatter` (and its locale).
    ///
    /// The tip's percentage is the one asked for, or the effective one (two decimals) when the
    /// tip was a fixed amount or rounding changed it. Lines for tax and service appear only when
    /// the request had them; shares only when more than one person pays. With a service charge
    /// the service is an included line under the bill ("incl. service 12.5%", with the
    /// percentage when one was given) and the tip is labelled "Extra tip", with no percentage.
    ///
    /// - Parameters:
    ///   - result: What `TipCalculator` computed.
    ///   - formatter: Formats every amount; its locale chooses the labels too.
    ///   - title: The title; the localized "Receipt" when `nil` or empty.
    ///   - note: A note to print under the amounts; none when `nil` or empty.
    ///   - custom: The tipping custom the tip was taken from, whose source and date the receipt
    ///     names (``sources``); `nil` when the tip was the user's. The rate's source comes from
    ///     the result's `ExchangeRate/source`.
    ///   - tipGiven: Whether a tip was asked for; when not and the tip is zero (a custom of no
    ///     tipping), the receipt has no tip lines rather than a tip of 0.
    /// - Throws: `TipCalcError.money(_:)` only if ICU fails to format.
    public init(
        result: TipResult, formatter: MoneyFormatter, title: String? = nil, note: String? = nil,
        custom: TippingCustom? = nil, tipGiven: Bool = true
    ) throws(TipCalcError) {
        try self.init(
            result: result, wording: BillWording(formatter: formatter), title: title, note: note, custom: custom,
            tipGiven: tipGiven)
    }

    /// Builds the receipt for a result in `wording`'s words and formatters, made once by a caller
    /// that builds several documents (a table of percentages) rather than once per document.
    ///
    /// - Throws: `TipCalcError.money(_:)` only if ICU fails to format.
    package init(
        result: TipResult, wording numbers: BillWording, title: String? = nil, note: String? = nil,
        custom: TippingCustom? = nil, tipGiven: Bool = true
    ) throws(TipCalcError) {
        let locale = numbers.money.locale
        let labels = numbers.labels
        var summary: [Line] = []
        let request = result.request
        let hasService = request.service != nil || !result.service.isZero
        summary.append(try numbers.line(.bill, labels[.bill], result.bill))
        if hasService {
            var label = labels[.includedService]
            if case .percent(let rate) = request.service {
                label += " " + numbers.isolated(try numbers.percent(rate))
            }
            summary.append(try numbers.line(.service, label, result.service, included: true))
        }
        if request.tax != nil || !result.tax.isZero {
            summary.append(try numbers.line(.tax, labels[.tax], result.tax))
        }
        let tipLabel: String
        if hasService {
            tipLabel = labels[.extraTip]
        } else {
            let percent: ExactDecimal
            if let asked = result.tipPercent, request.rounding == .none, !request.cash {
                percent = asked
            } else {
                percent = result.effectiveTipPercent
            }
            tipLabel = labels.tip(percent: numbers.isolated(try numbers.percent(percent)))
        }
        // A tip nobody asked for that comes to nothing is no line at all, rather than a tip of 0.
        let showsTip = tipGiven || !result.tip.isZero
        if showsTip { summary.append(try numbers.line(.tip, tipLabel, result.tip)) }
        summary.append(try numbers.line(.total, labels[.total], result.total, emphasized: true))
        var sections = [Section(kind: .summary, heading: nil, lines: summary)]
        if result.shares.count > 1 {
            let tipLabel = labels[hasService ? .extraTip : .tip]
            sections.append(
                Section(
                    kind: .shares, heading: labels[.perPerson],
                    lines: try numbers.shares(result.shares, tips: showsTip ? result.tipShares : [], tipLabel: tipLabel)
                ))
        }
        if let home = result.home {
            let rateText = try numbers.rate(home.rate)
            var lines = [Line(kind: .rate, label: labels[.rate], value: rateText, amount: nil)]
            lines.append(try numbers.line(.bill, labels[.bill], home.bill))
            if result.request.tax != nil || !home.tax.isZero {
                lines.append(try numbers.line(.tax, labels[.tax], home.tax))
            }
            if showsTip {
                lines.append(try numbers.line(.tip, hasService ? labels[.extraTip] : labels[.tip], home.tip))
            }
            lines.append(try numbers.line(.total, labels[.total], home.total, emphasized: true))
            sections.append(
                Section(kind: .home, heading: "\(labels[.homeCurrency]) (\(home.rate.to.code))", lines: lines))
            if home.shares.count > 1 {
                sections.append(
                    Section(
                        kind: .homeShares, heading: "\(labels[.perPerson]) (\(home.rate.to.code))",
                        lines: try numbers.shares(home.shares)))
            }
        }
        let trimmedTitle = title.map { $0.trimmingReceiptWhitespace() } ?? ""
        let trimmedNote = note.map { $0.trimmingReceiptWhitespace() } ?? ""
        self.init(
            title: trimmedTitle.isEmpty ? labels[.receipt] : trimmedTitle,
            note: trimmedNote.isEmpty ? nil : trimmedNote,
            locale: locale,
            labels: labels,
            sections: sections,
            sources: Self.sources(of: result, custom: custom, labels: labels),
            sharesAreWeighted: { if case .weights = request.party { true } else { false } }(),
            tipPercent: result.tipPercent,
            rate: result.home?.rate,
            custom: custom
        )
    }
}

/// How a receipt's builders write their lines and numbers: the same words and formatters as
/// every other view (``BillWording``), with ICU's errors as the engine's.
extension BillWording {
    func line(
        _ kind: Receipt.Line.Kind, _ label: String, _ amount: Money, emphasized: Bool = false, included: Bool = false
    ) throws(TipCalcError) -> Receipt.Line {
        do {
            return Receipt.Line(
                kind: kind, label: label, value: try money.format(amount), amount: amount, isEmphasized: emphasized,
                isIncluded: included)
        } catch {
            throw .money(error)
        }
    }

    func percent(_ value: ExactDecimal) throws(TipCalcError) -> String {
        do { return try percents.format(value) } catch { throw .money(error) }
    }

    func number(_ value: ExactDecimal) throws(TipCalcError) -> String {
        do { return try numbers.format(value) } catch { throw .money(error) }
    }

    func number(_ value: Int) throws(TipCalcError) -> String { try number(ExactDecimal(value)) }

    /// `1 USD = 0.9215 EUR`, with ICU's errors as the engine's.
    func rate(_ rate: ExchangeRate) throws(TipCalcError) -> String {
        do { return try rateText(rate) } catch { throw .money(error) }
    }

    /// One line per person; with `tips`, each followed by that person's tip as an included line
    /// (part of the share above it, not added again).
    func shares(_ shares: [Money], tips: [Money] = [], tipLabel: String = "") throws(TipCalcError) -> [Receipt.Line] {
        var lines: [Receipt.Line] = []
        for (index, share) in shares.enumerated() {
            lines.append(try line(.share, labels.person(isolated(try number(index + 1))), share))
            if index < tips.count { lines.append(try line(.tip, tipLabel, tips[index], included: true)) }
        }
        return lines
    }
}

extension String {
    /// This string without leading and trailing whitespace and newlines (no Foundation needed).
    func trimmingReceiptWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension Receipt {
    /// One person's amounts in an itemised bill, or the bill's totals.
    ///
    /// A row of the terminal's per-person table. The name is the user's text, escaped by each
    /// renderer for its medium.
    public struct PersonRow: Hashable, Sendable, Codable {
        /// The name as written in the bill; the localized "Total" for the totals.
        public var name: String
        /// How they pay; `nil` for the totals.
        public var payment: ItemisedBill.PaymentMethod?
        /// Items as printed, before discounts.
        public var items: Money
        /// Item discounts and their part of the bill discount.
        public var discount: Money
        /// Tax added on top.
        public var tax: Money
        /// Tax contained in the prices (VAT).
        public var includedTax: Money
        /// Service contained in the prices.
        public var service: Money
        /// The tip as every output shows it (with the cash rounding the tip takes up).
        public var tip: Money
        /// Rounding shown apart from the tip.
        public var rounding: Money
        /// What they pay.
        public var pays: Money
        /// What they pay in the home currency, if one is set.
        public var home: Money?
    }

    /// A sentence under the amounts of an itemised bill.
    public struct Note: Hashable, Sendable, Codable {
        /// What a note is about.
        public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
            /// A tax and the base it was taken on (or contained in).
            case tax
            /// The tip's percentage and base, or that there is none.
            case tip
            /// Whether a cash rounding is part of the tip.
            case rounding
            /// That everything was shared alike.
            case split
        }

        /// What the note is about.
        public var kind: Kind
        /// The sentence, in the receipt's language.
        public var text: String
    }

    /// Who owes whom after the bill (the user's names, escaped by each renderer).
    public struct Debt: Hashable, Sendable, Codable {
        /// Who owes.
        public var from: String
        /// Who paid.
        public var to: String
        /// How much.
        public var amount: Money
    }
}
