import Money
import TipCalc

/// What `calc` (and `receipt`) will compute: the TipCalc request, the percentages of the table,
/// the locale and currency, and the notes for stderr, worked out from the options, the config
/// file and the remembered bill.
struct CalcPlan: Sendable {
    /// The request for the main percentage; rows use it with their own percentage.
    var request: TipRequest
    /// Every percentage asked for (one row each), in order, without repeats.
    var percents: [ExactDecimal]
    /// The percentage the top-level JSON fields describe: the first --tip, else the configured tip,
    /// else the region's customary default, else 18.
    var mainPercent: ExactDecimal
    /// Whether --tip was given.
    var explicitTips: Bool
    /// The tipping custom of the region, when known.
    var custom: TippingCustom?
    /// The locale and currency in use (the currency is the bill's).
    var context: MoneyContext
    /// Whether the bill was given (and is to be remembered), rather than reused.
    var billWasGiven: Bool
    /// Notes for stderr (rounded expression, remembered bill, stale rates…).
    var notes: [String]

    /// Whether the main tip is the region's customary one (no --tip, no configured tip).
    var customTipUsed: Bool { !explicitTips && custom.map { $0.defaultPercent == mainPercent } == true }

    /// The percentage `calc` shows without --tip or a configured tip: 18, or the region's custom.
    static let fallbackPercent = ExactDecimal(18)

    /// The plan for these options.
    ///
    /// - Parameters:
    ///   - tips: The `--tip` values as given (several make a table).
    ///   - asksTable: Whether, without a tip, the table of presets is wanted (`calc`) rather than
    ///     the region's customary percentage alone (`receipt`).
    /// - Throws: Whatever reading a value throws (``InputError``, ``BillError``, `MoneyError`,
    ///   `TipCalcError`, ``CLIError``); ``ErrorReporter`` says each.
    static func make(
        options: CalcOptions, money: MoneyOptions, tips: [String], asksTable: Bool, config: ConfigFile,
        environment: Environment
    ) throws -> CalcPlan {
        var notes: [String] = []
        var recalled: LastBill.Recalled?
        if options.billText == nil {
            // Said at once: the command may still fail for want of a bill.
            recalled = LastBill.recall(environment) { StandardStreams.note($0) }
        }
        var context = try money.resolve(
            config: config, environment: environment, rememberedLocale: recalled?.locale)
        let bill = try Self.bill(options.billText, recalled: recalled, context: &context, notes: &notes)

        var percents: [ExactDecimal] = []
        for text in tips {
            percents.append(
                try Percentage.read(
                    text, subject: "--tip", hint: "give a percentage such as 18 or 17.5",
                    inputLocale: context.inputLocale))
        }
        let explicitTips = !percents.isEmpty
        let custom = try Self.custom(region: options.region, locale: context.locale, notes: &notes)
        var mainPercent = custom?.defaultPercent ?? fallbackPercent
        if let first = percents.first {
            mainPercent = first
        } else if let configured = config[.tip], let percent = try? ExactDecimal(parsing: configured) {
            percents = [percent]
            mainPercent = percent
        } else if asksTable {
            percents = TipCalculator.presets
            if !percents.contains(mainPercent) {
                percents.append(mainPercent)
                percents.sort()
            }
        } else {
            percents = [mainPercent]
        }
        var unique: [ExactDecimal] = []
        for percent in percents where !unique.contains(percent) { unique.append(percent) }

        var request = TipRequest(bill: bill, tip: .percent(mainPercent))
        request.party = try options.party()
        if let tax = options.tax { request.tax = try Self.tax(tax, context: context) }
        if let tipOn = options.tipOn { request.tipBase = tipOn }
        if let service = options.service { request.service = try Self.service(service, context: context) }
        var policy = options.round
        if policy == nil, let configured = config[.rounding] { policy = RoundOption(rawValue: configured) }
        if let roundTo = options.roundTo {
            do {
                request.roundingIncrement = try ExactDecimal(
                    parsing: LocalizedNumber.canonical(roundTo, inputLocale: context.inputLocale))
            } catch {
                throw InputError(
                    subject: "--round-to", text: roundTo, reason: error, hint: "give a step such as 0.05 or 5")
            }
            if policy == nil || policy == RoundOption.none { policy = .nearest }
        }
        request.rounding = policy?.policy ?? .none
        request.cash = options.cash
        request.home = try Self.homeRate(
            options: options, currency: bill.currency, config: config, inputLocale: context.inputLocale, notes: &notes)
        return CalcPlan(
            request: request, percents: unique, mainPercent: mainPercent, explicitTips: explicitTips,
            custom: custom, context: context, billWasGiven: options.billText != nil, notes: notes)
    }

