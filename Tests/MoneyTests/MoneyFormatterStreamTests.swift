@_spi(Benchmarks) import Money
import TestSupport
import Testing

/// `MoneyFormatter.Stream` (bytes in, bytes out, the line handed to ICU as it is) must write
/// exactly what ICU writes for the same value, on both of its paths, and take only plain
/// canonical amounts.
@Suite struct MoneyFormatterStreamTests {
    /// What `stream` writes for `line` after a prefix already in the buffer (as `tipfmt format`
    /// writes line after line into one buffer), or `nil` when it does not take the line.
    private static func text(_ stream: MoneyFormatter.Stream, _ line: String) throws -> String? {
        let prefix = Array("12.50 €\n".utf8)
        var output = prefix + Array(repeating: 0xEE, count: 4096 - prefix.count)
        let bytes = Array(line.utf8)
        let end = try bytes.withUnsafeBufferPointer { line in
            try output.withUnsafeMutableBufferPointer { buffer in
                try stream.write(canonicalLine: line, into: buffer, at: prefix.count)
            }
        }
        #expect(Array(output.prefix(prefix.count)) == prefix, "what was before is kept: '\(line)'")
        guard let end else {
            #expect(
                output.dropFirst(prefix.count).allSatisfy { $0 == 0xEE },
                "nothing is written for a line that is not taken: '\(line)'")
            return nil
        }
        #expect(output[end...].allSatisfy { $0 == 0xEE }, "nothing is written past the text: '\(line)'")
        return String(decoding: output[prefix.count..<end], as: UTF8.self)
    }

    /// Random canonical lines: 1 to 18 digits, 0 to 5 of them after the point, leading and
    /// trailing zeros, signs, and the zeros ICU would print with a sign if it saw the text.
    private static func lines(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        var lines = ["0", "-0", "-0.00", "0.000", "-0.001", "-0.004", "0.005", "007.50", "999999999999999999", "-1"]
        while lines.count < count {
            let digits = Int(generator.next() % 18) + 1
            var text = ""
            for _ in 0..<digits { text.append(Character(String(generator.next() % 10))) }
            let fraction = min(Int(generator.next() % 6), digits - 1)
            if fraction > 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -fraction)) }
            if generator.next() % 4 == 0 { text = "-" + text }
            lines.append(text)
        }
        return lines
    }

    @Test(arguments: [
        ("de_CH", "CHF"), ("en_US", "USD"), ("ja_JP", "JPY"), ("ar_KW", "KWD"), ("hi_IN", "INR"),
        ("ar_EG", "EGP"), ("fr_FR", "EUR"), ("sv_SE", "SEK"),
    ])
    func writesWhatICUWritesOnBothPaths(_ locale: String, _ code: String) throws {
        let currency = try Currency(code: code)
        let settings: [(MoneyFormatter.Style, Bool, Money.RoundingRule, MoneyFormatter.SignDisplay)] = [
            (.symbol, false, .toNearestOrEven, .auto), (.code, true, .toNearestOrEven, .always),
            (.name, false, .ceiling, .auto), (.accounting, false, .towardZero, .exceptZero),
            (.narrow, true, .toNearestOrAway, .never),
        ]
        let lines = Self.lines(count: 400, seed: 2026)
        for (style, cash, rounding, sign) in settings {
            let formatter = MoneyFormatter(
                locale: try LocaleIdentifier(locale), style: style, signDisplay: sign, usesCashRounding: cash,
                rounding: rounding)
            _ = try formatter.prepareTemplate(for: currency)
            let icu = try MoneyFormatter.Stream(formatter, currency: currency, usingTemplate: false)
            let template = try MoneyFormatter.Stream(formatter, currency: currency, usingTemplate: true)
            for line in lines {
                let expected = try formatter.formatWithICU(ExactDecimal(parsing: line), currency: currency)
                let context = "\(locale) \(code) \(style) cash \(cash) \(rounding) \(sign): '\(line)'"
                #expect(try Self.text(icu, line) == expected, "ICU path, \(context)")
                #expect(try Self.text(template, line) == expected, "template path, \(context)")
            }
        }
    }

    @Test(arguments: [
        "", "-", ".5", "5.", "+5", "1,5", "1e5", "1.2.3", "--1", " 1", "1 ", "abc", "١٢", "1234567890123456789",
        "0.0000000000000000001",
    ])
    func takesOnlyPlainCanonicalAmounts(_ line: String) throws {
        let formatter = MoneyFormatter(locale: try LocaleIdentifier("en_US"))
        let stream = try MoneyFormatter.Stream(formatter, currency: try Currency(code: "USD"))
        #expect(try Self.text(stream, line) == nil, "'\(line)' is left to the general reader")
    }

    /// A text that does not fit after what the buffer holds is not written at all, on both paths.
    @Test(arguments: [false, true]) func writesNothingThatDoesNotFit(usingTemplate: Bool) throws {
        let formatter = MoneyFormatter(locale: try LocaleIdentifier("en_US"))
        let stream = try MoneyFormatter.Stream(formatter, currency: .usd, usingTemplate: usingTemplate)
        // "$1,234.50" is 9 bytes; 4 are free after the 4 taken.
        var output: [UInt8] = Array("abcd".utf8) + Array(repeating: 0xEE, count: 4)
        let line = Array("1234.5".utf8)
        let end = try line.withUnsafeBufferPointer { line in
            try output.withUnsafeMutableBufferPointer { try stream.write(canonicalLine: line, into: $0, at: 4) }
        }
        #expect(end == nil)
        #expect(output == Array("abcd".utf8) + Array(repeating: 0xEE, count: 4))
    }
}
