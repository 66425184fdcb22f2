/// One ICU currency format learned as data: affixes around grouped digits, written by integer
/// arithmetic straight into UTF-8.
///
/// For one locale, currency and set of options, ICU's output is a prefix and a suffix that
/// depend only on the sign of the rounded value (and, for long names, its plural form) around
/// the digits: integer digits with separators at places that depend only on how many digits
/// there are, a decimal separator and a fixed number of fraction digits. A template learns all of
/// these from ICU's own output for probe values (see `FormatTemplate+Learning.swift`), checks itself
/// against ICU on every probe and is only used if it matches byte for byte.
///
/// It declines (returns `nil`, and the caller asks ICU) whatever it was not shown: values of
/// 2^53 units of the last shown digit or more (2^52 for long names, whose plural form ICU picks
/// with `Double` operands), negative values that round to zero (ICU writes a negative zero),
/// integers longer than its probes, and sign/plural combinations no probe produced.
///
/// Immutable after it is built, so it is shared between threads freely.
final class FormatTemplate: Sendable {
    /// The sign of a rounded value, as ICU chooses affixes by it.
    enum SignClass: Int, CaseIterable, Sendable {
        case positive = 0
        case zero = 1
        case negative = 2
    }

    /// What the template is told rather than shown: the precision ICU rounds to.
    struct Settings: Sendable {
        /// Fraction digits shown (the currency's, or its cash digits).
        var fractionDigits: Int
        /// The rounding increment in units of the last shown digit: 1, or 5 for CHF cash (0.05).
        var increment: UInt64
        /// How ICU rounds to the increment.
        var rounding: Money.RoundingRule
        /// The locale's plural rules, for long names only.
        var plural: PluralRules?
    }

    /// The learned parts, in UTF-8.
    struct Parts: Sendable {
        /// Prefix and suffix by sign class and plural form (`class * forms + form`); `nil` where
        /// no probe showed that combination.
        var affixes: [(prefix: [UInt8], suffix: [UInt8])?]
        /// The ten digits, each `digitWidth` bytes.
        var digits: [UInt8]
        var digitWidth: Int
        var decimalSeparator: [UInt8]
        var groupingSeparator: [UInt8]
        /// For each count of integer digits (index), the places of grouping separators: bit k
        /// set means a separator has k digits to its right.
        var groupingMasks: [UInt32]
    }

    let settings: Settings
    /// Values (in units of the last shown digit) must stay below this.
    let limit: UInt64
    private let fractionDigits: Int
    private let scaleFactor: UInt64
    private let forms: Int
    /// Every byte the template writes: affixes, digits, separators.
    private let bytes: [UInt8]
    /// Per sign class and plural form: prefix start, prefix count, suffix start, suffix count
    /// into `bytes`; a prefix count of -1 marks a combination no probe showed.
    private let affixTable: [Int32]
    private let digitStart: Int
    private let digitWidth: Int
    private let asciiDigits: Bool
    private let decimalStart: Int
    private let decimalCount: Int
    private let groupingStart: Int
    private let groupingCount: Int
    private let groupingMasks: [UInt32]

    /// The most a value may be: 2^53 units of the last shown digit (ICU's `Double`-exact range),
    /// 2^52 with plural rules (see ``PluralRules``).
    static func limit(plural: Bool) -> UInt64 { plural ? 1 << 52 : 1 << 53 }

    init(settings: Settings, parts: Parts) {
        self.settings = settings
        limit = Self.limit(plural: settings.plural != nil)
        fractionDigits = settings.fractionDigits
        var factor: UInt64 = 1
        for _ in 0..<settings.fractionDigits { factor *= 10 }
        scaleFactor = factor
        forms = settings.plural?.keywords.count ?? 1
        var bytes: [UInt8] = []
        var table: [Int32] = []
        for affix in parts.affixes {
            guard let affix else {
                table += [0, -1, 0, 0]
                continue
            }
            table += [Int32(bytes.count), Int32(affix.prefix.count)]
            bytes += affix.prefix
            table += [Int32(bytes.count), Int32(affix.suffix.count)]
            bytes += affix.suffix
        }
        affixTable = table
        digitStart = bytes.count
        digitWidth = parts.digitWidth
        asciiDigits = parts.digits == Array("0123456789".utf8)
        bytes += parts.digits
        decimalStart = bytes.count
        decimalCount = parts.decimalSeparator.count
        bytes += parts.decimalSeparator
        groupingStart = bytes.count
        groupingCount = parts.groupingSeparator.count
        bytes += parts.groupingSeparator
        self.bytes = bytes
        groupingMasks = parts.groupingMasks
    }

    // MARK: - Formatting

    /// The text of `magnitude × 10^-scale` (negated if `negative`), or `nil` when the template
    /// does not cover it.
    func format(negative: Bool, magnitude: UInt64, scale: Int) -> String? {
        let units: UInt64
        if scale == fractionDigits && settings.increment == 1 {
            units = magnitude
        } else {
            guard let rounded = displayUnits(negative: negative, magnitude: UInt128(magnitude), scale: scale) else {
                return nil
            }
            units = rounded
        }
        return withText(negative: negative, units: units) { String(decoding: $0, as: UTF8.self) }
    }

    /// ``format(negative:magnitude:scale:)`` for the 128-bit significands of ``ExactDecimal``.
    func format(negative: Bool, magnitude: UInt128, scale: Int) -> String? {
        withText(negative: negative, magnitude: magnitude, scale: scale) { String(decoding: $0, as: UTF8.self) }
    }

