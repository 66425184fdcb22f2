import Money
import TipCalc

/// An itemised bill as the command line describes it: a bill file or `--item`s, then the
/// command-line options on top (they win over the file's settings).
struct ItemisedPlan {
    var bill: ItemisedBill
    /// The locale and currency in use (the currency is the bill's).
    var context: MoneyContext
    /// Whether a tip was given (in the file or with --tip).
    var tipGiven: Bool

    /// The plan for these options.
    ///
    /// - Parameters:
    ///   - tips: The command's `--tip` values (at most one).
    /// - Throws: Whatever reading a value throws (``CLIError``, ``InputError``, `MoneyError`,
    ///   `TipCalcError`); ``ErrorReporter`` says each.
    init(itemised: ItemisedOptions, options: CalcOptions, tips: [String], context: MoneyContext, config: ConfigFile)
        throws
    {
        if options.billText != nil {
            throw CLIError.usage("give the bill as --item or --bill-file, or as BILL, not both")
        }
        if options.split != nil || options.weights != nil {
            throw CLIError.usage(
                "with --item or --bill-file, say who had what with @names instead of --split or --weights")
        }
        if !itemised.item.isEmpty && itemised.billFile != nil {
            throw CLIError.usage("give --item or --bill-file, not both")
        }
        if tips.count > 1 { throw CLIError.usage("an itemised bill takes one --tip") }
        var context = context
        var tipGiven = false
        if let path = itemised.billFile {
            (bill, tipGiven) = try Self.readFile(path, context: context)
            if let explicit = context.explicitCurrency, explicit != bill.currency {
                throw CLIError.rejected(
                    "the bill file is in \(bill.currency.code) but --currency is \(explicit.code); give one currency")
            }
        } else {
            guard itemised.item.count <= ItemisedBill.maximumItems else {
                throw CLIError.rejected("--item: " + ItemisedBill.tooManyItems)
            }
            var items: [ItemisedBill.Item] = []
            for text in itemised.item {
                do {
                    items.append(try ItemisedBill.Item(parsing: text, currency: context.currency))
                } catch {
                    throw CLIError.rejected("--item '\(text.prefix(60))', column \(error.column): \(error.message)")
                }
            }
            bill = ItemisedBill(currency: context.currency, items: items)
        }
        context.currency = bill.currency
        self.context = context
        let currency = bill.currency

        if let people = itemised.people {
            let names = people.split(separator: ",").map({ String($0.trimmingBlanks) }).filter { !$0.isEmpty }
            guard names.count <= ItemisedBill.maximumNamesPerList else {
                throw CLIError.rejected("--people: " + ItemisedBill.tooManyNames)
            }
            var declared = Set(bill.people.map { $0.name.lowercased() })
            for name in names {
                if declared.insert(name.lowercased()).inserted {
                    bill.people.append(ItemisedBill.Person(name))
                }
            }
        }
        if options.cash { bill.defaultPayment = .cash }
        for entry in itemised.pay.flatMap({ $0.split(separator: ",") }) {
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
        if let paidBy = itemised.paidBy { bill.paidBy = paidBy }
        if let text = tips.first {
            bill.tip = .percent(
                try Percentage.read(
                    text, subject: "--tip", hint: "give a percentage such as 18 or 17.5",
                    inputLocale: context.inputLocale))
            tipGiven = true
        } else if !tipGiven, let configured = config[.tip], let percent = try? ExactDecimal(parsing: configured) {
            bill.tip = .percent(percent)
            tipGiven = true
        }
        if let tax = options.tax { bill.tax = try CalcPlan.tax(tax, context: context) }
        if itemised.pricesIncludeTax { bill.pricesIncludeTax = true }
        if let service = options.service {
            bill.service = try CalcPlan.service(service, context: context)
        }
        if let discount = itemised.discount {
            if discount.hasSuffix("%") {
                bill.discount = .percent(
                    try Percentage.read(discount, subject: "--discount", hint: "give a percentage such as 10%"))
            } else {
                bill.discount = .amount(
                    try context.readMoney(
                        discount, subject: "--discount", hint: "a percentage needs a trailing %, as in 10%"))
            }
        }
        if let tipOn = options.tipOn { bill.tipBase = tipOn == .pretax ? .pretax : .total }
        if itemised.tipBeforeDiscount { bill.tipBase = .beforeDiscount }
        if let round = options.round { bill.rounding = round.policy }
        if let roundTo = options.roundTo {
            do {
                bill.roundingIncrement = try ExactDecimal(parsing: roundTo)
            } catch {
                throw InputError(
                    subject: "--round-to", text: roundTo, reason: error, hint: "give a step such as 0.05 or 5")
            }
            if bill.rounding == .none { bill.rounding = .nearest }
        }
        if let option = itemised.cashRounding { bill.cashRounding = option == .tip ? .tip : .separate }
        // The home currency as `calc` reads it: --home (or the config's) with --rate or --rates.
        var notes: [String] = []
        if let home = try CalcPlan.homeRate(
            options: options, currency: currency, config: config, inputLocale: context.inputLocale, notes: &notes)
        {
            bill.home = home
        }
        for note in notes { StandardStreams.note(note) }
        self.tipGiven = tipGiven
    }

    /// Reads a bill file: JSON when it starts with `{`, the text form otherwise.
    ///
    /// Errors name the file, line and column.
    static func readFile(_ path: String, context: MoneyContext) throws(CLIError) -> (ItemisedBill, tipGiven: Bool) {
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

/// What an itemised `calc` or `receipt` reads from its command line: the money, bill and
/// itemised options and the `--tip` values (at most one).
struct ItemisedRequest {
    let money: MoneyOptions
    let options: CalcOptions
    let itemised: ItemisedOptions
    let tips: [String]

    /// The plan for `environment`: its config file loaded and the locale and currency resolved.
    func plan(_ environment: Environment) throws -> ItemisedPlan {
        let config = try ConfigFile.load(environment)
        let context = try money.resolve(config: config, environment: environment)
        return try ItemisedPlan(itemised: itemised, options: options, tips: tips, context: context, config: config)
    }
}
