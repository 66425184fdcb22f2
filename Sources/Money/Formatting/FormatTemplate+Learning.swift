extension FormatTemplate {
    /// Why ICU's output could not be learned, or why the learned template was not trusted.
    struct Failure: Error, Sendable, CustomStringConvertible {
        let description: String

        init(_ description: String) { self.description = description }
    }

    /// Learns the template of `icu`'s format from probe values, then checks it against ICU.
    ///
    /// Probes: one positive value for every count of integer digits the template will write
    /// (1, 12, 123, … below ``limit(plural:)``: grouping, Indian grouping and minimum grouping
    /// show as separators at places that depend on that count), zero, a negative value, and for
    /// long names a positive and a negative value of each plural form (CLDR's samples and small
    /// numbers, classified by ``PluralRules``). The template is then rebuilt from nothing but
    /// what was learned and must reproduce every probe byte for byte, plus grouping boundaries
    /// (999, 1000, 9999, 10000, 100000, 1000000), one minor unit, the largest value covered and
    /// values that need rounding (midpoints with even and odd neighbours, both signs).
    ///
    /// - Throws: ``Failure`` when ICU's output is not affixes around plain positional digits
    ///   (exponents, compact forms, digits that are not ten fixed characters…) or when the
    ///   template differs from ICU on any check; the caller then leaves the format to ICU.
    static func learn(settings: Settings, from icu: ICUNumberFormatter) throws(Failure) -> FormatTemplate {
        let digits = settings.fractionDigits
        guard (0...6).contains(digits), settings.increment >= 1, settings.increment <= 1000 else {
            throw Failure("unsupported precision: \(digits) digits, increment \(settings.increment)")
        }
        var learner = Learner(settings: settings)
        let factor = learner.factor
        let limit = Self.limit(plural: settings.plural != nil)
        let fractionPattern = UInt64(String("987654".prefix(digits))) ?? 0

        // Every count of integer digits: 1, 12, 123, …, 1234567890123456.
        var integer: UInt64 = 0
        var widest = 0
        for count in 1...19 {
            integer = integer * 10 + UInt64(count % 10)
            let (scaled, overflow) = integer.multipliedReportingOverflow(by: factor)
            guard !overflow, scaled < limit - fractionPattern else { break }
            try learner.probe(icu, negative: false, units: scaled + fractionPattern)
            widest = count
        }
        guard widest >= 1 else { throw Failure("no integer digits fit below the limit") }
        try learner.probe(icu, negative: false, units: 0)
        try learner.probe(icu, negative: true, units: 1_234_567 * factor + fractionPattern)
        if let plural = settings.plural {
            try learner.probePluralForms(icu, plural: plural)
        }

        let template = FormatTemplate(settings: settings, parts: try learner.parts(widest: widest))

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
            guard
                let ours = template.withText(
                    negative: check.negative, units: template.displayUnits(check) ?? limit, { Array($0) })
            else { continue }
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

    /// An input value: `magnitude × 10^-scale`, negated if `negative`.
    struct Input: Sendable {
        var negative: Bool
        var magnitude: UInt128
        var scale: Int
    }

    private func displayUnits(_ input: Input) -> UInt64? {
        displayUnits(negative: input.negative, magnitude: input.magnitude, scale: input.scale)
    }

    /// The values checked after learning: grouping boundaries, one minor unit, the largest value
    /// covered, and rounding (midpoints beside even and odd neighbours, both signs, one more
    /// digit than shown; and off-increment values when the increment is not 1).
    private static func checks(settings: Settings, limit: UInt64) -> [Input] {
        let digits = settings.fractionDigits
        var factor: UInt64 = 1
        for _ in 0..<digits { factor *= 10 }
        var inputs: [Input] = []
        let boundaries: [UInt64] = [1, 999, 1000, 9999, 10000, 99_999, 100_000, 999_999, 1_000_000, 10_000_000]
        for (index, integer) in boundaries.enumerated() where integer < limit / factor {
            let fraction: UInt64 = index % 2 == 0 ? 0 : factor - 1
            inputs.append(Input(negative: index % 3 == 1, magnitude: UInt128(integer * factor + fraction), scale: digits))
        }
        let increment = settings.increment
        let top = (limit - 1) / increment * increment
        inputs.append(Input(negative: false, magnitude: UInt128(top), scale: digits))
        inputs.append(Input(negative: true, magnitude: UInt128(top), scale: digits))
        inputs.append(Input(negative: false, magnitude: UInt128(increment), scale: digits))
        inputs.append(Input(negative: true, magnitude: UInt128(increment), scale: digits))
        // One digit more than shown: ties beside even and odd neighbours, and just off ties.
        let divisor = increment * 10
        let half = divisor / 2
        for (quotient, offset, negative) in [
            (2, half, false), (3, half, false), (2, half, true), (3, half, true),
            (12, half - 1, false), (12, half + 1, true), (13, half + 1, false), (13, half - 1, true),
        ] as [(UInt64, UInt64, Bool)] {
            let magnitude = (quotient + 1000) * divisor + offset
            inputs.append(Input(negative: negative, magnitude: UInt128(magnitude), scale: digits + 1))
        }
        if increment > 1 {
            for (quotient, offset, negative) in [
                (2, increment / 2, false), (3, increment / 2, false), (2, increment / 2, true),
                (3, increment / 2, true), (4, 1, false), (4, increment - 1, true),
            ] as [(UInt64, UInt64, Bool)] {
                let magnitude = (quotient + 100) * increment + offset
                inputs.append(Input(negative: negative, magnitude: UInt128(magnitude), scale: digits))
            }
        }
        return inputs
    }

    /// The canonical ASCII text ICU is given for a value: `-1234.50`.
    static func decimalText(negative: Bool, magnitude: UInt128, scale: Int) -> String {
        var digits = String(magnitude)
        if scale > 0 {
            if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -scale))
        }
        return negative ? "-" + digits : digits
    }

    /// What probes have taught so far.
    private struct Learner {
        let settings: Settings
        let factor: UInt64
        let forms: Int
        var affixes: [(prefix: [UInt8], suffix: [UInt8])?]
        var digits: [[UInt8]?] = Array(repeating: nil, count: 10)
        var decimalSeparator: [UInt8]?
        var groupingSeparator: [UInt8]?
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

        /// Formats one value with ICU and learns from the output.
        mutating func probe(_ icu: ICUNumberFormatter, negative: Bool, units: UInt64) throws(Failure) {
            let text = decimalText(negative: negative, magnitude: UInt128(units), scale: settings.fractionDigits)
            let probe: ICUNumberFormatter.Probe
            do {
                probe = try icu.probe(decimal: text)
            } catch {
                throw Failure("ICU failed on \(text): \(error)")
            }
            try learn(probe, negative: negative, units: units, input: text)
        }

        /// Probes a positive and a negative value of every plural form that CLDR's samples or
        /// small numbers reach.
        mutating func probePluralForms(_ icu: ICUNumberFormatter, plural: PluralRules) throws(Failure) {
            var candidates: [UInt64] = []
            for sample in plural.samples where sample.fraction.count <= settings.fractionDigits {
                let padded = sample.fraction + String(repeating: "0", count: settings.fractionDigits - sample.fraction.count)
                let (scaled, overflow) = sample.integer.multipliedReportingOverflow(by: factor)
                guard !overflow, let fraction = padded.isEmpty ? 0 : UInt64(padded) else { continue }
                candidates.append(scaled + fraction)
            }
            let fractions: [UInt64] = factor == 1 ? [0] : [0, 1, factor / 2, factor - 1, 10 % factor, 11 % factor]
            for integer: UInt64 in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 19, 20, 21, 22, 25, 100, 101, 1_000_000] {
                for fraction in fractions { candidates.append(integer * factor + fraction) }
            }
            var probed = Array(repeating: 0, count: forms)
            for units in candidates where units > 0 && units < FormatTemplate.limit(plural: true) {
                let form = form(units: units)
                guard probed[form] < 2 else { continue }
                probed[form] += 1
                try probe(icu, negative: false, units: units)
                try probe(icu, negative: true, units: units)
            }
        }

        mutating func learn(_ probe: ICUNumberFormatter.Probe, negative: Bool, units: UInt64, input: String)
            throws(Failure)
        {
            let text = probe.text
            guard !probe.hasScaledNotation else { throw Failure("\(input): exponent or compact notation") }
            guard let integerRange = probe.integer else { throw Failure("\(input): no integer field") }
            let integerDigits = Array(String(units / factor).utf8)
            let fractionDigits = settings.fractionDigits == 0 ? [] : Array(String(units % factor).utf8)
            let paddedFraction =
                Array(repeating: UInt8(ascii: "0"), count: settings.fractionDigits - fractionDigits.count)
                + fractionDigits

            // Integer digits and the separators between them.
            var scalars: [Unicode.Scalar] = []
            var mask: UInt32 = 0
            var position = integerRange.lowerBound
            var separators: [Range<Int>] = probe.groupingSeparators.filter { integerRange.contains($0.lowerBound) }
            separators.append(integerRange.upperBound..<integerRange.upperBound)
            for (index, separator) in separators.enumerated() {
                guard separator.lowerBound >= position, separator.upperBound <= integerRange.upperBound else {
                    throw Failure("\(input): grouping separators out of order")
                }
                scalars += String(decoding: text[position..<separator.lowerBound], as: UTF16.self).unicodeScalars
                position = separator.upperBound
                guard index < separators.count - 1 else { break }
                let bytes = Array(String(decoding: text[separator], as: UTF16.self).utf8)
                if let known = groupingSeparator, known != bytes {
                    throw Failure("\(input): two grouping separators")
                }
                groupingSeparator = bytes
                let right = integerDigits.count - scalars.count
                guard right > 0, right < 32 else { throw Failure("\(input): separator outside the digits") }
                mask |= 1 << UInt32(right)
            }
            guard scalars.count == integerDigits.count else {
                throw Failure("\(input): \(scalars.count) integer characters for \(integerDigits.count) digits")
            }
            for (scalar, digit) in zip(scalars, integerDigits) { try learnDigit(scalar, digit, input) }
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
                let separator = Array(String(decoding: text[decimalRange], as: UTF16.self).utf8)
                if let known = decimalSeparator, known != separator { throw Failure("\(input): two decimal separators") }
                decimalSeparator = separator
                let fraction = Array(String(decoding: text[fractionRange], as: UTF16.self).unicodeScalars)
                guard fraction.count == paddedFraction.count else {
                    throw Failure("\(input): \(fraction.count) fraction digits, expected \(paddedFraction.count)")
                }
                for (scalar, digit) in zip(fraction, paddedFraction) { try learnDigit(scalar, digit, input) }
                numberEnd = fractionRange.upperBound
            } else if probe.decimalSeparator != nil || probe.fraction != nil {
                throw Failure("\(input): fraction digits where none were expected")
            }

            // Affixes.
            let signClass: SignClass = units == 0 ? .zero : negative ? .negative : .positive
            let slot = signClass.rawValue * forms + form(units: units)
            let prefix = Array(String(decoding: text[..<integerRange.lowerBound], as: UTF16.self).utf8)
            let suffix = Array(String(decoding: text[numberEnd...], as: UTF16.self).utf8)
            if let known = affixes[slot], known.prefix != prefix || known.suffix != suffix {
                throw Failure("\(input): affixes differ within one sign and plural form")
            }
            affixes[slot] = (prefix, suffix)
            let whole = text.withUnsafeBufferPointer { ICUNumberFormatter.string(utf16: $0) }
            seen.append((negative, units, Array(whole.utf8)))
        }

        mutating func learnDigit(_ scalar: Unicode.Scalar, _ digit: UInt8, _ input: String) throws(Failure) {
            let bytes = Array(String(scalar).utf8)
            let value = Int(digit) - Int(UInt8(ascii: "0"))
            if let known = digits[value], known != bytes { throw Failure("\(input): digit \(value) written two ways") }
            digits[value] = bytes
        }

        /// The learned parts, once every digit, separator and digit count has been seen.
        func parts(widest: Int) throws(Failure) -> Parts {
            var table: [UInt8] = []
            let width = digits[0]?.count ?? 0
            for (value, bytes) in digits.enumerated() {
                guard let bytes else { throw Failure("digit \(value) never seen") }
                guard bytes.count == width else { throw Failure("digits of different widths") }
                table += bytes
            }
            var masks: [UInt32] = [0]
            for count in 1...widest {
                guard let mask = groupingMasks[count] else { throw Failure("no probe with \(count) digits") }
                masks.append(mask)
            }
            guard settings.fractionDigits == 0 || decimalSeparator != nil else { throw Failure("no decimal separator") }
            return Parts(
                affixes: affixes, digits: table, digitWidth: width, decimalSeparator: decimalSeparator ?? [],
                groupingSeparator: groupingSeparator ?? [], groupingMasks: masks)
        }
    }
}