    /// Passes the UTF-8 text of `magnitude × 10^-scale` (negated if `negative`) to `body`; `nil`
    /// when the template does not cover it.
    func withText<R>(
        negative: Bool, magnitude: UInt128, scale: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R? {
        // The common case needs no rounding: no more digits than the currency shows, no cash
        // increment, a small value (`12.5` CHF is 1250 units). 128-bit division is slow.
        let shift = fractionDigits - scale
        if settings.increment == 1, scale >= 0, shift >= 0, shift < Self.powersOfTen.count, magnitude < limit {
            let (units, overflow) = UInt64(magnitude).multipliedReportingOverflow(by: Self.powersOfTen[shift])
            if !overflow && units < limit { return withText(negative: negative, units: units, body) }
        }
        guard let units = displayUnits(negative: negative, magnitude: magnitude, scale: scale) else { return nil }
        return withText(negative: negative, units: units, body)
    }

    /// 10^0 through 10^8: the scale steps of the shortcut above (no currency has more than 4
    /// fraction digits).
    private static let powersOfTen: [UInt64] = [1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000, 100_000_000]

    /// The value rounded as ICU rounds it, in units of the last shown digit; `nil` when it is out
    /// of range or is a negative value that rounds to zero.
    func displayUnits(negative: Bool, magnitude: UInt128, scale: Int) -> UInt64? {
        guard magnitude < UInt128(1) << 100, scale >= 0 else { return nil }
        let increment = UInt128(settings.increment)
        var numerator = magnitude
        var divisor = increment
        if scale <= fractionDigits {
            guard fractionDigits - scale <= 8 else { return nil }
            for _ in scale..<fractionDigits { numerator *= 10 }
        } else {
            guard scale - fractionDigits <= 30 else { return nil }
            for _ in fractionDigits..<scale { divisor *= 10 }
        }
        var (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: divisor)
        if remainder != 0 {
            let up: Bool
            switch settings.rounding {
            case .toNearestOrEven:
                let twice = remainder * 2
                up = twice > divisor || (twice == divisor && quotient & 1 == 1)
            case .toNearestOrAway: up = remainder * 2 >= divisor
            case .ceiling: up = !negative
            case .floor: up = negative
            case .towardZero: up = false
            case .awayFromZero: up = true
            }
            if up { quotient += 1 }
        }
        guard quotient < UInt128(limit) / increment else { return nil }
        let units = UInt64(quotient) * settings.increment
        if negative && units == 0 && magnitude != 0 { return nil }
        return units
    }

    /// Writes the text of a rounded value (`units` of the last shown digit) into a buffer on the
    /// stack and passes its UTF-8 bytes to `body`; `nil` when the template does not cover it.
    func withText<R>(negative: Bool, units: UInt64, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard units < limit else { return nil }
        let signClass = units == 0 ? SignClass.zero : negative ? .negative : .positive
        let integer = units / scaleFactor
        let fraction = units - integer * scaleFactor
        var form = 0
        if let plural = settings.plural {
            form = plural.category(integer: integer, fraction: fraction, fractionDigits: fractionDigits)
        }
        let slot = (signClass.rawValue * forms + form) * 4
        return affixTable.withUnsafeBufferPointer { table -> R? in
            let prefixCount = Int(table[slot + 1])
            guard prefixCount >= 0 else { return nil }
            let prefixStart = Int(table[slot])
            let suffixStart = Int(table[slot + 2])
            let suffixCount = Int(table[slot + 3])
            var integerDigits = 1
            var rest = integer
            while rest >= 10 {
                rest /= 10
                integerDigits += 1
            }
            guard integerDigits < groupingMasks.count else { return nil }
            let mask = groupingMasks[integerDigits]
            let width = digitWidth
            var numberCount = integerDigits * width + mask.nonzeroBitCount * groupingCount
            if fractionDigits > 0 { numberCount += decimalCount + fractionDigits * width }
            let count = prefixCount + numberCount + suffixCount
            return bytes.withUnsafeBufferPointer { source -> R in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { out -> R in
                    for index in 0..<prefixCount { out[index] = source[prefixStart + index] }
                    var end = prefixCount + numberCount
                    for index in 0..<suffixCount { out[end + index] = source[suffixStart + index] }
                    @inline(__always) func put(_ digit: UInt64) {
                        if asciiDigits {
                            end -= 1
                            out[end] = UInt8(truncatingIfNeeded: digit) &+ 0x30
                        } else {
                            end -= width
                            let start = digitStart + Int(digit) * width
                            for index in 0..<width { out[end + index] = source[start + index] }
                        }
                    }
                    if fractionDigits > 0 {
                        var digits = fraction
                        for _ in 0..<fractionDigits {
                            let next = digits / 10
                            put(digits - next * 10)
                            digits = next
                        }
                        end -= decimalCount
                        for index in 0..<decimalCount { out[end + index] = source[decimalStart + index] }
                    }
                    var digits = integer
                    for place in 0..<integerDigits {
                        if mask & (1 << place) != 0 {
                            end -= groupingCount
                            for index in 0..<groupingCount { out[end + index] = source[groupingStart + index] }
                        }
                        let next = digits / 10
                        put(digits - next * 10)
                        digits = next
                    }
                    return body(UnsafeBufferPointer(out))
                }
            }
        }
    }
}
