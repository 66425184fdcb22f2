internal import CICUShims
import Synchronization

/// Owns one ICU `UNumberFormatter`, opened from a skeleton for a locale and closed in `deinit`.
///
/// `@unchecked Sendable` because ICU documents the formatter as thread-safe: "The
/// UNumberFormatter can be shared between threads. Each thread should have its own local
/// UFormattedNumber" (unumberformatter.h). Each `format` call uses a `UFormattedNumber` no
/// other thread holds (taken atomically from the process-wide `spareResult`, else from a small
/// pool under a lock), and the handle is never mutated.
final class ICUNumberFormatter: @unchecked Sendable {
    /// The ICU handle; also used by `ProbeSession`, which teaches a `FormatTemplate`.
    let formatter: OpaquePointer
    /// One idle `UFormattedNumber` shared by all formatters, as its address (0 when taken).
    ///
    /// A result may hold any formatter's output. The single-threaded fast path takes and returns it
    /// with one atomic operation each instead of two lock round trips, and reuses one warm buffer
    /// whatever the locale, as a hand-written ICU loop would. It stays open for the process.
    private static let spareResult = Atomic<UInt>(0)
    private let results = Mutex<[ResultHandle]>([])
    /// The template formatter learned from this formatter once it is reused (`MoneyFormatter+Template.swift`).
    let templateSlot = FormatTemplateSlot()

    /// A `UFormattedNumber` in the pool; only one thread holds it at a time, so it may cross threads.
    private struct ResultHandle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    /// Opens the formatter for `skeleton` in `locale`; `fullNames` when the skeleton writes full
    /// currency names (`unit-width-full-name`), the one setting ICU 72 needs warmed up for.
    init(skeleton: String, locale: String, fullNames: Bool) throws(MoneyError) {
        var status = ICUStatus()
        let units = Array(skeleton.utf16)
        let opened = units.withUnsafeBufferPointer { buffer in
            cicu_unumf_openForSkeletonAndLocale(buffer.baseAddress, Int32(buffer.count), locale, &status.code)
        }
        try status.check("unumf_openForSkeletonAndLocale(\(skeleton))")
        guard let opened else { throw .icu(operation: "unumf_openForSkeletonAndLocale", code: 0, name: "nil") }
        formatter = opened
        if fullNames { warmUp() }
    }

    /// Formats twice and discards the results.
    ///
    /// ICU 72 garbles some full currency names of a fresh formatter
    /// (tr: "-KWD 123,45 Kuveyt dinarı6") on the unoptimized path it takes until it has been called
    /// twice; afterwards every call takes the optimized path, whose output is right. Only full
    /// names: for every locale ICU 72 has (805), 15 currencies, the five other styles and sign,
    /// grouping, cash and digit settings, and two amounts, a fresh formatter's first result equals
    /// the warmed-up one's (144,900 pairs compared). Other formatters are not warmed up: each
    /// unoptimized format builds ICU's whole formatting pipeline, so the two warm-up calls cost a
    /// one-shot process, which formats once, about 360,000 instructions.
    private func warmUp() {
        var status = ICUStatus()
        guard let result = cicu_unumf_openResult(&status.code) else { return }
        for _ in 0..<2 { cicu_unumf_formatInt(formatter, 0, result, &status.code) }
        cicu_unumf_closeResult(result)
    }

    deinit {
        for result in results.withLock({ $0 }) { cicu_unumf_closeResult(result.pointer) }
        cicu_unumf_close(formatter)
    }

    /// Formats a decimal number given as ASCII (`-1234.5`) and returns ICU's text.
    func format(decimal: UnsafeBufferPointer<CChar>) throws(MoneyError) -> String {
        try withUTF8(decimal: decimal) { String(decoding: $0, as: UTF8.self) }
    }

