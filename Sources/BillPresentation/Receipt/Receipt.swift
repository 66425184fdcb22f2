public import Money
public import TipCalc

/// A receipt ready to show or print: a bill's result with labels in the locale's language and
/// every number formatted by the locale, laid out as a single amount's summary or per person.
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

    /// Builds the receipt of a bill's result, laid out as `layout` says, formatting every amount
    /// with `formatter` (and its locale).
    ///
    /// The engine gives one result for every bill (a single amount is one item shared by
    /// everyone); the layout is how the receipt shows it:
    ///
    /// - ``BillLayout/summary`` (and ``BillLayout/tipComparison``, one receipt per percentage):
    ///   a single amount. The summary (bill, service, tax, tip with its percentage, total), then
    ///   the shares when more than one person pays, numbered, each with that person's part of
    ///   the tip as an included line under it. The tip's percentage is the one asked for, or the
    ///   effective one (two decimals) when the tip was a fixed amount or rounding changed it.
    ///   Tax and service lines appear only when the bill had them.
    /// - ``BillLayout/perPerson``: items and people. The items, the summary, one section per
    ///   person headed by their name, and what the terminal's per-person table shows (``people``,
    ///   ``totals``, ``notes``, ``debts``).
    ///
    /// Either way the home-currency section follows when the bill converts, and a service charge
    /// already in the bill is an included line under the bill ("incl. service 12.5%") with the
    /// tip labelled "Extra tip", without a percentage.
    ///
    /// - Parameters:
    ///   - result: What `ItemisedCalculator` computed.
    ///   - layout: How to show it.
    ///   - formatter: Formats every amount; its locale chooses the labels too.
    ///   - title: The title; the localized "Receipt" when `nil` or empty.
    ///   - note: A note to print under the amounts; none when `nil` or empty.
    ///   - custom: The tipping custom the tip was taken from, whose source and date a summary
    ///     names (``sources``); `nil` when the tip was the user's. The rate's source comes from
    ///     the result's `ExchangeRate/source`.
    ///   - tipGiven: Whether a tip was asked for; when not and the tip comes to nothing, the
    ///     receipt has no tip lines rather than a tip of 0 (and a per-person receipt's notes say
    ///     there is none).
    /// - Throws: `TipCalcError.money(_:)` only if ICU fails to format.
    public init(
        result: ItemisedResult, layout: BillLayout, formatter: MoneyFormatter, title: String? = nil,
        note: String? = nil, custom: TippingCustom? = nil, tipGiven: Bool = true
    ) throws(TipCalcError) {
        try self.init(
            result: result, layout: layout, wording: BillWording(formatter: formatter), title: title, note: note,
            custom: custom, tipGiven: tipGiven)
    }

    /// Builds the receipt of a single amount's result: the request computed by the engine (as
    /// `TipCalculator.calculate(_:)` computes it), laid out as a summary.
    ///
    ///     let result = try TipCalculator.calculate(request)
    ///     let receipt = try Receipt(result: result, formatter: MoneyFormatter(locale: LocaleIdentifier("de_DE")))
    ///
    /// - Throws: What `TipCalculator.calculate(_:)` throws for the result's request;
    ///   `TipCalcError.money(_:)` if ICU fails to format.
    public init(
        result: TipResult, formatter: MoneyFormatter, title: String? = nil, note: String? = nil,
        custom: TippingCustom? = nil, tipGiven: Bool = true
    ) throws(TipCalcError) {
        try self.init(
            result: try ItemisedCalculator.calculate(try TipCalculator.bill(for: result.request)), layout: .summary,
            formatter: formatter, title: title, note: note, custom: custom, tipGiven: tipGiven)
    }

    /// Builds the receipt in `wording`'s words and formatters, made once by a caller that builds
    /// several documents (a comparison of percentages) rather than once per document.
    ///
    /// - Throws: `TipCalcError.money(_:)` only if ICU fails to format.
    package init(
        result: ItemisedResult, layout: BillLayout, wording numbers: BillWording, title: String? = nil,
        note: String? = nil, custom: TippingCustom? = nil, tipGiven: Bool = true
    ) throws(TipCalcError) {
        let labels = numbers.labels
        let perPerson = layout == .perPerson
        let body =
            perPerson
            ? try Self.perPersonBody(of: result, numbers: numbers, tipGiven: tipGiven)
            : try Self.summaryBody(of: result, numbers: numbers, tipGiven: tipGiven)
        let home = try Self.homeSections(
            of: result, perPerson: perPerson, numbers: numbers, showsTip: body.showsTip)
        let trimmedTitle = title.map { $0.trimmingReceiptWhitespace() } ?? ""
        let trimmedNote = note.map { $0.trimmingReceiptWhitespace() } ?? ""
        var sharesAreWeighted = false
        if !perPerson, result.bill.items.count == 1, case .weighted = result.bill.items[0].sharedBy {
            sharesAreWeighted = true
        }
        self.init(
            title: trimmedTitle.isEmpty ? labels[.receipt] : trimmedTitle,
            note: trimmedNote.isEmpty ? nil : trimmedNote,
            locale: numbers.money.locale,
            labels: labels,
            sections: body.sections + home,
            sources: perPerson ? [] : Self.sources(of: result, custom: custom, labels: labels),
            sharesAreWeighted: sharesAreWeighted,
            tipPercent: result.tipPercent,
            rate: result.home?.rate,
            custom: perPerson ? nil : custom,
            people: perPerson ? try Self.personRows(of: result) : [],
            totals: perPerson
                ? try Self.row(labels[.total], nil, result.totals, home: result.home?.total, of: result) : nil,
            showsRoundingApart: perPerson && result.showsRoundingApart,
            notes: perPerson ? try Self.notes(of: result, numbers: numbers, labels: labels, tipGiven: tipGiven) : [],
            debts: perPerson ? result.debts.map { Debt(from: $0.from, to: $0.to, amount: $0.amount) } : [])
    }

    /// Whether a service charge is in the bill: the service line and "Extra tip".
    private static func hasService(_ result: ItemisedResult) -> Bool {
        result.bill.service != nil || !result.totals.service.isZero
    }

    /// A single amount's sections: the summary, then the numbered shares when more than one
    /// person pays.
    private static func summaryBody(of result: ItemisedResult, numbers: BillWording, tipGiven: Bool)
        throws(TipCalcError) -> (sections: [Section], showsTip: Bool)
    {
        let labels = numbers.labels
        let bill = result.bill
        let totals = result.totals
        let currency = bill.currency
        // Every column as one amount: the tip with the rounding it takes up, the bill after discounts.
        func sum(_ a: Money, _ b: Money) -> Money { Money(minorUnits: a.minorUnits &+ b.minorUnits, currency) }
        let hasService = Self.hasService(result)
        var summary: [Line] = []
        summary.append(
            try numbers.line(
                .bill, labels[.bill], Money(minorUnits: totals.items.minorUnits &- totals.discount.minorUnits, currency)
            ))
        if hasService {
            var label = labels[.includedService]
            if case .percent(let rate) = bill.service {
                label += " " + numbers.isolated(try numbers.percent(rate))
            }
            summary.append(try numbers.line(.service, label, totals.service, included: true))
        }
        if bill.tax != nil || !totals.tax.isZero {
            summary.append(try numbers.line(.tax, labels[.tax], totals.tax))
        }
        let tipLabel: String
        if hasService {
            tipLabel = labels[.extraTip]
        } else {
            let percent: ExactDecimal
            if let asked = result.tipPercent, bill.rounding == .none, bill.defaultPayment != .cash {
                percent = asked
            } else {
                percent = result.effectiveTipPercent
            }
            tipLabel = labels.tip(percent: numbers.isolated(try numbers.percent(percent)))
        }
        let tip = sum(totals.tip, totals.rounding)
        // A tip nobody asked for that comes to nothing is no line at all, rather than a tip of 0.
        let showsTip = tipGiven || !tip.isZero
        if showsTip { summary.append(try numbers.line(.tip, tipLabel, tip)) }
        summary.append(try numbers.line(.total, labels[.total], totals.pays, emphasized: true))
        var sections = [Section(kind: .summary, heading: nil, lines: summary)]
        if result.people.count > 1 {
            let tips = showsTip ? result.people.map { sum($0.amounts.tip, $0.amounts.rounding) } : []
            sections.append(
                Section(
                    kind: .shares, heading: labels[.perPerson],
                    lines: try numbers.shares(
                        result.people.map(\.amounts.pays), tips: tips, tipLabel: labels[hasService ? .extraTip : .tip])
                ))
        }
        return (sections, showsTip)
    }

    /// The home-currency sections, when the bill converts: the rate and the amounts (a single
    /// amount's bill, tax and tip too), then each share converted (numbered for a single amount,
    /// named per person, leaving out who pays nothing).
    private static func homeSections(
        of result: ItemisedResult, perPerson: Bool, numbers: BillWording, showsTip: Bool
    ) throws(TipCalcError) -> [Section] {
        guard let home = result.home else { return [] }
        let labels = numbers.labels
        var lines = [Line(kind: .rate, label: labels[.rate], value: try numbers.rate(home.rate), amount: nil)]
        if !perPerson {
            lines.append(try numbers.line(.bill, labels[.bill], home.bill))
            if result.bill.tax != nil || !home.tax.isZero {
                lines.append(try numbers.line(.tax, labels[.tax], home.tax))
            }
            if showsTip {
                lines.append(
                    try numbers.line(.tip, Self.hasService(result) ? labels[.extraTip] : labels[.tip], home.tip))
            }
        }
        lines.append(try numbers.line(.total, labels[.total], home.total, emphasized: true))
        var sections = [Section(kind: .home, heading: "\(labels[.homeCurrency]) (\(home.rate.to.code))", lines: lines)]
        let heading = "\(labels[.perPerson]) (\(home.rate.to.code))"
        if perPerson {
            guard result.people.count > 1 else { return sections }
            var shares: [Line] = []
            for (index, person) in result.people.enumerated() where !home.shares[index].isZero {
                shares.append(try numbers.line(.share, Self.printable(person.name), home.shares[index]))
            }
            sections.append(Section(kind: .homeShares, heading: heading, lines: shares))
        } else if home.shares.count > 1 {
            sections.append(Section(kind: .homeShares, heading: heading, lines: try numbers.shares(home.shares)))
        }
        return sections
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
