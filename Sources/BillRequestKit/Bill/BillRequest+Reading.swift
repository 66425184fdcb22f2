import BillPresentation
import Money
import TipCalc

extension BillRequest {
    /// Reads a bill from its options, the config file, a bill file or the last bill: the one
    /// reader every command that computes a bill goes through.
    ///
    /// Every option read here either changes the request or is refused, naming the option and
    /// why (``CLIError/usage(_:)``, exit 64); none is left unread on one kind of bill.
    ///
    /// - Throws: Whatever reading a value throws (``InputError``, ``BillError``, `MoneyError`,
    ///   `TipCalcError`, ``CLIError``); ``ErrorReporter`` says each.
    package static func read(
        _ input: BillOptions, for purpose: BillPurpose, config: ConfigFile, environment: Environment
    ) throws -> BillRequest {
        let options = input.options
        let itemised = input.itemised
        let trip = purpose.trip
        var notes: [String] = []
        let isItemised = (itemised?.isRequested ?? false)
        if isItemised {
            if options.billText != nil {
                throw CLIError.usage("give the bill as --item or --bill-file, or as BILL, not both")
            }
            if !(itemised?.item.isEmpty ?? true) && itemised?.billFile != nil {
                throw CLIError.usage("give --item or --bill-file, not both")
            }
        } else if trip != nil && options.billText == nil {
            throw CLIError.usage("give the bill: an amount such as 84.50, --item, or --bill-file")
        }

        var recalled: LastBill.Recalled?
        if !isItemised && options.billText == nil {
            // Said at once: the command may still fail for want of a bill.
            recalled = LastBill.recall(environment) { StandardStreams.note($0) }
        }
        var context = try input.money.resolve(
            config: config, environment: environment, rememberedLocale: recalled?.locale)
        // A trip's bill is in the trip's currency unless it says otherwise (--currency, or a
        // bill file's own currency): the trip's is a default, not a --currency.
        if input.money.currency == nil, let currency = trip?.currency { context.currency = currency }

        var bill: ItemisedBill
        var tipInFile = false
        var single: Party?
        if let path = itemised?.billFile {
            (bill, tipInFile) = try readFile(path, context: context)
            if let explicit = context.explicitCurrency, explicit != bill.currency {
                throw CLIError.rejected(
                    "the bill file is in \(bill.currency.code) but --currency is \(explicit.code); give one currency")
            }
        } else if let texts = itemised?.item, !texts.isEmpty {
            guard texts.count <= ItemisedBill.maximumItems else {
                throw CLIError.rejected("--item: " + ItemisedBill.tooManyItems)
            }
            var items: [ItemisedBill.Item] = []
            for text in texts {
                do {
                    items.append(try ItemisedBill.Item(parsing: text, currency: context.currency))
                } catch {
                    throw CLIError.rejected("--item '\(text.prefix(60))', column \(error.column): \(error.message)")
                }
            }
            bill = ItemisedBill(currency: context.currency, items: items)
        } else {
            let amount = try Self.bill(
                options.billText, recalled: recalled, context: &context, notes: &notes, startsAtZero: purpose.isLive)
            // Named in the locale's words only when the itemised engine takes it (engineBill):
            // a plain single amount never loads the labels.
            bill = ItemisedBill(
                currency: amount.currency,
                items: [ItemisedBill.Item(name: "", unitPrice: amount, sharedBy: .everyone)])
            single = try options.party()
        }
        context.currency = bill.currency

        // The people: --people (a trip's in its spelling), else a trip's everyone for a single
        // amount or an item shared by @all.
        var names: [String]?
        if let trip {
            names = trip.people
            if names == nil && (single != nil || bill.items.contains { $0.sharedBy == .everyone }) {
                names = trip.everyone
            }
        } else if let people = itemised?.people {
            names = people.split(separator: ",").map { String($0.trimmingBlanks) }.filter { !$0.isEmpty }
        }
        var request = BillRequest(
            bill: bill, single: single, percents: [], mainPercent: fallbackPercent, explicitTips: false,
            tipGiven: false, custom: nil, context: context, billWasGiven: options.billText != nil || isItemised,
            notes: notes)
        if let names {
            guard names.count <= ItemisedBill.maximumNamesPerList else {
                throw CLIError.rejected("--people: " + ItemisedBill.tooManyNames)
            }
            try request.share(among: names, options: options, inTrip: trip != nil)
        }
        try request.readSettings(input, purpose: purpose, tipInFile: tipInFile, config: config)
        if isItemised { try request.seatParty(options, peopleGiven: itemised?.people != nil, inTrip: trip != nil) }
        try request.refuseUnused(input, purpose: purpose, configRates: config[.rates])
        return request
    }

