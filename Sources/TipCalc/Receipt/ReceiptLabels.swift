public import Money

/// The words of a receipt in one language, found through a fallback chain like ICU's.
///
/// Labels come from `Resources/locales/labels/<language>.json`, compiled into the library by
/// `scripts/generate-labels.py`, so a binary copied alone still has them. A locale is looked up
/// from its most specific form to English, one key at a time:
///
/// | locale | chain |
/// | --- | --- |
/// | `de_CH` | `de-CH` → `de` → `en` |
/// | `zh_TW`, `zh_HK`, `zh_MO`, `zh_Hant` | `zh-Hant-TW` … → `zh-Hant` → `en` |
/// | `zh`, `zh_CN`, `zh_SG`, `zh_Hans` | `zh-Hans-CN` … → `zh-Hans` → `en` |
/// | `no`, `nb`, `nn` | `nb` (`nn` tries `nn` first) → `en` |
/// | `iw`, `he` | `he` → `en` |
///
///     let labels = ReceiptLabels(identifier: "de_CH")
///     print(labels.language, labels[.tip])
///     // Prints "de Trinkgeld"
public struct ReceiptLabels: Hashable, Sendable {
    /// One label of a receipt.
    public enum Key: String, Hashable, Sendable, CaseIterable {
        /// The receipt's default title: "Receipt".
        case receipt
        /// The bill before tax: "Bill".
        case bill
        /// A discount on an item or the bill (itemised receipts): "Discount".
        case discount
        /// "Tax".
        case tax
        /// The service charge already included in the bill: "Service" (for custom layouts; the
        /// built-in one uses ``includedService``).
        case service
        /// The service charge shown as part of the bill, before its percentage: "incl. service".
        case includedService
        /// "Tip", for the home-currency tip line.
        case tip
        /// The tip added on top of an included service charge: "Extra tip".
        case extraTip
        /// "Tip ({percent})": the tip with its percentage.
        case tipPercent
        /// A cash payment's rounding kept apart from the tip (itemised receipts): "Rounding".
        case rounding
        /// "Total".
        case total
        /// The heading of the shares: "Per person".
        case perPerson
        /// "Person {n}": one share.
        case person
        /// The heading of the converted amounts: "Home currency".
        case homeCurrency
        /// The exchange rate: "Rate".
        case rate
        /// The heading of the user's note: "Note".
        case note
        /// The column of the diners (itemised bills): "Person".
        case personColumn
        /// The column of what each person had: "Items".
        case items
        /// The column of what each person pays: "Pays".
        case pays
        /// The column of how each person pays, cash or card: "Paid by".
        case paidBy
        /// A cash payment, in a cell: "cash".
        case cash
        /// A card payment, in a cell: "card".
        case card
        /// Value-added tax included in the prices, before its rate: "VAT".
        case vat
        /// The column of the VAT contained in the prices: "incl. VAT".
        case includedVAT
        /// "{tax}: {amount} on {base}": a tax added on top, `{tax}` being "Tax 8%" or "VAT 8.1%".
        case taxOnBase
        /// "{tax}: {amount} included in {base}": a tax contained in the prices.
        case taxInBase
        /// "Tip {percent} of {base}".
        case tipOfBase
        /// "Tip {percent} of {base}, less the service included".
        case tipOfBaseLessService
        /// The tip actually left, after "; ": "effective {percent}".
        case effectiveTip
        /// When no tip was given: "No tip."
        case noTip
        /// When the cash rounding counts as tip: "Rounding is taken up by the tip."
        case roundingIsTip
        /// When it does not: "Cash rounding is a line of its own, not tip."
        case roundingIsSeparate
        /// When no line is split differently: "Everything is shared alike, so the total is split by the same weights."
        case sharedAlike
        /// One debt to the person who paid: "{from} owes {to} {amount}".
        case owes
        /// The minor unit that could not be split evenly: "{amount} left over: {name}".
        case leftOver
        /// Where a rate typed by the user came from: "given on the command line".
        case rateSourceGiven
        /// Where a downloaded rate came from: "ECB euro reference rates, {date}".
        case rateSourceECB
        /// The heading of the explanation: "How every amount was found ({currency}, exact):".
        case explanationHeading
        /// The number of people at the table: "Party".
        case party
        /// A setting that is on: "on".
        case on
        /// A setting that is off: "off".
        case off
        /// No rounding: "none".
        case roundingNone
        /// Rounding to the nearest step: "nearest".
        case roundingNearest
        /// Rounding up: "up".
        case roundingUp
        /// Each person's share rounded up: "shares up".
        case roundingSharesUp
        /// A place's tipping custom: "Tipping in {region}: {range}", `{range}` being "15–20%" or "10%".
        case tippingIn
        /// The usual tip, after the range: "usually {percent}".
        case usually
        /// After the usual tip: "service is usually included".
        case serviceUsuallyIncluded
        /// Where the tipping custom comes from: "Source: {source}, as of {date}."
        case source
        /// A trip: "Trip".
        case tripTrip
        /// A trip: "People".
        case tripPeople
        /// A trip: "Bills".
        case tripBills
        /// A trip: "Payments".
        case tripPayments
        /// A trip: "Date".
        case tripDate
        /// A trip: "What".
        case tripWhat
        /// A trip: "Amount".
        case tripAmount
        /// A trip: "Shared by".
        case tripSharedBy
        /// A trip: "Created".
        case tripCreatedColumn
        /// A trip: "Balances in {currency}".
        case tripBalances
        /// A trip: "Balances in {currency}, each bill converted at its own rate".
        case tripHomeBalances
        /// A trip: "gets back {amount}".
        case tripGetsBack
        /// A trip: "owes {amount}".
        case tripOwesAmount
        /// A trip: "even".
        case tripEven
        /// A trip: "Settle up in {currency}".
        case tripSettleUp
        /// A trip: "{from} pays {to} {amount}".
        case tripTransfer
        /// A trip: "Everyone is even.".
        case tripAllEven
        /// A trip: "Fewest transfers: {n}.".
        case tripFewest
        /// A trip: "Transfers: {n} (more than 12 people: possibly not the fewest).".
        case tripMaybeNotFewest
        /// A trip: "Transfers: {n} (largest debtor to largest creditor, not always the fewest).".
        case tripLargestFirst
        /// A trip: "Cash: each transfer is rounded to {step}.".
        case tripCashRounded
        /// A trip: "{from} paid {to} {amount}".
        case tripPaymentLine
        /// A trip: "No bills yet.".
        case tripNoBills
        /// A trip: "No rate is recorded for {what}, so there are no balances in {currency} yet.".
        case tripNoRate
        /// A trip: "rate given".
        case tripRateTyped
        /// A trip: "card statement {amount}".
        case tripRateStatement
        /// A trip: "{what}: {amount} × {rate} = {converted} ({source})".
        case tripConversion
        /// A trip: "bill {id}".
        case tripBillNumber
        /// A trip: "payment {n}".
        case tripPaymentNumber
        /// A trip: "{from} owes {owes} and {to} is owed {owed}; the balances of {names} sum to zero (transfers in this group: {count}).".
        case tripReason
        /// A trip: "Why each amount is what it is:".
        case tripExplainHeading
        /// A trip: "Trip {name} created for {people}.".
        case tripCreated
        /// A trip: "Bill {id} added to {name}: {title}, {amount}.".
        case tripBillAdded
        /// A trip: "Bill {id} of {name} changed: {title}, {amount}.".
        case tripBillChanged
        /// A trip: "Bill {id} removed from {name}.".
        case tripBillRemoved
        /// A trip: "Payment recorded: {from} paid {to} {amount}.".
        case tripPaymentRecorded
        /// A trip: "Payments recorded: {n}.".
        case tripPaymentsRecorded
        /// A trip: "Trip {name} deleted.".
        case tripDeleted
        /// A trip: "No trips yet: create one with tipfmt trip create NAME --people A,B.".
        case tripNoTrips
        /// A trip: "Trip {name} imported: {people}; bills: {n}.".
        case tripImported
    }

