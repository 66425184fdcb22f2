import Money
import TipCalc

/// Why a ``SavedBill`` cannot be stored: the first thing found wrong, in words.
package struct SavedBillError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong: `result.total 99.70 is not bill + tax + tip (99.71)`.
    package let reason: String

    /// Creates an error.
    package init(_ reason: String) {
        self.reason = reason
    }

    package var description: String { "invalid saved bill: \(reason)" }
}

extension SavedBill {
    /// Checks that every field is well formed and that the amounts add up.
    ///
    /// Nothing inconsistent is ever stored:
    ///
    /// - amounts are canonical with exactly the currency's fraction digits; rates and
    ///   percentages are exact decimals; codes are three capital letters;
    /// - `total == bill + tax + tip`, in the bill's currency and in the home currency;
    /// - one person per party member, weights as asked, each `share == bill + tax + tip`, and
    ///   the shares (and their parts, and the home shares) add up to the totals;
    /// - with `requiringOutputs`, the printed text is there.
    ///
    /// - Throws: ``SavedBillError`` naming the first field that is wrong.
    package func validate(requiringOutputs: Bool) throws(SavedBillError) {
        guard UTCTimestamp(savedAt) != nil else {
            throw SavedBillError("savedAt '\(savedAt.prefix(40))' is not a UTC time such as 2026-11-23T19:04:05Z")
        }
        guard !locale.isEmpty, locale.utf8.count <= 100,
            locale.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789_-@=;".unicodeScalars.contains($0))
            })
        else { throw SavedBillError("locale '\(locale.prefix(40))' is not a locale identifier") }
        try Self.checkCode(currency, "currency")
        try Self.checkDigits(fractionDigits, "fractionDigits")
        let digits = fractionDigits

        // What was asked.
        let bill = try amount(request.bill, "request.bill", digits)
        guard bill >= 0 else { throw SavedBillError("request.bill \(request.bill) is negative") }
        if let tax = request.tax {
            try Self.checkOne(tax.rate, tax.amount, "request.tax", "rate", "amount")
            if let rate = tax.rate { try Self.checkDecimal(rate, "request.tax.rate") }
            if let value = tax.amount { _ = try amount(value, "request.tax.amount", digits) }
        }
        try Self.checkOne(request.tip.percent, request.tip.amount, "request.tip", "percent", "amount")
        if let percent = request.tip.percent { try Self.checkDecimal(percent, "request.tip.percent") }
        if let value = request.tip.amount { _ = try amount(value, "request.tip.amount", digits) }
        guard ["pretax", "total"].contains(request.tipBase) || (itemised != nil && request.tipBase == "beforeDiscount")
        else {
            throw SavedBillError("request.tipBase '\(request.tipBase.prefix(20))' is not pretax or total")
        }
        if let service = request.service {
            try Self.checkOne(service.percent, service.amount, "request.service", "percent", "amount")
            if let percent = service.percent { try Self.checkDecimal(percent, "request.service.percent") }
            if let value = service.amount { _ = try amount(value, "request.service.amount", digits) }
        }
        let weights = try partyWeights()
        guard ["none", "nearest", "up", "sharesUp"].contains(request.rounding) else {
            throw SavedBillError(
                "request.rounding '\(request.rounding.prefix(20))' is not none, nearest, up or sharesUp")
        }
        if let increment = request.roundingIncrement { try Self.checkDecimal(increment, "request.roundingIncrement") }
        if let home = request.home {
            try Self.checkCode(home.currency, "request.home.currency")
            try Self.checkDigits(home.fractionDigits, "request.home.fractionDigits")
            try Self.checkDecimal(home.rate, "request.home.rate")
            guard UTCTimestamp(home.rateDate + "T00:00:00Z") != nil else {
                throw SavedBillError("request.home.rateDate '\(home.rateDate.prefix(20))' is not a date YYYY-MM-DD")
            }
            guard !home.rateSource.isEmpty else { throw SavedBillError("request.home.rateSource is empty") }
        }

        // What came out.
        guard try amount(result.bill, "result.bill", digits) == bill else {
            throw SavedBillError("result.bill \(result.bill) is not request.bill \(request.bill)")
        }
        let tax = try amount(result.tax, "result.tax", digits)
        _ = try amount(result.service, "result.service", digits)
        let tip = try amount(result.tip, "result.tip", digits)
        let total = try amount(result.total, "result.total", digits)
        guard let sum = Self.sum([bill, tax, tip]), sum == total else {
            throw SavedBillError("result.total \(result.total) is not bill + tax + tip")
        }
        guard result.tipPercent == request.tip.percent else {
            throw SavedBillError("result.tipPercent must be request.tip.percent")
        }
        try Self.checkDecimal(result.effectiveTipPercent, "result.effectiveTipPercent")
        guard (request.home == nil) == (result.home == nil) else {
            throw SavedBillError("result.home must be given exactly when request.home is")
        }
        var homeTotal: Int64?
        if let home = result.home, let homeDigits = request.home?.fractionDigits {
            let parts = [
                try amount(home.bill, "result.home.bill", homeDigits),
                try amount(home.tax, "result.home.tax", homeDigits),
                try amount(home.tip, "result.home.tip", homeDigits),
            ]
            let converted = try amount(home.total, "result.home.total", homeDigits)
            guard Self.sum(parts) == converted else {
                throw SavedBillError("result.home.total \(home.total) is not bill + tax + tip")
            }
            homeTotal = converted
        }

        // Who pays what.
        guard people.count == weights.count else {
            throw SavedBillError("\(people.count) people for a party of \(weights.count)")
        }
        var totals: [Int64] = [0, 0, 0, 0, 0]
        for (index, person) in people.enumerated() {
            let name = "people[\(index)]"
            guard person.weight == weights[index] else {
                throw SavedBillError("\(name).weight \(person.weight) is not the party's \(weights[index])")
            }
            let parts = [
                try amount(person.bill, name + ".bill", digits), try amount(person.tax, name + ".tax", digits),
                try amount(person.tip, name + ".tip", digits),
            ]
            let share = try amount(person.share, name + ".share", digits)
            guard Self.sum(parts) == share else { throw SavedBillError("\(name).share is not bill + tax + tip") }
            var homeShare: Int64 = 0
            if let homeDigits = request.home?.fractionDigits {
                guard let text = person.homeShare, person.formattedHomeShare != nil else {
                    throw SavedBillError("\(name) has no homeShare")
                }
                homeShare = try amount(text, name + ".homeShare", homeDigits)
            }
            for (slot, value) in [share, parts[0], parts[1], parts[2], homeShare].enumerated() {
                guard let next = Self.sum([totals[slot], value]) else { throw SavedBillError("\(name) overflows") }
                totals[slot] = next
            }
        }
        guard totals[0] == total, totals[1] == bill, totals[2] == tax, totals[3] == tip else {
            throw SavedBillError("the people's shares do not add up to the bill, tax, tip and total")
        }
        if let homeTotal, totals[4] != homeTotal {
            throw SavedBillError("the people's home shares do not add up to result.home.total")
        }

        // An itemised bill agrees with its summary.
        if let itemised {
            guard itemised.totals.pays.amountText == result.total, itemised.people.count == people.count,
                itemised.bill.currency.code == currency
            else {
                throw SavedBillError("the itemised bill does not match its summary (total, people or currency)")
            }
        }

        // What was printed.
        guard let outputs else {
            if requiringOutputs { throw SavedBillError("outputs are missing") }
            return
        }
        guard !outputs.calc.isEmpty else { throw SavedBillError("outputs.calc is empty") }
        guard outputs.receipt.rendered(outputs.receipt.format) != nil else {
            throw SavedBillError(
                "outputs.receipt.format '\(outputs.receipt.format.prefix(20))' is not text, markdown, json or html")
        }
        guard (16...200).contains(outputs.receipt.width) else {
            throw SavedBillError("outputs.receipt.width \(outputs.receipt.width) is outside 16...200")
        }
    }

    /// The weight of each person, from ``Request/party``.
    private func partyWeights() throws(SavedBillError) -> [Int] {
        let party = request.party
        switch (party.split, party.weights) {
        case (let size?, nil):
            guard (1...1000).contains(size) else {
                throw SavedBillError("request.party.split \(size) is outside 1...1000")
            }
            return Array(repeating: 1, count: size)
        case (nil, let weights?):
            guard (1...1000).contains(weights.count), weights.allSatisfy({ $0 > 0 }) else {
                throw SavedBillError("request.party.weights must be 1 to 1000 whole numbers above zero")
            }
            return weights
        default:
            throw SavedBillError("request.party needs exactly one of split and weights")
        }
    }

    private func amount(_ text: String, _ name: String, _ digits: Int) throws(SavedBillError) -> Int64 {
        guard let value = MinorUnitText.minorUnits(text, fractionDigits: digits) else {
            throw SavedBillError("\(name) '\(text.prefix(40))' is not an amount with \(digits) fraction digits")
        }
        return value
    }

    private static func sum(_ values: [Int64]) -> Int64? {
        var total: Int64 = 0
        for value in values {
            let (next, overflow) = total.addingReportingOverflow(value)
            if overflow { return nil }
            total = next
        }
        return total
    }

    private static func checkCode(_ code: String, _ name: String) throws(SavedBillError) {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else {
            throw SavedBillError("\(name) '\(code.prefix(20))' is not a three-letter currency code")
        }
    }

    private static func checkDigits(_ digits: Int, _ name: String) throws(SavedBillError) {
        guard (0...MinorUnitText.maximumFractionDigits).contains(digits) else {
            throw SavedBillError("\(name) \(digits) is outside 0...\(MinorUnitText.maximumFractionDigits)")
        }
    }

    private static func checkDecimal(_ text: String, _ name: String) throws(SavedBillError) {
        do {
            _ = try ExactDecimal(parsing: text)
        } catch {
            throw SavedBillError("\(name) '\(text.prefix(40))' is not an exact decimal such as 18 or 8.875")
        }
    }

    private static func checkOne(
        _ first: String?, _ second: String?, _ name: String, _ firstName: String, _ secondName: String
    ) throws(SavedBillError) {
        guard (first == nil) != (second == nil) else {
            throw SavedBillError("\(name) needs exactly one of \(firstName) and \(secondName)")
        }
    }
}