    /// Gives a single amount to `names` (checking --split and --weights against them), or
    /// declares them on an itemised bill.
    private mutating func share(among names: [String], options: CalcOptions, inTrip: Bool) throws {
        guard let party = single else {
            var declared = Set(bill.people.map { $0.name.lowercased() })
            for name in names where declared.insert(name.lowercased()).inserted {
                bill.people.append(ItemisedBill.Person(name))
            }
            return
        }
        if case .weights(let weights) = party, weights.count != names.count {
            throw CLIError.usage(
                "--weights gives \(weights.count) weights for \(names.count) people (\(names.joined(separator: ", "))); "
                    + "give one per person, in the order of --people")
        }
        if let split = options.split, split != names.count {
            throw CLIError.usage(
                inTrip
                    ? "--split \(split) in a trip of \(names.count) people; name who shared it with --people A,B"
                    : "--split \(split) for \(names.count) people (\(names.joined(separator: ", "))); give one or the other"
            )
        }
        if options.weights == nil { single = .even(names.count) }
        self.names = names
        namesShown = !inTrip
    }

    /// Seats a bill of items that names nobody: one party, the table.
    ///
    /// Nobody named means no `@names`, no declared people, no payer, nobody paying their own way:
    /// a café bill is the table, in the locale's word ("Table", "Tisch"); with `--split N`, N
    /// people numbered as a single amount's shares are ("Person 1"…), or weighted with
    /// `--weights`. A bill that names people says who had what itself, so `--split` and
    /// `--weights` are refused on it.
    private mutating func seatParty(_ options: CalcOptions, peopleGiven: Bool, inTrip: Bool) throws {
        let namesNobody =
            bill.people.isEmpty && bill.paidBy == nil && bill.payments.isEmpty
            && bill.items.allSatisfy { $0.sharedBy == .everyone }
        guard namesNobody, !peopleGiven, !inTrip else {
            if options.split != nil || options.weights != nil {
                throw CLIError.usage(
                    "with --item or --bill-file, say who had what with @names instead of --split or --weights")
            }
            return
        }
        let party = try options.party()
        let weights = try party.validatedWeights()
        let labels = ReceiptLabels(locale: context.locale)
        let names = weights.count == 1 ? [labels[.table]] : weights.indices.map { labels.person(String($0 + 1)) }
        bill.people = names.map { ItemisedBill.Person($0) }
        if case .weights = party {
            let shares = zip(names, weights).map { ItemisedBill.Share($0, weight: $1) }
            for index in bill.items.indices { bill.items[index].sharedBy = .weighted(shares) }
        }
    }

