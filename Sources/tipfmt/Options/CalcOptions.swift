import ArgumentParser
import Money
import TipCalc
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything `calc` takes (and `receipt` takes too): the bill, tips, party, tax, rounding,
/// service and travel options, and how they become TipCalc requests.
struct CalcOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "The bill: an amount or an expression such as '23.40 + 18.75 + 2*4.50'; omitted, the last bill (if under 10 minutes old) is reused.",
            valueName: "bill"))
    var bill: String?

    @Option(
        name: [.customShort("t"), .long],
        help: ArgumentHelp(
            "A tip percentage such as 18 or 17.5; repeat for a table. Default: the presets 10, 15, 18, 20, 25.",
            valueName: "percent"))
    var tip: [String] = []

    @Option(help: ArgumentHelp("Split evenly among this many people (1-1000).", valueName: "n"))
    var split: Int?

    @Option(help: ArgumentHelp("Split by weights, such as 2,1,1 (the first pays half).", valueName: "w,w,..."))
    var weights: String?

    @Option(
        help: ArgumentHelp(
            "Tax added on top of the bill: an amount (7.50) or a rate (8.875%).", valueName: "amount|rate%"))
    var tax: String?

    @Option(help: ArgumentHelp("Whether the tip is on the pre-tax bill or on the total with tax.", valueName: "base"))
    var tipOn: TipBase?

    @Option(help: ArgumentHelp("Round the total (nearest, up) or each share up (shares-up).", valueName: "policy"))
    var round: RoundOption?

    @Option(
        help: ArgumentHelp(
            "The rounding step, such as 0.05 or 5; default one major unit. Implies --round nearest.",
            valueName: "increment"))
    var roundTo: String?

    @Flag(help: "Round to the currency's cash increment (0.05 CHF).")
    var cash = false

    @Option(
        help: ArgumentHelp(
            "A service charge already included in the bill: a percentage (12.5%) or an amount.",
            valueName: "percent%|amount"))
    var service: String?

    @Option(
        help: ArgumentHelp(
            "The region whose tipping custom applies, such as US; defaults to the locale's region.", valueName: "cc"))
    var region: String?

    @Option(help: ArgumentHelp("A home currency to convert amounts to; needs --rate or --rates.", valueName: "code"))
    var home: String?

    @Option(
        help: ArgumentHelp(
            "The exchange rate: 1 unit of the bill's currency is this many home units.", valueName: "rate"))
    var rate: String?

    @Option(
        help: ArgumentHelp(
            "An ECB eurofxref XML file to take the rate from; it must be at most \(Self.maximumRatesAgeDays) days old.",
            valueName: "file"))
    var rates: String?

    @Flag(
        help:
            "Use a --rates file older than \(Self.maximumRatesAgeDays) days (or dated after today), with a note instead of an error."
    )
    var allowStaleRates = false

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    /// The tip percentages, party, taxes and rounding these options describe, ready for TipCalc.
    func plan(context: MoneyContext, config: ConfigFile, environment: Environment = .process) throws(CLIError)
        -> CalcPlan
    {
        var notes: [String] = []
        var context = context
        let billMoney = try resolveBill(context: &context, environment: environment, notes: &notes)
        let currency = billMoney.currency

        var percents: [ExactDecimal] = []
        for text in tip { percents.append(try Self.readPercent(text, what: "tip")) }
        let explicitTips = !percents.isEmpty
        let custom = try resolveCustom(context: context, notes: &notes)
        var mainPercent: ExactDecimal
        if let first = percents.first {
            mainPercent = first
        } else if let configured = config[.tip], let percent = try? ExactDecimal(parsing: configured) {
            percents = [percent]
            mainPercent = percent
        } else {
            percents = TipCalculator.presets
            mainPercent = ExactDecimal(18)
            if let custom {
                mainPercent = custom.defaultPercent
                if !percents.contains(custom.defaultPercent) {
                    percents.append(custom.defaultPercent)
                    percents.sort()
                }
            }
        }
        var unique: [ExactDecimal] = []
        for percent in percents where !unique.contains(percent) { unique.append(percent) }

        var request = TipRequest(bill: billMoney, tip: .percent(mainPercent))
        request.party = try party()
        if let tax { request.tax = try Self.readTax(tax, currency: currency, context: context) }
        if let tipOn { request.tipBase = tipOn }
        if let service { request.service = try Self.readService(service, currency: currency, context: context) }
        var policy = round
        if policy == nil, let configured = config[.rounding] { policy = RoundOption(rawValue: configured) }
        if let roundTo {
            do {
                request.roundingIncrement = try ExactDecimal(parsing: roundTo)
            } catch {
                throw .rejected("invalid --round-to '\(roundTo)': \(Self.reason(error)); give a step such as 0.05 or 5")
            }
            if policy == nil || policy == RoundOption.none { policy = .nearest }
        }
        request.rounding = policy?.policy ?? .none
        request.cash = cash
        request.home = try homeRate(currency: currency, config: config, notes: &notes)
        return CalcPlan(
            request: request, percents: unique, mainPercent: mainPercent, explicitTips: explicitTips,
            custom: custom, context: context, notes: notes)
    }

    private static func reason(_ error: MoneyError) -> String {
        if case .invalidAmount(_, let reason) = error { return reason }
        return error.description
    }

    /// The bill: the argument (an expression, or localized with --input-locale), else the
    /// remembered bill, else a prompt on a terminal, else an error.
    func resolveBill(context: inout MoneyContext, environment: Environment, notes: inout [String]) throws(CLIError)
        -> Money
    {
        if let bill {
            if let inputLocale = context.inputLocale {
                return try Self.readLocalizedBill(bill, inputLocale: inputLocale, context: &context)
            }
            let evaluation = try BillExpression.evaluate(bill, currency: context.currency)
            if evaluation.rounded {
                notes.append(
                    "the bill '\(bill)' is not a whole number of \(context.currency.code) minor units; "
                        + "rounded half-up to \(evaluation.money.amountText)")
            }
            return evaluation.money
        }
        if let (remembered, age) = BillMemory.recall(environment),
            context.explicitCurrency == nil || context.explicitCurrency == remembered.currency
        {
            let minutes = age / 60
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
        throw .usage("no bill given; pass one, as in `tipfmt calc 84.50` (the last bill is reused for 10 minutes)")
    }

    /// A bill written as `inputLocale` writes amounts. A currency the text names (`1.234,50 €`)
    /// becomes the bill's currency when `--currency` was not given; given and different, it is an
    /// error saying which is which.
    static func readLocalizedBill(_ bill: String, inputLocale: LocaleIdentifier, context: inout MoneyContext)
        throws(CLIError) -> Money
    {
        let parser = MoneyParser(locale: inputLocale)
        do {
            return try parser.parse(bill, expecting: context.currency)
        } catch .unexpectedCurrency(_, let named, _) {
            if let explicit = context.explicitCurrency {
                throw .rejected("the bill is in \(named) but --currency is \(explicit.code); give one currency")
            }
            do {
                let money = try parser.parse(bill, expecting: Currency(code: named))
                context.currency = money.currency
                return money
            } catch {
                throw .rejected(MoneyContext.message(for: error, subject: "the bill "))
            }
        } catch {
            throw .rejected(MoneyContext.message(for: error, subject: "the bill "))
        }
    }

    private func party() throws(CLIError) -> Party {
        if split != nil && weights != nil { throw .usage("give --split or --weights, not both") }
        if let split { return .even(split) }
        guard let weights else { return .even(1) }
        var values: [Int] = []
        for part in weights.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Int(part.trimmingBlanks) else {
                throw .rejected(
                    "invalid --weights '\(weights.prefix(40))': '\(part.prefix(20))' is not a whole number; give weights such as 2,1,1"
                )
            }
            values.append(value)
        }
        return .weights(values)
    }

    private func resolveCustom(context: MoneyContext, notes: inout [String]) throws(CLIError) -> TippingCustom? {
        if let region {
            guard region.utf8.count == 2,
                region.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
            else {
                throw .rejected(
                    "invalid region '\(region.prefix(20))': give a two-letter ISO 3166 code such as US or JP")
            }
            guard let custom = TippingCustom.forRegion(region) else {
                notes.append("no tipping custom is known for \(region.uppercased())")
                return nil
            }
            return custom
        }
        return context.locale.likelyRegion.flatMap { TippingCustom.forRegion($0) }
    }

    private func homeRate(currency: Currency, config: ConfigFile, notes: inout [String]) throws(CLIError)
        -> ExchangeRate?
    {
        if rate != nil && rates != nil { throw .usage("give --rate or --rates, not both") }
        if home == nil && rate != nil { throw .usage("--rate needs --home CODE, the currency it converts to") }
        if home != nil && rate == nil && rates == nil {
            throw .usage("--home needs --rate R (1 \(currency.code) = R home units) or --rates FILE")
        }
        guard let code = home ?? config[.home], rate != nil || rates != nil else { return nil }
        let homeCurrency: Currency
        do { homeCurrency = try Currency(code: code) } catch { throw .rejected(error.description) }
        if let rate {
            let value: ExactDecimal
            do {
                value = try ExactDecimal(parsing: rate)
            } catch {
                throw .rejected(
                    "invalid --rate '\(rate.prefix(40))': \(Self.reason(error)); give a rate such as 0.9215")
            }
            do {
                return try ExchangeRate(from: currency, to: homeCurrency, rate: value)
            } catch {
                throw .rejected(error.description)
            }
        }
        guard let path = rates else { return nil }
        let bytes = try FileSystem.read(path)
        guard let xml = String(validating: bytes, as: UTF8.self) else {
            throw .badData("rates file '\(path)' is not valid UTF-8 text; give an ECB eurofxref XML file")
        }
        let table: ECBRates
        do { table = try ECBRates(xml: xml, source: path) } catch { throw .badData(error.description) }
        do {
            try table.checkFresh(today: Self.today(), maximumAgeDays: Self.maximumRatesAgeDays)
        } catch {
            guard allowStaleRates else {
                throw .badData(error.description + "; or pass --allow-stale-rates to use it anyway")
            }
            notes.append(error.description)
        }
        do { return try table.rate(from: currency, to: homeCurrency) } catch { throw .badData(error.description) }
    }

    /// The oldest `--rates` file accepted without `--allow-stale-rates`, in days: the ECB publishes
    /// on working days only, so a week covers weekends and holidays.
    static let maximumRatesAgeDays = 7

    /// Today's UTC date as `YYYY-MM-DD`.
    static func today() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    }

    /// Reads `18`, `17.5` or `18%`.
    static func readPercent(_ text: String, what: String) throws(CLIError) -> ExactDecimal {
        var body = Substring(text)
        if body.hasSuffix("%") { body = body.dropLast() }
        do {
            return try ExactDecimal(parsing: String(body))
        } catch {
            throw .rejected(
                "invalid \(what) '\(text.prefix(40))': \(reason(error)); give a percentage such as 18 or 17.5")
        }
    }

    static func readTax(_ text: String, currency: Currency, context: MoneyContext) throws(CLIError) -> Tax {
        if text.hasSuffix("%") {
            let rate = try readPercent(text, what: "tax rate")
            // Checked here as well as in TipCalc so the hint shows the `%` the option needs.
            guard rate >= ExactDecimal(0) && rate <= ExactDecimal(100) else {
                throw .rejected("tax rate \(rate)% is outside 0...100; give a rate such as 8.875%")
            }
            return .rate(rate)
        }
        return .amount(try readAmount(text, currency: currency, context: context, what: "--tax"))
    }

    static func readService(_ text: String, currency: Currency, context: MoneyContext) throws(CLIError) -> ServiceCharge
    {
        if text.hasSuffix("%") { return .percent(try readPercent(text, what: "service charge")) }
        return .amount(try readAmount(text, currency: currency, context: context, what: "--service"))
    }

    private static func readAmount(_ text: String, currency: Currency, context: MoneyContext, what: String)
        throws(CLIError) -> Money
    {
        var context = context
        context.currency = currency
        do {
            return try context.readMoney(text)
        } catch {
            throw .rejected("\(what): \(error.message) (a rate needs a trailing %, as in 8.875%)")
        }
    }
}

/// What `calc` (and `receipt`) will compute.
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
    /// Notes for stderr (rounded expression, remembered bill, stale rates…).
    var notes: [String]

    /// One result per percentage, in ``percents`` order.
    func results() throws(CLIError) -> [TipResult] {
        do {
            return try TipCalculator.table(request, percents: percents)
        } catch {
            if case .rates = error { throw .badData(error.description) }
            throw .rejected(error.description)
        }
    }
}

/// `--round`: how totals or shares are rounded.
enum RoundOption: String, CaseIterable, ExpressibleByArgument, Sendable {
    case none, nearest, up
    case sharesUp = "shares-up"

    /// The TipCalc policy.
    var policy: RoundingPolicy {
        switch self {
        case .none: .none
        case .nearest: .nearest
        case .up: .up
        case .sharesUp: .sharesUp
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    var trimmingBlanks: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
