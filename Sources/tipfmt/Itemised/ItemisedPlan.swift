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

    init(itemised: ItemisedOptions, options: CalcOptions, context: MoneyContext, config: ConfigFile) throws(CLIError) {
        if options.bill != nil {
            throw .usage("give the bill as --item or --bill-file, or as BILL, not both")
        }
        if options.split != nil || options.weights != nil {
            throw .usage("with --item or --bill-file, say who had what with @names instead of --split or --weights")
        }
        if !itemised.item.isEmpty && itemised.billFile != nil {
            throw .usage("give --item or --bill-file, not both")
        }
        if options.tip.count > 1 { throw .usage("an itemised bill takes one --tip") }
        var context = context
        var tipGiven = false
        if let path = itemised.billFile {
            (bill, tipGiven) = try Self.readFile(path, context: context)
            if let explicit = context.explicitCurrency, explicit != bill.currency {
                throw .rejected(
                    "the bill file is in \(bill.currency.code) but --currency is \(explicit.code); give one currency")
            }
        } else {
            var items: [ItemisedBill.Item] = []
            for text in itemised.item {
                do {
                    items.append(try ItemisedBill.Item(parsing: text, currency: context.currency))
                } catch {
                    throw .rejected("--item '\(text.prefix(60))', column \(error.column): \(error.message)")
                }
            }
            bill = ItemisedBill(currency: context.currency, items: items)
        }
        context.currency = bill.currency
        self.context = context
        let currency = bill.currency

        if let people = itemised.people {
            for name in people.split(separator: ",").map({ String($0.trimmingBlanks) }) where !name.isEmpty {
                if !bill.people.contains(where: { $0.name.lowercased() == name.lowercased() }) {
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
                throw .rejected("invalid --pay '\(entry.prefix(40))': write name=cash or name=card, such as ann=cash")
            }
            if ["all", "everyone"].contains(parts[0].lowercased()) {
                bill.defaultPayment = method
            } else if let index = bill.people.firstIndex(where: { $0.name.lowercased() == parts[0].lowercased() }) {
                bill.people[index].payment = method
            } else {
                bill.people.append(ItemisedBill.Person(parts[0], payment: method))
            }
        }
        if let paidBy = itemised.paidBy { bill.paidBy = paidBy }
        if let text = options.tip.first {
            bill.tip = .percent(try CalcOptions.readPercent(text, what: "tip"))
            tipGiven = true
        } else if !tipGiven, let configured = config[.tip], let percent = try? ExactDecimal(parsing: configured) {
            bill.tip = .percent(percent)
            tipGiven = true
        }
        if let tax = options.tax { bill.tax = try CalcOptions.readTax(tax, currency: currency, context: context) }
        if itemised.pricesIncludeTax { bill.pricesIncludeTax = true }
        if let service = options.service {
            bill.service = try CalcOptions.readService(service, currency: currency, context: context)
        }
        if let discount = itemised.discount {
            if discount.hasSuffix("%") {
                bill.discount = .percent(try CalcOptions.readPercent(discount, what: "discount"))
            } else {
                do {
                    bill.discount = .amount(try context.readMoney(discount))
                } catch {
                    throw .rejected("--discount: \(error.message) (a percentage needs a trailing %, as in 10%)")
                }
            }
        }
        if let tipOn = options.tipOn { bill.tipBase = tipOn == .pretax ? .pretax : .total }
        if itemised.tipBeforeDiscount { bill.tipBase = .beforeDiscount }
        if let round = options.round { bill.rounding = round.policy }
        if let roundTo = options.roundTo {
            do {
                bill.roundingIncrement = try ExactDecimal(parsing: roundTo)
            } catch {
                throw .rejected("invalid --round-to '\(roundTo.prefix(40))': \(error.description)")
            }
            if bill.rounding == .none { bill.rounding = .nearest }
        }
        if let option = itemised.cashRounding { bill.cashRounding = option == .tip ? .tip : .separate }
        if let home = try Self.homeRate(options: options, currency: currency) { bill.home = home }
        self.tipGiven = tipGiven
    }

    /// Reads a bill file: JSON when it starts with `{`, the text form otherwise.
    ///
    /// Errors name the file, line and column.
    static func readFile(_ path: String, context: MoneyContext) throws(CLIError) -> (ItemisedBill, tipGiven: Bool) {
        let name = path == "-" ? "<stdin>" : path
        let bytes = try FileSystem.read(path == "-" ? "/dev/stdin" : path)
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

    /// `--home` with `--rate` (a file of rates is for single amounts).
    static func homeRate(options: CalcOptions, currency: Currency) throws(CLIError) -> ExchangeRate? {
        if options.rates != nil {
            throw .usage("--rates is not available for itemised bills; give --home CODE --rate R")
        }
        if options.home == nil && options.rate != nil {
            throw .usage("--rate needs --home CODE, the currency it converts to")
        }
        guard let code = options.home else { return nil }
        guard let rate = options.rate else {
            throw .usage("--home needs --rate R (1 \(currency.code) = R home units)")
        }
        do {
            return try ExchangeRate(from: currency, to: Currency(code: code), rate: ExactDecimal(parsing: rate))
        } catch let error as MoneyError {
            throw .rejected("--home \(code.prefix(10)) --rate \(rate.prefix(30)): \(error.description)")
        } catch let error as TipCalcError {
            throw .rejected(error.description)
        } catch {
            throw .rejected("\(error)")
        }
    }
}