    /// Formats a decimal number given as ASCII (`-1234.5`) and passes ICU's text as UTF-8 bytes
    /// (valid only during the call) to `body`: no `String` is made.
    func withUTF8<R>(decimal: UnsafeBufferPointer<CChar>, _ body: (UnsafeBufferPointer<UInt8>) -> R)
        throws(MoneyError) -> R
    {
        let handle = try takeResult()
        let result = handle.pointer
        defer {
            let address = UInt(bitPattern: result)
            let parked = Self.spareResult.compareExchange(
                expected: 0, desired: address, ordering: .acquiringAndReleasing)
            let overflow =
                !parked.exchanged
                && results.withLock { pool -> Bool in
                    guard pool.count < 8 else { return true }
                    pool.append(handle)
                    return false
                }
            if overflow { cicu_unumf_closeResult(result) }
        }
        var status = ICUStatus()
        cicu_unumf_formatDecimal(formatter, decimal.baseAddress, Int32(decimal.count), result, &status.code)
        try status.check("unumf_formatDecimal")
        return try Self.withUTF8(of: result, body)
    }

    private func takeResult() throws(MoneyError) -> ResultHandle {
        let spareAddress = Self.spareResult.exchange(0, ordering: .acquiringAndReleasing)
        if let spare = OpaquePointer(bitPattern: spareAddress) {
            return ResultHandle(pointer: spare)
        }
        if let pooled = results.withLock({ $0.popLast() }) { return pooled }
        var status = ICUStatus()
        let result = cicu_unumf_openResult(&status.code)
        try status.check("unumf_openResult")
        guard let result else { throw .icu(operation: "unumf_openResult", code: 0, name: "nil") }
        return ResultHandle(pointer: result)
    }

    /// ICU's text for `result`, read in place (`ufmtval_getString`, no copy) and transcoded
    /// from UTF-16 to UTF-8 on the stack: `String(decoding:as: UTF16.self)` takes a generic,
    /// scalar-by-scalar path that costs more than ICU's own formatting.
    private static func withUTF8<R>(of result: OpaquePointer, _ body: (UnsafeBufferPointer<UInt8>) -> R)
        throws(MoneyError) -> R
    {
        withUTF8(utf16: try utf16(of: result), body)
    }

    /// ICU's UTF-16 text for `result`, read in place (`ufmtval_getString`, no copy): valid until
    /// `result` formats again or is closed.
    static func utf16(of result: OpaquePointer?) throws(MoneyError) -> UnsafeBufferPointer<UInt16> {
        var status = ICUStatus()
        let value = cicu_unumf_resultAsValue(result, &status.code)
        var length: Int32 = 0
        let units = cicu_ufmtval_getString(value, &length, &status.code)
        try status.check("ufmtval_getString")
        guard let units else { throw .icu(operation: "ufmtval_getString", code: 0, name: "nil") }
        return UnsafeBufferPointer(start: units, count: Int(length))
    }

    /// Formats `value` with all of its digits, through the shared formatter for the skeleton
    /// `stems` (plus Latin digits when `usesLatinDigits`) in `locale`.
    static func format(
        _ value: ExactDecimal, stems: [String], usesLatinDigits: Bool, locale: LocaleIdentifier
    ) throws(MoneyError) -> String {
        // Appended rather than joined: `joined` runs unspecialized (start-up time).
        var skeleton = ""
        for stem in stems + (usesLatinDigits ? ["numbering-system/latn"] : []) {
            if !skeleton.isEmpty { skeleton += " " }
            skeleton += stem
        }
        let formatter = try cached(
            skeleton: skeleton, locale: locale.identifier, fullNames: stems.contains("unit-width-full-name"))
        let text = Array(value.description.utf8CString.dropLast())
        return try text.withUnsafeBufferPointer { (buffer) throws(MoneyError) -> String in
            try formatter.format(decimal: buffer)
        }
    }