    /// One labels file as compiled into the library.
    struct Table: Hashable, Sendable {
        var direction: Receipt.Direction
        var labels: [Key: String]
    }

    /// The labels file the receipt's language comes from: `de` for `de_CH`, `en` if none matched.
    public let language: String
    /// The writing direction of ``language``.
    public let direction: Receipt.Direction
    private let labels: [Key: String]

    /// The languages that have a labels file, sorted: `ar`, `cs`, … `zh-Hant`.
    public static var languages: [String] { tableNames }

    /// Labels for a validated locale.
    public init(locale: LocaleIdentifier) {
        self.init(chain: Self.fallbackChain(language: locale.language, script: locale.script, region: locale.region))
    }

    /// Labels for a locale id or BCP-47 tag (`de_CH`, `zh-Hant-HK`, `iw`), which need not be valid:
    /// anything unknown ends at English.
    public init(identifier: String) {
        self.init(chain: Self.fallbackChain(for: identifier))
    }

    /// Labels as decoded: `labels` over the built-in ones of `language`.
    init(language: String, direction: Receipt.Direction, labels: [Key: String]) {
        self.language = language
        self.direction = direction
        self.labels = ReceiptLabels(identifier: language).labels.merging(labels) { _, decoded in decoded }
    }

    /// Every label, for encoding.
    var all: [Key: String] { labels }

