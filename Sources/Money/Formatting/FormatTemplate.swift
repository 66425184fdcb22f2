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
    /// Where the two Latin digits of 00 to 99 start in `bytes`.
    private let pairStart: Int
    /// For each count of integer digits (index), the bytes of the number: digits, separators,
    /// decimal separator and fraction digits (everything but the affixes).
    private let numberCounts: [Int]
    /// Whether every byte the template writes is ASCII (its texts need no UTF-8 validation).
    private let isASCII: Bool

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
        isASCII = bytes.allSatisfy { $0 < 0x80 }
        // "00" to "99": Latin digits are written two at a time.
        pairStart = bytes.count
        for pair in 0..<100 { bytes += [UInt8(0x30 + pair / 10), UInt8(0x30 + pair % 10)] }
        self.bytes = bytes
        groupingMasks = parts.groupingMasks
        let fractionCount =
            settings.fractionDigits > 0 ? parts.decimalSeparator.count + settings.fractionDigits * parts.digitWidth : 0
        let separator = parts.groupingSeparator.count
        numberCounts = parts.groupingMasks.indices.map { [parts] integerDigits in
            integerDigits * parts.digitWidth + parts.groupingMasks[integerDigits].nonzeroBitCount * separator
                + fractionCount
        }
    }

    // MARK: - Formatting

    /// The text of `magnitude × 10^-scale` (negated if `negative`), or `nil` when the template
    /// does not cover it.
    @inline(__always)
    func format(negative: Bool, magnitude: UInt64, scale: Int) -> String? {
        if scale == fractionDigits && settings.increment == 1 { return string(negative: negative, units: magnitude) }
        guard let units = displayUnits(negative: negative, magnitude: UInt128(magnitude), scale: scale) else {
            return nil
        }
        return string(negative: negative, units: units)
    }

    /// ``format(negative:magnitude:scale:)`` for the 128-bit significands of ``ExactDecimal``.
    func format(negative: Bool, magnitude: UInt128, scale: Int) -> String? {
        guard let units = units(negative: negative, magnitude: magnitude, scale: scale) else { return nil }
        return string(negative: negative, units: units)
    }

    /// Passes the UTF-8 text of `magnitude × 10^-scale` (negated if `negative`) to `body`; `nil`
    /// when the template does not cover it.
    func withText<R>(
        negative: Bool, magnitude: UInt128, scale: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R? {
        guard let units = units(negative: negative, magnitude: magnitude, scale: scale) else { return nil }
        return withText(negative: negative, units: units, body)
    }

    /// The value in units of the last shown digit, rounded as ICU rounds it; `nil` when the
    /// template does not cover it.
    @inline(__always)
    private func units(negative: Bool, magnitude: UInt128, scale: Int) -> UInt64? {
        // The common case needs no rounding: no more digits than the currency shows, no cash
        // increment, a small value (`12.5` CHF is 1250 units). 128-bit division is slow.
        let shift = fractionDigits &- scale
        if settings.increment == 1, scale >= 0, shift >= 0, shift < Self.powersOfTen.count, magnitude < limit {
            let (units, overflow) = UInt64(truncatingIfNeeded: magnitude).multipliedReportingOverflow(
                by: Self.powersOfTen[shift])
            if !overflow && units < limit { return units }
        }
        return displayUnits(negative: negative, magnitude: magnitude, scale: scale)
    }

    /// 10^0 through 10^19, the powers of ten a `UInt64` holds: the scale steps of the shortcut
    /// above (no currency has more than 4 fraction digits) and the digit count of a value.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000,
        100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000,
        10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
    ]

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

    /// Where the parts of one value's text go: what ``write(_:to:)`` writes.
    private struct Layout {
        var prefixStart: Int
        var prefixCount: Int
        var suffixStart: Int
        var suffixCount: Int
        var integer: UInt64
        var fraction: UInt64
        var integerDigits: Int
        var mask: UInt32
        /// Bytes of the whole text.
        var count: Int
    }

    /// The layout of the text of a rounded value (`units` of the last shown digit); `nil` when
    /// the template does not cover it.
    @inline(__always)
    private func layout(negative: Bool, units: UInt64) -> Layout? {
        guard units < limit else { return nil }
        let signClass = units == 0 ? SignClass.zero : negative ? .negative : .positive
        let integer = units / scaleFactor
        let fraction = units &- integer &* scaleFactor
        var form = 0
        if settings.plural != nil {
            form = settings.plural.unsafelyUnwrapped.category(
                integer: integer, fraction: fraction, fractionDigits: fractionDigits)
        }
        let slot = (signClass.rawValue &* forms &+ form) &* 4
        return affixTable.withUnsafeBufferPointer { table -> Layout? in
            let prefixCount = Int(table[slot &+ 1])
            guard prefixCount >= 0 else { return nil }
            // The digit count from the bit length (1233/4096 ≈ log10 2), corrected by one compare.
            let bits = 64 &- (integer | 1).leadingZeroBitCount
            let estimate = (bits &* 1233) >> 12
            let integerDigits = integer | 1 >= Self.powersOfTen[estimate] ? estimate &+ 1 : estimate
            guard integerDigits < groupingMasks.count else { return nil }
            let mask = groupingMasks[integerDigits]
            let numberCount = numberCounts[integerDigits]
            let suffixCount = Int(table[slot &+ 3])
            return Layout(
                prefixStart: Int(table[slot]), prefixCount: prefixCount, suffixStart: Int(table[slot &+ 2]),
                suffixCount: suffixCount, integer: integer, fraction: fraction, integerDigits: integerDigits,
                mask: mask, count: prefixCount &+ numberCount &+ suffixCount)
        }
    }

    /// Writes the text `layout` describes to `out`, which has room for `layout.count` bytes.
    @inline(__always)
    private func write(_ layout: Layout, to out: UnsafeMutablePointer<UInt8>) {
        bytes.withUnsafeBufferPointer { buffer in
            let source = buffer.baseAddress.unsafelyUnwrapped
            Self.copy(source + layout.prefixStart, layout.prefixCount, to: out)
            var end = out + (layout.count &- layout.suffixCount)
            Self.copy(source + layout.suffixStart, layout.suffixCount, to: end)
            if asciiDigits {
                let pairs = source + pairStart
                if fractionDigits > 0 {
                    var digits = layout.fraction
                    var remaining = fractionDigits
                    while remaining >= 2 {
                        let next = digits / 100
                        end -= 2
                        Self.copy(pairs + Int(truncatingIfNeeded: digits &- next &* 100) &* 2, 2, to: end)
                        digits = next
                        remaining &-= 2
                    }
                    if remaining == 1 {
                        end -= 1
                        end.pointee = UInt8(truncatingIfNeeded: digits) &+ 0x30
                    }
                    end -= decimalCount
                    Self.copy(source + decimalStart, decimalCount, to: end)
                }
                var digits = layout.integer
                var mask = layout.mask
                var remaining = layout.integerDigits
                while remaining >= 2 {
                    let next = digits / 100
                    let pair = pairs + Int(truncatingIfNeeded: digits &- next &* 100) &* 2
                    if mask & 3 == 0 {
                        end -= 2
                        Self.copy(pair, 2, to: end)
                    } else {
                        if mask & 1 != 0 {
                            end -= groupingCount
                            Self.copy(source + groupingStart, groupingCount, to: end)
                        }
                        end -= 1
                        end.pointee = pair[1]
                        if mask & 2 != 0 {
                            end -= groupingCount
                            Self.copy(source + groupingStart, groupingCount, to: end)
                        }
                        end -= 1
                        end.pointee = pair[0]
                    }
                    mask >>= 2
                    digits = next
                    remaining &-= 2
                }
                if remaining == 1 {
                    if mask & 1 != 0 {
                        end -= groupingCount
                        Self.copy(source + groupingStart, groupingCount, to: end)
                    }
                    end -= 1
                    end.pointee = UInt8(truncatingIfNeeded: digits) &+ 0x30
                }
            } else {
                let width = digitWidth
                let digitBase = source + digitStart
                if fractionDigits > 0 {
                    var digits = layout.fraction
                    for _ in 0..<fractionDigits {
                        let next = digits / 10
                        end -= width
                        Self.copy(digitBase + Int(truncatingIfNeeded: digits &- next &* 10) &* width, width, to: end)
                        digits = next
                    }
                    end -= decimalCount
                    Self.copy(source + decimalStart, decimalCount, to: end)
                }
                var digits = layout.integer
                var mask = layout.mask
                for _ in 0..<layout.integerDigits {
                    if mask & 1 != 0 {
                        end -= groupingCount
                        Self.copy(source + groupingStart, groupingCount, to: end)
                    }
                    mask >>= 1
                    let next = digits / 10
                    end -= width
                    Self.copy(digitBase + Int(truncatingIfNeeded: digits &- next &* 10) &* width, width, to: end)
                    digits = next
                }
            }
        }
    }

    /// Copies `count` bytes: the few bytes of an affix, a separator or a digit with overlapping
    /// unaligned words instead of a call to `memcpy`, which costs more than the copy.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, _ count: Int, to destination: UnsafeMutablePointer<UInt8>)
    {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(destination)
        if count >= 8 && count <= 16 {
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self), toByteOffset: count &- 8,
                as: UInt64.self)
        } else if count >= 4 && count < 8 {
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self), toByteOffset: count &- 4,
                as: UInt32.self)
        } else if count >= 2 && count < 4 {
            to.storeBytes(of: from.loadUnaligned(as: UInt16.self), as: UInt16.self)
            to.storeBytes(
                of: from.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self), toByteOffset: count &- 2,
                as: UInt16.self)
        } else if count == 1 {
            destination.pointee = source.pointee
        } else if count > 16 {
            destination.update(from: source, count: count)
        }
    }

    /// The text of a rounded value (`units` of the last shown digit) as a `String`; `nil` when the
    /// template does not cover it.
    func string(negative: Bool, units: UInt64) -> String? {
        guard let layout = layout(negative: negative, units: units) else { return nil }
        // Written straight into the string's own storage when that skips work: an ASCII text
        // needs no validation, and a long one (past 15 bytes) would otherwise be copied into the
        // storage it allocates. A short text with other characters is validated either way, and
        // from a buffer on the stack it is built once instead of twice.
        if isASCII || layout.count > 15 {
            return String(unsafeUninitializedCapacity: layout.count) { buffer in
                write(layout, to: buffer.baseAddress.unsafelyUnwrapped)
                return layout.count
            }
        }
        var small: (UInt64, UInt64) = (0, 0)
        return withUnsafeMutableBytes(of: &small) { raw in
            let out = raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
            write(layout, to: out)
            return String(decoding: UnsafeBufferPointer(start: out, count: layout.count), as: UTF8.self)
        }
    }

    /// Writes the text of a rounded value (`units` of the last shown digit) into a buffer on the
    /// stack and passes its UTF-8 bytes to `body`; `nil` when the template does not cover it.
    func withText<R>(negative: Bool, units: UInt64, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard let layout = layout(negative: negative, units: units) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: layout.count) { buffer in
            write(layout, to: buffer.baseAddress.unsafelyUnwrapped)
            return body(UnsafeBufferPointer(buffer))
        }
    }

    /// Appends the text of `magnitude × 10^-scale` (negated if `negative`) to the `count` bytes
    /// at `output`, whose room is `capacity` bytes; the new count, or `nil` when the template
    /// does not cover the value or the text does not fit (nothing is written then).
    func append(
        negative: Bool, magnitude: UInt128, scale: Int, to output: UnsafeMutablePointer<UInt8>, count: Int,
        capacity: Int
    ) -> Int? {
        guard let units = units(negative: negative, magnitude: magnitude, scale: scale),
            let layout = layout(negative: negative, units: units), layout.count <= capacity &- count
        else { return nil }
        write(layout, to: output + count)
        return count &+ layout.count
    }
}