    /// Transcodes UTF-16 to UTF-8 for `body`, in a buffer on the stack for short texts.
    ///
    /// Unpaired surrogates become U+FFFD, as `String(decoding:as:)` makes them.
    static func withUTF8<R>(utf16 units: UnsafeBufferPointer<UInt16>, _ body: (UnsafeBufferPointer<UInt8>) -> R)
        -> R
    {
        guard units.count <= 96 else {
            var text = String(decoding: units, as: UTF16.self)
            return text.withUTF8(body)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 288) { bytes -> R in
            var out = 0
            var index = 0
            let count = units.count
            while index < count {
                let unit = UInt32(units[index])
                index += 1
                if unit < 0x80 {
                    bytes[out] = UInt8(truncatingIfNeeded: unit)
                    out += 1
                } else if unit < 0x800 {
                    bytes[out] = UInt8(truncatingIfNeeded: 0xC0 | (unit >> 6))
                    bytes[out + 1] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
                    out += 2
                } else {
                    var scalar = unit
                    if unit & 0xF800 == 0xD800 {
                        if unit < 0xDC00, index < count, units[index] & 0xFC00 == 0xDC00 {
                            scalar = 0x10000 + ((unit - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                            index += 1
                        } else {
                            scalar = 0xFFFD
                        }
                    }
                    if scalar < 0x10000 {
                        bytes[out] = UInt8(truncatingIfNeeded: 0xE0 | (scalar >> 12))
                        bytes[out + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
                        bytes[out + 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
                        out += 3
                    } else {
                        bytes[out] = UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18))
                        bytes[out + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F))
                        bytes[out + 2] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
                        bytes[out + 3] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
                        out += 4
                    }
                }
            }
            return body(UnsafeBufferPointer(rebasing: bytes[..<out]))
        }
    }

    // MARK: - Cache

    private struct Key: Hashable {
        var skeleton: String
        var locale: String
    }

    private static let cache = ProcessCache<Key, ICUNumberFormatter>(limit: 1024)

    /// The shared formatter for a skeleton and locale, opened on first use; `fullNames` as for
    /// ``init(skeleton:locale:fullNames:)``.
    static func cached(skeleton: String, locale: String, fullNames: Bool) throws(MoneyError) -> ICUNumberFormatter {
        try cache.value(for: Key(skeleton: skeleton, locale: locale)) { () throws(MoneyError) in
            try ICUNumberFormatter(skeleton: skeleton, locale: locale, fullNames: fullNames)
        }
    }
}

extension ICUNumberFormatter {
    /// What identifies a currency formatter without building its skeleton: the locale id, the
    /// ISO code and the formatter's other settings packed into bits (see `MoneyFormatter`).
    struct CurrencyKey: Hashable, Sendable {
        var locale: String
        var currency: String
        var settings: UInt32
    }

    private static let currencyCache = ProcessCache<CurrencyKey, ICUNumberFormatter>(limit: 1024)

    /// The shared formatter for `key`, opened from `skeleton()` on first use.
    ///
    /// Finding a formatter hashes two short strings and an integer under one lock; the skeleton
    /// string is only built when the formatter is opened.
    static func cached(_ key: CurrencyKey, fullNames: Bool, skeleton: () -> String) throws(MoneyError)
        -> ICUNumberFormatter
    {
        try currencyCache.value(for: key) { () throws(MoneyError) in
            try cached(skeleton: skeleton(), locale: key.locale, fullNames: fullNames)
        }
    }
}

/// Writes the ASCII decimal text of `significand × 10^-scale` (an ``ExactDecimal``'s canonical
/// text, `-0.005`) into a stack buffer and calls `body`: no `String` or array is made.
///
/// - Precondition: `0 <= scale <= ExactDecimal.maximumScale` (36), so the text fits 48 bytes.
func withDecimalText<R>(
    significand: Int128, scale: Int, _ body: (UnsafeBufferPointer<CChar>) throws(MoneyError) -> R
) throws(MoneyError) -> R {
    try withUnsafeTemporaryAllocation(of: CChar.self, capacity: 48) { buffer throws(MoneyError) -> R in
        var index = buffer.count
        func put(_ byte: UInt8) {
            index -= 1
            buffer[index] = CChar(bitPattern: byte)
        }
        var magnitude = significand.magnitude
        var fractionDigits = scale
        // Digits one at a time in 64-bit arithmetic once the value fits (every money amount).
        func nextDigit() -> UInt8 {
            if let small = UInt64(exactly: magnitude) {
                magnitude = UInt128(small / 10)
                return UInt8(small % 10)
            }
            let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
            magnitude = quotient
            return UInt8(remainder)
        }
        while fractionDigits > 0 {
            put(UInt8(ascii: "0") + nextDigit())
            fractionDigits -= 1
        }
        if scale > 0 { put(UInt8(ascii: ".")) }
        repeat {
            put(UInt8(ascii: "0") + nextDigit())
        } while magnitude > 0
        if significand < 0 { put(UInt8(ascii: "-")) }
        return try body(UnsafeBufferPointer(rebasing: buffer[index...]))
    }
}