    /// Reads everything on top of the bill and its people.
    ///
    /// How people pay, who paid, the tip, tax, discount, service, tip base, rounding and the home
    /// currency. The command line wins over a bill file's settings.
    private mutating func readSettings(
        _ input: BillOptions, purpose: BillPurpose, tipInFile: Bool, config: ConfigFile
    ) throws {
        let options = input.options
        let itemised = input.itemised
        let trip = purpose.trip
        if options.cash { bill.defaultPayment = .cash }
        for entry in (itemised?.pay ?? []).flatMap({ $0.split(separator: ",") }) {
            let parts = entry.split(separator: "=", maxSplits: 1).map { String($0.trimmingBlanks) }
            guard parts.count == 2, !parts[0].isEmpty,
                let method = ItemisedBill.PaymentMethod(rawValue: parts[1].lowercased())
            else {
                throw CLIError.rejected(
                    "invalid --pay '\(entry.prefix(40))': write name=cash or name=card, such as ann=cash")
            }
            if ["all", "everyone"].contains(parts[0].lowercased()) {
                bill.defaultPayment = method
            } else {
                // The engine checks the name: a typo is an error, never a new diner.
                bill.payments = bill.payments.filter { $0.key.lowercased() != parts[0].lowercased() }
                bill.payments[parts[0]] = method
            }
        }
        // In a trip, who paid is the trip's (one payer or several, with amounts).
        if trip == nil, let paidBy = itemised?.paidBy { bill.paidBy = paidBy }
        if let tax = options.tax { bill.tax = try Self.tax(tax, context: context) }
        if itemised?.pricesIncludeTax == true { bill.pricesIncludeTax = true }
        if let service = options.service { bill.service = try Self.service(service, context: context) }
        if let discount = itemised?.discount {
            if discount.hasSuffix("%") {
                bill.discount = .percent(
                    try Percentage.read(
                        discount, subject: "--discount", hint: "give a percentage such as 10%",
                        inputLocale: context.inputLocale))
            } else {
                bill.discount = .amount(
                    try context.readMoney(
                        discount, subject: "--discount", hint: "a percentage needs a trailing %, as in 10%"))
            }
        }
        if let tipOn = options.tipOn { bill.tipBase = tipOn == .pretax ? .pretax : .total }
        if itemised?.tipBeforeDiscount == true { bill.tipBase = .beforeDiscount }
        var policy = options.round
        if policy == nil, let configured = config[.rounding] { policy = RoundOption(rawValue: configured) }
        if let roundTo = options.roundTo {
            do {
                bill.roundingIncrement = try ExactDecimal(
                    parsing: LocalizedNumber.canonical(roundTo, inputLocale: context.inputLocale))
            } catch {
                throw InputError(
                    subject: "--round-to", text: roundTo, reason: error, hint: "give a step such as 0.05 or 5")
            }
            if policy == nil || policy == RoundOption.none { policy = .nearest }
        }
        if let policy { bill.rounding = policy.policy }
        if let option = itemised?.cashRounding { bill.cashRounding = option == .tip ? .tip : .separate }
        // A trip converts with its own recorded rate; elsewhere --home (or the config's) with
        // --rate or --rates.
        if trip == nil,
            let home = try Self.homeRate(
                options: options, currency: bill.currency, config: config, day: input.day,
                inputLocale: context.inputLocale, locale: context.locale, notes: &notes)
        {
            bill.home = home
        } else if let day = input.day, trip == nil {
            // The day only picks a fixing from a rates file; with nothing to convert it would change nothing.
            throw CLIError.usage(
                "--date \(day) picks the fixing a --rates file gives for converting the bill to --home; "
                    + "this bill converts nothing (give --home CODE with --rates FILE), so leave --date out")
        }
        try readTip(input.tips, region: options.region, purpose: purpose, tipInFile: tipInFile, config: config)
    }