    /// One result per percentage, in ``percents`` order.
    ///
    /// - Throws: `TipCalcError` from the calculation.
    func results() throws(TipCalcError) -> [TipResult] {
        try TipCalculator.table(request, percents: percents)
    }

    // MARK: - The bill

    /// The bill: the argument (an expression, or localized with --input-locale), else the
    /// remembered bill, else a prompt on a terminal, else an error.
    private static func bill(
        _ text: String?, recalled: LastBill.Recalled?, context: inout MoneyContext, notes: inout [String]
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
                notes.append(
                    "the bill '\(text)' is not a whole number of \(context.currency.code) minor units; "
                        + "rounded half-up to \(evaluation.money.amountText)")
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
            let minutes = recalled.age / 60
            let when = minutes == 0 ? "less than a minute ago" : "\(minutes) minute\(minutes == 1 ? "" : "s") ago"
            notes.append("using the last bill, \(remembered), from \(when)")
            context.currency = remembered.currency
            return remembered
        }
        if Terminal.stdinIsTerminal && Terminal.stderrIsTerminal {
            StandardStreams.printError("Bill (\(context.currency.code)): ")
            if let line = readLine(strippingNewline: true), !line.isEmpty {
                return try BillExpression.evaluate(line, currency: context.currency).money
            }
        }
        throw CLIError.usage(
            "no bill given; pass one, as in `tipfmt calc 84.50` (the last bill is reused for 10 minutes)")
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

    // `tax` and `service` are also how an itemised bill (ItemisedPlan) reads --tax and --service.

    static func tax(_ text: String, context: MoneyContext) throws(InputError) -> Tax {
        if text.hasSuffix("%") {
            return .rate(
                try Percentage.read(
                    text, subject: "--tax", hint: "give a rate such as 8.875%", inputLocale: context.inputLocale))
        }
        return .amount(
            try context.readMoney(text, subject: "--tax", hint: "a rate needs a trailing %, as in 8.875%"))
    }

    static func service(_ text: String, context: MoneyContext) throws(InputError) -> ServiceCharge {
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
            notes.append("no tipping custom is known for \(region.uppercased())")
            return nil
        }
        return custom
    }

    /// The exchange rate to the home currency (`--home`, else the config's `home`), from `--rate`
    /// or the `--rates` file; `nil` when neither is given.
    static func homeRate(
        options: CalcOptions, currency: Currency, config: ConfigFile, inputLocale: LocaleIdentifier? = nil,
        notes: inout [String]
    )
        throws -> ExchangeRate?
    {
        let source = options.rate != nil ? "--rate" : options.rates != nil ? "--rates" : nil
        guard let source else { return nil }
        guard let code = options.home ?? config[.home] else {
            throw CLIError.usage(
                "\(source) needs --home CODE, the currency it converts to (or set one: `tipfmt config set home EUR`)")
        }
        let home = try Currency(code: code)
        WithdrawnCurrencyNote.noteOnce(home)
        if let rate = options.rate {
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
            from: currency, to: home, path: path, allowStale: options.allowStaleRates, notes: &notes)
    }
}
