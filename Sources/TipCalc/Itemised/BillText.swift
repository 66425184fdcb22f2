public import Money

/// The plain-text bill form: one item per line, settings as `key: value` lines, `#` comments.
///
///     currency: USD
///     tax: 8.875%
///     tip: 20% on pretax
///     2x Beer 6.00 @ann,ben
///     Nachos 9.00 @all
///     Salad 12.50 @cy tax 7% -10% no-tip
///
/// The grammar is in docs/ItemisedBills.md; an item line is what `tipfmt calc --item` takes.
extension ItemisedBill {
    /// Reads a bill in the text form.
    ///
    /// - Parameters:
    ///   - text: The whole file (a leading byte order mark and `\r\n` line ends are fine).
    ///   - currency: The currency when the text has no `currency:` line.
    /// - Throws: ``BillFileError`` naming the line and column of the first problem.
    public init(text: String, currency: Currency? = nil) throws(BillFileError) {
        var reader = BillTextReader(defaultCurrency: currency)
        self = try reader.read(text)
    }
}

extension ItemisedBill.Item {
    /// Reads one item in the text form's grammar: `[N x] name price [@who] [tax R%] [-D%|-D] [no-tip]`.
    ///
    ///     let beer = try ItemisedBill.Item(parsing: "2x Beer 6.00 @ann,ben", currency: .usd)
    ///     // 2 × 6.00 USD, shared equally by ann and ben
    ///
    /// Without `@…` the item is shared by everyone.
    ///
    /// - Throws: ``BillFileError`` at line 1 and the column of the problem.
    public init(parsing text: String, currency: Currency) throws(BillFileError) {
        let tokens = try BillTextReader.tokens(Substring(text), line: 1)
        guard !tokens.isEmpty else {
            throw BillFileError(line: 1, column: 1, message: "the item is empty; write it as 'Nachos 9.00 @all'")
        }
        self = try BillTextReader.item(tokens, line: 1, currency: currency)
    }
}

/// Reads the text form line by line.
struct BillTextReader {
    struct Token {
        var text: String
        var column: Int
        var quoted: Bool
        /// The column just after the token.
        var end: Int
    }

    let defaultCurrency: Currency?
    private var seen: [String: Int] = [:]

    init(defaultCurrency: Currency?) {
        self.defaultCurrency = defaultCurrency
    }

    static let settings = [
        "currency", "people", "tax", "discount", "service", "tip", "rounding", "cash", "card", "cash-rounding",
        "paid-by", "home",
    ]

