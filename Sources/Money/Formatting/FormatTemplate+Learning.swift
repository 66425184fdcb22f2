extension FormatTemplate {
    /// Why ICU's output could not be learned, or why the learned template was not trusted.
    struct Failure: Error, Sendable, CustomStringConvertible {
        let description: String

        init(_ description: String) { self.description = description }
    }

    /// How ICU rounds: to a multiple of `increment × 10^-scale` (0.01 USD: 1 and 2; 0.05 CHF
    /// cash: 5 and 2; 0.50 DKK cash: 50 and 2), by `rule`.
    struct Precision: Sendable {
        var increment: UInt64
        var scale: Int
        var rule: Money.RoundingRule
    }

    /// Counts of integer digits probed one by one; longer counts are learned from the widest
    /// probe (see ``learn(precision:plural:from:)``).
    static let probedDigitCounts = 8

    /// Learns the template of `icu`'s format from probe values, then checks it against ICU.
    ///
    /// Probes, each a multiple of the rounding increment so that ICU shows it unrounded:
    /// - zero, first: how many fraction digits ICU shows (its own choice: DKK cash shows one);
    /// - one positive value for each count of 1 to 8 integer digits (1, 12, 123, …): minimum
    ///   grouping and the first separators (3 digits, Indian 3+2) show as separators at places
    ///   that depend only on that count;
    /// - the widest value below ``limit(plural:)`` (1234567890123456 when no digits are shown),
    ///   which shows every digit and the repeating part of the grouping: for counts of 9 digits
    ///   and more a separator stands where it stands in the widest value, which must agree with
    ///   the 8-digit probe;
    /// - a negative value, and for long names a positive and a negative value of each plural form
    ///   (CLDR's samples and small numbers, classified by ``PluralRules``).
    ///
    /// The template is then built from nothing but what was learned and must reproduce every probe
    /// byte for byte, and also match ICU on values it was not shown: grouping boundaries (999,
    /// 1000, 9999, 10000, 100000, 1000000) and 9, 11 and 13-digit values, one increment, the
    /// largest value covered, and rounding (ties beside even and odd neighbours, values just off
    /// a tie, both signs).
    ///
    /// - Throws: ``Failure`` when ICU's output is not affixes around plain positional digits
    ///   (exponents, compact forms, digits that are not ten fixed characters…) or when the
    ///   template differs from ICU on any check; the caller then leaves the format to ICU.
    static func learn(precision: Precision, plural: PluralRules?, from icu: ICUNumberFormatter) throws(Failure)
        -> FormatTemplate
    {
        let session: ICUNumberFormatter.ProbeSession
        do {
            session = try ICUNumberFormatter.ProbeSession(icu)
        } catch {
            throw Failure("ICU failed to open a result: \(error)")
        }
        let zero = try probe(session, "0")
        let digits = zero.fraction.map { zero.scalarCount(in: $0) } ?? 0
        guard digits <= 6, precision.scale <= 18, precision.increment >= 1 else {
            throw Failure("unsupported precision: \(digits) digits shown")
        }
        // The increment in units of the last shown digit.
        var increment = precision.increment
        for _ in precision.scale..<max(precision.scale, digits) { increment *= 10 }
        for _ in digits..<max(digits, precision.scale) {
            guard increment % 10 == 0 else { throw Failure("increment finer than the digits shown") }
            increment /= 10
        }
        var factor: UInt64 = 1
        for _ in 0..<digits { factor *= 10 }
        guard increment <= 1000, factor % increment == 0 else {
            throw Failure("unsupported increment \(increment) at \(digits) digits")
        }
        let settings = Settings(fractionDigits: digits, increment: increment, rounding: precision.rule, plural: plural)
        var learner = Learner(settings: settings)
        try learner.learn(zero, negative: false, units: 0)
        let limit = Self.limit(plural: plural != nil)
        let fractionPattern = (UInt64(String("987654".prefix(digits))) ?? 0) / increment * increment

        // 1, 12, …, 12345678, then the widest: 1234567890123456 for a limit of 2^53 and no digits shown.
        var integer: UInt64 = 0
        var widest: (count: Int, units: UInt64) = (0, 0)
        for count in 1...19 {
            integer = integer * 10 + UInt64(count % 10)
            let (scaled, overflow) = integer.multipliedReportingOverflow(by: factor)
            guard !overflow, scaled < limit - fractionPattern else { break }
            widest = (count, scaled + fractionPattern)
            if count <= probedDigitCounts { try learner.probe(session, negative: false, units: widest.units) }
        }
        guard widest.count > probedDigitCounts else { throw Failure("fewer than 9 integer digits below the limit") }
        try learner.probe(session, negative: false, units: widest.units)
        try learner.probe(
            session, negative: true, units: (1_234_567 * factor + fractionPattern) / increment * increment)
        if let plural {
            try learner.probePluralForms(session, plural: plural)
        }

        let template = FormatTemplate(settings: settings, parts: try learner.parts(widest: widest.count))

        // Everything learned must come back byte for byte.
        for seen in learner.seen {
            let ours = template.withText(negative: seen.negative, units: seen.units) { Array($0) }
            guard ours == seen.text else {
                throw Failure(
                    "probe \(seen.negative ? "-" : "")\(seen.units): ICU wrote \(String(decoding: seen.text, as: UTF8.self))"
                        + ", template \(ours.map { String(decoding: $0, as: UTF8.self) } ?? "nothing")")
            }
        }
        // Values it was not shown.
        for check in checks(settings: settings, limit: limit) {
            let units = template.displayUnits(negative: check.negative, magnitude: check.magnitude, scale: check.scale)
            guard let units, let ours = template.withText(negative: check.negative, units: units, { Array($0) }) else {
                continue
            }
            let text = decimalText(negative: check.negative, magnitude: check.magnitude, scale: check.scale)
            let theirs: [UInt8]
            do {
                theirs = Array(try icu.format(decimalText: text).utf8)
            } catch {
                throw Failure("ICU failed on \(text): \(error)")
            }
            guard ours == theirs else {
                throw Failure(
                    "check \(text): ICU wrote \(String(decoding: theirs, as: UTF8.self)), template "
                        + String(decoding: ours, as: UTF8.self))
            }
        }
        return template
    }

    private static func probe(_ session: ICUNumberFormatter.ProbeSession, _ text: String) throws(Failure)
        -> ICUNumberFormatter.Probe
    {
        do {
            return try session.probe(decimal: text)
        } catch {
            throw Failure("ICU failed on \(text): \(error)")
        }
    }

    /// A value to check: `magnitude × 10^-scale`, negated if `negative`.
    private struct Input {
        var negative: Bool
        var magnitude: UInt128
        var scale: Int
    }

    /// The values checked after learning (see ``learn(precision:plural:from:)``).
    private static func checks(settings: Settings, limit: UInt64) -> [Input] {
        let digits = settings.fractionDigits
        var factor: UInt64 = 1
        for _ in 0..<digits { factor *= 10 }
        let increment = settings.increment
        var inputs: [Input] = []
        let boundaries: [UInt64] = [
            999, 1000, 9999, 10000, 100_000, 1_000_000, 100_000_000, 98_765_432_109, 1_098_765_432_109,
        ]
        for (index, integer) in boundaries.enumerated() where integer < limit / factor {
            let fraction: UInt64 = index % 2 == 0 ? 0 : (factor - 1) / increment * increment
            inputs.append(
                Input(negative: index % 2 == 0, magnitude: UInt128(integer * factor + fraction), scale: digits))
        }
        let top = (limit - 1) / increment * increment
        inputs.append(Input(negative: false, magnitude: UInt128(top), scale: digits))
        inputs.append(Input(negative: true, magnitude: UInt128(top), scale: digits))
        inputs.append(Input(negative: false, magnitude: UInt128(increment), scale: digits))
        inputs.append(Input(negative: true, magnitude: UInt128(increment), scale: digits))
        // One digit more than shown: ties beside an even and an odd neighbour, values just off a tie.
        let divisor = increment * 10
        let half = divisor / 2
        for (quotient, offset, negative) in [
            (1002, half, false), (1003, half, true), (1012, half - 1, true), (1013, half + 1, false),
        ] as [(UInt64, UInt64, Bool)] {
            inputs.append(Input(negative: negative, magnitude: UInt128(quotient * divisor + offset), scale: digits + 1))
        }
        if increment > 1 {
            for (quotient, offset, negative) in [
                (102, increment / 2, false), (103, 1, true), (104, increment - 1, false),
            ]
                as [(UInt64, UInt64, Bool)]
            {
                inputs.append(
                    Input(negative: negative, magnitude: UInt128(quotient * increment + offset), scale: digits))
            }
        }
        return inputs
    }

    /// The canonical ASCII text ICU is given for a value: `-1234.50`.
    static func decimalText(negative: Bool, magnitude: UInt128, scale: Int) -> String {
        var bytes: [UInt8] = []
        var rest = magnitude
        var place = 0
        repeat {
            if place == scale && scale > 0 { bytes.append(UInt8(ascii: ".")) }
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
            place += 1
        } while rest > 0 || place <= scale
        if negative { bytes.append(UInt8(ascii: "-")) }
        return String(decoding: bytes.reversed(), as: UTF8.self)
    }

    /// What probes have taught so far.
    private struct Learner {
        let settings: Settings
        let factor: UInt64
        let forms: Int
        var affixes: [(prefix: [UInt8], suffix: [UInt8])?]
        var digits: [ArraySlice<UInt8>?] = Array(repeating: nil, count: 10)
        var decimalSeparator: ArraySlice<UInt8>?
        var groupingSeparator: ArraySlice<UInt8>?
        var groupingMasks: [UInt32?] = Array(repeating: nil, count: 20)
        /// Every probe and ICU's text for it, to be reproduced by the finished template.
        var seen: [(negative: Bool, units: UInt64, text: [UInt8])] = []

        init(settings: Settings) {
            self.settings = settings
            var factor: UInt64 = 1
            for _ in 0..<settings.fractionDigits { factor *= 10 }
            self.factor = factor
            forms = settings.plural?.keywords.count ?? 1
            affixes = Array(repeating: nil, count: SignClass.allCases.count * forms)
        }

        func form(units: UInt64) -> Int {
            guard let plural = settings.plural else { return 0 }
            return plural.category(
                integer: units / factor, fraction: units % factor, fractionDigits: settings.fractionDigits)
        }

        /// Formats one value with ICU and learns from the output: from the text alone when the
        /// affixes of its sign and plural form and the separators are already known, else from
        /// ICU's field positions.
        mutating func probe(_ session: ICUNumberFormatter.ProbeSession, negative: Bool, units: UInt64) throws(Failure) {
            let input = decimalText(negative: negative, magnitude: UInt128(units), scale: settings.fractionDigits)
            do {
                let text = try session.format(decimal: input)
                if learnFromText(ICUNumberFormatter.Probe(text: text), negative: negative, units: units) { return }
                try learn(session.fields(of: text), negative: negative, units: units)
            } catch let failure as Failure {
                throw failure
            } catch {
                throw Failure("ICU failed on \(input): \(error)")
            }
        }

        /// Learns from ICU's text for `units` without field positions.
        ///
        /// The text must read as the known affixes of its sign and plural form around digits, the
        /// known decimal separator and known grouping separators; otherwise this returns `false`
        /// and learns nothing.
        mutating func learnFromText(_ probe: ICUNumberFormatter.Probe, negative: Bool, units: UInt64) -> Bool {
            let signClass: SignClass = units == 0 ? .zero : negative ? .negative : .positive
            let slot = signClass.rawValue * forms + form(units: units)
            guard let affix = affixes[slot] else { return false }
            let (bytes, _) = probe.utf8()
            let start = affix.prefix.count
            var end = bytes.count - affix.suffix.count
            guard end >= start, bytes.starts(with: affix.prefix), bytes[end...].elementsEqual(affix.suffix) else {
                return false
            }
            var found: [(digit: Int, bytes: ArraySlice<UInt8>)] = []
            /// The last code point before `end`, taken as the digit `digit`.
            func takeDigit(_ digit: Int) -> Bool {
                var first = end - 1
                while first > start, bytes[first] & 0xC0 == 0x80 { first -= 1 }
                guard first >= start else { return false }
                let glyph = bytes[first..<end]
                if let known = digits[digit], known != glyph { return false }
                found.append((digit, glyph))
                end = first
                return true
            }
            var fraction = units % factor
            for _ in 0..<settings.fractionDigits {
                guard takeDigit(Int(fraction % 10)) else { return false }
                fraction /= 10
            }
            if settings.fractionDigits > 0 {
                guard let separator = decimalSeparator, end - start >= separator.count,
                    bytes[(end - separator.count)..<end].elementsEqual(separator)
                else { return false }
                end -= separator.count
            }
            var integer = units / factor
            var count = 0
            var mask: UInt32 = 0
            repeat {
                if count > 0, let separator = groupingSeparator, end - start >= separator.count,
                    bytes[(end - separator.count)..<end].elementsEqual(separator)
                {
                    mask |= 1 << UInt32(count)
                    end -= separator.count
                }
                guard takeDigit(Int(integer % 10)) else { return false }
                integer /= 10
                count += 1
            } while integer > 0
            guard end == start, count < groupingMasks.count, groupingMasks[count] == nil || groupingMasks[count] == mask
            else { return false }
            groupingMasks[count] = mask
            for (digit, glyph) in found { digits[digit] = glyph }
            seen.append((negative, units, bytes))
            return true
        }

        /// Probes two positive values and a negative one of every plural form that CLDR's
        /// samples or small numbers reach.
        mutating func probePluralForms(_ session: ICUNumberFormatter.ProbeSession, plural: PluralRules) throws(Failure)
        {
            var candidates: [UInt64] = []
            for sample in plural.samples where sample.fraction.count <= settings.fractionDigits {
                let padded =
                    sample.fraction + String(repeating: "0", count: settings.fractionDigits - sample.fraction.count)
                let (scaled, overflow) = sample.integer.multipliedReportingOverflow(by: factor)
                guard !overflow, let fraction = padded.isEmpty ? 0 : UInt64(padded) else { continue }
                candidates.append(scaled + fraction)
            }
            let fractions: [UInt64] = factor == 1 ? [0] : [0, 1, factor / 2, factor - 1, 10 % factor, 11 % factor]
            for integer: UInt64 in [
                0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 19, 20, 21, 22, 25, 100, 101, 1_000_000,
            ] {
                for fraction in fractions { candidates.append(integer * factor + fraction) }
            }
            var probed = Array(repeating: 0, count: forms)
            for units in candidates
            where units > 0 && units < FormatTemplate.limit(plural: true) && units % settings.increment == 0 {
                let form = form(units: units)
                guard probed[form] < 2 else { continue }
                probed[form] += 1
                try probe(session, negative: false, units: units)
                if probed[form] == 1 { try probe(session, negative: true, units: units) }
            }
        }

        /// Learns digits, separators, the grouping of this count of digits and the affixes of
        /// this sign and plural form from ICU's output for `units`; throws on any disagreement
        /// with what was learned before.
        mutating func learn(_ probe: ICUNumberFormatter.Probe, negative: Bool, units: UInt64) throws(Failure) {
            let (bytes, offsets) = probe.utf8()
            let input = String(decoding: bytes, as: UTF8.self)
            guard !probe.hasScaledNotation else { throw Failure("\(input): exponent or compact notation") }
            guard let integerRange = probe.integer else { throw Failure("\(input): no integer field") }
            let integerDigits = Array(String(units / factor).utf8)

            // Integer digits and the separators between them, right to left.
            var position = integerRange.upperBound
            var separators = probe.groupingSeparators.filter { integerRange.contains($0.lowerBound) }
            var digitIndex = integerDigits.count
            var mask: UInt32 = 0
            while position > integerRange.lowerBound {
                if let separator = separators.last, separator.upperBound == position {
                    let right = integerDigits.count - digitIndex
                    guard right > 0, right < 32 else { throw Failure("\(input): separator outside the digits") }
                    mask |= 1 << UInt32(right)
                    try learn(
                        bytes[offsets[separator.lowerBound]..<offsets[separator.upperBound]], as: &groupingSeparator)
                    position = separator.lowerBound
                    separators.removeLast()
                    continue
                }
                let start = probe.scalarStart(before: position)
                guard digitIndex > 0 else { throw Failure("\(input): more integer characters than digits") }
                digitIndex -= 1
                try learnDigit(bytes[offsets[start]..<offsets[position]], integerDigits[digitIndex], input)
                position = start
            }
            guard digitIndex == 0, separators.isEmpty else {
                throw Failure("\(input): fewer integer characters than digits")
            }
            let count = integerDigits.count
            guard count < groupingMasks.count else { throw Failure("\(input): too many digits") }
            if let known = groupingMasks[count], known != mask {
                throw Failure("\(input): grouping differs between values with \(count) digits")
            }
            groupingMasks[count] = mask

            // Decimal separator and fraction digits, right after the integer digits.
            var numberEnd = integerRange.upperBound
            if settings.fractionDigits > 0 {
                guard let decimalRange = probe.decimalSeparator, let fractionRange = probe.fraction,
                    decimalRange.lowerBound == integerRange.upperBound,
                    fractionRange.lowerBound == decimalRange.upperBound
                else { throw Failure("\(input): no decimal separator and fraction right after the integer") }
                try learn(
                    bytes[offsets[decimalRange.lowerBound]..<offsets[decimalRange.upperBound]], as: &decimalSeparator)
                var fraction = units % factor
                var position = fractionRange.upperBound
                for _ in 0..<settings.fractionDigits {
                    guard position > fractionRange.lowerBound else {
                        throw Failure("\(input): too few fraction digits")
                    }
                    let start = probe.scalarStart(before: position)
                    try learnDigit(
                        bytes[offsets[start]..<offsets[position]], UInt8(ascii: "0") + UInt8(fraction % 10), input)
                    fraction /= 10
                    position = start
                }
                guard position == fractionRange.lowerBound else { throw Failure("\(input): too many fraction digits") }
                numberEnd = fractionRange.upperBound
            } else if probe.decimalSeparator != nil || probe.fraction != nil {
                throw Failure("\(input): fraction digits where none were expected")
            }

            // Affixes.
            let signClass: SignClass = units == 0 ? .zero : negative ? .negative : .positive
            let slot = signClass.rawValue * forms + form(units: units)
            let prefix = Array(bytes[..<offsets[integerRange.lowerBound]])
            let suffix = Array(bytes[offsets[numberEnd]...])
            if let known = affixes[slot], known.prefix != prefix || known.suffix != suffix {
                throw Failure("\(input): affixes differ within one sign and plural form")
            }
            affixes[slot] = (prefix, suffix)
            seen.append((negative, units, bytes))
        }

        private func learn(_ bytes: ArraySlice<UInt8>, as known: inout ArraySlice<UInt8>?) throws(Failure) {
            if let known, known != bytes {
                throw Failure("separator written two ways: \(String(decoding: known, as: UTF8.self))")
            }
            known = bytes
        }

        private mutating func learnDigit(_ bytes: ArraySlice<UInt8>, _ digit: UInt8, _ input: String) throws(Failure) {
            let value = Int(digit) - Int(UInt8(ascii: "0"))
            if let known = digits[value], known != bytes { throw Failure("\(input): digit \(value) written two ways") }
            digits[value] = bytes
        }

        /// The learned parts, once every digit and separator has been seen.
        ///
        /// Counts of integer digits between the probed ones and `widest` take the widest value's
        /// separators that fall within them, which must agree with the longest probed count.
        func parts(widest: Int) throws(Failure) -> Parts {
            var table: [UInt8] = []
            let width = digits[0]?.count ?? 0
            for (value, bytes) in digits.enumerated() {
                guard let bytes else { throw Failure("digit \(value) never seen") }
                guard bytes.count == width else { throw Failure("digits of different widths") }
                table += bytes
            }
            guard let widestMask = groupingMasks[widest] else { throw Failure("no probe with \(widest) digits") }
            var masks: [UInt32] = [0]
            for count in 1...widest {
                let truncated = widestMask & ((1 << UInt32(count)) - 1)
                if count <= probedDigitCounts {
                    guard let mask = groupingMasks[count] else { throw Failure("no probe with \(count) digits") }
                    masks.append(mask)
                } else {
                    masks.append(truncated)
                }
            }
            let longest = probedDigitCounts
            guard masks[longest] == widestMask & ((1 << UInt32(longest)) - 1) else {
                throw Failure("grouping of \(longest) digits is not that of \(widest) digits")
            }
            guard settings.fractionDigits == 0 || decimalSeparator != nil else { throw Failure("no decimal separator") }
            return Parts(
                affixes: affixes, digits: table, digitWidth: width, decimalSeparator: Array(decimalSeparator ?? []),
                groupingSeparator: Array(groupingSeparator ?? []), groupingMasks: masks)
        }
    }
}