    /// The tip: `--tip` (several make a table), else the bill file's, else the config's; else
    /// none in a trip or on items, and the region's custom (or the presets' table in `calc`) for
    /// a single amount.
    private mutating func readTip(
        _ tips: [String], region: String?, purpose: BillPurpose, tipInFile: Bool, config: ConfigFile
    ) throws {
        var percents: [ExactDecimal] = []
        for text in tips {
            percents.append(
                try Percentage.read(
                    text, subject: "--tip", hint: "give a percentage such as 18 or 17.5",
                    inputLocale: context.inputLocale))
        }
        explicitTips = !percents.isEmpty
        if single != nil { custom = try Self.custom(region: region, locale: context.locale, notes: &notes) }
        mainPercent = custom?.defaultPercent ?? Self.fallbackPercent
        tipGiven = true
        // Asked for: by --tip, the bill file or the config; else taken from a custom or none.
        tipAsked = true
        if let first = percents.first {
            mainPercent = first
        } else if tipInFile {
            if case .percent(let percent) = bill.tip { mainPercent = percent }
            percents = [mainPercent]
        } else if purpose.trip == nil, let configured = config[.tip],
            let percent = try? ExactDecimal(parsing: configured)
        {
            percents = [percent]
            mainPercent = percent
        } else if purpose.trip != nil || single == nil {
            mainPercent = .zero
            percents = [.zero]
            tipGiven = false
            tipAsked = false
        } else if case .table = purpose, isPlainAmount {
            percents = TipCalculator.presets
            if !percents.contains(mainPercent) {
                percents.append(mainPercent)
                percents.sort()
            }
            tipAsked = false
        } else {
            percents = [mainPercent]
            tipAsked = false
        }
        var unique: [ExactDecimal] = []
        for percent in percents where !unique.contains(percent) { unique.append(percent) }
        self.percents = unique
        // The table's rows each take their own percentage; a bill of one tip takes this one.
        if !tipInFile || explicitTips { bill.tip = .percent(mainPercent) }
    }

    // MARK: - The bill

    /// The bill: the argument (an expression, or localized with --input-locale), else the
    /// remembered bill, else zero for the live calculator (`startsAtZero`), else a prompt on a
    /// terminal, else an error.
    private static func bill(
        _ text: String?, recalled: LastBill.Recalled?, context: inout MoneyContext, notes: inout [String],
        startsAtZero: Bool = false
    ) throws -> Money {
        if let text {
            if let inputLocale = context.inputLocale {
                return try localizedBill(text, inputLocale: inputLocale, context: &context)
            }
            let evaluation: BillExpression.Evaluation
            do {
                evaluation = try BillExpression.evaluate(text, currency: context.currency)
            } catch {
                throw inputLocaleHint(error, text: text, context: context)
            }
            if evaluation.rounded {
                // In the output's language, as the table that follows.
                notes.append(
                    ReceiptLabels(locale: context.locale).filled(
                        .billRoundedHalfUp,
                        [
                            "text": text, "currency": context.currency.code,
                            "amount": evaluation.money.amountText,
                        ]))
            }
            return evaluation.money
        }
        if let recalled {
            let remembered = recalled.money
            if let explicit = context.explicitCurrency, explicit != remembered.currency {
                throw CLIError.usage(
                    "the last bill, \(remembered), is in \(remembered.currency.code), not \(explicit.code); "
                        + "give a bill, or leave out --currency to reuse it")
            }
            notes.append(try lastBillNote(remembered, minutes: Int(recalled.age / 60), locale: context.locale))
            context.currency = remembered.currency
            return remembered
        }
        // The live calculator starts from nothing typed, where a command would ask.
        if startsAtZero { return .zero(context.currency) }
        if Terminal.stdinIsTerminal && Terminal.stderrIsTerminal {
            StandardStreams.printError("Bill (\(context.currency.code)): ")
            if let line = readLine(strippingNewline: true), !line.isEmpty {
                return try BillExpression.evaluate(line, currency: context.currency).money
            }
        }
        throw CLIError.usage(
            "no bill given; pass one, as in `tipfmt calc 84.50` (the last bill is reused for 10 minutes)")
    }

    /// `using the last bill, €84.50, from 9 minutes ago`, in the output's language: the amount
    /// as the locale writes it, the minutes in the language's plural forms.
    static func lastBillNote(_ bill: Money, minutes: Int, locale: LocaleIdentifier) throws(MoneyError) -> String {
        let labels = ReceiptLabels(locale: locale)
        let when =
            minutes <= 0
            ? labels[.lastBillJustNow]
            : labels.counted(
                .lastBillMinutesAgo, minutes,
                number: try DecimalFormatter(locale: locale).format(ExactDecimal(minutes)),
                locale: locale)
        let amount = labels.isolated(try MoneyFormatter(locale: locale).format(bill))
        return labels.filled(.lastBillReused, ["amount": amount, "when": when])
    }