    private init(chain: [String]) {
        let found = chain.compactMap { name in Self.table(name).map { (name, $0) } }
        let first = found.first ?? ("en", Table(direction: .leftToRight, labels: [:]))
        language = first.0
        direction = first.1.direction
        var labels: [Key: String] = [:]
        for key in Key.allCases {
            labels[key] = found.lazy.compactMap { $0.1.labels[key] }.first ?? key.rawValue
        }
        self.labels = labels
    }

    /// The label for `key`, from the first file in the chain that has it.
    public subscript(key: Key) -> String { labels[key] ?? key.rawValue }

    /// "Tip (18 %)": the tip label with the percentage already formatted for the locale.
    public func tip(percent: String) -> String {
        self[.tipPercent].replacingPlaceholder("{percent}", with: percent)
    }

    /// "Person 2": one share's label with the number already formatted for the locale.
    public func person(_ number: String) -> String {
        self[.person].replacingPlaceholder("{n}", with: number)
    }

    /// The labels files tried for a locale id, most specific first, ending with `en`.
    ///
    ///     ReceiptLabels.fallbackChain(for: "zh_TW")
    ///     // ["zh-Hant-TW", "zh-Hant", "en"]
    package static func fallbackChain(for identifier: String) -> [String] {
        let base = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first else { return ["en"] }
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isLetter), script == nil, region == nil {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if (part.count == 2 && part.allSatisfy(\.isLetter))
                || (part.count == 3 && part.allSatisfy(\.isNumber))
            {
                if region == nil { region = part.uppercased() }
            }
        }
        return fallbackChain(language: language, script: script, region: region)
    }

    private static let languageAliases = ["iw": "he", "no": "nb", "in": "id", "ji": "yi", "tl": "fil"]
    private static let traditionalChineseRegions: Set<String> = ["TW", "HK", "MO"]

    private static func fallbackChain(language rawLanguage: String, script: String?, region: String?) -> [String] {
        let lowered = rawLanguage.lowercased()
        let language = languageAliases[lowered] ?? lowered
        var chain: [String] = []
        if language == "zh" {
            let chosen: String
            if let script, script == "Hant" || script == "Hans" {
                chosen = script
            } else {
                chosen = region.map { traditionalChineseRegions.contains($0) } == true ? "Hant" : "Hans"
            }
            if let region { chain.append("zh-\(chosen)-\(region)") }
            chain.append("zh-\(chosen)")
        } else {
            if let script, let region { chain.append("\(language)-\(script)-\(region)") }
            if let script { chain.append("\(language)-\(script)") }
            if let region { chain.append("\(language)-\(region)") }
            chain.append(language)
            if language == "nn" { chain.append("nb") }
        }
        if chain.last != "en" { chain.append("en") }
        return chain
    }
}

extension String {
    /// This string with every `placeholder` replaced; no Foundation needed.
    func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: placeholder) {
            result += rest[..<range.lowerBound]
            result += value
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