    mutating func read(_ text: String) throws(BillFileError) -> ItemisedBill {
        var lines: [(number: Int, tokens: [Token])] = []
        var number = 0
        var itemLines = 0
        // "\r\n" is one Character, so it is a separator of its own.
        for var line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            if number == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
            if line.last == "\r" { line = line.dropLast() }
            guard line.utf8.count <= ItemisedBill.maximumLineLength else {
                throw BillFileError(
                    line: number, column: 1,
                    message:
                        "the line is longer than \(ItemisedBill.maximumLineLength) bytes; a line has at most \(ItemisedBill.maximumLineLength)"
                )
            }
            let tokens = try Self.tokens(line, line: number)
            guard !tokens.isEmpty else { continue }
            // Counted here, before the tokens of a million lines are held.
            if Self.settingKey(tokens) == nil {
                itemLines += 1
                if itemLines > ItemisedBill.maximumItems {
                    throw BillFileError(line: number, column: 1, message: ItemisedBill.tooManyItems)
                }
            }
            lines.append((number, tokens))
        }
        // The currency first: every amount needs it.
        var currency = defaultCurrency
        for (number, tokens) in lines where Self.settingKey(tokens) == "currency" {
            guard tokens.count == 2 else {
                throw BillFileError(
                    line: number, column: tokens[0].end,
                    message: "write the currency as one code, such as 'currency: USD'")
            }
            do {
                currency = try Currency(code: tokens[1].text)
            } catch {
                throw BillFileError(line: number, column: tokens[1].column, message: error.description)
            }
        }
        guard let currency else {
            throw BillFileError(
                line: 1, column: 1, message: "the bill names no currency; add a line such as 'currency: USD'")
        }
        var bill = ItemisedBill(currency: currency, items: [])
        // Every name with its line and column, checked once the whole bill is read, so the
        // settings may come in any order.
        var uses: [NameUse] = []
        var itemNames: [(name: String, column: Int)] = []
        var defaultLine: Int? = nil
        var paid: [String: ItemisedBill.PaymentMethod] = [:]
        for (number, tokens) in lines {
            guard let key = Self.settingKey(tokens) else {
                itemNames.removeAll(keepingCapacity: true)
                bill.items.append(try Self.item(tokens, line: number, currency: currency, names: &itemNames))
                for (name, column) in itemNames { uses.append(NameUse(name: name, line: number, column: column)) }
                continue
            }
            if let first = seen[key] {
                throw BillFileError(
                    line: number, column: tokens[0].column,
                    message: "a second '\(key):' line (the first is line \(first)); give each setting once")
            }
            seen[key] = number
            let values = Array(tokens.dropFirst())
            guard !values.isEmpty || key == "tax" else {
                throw BillFileError(line: number, column: tokens[0].end, message: "'\(key):' needs a value")
            }
            switch key {
            case "currency":
                break
            case "people":
                var declared = Set(bill.people.map { $0.name.lowercased() })
                for (name, column) in try Self.names(values, line: number) {
                    if declared.insert(name.lowercased()).inserted {
                        bill.people.append(ItemisedBill.Person(name))
                    } else {
                        throw BillFileError(line: number, column: column, message: "'\(name)' is named twice")
                    }
                }
            case "cash", "card":
                let method: ItemisedBill.PaymentMethod = key == "cash" ? .cash : .card
                if values.count == 1, ["all", "everyone"].contains(values[0].text.lowercased()) {
                    // One default: `cash: all` with `card: all` would depend on which came last.
                    if let other = defaultLine {
                        throw BillFileError(
                            line: number, column: values[0].column,
                            message: "line \(other) already says how all pay; give 'all' in one of them")
                    }
                    bill.defaultPayment = method
                    defaultLine = number
                    continue
                }
                for (name, column) in try Self.names(values, line: number) {
                    if let other = paid[name.lowercased()] {
                        throw BillFileError(
                            line: number, column: column,
                            message: "'\(name)' already pays \(other.rawValue); give each person one way of paying")
                    }
                    paid[name.lowercased()] = method
                    bill.payments[name] = method
                    uses.append(NameUse(name: name, line: number, column: column, payment: method))
                }
            case "tax":
                try Self.tax(values, line: number, after: tokens[0], currency, into: &bill)
            case "discount":
                bill.discount = try Self.discount(
                    Self.single(values, line: number, "discount: 10% or discount: 5.00"), line: number, currency)
            case "service":
                let token = try Self.single(values, line: number, "service: 12.5% or service: 10.00")
                if let percent = try Self.percent(token, line: number) {
                    bill.service = .percent(percent)
                } else {
                    bill.service = .amount(try Self.amount(token, line: number, currency))
                }
            case "tip":
                try Self.tip(values, line: number, currency, into: &bill)
            case "rounding":
                try Self.rounding(values, line: number, into: &bill)
            case "cash-rounding":
                let token = try Self.single(values, line: number, "cash-rounding: tip or cash-rounding: separate")
                bill.cashRounding = try Self.choice(
                    token, line: number, expected: "'tip' or 'separate'", ["tip": .tip, "separate": .separate])
            case "paid-by":
                let token = try Self.single(values, line: number, "paid-by: ann")
                bill.paidBy = token.text
                uses.append(NameUse(name: token.text, line: number, column: token.column, paidBy: true))
            case "home":
                bill.home = try Self.home(values, line: number, after: tokens[0], currency)
            default:
                break
            }
        }
        if bill.items.isEmpty {
            throw BillFileError(
                line: max(number, 1), column: 1, message: "the bill has no items; add a line such as 'Nachos 9.00 @all'"
            )
        }
        try Self.check(uses, declared: bill.people.map(\.name))
        return bill
    }

    /// A name as the text uses it: in an item's `@` list, a `cash:` or `card:` line, or `paid-by:`.
    struct NameUse {
        var name: String
        var line: Int
        var column: Int
        var payment: ItemisedBill.PaymentMethod? = nil
        var paidBy = false
        var inItem: Bool { payment == nil && !paidBy }
    }

    /// Checks every name against the bill's people.
    ///
    /// With `people:`, every name must be declared; without it, every payer and payment name must
    /// be in an item. The error names the closest name there is.
    private static func check(_ uses: [NameUse], declared: [String]) throws(BillFileError) {
        var roster = Roster()
        for name in declared { _ = roster.add(name, payment: .card) }
        if declared.isEmpty {
            for use in uses where use.inItem { _ = roster.add(use.name, payment: .card) }
        }
        for use in uses where roster.lookup(use.name) == nil {
            let fix = roster.closest(to: use.name).map { "; did you mean '\($0)'?" } ?? ""
            let message: String
            if !declared.isEmpty {
                message = "'\(use.name)' is not among the people declared in 'people:'\(fix)"
            } else if use.paidBy {
                message =
                    "'\(use.name)' paid but is not on the bill; name someone who had something or add them to "
                    + "'people:'\(fix)"
            } else {
                message =
                    "'\(use.name)' pays \(use.payment?.rawValue ?? "card") but had no item; name them in an item's "
                    + "@list or in 'people:'\(fix)"
            }
            throw BillFileError(line: use.line, column: use.column, message: message)
        }
    }

    /// The setting a line sets (`tax` for `tax: 8%`), or `nil` for an item line.
    static func settingKey(_ tokens: [Token]) -> String? {
        guard let first = tokens.first, !first.quoted, first.text.hasSuffix(":"), first.text.count > 1 else {
            return nil
        }
        return String(first.text.dropLast()).lowercased()
    }

    // MARK: - Tokens

    /// Splits a line into tokens at spaces and tabs; `"…"` quotes a token with spaces; `#` at the
    /// start of a token comments out the rest of the line.
    static func tokens(_ line: Substring, line number: Int) throws(BillFileError) -> [Token] {
        var tokens: [Token] = []
        var column = 0
        var current = ""
        var start = 0
        var inQuote = false
        var quoteColumn = 0
        func flush(_ end: Int, quoted: Bool = false) {
            if !current.isEmpty || quoted {
                tokens.append(Token(text: current, column: start, quoted: quoted, end: end))
            }
            current = ""
        }
        for character in line {
            column += 1
            if inQuote {
                if character == "\"" {
                    inQuote = false
                    flush(column + 1, quoted: true)
                } else {
                    current.append(character)
                }
                continue
            }
            if character == " " || character == "\t" {
                flush(column)
                continue
            }
            if current.isEmpty {
                if character == "#" { break }
                start = column
                if character == "\"" {
                    inQuote = true
                    quoteColumn = column
                    continue
                }
            }
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw BillFileError(line: number, column: column, message: "a control character; remove it")
            }
            current.append(character)
        }
        if inQuote {
            throw BillFileError(
                line: number, column: quoteColumn, message: "this quote is not closed; add a \" after the name")
        }
        flush(column + 1)
        return tokens
    }

    // MARK: - Items

    /// `2x` or `3×` as a count; `nil` for anything else.
    private static func quantityPattern(_ text: String) -> Int? {
        guard let last = text.last, last == "x" || last == "×" || last == "X" else { return nil }
        let digits = text.dropLast()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits) ?? Int.max
    }

    static func item(_ tokens: [Token], line: Int, currency: Currency) throws(BillFileError) -> ItemisedBill.Item {
        var names: [(name: String, column: Int)] = []
        return try item(tokens, line: line, currency: currency, names: &names)
    }

    /// An item line; `names` gets the names of its `@` list with their columns.
    static func item(
        _ tokens: [Token], line: Int, currency: Currency, names: inout [(name: String, column: Int)]
    ) throws(BillFileError) -> ItemisedBill.Item {
        var index = 0
        var quantity = 1
        if !tokens[0].quoted, let count = quantityPattern(tokens[0].text) {
            guard (1...ItemisedBill.Item.maximumQuantity).contains(count) else {
                throw BillFileError(
                    line: line, column: tokens[0].column,
                    message:
                        "quantity \(tokens[0].text.dropLast()) is out of range; give 1x to \(ItemisedBill.Item.maximumQuantity)x"
                )
            }
            quantity = count
            index = 1
        }
        guard index < tokens.count else {
            throw BillFileError(
                line: line, column: tokens[0].end, message: "a quantity but no item; write '2x Beer 6.00'")
        }
        // The name runs up to the price: the first number (after at least one word) that ends the
        // line or is followed by @who or an option.
        let priceIndex: Int
        if tokens[index].quoted {
            priceIndex = index + 1
        } else {
            var found: Int? = nil
            var probe = index + 1
            while probe < tokens.count {
                if isNumber(tokens[probe]) && (probe + 1 == tokens.count || isAfterPrice(tokens[probe + 1])) {
                    found = probe
                    break
                }
                probe += 1
            }
            guard let found else {
                if let number = tokens[(index + 1)...].lastIndex(where: isNumber), number + 1 < tokens.count {
                    let next = tokens[number + 1]
                    throw BillFileError(
                        line: line, column: next.column,
                        message:
                            "unexpected '\(next.text)' after the price \(tokens[number].text); write @\(next.text) "
                            + "for who had it, or an option: tax 7%, -10%, -2.00, no-tip")
                }
                throw BillFileError(
                    line: line, column: tokens[tokens.count - 1].end,
                    message: "no price; write the item as 'Nachos 9.00 @all' (a name, then the price)")
            }
            priceIndex = found
        }
        let name = tokens[index..<priceIndex].map(\.text).joined(separator: " ")
        guard priceIndex < tokens.count else {
            throw BillFileError(
                line: line, column: tokens[tokens.count - 1].end,
                message: "no price after \"\(name)\"; write \"\(name)\" 9.00")
        }
        guard !name.isEmpty else {
            throw BillFileError(line: line, column: tokens[index].column, message: "the item has no name")
        }
        let priceToken = tokens[priceIndex]
        let price = try amount(priceToken, line: line, currency)
        var item = ItemisedBill.Item(name: name, quantity: quantity, unitPrice: price, sharedBy: .everyone)
        var position = priceIndex + 1
        if position < tokens.count, tokens[position].text.hasPrefix("@"), !tokens[position].quoted {
            item.sharedBy = try sharing(tokens[position], line: line, names: &names)
            position += 1
        }
        while position < tokens.count {
            let token = tokens[position]
            let word = token.text.lowercased()
            if word == "tax" && !token.quoted {
                guard position + 1 < tokens.count else {
                    throw BillFileError(line: line, column: token.end, message: "'tax' needs a rate, such as tax 7%")
                }
                let rateToken = tokens[position + 1]
                item.taxRate = try percent(rateToken, line: line, required: false)
                position += 2
            } else if word == "no-tip" && !token.quoted {
                item.isTipped = false
                position += 1
            } else if token.text.hasPrefix("-") && !token.quoted && token.text.count > 1 {
                let off = Token(
                    text: String(token.text.dropFirst()), column: token.column + 1, quoted: false, end: token.end)
                item.discount = try discount(off, line: line, currency)
                position += 1
            } else if token.text.hasPrefix("@") {
                throw BillFileError(
                    line: line, column: token.column,
                    message: "a second @list; name everyone who had it in one, such as @ann,ben")
            } else {
                throw BillFileError(
                    line: line, column: token.column,
                    message: "unexpected '\(token.text)'; after the price come @who, tax 7%, -10%, -2.00 or no-tip")
            }
        }
        return item
    }

    private static func isNumber(_ token: Token) -> Bool {
        !token.quoted && !token.text.isEmpty && token.text.first?.isASCII == true
            && token.text.first?.isNumber == true
            && token.text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
    }

    private static func isAfterPrice(_ token: Token) -> Bool {
        guard !token.quoted else { return false }
        let word = token.text.lowercased()
        if token.text.hasPrefix("@") || word == "tax" || word == "no-tip" { return true }
        if token.text.hasPrefix("-"), let next = token.text.dropFirst().first, next.isASCII, next.isNumber {
            return true
        }
        return false
    }

    /// `@ann`, `@ann,ben`, `@ann:2,ben`, `@all`.
    static func sharing(
        _ token: Token, line: Int, names: inout [(name: String, column: Int)]
    ) throws(BillFileError) -> ItemisedBill.Sharing {
        let body = token.text.dropFirst()
        if ["all", "everyone"].contains(body.lowercased()) { return .everyone }
        var shares: [ItemisedBill.Share] = []
        var seen = Set<String>()
        var weighted = false
        var column = token.column + 1
        for part in body.split(separator: ",", omittingEmptySubsequences: false) {
            defer { column += part.count + 1 }
            guard shares.count < ItemisedBill.maximumNamesPerList else {
                throw BillFileError(line: line, column: column, message: ItemisedBill.tooManyNames)
            }
            guard !part.isEmpty else {
                throw BillFileError(line: line, column: column, message: "an empty name; write @ann,ben with no spaces")
            }
            let pieces = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pieces[0])
            guard !name.isEmpty, !name.contains("@") else {
                throw BillFileError(
                    line: line, column: column, message: "'\(part)' is not a name; write @ann or @ann:2")
            }
            var weight = 1
            if pieces.count == 2 {
                guard let value = Int(pieces[1]), value > 0, pieces[1].allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw BillFileError(
                        line: line, column: column + name.count + 1,
                        message: "weight '\(pieces[1])' is not a whole number above zero; write @\(name):2")
                }
                weight = value
                weighted = true
            }
            // A set, not a search of the list so far: a thousand names on each of thousands of
            // lines would otherwise be quadratic per line.
            guard seen.insert(name.lowercased()).inserted else {
                throw BillFileError(line: line, column: column, message: "'\(name)' is named twice in this item")
            }
            shares.append(ItemisedBill.Share(name, weight: weight))
            names.append((name, column))
        }
        return weighted ? .weighted(shares) : .equally(shares.map(\.name))
    }

    // MARK: - Values

    static func amount(_ token: Token, line: Int, _ currency: Currency) throws(BillFileError) -> Money {
        do {
            return try Money(parsing: token.text, currency)
        } catch {
            // A bill's amounts are always canonical: no input locale applies to them.
            var message = error.description
            let hint = " (or give --input-locale)"
            if message.hasSuffix(hint) { message.removeLast(hint.count) }
            throw BillFileError(line: line, column: token.column, message: message)
        }
    }

    /// `8.875%` as 8.875; `nil` without `%` unless `required` is false (then `7` is 7 too).
    static func percent(_ token: Token, line: Int, required: Bool = true) throws(BillFileError) -> ExactDecimal? {
        var text = Substring(token.text)
        if text.hasSuffix("%") {
            text = text.dropLast()
        } else if required {
            return nil
        }
        do {
            return try ExactDecimal(parsing: String(text))
        } catch {
            throw BillFileError(line: line, column: token.column, message: error.description)
        }
    }

    static func discount(_ token: Token, line: Int, _ currency: Currency) throws(BillFileError) -> ItemisedBill.Discount
    {
        if let percent = try percent(token, line: line) { return .percent(percent) }
        return .amount(try amount(token, line: line, currency))
    }

    static func single(_ values: [Token], line: Int, _ example: String) throws(BillFileError) -> Token {
        guard values.count == 1 else {
            throw BillFileError(
                line: line, column: values[min(1, values.count - 1)].column, message: "write \(example)")
        }
        return values[0]
    }

    /// Names separated by commas or spaces: `ann, ben cy`.
    static func names(_ values: [Token], line: Int) throws(BillFileError) -> [(String, Int)] {
        var names: [(String, Int)] = []
        for token in values {
            var column = token.column
            for part in token.text.split(separator: ",", omittingEmptySubsequences: false) {
                defer { column += part.count + 1 }
                guard !part.isEmpty else { continue }
                guard names.count < ItemisedBill.maximumNamesPerList else {
                    throw BillFileError(line: line, column: column, message: ItemisedBill.tooManyNames)
                }
                guard !part.contains("@"), !part.contains(":") else {
                    throw BillFileError(line: line, column: column, message: "'\(part)' is not a name; write ann, ben")
                }
                names.append((String(part), column))
            }
        }
        guard !names.isEmpty else {
            throw BillFileError(line: line, column: values.first?.column ?? 1, message: "no names; write ann, ben")
        }
        return names
    }

    /// `tax: 8.875%`, `tax: 7.50`, `tax: 19% included`, `tax: included`.
    static func tax(_ values: [Token], line: Int, after key: Token, _ currency: Currency, into bill: inout ItemisedBill)
        throws(BillFileError)
    {
        var rest = values[...]
        if let last = rest.last, last.text.lowercased() == "included", !last.quoted {
            bill.pricesIncludeTax = true
            rest = rest.dropLast()
        }
        guard let first = rest.first else {
            if bill.pricesIncludeTax { return }
            throw BillFileError(
                line: line, column: key.end, message: "write tax: 8.875%, tax: 7.50 or tax: 19% included")
        }
        guard rest.count == 1 else {
            throw BillFileError(
                line: line, column: rest[rest.startIndex + 1].column,
                message: "write tax: 8.875%, tax: 7.50 or tax: 19% included")
        }
        if let rate = try percent(first, line: line) {
            bill.tax = .rate(rate)
        } else {
            bill.tax = .amount(try amount(first, line: line, currency))
        }
    }

    /// `tip: 20%`, `tip: 15.00`, `tip: 18% on total`.
    static func tip(_ values: [Token], line: Int, _ currency: Currency, into bill: inout ItemisedBill)
        throws(BillFileError)
    {
        let first = values[0]
        if let percent = try percent(first, line: line) {
            bill.tip = .percent(percent)
        } else {
            bill.tip = .amount(try amount(first, line: line, currency))
        }
        guard values.count > 1 else { return }
        guard values.count == 3, values[1].text.lowercased() == "on" else {
            throw BillFileError(
                line: line, column: values[1].column, message: "write tip: 20% on pretax, total or before-discount")
        }
        bill.tipBase = try choice(
            values[2], line: line, expected: "pretax, total or before-discount",
            [
                "pretax": .pretax, "pre-tax": .pretax, "total": .total, "before-discount": .beforeDiscount,
                "beforediscount": .beforeDiscount,
            ])
    }

    /// The value `token` spells, in any case, among `choices`; an error naming what was `expected`.
    static func choice<Value>(
        _ token: Token, line: Int, expected: String, _ choices: KeyValuePairs<String, Value>
    ) throws(BillFileError) -> Value {
        let word = token.text.lowercased()
        guard let match = choices.first(where: { $0.key == word }) else {
            throw BillFileError(line: line, column: token.column, message: "'\(token.text)' is not \(expected)")
        }
        return match.value
    }

    /// `rounding: nearest`, `rounding: up to 0.50`, `rounding: shares-up`.
    static func rounding(_ values: [Token], line: Int, into bill: inout ItemisedBill) throws(BillFileError) {
        bill.rounding = try choice(
            values[0], line: line, expected: "none, nearest, up or shares-up",
            ["none": .none, "nearest": .nearest, "up": .up, "shares-up": .sharesUp, "sharesup": .sharesUp])
        guard values.count > 1 else { return }
        guard values.count == 3, values[1].text.lowercased() == "to" else {
            throw BillFileError(line: line, column: values[1].column, message: "write rounding: up to 0.50")
        }
        do {
            bill.roundingIncrement = try ExactDecimal(parsing: values[2].text)
        } catch {
            throw BillFileError(line: line, column: values[2].column, message: error.description)
        }
    }

    /// `home: EUR 0.9232` (1 unit of the bill's currency is 0.9232 EUR).
    static func home(_ values: [Token], line: Int, after key: Token, _ currency: Currency) throws(BillFileError)
        -> ExchangeRate
    {
        guard values.count == 2 else {
            throw BillFileError(
                line: line, column: values[0].column,
                message: "write home: EUR 0.9232 (1 \(currency.code) = 0.9232 EUR)")
        }
        let to: Currency
        do {
            to = try Currency(code: values[0].text)
        } catch {
            throw BillFileError(line: line, column: values[0].column, message: error.description)
        }
        do {
            return try ExchangeRate(from: currency, to: to, rate: ExactDecimal(parsing: values[1].text))
        } catch let error as MoneyError {
            throw BillFileError(line: line, column: values[1].column, message: error.description)
        } catch let error as TipCalcError {
            throw BillFileError(line: line, column: values[1].column, message: error.description)
        } catch {
            throw BillFileError(line: line, column: values[1].column, message: "\(error)")
        }
    }
}