    /// The error for a bill that is not canonical, saying which `--input-locale` reads it.
    ///
    /// Only text a person wrote as a locale writes amounts gets the hint: a currency or an
    /// apostrophe in it (`CHF 1'234.50`, `$.99`), or a point with digits on one side only
    /// (`.99`, `99.`), or a comma (`1.234,50 €` names de_DE). `84.505` and `1+` are no
    /// localized amounts.
    private static func inputLocaleHint(_ error: BillError, text: String, context: MoneyContext) -> any Error {
        switch error.failure {
        case .syntax:
            let expression = "0123456789.,+-*/()x \t\u{2212}\u{D7}\u{F7}"
            guard text.unicodeScalars.contains(where: { !expression.unicodeScalars.contains($0) }) else { return error }
        case .number(.invalidAmount(_, reason: .noDigitBeforePoint)),
            .number(.invalidAmount(_, reason: .noDigitAfterPoint)), .number(.invalidAmount(_, reason: .comma)):
            break
        default:
            return error
        }
        let candidates = [context.locale] + MoneyParser.commonInputLocales.filter { $0 != context.locale }
        guard
            let found = MoneyParser.inputLocale(reading: text, expecting: context.currency, among: candidates),
            let amount = try? MoneyFormatter(locale: context.locale).format(found.money)
        else { return error }
        return CLIError.rejected(
            "\(ErrorReporter.message(for: error)); it reads as \(amount) with --input-locale \(found.locale)")
    }

    /// A bill written as `inputLocale` writes amounts.
    ///
    /// A currency the text names (`1.234,50 €`) becomes the bill's currency when `--currency` was not given; given and different, it is an
    /// error saying which is which. A sign is an error, as for canonical bills.
    private static func localizedBill(_ text: String, inputLocale: LocaleIdentifier, context: inout MoneyContext)
        throws -> Money
    {
        let trimmed = text.unicodeScalars.filter {
            !$0.properties.isWhitespace && $0.properties.generalCategory != .format
        }
        if trimmed.contains(where: { $0 == "-" || $0 == "\u{2212}" || $0 == "+" })
            || (trimmed.first == "(" && trimmed.last == ")")
        {
            throw BillError(text: text, failure: .signed)
        }
        let parser = MoneyParser(locale: inputLocale)
        do {
            return try parser.parse(text, expecting: context.currency)
        } catch .unexpectedCurrency(_, let named, _) {
            if let explicit = context.explicitCurrency {
                throw InputError(
                    subject: "bill", text: text, reason: .text("it is in \(named) but --currency is \(explicit.code)"),
                    hint: "give one currency")
            }
            do {
                let money = try parser.parse(text, expecting: Currency(code: named))
                context.currency = money.currency
                return money
            } catch {
                throw InputError(subject: "bill", text: text, reason: error)
            }
        } catch {
            throw InputError(subject: "bill", text: text, reason: error)
        }
    }

    // MARK: - Tax, service, region, home

    private static func tax(_ text: String, context: MoneyContext) throws(InputError) -> Tax {
        if text.hasSuffix("%") {
            return .rate(
                try Percentage.read(
                    text, subject: "--tax", hint: "give a rate such as 8.875%", inputLocale: context.inputLocale))
        }
        return .amount(
            try context.readMoney(text, subject: "--tax", hint: "a rate needs a trailing %, as in 8.875%"))
    }

    private static func service(_ text: String, context: MoneyContext) throws(InputError) -> ServiceCharge {
        if text.hasSuffix("%") {
            return .percent(
                try Percentage.read(
                    text, subject: "--service", hint: "give a percentage such as 12.5%",
                    inputLocale: context.inputLocale))
        }
        return .amount(
            try context.readMoney(text, subject: "--service", hint: "a percentage needs a trailing %, as in 12.5%"))
    }

