import Money
import Testing

/// The parser never turns text into a different amount: for random amounts in every locale,
/// the formatted text altered the way people alter it parses to the original amount or fails.
///
/// Mutations: drop a space, add a space anywhere, plain spaces for U+00A0 and U+202F, the
/// currency moved to the other side of the number, `.` and `,` swapped (the other convention's
/// decimal separator where the locale's are others), an ASCII apostrophe for U+2019, the
/// grouping separators left out. Each mutated text is parsed
/// with the expected currency (result: the original amount, or an error) and without it (the
/// original amount, possibly in another currency that shares the text's symbol, or an error).
/// The test also counts how many mutated texts still parse, so it cannot pass by failing on all.
@Suite struct MoneyParserMisreadTests {
    enum Mutation: String, CaseIterable {
        case dropSpace, addSpace, plainSpaces, currencyOtherSide, swapSeparators, asciiApostrophe, noGrouping
    }

    @Test func mutatedTextParsesToTheSameAmountOrFails() throws {
        let codes = ["USD", "EUR", "JPY", "KWD", "CHF", "INR", "CAD", "CNY", "GBP", "CLP", "BHD", "SEK"]
        let currencies = try codes.map { try Currency(code: $0) }
        let styles: [MoneyFormatter.Style] = [.symbol, .code, .name, .accounting]
        var generator = SplitMix64(seed: 0x5EED_0009)
        var misreads: [String] = []
        var parsed: [Mutation: Int] = [:]
        var failed: [Mutation: Int] = [:]
        let locales = LocaleIdentifier.available
        for id in locales {
            let locale = try LocaleIdentifier(id)
            let parser = MoneyParser(locale: locale)
            for _ in 0..<3 {
                let currency = currencies[Int(generator.next() % UInt64(currencies.count))]
                let style = styles[Int(generator.next() % UInt64(styles.count))]
                let digits = Int(generator.next() % 12) + 1
                var units = Int64(generator.next() % 1_000_000_000_000) % Int64(Self.pow10(digits))
                if generator.next() % 3 == 0 { units = -units }
                let money = Money(minorUnits: units, currency)
                let formatter = MoneyFormatter(locale: locale, style: style)
                let text = try formatter.format(money)
                for mutation in Mutation.allCases {
                    guard
                        let mutated = Self.mutate(
                            text, mutation, digits: currency.fractionDigits, generator: &generator),
                        mutated != text
                    else { continue }
                    let label = "\(id) \(money) \(style) \(mutation): '\(visible(text))' → '\(visible(mutated))'"
                    if let result = try? parser.parse(mutated, expecting: currency) {
                        parsed[mutation, default: 0] += 1
                        if result != money { misreads.append("\(label) read as \(result) expecting \(currency)") }
                    } else {
                        failed[mutation, default: 0] += 1
                    }
                    if let result = try? parser.parse(mutated), result.amount != money.amount {
                        misreads.append("\(label) read as \(result)")
                    }
                }
            }
        }
        #expect(misreads.isEmpty, "\(misreads.count) misreads:\n\(misreads.prefix(40).joined(separator: "\n"))")
        // Harmless changes must still parse, most of the time: the property is not vacuous.
        for mutation in [Mutation.dropSpace, .plainSpaces, .currencyOtherSide, .asciiApostrophe, .noGrouping] {
            let total = parsed[mutation, default: 0] + failed[mutation, default: 0]
            #expect(
                parsed[mutation, default: 0] * 10 >= total * 7,
                "\(mutation): \(parsed[mutation, default: 0]) of \(total) parsed")
        }
        print("misread property: parsed \(parsed), errors \(failed)")
    }

    // MARK: - Mutations

    private static func pow10(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }

    static let spaces: Set<Unicode.Scalar> = [" ", "\u{A0}", "\u{202F}", "\u{2009}"]

    /// `text` changed as `mutation` says, or `nil` where it does not apply.
    static func mutate(
        _ text: String, _ mutation: Mutation, digits: Int, generator: inout SplitMix64
    ) -> String? {
        var scalars = Array(text.unicodeScalars)
        let isDigit = { (scalar: Unicode.Scalar) in scalar.properties.numericType == .decimal }
        guard let first = scalars.firstIndex(where: isDigit), let last = scalars.lastIndex(where: isDigit) else {
            return nil
        }
        let separators = (first...last).filter { !isDigit(scalars[$0]) }
        // The decimal separator stands before the last `digits` digits; the others group.
        let decimalIndex = digits > 0 ? separators.last : nil
        let grouping = separators.filter { $0 != decimalIndex }
        switch mutation {
        case .dropSpace:
            let candidates = scalars.indices.filter { spaces.contains(scalars[$0]) }
            guard !candidates.isEmpty else { return nil }
            scalars.remove(at: candidates[Int(generator.next() % UInt64(candidates.count))])
        case .addSpace:
            scalars.insert(" ", at: Int(generator.next() % UInt64(scalars.count + 1)))
        case .plainSpaces:
            scalars = scalars.map { spaces.contains($0) ? " " : $0 }
        case .currencyOtherSide:
            return movedCurrency(scalars, number: first...last)
        case .swapSeparators:
            // `.` and `,` change places; where the locale's separators are others (a space, `’`,
            // `٫`), its decimal separator becomes a `.` (or a `,` if it was a `.`). Swapping a
            // decimal comma with a space would make another valid number (`645 369` is 645369
            // in af_ZA whatever was meant), which no reader could tell from a real one.
            guard let decimalIndex else { return nil }
            let ascii: Set<Unicode.Scalar> = [".", ","]
            let decimal = scalars[decimalIndex]
            let groupingScalars = Set(grouping.map { scalars[$0] })
            if ascii.contains(decimal), groupingScalars.isEmpty || groupingScalars.isSubset(of: ascii) {
                for index in separators { scalars[index] = scalars[index] == "." ? "," : "." }
            } else {
                scalars[decimalIndex] = decimal == "." ? "," : "."
            }
        case .asciiApostrophe:
            scalars = scalars.map { $0 == "\u{2019}" ? "'" : $0 }
        case .noGrouping:
            guard !grouping.isEmpty else { return nil }
            for index in grouping.reversed() { scalars.remove(at: index) }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The text with its currency on the other side of the number: `1.234,50 €` → `€ 1.234,50`.
    private static func movedCurrency(_ scalars: [Unicode.Scalar], number: ClosedRange<Int>) -> String? {
        let isPart = { (scalar: Unicode.Scalar) in
            !spaces.contains(scalar) && scalar.properties.generalCategory != .format
                && !"-+()\u{2212}".unicodeScalars.contains(scalar)
        }
        let before = scalars[..<number.lowerBound]
        let after = scalars[(number.upperBound + 1)...]
        let string = { (part: ArraySlice<Unicode.Scalar>) -> String in
            var view = String.UnicodeScalarView()
            view.append(contentsOf: part)
            return String(view)
        }
        if let start = after.firstIndex(where: isPart), !before.contains(where: isPart) {
            let end = (after.lastIndex(where: isPart) ?? start) + 1
            let currency = string(scalars[start..<end])
            return currency + " " + string(scalars[..<start]) + string(scalars[end...])
        }
        if let start = before.firstIndex(where: isPart), !after.contains(where: isPart) {
            let end = (before.lastIndex(where: isPart) ?? start) + 1
            let currency = string(scalars[start..<end])
            return string(scalars[..<start]) + string(scalars[end...]) + " " + currency
        }
        return nil
    }
}