extension ICUNumberFormatter.Probe {
    /// The text in UTF-8, with the UTF-8 offset of every UTF-16 offset (and of the end).
    func utf8() -> (bytes: [UInt8], offsets: [Int]) {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        bytes.reserveCapacity(text.count * 3)
        offsets.reserveCapacity(text.count + 1)
        var index = 0
        while index < text.count {
            offsets.append(bytes.count)
            var scalar = UInt32(text[index])
            if scalar & 0xFC00 == 0xD800, index + 1 < text.count, text[index + 1] & 0xFC00 == 0xDC00 {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(text[index + 1]) - 0xDC00)
                offsets.append(bytes.count)
                index += 1
            } else if scalar & 0xF800 == 0xD800 {
                scalar = 0xFFFD
            }
            index += 1
            if scalar < 0x80 {
                bytes.append(UInt8(scalar))
            } else if scalar < 0x800 {
                bytes += [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
            } else if scalar < 0x10000 {
                bytes += [UInt8(0xE0 | scalar >> 12), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
            } else {
                bytes += [
                    UInt8(0xF0 | scalar >> 18), UInt8(0x80 | scalar >> 12 & 0x3F), UInt8(0x80 | scalar >> 6 & 0x3F),
                    UInt8(0x80 | scalar & 0x3F),
                ]
            }
        }
        offsets.append(bytes.count)
        return (bytes, offsets)
    }

    /// The UTF-16 offset where the code point ending at `end` starts.
    func scalarStart(before end: Int) -> Int {
        if end >= 2, text[end - 1] & 0xFC00 == 0xDC00, text[end - 2] & 0xFC00 == 0xD800 { return end - 2 }
        return end - 1
    }

    /// How many code points `range` holds.
    func scalarCount(in range: Range<Int>) -> Int {
        var count = 0
        var end = range.upperBound
        while end > range.lowerBound {
            end = scalarStart(before: end)
            count += 1
        }
        return count
    }
}