    private static func custom(region: String?, locale: LocaleIdentifier, notes: inout [String]) throws(InputError)
        -> TippingCustom?
    {
        guard let region else { return locale.likelyRegion.flatMap { TippingCustom.forRegion($0) } }
        guard region.utf8.count == 2,
            region.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
        else {
            throw InputError(
                subject: "--region", text: region, reason: .text("a region is two letters"),
                hint: "give an ISO 3166 code such as US or JP")
        }
        guard let custom = TippingCustom.forRegion(region) else {
            notes.append(ReceiptLabels(locale: locale).filled(.tippingUnknown, ["region": region.uppercased()]))
            return nil
        }
        return custom
    }

    /// The exchange rate to the home currency (`--home`, else the config's `home`), from `--rate`
    /// or the `--rates` file (the fixing of `day`, today when `nil`); `nil` when neither is given.
    private static func homeRate(
        options: CalcOptions, currency: Currency, config: ConfigFile, day: CalendarDate?,
        inputLocale: LocaleIdentifier? = nil, locale: LocaleIdentifier, notes: inout [String]
    )
        throws -> ExchangeRate?
    {
        let source = options.rate != nil ? "--rate" : options.rates != nil ? "--rates" : nil
        // The config's rates file (`tipfmt config set rates FILE`) stands for --rates.
        if options.home != nil, source == nil, config[.rates] == nil {
            throw CLIError.usage(
                "--home needs --rate R (1 unit of the bill's currency in home units) or --rates FILE "
                    + "(or `tipfmt config set rates FILE`)")
        }
        guard let source else {
            // The config's rates file converts a bill only where a home currency is set and the
            // bill is in another; without one it is there for the commands that ask.
            guard let path = config[.rates], let code = options.home ?? config[.home],
                let home = try? Currency(code: code), home != currency
            else { return nil }
            return try RatesFile.rate(
                from: currency, to: home, path: path, on: day, allowStale: options.allowStaleRates, notes: &notes,
                locale: locale)
        }
        guard let code = options.home ?? config[.home] else {
            throw CLIError.usage(
                "\(source) needs --home CODE, the currency it converts to (or set one: `tipfmt config set home EUR`)")
        }
        let home = try Currency(code: code)
        WithdrawnCurrencyNote.noteOnce(home, locale: locale)
        if let rate = options.rate {
            if let day {
                throw CLIError.usage(
                    "--date \(day) picks a day's fixing from a --rates file, and --rate gives the rate itself; "
                        + "leave out one of them")
            }
            let value: ExactDecimal
            do {
                value = try ExactDecimal(parsing: LocalizedNumber.canonical(rate, inputLocale: inputLocale))
            } catch {
                throw InputError(subject: "--rate", text: rate, reason: error, hint: "give a rate such as 0.9215")
            }
            var exchangeRate = try ExchangeRate(from: currency, to: home, rate: value)
            exchangeRate.source = ExchangeRate.Source(name: ExchangeRate.Source.givenOnTheCommandLine)
            return exchangeRate
        }
        guard let path = options.rates else { return nil }
        return try RatesFile.rate(
            from: currency, to: home, path: path, on: day, allowStale: options.allowStaleRates, notes: &notes,
            locale: locale)
    }

    /// Reads a bill file: JSON when it starts with `{`, the text form otherwise.
    ///
    /// Errors name the file, line and column.
    private static func readFile(_ path: String, context: MoneyContext) throws(CLIError) -> (
        ItemisedBill, tipGiven: Bool
    ) {
        let name = path == "-" ? "<stdin>" : path
        let bytes = try FileSystem.read(path == "-" ? "/dev/stdin" : path, maximumSize: ItemisedBill.maximumFileSize)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .badData("\(name): not valid UTF-8 text; save the bill as UTF-8")
        }
        let start = text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
        do {
            if start == "{" {
                let bill = try ItemisedBill(json: text)
                return (bill, text.contains("\"tip\""))
            }
            let bill = try ItemisedBill(text: text, currency: context.currency)
            let tipGiven = text.split(separator: "\n").contains {
                $0.drop { $0 == " " || $0 == "\t" }.lowercased().hasPrefix("tip:")
            }
            return (bill, tipGiven)
        } catch {
            throw .badData("\(name):\(error.line):\(error.column): \(error.message)")
        }
    }
}
